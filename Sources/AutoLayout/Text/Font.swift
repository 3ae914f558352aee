import Foundation

/// A font as a layout needs it: a point size and a weight (UIKit's `UIFont`, without the
/// typeface, which the text measurer chooses).
///
/// Text styles map to their sizes at the default Dynamic Type size (Large), as UIKit's
/// `preferredFont(forTextStyle:)` gives them.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public var pointSize: CGFloat
    public var weight: Weight

    public init(size: CGFloat, weight: Weight = .regular) {
        self.pointSize = size
        self.weight = weight
    }

    /// `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// `UIFont.preferredFont(forTextStyle:)` at the default text size (Large).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        Font(size: style.pointSize, weight: style.weight)
    }

    /// UIKit's default label font: the system font at 17 pt.
    public static let label = Font(size: 17)

    /// `UIFont.Weight`, by name.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The OpenType weight class (100 to 900), which font matchers understand.
        public var weightClass: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }
    }

    /// `UIFont.TextStyle`.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// The point size at the Large content size category (Apple's Human Interface
        /// Guidelines, "Typography", iOS Dynamic Type sizes).
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }

        /// Headline is the one semibold style; the others are regular.
        public var weight: Weight { self == .headline ? .semibold : .regular }
    }

    public var description: String { "\(Double(pointSize)) pt \(weight.rawValue)" }
}
