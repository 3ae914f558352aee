import AutoLayout
import Foundation
import Testing

/// Unsatisfiable constraints (broken as UIKit breaks them, logged as UIKit logs them),
/// invalid constraints, and ambiguity.
@Suite struct DiagnosticsTests {
    /// A frame written for a view (a spec's `frame:`, the frame Xcode stored) is its whole
    /// frame, not its alignment rectangle: Xcode stores a switch pinned to a trailing margin 2
    /// pt past it (Delta's settings, Xcode 26). On an iPhone 8 the root's trailing margin is
    /// at 375 − 16 = 359, so a 51 × 31 switch, 49 wide inside its 2 pt trailing inset, has the
    /// frame (310, 100, 51, 31): written so it is in place, and written as the 49 pt alignment
    /// rectangle it is misplaced.
    @Test func aWrittenFrameIsTheWholeFrame() {
        let (window, root) = makeWindow()
        let toggle = addConstrainedView(Switch(), to: root, "toggle")
        LayoutConstraint.activate([
            toggle.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            toggle.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        expectFrame(toggle.frame, 310, 100, 51, 31)
        #expect(!toggle.isMisplaced(from: CGRect(x: 310, y: 100, width: 51, height: 31)))
        #expect(toggle.isMisplaced(from: CGRect(x: 310, y: 100, width: 49, height: 31)))
    }

    /// A fill-equally stack that cannot make its views equal gives up its own constraint, not
    /// the app's, as UIKit's stacks make theirs after the app's are in: three views across the
    /// 343 pt margins of an iPhone 8, the middle one required 80 wide. The stack keeps its
    /// frame and the middle view its 80; the first view is made equal to the middle one, and
    /// the last one's `UISV-fill-equally`, added after, is broken: 80, 80 and 343 − 160 = 183.
    @Test func aStackGivesUpItsOwnConstraintForTheApps() throws {
        let (window, root) = makeWindow()
        let buttons = (0..<3).map { index in
            let button = View()
            button.identifier = "button\(index)"
            return button
        }
        let stack = addConstrainedView(StackView(arrangedSubviews: buttons), to: root, "stack")
        stack.distribution = .fillEqually
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            stack.heightAnchor.constraint(equalToConstant: 80),
            buttons[1].widthAnchor.constraint(equalToConstant: 80),
        ])
        window.layoutIfNeeded()
        expectFrame(stack.frame, 16, 40, 343, 80)
        #expect(buttons.map(\.frame.width) == [80, 80, 183])
        guard case .unsatisfiable(_, let broken) = try #require(window.layoutDiagnostics.first) else {
            Issue.record("not unsatisfiable: \(window.layoutDiagnostics)")
            return
        }
        #expect(broken.identifier == "UISV-fill-equally")
    }

    /// seed000 #8: the segmented control still translating its autoresizing mask (none, frame
    /// (0, 0, width, height)) and pinned to the margins: its fixed width conflicts with the
    /// margins, the root width and the two margin pins; the constraint added last, trailing, is
    /// broken, and layout goes on with the others.
    @Test func seed000AutoresizingConflictIsReportedAndBroken() throws {
        let (window, map) = makeWindow()
        let segmented = SegmentedControl(items: ["Standard", "Hybrid", "Satellite"])
        segmented.identifier = "segmented"
        segmented.frame = CGRect(origin: .zero, size: segmented.intrinsicContentSize)
        map.identifier = "map"
        map.addSubview(segmented)
        let margins = map.layoutMarginsGuide
        let trailing = segmented.trailingAnchor.constraint(equalTo: margins.trailingAnchor)
        LayoutConstraint.activate([
            segmented.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            trailing,
        ])
        window.layoutIfNeeded()
        let width = segmented.intrinsicContentSize.width
        let problems = window.layoutDiagnostics
        try #require(problems.count == 2)
        guard case .unsatisfiable(let leadingConflict, let leadingBroken) = problems[0],
            case .unsatisfiable(let conflicts, let broken) = problems[1]
        else { Issue.record("not unsatisfiable: \(problems)"); return }
        // Leading first: the margin guide's left is 16 pt in, the autoresizing minX is 0.
        #expect(leadingBroken.firstAttribute == .leading)
        #expect(leadingConflict.map(\.description) == [
            "<NSLayoutConstraint 'UIView-leftMargin-guide-constraint' H:|-(16)-[UIViewLayoutMarginsGuide](LTR)   (active, names: '|':map)>",
            "<NSAutoresizingMaskLayoutConstraint h=--& v=--& segmented.minX == 0   (active)>",
            "<NSLayoutConstraint segmented.leading == map.UIViewLayoutMarginsGuide.leading   (active)>",
        ])
        // Then trailing: 0 + width cannot reach 375 − 16.
        #expect(broken === trailing)
        #expect(conflicts.map(\.description) == [
            "<NSLayoutConstraint 'UIView-Encapsulated-Layout-Width' map.width == 375   (active)>",
            "<NSLayoutConstraint 'UIView-rightMargin-guide-constraint' H:[UIViewLayoutMarginsGuide]-(16)-|(LTR)   (active, names: '|':map)>",
            "<NSAutoresizingMaskLayoutConstraint h=--& v=--& segmented.minX == 0   (active)>",
            "<NSAutoresizingMaskLayoutConstraint h=--& v=--& segmented.width == \(width.formatted())   (active)>",
            "<NSLayoutConstraint segmented.trailing == map.UIViewLayoutMarginsGuide.trailing   (active)>",
        ])
        let log = problems[1].description
        #expect(log.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(log.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint segmented.trailing == map.UIViewLayoutMarginsGuide.trailing   (active)>"))
        for constraint in conflicts { #expect(log.contains(constraint.description)) }
        // The autoresizing frame survives.
        expectFrame(segmented.frame, 0, 0, width, segmented.intrinsicContentSize.height)
    }

    /// A required conflict between two user constraints: the one activated later is broken
    /// and the log lists exactly the two.
    @Test func laterConstraintIsBroken() {
        let (window, root) = makeWindow()
        let box = addConstrainedView(View(), to: root, "box")
        let wide = box.widthAnchor.constraint(equalToConstant: 100)
        let narrow = box.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([wide, narrow, box.heightAnchor.constraint(equalToConstant: 10),
                                   box.topAnchor.constraint(equalTo: root.topAnchor), box.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        window.layoutIfNeeded()
        #expect(box.frame.width == 100)
        guard case .unsatisfiable(let conflicts, let broken) = window.layoutDiagnostics.first else {
            Issue.record("no conflict reported")
            return
        }
        #expect(broken === narrow)
        #expect(conflicts.count == 2 && conflicts[0] === wide && conflicts[1] === narrow)
    }

    /// Apple's rules on attribute pairs, as typed errors naming both attributes.
    @Test func illegalAttributePairsThrow() {
        let a = View(), b = View()
        #expect(throws: LayoutError.sizeToLocation(.width, .left)) {
            try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 1, constant: 0)
        }
        #expect(throws: LayoutError.constantLocation(.top)) {
            try LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5)
        }
        #expect(throws: LayoutError.constantLocation(.centerX)) {
            try LayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .centerX, multiplier: 0, constant: 0)
        }
        #expect(throws: LayoutError.mixedAxes(.top, .leading)) {
            try LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .leading, multiplier: 1, constant: 0)
        }
        #expect(throws: LayoutError.directionalToAbsolute(.leading, .left)) {
            try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 1, constant: 0)
        }
    }

    /// A constraint between views of two hierarchies is reported and left out (UIKit throws).
    @Test func constraintAcrossHierarchiesIsReported() {
        let (window, root) = makeWindow()
        let inside = addConstrainedView(View(), to: root, "inside")
        let outside = View()
        outside.identifier = "outside"
        inside.widthAnchor.constraint(equalTo: outside.widthAnchor).isActive = true
        window.layoutIfNeeded()
        guard case .invalid(_, .noCommonAncestor) = window.layoutDiagnostics.first else {
            Issue.record("expected a missing-ancestor report, got \(window.layoutDiagnostics)")
            return
        }
    }

    /// A custom guide pinned only horizontally is ambiguous until its vertical position and
    /// height are given; it lists the constraints on each axis as a view does.
    @Test func layoutGuidesReportAmbiguity() {
        let (window, root) = makeWindow()
        let guide = LayoutGuide()
        guide.identifier = "gap"
        root.addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = guide.widthAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([leading, width])
        window.layoutIfNeeded()
        #expect(guide.hasAmbiguousLayout)
        #expect(guide.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init)
            == [leading, width].map(ObjectIdentifier.init))
        #expect(guide.constraintsAffectingLayout(for: .vertical).isEmpty)
        LayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: root.topAnchor), guide.heightAnchor.constraint(equalToConstant: 5),
        ])
        #expect(!guide.hasAmbiguousLayout)
        #expect(guide.layoutFrame == CGRect(x: 10, y: 0, width: 30, height: 5))
        #expect(LayoutGuide().hasAmbiguousLayout)
    }

    /// When the constraint a broken one conflicted with is deactivated, the broken one is
    /// tried again, holds, and the conflict is no longer reported.
    @Test func brokenConstraintHoldsOnceItsConflictIsGone() {
        let (window, root) = makeWindow()
        let box = addConstrainedView(View(), to: root, "box")
        let wide = box.widthAnchor.constraint(equalToConstant: 100)
        let narrow = box.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([wide, narrow, box.heightAnchor.constraint(equalToConstant: 10),
                                   box.topAnchor.constraint(equalTo: root.topAnchor), box.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        window.layoutIfNeeded()
        #expect(box.frame.width == 100)
        wide.isActive = false
        window.layoutIfNeeded()
        #expect(box.frame.width == 50)
        #expect(window.layoutDiagnostics.isEmpty)
        #expect(!box.hasAmbiguousLayout)
    }

    /// A window resized narrower than an app constraint allows keeps the new size: the root's
    /// re-made 'UIView-Encapsulated-Layout-Width' wins and the app's newest constraint in the
    /// conflict (the box's width, activated last) is broken.
    @Test func resizedRootWinsOverAppConstraints() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let box = addConstrainedView(View(), to: root, "box")
        let width = box.widthAnchor.constraint(equalToConstant: 400)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10), width,
        ])
        window.layoutIfNeeded()
        #expect(window.layoutDiagnostics.isEmpty)
        window.resize(to: CGSize(width: 375, height: 300))
        window.layoutIfNeeded()
        expectFrame(root.frame, 0, 0, 375, 300)
        expectFrame(box.frame, 0, 0, 375, 10)
        guard case .unsatisfiable(let conflicts, let broken) = window.layoutDiagnostics.first else {
            Issue.record("no conflict reported: \(window.layoutDiagnostics)")
            return
        }
        #expect(broken === width)
        #expect(conflicts.contains { $0.identifier == "UIView-Encapsulated-Layout-Width" })
    }

    /// A NaN constant is reported as invalid once, and layout settles: the constraint reads as
    /// unchanged from pass to pass, although NaN is not equal to itself.
    @Test func nanConstantIsReportedOnce() {
        let (window, root) = makeWindow()
        let box = addConstrainedView(View(), to: root, "box")
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: .nan), box.widthAnchor.constraint(equalToConstant: 20),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(box.frame, 0, 0, 20, 10)
        #expect(window.layoutDiagnostics.count == 1)
        guard case .invalid = window.layoutDiagnostics.first else {
            Issue.record("expected one invalid constraint, got \(window.layoutDiagnostics)")
            return
        }
    }
}

