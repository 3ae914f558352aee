import AutoLayout
import Foundation
import Testing

/// An image view showing an SF Symbol is aligned by the system font's line at the symbol's
/// point size, as UIKit aligns a symbol image: its alignment rectangle is the font's ascent
/// above the baseline and descent below it, its frame the image around it.
@Suite struct SymbolImageViewTests {
    /// LoopKit/Loop `Main.storyboard` (iPhone 8, 2x): the "Glucose" row's bold 15 pt label
    /// sits at the top margin (11), a small semibold `chevron.right` as high as the label and
    /// centred on it (at 750), the chart from the label's bottom to the row's (200). The
    /// chevron's alignment rectangle is the 17 pt line, 16 + 4 at 2x, which holds the label at
    /// 20 (its own line, 18 in the fixed-advance measurer, hugs at 251 only): Xcode stores the
    /// label 20 high and the chart at (0, 31, 375, 169). The chevron's frame is its 13.667 pt
    /// image centred on the line.
    @Test func symbolHoldsALabelToItsLine() {
        let (window, root) = makeWindow("iphone-8")
        let row = addConstrainedView(View(), to: root, "row")
        let label = addConstrainedView(Label(text: "Glucose"), to: row, "label")
        label.font = Font(size: 15, weight: .bold)
        let chevron = addConstrainedView(ImageView(image: .symbol("chevron.right", scale: .small)), to: row, "chevron")
        let chart = addConstrainedView(View(), to: row, "chart")
        let centred = chevron.centerYAnchor.constraint(equalTo: label.centerYAnchor)
        centred.priority = .defaultHigh
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: root.topAnchor), row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.widthAnchor.constraint(equalToConstant: 375), row.heightAnchor.constraint(equalToConstant: 200),
            label.topAnchor.constraint(equalTo: row.topAnchor, constant: 11),
            label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            chevron.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
            chevron.heightAnchor.constraint(equalTo: label.heightAnchor), centred,
            chart.topAnchor.constraint(equalTo: label.bottomAnchor), chart.bottomAnchor.constraint(equalTo: row.bottomAnchor),
            chart.leadingAnchor.constraint(equalTo: row.leadingAnchor), chart.trailingAnchor.constraint(equalTo: row.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(abs(label.frame.height - 20) < 0.001)
        expectFrame(chart.frame, 0, 31, 375, 169)
        expectFrame(chevron.frame, 351, 14.167, 8, 13.667)
    }

    /// keepassium/KeePassium `PasskeyCreatorVC.storyboard` (iPhone X, 3x): a `globe` image
    /// view on the first baseline of the label beside it. A symbol's baseline is its line's,
    /// the 17 pt ascent (16.333 at 3x) below the top of its alignment rectangle, not the view's
    /// bottom as for a view without text; the frame is the image (19.667 high, its template
    /// 128 × 123) centred on the 20.333 pt line.
    @Test func symbolSitsOnItsBaseline() {
        let (window, root) = makeWindow("iphone-x")
        let label = addConstrainedView(Label(text: "example.com"), to: root, "label")
        let globe = addConstrainedView(ImageView(image: .symbol("globe", template: CGSize(width: 128, height: 123))), to: root, "globe")
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 66),
            label.leadingAnchor.constraint(equalTo: globe.trailingAnchor, constant: 8),
            globe.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            globe.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        let baseline = label.windowBaseline(first: true)
        #expect(abs(globe.alignmentFrame.minY - (baseline - 16.333)) < 0.001)
        #expect(abs(globe.alignmentFrame.height - 20.333) < 0.001)
        expectFrame(globe.frame, 16, baseline - 16.333 + 0.333, 20.333, 19.667)
    }
}
