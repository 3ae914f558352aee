/// The options of `constraints(withVisualFormat:options:metrics:views:)`, with
/// `NSLayoutConstraint.FormatOptions`' names and raw values.
///
/// The low 16 bits align the views of a format with each other: each alignment's value is
/// `1 << NSLayoutConstraint.Attribute`, and adds `view.attribute == next.attribute` for every
/// two neighbouring views. Bits 16–17 pick the direction a horizontal format reads in, and
/// bit 19 how a vertical one measures its gaps.
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Aligns left edges (attribute 1).
    public static let alignAllLeft = VisualFormatOptions(rawValue: 2)
    /// Aligns right edges (attribute 2).
    public static let alignAllRight = VisualFormatOptions(rawValue: 4)
    /// Aligns top edges (attribute 3).
    public static let alignAllTop = VisualFormatOptions(rawValue: 8)
    /// Aligns bottom edges (attribute 4).
    public static let alignAllBottom = VisualFormatOptions(rawValue: 16)
    /// Aligns leading edges (attribute 5).
    public static let alignAllLeading = VisualFormatOptions(rawValue: 32)
    /// Aligns trailing edges (attribute 6).
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 64)
    /// Aligns horizontal centres (attribute 9).
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 512)
    /// Aligns vertical centres (attribute 10).
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1024)
    /// Aligns last baselines (attribute 11).
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 2048)
    /// The older name of `alignAllLastBaseline`.
    public static let alignAllBaseline = alignAllLastBaseline
    /// Aligns first baselines (attribute 12).
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 4096)
    /// Every alignment bit.
    public static let alignmentMask = VisualFormatOptions(rawValue: 0xFFFF)

    /// A horizontal format reads from leading to trailing, as the layout direction has it
    /// (the default: no bit).
    public static let directionLeadingToTrailing: VisualFormatOptions = []
    /// A horizontal format reads from left to right, whatever the layout direction.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
    /// A horizontal format reads from right to left, whatever the layout direction.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)
    /// Both direction bits.
    public static let directionMask = VisualFormatOptions(rawValue: 3 << 16)

    /// Gaps run from one view's edge to the next (the default: no bit).
    public static let spacingEdgeToEdge: VisualFormatOptions = []
    /// A vertical format's gaps run from baseline to baseline (iOS 11).
    public static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 19)
    /// The spacing bit.
    public static let spacingMask = VisualFormatOptions(rawValue: 1 << 19)
}
