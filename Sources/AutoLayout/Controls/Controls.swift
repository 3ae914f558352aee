import Foundation

/// A push button with a title: UIKit's system `UIButton`, for layout. Its intrinsic size is
/// its title's size rounded up to whole points, with 6 pt above and below the title's line
/// (``ControlMetrics``): 30 tall at 15 pt, 33 at 17 pt, 27 at 12 pt.
public final class Button: View {
    override public class var kindName: String { "UIButton" }

    public var title: String? {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var font: Font = ControlMetrics.buttonFont {
        didSet {
            fontIsSet = true
            invalidateIntrinsicContentSize()
        }
    }
    /// Whether `font` was set: a configured button without a font of its own takes the
    /// configuration's (``ControlMetrics/configuredButtonFont``), not the older 15 pt.
    private var fontIsSet = false
    /// The title's colour; nil for the tint colour, as a system button draws its title.
    public var titleColor: ViewColor?
    /// The kind of button: a system button (the default, as `UIButton(type: .system)`) is at
    /// least ``ControlMetrics/systemButtonMinimumWidth`` wide; a custom one is its content's width.
    public var buttonType: ButtonType = .system {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// What the button does in its view (UIKit's `role`): a configured button of the primary
    /// role sets its title in the configuration's emphasized font.
    public var role: Role = .normal {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// A configuration's title font when the button sets none: its emphasized body text for the
    /// primary role, its body text otherwise.
    private var configuredTitleFont: Font {
        role == .primary ? ControlMetrics.configuredPrimaryButtonFont : ControlMetrics.configuredButtonFont
    }

    /// `UIButton.Role`.
    public enum Role: String, Hashable, Sendable, CaseIterable {
        case normal, primary, cancel, destructive
    }

    /// `UIButton.ButtonType`, as far as layout tells the kinds apart: the system's own
    /// buttons (`infoLight`, `infoDark`, `detailDisclosure`, `contactAdd`, `close`) have fixed
    /// sizes.
    public enum ButtonType: String, Hashable, Sendable, CaseIterable {
        case system, custom, infoLight, infoDark, detailDisclosure, contactAdd, close
    }
    /// The image beside the title (`setImage(_:for:)`), or nil for none.
    public var image: Image? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Space added around the title and image (UIKit's `contentEdgeInsets`, deprecated in
    /// iOS 15 for configurations): it grows the intrinsic size.
    public var contentEdgeInsets: EdgeInsets = .zero {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Shifts of the title and the image (UIKit's `titleEdgeInsets`, `imageEdgeInsets`): they
    /// move what is drawn and leave the intrinsic size alone, as UIKit's do.
    public var titleEdgeInsets: EdgeInsets = .zero
    public var imageEdgeInsets: EdgeInsets = .zero
    /// An iOS 15 configuration, which sizes the button by its own content insets and image
    /// padding; nil for a button of the older kind.
    public var configuration: ButtonConfiguration? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The font the text is set in: `font`, or when none was set a configuration's body text
    /// (its emphasized body text for the primary role) or a custom button's 18 pt; a text
    /// style's at the window's content size category.
    public var effectiveFont: Font {
        windowFont(fontIsSet ? font
            : configuration != nil ? configuredTitleFont
            : buttonType == .custom ? ControlMetrics.customButtonFont : font)
    }

    public init(title: String? = nil, frame: CGRect = .zero) {
        self.title = title
        super.init(frame: frame)
    }

    override public var intrinsicContentSize: CGSize { contentSize }

    /// A titled button of the older kind has its title's baseline: its title label sits at the
    /// pixel its centring in the content rectangle (the bounds less the content edge insets)
    /// rounds down to, its line rounded up to the pixel, and the baseline is the line's ascent,
    /// rounded to the pixel, below it, as a label's first baseline is (`[U]`: Xcode's frames,
    /// docs/controls.md). At another height than its own the title stays centred.
    override func baseline(first: Bool) -> (view: View, model: BaselineModel) {
        guard configuration == nil, !(title ?? "").isEmpty, Button.systemButtonSize(buttonType) == nil else {
            return (self, centeredTextBaseline(font: effectiveFont))
        }
        let line = measurer.measure("X", font: effectiveFont, numberOfLines: 1, width: nil)
        let height = contentSize.height, insets = contentEdgeInsets
        let lineTop = insets.top + floorToPixel((height - insets.top - insets.bottom - ceilToPixel(line.size.height)) / 2)
        return (self, BaselineModel(heightFraction: 0.5, offset: lineTop + roundToPixel(line.firstBaseline) - height / 2))
    }
}

/// An editable one-line text field: UIKit's `UITextField`, for layout. Its intrinsic size is its
/// text (or placeholder), with the padding and height of its border style.
public final class TextField: View {
    override public class var kindName: String { "UITextField" }

    /// UIKit's `UITextField.BorderStyle`: the border drawn around the text, which decides the
    /// padding and height around it.
    public enum BorderStyle: String, Sendable, CaseIterable {
        /// No border: the field is as wide as its text and one line high (docs/controls.md).
        case none
        case line, bezel
        /// The rounded rectangle of Interface Builder's library: 7 pt each side of the text,
        /// 34 pt high (30 in an app built before iOS 13).
        case roundedRect
    }

    /// The border; a rounded rectangle unless set (an Interface Builder document's field
    /// without a `borderStyle` has none).
    public var borderStyle: BorderStyle = .roundedRect {
        didSet { invalidateIntrinsicContentSize() }
    }

    public var text: String? {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var placeholder: String? {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var font: Font = ControlMetrics.textFieldFont {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The text's colour; nil for the system's label colour (the placeholder is always grey).
    public var textColor: ViewColor?
    /// Whether the field hides what is typed, as a password field does: UIKit's
    /// `isSecureTextEntry`. A field without a border is then its line's height: its caret does
    /// not count (``caretHeight``).
    public var isSecureTextEntry = false {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The font the text is set in: `font`, a text style's at the window's content size
    /// category.
    public var effectiveFont: Font { windowFont(font) }

    public init(text: String? = nil, placeholder: String? = nil, frame: CGRect = .zero) {
        self.text = text
        self.placeholder = placeholder
        super.init(frame: frame)
    }

    /// UIKit's `_intrinsicSizeWithinSize:`: the wider of its text (a space while it has none) and
    /// its placeholder; a bordered field adds its border's padding on each side twice, once as
    /// its text rectangle's inset from its bounds and once more as the border's metrics add it
    /// around that rectangle, and is the border's height; a borderless one is its line high.
    override public var intrinsicContentSize: CGSize {
        let typed = text.flatMap { $0.isEmpty ? nil : $0 } ?? " "
        let width = max(measuredWidth(typed), placeholder.map(measuredWidth) ?? 0)
        guard borderStyle == .none else {
            let height = appSDK < .iOS13 ? ControlMetrics.iOS12TextFieldHeight : ControlMetrics.textFieldHeight
            return CGSize(width: width + 4 * ControlMetrics.textFieldHorizontalPadding, height: height)
        }
        return CGSize(width: width, height: borderlessHeight)
    }

    /// A borderless field's height: UIKit's `_textSizeUsingFullFontSize:`, the taller of its
    /// line, rounded up to a whole point as `_legacy_sizeWithFont:` measures it, and its caret
    /// (``caretHeight``).
    private var borderlessHeight: CGFloat {
        let line = measurer.lineHeight(of: effectiveFont).rounded(.up)
        guard let caretHeight else { return line }
        return max(line, caretHeight)
    }

    /// The height of the caret UIKit measures a field's text with (`_caretRect`): the caret's
    /// font's line with a point more above and below it, rounded down to the pixel. Its font
    /// is the field's; with the iOS 26 SDK an empty field's caret is the system font's at its
    /// default 17 pt (`[U]`). Nil where no caret counts: in a secure-entry field, and in an
    /// app built before the iOS 14 SDK (`[U]`: Xcode's frames, which docs/controls.md names).
    private var caretHeight: CGFloat? {
        guard appSDK >= .iOS14, !isSecureTextEntry else { return nil }
        let isEmpty = text?.isEmpty ?? true
        let caretFont = appSDK >= .iOS26 && isEmpty ? windowFont(ControlMetrics.emptyTextFieldCaretFont) : effectiveFont
        return floorToPixel(measurer.lineHeight(of: caretFont) + 2 * ControlMetrics.textFieldCaretExtension)
    }

    override func baseline(first: Bool) -> (view: View, model: BaselineModel) {
        (self, centeredTextBaseline(font: effectiveFont))
    }

    /// The width of one line of `string` in the field's font, rounded up to the pixel.
    private func measuredWidth(_ string: String) -> CGFloat {
        ceilToPixel(measurer.measure(string, font: effectiveFont, numberOfLines: 1, width: nil).size.width)
    }
}

/// A view that shows an image: UIKit's `UIImageView`, for layout. Without an image it has no
/// intrinsic size; with one, the image's size.
public final class ImageView: View {
    override public class var kindName: String { "UIImageView" }

    /// The image shown, if any.
    public var image: Image? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Whether the view's owner frames it to its image's own size (a built-in cell's image
    /// view, which UIKit's cell lays out by frames), so that an SF Symbol's line plays no part.
    var isFramedToImage = false

    public init(image: Image? = nil, frame: CGRect = .zero) {
        self.image = image
        super.init(frame: frame)
    }

    /// The image's size; for an SF Symbol, its width by the height of its line (``symbolLine``),
    /// the alignment rectangle UIKit gives a symbol image.
    override public var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        guard let line = symbolLine else { return image.size }
        return CGSize(width: image.size.width, height: line.ascent + line.descent)
    }

    /// For an SF Symbol, how far the image reaches above and below its line: UIKit insets a
    /// symbol image's alignment rectangle to the system font's ascent above the baseline and
    /// descent below it, by however much the image's own top and bottom lie beyond them
    /// (negative when the image is shorter than the line), and an image view takes its image's
    /// insets whatever its size. The image is taken as centred on the line, as symbols are
    /// drawn centred on the text they stand in (`[U]`: each glyph's own placement is not known).
    override public var alignmentRectInsets: EdgeInsets {
        guard let image, let line = symbolLine else { return .zero }
        let outset = (image.size.height - line.ascent - line.descent) / 2
        return EdgeInsets(top: outset, left: 0, bottom: outset, right: 0)
    }

    /// An SF Symbol's baseline is its line's: the ascent below the middle of the line's top,
    /// kept in the middle of the view when the view is taller or shorter than the line (the
    /// image centred in it). Any other image has none (its top edge and its bottom edge, as
    /// every view without text).
    override func baseline(first: Bool) -> (view: View, model: BaselineModel) {
        guard let line = symbolLine else { return super.baseline(first: first) }
        return (self, BaselineModel(heightFraction: 0.5, offset: (line.ascent - line.descent) / 2))
    }

    /// For an SF Symbol, the system font's ascent and descent at the symbol's point size, each
    /// rounded to the pixel (as `UIImage` sets a symbol's alignment insets); nil for any other
    /// image.
    var symbolLine: (ascent: CGFloat, descent: CGFloat)? {
        guard let image, image.isSymbol, let pointSize = image.symbolPointSize, !isFramedToImage else { return nil }
        return (roundToPixel(SystemFontMetrics.ascender * pointSize), roundToPixel(SystemFontMetrics.descender * pointSize))
    }

    /// Image views hug at 251, like labels (Interface Builder's default).
    override public func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { 251 }
}

/// An on/off switch: UIKit's `UISwitch`, whose size is fixed by its window's design (51 × 31
/// pt before iOS 26's Liquid Glass), with 2 pt of it right of its alignment rectangle.
public final class Switch: View {
    override public class var kindName: String { "UISwitch" }

    public var isOn = false

    /// The switch's size less its alignment insets: what constraints place.
    override public var intrinsicContentSize: CGSize {
        let frame = interfaceDesign == .liquidGlass ? ControlMetrics.liquidGlassSwitchSize : ControlMetrics.switchSize
        return CGSize(width: frame.width - alignmentRectInsets.left - alignmentRectInsets.right,
                      height: frame.height - alignmentRectInsets.top - alignmentRectInsets.bottom)
    }

    override public var alignmentRectInsets: EdgeInsets { ControlMetrics.switchAlignmentInsets }

    /// A switch hugs its size at 750 (UIKit's table).
    override public func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { .defaultHigh }
}

/// A row of segments: UIKit's `UISegmentedControl`. Segments are equally wide, each as wide
/// as the widest title plus padding (or as its own title, when the control apportions widths
/// by content), unless given a width of their own, separated by one-point dividers; the row
/// is 32 pt high (29 in an app built before iOS 13), its bottom point outside its alignment
/// rectangle.
public final class SegmentedControl: View {
    override public class var kindName: String { "UISegmentedControl" }

    public var items: [String] {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var selectedSegmentIndex = 0
    /// Each segment's own width, as `setWidth(_:forSegmentAt:)` sets it; 0 (or a segment past
    /// the end) is UIKit's automatic width, the widest title's.
    public var segmentWidths: [CGFloat] = [] {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether a segment without a width of its own is as wide as its own title rather than
    /// the widest (UIKit's `apportionsSegmentWidthsByContent`: the intrinsic width is then the
    /// sum of the segments' ideal widths).
    public var apportionsSegmentWidthsByContent = false {
        didSet { invalidateIntrinsicContentSize() }
    }

    public init(items: [String] = [], frame: CGRect = .zero) {
        self.items = items
        super.init(frame: frame)
    }

    override public var intrinsicContentSize: CGSize {
        let widest = idealWidth(of: items)
        let segments = items.indices.map { index in
            index < segmentWidths.count && segmentWidths[index] > 0 ? segmentWidths[index]
                : apportionsSegmentWidthsByContent ? idealWidth(of: [items[index]]) : widest
        }
        let height = appSDK < .iOS13 ? ControlMetrics.iOS12SegmentedControlHeight : ControlMetrics.segmentedControlHeight
        return CGSize(width: segments.reduce(0, +) + CGFloat(max(items.count - 1, 0)),
                      height: height - alignmentRectInsets.top - alignmentRectInsets.bottom)
    }

    override public var alignmentRectInsets: EdgeInsets { ControlMetrics.segmentedControlAlignmentInsets }

    /// A segmented control has its titles' baseline (UIKit's `viewForLastBaselineLayout` is a
    /// segment's title label): the label is its line rounded up to the pixel, centred in the
    /// control's frame, and the baseline is the line's ascent, rounded to the pixel, below its
    /// top (`[U]` for the rounding: Xcode's frames, docs/controls.md).
    override func baseline(first: Bool) -> (view: View, model: BaselineModel) {
        let line = measurer.measure("X", font: titleFont, numberOfLines: 1, width: nil)
        let insets = alignmentRectInsets
        let centreBelowAlignmentCentre = (insets.bottom - insets.top) / 2
        return (self, BaselineModel(heightFraction: 0.5,
                                    offset: centreBelowAlignmentCentre - ceilToPixel(line.size.height) / 2 + roundToPixel(line.firstBaseline)))
    }

    /// The font a segment's title is set in: the selected segment's since iOS 13, 13 pt
    /// regular before.
    private var titleFont: Font { appSDK >= .iOS13 ? ControlMetrics.selectedSegmentFont : ControlMetrics.segmentFont }

    /// The width of a segment without one of its own showing the widest of `titles`: the
    /// title and the padding on each side. Since iOS 13 UIKit measures a title in its
    /// selected, semibold font and pads it 9 pt a side (``ControlMetrics/selectedSegmentFont``),
    /// rounded down to a whole point, as Xcode stores segments (docs/controls.md); before, the
    /// title in 13 pt regular rounded up to a whole point, as UIKit's `_maximumTextSize`
    /// rounds it, with 7 pt a side (``ControlMetrics/segmentHorizontalPadding``).
    ///
    /// - Complexity: O(n) in the number of titles.
    private func idealWidth(of titles: [String]) -> CGFloat {
        guard appSDK >= .iOS13 else {
            return widestTitle(of: titles, in: titleFont).rounded(.up) + 2 * ControlMetrics.segmentHorizontalPadding
        }
        return (widestTitle(of: titles, in: titleFont) + 2 * ControlMetrics.segmentContentPadding).rounded(.down)
    }

    private func widestTitle(of titles: [String], in font: Font) -> CGFloat {
        titles.map { measurer.measure($0, font: font, numberOfLines: 1, width: nil).size.width }.max() ?? 0
    }
}

extension View {
    /// The baseline of one line of text centred vertically in the view.
    func centeredTextBaseline(font: Font) -> BaselineModel {
        let line = measurer.measure("X", font: font, numberOfLines: 1, width: nil)
        return BaselineModel(heightFraction: 0.5, offset: line.firstBaseline - line.size.height / 2)
    }
}
