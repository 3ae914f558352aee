import Foundation

/// The vertical measures of a font as text lines use them.
///
/// Lines are stacked exactly `lineHeight` plus `lineSpacing` apart whatever glyphs they hold
/// (fallback fonts for emoji or CJK included), as UILabel stacks them by `UIFont.lineHeight`
/// and a text style's spacing; so a label's height is always that of a whole number of lines.
public struct FontMetrics: Hashable, Sendable {
    /// From the top of a line to its baseline, in points.
    public var ascent: CGFloat
    /// From the baseline to the bottom of the glyphs, in points (positive).
    public var descent: CGFloat
    /// The height of one line: ascent plus descent, and the font's line gap when it has one.
    public var lineHeight: CGFloat
    /// The space between two lines of a paragraph beyond `lineHeight`: `Font.lineSpacing`, a
    /// text style's spacing, and 0 for a font of no style.
    public var lineSpacing: CGFloat

    public init(ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat? = nil, lineSpacing: CGFloat = 0) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight ?? ascent + descent
        self.lineSpacing = lineSpacing
    }

    /// The distance from one line's baseline to the next's.
    public var lineAdvance: CGFloat { lineHeight + lineSpacing }

    /// The height of `count` lines: `count` line heights and the spacing between them.
    public func height(ofLines count: Int) -> CGFloat {
        count > 0 ? CGFloat(count) * lineHeight + CGFloat(count - 1) * lineSpacing : 0
    }

    /// The distance from the top of a block of text to the baseline of line `index` (from 0).
    public func baseline(ofLine index: Int) -> CGFloat {
        ascent + CGFloat(index) * lineAdvance
    }

    /// How many whole lines a block `height` points high holds (0 when the line height is not
    /// positive); a block exactly `k` lines high holds `k` despite rounding in its height.
    public func lineCount(fittingIn height: CGFloat) -> Int {
        guard lineAdvance > 0 else { return 0 }
        let fitting = ((height + lineSpacing + 1e-9) / lineAdvance).rounded(.down)
        return fitting.isFinite ? Int(max(min(fitting, CGFloat(Int.max / 2)), 0)) : 0
    }
}
