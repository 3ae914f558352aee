import Foundation

/// A font as a layout needs it: UIKit's `UIFont`, without glyphs (the text measurer sets the
/// text).
///
/// A font is the system font (San Francisco) at a size and weight, or a font named by its
/// PostScript or family name (`UIFont(name:size:)`). A font made for a text style remembers
/// the style, so that Dynamic Type can size it for any content size category.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public var pointSize: CGFloat
    /// The weight of the system font; a named font's weight, when its name is a family's.
    public var weight: Weight
    /// Which typeface: the system's, or one named.
    public var family: Family
    /// The text style the font was made for (`preferredFont(forTextStyle:)`), if any.
    public var textStyle: TextStyle?
    /// The San Francisco that sets the system font: iOS 14's variable font unless the font is
    /// a view's in a window built with an older SDK (a view's effective font takes its
    /// window's). A named font has no use for it.
    public var systemFontGeneration = SystemFontMetrics.Generation.variable

    /// The system font at `size` and `weight`.
    public init(size: CGFloat, weight: Weight = .regular) {
        self.pointSize = size
        self.weight = weight
        self.family = .system
        self.textStyle = nil
    }

    /// `UIFont(name:size:)`: a font by its PostScript name (`Avenir-Heavy`) or family name
    /// (`Helvetica Neue`), at `weight` when the name is a family's.
    public init(name: String, size: CGFloat, weight: Weight = .regular) {
        self.pointSize = size
        self.weight = weight
        self.family = .named(name)
        self.textStyle = nil
    }

    /// `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(size: size, weight: .bold)
    }

    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`: the style's system font at its
    /// size for `category` (Large, the default text size, unless given).
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith category: ContentSizeCategory = .large
    ) -> Font {
        var font = Font(size: style.pointSize(for: category), weight: style.weight)
        font.textStyle = style
        return font
    }

    /// UIKit's default label font: the system font at 17 pt.
    public static let label = Font(size: 17)

    /// The font with another point size (`UIFont.withSize(_:)`), its family and weight kept.
    public func withSize(_ size: CGFloat) -> Font {
        var font = self
        font.pointSize = size
        return font
    }

    /// The font as it is made for `category`: a text style's font takes the style's size for
    /// the category (as `preferredFont(forTextStyle:)` makes it when a screen loads); any other
    /// font is unchanged.
    public func sized(for category: ContentSizeCategory) -> Font {
        guard let textStyle else { return self }
        return withSize(textStyle.pointSize(for: category))
    }

    /// Whether this is the system font (San Francisco).
    public var isSystemFont: Bool { family == .system }

    /// A font's typeface.
    public enum Family: Hashable, Sendable {
        /// San Francisco, the system font: its metrics are UIKit's whatever the measurer draws
        /// it with.
        case system
        /// A font by its PostScript name or family name, as `UIFont(name:size:)` takes it.
        case named(String)
    }

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

    public var description: String {
        let size = "\(Double(pointSize)) pt"
        switch family {
        case .system: return "\(size) \(weight.rawValue)"
        case .named(let name): return weight == .regular ? "\(name) \(size)" : "\(name) \(size) \(weight.rawValue)"
        }
    }
}
