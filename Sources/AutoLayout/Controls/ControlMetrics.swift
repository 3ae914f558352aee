import Foundation

/// The sizes and fonts of UIKit's controls that layout needs. UIKit does not document them;
/// these are the values Interface Builder shows for iOS 13 and later, chosen and explained in
/// docs/controls.md (each `[U]`). They are data, in one place.
public enum ControlMetrics {
    /// UILabel's default font: the system font at 17 pt.
    public static let labelFont = Font(size: 17)
    /// A system button's title font: 15 pt.
    public static let buttonFont = Font(size: 15)
    /// A custom button's title font when it has none of its own: UIKit's `buttonFontSize`, as
    /// Xcode stores custom buttons whose documents give no font (docs/controls.md).
    public static let customButtonFont = Font(size: 18)
    /// A configured button's title font when it has none of its own: the body text style,
    /// 17 pt at the default size (Xcode's configured "Button" is 75 × 34.333: its 17 pt title
    /// 51 wide and 20.333 high, plus 12 and 7 of content insets).
    public static let configuredButtonFont = Font.preferredFont(forTextStyle: .body)
    /// A configured button's title font in the primary role when it has none of its own: the
    /// body text style at semibold weight, UIKit's emphasized body (`UIButtonConfiguration`
    /// resolves a primary button's title in its size's emphasized style, docs/buttons.md).
    public static let configuredPrimaryButtonFont: Font = {
        var font = Font.preferredFont(forTextStyle: .body)
        font.weight = .semibold
        return font
    }()
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
    /// The padding a text field with a border keeps on each side of its text: 7 pt (UIKit's
    /// `systemStyleMetricsProvider`). Its intrinsic width counts it twice on each side.
    public static let textFieldHorizontalPadding: CGFloat = 7
    /// How far a text field's caret reaches beyond its font's line, above it and below it:
    /// 1 pt, so that a borderless 17 pt field is 22 tall and a 14 pt one 18.5 at 2x (`[U]`:
    /// Xcode's frames, which docs/controls.md names).
    public static let textFieldCaretExtension: CGFloat = 1
    /// The font of an empty text field's caret with the iOS 26 SDK: the system font at 17 pt,
    /// so that a borderless field of a smaller font is 22 tall (`[U]`: Xcode 26's frames,
    /// docs/controls.md).
    public static let emptyTextFieldCaretFont = Font(size: 17)
    /// UISwitch's fixed size: 51 × 31 pt.
    public static let switchSize = CGSize(width: 51, height: 31)
    /// UISwitch's fixed size from iOS 26, whose controls are redrawn in Liquid Glass:
    /// 63 × 28 pt, as Xcode 26 stores every switch (docs/controls.md).
    public static let liquidGlassSwitchSize = CGSize(width: 63, height: 28)
    /// The part of a switch outside its alignment rectangle: 2 pt on the right (`[U]`, from
    /// Xcode's frames). Xcode stores a switch pinned to a trailing edge or margin 2 pt past it,
    /// in every release, and one pinned by its leading edge at it (docs/controls.md).
    public static let switchAlignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    /// A segmented control's font: 13 pt.
    public static let segmentFont = Font(size: 13)
    /// A segmented control's height: 32 pt, of which the bottom point is outside its alignment
    /// rectangle (UIKit's `UISegmentedControlDefaultStyleProvider`). Xcode's frames agree: the
    /// view under one in a stack, or pinned to its bottom, is stored 1 pt higher than its
    /// frame's bottom (docs/controls.md).
    public static let segmentedControlHeight: CGFloat = 32
    /// That bottom point: a segmented control's alignment rectangle insets.
    public static let segmentedControlAlignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
    /// The space on each side of a segment's title in an app built before iOS 13: 7 pt
    /// (`[U]`: Xcode's frames of the Xcodes before 11, docs/controls.md).
    public static let segmentHorizontalPadding: CGFloat = 7
    /// A selected segment's font since iOS 13: 13 pt semibold, as UIKit's
    /// `UISegmentedControlDefaultStyleProvider` (`fontForControlSize:selected:`) sets it. A
    /// segment is as wide as its title in it, the wider of its two fonts, so that selecting
    /// it does not change its width.
    public static let selectedSegmentFont = Font(size: 13, weight: .semibold)
    /// The space on each side of a segment's title since iOS 13: 9 pt (the style provider's
    /// `defaultContentPaddingWidth`).
    public static let segmentContentPadding: CGFloat = 9