/// A multiplier on a position, which UIKit and Interface Builder accept, measured from the
/// origin of the constraint's nearest common ancestor.
@Suite struct PositionMultiplierTests {
    /// A 20 pt dot in a 200 × 100 box at (100, 50): `dot.centerX == 0.5 × box.centerX` puts
    /// the dot's centre at 0.5 × 100 = 50 in the box (x 40), not at 0.5 × 200 = 100 in the
    /// window; `dot.centerY == 1.5 × box.centerY` at 1.5 × 50 = 75 in the box (y 65).
    @Test func measuredInTheCommonAncestor() throws {
        let (window, root) = makeWindow()
        let box = addConstrainedView(View(), to: root, "box")
        let dot = addConstrainedView(View(), to: box, "dot")
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            box.widthAnchor.constraint(equalToConstant: 200), box.heightAnchor.constraint(equalToConstant: 100),
            try LayoutConstraint(item: dot, attribute: .centerX, relatedBy: .equal, toItem: box, attribute: .centerX, multiplier: 0.5, constant: 0),
            try LayoutConstraint(item: dot, attribute: .centerY, relatedBy: .equal, toItem: box, attribute: .centerY, multiplier: 1.5, constant: 0),
            dot.widthAnchor.constraint(equalToConstant: 20), dot.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(window.layoutDiagnostics.isEmpty)
        expectFrame(dot.frame, 40, 65, 20, 20)
    }

