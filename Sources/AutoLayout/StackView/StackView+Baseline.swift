import Foundation

extension StackView {
    /// The arranged subview whose first (or last) baseline is the stack's (UIKit's
    /// `viewForFirstBaselineLayout`): in a vertical stack the first (last) visible one; in a
    /// horizontal one also the first (last) visible one, except that the tallest visible one
    /// is vended where the alignment leaves the other subviews free of that baseline: the
    /// last baseline for leading and first-baseline alignment, the first for trailing and
    /// last-baseline alignment, both for centring. Nil when no subview qualifies.
    ///
    /// - Complexity: O(*n*) for *n* arranged subviews.
    func baselineView(first: Bool) -> View? {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard axis == .horizontal else { return first ? visible.first : visible.last }
        let vendsTallest = switch alignment {
        case .leading, .firstBaseline: !first
        case .trailing, .lastBaseline: first
        case .center: true
        case .fill: false
        }
        guard vendsTallest else { return first ? visible.first : visible.last }
        var tallest: (view: View, height: CGFloat)?
        for view in visible where view.compressedSize.height > (tallest?.height ?? 0) {
            tallest = (view, view.compressedSize.height)
        }
        return tallest?.view
    }
}
