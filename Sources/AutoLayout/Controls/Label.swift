import Foundation

/// A view that shows text: UIKit's `UILabel`, for layout.
///
/// Its intrinsic size is its text's, measured by the window's text measurer and rounded up to
/// the pixel. With `numberOfLines` other than 1 the text wraps at the width layout gives the
/// label (or `preferredMaxLayoutWidth`), so its height depends on its width; the engine
/// measures again after each pass until the two agree.
public final class Label: View {
    override public class var kindName: String { "UILabel" }

    public var text: String? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether the label has text to show: not nil, not empty.
    public var hasText: Bool { !(text ?? "").isEmpty }
    public var font: Font = ControlMetrics.labelFont {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The font the text is set in: `font`, a text style's at the window's content size
    /// category.
    public var effectiveFont: Font { windowFont(font) }

    /// The most lines to show; 0 for as many as the text needs.
    public var numberOfLines = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Where lines break and how cut text ends: UILabel's default truncates the tail.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether the text shrinks, down to `minimumScaleFactor` of its size, to fit a frame
    /// narrower than it; the intrinsic size is always the text's at full size.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font's size the text shrinks to; 0, UIKit's default, keeps
    /// the font's size (Interface Builder writes 0.5 when the label adjusts its size).
    public var minimumScaleFactor: CGFloat = 0

    /// The extra space between lines of the paragraph style of attributed text
    /// (`NSParagraphStyle.lineSpacing`): `n` lines are `n − 1` of it taller.
    public var lineSpacing: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The multiple of the font's line height each line takes, from the paragraph style of
    /// attributed text (`NSParagraphStyle.lineHeightMultiple`), the extra above the line's
    /// glyphs; 0 for the font's line height.
    public var lineHeightMultiple: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The least height each line takes, from the paragraph style of attributed text
    /// (`NSParagraphStyle.minimumLineHeight`), whatever its font; 0 for no least height.
    public var minimumLineHeight: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The most height each line takes, from the paragraph style of attributed text
    /// (`NSParagraphStyle.maximumLineHeight`), its glyphs running over the line above when
    /// taller; 0 for no limit.
    public var maximumLineHeight: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The width to wrap at, when positive, instead of the width layout gives the label.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var textAlignment: TextAlignment = .natural
    /// The size of the text set on one line, when it was measured elsewhere (Interface
    /// Builder's measurement of a designable label): the label's size wherever the text fits
    /// on one line; narrower, the text wraps as the measurer sets it.
    public var oneLineSize: CGSize? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The text the label is sized by while it shows none. Interface Builder's canvas leaves
    /// an empty `textLabel` or `detailTextLabel` of a built-in cell at the frame its style's
    /// default text ("Title", "Detail", "Subtitle") gave it: UIKit takes an empty one out of
    /// the cell and lays it out no more.
    public var sizingText: String? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The text's colour; nil for the system's label colour.
    public var textColor: ViewColor?

    public init(text: String? = nil, frame: CGRect = .zero) {
        self.text = text
        super.init(frame: frame)
    }

    override public var intrinsicContentSize: CGSize { intrinsicContentSize(forWidth: nil) }

    /// Labels hug their content at 251, one more than a text field, so that a label beside a
    /// field keeps its size (Interface Builder's default; `[U]` for labels made in code).
    override public func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { 251 }

    override func intrinsicContentSize(forWidth width: CGFloat?) -> CGSize {
        let size = measurement(forWidth: width).size
        return CGSize(width: ceilToPixel(size.width), height: ceilToPixel(size.height))
    }

    /// The height of the text at the label's layout width, not rounded to the pixel: what
    /// UIKit's `textRectForBounds(_:limitedToNumberOfLines:)` gives a table cell's layout
    /// manager, which stacks a `subtitle` cell's labels by it.
    var textRectHeight: CGFloat { measurement(forWidth: wrappingWidth).size.height }

    /// UIKit's `_firstBaselineOffsetFromTop` and `_baselineOffsetFromBottom`: the first
    /// baseline is the first line's, rounded to the pixel, below the label's top, and the last
    /// is as far above its bottom as the last line's is above the bottom of the text's rounded
    /// height; both are measured on the text at its own height, so a label taller or shorter
    /// than its text keeps them at its top and its bottom, where its text is drawn centred.
    override func baseline(first: Bool) -> (view: View, model: BaselineModel) {
        let measured = measurement(forWidth: wrappingWidth)
        guard first else {
            let fromBottom = ceilToPixel(measured.size.height) - roundToPixel(measured.lastBaseline)
            return (self, BaselineModel(heightFraction: 1, offset: -fromBottom))
        }
        return (self, BaselineModel(heightFraction: 0, offset: roundToPixel(measured.firstBaseline)))
    }

    /// The text measured for a layout width (nil before the first layout).
    ///
    /// Constraints may multiply widths without bound (`b.width == a.width * 1000`, again and
    /// again), so the measurer is given only widths a measurer can take: no text is a billion
    /// points long, so a wider width wraps as a billion does, a negative one as zero, and one
    /// that is not a number is no width at all.
    private func measurement(forWidth width: CGFloat?) -> TextMeasurement {
        guard oneLineSize == nil else { return fontMeasurement(forWidth: width) }
        return spaced(fontMeasurement(forWidth: width))
    }

    /// The measurement with the paragraph style's line spacing and line heights: each line
    /// its paragraph line height (``paragraphLineHeight(natural:)``), its glyphs at its
    /// bottom, and ``lineSpacing`` more between lines.
    private func spaced(_ measured: TextMeasurement) -> TextMeasurement {
        guard lineSpacing != 0 || lineHeightMultiple > 0 || minimumLineHeight > 0 || maximumLineHeight > 0 else { return measured }
        let line = measurer.lineHeight(of: effectiveFont)
        let lines = ((measured.lastBaseline - measured.firstBaseline) / max(line + effectiveFont.lineSpacing, 1)).rounded() + 1
        let extra = paragraphLineHeight(natural: line) - line
        var result = measured
        result.size.height += lines * extra + (lines - 1) * lineSpacing
        result.firstBaseline += extra
        result.lastBaseline += lines * extra + (lines - 1) * lineSpacing
        return result
    }

    /// The height a line of natural height `natural` takes in the paragraph style: TextKit
    /// multiplies it by ``lineHeightMultiple`` (when positive), then holds the result between
    /// ``minimumLineHeight`` and ``maximumLineHeight`` (when positive), as
    /// `NSParagraphStyle.lineHeightMultiple` documents.
    private func paragraphLineHeight(natural: CGFloat) -> CGFloat {
        var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        height = max(height, minimumLineHeight)
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }

    /// The text measured in its font for a layout width, without the paragraph style.
    private func fontMeasurement(forWidth width: CGFloat?) -> TextMeasurement {
        let text = hasText ? self.text : sizingText
        let wanted: CGFloat? = numberOfLines == 1 ? nil : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : width)
        let wrapWidth = wanted.flatMap { $0.isNaN ? nil : min(max($0, 0), Label.widestWrapWidth) }
        if let oneLineSize, wrapWidth.map({ $0 >= oneLineSize.width }) ?? true {
            var measured = measurer.measure(text ?? "", font: effectiveFont, numberOfLines: 1, width: nil, lineBreakMode: lineBreakMode)
            measured.size = oneLineSize
            return measured
        }
        if let oneLineSize, let wrapWidth { return wrappedAsMeasured(oneLine: oneLineSize.width, at: wrapWidth) }
        // Text within a pixel of the width keeps its unwrapped lines: the width a label was
        // stored at is San Francisco's, which the stand-in font misses by that much
        // (docs/decisions.md).
        if let wrapWidth, oneLineSize == nil {
            let unwrapped = measurer.measure(text ?? "", font: effectiveFont, numberOfLines: numberOfLines, width: nil,
                                             lineBreakMode: lineBreakMode)
            if unwrapped.size.width <= wrapWidth + 1 / displayScale { return unwrapped }
        }
        return measurer.measure(text ?? "", font: effectiveFont, numberOfLines: numberOfLines, width: wrapWidth,
                                lineBreakMode: lineBreakMode)
    }

