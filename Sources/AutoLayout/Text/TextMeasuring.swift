import Foundation

/// Measures text, so that labels, buttons and text fields can have an intrinsic content size.
///
/// The layout model does not draw and knows no typeface; the Wireframe module implements this
/// protocol with pango (Inter, falling back to DejaVu Sans), and tests may use any other
/// implementation.
public protocol TextMeasuring: Sendable {
    /// The extent of `text` set in `font`. Successive lines are the font's line height plus
    /// its `lineSpacing` apart, so `n` lines are `n − 1` spacings taller than `n` single lines.
    ///
    /// - Parameters:
    ///   - numberOfLines: the most lines to show, 0 for no limit (UILabel's `numberOfLines`);
    ///     text beyond the limit is truncated, so it adds no height.
    ///   - width: the width to wrap at (UILabel's `preferredMaxLayoutWidth`), or nil to break
    ///     lines only at newlines. Labels pass a width from 0 to a billion points.
    ///   - lineBreakMode: where lines break, and how the last line shown ends when the text is
    ///     cut.
    func measure(_ text: String, font: Font, numberOfLines: Int, width: CGFloat?, lineBreakMode: LineBreakMode) -> TextMeasurement

    /// What sets `font` in its place when the font it names is not installed: a font with its
    /// advance widths when the measurer has one (Liberation Sans for Helvetica), otherwise the
    /// system font's stand-in, as UIKit falls back to the system font; nil when the font is
    /// installed, or `font` is the system font. An importer warns with it; a measurer that
    /// knows no typefaces says nil.
    func fallback(for font: Font) -> FontFallback?
}

extension TextMeasuring {
    public func fallback(for font: Font) -> FontFallback? { nil }

    /// The height of one line of `font`, rounded as a label rounds it: what an empty text
    /// view, a button's title or a label's line takes in that font.
    public func lineHeight(of font: Font) -> CGFloat {
        measure("X", font: font, numberOfLines: 1, width: nil).size.height
    }

    /// The extent of `text` with UILabel's default line break mode, truncating the tail.
    public func measure(_ text: String, font: Font, numberOfLines: Int, width: CGFloat?) -> TextMeasurement {
        measure(text, font: font, numberOfLines: numberOfLines, width: width, lineBreakMode: .byTruncatingTail)
    }
}

/// The typeface that sets a named font's text when the font is not installed.
public struct FontFallback: Hashable, Sendable {
    /// The family the text is set in.
    public var family: String
    /// Whether `family` has the named font's advance widths, and the lines the named font's
    /// height: a stand-in for a font iOS ships. Otherwise `family` is the system font's
    /// stand-in, and the text's size is the system font's.
    public var isMetricCompatible: Bool

    public init(family: String, isMetricCompatible: Bool) {
        self.family = family
        self.isMetricCompatible = isMetricCompatible
    }
}

/// What a text measurer reports: the size of the text's box and where its baselines are.
public struct TextMeasurement: Hashable, Sendable {
    /// The width of the widest line and the height of the lines shown, in points.
    public var size: CGSize
    /// The distance from the top of the box to the first line's baseline.
    public var firstBaseline: CGFloat
    /// The distance from the top of the box to the last shown line's baseline.
    public var lastBaseline: CGFloat

    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}
