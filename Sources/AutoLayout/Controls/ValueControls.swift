import Foundation

/// A continuous value on a track: UIKit's `UISlider`, for layout. It has a height (30 pt of
/// track, its frame 1 pt taller and 2 pt wider at each end: its alignment rectangle insets)
/// and no width of its own.
public final class Slider: View {
    override public class var kindName: String { "UISlider" }

    /// The value, from `minimumValue` to `maximumValue`: where the thumb is drawn.
    public var value: Float = 0.5
    public var minimumValue: Float = 0
    public var maximumValue: Float = 1

    override public var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: ControlMetrics.sliderHeight)
    }

    override public var alignmentRectInsets: EdgeInsets { ControlMetrics.sliderAlignmentInsets }

    /// Where the value lies between the ends, 0 to 1.
    public var fraction: Double {
        maximumValue > minimumValue ? Double(min(max((value - minimumValue) / (maximumValue - minimumValue), 0), 1)) : 0
    }
}

/// A pair of − and + buttons: UIKit's `UIStepper`, whose size is fixed (94 × 32 pt) and held
/// at 750 like a switch's.
public final class Stepper: View {
    override public class var kindName: String { "UIStepper" }

    override public var intrinsicContentSize: CGSize { ControlMetrics.stepperSize }

    override public func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { .defaultHigh }
}
