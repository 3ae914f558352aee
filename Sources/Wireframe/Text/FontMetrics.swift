import Foundation

/// The vertical measures of a font as text lines use them.
///
/// Lines are stacked exactly `lineHeight` apart whatever glyphs they hold (fallback fonts for
/// emoji or CJK included), as UILabel stacks them by `UIFont.lineHeight`; so a label's height
/// is always a whole number of lines.
public struct FontMetrics: Hashable, Sendable {
    /// From the top of a line to its baseline, in points.
    public var ascent: CGFloat
    /// From the baseline to the bottom of the glyphs, in points (positive).
    public var descent: CGFloat
    /// The distance between successive baselines: ascent plus descent, and the font's line gap
    /// when it has one.
    public var lineHeight: CGFloat

    public init(ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat? = nil) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight ?? ascent + descent
    }
}
