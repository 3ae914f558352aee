import Foundation

/// The sizes and fonts of UIKit's controls that layout needs. UIKit does not document them;
/// these are the values Interface Builder shows for iOS 13 and later, chosen and explained in
/// docs/controls.md (each `[U]`). They are data, in one place.
public enum ControlMetrics {
    /// UILabel's default font: the system font at 17 pt.
    public static let labelFont = Font(size: 17)
    /// A system button's title font: 15 pt.
    public static let buttonFont = Font(size: 15)
    /// The space a system button keeps above and below its title's line: 6 pt, so that its
    /// 15 pt title makes a button 30 tall, a 17 pt one 33, a 21 pt one 38 and a 12 pt one 27
    /// (Xcode's frames, docs/text.md).
    public static let buttonTitleVerticalPadding: CGFloat = 6
    /// The narrowest a system button is: 30 pt, however short its title (Xcode's frames: a
    /// system button titled ">" is 30 wide; a custom one with a 22 pt image, 22).
    public static let systemButtonMinimumWidth: CGFloat = 30
    /// A text field's font (Interface Builder's default): 14 pt.
    public static let textFieldFont = Font(size: 14)
    /// A rounded-rect text field's height: 34 pt.
    public static let textFieldHeight: CGFloat = 34
    /// The space a text field keeps on each side of its text: 7 pt.
    public static let textFieldHorizontalPadding: CGFloat = 7
    /// UISwitch's fixed size: 51 × 31 pt.
    public static let switchSize = CGSize(width: 51, height: 31)
    /// A segmented control's font: 13 pt.
    public static let segmentFont = Font(size: 13)
    /// A segmented control's height: 32 pt.
    public static let segmentedControlHeight: CGFloat = 32
    /// The space on each side of a segment's title: 7 pt.
    public static let segmentHorizontalPadding: CGFloat = 7
}

extension View {
    /// The text measurer of the view's window, or the fixed-advance one.
    var measurer: TextMeasuring {
        window?.textMeasurer ?? FixedAdvanceTextMeasurer()
    }

    /// `font` as the view's window sets it: a text style's font at the window's content size
    /// category, as `preferredFont(forTextStyle:)` makes it in an app running at that size;
    /// any other font as it is.
    func fontForContentSizeCategory(_ font: Font) -> Font {
        font.sized(for: window?.traitCollection.preferredContentSizeCategory ?? .large)
    }

    /// Pixels per point in the view's window (2 outside one).
    var displayScale: CGFloat {
        window?.traitCollection.displayScale ?? 2
    }

    /// `value` rounded up to the next pixel boundary, as UIKit rounds intrinsic sizes.
    func ceilToPixel(_ value: CGFloat) -> CGFloat {
        (value * displayScale - 0.000_001).rounded(.up) / displayScale
    }

    /// `value` rounded up to a whole point, as a button rounds its title's size.
    func ceilToPoint(_ value: CGFloat) -> CGFloat {
        (value - 0.000_001).rounded(.up)
    }
}
