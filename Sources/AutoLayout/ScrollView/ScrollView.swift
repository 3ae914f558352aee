import Foundation

/// A view whose content is larger than its frame: UIKit's `UIScrollView`, for layout.
///
/// Its subviews are its content, placed in the content's coordinates: the content rectangle
/// starts at (0, 0) and is ``contentSize`` large. Constraints relate the content to the scroll
/// view in two ways, as UIKit's do:
/// - through ``contentLayoutGuide`` (the content rectangle) and ``frameLayoutGuide`` (the
///   visible frame), iOS 11's explicit guides;
/// - through the scroll view's own anchors, by the pre-iOS 11 rule: a constraint between the
///   scroll view and a view inside it relates that view's edges to the content rectangle, and
///   its centres, widths and heights to the frame.
///
/// The content's size follows from those constraints (``contentSize`` reads it back after
/// layout), or from ``explicitContentSize`` when nothing constrains it. The content starts
/// where UIKit scrolls it before the user touches it: at the top, below the
/// ``adjustedContentInset`` (its own ``contentInset`` plus, by
/// ``contentInsetAdjustmentBehavior``, the safe area's insets), so the scroll view's bounds
/// origin (``contentOffset``) is minus that inset.
public class ScrollView: View {
    override public class var kindName: String { "UIScrollView" }

    /// How the safe area adds to the content inset: UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
        /// `scrollableAxes`, but always vertically when the scroll view is a view controller's
        /// content view in a navigation or tab bar controller.
        case automatic
        /// On an axis whose content is larger than the frame (or that always bounces).
        case scrollableAxes
        case never
        case always
    }

    /// Insets around the content, inside the frame (UIKit's `contentInset`).
    public var contentInset: EdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { setNeedsLayout() }
    }
    /// Whether the content bounces vertically (and so counts as scrollable) even when it is
    /// no taller than the frame.
    public var alwaysBounceVertical = false {
        didSet { setNeedsLayout() }
    }
    public var alwaysBounceHorizontal = false {
        didSet { setNeedsLayout() }
    }
    /// Whether the user can scroll: drawing only.
    public var isScrollEnabled = true
    /// The content's size when no constraint gives it (UIKit's `contentSize` set by hand); it
    /// yields to constraints that relate the content's size, at priority 50.
    public var explicitContentSize: CGSize? {
        didSet { setNeedsLayout() }
    }
    /// Where the content is scrolled to, instead of its top (UIKit's `contentOffset`); nil for
    /// the resting offset, minus the adjusted content inset.
    public var explicitContentOffset: CGPoint? {
        didSet { setNeedsLayout() }
    }

    /// The content inset plus the safe area's insets the behaviour adds; computed by layout.
    public internal(set) var adjustedContentInset: EdgeInsets = .zero

    /// The axes on which the behaviour adds the safe area's insets to the content inset, as the
    /// last layout found them. On those edges the content scrolls out of the safe area rather
    /// than being covered by it, so the scroll view does not pass its safe area on to its
    /// subviews there (UIKit's `_edgesPropagatingSafeAreaInsetsToSubviews` leaves out its
    /// `_edgesScrollingContentIntoSafeArea`).
    var axesAddingSafeAreaToContentInset: (vertical: Bool, horizontal: Bool) = (false, false)

    /// The size of the content rectangle, as the last layout found it.
    public var contentSize: CGSize { contentLayoutGuide.layoutFrame.size }

    /// The point of the content at the frame's top left: the bounds origin.
    public var contentOffset: CGPoint { bounds.origin }

    /// The content rectangle: (0, 0) and the content's size, in the scroll view's bounds.
    public var contentLayoutGuide: LayoutGuide {
        systemGuide(.contentLayout, identifier: "UIScrollView.contentLayoutGuide")
    }

    /// The visible frame: the bounds (the content offset and the frame's size).
    public var frameLayoutGuide: LayoutGuide {
        systemGuide(.frameLayout, identifier: "UIScrollView.frameLayoutGuide")
    }

    /// The visible part of the content, in the scroll view's bounds: its subviews' safe area is
    /// found against it.
    override var visibleBounds: CGRect { CGRect(origin: bounds.origin, size: alignmentFrame.size) }

    /// The content's rectangle, made on first use; a scroll view always has one, so that the
    /// pre-iOS 11 rule can name it.
    override func prepareSystemGuides() {
        _ = contentLayoutGuide
        _ = frameLayoutGuide
    }
}