    /// The text wrapped at `width` as the font Interface Builder measured it in sets it
    /// (``oneLineSize``: `oneLine` is its widest paragraph on one line). A designable's code may
    /// set a weight, a size or a tracking the document does not name, so the measurer's font
    /// sets the text wider or narrower; the text is wrapped at the width scaled by the ratio of
    /// the two one-line widths, breaking where that font breaks it (`[U]`: the difference is
    /// taken as spread evenly over the text, as a tracking or a weight spreads it). The lines
    /// are the measurer's font's.
    private func wrappedAsMeasured(oneLine: CGFloat, at width: CGFloat) -> TextMeasurement {
        let text = (hasText ? self.text : sizingText) ?? ""
        let own = measurer.measure(text, font: effectiveFont, numberOfLines: 0, width: nil, lineBreakMode: lineBreakMode).size.width
        let scale = oneLine > 0 && own > 0 ? own / oneLine : 1
        var measured = measurer.measure(text, font: effectiveFont, numberOfLines: numberOfLines, width: width * scale,
                                        lineBreakMode: lineBreakMode)
        measured.size.width = min(measured.size.width / scale, width)
        return measured
    }

    /// The widest wrapping width a text measurer is asked about.
    static let widestWrapWidth: CGFloat = 1_000_000_000
}

/// How a label lines up its text: UIKit's `NSTextAlignment`.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case natural, left, center, right

    /// The alignment as drawn in `direction`: natural is left in left-to-right text and
    /// right in right-to-left text; the others stay.
    public func resolved(for direction: LayoutDirection) -> TextAlignment {
        guard self == .natural else { return self }
        return direction == .rightToLeft ? .right : .left
    }
}