    // MARK: The kinds of docs/controls.md, "More controls"

    /// A slider's track height (its alignment rectangle): 30 pt; its frame reaches 2 pt past
    /// each end and 1 pt below (`sliderAlignmentInsets`), as the corpus's sliders show.
    public static let sliderHeight: CGFloat = 30
    public static let sliderAlignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
    /// A slider's height from iOS 26, whose slider is redrawn in Liquid Glass: 34 pt, with no
    /// alignment rectangle insets (UIKit 26's glass slider element keeps `UIView`'s), as Xcode
    /// 26 stores its sliders (docs/controls.md).
    public static let liquidGlassSliderHeight: CGFloat = 34
    /// UIColorWell's side: 28 pt in a compact width, 36 in a regular one (UIKit's
    /// `_UIColorWelliOSVisualStyle`, which draws the well at that size, clamped, inside any
    /// frame).
    public static let compactColorWellSide: CGFloat = 28
    public static let regularColorWellSide: CGFloat = 36
    /// UIStepper's fixed size since iOS 13: 94 × 32 pt.
    public static let stepperSize = CGSize(width: 94, height: 32)
    /// A default-style progress view's height since iOS 14: 4 pt.
    public static let progressViewHeight: CGFloat = 4
    /// UIActivityIndicatorView's sizes: medium 20 × 20, large 37 × 37.
    public static let mediumActivityIndicatorSize = CGSize(width: 20, height: 20)
    public static let largeActivityIndicatorSize = CGSize(width: 37, height: 37)
    /// A page control's height since iOS 14 (26 pt) and its width: 16 pt per page plus 26
    /// of padding.
    public static let pageControlHeight: CGFloat = 26
    public static let pageControlPageWidth: CGFloat = 16
    public static let pageControlPadding: CGFloat = 26
    /// A search bar's height since iOS 13, default and minimal styles: 56 pt.
    public static let searchBarHeight: CGFloat = 56
    /// The same bar at a text size: UIKit scales its search field's 36 pt by the field's body
    /// font (`_UISearchBarLayout layout:fontScaledValueForValue:`), 31 at the xSmall size (the
    /// body's leadings there and at Large, 19 and 22), at which the canvases of Xcodes 12.5 and
    /// 13 lay documents out: a bar of 51 pt (docs/controls.md). `[U]` at the sizes between and
    /// above: 56, no document shows them.
    public static func searchBarHeight(_ size: ContentSizeCategory) -> CGFloat {
        size == .extraSmall ? extraSmallSearchBarHeight : searchBarHeight
    }
    /// A search bar's height at the xSmall text size: 51 pt.
    public static let extraSmallSearchBarHeight: CGFloat = 51
    /// A search bar's height from iOS 26, whose search field is taller in Liquid Glass: 64 pt,
    /// default and minimal styles alike (the documents that show it: docs/controls.md).
    public static let liquidGlassSearchBarHeight: CGFloat = 64
    /// The wheels of a date picker and of a picker view: 320 × 216 pt.
    public static let wheelsSize = CGSize(width: 320, height: 216)
    /// A compact date picker's height (iOS 14): 34 pt, its buttons' height.
    public static let compactDatePickerHeight: CGFloat = 34
    /// The widths of a compact date picker's buttons: a date (112), a time (87), 8 pt apart.
    public static let compactDatePickerDateWidth: CGFloat = 112
    public static let compactDatePickerTimeWidth: CGFloat = 87
    /// An inline (calendar) date picker: 320 pt wide, 330 high for a date, 380 with the time.
    public static let inlineDatePickerWidth: CGFloat = 320
    public static let inlineDatePickerDateHeight: CGFloat = 330
    public static let inlineDatePickerDateAndTimeHeight: CGFloat = 380

