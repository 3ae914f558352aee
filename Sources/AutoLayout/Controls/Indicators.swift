import Foundation

/// A bar that fills as a task progresses: UIKit's `UIProgressView` (default style). It is
/// 4 pt high (2 in an app built before iOS 14), with no width of its own; it hugs its height
/// at 750 (UIKit's table).
public final class ProgressView: View {
    override public class var kindName: String { "UIProgressView" }

    /// How much is done, 0 to 1.
    public var progress: Float = 0

    override public var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric,
               height: appSDK < .iOS14 ? ControlMetrics.iOS13ProgressViewHeight : ControlMetrics.progressViewHeight)
    }

    override public func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .vertical ? .defaultHigh : .defaultLow
    }
}

/// A spinner: UIKit's `UIActivityIndicatorView`, 20 × 20 pt (medium) or 37 × 37 (large),
/// held at its size at 750.
public final class ActivityIndicatorView: View {
    override public class var kindName: String { "UIActivityIndicatorView" }

    /// UIKit's `UIActivityIndicatorView.Style` (iOS 13 names; `white`, `gray` are medium and
    /// `whiteLarge` large).
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case medium, large
    }

    public var style: Style = .medium {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether it spins; a stopped indicator that hides when stopped is not drawn.
    public var isAnimating = false

    public init(style: Style = .medium, frame: CGRect = .zero) {
        self.style = style
        super.init(frame: frame)
    }

    override public var intrinsicContentSize: CGSize {
        style == .large ? ControlMetrics.largeActivityIndicatorSize : ControlMetrics.mediumActivityIndicatorSize
    }

    override public func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { .defaultHigh }
}

/// A row of page dots: UIKit's `UIPageControl` (iOS 14 and later), 26 pt high and 16 pt wide
/// per page plus its padding.
public final class PageControl: View {
    override public class var kindName: String { "UIPageControl" }

    public var numberOfPages = 3 {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var currentPage = 0

    override public var intrinsicContentSize: CGSize {
        let pages = CGFloat(max(numberOfPages, 0))
        return CGSize(width: pages > 0 ? pages * ControlMetrics.pageControlPageWidth + ControlMetrics.pageControlPadding : 0,
                      height: ControlMetrics.pageControlHeight)
    }
}
