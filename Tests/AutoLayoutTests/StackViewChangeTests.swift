@testable import AutoLayout
import Foundation
import Testing

/// A stack view changed after a layout: arranged views added, inserted, removed and hidden,
/// custom spacing, and its properties changed. The next layout re-solves incrementally and
/// must give the frames a fresh layout of the final configuration gives.
@Suite struct StackViewChangeTests {
    // MARK: Arranged subviews

    @Test func arrangedSubviewsBecomeConstrainedSubviews() {
        let view = View()
        let stack = StackView(arrangedSubviews: [view])
        #expect(stack.arrangedSubviews.count == 1 && stack.arrangedSubviews[0] === view)
        #expect(view.superview === stack)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
    }

    /// Inserting puts the view at the index along the axis; the chain follows: a 10-wide view
    /// inserted at 1 sits between v0 (160) and v1.
    @Test func insertArrangedSubview() {
        let views = makeT5Views()
        let stack = StackView(arrangedSubviews: views)
        let window = placeStack(stack)
        window.layoutIfNeeded()
        let inserted = SizedView(10, 10, "new")
        stack.insertArrangedSubview(inserted, at: 1)
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.identifier) == ["v0", "new", "v1", "v2"])
        expectFrames(stack.arrangedSubviews, [(0, 0, 160, 200), (160, 0, 10, 200), (170, 0, 80, 200), (250, 0, 40, 200)])
    }

    /// Inserting an arranged view again moves it.
    @Test func insertMovesAnArrangedSubview() {
        let views = makeT5Views()
        let stack = StackView(arrangedSubviews: views)
        stack.insertArrangedSubview(views[2], at: 0)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["v2", "v0", "v1"])
        #expect(stack.subviews.count == 3)
    }

    /// Removing an arranged view keeps it as a subview, unarranged: the stack closes up.
    @Test func removeArrangedSubviewKeepsTheSubview() {
        let views = makeT5Views()
        let stack = StackView(arrangedSubviews: views)
        let window = placeStack(stack)
        window.layoutIfNeeded()
        stack.removeArrangedSubview(views[1])
        window.layoutIfNeeded()
        #expect(views[1].superview === stack)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["v0", "v2"])
        expectFrame(stack.frame, 100, 100, 200, 200)
        expectFrames([views[0], views[2]], [(0, 0, 160, 200), (160, 0, 40, 200)])
    }

    /// Removing an arranged view from its superview also removes it from the arranged list.
    @Test func removeFromSuperviewUnarranges() {
        let views = makeT5Views()
        let stack = StackView(arrangedSubviews: views)
        let window = placeStack(stack)
        window.layoutIfNeeded()
        views[0].removeFromSuperview()
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.identifier) == ["v1", "v2"])
        expectFrame(stack.frame, 100, 100, 120, 100)
        expectFrames([views[1], views[2]], [(0, 0, 80, 100), (80, 0, 40, 100)])
    }

    // MARK: Hiding and spacing

    /// Hiding and showing v1 again after layouts: back to the first frames.
    @Test func hideAndShow() {
        let views = makeT5Views()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        let window = placeStack(stack)
        window.layoutIfNeeded()
        views[1].isHidden = true
        window.layoutIfNeeded()
        expectFrame(stack.frame, 100, 100, 210, 200)
        expectFrames([views[0], views[2]], [(0, 0, 160, 200), (170, 0, 40, 200)])
        views[1].isHidden = false
        window.layoutIfNeeded()
        expectFrames(views, [(0, 0, 160, 200), (170, 0, 80, 200), (260, 0, 40, 200)])
    }

    /// A custom spacing after v0 takes precedence over the stack's; it follows v0 when v0
    /// moves, and is forgotten when v0 stops being arranged.
    @Test func customSpacing() {
        let views = makeT5Views()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        #expect(stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 30)
        let window = placeStack(stack)
        window.layoutIfNeeded()
        expectFrames(views, [(0, 0, 160, 200), (190, 0, 80, 200), (280, 0, 40, 200)])
        stack.insertArrangedSubview(views[0], at: 2)  // v1, v2, v0: 30 after v0 is at the end
        window.layoutIfNeeded()
        expectFrames([views[1], views[2], views[0]], [(0, 0, 80, 200), (90, 0, 40, 200), (140, 0, 160, 200)])
        stack.removeArrangedSubview(views[0])
        #expect(stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
    }

    /// A custom spacing for a view that is not arranged is ignored.
    @Test func customSpacingForAStrangerIsIgnored() {
        let stack = StackView(arrangedSubviews: makeT5Views())
        let stranger = View()
        stack.setCustomSpacing(30, after: stranger)
        #expect(stack.customSpacing(after: stranger) == StackView.spacingUseDefault)
    }

    /// `spacingUseDefault` as the stack's spacing means 0.
    @Test func spacingUseDefaultIsZero() {
        let views = makeT5Views()
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = StackView.spacingUseDefault
        placeStack(stack).layoutIfNeeded()
        expectFrames(views, [(0, 0, 160, 200), (160, 0, 80, 200), (240, 0, 40, 200)])
    }

    /// Changing the spacing re-solves the same constraint objects with a new constant.
    @Test func spacingChangeKeepsConstraints() {
        let stack = StackView(arrangedSubviews: makeT5Views())
        let window = placeStack(stack)
        window.layoutIfNeeded()
        let before = stack.systemItems.generated.entries.map { ObjectIdentifier($0.constraint) }
        stack.spacing = 12
        window.layoutIfNeeded()
        #expect(stack.systemItems.generated.entries.map { ObjectIdentifier($0.constraint) } == before)
        expectFrame(stack.frame, 100, 100, 304, 200)
    }

    // MARK: Properties changed after a layout

    /// Each configuration reached by changing axis, alignment, distribution, spacing, margins
    /// and baseline relativity one after the other, with a layout after each change, gives
    /// the frames a fresh stack in that configuration gives.
    @Test func incrementalChangesMatchFreshLayouts() {
        let changes: [(String, (StackView) -> Void)] = [
            ("vertical", { $0.axis = .vertical }),
            ("center", { $0.alignment = .center }),
            ("equal spacing", { $0.distribution = .equalSpacing }),
            ("spacing 20", { $0.spacing = 20 }),
            ("hide v2", { $0.arrangedSubviews[2].isHidden = true }),
            ("horizontal", { $0.axis = .horizontal }),
            ("last baseline", { $0.alignment = .lastBaseline }),
            ("fill proportionally", { $0.distribution = .fillProportionally }),
            ("margins", {
                $0.isLayoutMarginsRelativeArrangement = true
                $0.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            }),
            ("show v2", { $0.arrangedSubviews[2].isHidden = false }),
            ("equal centering", { $0.distribution = .equalCentering }),
            ("fill equally", { $0.distribution = .fillEqually }),
            ("vertical baseline-relative", {
                $0.axis = .vertical
                $0.isBaselineRelativeArrangement = true
            }),
            ("fill", {
                $0.alignment = .fill
                $0.distribution = .fill
            }),
        ]
        let incremental = StackView(arrangedSubviews: makeT5Views())
        let window = placeStack(incremental)
        window.layoutIfNeeded()
        for (step, (name, change)) in changes.enumerated() {
            change(incremental)
            window.layoutIfNeeded()
            let fresh = StackView(arrangedSubviews: makeT5Views())
            for (_, earlier) in changes.prefix(step + 1) { earlier(fresh) }
            placeStack(fresh).layoutIfNeeded()
            let expected = ([fresh] + fresh.arrangedSubviews).map(\.frame)
            expectFrames([incremental] + incremental.arrangedSubviews,
                         expected.map { ($0.minX, $0.minY, $0.width, $0.height) })
            #expect(incremental.generatedDescriptions == fresh.generatedDescriptions, "after \(name)")
        }
    }

    /// Nested stacks: a horizontal stack of two vertical ones; changing the inner stacks'
    /// spacing changes the outer stack's size.
    @Test func nestedStacks() {
        let left = StackView(arrangedSubviews: [SizedView(50, 20), SizedView(30, 40)])
        left.axis = .vertical
        let right = StackView(arrangedSubviews: [SizedView(70, 10)])
        right.axis = .vertical
        let outer = StackView(arrangedSubviews: [left, right])
        outer.alignment = .top
        outer.spacing = 5
        let window = placeStack(outer)
        window.layoutIfNeeded()
        // left: 50 wide (the wider), 20 + 40 high; right: 70 × 10; outer 50 + 5 + 70 by 60.
        expectFrame(outer.frame, 100, 100, 125, 60)
        expectFrames([left, right], [(0, 0, 50, 60), (55, 0, 70, 10)])
        left.spacing = 10
        window.layoutIfNeeded()
        expectFrame(outer.frame, 100, 100, 125, 70)
    }
}