    // MARK: Apps built before iOS 13's and iOS 14's SDKs

    /// The sizes of the iOS 7 to 12 controls, which an app built with the iOS 12 SDK or an
    /// earlier one keeps: a rounded-rect text field 30 pt high, a segmented control 29, a
    /// stepper 94 × 29 (`[U]`, the frames Xcode 10 and earlier store, docs/controls.md).
    public static let iOS12TextFieldHeight: CGFloat = 30
    public static let iOS12SegmentedControlHeight: CGFloat = 29
    public static let iOS12StepperSize = CGSize(width: 94, height: 29)
    /// A default-style progress view's height in an app built before the iOS 14 SDK: 2 pt
    /// (`[U]`, the frames Xcode 11 and earlier store).
    public static let iOS13ProgressViewHeight: CGFloat = 2
    /// A text view's text container insets (8 pt above and below) and line fragment padding
    /// (5 pt at each side), and its font in Interface Builder (14 pt).
    public static let textViewVerticalInset: CGFloat = 8
    public static let textViewLinePadding: CGFloat = 5
    public static let textViewFont = Font(size: 14)
    /// The bars' heights on a phone in portrait: navigation bar 44, toolbar 44 (49 when its
    /// bottom edge reaches a bottom safe-area inset), tab bar 49; a large title's 52 under a
    /// navigation bar; every bar's 32 in compact height (phones in landscape) and 50 on an
    /// iPad from iOS 12. ``BarMetrics`` picks among them by the traits and the SDK.
    public static let navigationBarHeight: CGFloat = 44
    public static let toolbarHeight: CGFloat = 44
    public static let extendedToolbarHeight: CGFloat = 49
    public static let tabBarHeight: CGFloat = 49
    public static let largeTitleHeight: CGFloat = 52
    public static let compactBarHeight: CGFloat = 32
    public static let padBarHeight: CGFloat = 50
}

extension View {
    /// The text measurer of the view's window, or the fixed-advance one.
    var measurer: TextMeasuring {
        window?.textMeasurer ?? FixedAdvanceTextMeasurer()
    }

    /// The design of the view's window, or the classic one outside a window.
    var interfaceDesign: InterfaceDesign { window?.design ?? .classic }

    /// The SDK the app is built with: the view's window's ``Window/linkedSDK``, or the latest
    /// outside a window.
    var appSDK: SDKVersion { window?.linkedSDK ?? .latest }

    /// `font` as the view's window sets it: a text style's font at the window's content size
    /// category, as `preferredFont(forTextStyle:)` makes it in an app running at that size,
    /// and the system font in the San Francisco of the window's SDK.
    func windowFont(_ font: Font) -> Font {
        var font = font.sized(for: traitCollection.preferredContentSizeCategory)
        font.systemFontGeneration = SystemFontMetrics.Generation(sdk: appSDK)
        return font
    }

    /// Pixels per point in the view's window (2 outside one).
    var displayScale: CGFloat {
        traitCollection.displayScale
    }

    /// `value` rounded up to the next pixel boundary, as UIKit rounds intrinsic sizes.
    func ceilToPixel(_ value: CGFloat) -> CGFloat {
        (value * displayScale - 0.000_001).rounded(.up) / displayScale
    }

    /// `value` rounded down to the pixel boundary below it.
    func floorToPixel(_ value: CGFloat) -> CGFloat {
        (value * displayScale + 0.000_001).rounded(.down) / displayScale
    }

    /// `value` rounded to the nearest pixel boundary, as UIKit's `UIRoundToViewScale` rounds.
    func roundToPixel(_ value: CGFloat) -> CGFloat {
        (value * displayScale).rounded() / displayScale
    }

    /// `value` rounded up to a whole point, as a button rounds its title's size.
    func ceilToPoint(_ value: CGFloat) -> CGFloat {
        (value - 0.000_001).rounded(.up)
    }
}