    /// Between siblings the ancestor is their superview: `b.leading == 2 × a.trailing + 10`
    /// with a's trailing at 50 in a superview at x 100 puts b at 2 × 50 + 10 = 110 there.
    @Test func betweenSiblings() throws {
        let (window, root) = makeWindow()
        let box = addConstrainedView(View(), to: root, "box")
        let a = addConstrainedView(View(), to: box, "a"), b = addConstrainedView(View(), to: box, "b")
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 100),
            a.leadingAnchor.constraint(equalTo: box.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            try LayoutConstraint(item: b, attribute: .leading, relatedBy: .equal, toItem: a, attribute: .trailing, multiplier: 2, constant: 10),
            b.widthAnchor.constraint(equalToConstant: 10),
        ] + [a, b].flatMap { [$0.topAnchor.constraint(equalTo: box.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] })
        window.layoutIfNeeded()
        expectFrame(b.frame, 110, 0, 10, 10)
    }

    /// Right to left, positions run leftward from the ancestor's right edge: the 200 pt box's
    /// trailing edge (its left) is 200 from that edge, so `dot.leading == 0.5 × box.trailing`
    /// puts the dot's leading (right) edge 100 from it, at x 100 in the box: the dot spans 80
    /// to 100.
    @Test func rightToLeftMeasuresFromTheRightEdge() throws {
        let (window, root) = makeWindow(direction: .rightToLeft)
        let box = addConstrainedView(View(), to: root, "box")
        let dot = addConstrainedView(View(), to: box, "dot")
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 100),
            try LayoutConstraint(item: dot, attribute: .leading, relatedBy: .equal, toItem: box, attribute: .trailing, multiplier: 0.5, constant: 0),
            dot.topAnchor.constraint(equalTo: box.topAnchor),
            dot.widthAnchor.constraint(equalToConstant: 20), dot.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        expectFrame(dot.frame, 80, 0, 20, 20)
    }
}
