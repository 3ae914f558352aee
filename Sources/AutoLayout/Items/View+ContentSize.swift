import Foundation

extension View {
    /// UIKit's `UIView.noIntrinsicMetric`: the axis has no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells layout the intrinsic size changed.
    public func invalidateIntrinsicContentSize() {
        setNeedsLayout()
    }

    /// How much the view resists growing past its intrinsic size on `axis`.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        contentHugging[axis] ?? defaultContentHuggingPriority(for: axis)
    }

    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        contentHugging[axis] = priority
        setNeedsLayout()
    }

    /// How much the view resists shrinking below its intrinsic size on `axis`.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        compressionResistance[axis] ?? defaultCompressionResistancePriority(for: axis)
    }

    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        compressionResistance[axis] = priority
        setNeedsLayout()
    }
}
