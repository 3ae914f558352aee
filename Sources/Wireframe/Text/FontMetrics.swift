import Foundation

/// The vertical measures of a font as text lines use them.
///
/// Lines are stacked exactly `lineHeight` apart whatever glyphs they hold (fallback fonts for
/// emoji or CJK included), as UILabel stacks them by `UIFont.lineHeight`; so a label's height
/// is always a whole number of lines.
public struct FontMetrics: Hashable, Sendable {
    /// From the top of a line to its baseline, in points.
    public var ascent: CGFloat
    /// From the baseline to the bottom of a line, in points (positive).
    public var descent: CGFloat

    public init(ascent: CGFloat, descent: CGFloat) {
        self.ascent = ascent
        self.descent = descent
    }

    /// The distance between successive baselines: ascent plus descent (Inter and DejaVu Sans
    /// have no extra line gap).
    public var lineHeight: CGFloat { ascent + descent }
}
