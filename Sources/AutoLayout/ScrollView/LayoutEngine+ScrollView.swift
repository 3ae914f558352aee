import Foundation

extension LayoutEngine {
    /// Sets a scroll view's adjusted content inset from its safe area and the last pass's
    /// content size, and scrolls it to rest: its bounds origin (the content offset) is minus
    /// the adjusted inset at the top left, unless an offset is given.
    ///
    /// UIKit's rules by behaviour: `never` adds nothing; `always` adds every safe-area inset;
    /// `scrollableAxes` adds them on an axis whose content is larger than the frame (or that
    /// always bounces); `automatic` is `scrollableAxes`, but always adds the top and bottom when
    /// the scroll view is a view controller's content view in a navigation or tab bar
    /// controller (here: the root view, or a subview of it).
    func adjustContent(of scrollView: ScrollView) {
        let safe = scrollView.safeAreaInsets, frame = scrollView.alignmentFrame.size, content = scrollView.contentSize
        let scrollsVertically = content.height > frame.height || scrollView.alwaysBounceVertical
        let scrollsHorizontally = content.width > frame.width || scrollView.alwaysBounceHorizontal
        var vertical = false, horizontal = false
        switch scrollView.contentInsetAdjustmentBehavior {
        case .never: break
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic: (vertical, horizontal) = (scrollsVertically || isContentViewInContainer(scrollView), scrollsHorizontally)
        }
        scrollView.axesAddingSafeAreaToContentInset = (vertical, horizontal)
        let inset = scrollView.contentInset
        scrollView.adjustedContentInset = EdgeInsets(
            top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
            bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
        let adjusted = scrollView.adjustedContentInset
        scrollView.boundsStorage.origin = scrollView.explicitContentOffset ?? CGPoint(x: -adjusted.left, y: -adjusted.top)
    }

    /// Whether the scroll view is the content view of a view controller shown by a navigation
    /// or tab bar controller: the controller's root view, or a view directly in it (`[U]`:
    /// UIKit's own test is not documented).
    private func isContentViewInContainer(_ scrollView: ScrollView) -> Bool {
        let controller = scrollView.viewController ?? scrollView.superview?.viewController
        return controller?.isInNavigationOrTabBarController ?? false
    }

    /// The constraints of a scroll view's content and frame guides, in the engine's
    /// coordinates (where every bounds origin is zero): the content rectangle starts at the
    /// scroll view's origin and takes its size from the constraints (or, at priority 50, the
    /// explicit content size); the frame guide is the scroll view's frame moved by the content
    /// offset.
    func generateScrollGuide(_ guide: LayoutGuide, of scrollView: ScrollView) {
        switch guide.role {
        case .contentLayout:
            relate(guide, .left, to: scrollView, .left, constant: 0, name: "UIScrollView-contentLayoutGuide-left")
            relate(guide, .top, to: scrollView, .top, constant: 0, name: "UIScrollView-contentLayoutGuide-top")
            if let size = scrollView.explicitContentSize {
                for (attribute, value) in [(LayoutAttribute.width, size.width), (.height, size.height)] {
                    scrollView.systemItems.generated.require(.guide(guide.role, attribute), constant: value, priority: .fittingSizeLevel) {
                        let constraint = LayoutConstraint(
                            firstItem: guide, firstAttribute: attribute, relation: .equal,
                            secondItem: nil, secondAttribute: .notAnAttribute, multiplier: 0, constant: value)
                        constraint.origin = .system
                        constraint.identifier = "UIScrollView-contentSize"
                        return constraint
                    }
                }
            }
        case .frameLayout:
            let offset = scrollView.contentOffset
            relate(guide, .left, to: scrollView, .left, constant: offset.x, name: "UIScrollView-frameLayoutGuide-left")
            relate(guide, .top, to: scrollView, .top, constant: offset.y, name: "UIScrollView-frameLayoutGuide-top")
            relate(guide, .width, to: scrollView, .width, constant: 0, name: "UIScrollView-frameLayoutGuide-width")
            relate(guide, .height, to: scrollView, .height, constant: 0, name: "UIScrollView-frameLayoutGuide-height")
        default:
            break
        }
    }

    /// The item a constraint's attribute means when the item is a scroll view: by the pre-iOS
    /// 11 rule, for a scroll view related to a view inside it, the content rectangle for an
    /// edge, and the frame (its guide) for a centre, as the Auto Layout Guide's "Working with
    /// Scroll Views" has it ("constraints between the height, width, or centers attach to the
    /// scroll view's frame"); the item itself otherwise (sizes, margins, and constraints with
    /// views outside it).
    ///
    /// - Complexity: O(depth) of the other item when the item is a scroll view, else O(1).
    func contentItem(for item: LayoutItem, _ attribute: LayoutAttribute, relatedTo other: LayoutItem?) -> LayoutItem {
        guard let scrollView = item as? ScrollView, attribute.kind != .dimension, attribute.marginBase == nil,
              let otherView = other?.hierarchyView, otherView !== scrollView, otherView.isDescendant(of: scrollView)
        else { return item }
        return attribute == .centerX || attribute == .centerY ? scrollView.frameLayoutGuide : scrollView.contentLayoutGuide
    }
}
