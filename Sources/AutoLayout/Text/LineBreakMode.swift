import Foundation

/// How text breaks into lines and what shows when it does not fit: UIKit's `NSLineBreakMode`.
///
/// Words never break with a hyphen. The wrapping modes and clipping break lines between words
/// (a word longer than the line between characters); character wrapping breaks anywhere. When
/// a label has more lines than `numberOfLines` lets it show, or one line wider than its frame,
/// the last line shown ends the text: cut (clipping and the wrapping modes), or with "…" at its
/// end, its start or its middle (the truncating modes), the rest of the text on that line.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// Whether lines break anywhere rather than between words.
    public var breaksBetweenCharacters: Bool { self == .byCharWrapping }

    /// Whether a cut last line shows "…", and where.
    public var ellipsis: Ellipsis? {
        switch self {
        case .byTruncatingHead: .head
        case .byTruncatingTail: .tail
        case .byTruncatingMiddle: .middle
        case .byWordWrapping, .byCharWrapping, .byClipping: nil
        }
    }

    /// Where "…" stands in for what does not fit.
    public enum Ellipsis: Hashable, Sendable {
        case head, middle, tail
    }
}
