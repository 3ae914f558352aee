import AutoLayout
import Foundation
import Testing

/// The seed's item-detail form (Big Nerd Ranch, "Stack Views": docs/research/seed-examples.md
/// §4, #16–#25) on an iPhone 8 in portrait (375 × 667, status bar 20, root side margins 16).
///
/// Metrics, from the fixed-advance text measurer at 2 pixels per point: a 17 pt label is
/// 1.2 × 17 = 20.4, rounded up to the pixel 20.5 high, and 8.5 pt per character wide ("Name"
/// 34, "Serial" 51, "Value" 42.5, "Date Created" 102); an empty text field is 0 + 2 × 7 = 14
/// wide and 34 high. Labels hug at 251, fields at 250; both resist at 750.
///
/// The outer stack is pinned as the text's pin pop-over does (reading A): 8 pt inside the
/// root's margins at the sides and 8 pt from the layout guides: x = 16 + 8 = 24, width
/// 375 − 2 × 24 = 327, y = 20 + 8 = 28, bottom 667 − 8 = 659, height 631.
@Suite struct StackViewSeedTests {
    /// The form of #24: a vertical stack (spacing 8) of three rows and the date label; each
    /// row a horizontal stack (spacing 8) of a label and a text field resisting compression
    /// at 749; the date label hugging vertically at 249; the fields' leading edges equal.
    private struct DetailForm {
        let window: Window
        let stack: StackView
        let rows: [StackView]
        let labels: [Label]
        let fields: [TextField]
        let dateLabel: Label

        init() {
            let (window, root) = makeWindow()
            labels = ["Name", "Serial", "Value"].map { Label(text: $0) }
            fields = labels.map { _ in TextField() }
            rows = zip(labels, fields).map { label, field in
                field.setContentCompressionResistancePriority(749, for: .horizontal)
                let row = StackView(arrangedSubviews: [label, field])
                row.spacing = 8
                return row
            }
            dateLabel = Label(text: "Date Created")
            dateLabel.textAlignment = .center
            dateLabel.setContentHuggingPriority(249, for: .vertical)
            stack = addConstrainedView(StackView(arrangedSubviews: rows + [dateLabel]), to: root, "stack")
            stack.axis = .vertical
            stack.spacing = 8
            let controller = root.viewController!
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 8),
                root.layoutMarginsGuide.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 8),
                stack.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8),
                controller.bottomLayoutGuide.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8),
                fields[0].leadingAnchor.constraint(equalTo: fields[1].leadingAnchor),
                fields[1].leadingAnchor.constraint(equalTo: fields[2].leadingAnchor),
            ])
            self.window = window
            window.layoutIfNeeded()
        }
    }

    /// #24. Vertically: the rows are as high as their fields (resistance 750 beats the
    /// labels' hugging 251), 34; the date label hugs least (249), so it takes the rest:
    /// 631 − 3 × 34 − 3 × 8 = 505. Horizontally: the equal field edges make the three labels
    /// equally wide, W; each label's resistance (750) needs W ≥ its width, so W ≥ 51, and the
    /// hugging of Name and Value (251, above the fields' 250) wants W small: W = 51; the
    /// fields start at 51 + 8 = 59 and are 327 − 59 = 268 wide.
    @Test func finalDetailInterface() {
        let form = DetailForm()
        expectFrame(form.stack.frame, 24, 28, 327, 631)
        expectFrames(form.rows + [form.dateLabel], [(0, 0, 327, 34), (0, 42, 327, 34), (0, 84, 327, 34), (0, 126, 327, 505)])
        expectFrames(form.labels, [(0, 0, 51, 34), (0, 0, 51, 34), (0, 0, 51, 34)])
        expectFrames(form.fields, [(59, 0, 268, 34), (59, 0, 268, 34), (59, 0, 268, 34)])
        let leadingEdges = form.fields.map { $0.convert(CGPoint.zero, to: nil).x }
        #expect(leadingEdges == [83, 83, 83])
        #expect(!form.stack.hasAmbiguousLayout)
        #expect(form.window.layoutDiagnostics.isEmpty)
    }

    /// #25: hiding the Serial row collapses it (no height, 999.999) and drops one spacing:
    /// the Value row moves up to 42 and the date label grows to 631 − 2 × 34 − 2 × 8 = 547.
    @Test func hidingARow() {
        let form = DetailForm()
        form.rows[1].isHidden = true
        form.window.layoutIfNeeded()
        expectFrame(form.rows[1].frame, 0, 34 + 4, 327, 0)
        expectFrames([form.rows[2], form.dateLabel], [(0, 42, 327, 34), (0, 84, 327, 547)])
    }

    /// #21–#22: the Name row alone, before the leading constraints: the label keeps its
    /// width (hugging 251 beats the field's 250) and the field, resisting at only 749, takes
    /// the rest less the spacing: 327 − 34 − 8 = 285.
    @Test func nameRowBeforeAlignment() {
        let (window, root) = makeWindow()
        let label = Label(text: "Name"), field = TextField()
        field.setContentCompressionResistancePriority(749, for: .horizontal)
        let row = addConstrainedView(StackView(arrangedSubviews: [label, field]), to: root, "row")
        row.spacing = 8
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 24),
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: 28),
            row.widthAnchor.constraint(equalToConstant: 327),
        ])
        window.layoutIfNeeded()
        expectFrame(row.frame, 24, 28, 327, 34)
        expectFrames([label, field], [(0, 0, 34, 34), (42, 0, 285, 34)])
    }

    /// #19: four labels in the vertical stack, the date label hugging at 249, spacing 0: the
    /// three others keep their 20.5 and the date label takes 631 − 3 × 20.5 = 569.5.
    @Test func dateLabelTakesTheSlack() {
        let (window, root) = makeWindow()
        let labels = ["Name", "Serial", "Value", "Date Created"].map { Label(text: $0) }
        labels[3].setContentHuggingPriority(249, for: .vertical)
        let stack = addConstrainedView(StackView(arrangedSubviews: labels), to: root, "stack")
        stack.axis = .vertical
        let controller = root.viewController!
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 8),
            root.layoutMarginsGuide.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 8),
            stack.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8),
            controller.bottomLayoutGuide.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8),
        ])
        window.layoutIfNeeded()
        expectFrames(labels, [(0, 0, 327, 20.5), (0, 20.5, 327, 20.5), (0, 41, 327, 20.5), (0, 61.5, 327, 569.5)])
    }
}
