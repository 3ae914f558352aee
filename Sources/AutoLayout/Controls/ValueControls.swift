import Foundation

/// A continuous value on a track: UIKit's `UISlider`, for layout. It has a height and no width
/// of its own: before iOS 26's Liquid Glass 30 pt of track, its frame 1 pt taller and 2 pt
/// wider at each end (its alignment rectangle insets); in Liquid Glass 34 pt, its frame its
/// alignment rectangle.
public final class Slider: View {
    override public class var kindName: String { "UISlider" }

    /// The value, from `minimumValue` to `maximumValue`: where the thumb is drawn.
    public var value: Float = 0.5
    public var minimumValue: Float = 0
    public var maximumValue: Float = 1

    override public var intrinsicContentSize: CGSize {
        let height = interfaceDesign == .liquidGlass ? ControlMetrics.liquidGlassSliderHeight : ControlMetrics.sliderHeight
        return CGSize(width: View.noIntrinsicMetric, height: height)
    }

    override public var alignmentRectInsets: EdgeInsets {
        interfaceDesign == .liquidGlass ? .zero : ControlMetrics.sliderAlignmentInsets
    }

    /// Where the value lies between the ends, 0 to 1.
    public var fraction: Double {
        maximumValue > minimumValue ? Double(min(max((value - minimumValue) / (maximumValue - minimumValue), 0), 1)) : 0
    }
}

/// A colour swatch that opens the colour picker: UIKit's `UIColorWell` (iOS 14), a circle
/// 28 pt across in a compact width and 36 pt in a regular one, as its iOS visual style
/// measures it.
public final class ColorWell: View {
    override public class var kindName: String { "UIColorWell" }

    override public var intrinsicContentSize: CGSize {
        let regular = traitCollection.horizontalSizeClass == .regular
        let side = regular ? ControlMetrics.regularColorWellSide : ControlMetrics.compactColorWellSide
        return CGSize(width: side, height: side)
    }
}

/// A pair of − and + buttons: UIKit's `UIStepper`, whose size is fixed (94 × 32 pt, 94 × 29
/// in an app built before iOS 13) and held at 750 like a switch's.
public final class Stepper: View {
    override public class var kindName: String { "UIStepper" }

    override public var intrinsicContentSize: CGSize {
        appSDK < .iOS13 ? ControlMetrics.iOS12StepperSize : ControlMetrics.stepperSize
    }

    override public func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { .defaultHigh }
}
