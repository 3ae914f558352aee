import Foundation
import Testing

@testable import AutoLayout

/// A number as UIKit's logs print it: whole numbers bare, others to six significant digits.
private func logged(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
}

/// The constraint dump (docs/constraint-dump.md) and the log forms it shares with the
/// unsatisfiable-constraints log.
@Suite struct ConstraintDumpTests {
    /// A 320 × 200 top-level view (default 8 pt margins) holding a label laid out by its
    /// autoresizing mask and a box constrained to the margins by two formats.
    private func smallHierarchy() throws -> (root: View, label: Label) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.identifier = "root"
        let label = Label(text: "Hello", frame: CGRect(x: 20, y: 20, width: 100, height: 30))
        label.identifier = "label"
        root.addSubview(label)
        let box = addConstrainedView(View(), to: root, "box")
        for format in ["|-[box]-|", "V:|-20-[box(50)]"] {
            LayoutConstraint.activate(
                try LayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["box": box]))
        }
        return (root, label)
    }

    /// The dump written by hand from the rules: the engine's constraints view by view (the
    /// root's encapsulated frame and margin guide, the label's autoresizing mask and content
    /// size), then the app's in activation order.
    @Test func smallHierarchyDumpsLineByLine() throws {
        let (root, label) = try smallHierarchy()
        let margin = logged(LayoutMetrics.defaultViewMargin)
        let intrinsic = label.intrinsicContentSize
        let (width, height) = (logged(intrinsic.width), logged(intrinsic.height))
        let expected = [
            "<NSAutoresizingMaskLayoutConstraint h=-&- v=-&- 'UIView-Encapsulated-Layout-Left' root.minX == 0   (active)>",
            "<NSAutoresizingMaskLayoutConstraint h=-&- v=-&- 'UIView-Encapsulated-Layout-Top' root.minY == 0   (active)>",
            "<NSLayoutConstraint 'UIView-Encapsulated-Layout-Width' root.width == 320   (active)>",
            "<NSLayoutConstraint 'UIView-Encapsulated-Layout-Height' root.height == 200   (active)>",
            "<NSLayoutConstraint 'UIView-leftMargin-guide-constraint' H:|-(\(margin))-[UIViewLayoutMarginsGuide](LTR)"
                + "   (active, names: '|':root)>",
            "<NSLayoutConstraint 'UIView-rightMargin-guide-constraint' H:[UIViewLayoutMarginsGuide]-(\(margin))-|(LTR)"
                + "   (active, names: '|':root)>",
            "<NSLayoutConstraint 'UIView-topMargin-guide-constraint' V:|-(\(margin))-[UIViewLayoutMarginsGuide]"
                + "   (active, names: '|':root)>",
            "<NSLayoutConstraint 'UIView-bottomMargin-guide-constraint' V:[UIViewLayoutMarginsGuide]-(\(margin))-|"
                + "   (active, names: '|':root)>",
            "<NSAutoresizingMaskLayoutConstraint h=--& v=--& label.minX == 20   (active)>",
            "<NSAutoresizingMaskLayoutConstraint h=--& v=--& label.width == 100   (active)>",
            "<NSAutoresizingMaskLayoutConstraint h=--& v=--& label.minY == 20   (active)>",
            "<NSAutoresizingMaskLayoutConstraint h=--& v=--& label.height == 30   (active)>",
            "<NSContentSizeLayoutConstraint label.width <= \(width) @251   (active)>",
            "<NSContentSizeLayoutConstraint label.width >= \(width) @750   (active)>",
            "<NSContentSizeLayoutConstraint label.height <= \(height) @251   (active)>",
            "<NSContentSizeLayoutConstraint label.height >= \(height) @750   (active)>",
            "<NSLayoutConstraint box.leading == root.leadingMargin   (active)>",
            "<NSLayoutConstraint root.trailingMargin == box.trailing   (active)>",
            "<NSLayoutConstraint V:|-(20)-[box]   (active, names: '|':root)>",
            "<NSLayoutConstraint box.height == 50   (active)>",
        ]
        let lines = ConstraintDump(of: root).description.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count)
        for (line, expectedLine) in zip(lines, expected) {
            #expect(line == expectedLine)
        }
        // The same hierarchy dumps the same way again, and after another layout.
        #expect(ConstraintDump(of: root) == ConstraintDump(of: root))
    }

    /// A subview's dump lists only what its subtree holds and what the engine made for it.
    @Test func aSubviewsDumpCoversItsSubtree() throws {
        let (root, label) = try smallHierarchy()
        root.layoutIfNeeded()
        let dump = ConstraintDump(of: label)
        #expect(dump.entries.count == 8)
        #expect(dump.entries.allSatisfy { $0.items == ["label"] })
        #expect(dump.entries.map(\.kind) == Array(repeating: .autoresizingMask, count: 4)
            + Array(repeating: .contentSize, count: 4))
    }

    @Test func entriesCarryTheirFields() throws {
        let (root, _) = try smallHierarchy()
        let entries = ConstraintDump(of: root).entries
        let guideLeft = entries[4]
        #expect(guideLeft.kind == .layoutConstraint)
        #expect(guideLeft.identifier == "UIView-leftMargin-guide-constraint")
        #expect(guideLeft.text == "H:|-(8)-[UIViewLayoutMarginsGuide](LTR)")
        #expect(guideLeft.superview == "root")
        #expect(guideLeft.items == ["root.UIViewLayoutMarginsGuide", "root"])
        #expect(guideLeft.priority == 1000)
        #expect(guideLeft.status == .active)
        let hugging = entries[12]
        #expect(hugging.kind == .contentSize)
        #expect(hugging.identifier == nil)
        #expect(hugging.superview == nil)
        #expect(hugging.priority == 251)
        let pin = entries[17]
        #expect(pin.text == "root.trailingMargin == box.trailing")
        #expect(pin.items == ["root", "box"])
    }

    /// JSON: an array of records, which decodes back to the same dump.
    @Test func dumpEncodesAsAnArrayOfRecords() throws {
        let (root, _) = try smallHierarchy()
        let dump = ConstraintDump(of: root)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(dump)
        let records = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(records.count == dump.entries.count)
        let topPin = try #require(records.last { $0["text"] as? String == "V:|-(20)-[box]" })
        #expect(topPin["kind"] as? String == "NSLayoutConstraint")
        #expect(topPin["superview"] as? String == "root")
        #expect(topPin["items"] as? [String] == ["box", "root"])
        #expect(topPin["priority"] as? Double == 1000)
        #expect(topPin["status"] as? String == "active")
        #expect(topPin["line"] as? String == "<NSLayoutConstraint V:|-(20)-[box]   (active, names: '|':root)>")
        #expect(topPin["identifier"] == nil)
        #expect(try JSONDecoder().decode(ConstraintDump.self, from: data) == dump)
    }

    /// A constraint broken to recover from a conflict stays in the dump, marked broken.
    @Test func brokenConstraintsAreMarked() throws {
        let (root, _) = try smallHierarchy()
        let box = root.subviews.first { $0.identifier == "box" }!
        let conflicting = box.heightAnchor.constraint(equalToConstant: 60)
        conflicting.identifier = "taller"
        conflicting.isActive = true
        let entries = ConstraintDump(of: root).entries
        let last = try #require(entries.last)
        #expect(last.status == .broken)
        #expect(last.line == "<NSLayoutConstraint 'taller' box.height == 60   (broken)>")
        #expect(entries.dropLast().allSatisfy { $0.status == .active })
    }
}

