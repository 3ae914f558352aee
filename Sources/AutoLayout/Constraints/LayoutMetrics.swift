import Foundation

/// The numbers UIKit does not compute from the layout: spacings, margins and widths that
/// belong to the platform. They live here, as data, and each says where it comes from
/// (`research/uikit-semantics.md`; `[U]` marks a value that is not confirmed, chosen and
/// documented in docs/metrics.md).
public enum LayoutMetrics {
    /// The space between sibling views for VFL's `-` and the system-spacing anchors: 8 pt
    /// (Apple's Auto Layout Guide; the exact system spacing depends on the views, `[U]`).
    public static let systemSpacing: CGFloat = 8
    /// The default layout margins of a view that is not a view controller's root view: 8 pt
    /// on each side (`UIView.directionalLayoutMargins` documentation).
    public static let defaultViewMargin: CGFloat = 8
    /// The root view's minimum side margin in a compact-width environment: 16 pt.
    public static let compactSystemMinimumSideMargin: CGFloat = 16
    /// The root view's minimum side margin in a regular-width environment, or in a window at
    /// least ``wideWindowWidth`` wide: 20 pt.
    public static let regularSystemMinimumSideMargin: CGFloat = 20
    /// The narrowest window whose root view gets the 20 pt side margins whatever its width
    /// class: 414 pt (Xcode's stored frames: 20 pt on every 414 pt phone in portrait and on
    /// freeform views 434 and 600 pt wide, 16 on the 375, 390 and 393 pt phones).
    public static let wideWindowWidth: CGFloat = 414
    /// The widest a readable content guide gets at the default (Large) text size: 672 pt.
    public static let readableWidth: CGFloat = 672
}
