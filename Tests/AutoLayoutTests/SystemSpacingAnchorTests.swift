import AutoLayout
import Foundation
import Testing

/// The six system-spacing anchor methods (iOS 11): `self REL anchor + 8 × multiplier`, the
/// system spacing being 8 pt between any two views (docs/metrics.md, `[U]`).
@Suite struct SystemSpacingAnchorTests {
    /// How one system-spacing method places a follower after (or below) a leader.
    struct Case {
        let spacing: (View, View) -> LayoutConstraint
        let relation: LayoutRelation
        /// Where a low-priority constraint pulls the follower, in points past the leader's edge:
        /// an inequality lets the follower go as far towards it as the spacing allows.
        let pull: CGFloat
        /// The gap the layout leaves, in points.
        let gap: CGFloat
    }

    /// Lays out, in an iPhone 8 (375 × 667), a 100 × 40 leader at (16, 20) and a 50 × 40
    /// follower placed after it (`horizontal`) or below it by `spacing`, with its other edge
    /// aligned with the leader's; gives the constraint and the follower's frame.
    private func layOut(_ spacing: (View, View) -> LayoutConstraint, pull: CGFloat, horizontal: Bool,
                        direction: LayoutDirection = .leftToRight) -> (LayoutConstraint, CGRect) {
        let (window, root) = makeWindow(direction: direction)
        let leader = addConstrainedView(View(), to: root, "leader")
        let follower = addConstrainedView(View(), to: root, "follower")
        let constraint = spacing(leader, follower)
        let pulled = horizontal
            ? follower.leadingAnchor.constraint(equalTo: leader.trailingAnchor, constant: pull)
            : follower.topAnchor.constraint(equalTo: leader.bottomAnchor, constant: pull)
        pulled.priority = .defaultLow
        LayoutConstraint.activate([
            leader.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            leader.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            leader.widthAnchor.constraint(equalToConstant: 100), leader.heightAnchor.constraint(equalToConstant: 40),
            follower.widthAnchor.constraint(equalToConstant: 50), follower.heightAnchor.constraint(equalToConstant: 40),
            horizontal ? follower.topAnchor.constraint(equalTo: leader.topAnchor)
                : follower.leadingAnchor.constraint(equalTo: leader.leadingAnchor),
            constraint, pulled,
        ])
        window.layoutIfNeeded()
        return (constraint, follower.frame)
    }

    /// After: equal at 2 × 8 holds against a pull to 100; at least 3 × 8 stops a pull to 0 at
    /// 24; at most 1.5 × 8 stops a pull to 100 at 12. The leader's trailing edge is at 116.
    @Test func systemSpacingAfter() {
        let cases = [
            Case(spacing: { $1.leadingAnchor.constraint(equalToSystemSpacingAfter: $0.trailingAnchor, multiplier: 2) },
                 relation: .equal, pull: 100, gap: 16),
            Case(spacing: { $1.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: $0.trailingAnchor, multiplier: 3) },
                 relation: .greaterThanOrEqual, pull: 0, gap: 24),
            Case(spacing: { $1.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: $0.trailingAnchor, multiplier: 1.5) },
                 relation: .lessThanOrEqual, pull: 100, gap: 12),
        ]
        for test in cases {
            let (constraint, frame) = layOut(test.spacing, pull: test.pull, horizontal: true)
            #expect(constraint.firstAttribute == .leading && constraint.secondAttribute == .trailing)
            #expect(constraint.relation == test.relation && constraint.multiplier == 1 && constraint.constant == test.gap)
            expectFrame(frame, 116 + test.gap, 20, 50, 40)
        }
    }

    /// Below: the same three relations on the vertical axis, with multipliers 1, 2 and 0.5.
    /// The leader's bottom edge is at 60.
    @Test func systemSpacingBelow() {
        let cases = [
            Case(spacing: { $1.topAnchor.constraint(equalToSystemSpacingBelow: $0.bottomAnchor, multiplier: 1) },
                 relation: .equal, pull: 100, gap: 8),
            Case(spacing: { $1.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: $0.bottomAnchor, multiplier: 2) },
                 relation: .greaterThanOrEqual, pull: 0, gap: 16),
            Case(spacing: { $1.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: $0.bottomAnchor, multiplier: 0.5) },
                 relation: .lessThanOrEqual, pull: 100, gap: 4),
        ]
        for test in cases {
            let (constraint, frame) = layOut(test.spacing, pull: test.pull, horizontal: false)
            #expect(constraint.firstAttribute == .top && constraint.secondAttribute == .bottom)
            #expect(constraint.relation == test.relation && constraint.multiplier == 1 && constraint.constant == test.gap)
            expectFrame(frame, 16, 60 + test.gap, 50, 40)
        }
    }

    /// Right to left, "after" is to the left: the leader is at 375 − 16 − 100 = 259, and the
    /// follower ends 16 pt before it, at 243.
    @Test func systemSpacingAfterFollowsTheLayoutDirection() {
        let (_, frame) = layOut({ $1.leadingAnchor.constraint(equalToSystemSpacingAfter: $0.trailingAnchor, multiplier: 2) },
                                pull: 100, horizontal: true, direction: .rightToLeft)
        expectFrame(frame, 193, 20, 50, 40)
    }
}