/// Which constraints have a Visual Format Language form in logs, and which are equations.
@Suite struct ConstraintLogFormTests {
    private func siblings() -> (root: View, a: View, b: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.identifier = "root"
        return (root, addConstrainedView(View(), to: root, "a"), addConstrainedView(View(), to: root, "b"))
    }

    private func text(_ constraint: LayoutConstraint) -> String {
        ConstraintDescription(constraint).statement.text
    }

    @Test func gapsAreWrittenInTheVisualFormatLanguage() throws {
        let (root, a, b) = siblings()
        defer { withExtendedLifetime(root) {} }
        let views = ["a": a, "b": b]
        let forms: [(String, VisualFormatOptions, [String])] = [
            ("[a]-[b]", [], ["H:[a]-(8)-[b]"]),
            ("[a]-(>=4@750,<=20)-[b]", [], ["H:[a]-(>=4@750)-[b]", "H:[a]-(<=20)-[b]"]),
            ("|-(-2.5)-[a][b]-12-|", [], ["H:|-(-2.5)-[a]", "H:[a]-(0)-[b]", "H:[b]-(12)-|"]),
            ("[a]-[b]", .directionLeftToRight, ["H:[a]-(8)-[b](LTR)"]),
            ("V:|-10-[a]-[b]", [], ["V:|-(10)-[a]", "V:[a]-(8)-[b]"]),
        ]
        for (format, options, expected) in forms {
            let constraints = try LayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: nil, views: views)
            #expect(constraints.map(text) == expected, "\(format)")
        }
        // Right to left, the physically left view comes first: `[a]-[b]` puts b left of a.
        let backward = try LayoutConstraint.constraints(
            withVisualFormat: "[a]-[b]", options: .directionRightToLeft, metrics: nil, views: views)
        #expect(backward.map(text) == ["H:[b]-(8)-[a](LTR)"])
    }

    /// Sizes, alignments, margins and constraints stated inside out are equations, as UIKit
    /// logs them (UIKit prints `a.right == super.right - 7`, not `[a]-(7)-|`).
    @Test func otherConstraintsAreEquations() throws {
        let (root, a, b) = siblings()
        defer { withExtendedLifetime(root) {} }
        let cases: [(LayoutConstraint, String)] = [
            (a.widthAnchor.constraint(equalToConstant: 100), "a.width == 100"),
            (a.widthAnchor.constraint(equalTo: b.widthAnchor), "a.width == b.width"),
            (a.topAnchor.constraint(equalTo: b.topAnchor), "a.top == b.top"),
            (a.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -7), "a.right == root.right - 7"),
            (a.trailingAnchor.constraint(equalTo: b.leadingAnchor, constant: -8), "a.trailing == b.leading - 8"),
            (root.leadingAnchor.constraint(equalTo: a.leadingAnchor), "root.leading == a.leading"),
            (b.leadingAnchor.constraint(equalTo: a.trailingAnchor).withPriority(250), "H:[a]-(0@250)-[b]"),
        ]
        for (constraint, expected) in cases {
            #expect(text(constraint) == expected)
        }
        #expect(
            a.widthAnchor.constraint(equalToConstant: 100).description
                == "<NSLayoutConstraint a.width == 100   (inactive)>")
    }

    /// A guide sits inside the view that owns it; for that pair either reading may give the
    /// form, since the engine pins guides guide first.
    @Test func aGuideInsideItsOwner() {
        let (root, a, _) = siblings()
        defer { withExtendedLifetime(root) {} }
        let guide = LayoutGuide(identifier: "spacer")
        root.addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        let trailing = guide.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5)
        #expect(text(leading) == "H:|-(5)-[spacer]")
        #expect(text(trailing) == "H:[spacer]-(5)-|")
        #expect(leading.description == "<NSLayoutConstraint H:|-(5)-[spacer]   (inactive, names: '|':root)>")
        // Next to a view, a guide keeps its owner's name.
        #expect(text(a.leadingAnchor.constraint(equalTo: guide.trailingAnchor)) == "H:[root.spacer]-(0)-[a]")
    }

    /// The unsatisfiable-constraints log prints the same forms.
    @Test func theUnsatisfiableLogUsesTheForms() throws {
        let (root, a, _) = siblings()
        LayoutConstraint.activate(
            try LayoutConstraint.constraints(
                withVisualFormat: "|-10-[a(100)]-10-|", options: [], metrics: nil, views: ["a": a]))
        root.layoutIfNeeded()
        guard case .unsatisfiable(let conflicts, let broken) = try #require(root.layoutDiagnostics.first) else {
            Issue.record("no conflict reported")
            return
        }
        #expect(ConstraintDescription(broken).logLine == "<NSLayoutConstraint H:[a]-(10)-|   (active, names: '|':root)>")
        let log = root.layoutDiagnostics[0].description
        for line in [
            "\"<NSLayoutConstraint 'UIView-Encapsulated-Layout-Width' root.width == 320   (active)>\"",
            "\"<NSLayoutConstraint H:|-(10)-[a]   (active, names: '|':root)>\"",
            "\"<NSLayoutConstraint a.width == 100   (active)>\"",
            "\"<NSLayoutConstraint H:[a]-(10)-|   (active, names: '|':root)>\"",
        ] {
            #expect(log.contains(line), "\(line)")
        }
        #expect(conflicts.count == 4)
        #expect(log.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint H:[a]-(10)-|"))
    }
}
