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

    /// The tracking UIKit applies to the system font at `pointSize`, in points added after each
    /// character: San Francisco's tracking table (`trak`) for its Text design below 20 pt and
    /// its Display design from 20 pt, with the variable font's value at 17 pt from iOS 14 on.
    /// Between the sizes a table lists, its value (in units of the em) is interpolated
    /// linearly; below 6 pt it is 6 pt's value in units of the em, from 80 pt none.
    ///
    /// - Complexity: O(n) in the table's rows (11 at most).
    public static func tracking(forPointSize pointSize: CGFloat, generation: Generation) -> CGFloat {
        let table = pointSize >= displayPointSize ? displayTracking
            : generation == .variable ? variableTextTracking : textTracking
        return trackingUnits(in: table, atPointSize: pointSize) / trackingUnitsPerEm * pointSize
    }

    /// The tracking in units of the em a table gives at `pointSize`: its row's, or the line
    /// between the rows around it.
    private static func trackingUnits(in table: [(size: CGFloat, units: CGFloat)], atPointSize pointSize: CGFloat) -> CGFloat {
        guard let above = table.firstIndex(where: { $0.size >= pointSize }) else { return table.last!.units }
        guard above > 0, table[above].size != pointSize else { return table[above].units }
        let (lower, upper) = (table[above - 1], table[above])
        return lower.units + (upper.units - lower.units) * (pointSize - lower.size) / (upper.size - lower.size)
    }

    /// The units of the em San Francisco's tracking tables count in.
    static let trackingUnitsPerEm: CGFloat = 2048

    /// San Francisco Text's tracking by point size, in units of 2048 per em: 0 at 12 pt, -47
    /// (-0.390 pt) at 17 pt, -55 at 20 pt (where the Display design takes over). The table
    /// Apple publishes in points (Human Interface Guidelines, "Typography") differs: -0.41 at
    /// 17 pt, which Xcode's frames do not fit (docs/text.md).
    static let textTracking: [(size: CGFloat, units: CGFloat)] = [
        (6, 82), (9, 38), (10, 24), (11, 12), (12, 0), (13, -12), (14, -22), (15, -32), (16, -40), (17, -47), (20, -55),
    ]

    /// The variable San Francisco's tracking below 20 pt (iOS 14 and later): Text's, but -52
    /// units (-0.432 pt) at 17 pt.
    static let variableTextTracking: [(size: CGFloat, units: CGFloat)] = textTracking.map {
        $0.size == 17 ? (17, -52) : $0
    }

    /// San Francisco Display's tracking by point size, in units of 2048 per em: 37 (0.361 pt)
    /// at 20 pt, 0 from 80 pt.
    static let displayTracking: [(size: CGFloat, units: CGFloat)] = [
        (20, 37), (22, 32), (28, 26), (32, 24), (36, 22), (50, 14), (64, 6), (80, 0),
    ]

    /// The San Francisco an iOS release sets the system font in. Their tracking differs
    /// between 16 and 20 pt (``tracking(forPointSize:generation:)``); Plumb takes their glyphs
    /// to be alike.
    public enum Generation: Hashable, Sendable {
        /// SF Pro Text and SF Pro Display, two fonts (iOS 13 and earlier).
        case twoDesigns
        /// One variable font whose optical size follows the point size (iOS 14 and later).
        case variable

        /// The San Francisco of the iOS an app is built with, which Xcode's canvas draws with.
        public init(sdk: SDKVersion) {
            self = sdk < .iOS14 ? .twoDesigns : .variable
        }
    }
}

extension SystemFontMetrics {
    /// The advance of an emoji (Apple Color Emoji's) as a fraction of the point size.
    public static let emojiAdvance: CGFloat = 1.11
}
