import Foundation

/// The owner of a screen's root view: UIKit's `UIViewController`, for layout.
///
/// Its view's margins respect the system minimum (16 pt at the sides in a narrow window, 20 in
/// a wide one), its safe area is the window's plus ``additionalSafeAreaInsets``, and it vends the
/// legacy ``topLayoutGuide`` and ``bottomLayoutGuide``, whose lengths are the safe area's top
/// and bottom insets.
open class ViewController {
    public let view: View
    /// Insets added to the safe area the window gives (UIKit's `additionalSafeAreaInsets`).
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet { view.setNeedsLayout() }
    }
    /// The bars of the navigation and tab bar controllers that show this controller.
    public var containerBars = ContainerBars() {
        didSet { view.setNeedsLayout() }
    }
    /// Whether a navigation or tab bar controller shows this controller (a scroll view's
    /// `automatic` content inset adjustment depends on it).
    public var isInNavigationOrTabBarController: Bool { containerBars.isInNavigationOrTabBarController }
    /// Whether the root view's margins are at least the system minimum.
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { view.setNeedsLayout() }
    }

    public init(view: View = View()) {
        self.view = view
        view.viewController = self
    }

    /// The traits of the window the view is in.
    public var traitCollection: TraitCollection { view.traitCollection }

    /// The least margins the root view gets: 0 at the top and bottom, and at the sides 20 pt
    /// in a window at least 414 pt wide or of regular width, 16 pt in a narrower one (an
    /// iPhone 8, X or 15 in portrait: 16; a Plus or Max phone in portrait, any phone in
    /// landscape, an iPad: 20), whatever the screen it is shown on: a freeform view 385 pt wide
    /// on a 414 pt phone gets 16, as Xcode's stored frames show (docs/margins.md).
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let width = view.window.map { $0.bounds.width } ?? view.bounds.width
        let side = width >= LayoutMetrics.wideWindowWidth ? LayoutMetrics.regularSystemMinimumSideMargin
            : traitCollection.systemMinimumSideMargin
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The bottom of the status bar (or the top of the view when there is none): a guide whose
    /// height is the safe area's top inset (deprecated in iOS 11 for the safe area).
    public var topLayoutGuide: LayoutGuide {
        view.systemGuide(.topLayoutGuide, identifier: "UIViewControllerTopLayoutGuide")
    }

    /// The top of a tab bar or toolbar (or the bottom of the view): a guide whose height is
    /// the safe area's bottom inset.
    public var bottomLayoutGuide: LayoutGuide {
        view.systemGuide(.bottomLayoutGuide, identifier: "UIViewControllerBottomLayoutGuide")
    }
}
