import Foundation

/// A bar of a navigation controller: UIKit's `UINavigationBar`, 44 pt high (96 with a large
/// title, 32 in compact height), with no width of its own.
public final class NavigationBar: View {
    override public class var kindName: String { "UINavigationBar" }

    /// The title of its top item.
    public var title: String?
    public var prefersLargeTitles = false {
        didSet { invalidateIntrinsicContentSize() }
    }

    override public var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric,
               height: BarMetrics.navigationBarHeight(largeTitle: prefersLargeTitles, traits: window?.traitCollection))
    }
}

/// A bar of buttons along the bottom: UIKit's `UIToolbar`, 44 pt high (32 in compact height).
public final class Toolbar: View {
    override public class var kindName: String { "UIToolbar" }

    /// The titles of its bar button items.
    public var items: [String] = []

    override public var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: BarMetrics.toolbarHeight(traits: window?.traitCollection))
    }
}

/// The tabs of a tab bar controller: UIKit's `UITabBar`, 49 pt high.
public final class TabBar: View {
    override public class var kindName: String { "UITabBar" }

    /// The titles of its items.
    public var items: [String] = []
    public var selectedIndex = 0

    override public var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: ControlMetrics.tabBarHeight)
    }
}

/// A field for search terms: UIKit's `UISearchBar`, 56 pt high, with no width of its own.
public final class SearchBar: View {
    override public class var kindName: String { "UISearchBar" }

    /// UIKit's `UISearchBar.Style`: the look of the bar; every style is 56 pt high.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case `default`, prominent, minimal
    }

    public var text: String?
    public var placeholder: String?
    public var searchBarStyle: Style = .default
    public var showsCancelButton = false

    override public var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: ControlMetrics.searchBarHeight)
    }
}

/// The heights of the bars, which depend on the traits.
enum BarMetrics {
    /// A navigation bar's height: 32 in compact height, else 44, or 96 with a large title
    /// (large titles are not shown in compact height).
    static func navigationBarHeight(largeTitle: Bool, traits: TraitCollection?) -> CGFloat {
        if traits?.verticalSizeClass == .compact { return ControlMetrics.compactBarHeight }
        return largeTitle ? ControlMetrics.largeTitleNavigationBarHeight : ControlMetrics.navigationBarHeight
    }

    /// A toolbar's height: 32 in compact height, else 44.
    static func toolbarHeight(traits: TraitCollection?) -> CGFloat {
        traits?.verticalSizeClass == .compact ? ControlMetrics.compactBarHeight : ControlMetrics.toolbarHeight
    }
}
