/// How a view's margins were set. UIKit keeps which of `layoutMargins` and
/// `directionalLayoutMargins` was set last (the other follows it through the layout
/// direction), and whether either was set at all: a root view's unset margins are the
/// system minimum, not 8 pt. Reading and writing the setting restores all three exactly,
/// as a trait variant does when it reverts.
public enum LayoutMarginsSetting: Hashable, Sendable {
    /// Not set: 8 pt on every side, or a root view's system minimum.
    case system
    /// Set as `layoutMargins`: left and right stay put when the direction changes.
    case absolute(EdgeInsets)
    /// Set as `directionalLayoutMargins`: leading and trailing follow the direction.
    case directional(DirectionalEdgeInsets)

    /// The margins of a view whose margins are not set.
    public static let systemDefault = DirectionalEdgeInsets(
        top: LayoutMetrics.defaultViewMargin, leading: LayoutMetrics.defaultViewMargin,
        bottom: LayoutMetrics.defaultViewMargin, trailing: LayoutMetrics.defaultViewMargin)
}
