import AutoLayout
import Foundation
import Testing
import Wireframe

/// Where `Figure(layoutOf:)` draws each kind of constraint and what its label says.
@Suite("Constraints in figures of layouts")
struct ConstraintGeometryTests {
    /// The constraint marks of the figure of a 200 × 200 window that `build` lays out.
    func constraintMarks(_ build: (View) -> Void) -> [ConstraintMark] {
        let window = laidOutWindow(build)
        return Figure(layoutOf: window).marks.compactMap { mark in
            if case .constraint(let constraint) = mark { return constraint }
            return nil
        }
    }

    /// A view with `identifier` laid out by constraints in `superview`.
    func constrainedView(_ identifier: String, in superview: View) -> View {
        let view = View()
        view.identifier = identifier
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    func text(_ mark: ConstraintMark) -> [String] {
        mark.labelTerms.map { [$0.badge, $0.text].compactMap { $0 }.joined(separator: " ") }
    }

    @Test("A proportional width is drawn across the view it sets, naming the view it multiplies")
    func proportionalWidth() throws {
        let marks = constraintMarks { root in
            root.identifier = "root"
            let half = constrainedView("half", in: root)
            LayoutConstraint.activate([
                half.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                half.heightAnchor.constraint(equalToConstant: 40),
                half.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                half.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            ])
        }
        let width = try #require(marks.first { $0.isProportional })
        #expect(width.kind == .size)
        #expect(text(width) == ["0.5 × root"])
        // Across half's width, 8 pt above its bottom (10 + 40 − 8).
        #expect((width.start, width.end) == (CGPoint(x: 0, y: 42), CGPoint(x: 100, y: 42)))
        #expect(marks.map(text).contains(["40"]))
    }

    @Test("width == height × 1.5 is an aspect ratio, drawn as a 3:2 diagonal across the view's corner")
    func aspectRatio() throws {
        let marks = constraintMarks { root in
            let photo = constrainedView("photo", in: root)
            LayoutConstraint.activate([
                photo.widthAnchor.constraint(equalTo: photo.heightAnchor, multiplier: 1.5),
                photo.widthAnchor.constraint(equalToConstant: 90),
                photo.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                photo.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            ])
        }
        let ratio = try #require(marks.first { $0.kind == .aspectRatio })
        #expect(text(ratio) == ["3:2"])
        // photo is (10, 10, 90, 60): the diagonal runs 16 pt each way from its bottom right.
        #expect((ratio.start, ratio.end) == (CGPoint(x: 84, y: 70), CGPoint(x: 100, y: 54)))
    }

    @Test("Equal widths put an \"=\" on both views; an inequality between them is one mark with its badge")
    func equalAndUnequalWidths() {
        let marks = constraintMarks { root in
            let a = constrainedView("a", in: root), b = constrainedView("b", in: root), c = constrainedView("c", in: root)
            LayoutConstraint.activate([
                a.widthAnchor.constraint(equalToConstant: 50), b.widthAnchor.constraint(equalTo: a.widthAnchor),
                c.widthAnchor.constraint(lessThanOrEqualTo: a.widthAnchor),
            ] + [a, b, c].flatMap { view in
                [view.heightAnchor.constraint(equalToConstant: 20), view.leadingAnchor.constraint(equalTo: root.leadingAnchor)]
            } + [
                a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor),
                c.topAnchor.constraint(equalTo: b.bottomAnchor), c.widthAnchor.constraint(equalToConstant: 30),
            ])
        }
        #expect(marks.filter { $0.kind == .equalSize }.count == 2)
        // On a, the "=" shares its bar with a's width of 50: one mark saying both.
        #expect(marks.map(text).contains(["= b", "50"]))
        #expect(marks.map(text).contains(["="]))
        // c's width: 30, and at most a's.
        #expect(marks.map(text).contains(["≤ a", "30"]))
    }

    @Test("A baseline alignment is a line at the labels' baseline, not their bottoms")
    func baselines() throws {
        var baseline: CGFloat = 0
        let marks = constraintMarks { root in
            let first = Label(), second = Label()
            for (label, text) in [(first, "Name"), (second, "Value")] {
                label.text = text
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
            }
            LayoutConstraint.activate([
                first.leadingAnchor.constraint(equalTo: root.leadingAnchor), first.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
                second.firstBaselineAnchor.constraint(equalTo: first.firstBaselineAnchor),
            ])
            root.layoutIfNeeded()
            baseline = first.windowBaseline(first: true)
        }
        let line = try #require(marks.first { $0.kind == .alignment && $0.start.y == $0.end.y })
        #expect(line.start.y == baseline)
        #expect(baseline > 20 && baseline < 20 + 21)
    }
}
