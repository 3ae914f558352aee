import Foundation

/// A bar of a navigation controller: UIKit's `UINavigationBar`, as high as ``BarMetrics``
/// says for its window's traits (44 pt on a phone in portrait, 96 with a large title), with no
/// width of its own.
public final class NavigationBar: View {
    override public class var kindName: String { "UINavigationBar" }

    /// The title of its top item.
    public var title: String?
    public var prefersLargeTitles = false {
        didSet { invalidateIntrinsicContentSize() }
    }

    override public var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric,
               height: BarMetrics.navigationBarHeight(largeTitle: prefersLargeTitles, traits: window?.traitCollection,
                                                      linkedSDK: appSDK))
    }

    /// Whether the bar shows its title large: it prefers large titles, and it is as tall as a
    /// bar with a large title in its window's traits (which in compact height have none).
    public var showsLargeTitle: Bool {
        let traits = window?.traitCollection
        return BarMetrics.showsLargeTitle(prefersLargeTitles: prefersLargeTitles, traits: traits)
            && frame.height >= BarMetrics.navigationBarHeight(largeTitle: true, traits: traits, linkedSDK: appSDK)
    }
}

/// A bar of buttons along the bottom: UIKit's `UIToolbar`, as high as ``BarMetrics`` says
/// for its window's traits and its place (44 pt on a phone in portrait, 49 where its bottom
/// edge reaches its superview's bottom safe-area inset, over a home indicator).
public final class Toolbar: View {
    override public class var kindName: String { "UIToolbar" }

    /// The titles of its bar button items.
    public var items: [String] = []

    override public var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric,
               height: BarMetrics.toolbarHeight(traits: window?.traitCollection, reachesBottomInset: reachesBottomInset,
                                                linkedSDK: appSDK))
    }

    /// Whether the bar's bottom edge reaches into its superview's bottom safe-area inset, which
    /// UIKit's bottom bars extend their background into: a toolbar with no delegate is a bottom
    /// bar, and UIKit measures this on its frame of the moment, so that a toolbar pinned to the
    /// safe area's bottom over a home indicator settles at 49 pt (docs/safe-area.md).
    public var reachesBottomInset: Bool {
        bottomBarBackgroundExtension > 0
    }

    /// How far below the bar's top edge its items sit: UIKit pads the content of a toolbar made
    /// 49 pt tall over a bottom inset by the 5 pt it gained (`_UIToolbarVisualProviderModernIOS`'s
    /// `contentViewMargins`, applied while the bar is at that height), so that its items keep a
    /// 44 pt row at the bar's bottom; 0 for any other toolbar.
    public var itemsTopInset: CGFloat {
        let extended = BarMetrics.toolbarHeight(traits: window?.traitCollection, reachesBottomInset: true, linkedSDK: appSDK)
        guard reachesBottomInset, extended == ControlMetrics.extendedToolbarHeight, frame.height == extended else { return 0 }
        return extended - ControlMetrics.toolbarHeight
    }

    /// A place in the bar's row of items, as UIKit's toolbar arranges them.
    public enum ItemSlot {
        /// A bar button item's custom view, with the size it keeps when it is sized by its
        /// frame (`translatesAutoresizingMaskIntoConstraints`), or nil when its constraints
        /// size it.
        case customView(View, size: CGSize?)
        case fixedSpace(CGFloat)
        case flexibleSpace
        /// Any other item (a title, an image, a system item), whose width the model does not
        /// know: it only separates the custom views around it.
        case item

        var isCustomView: Bool {
            if case .customView = self { return true }
            return false
        }

        var isFixedSpace: Bool {
            if case .fixedSpace = self { return true }
            return false
        }
    }

    /// The row of items the bar arranges, in order; its custom views are the bar's subviews,
    /// placed by ``ToolbarArrangement``.
    public private(set) var itemSlots: [ItemSlot] = []

    /// Sets the row of items, making the custom views subviews placed by the bar.
    public func setItemSlots(_ slots: [ItemSlot]) {
        for case .customView(let view, _) in itemSlots { view.removeFromSuperview() }
        itemSlots = slots
        for case .customView(let view, _) in slots {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        setNeedsLayout()
    }

    /// The space the row keeps at each side: the root view's system minimum side margin in
    /// the window (16 or 20 pt).
    var sideMargin: CGFloat {
        window?.rootViewController?.systemMinimumLayoutMargins.leading ?? LayoutMetrics.compactSystemMinimumSideMargin
    }

    override func generateArrangement() {
        ToolbarArrangement(self).generate()
    }
}

/// The tabs of a tab bar controller: UIKit's `UITabBar`, as high as ``BarMetrics`` says for
/// its window's traits (49 pt on a phone in portrait), and taller by the bottom safe-area inset
/// its bottom edge reaches, over a home indicator.
public final class TabBar: View {
    override public class var kindName: String { "UITabBar" }

    /// The titles of its items.
    public var items: [String] = []
    public var selectedIndex = 0

