import Foundation

/// Scrollable, editable multi-line text: UIKit's `UITextView`, for layout.
///
/// A scrolling text view (the default) has no intrinsic size: its frame comes from
/// constraints and its text scrolls inside. With scrolling off it sizes to its text, plus its
/// text container's insets (8 pt above and below) and line fragment padding (5 pt at each
/// side): as wide as its longest paragraph set on one line, and as high as the text wrapped
/// at the width layout gives it. Unlike a label, it keeps the width it is given when the text
/// wraps: its text container is as wide as the view. Empty, it is one line high, the line
/// where the insertion point goes. Its lines are laid out as TextKit lays out line
/// fragments, each with its font's leading under it, the last too: a text style's font
/// (``Font/lineSpacing``) makes a text view a spacing taller than a label of the same lines
/// (docs/text.md gives the documents that show it).
public final class TextView: View {
    override public class var kindName: String { "UITextView" }

    public var text: String? {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var font: Font = ControlMetrics.textViewFont {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The font as set in the window's content size category (a text style's size follows it).
    public var effectiveFont: Font { windowFont(font) }
    public var textColor: ViewColor?
    public var textAlignment: TextAlignment = .natural
    public var isScrollEnabled = true {
        didSet { invalidateIntrinsicContentSize() }
    }
    public var isEditable = true

    public init(text: String? = nil, frame: CGRect = .zero) {
        self.text = text
        super.init(frame: frame)
    }

    override public var intrinsicContentSize: CGSize { intrinsicContentSize(forWidth: nil) }

    override func intrinsicContentSize(forWidth width: CGFloat?) -> CGSize {
        guard !isScrollEnabled else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let horizontal = 2 * ControlMetrics.textViewLinePadding, vertical = 2 * ControlMetrics.textViewVerticalInset
        let wrap = width.flatMap { $0.isNaN ? nil : min(max($0 - horizontal, 0), Label.widestWrapWidth) }
        let oneLine = measurer.measure(text ?? "", font: effectiveFont, numberOfLines: 0, width: nil).size
        let wrapped = wrap.map { measurer.measure(text ?? "", font: effectiveFont, numberOfLines: 0, width: $0).size } ?? oneLine
        let lines = (text ?? "").isEmpty ? measurer.lineHeight(of: effectiveFont) : wrapped.height
        let textHeight = lines + effectiveFont.lineSpacing
        return CGSize(width: ceilToPixel(oneLine.width) + horizontal, height: ceilToPixel(textHeight) + vertical)
    }
}
