import AutoLayout
import Foundation
import Testing

/// Right-to-left layouts, trait variants and incremental re-layout.
@Suite struct DirectionAndTraitsTests {
    /// Two views chained leading to trailing, 8 apart, from the leading margin.
    private func chain(_ direction: LayoutDirection) -> (Window, View, View) {
        let (window, root) = makeWindow(direction: direction)
        let first = addConstrainedView(View(), to: root, "first")
        let second = addConstrainedView(View(), to: root, "second")
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            first.widthAnchor.constraint(equalToConstant: 100), second.widthAnchor.constraint(equalToConstant: 50),
            first.topAnchor.constraint(equalTo: root.topAnchor), second.topAnchor.constraint(equalTo: root.topAnchor),
            first.heightAnchor.constraint(equalToConstant: 10), second.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        return (window, first, second)
    }

    /// Left to right: 16, then 16 + 100 + 8. Right to left, mirrored: the first view ends at
    /// 375 − 16 and the second ends 8 pt to its left.
    @Test func leadingAndTrailingFollowTheDirection() {
        let (_, leftFirst, leftSecond) = chain(.leftToRight)
        expectFrame(leftFirst.frame, 16, 0, 100, 10)
        expectFrame(leftSecond.frame, 124, 0, 50, 10)
        let (_, rightFirst, rightSecond) = chain(.rightToLeft)
        expectFrame(rightFirst.frame, 375 - 16 - 100, 0, 100, 10)
        expectFrame(rightSecond.frame, 375 - 16 - 100 - 8 - 50, 0, 50, 10)
    }

    /// Directional margins swap sides with the direction; left and right stay put.
    @Test func directionalMarginsFollowTheDirection() {
        let (window, root) = makeWindow(direction: .rightToLeft)
        let box = addConstrainedView(View(), to: root, "box")
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        let inner = addConstrainedView(View(), to: box, "inner")
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.rightAnchor.constraint(equalTo: root.rightAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), box.heightAnchor.constraint(equalToConstant: 50),
            inner.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: box.layoutMarginsGuide.trailingAnchor),
            inner.topAnchor.constraint(equalTo: box.topAnchor), inner.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        #expect(box.layoutMargins == EdgeInsets(top: 0, left: 5, bottom: 0, right: 30))
        expectFrame(inner.frame, 5, 0, 375 - 35, 1)
    }

    /// Constraints that apply only in regular width, and a property that changes with the
    /// width class: a rotation of an iPhone 8 Plus (compact to regular) swaps them, and
    /// rotating back restores the first layout exactly.
    @Test func traitVariantsFollowTheSizeClass() {
        let (window, root) = makeWindow("iphone-8-plus")
        let panel = addConstrainedView(View(), to: root, "panel")
        LayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: root.topAnchor), panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.heightAnchor.constraint(equalToConstant: 50),
        ])
        let compact = panel.widthAnchor.constraint(equalTo: root.widthAnchor)
        let regular = panel.widthAnchor.constraint(equalToConstant: 320)
        window.addTraitVariant(TraitVariant(when: TraitPredicate(horizontalSizeClass: .compact), constraints: [compact]))
        window.addTraitVariant(TraitVariant(when: TraitPredicate(horizontalSizeClass: .regular), constraints: [regular],
                                            apply: { panel.alpha = 0.5 }, revert: { panel.alpha = 1 }))
        window.layoutIfNeeded()
        expectFrame(panel.frame, 0, 0, 414, 50)
        #expect(compact.isActive && !regular.isActive && panel.alpha == 1)
        window.rotate(to: .landscape)
        window.layoutIfNeeded()
        expectFrame(panel.frame, 0, 0, 320, 50)
        #expect(!compact.isActive && regular.isActive && panel.alpha == 0.5)
        window.rotate(to: .portrait)
        window.layoutIfNeeded()
        expectFrame(panel.frame, 0, 0, 414, 50)
        #expect(panel.alpha == 1)
    }

    /// An iPad in split view: the 1/2 landscape width of an iPad (507 pt) is compact, so the
    /// compact variant takes over; the full width (1024 pt, regular) brings the regular one
    /// back. A width outside the table keeps the class it had.
    @Test func multitaskingWidthsChangeTheWidthClass() throws {
        let (window, root) = makeWindow("ipad", orientation: .landscape)
        let panel = addConstrainedView(View(), to: root, "panel")
        LayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: root.topAnchor), panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.addTraitVariant(TraitVariant(when: TraitPredicate(horizontalSizeClass: .compact),
                                            constraints: [panel.widthAnchor.constraint(equalTo: root.widthAnchor)]))
        window.addTraitVariant(TraitVariant(when: TraitPredicate(horizontalSizeClass: .regular),
                                            constraints: [panel.widthAnchor.constraint(equalToConstant: 320)]))
        window.layoutIfNeeded()
        expectFrame(panel.frame, 0, 0, 320, 50)
        let device = try #require(window.device)
        let half = try #require(device.multitaskingWidths.first { $0.orientation == .landscape && $0.fraction == "1/2" })
        window.resize(to: half)
        window.layoutIfNeeded()
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        expectFrame(root.frame, 0, 0, 507, 768)
        expectFrame(panel.frame, 0, 0, 507, 50)
        window.resize(to: CGSize(width: 600, height: 768))
        window.layoutIfNeeded()
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        expectFrame(panel.frame, 0, 0, 600, 50)
        window.resize(to: CGSize(width: 1024, height: 768))
        window.layoutIfNeeded()
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        expectFrame(panel.frame, 0, 0, 320, 50)
    }

    /// Overrides apply to a window of any size as to a device's, and changing them re-lays out.
    @Test func traitOverridesApplyToAnyWindow() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200),
                            traitCollection: TraitCollection(horizontalSizeClass: .regular),
                            traitOverrides: TraitPredicate(horizontalSizeClass: .compact, layoutDirection: .rightToLeft))
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        #expect(window.traitCollection.layoutDirection == .rightToLeft)
        window.traitOverrides = TraitPredicate()
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        #expect(window.traitCollection.layoutDirection == .leftToRight)
    }

    /// Changing a constant re-solves incrementally to the frames a fresh layout gives.
    @Test func incrementalRelayoutMatchesAFreshLayout() {
        let (window, first, second) = chain(.leftToRight)
        let gap = second.constraintsAffectingLayout(for: .horizontal).first { $0.constant == 8 }!
        gap.constant = 20
        window.layoutIfNeeded()
        expectFrame(second.frame, 136, 0, 50, 10)
        gap.constant = 8
        window.layoutIfNeeded()
        expectFrame(first.frame, 16, 0, 100, 10)
        expectFrame(second.frame, 124, 0, 50, 10)
    }
}