    /// The bar's height and the inset its background extends into: UIKit's tab bar adds the
    /// extension a bottom bar has over its superview's bottom inset to its own height
    /// (`_UITabBarVisualProviderLegacyIOS`'s `intrinsicContentSizeGivenSize:`), so that a tab bar
    /// pinned to its superview's bottom over an iPhone X's home indicator is 49 + 34 pt and keeps
    /// its items in the top 49 (docs/safe-area.md).
    override public var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric,
               height: BarMetrics.tabBarHeight(traits: window?.traitCollection, linkedSDK: appSDK) + bottomBarBackgroundExtension)
    }
}

extension View {
    /// How far a bottom bar's background extends below the bar into its superview's bottom
    /// safe-area inset: the whole inset when the bar's bottom edge reaches the inset, none when
    /// it stops short. UIKit measures it on the bar's frame of the moment
    /// (`_UIBackgroundExtensionForBarWithInsetFromHomeAffordanceAllowance`), so a bar's height
    /// that depends on it settles over the layout's passes (docs/safe-area.md).
    var bottomBarBackgroundExtension: CGFloat {
        guard let superview else { return 0 }
        let inset = superview.safeAreaInsets.bottom
        return inset > 0 && frame.maxY >= superview.bounds.maxY - inset - Self.bottomBarEdgeTolerance ? inset : 0
    }

    /// How far above a bottom inset's edge a bar's bottom edge still counts as on it: the
    /// solver's rounding, far below a pixel.
    private static let bottomBarEdgeTolerance: CGFloat = 0.001
}

/// A field for search terms: UIKit's `UISearchBar`, as high as its window's design and text
/// size make it (56 pt before iOS 26's Liquid Glass, 51 at the xSmall text size, 64 in Liquid
/// Glass), with no width of its own.
public final class SearchBar: View {
    override public class var kindName: String { "UISearchBar" }

    /// UIKit's `UISearchBar.Style`: the look of the bar; every style is as high as the others.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case `default`, prominent, minimal
    }

    public var text: String?
    public var placeholder: String?
    public var searchBarStyle: Style = .default
    public var showsCancelButton = false

    /// No width; the height of the window's design and text size (UIKit's search field
    /// container: the field's height between its insets, taller in Liquid Glass, the field
    /// following the body text style).
    override public var intrinsicContentSize: CGSize {
        guard interfaceDesign != .liquidGlass else {
            return CGSize(width: View.noIntrinsicMetric, height: ControlMetrics.liquidGlassSearchBarHeight)
        }
        let size = traitCollection.preferredContentSizeCategory
        return CGSize(width: View.noIntrinsicMetric, height: ControlMetrics.searchBarHeight(size))
    }
}

/// The heights UIKit gives a container's bars, which depend on the traits and the SDK the app
/// is built with: in compact height (a phone in landscape) every bar is 32 pt and shows no
/// large title; on an iPad every bar is 50 pt since iOS 12, and a phone's before it (iOS 11's
/// UIKit, which Xcode 9's canvas draws with); on a phone in portrait a navigation bar is 44 pt,
/// a toolbar 44 (49 over a bottom safe-area inset) and a tab bar 49. A large title adds 52 pt
/// under the navigation bar's standard height.
public enum BarMetrics {
    /// A navigation bar's height, with its large title when it shows one.
    public static func navigationBarHeight(largeTitle: Bool, traits: TraitCollection?, linkedSDK: SDKVersion = .latest) -> CGFloat {
        let height = barHeight(onPhone: ControlMetrics.navigationBarHeight, traits: traits, linkedSDK: linkedSDK)
        return showsLargeTitle(prefersLargeTitles: largeTitle, traits: traits) ? height + ControlMetrics.largeTitleHeight : height
    }

    /// Whether a navigation bar that prefers large titles shows one: not in compact height.
    public static func showsLargeTitle(prefersLargeTitles: Bool, traits: TraitCollection?) -> Bool {
        prefersLargeTitles && traits?.verticalSizeClass != .compact
    }

    /// A toolbar's height: on a phone in regular height, 49 pt when the bar's bottom edge
    /// reaches a bottom safe-area inset (UIKit's `_UIToolbarVisualProviderModernIOS` gives a
    /// bottom bar whose background extends into that inset a tab bar's height), else 44.
    public static func toolbarHeight(traits: TraitCollection?, reachesBottomInset: Bool = false,
                                     linkedSDK: SDKVersion = .latest) -> CGFloat {
        barHeight(onPhone: reachesBottomInset ? ControlMetrics.extendedToolbarHeight : ControlMetrics.toolbarHeight,
                  traits: traits, linkedSDK: linkedSDK)
    }

    /// A tab bar's height above the home indicator.
    public static func tabBarHeight(traits: TraitCollection?, linkedSDK: SDKVersion = .latest) -> CGFloat {
        barHeight(onPhone: ControlMetrics.tabBarHeight, traits: traits, linkedSDK: linkedSDK)
    }

    /// A bar's height in `traits`: the compact one, an iPad's from iOS 12, else a phone's.
    private static func barHeight(onPhone height: CGFloat, traits: TraitCollection?, linkedSDK: SDKVersion) -> CGFloat {
        if traits?.verticalSizeClass == .compact { return ControlMetrics.compactBarHeight }
        return traits?.userInterfaceIdiom == .pad && linkedSDK >= .iOS12 ? ControlMetrics.padBarHeight : height
    }
}
