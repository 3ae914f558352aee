import Foundation

/// San Francisco's numbers that set text apart from its glyphs: the height of a line, where
/// the baseline sits, the tracking at each size, and the size where the Display design takes
/// over from the Text design. They are UIKit's, whatever typeface a measurer draws the system
/// font with; docs/text.md gives the source of each.
public enum SystemFontMetrics {
    /// The system font's ascender, as a fraction of the point size: 1950 units of 2048.
    public static let ascender: CGFloat = 1950.0 / 2048
    /// The system font's descender below the baseline, as a fraction of the point size: 494
    /// units of 2048.
    public static let descender: CGFloat = 494.0 / 2048
    /// `UIFont.lineHeight` as a fraction of the point size: ascender plus descender (no line
    /// gap), 2444 / 2048; 20.287 at 17 pt.
    public static let lineHeight: CGFloat = ascender + descender

    /// The smallest size set in San Francisco's Display design; smaller sizes use Text.
    public static let displayPointSize: CGFloat = 20

    /// The tracking UIKit applies to the system font at `pointSize`, in points added between
    /// two characters: Apple's published table for SF Pro Text up to 19 pt, SF Pro Display
    /// from 20 pt. Between the sizes the table lists, the tracking is interpolated linearly;
    /// below 6 pt it is 6 pt's, from 80 pt none.
    ///
    /// - Complexity: O(log n) in the table's 26 rows.
    public static func tracking(forPointSize pointSize: CGFloat) -> CGFloat {
        let table = pointSize < displayPointSize ? textTracking : displayTracking
        guard let above = table.firstIndex(where: { $0.size >= pointSize }) else { return table.last!.tracking }
        guard above > 0, table[above].size != pointSize else { return table[above].tracking }
        let (lower, upper) = (table[above - 1], table[above])
        return lower.tracking + (upper.tracking - lower.tracking) * (pointSize - lower.size) / (upper.size - lower.size)
    }

    /// SF Pro Text's tracking in points, by point size (Human Interface Guidelines,
    /// "Typography", tracking values for SF Pro Text).
    static let textTracking: [(size: CGFloat, tracking: CGFloat)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.07), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.24), (16, -0.32), (17, -0.41), (18, -0.45), (19, -0.49),
    ]

    /// SF Pro Display's tracking in points, by point size (the text styles' values from
    /// 20 to 34 pt, then the guidelines' table for larger sizes).
    static let displayTracking: [(size: CGFloat, tracking: CGFloat)] = [
        (20, 0.38), (22, 0.35), (28, 0.36), (34, 0.37), (36, 0.36), (40, 0.40), (44, 0.35), (48, 0.34),
        (56, 0.28), (64, 0.19), (72, 0.14), (80, 0),
    ]
}

extension SystemFontMetrics {
    /// The advance of an emoji (Apple Color Emoji's) as a fraction of the point size.
    public static let emojiAdvance: CGFloat = 1.11
}
