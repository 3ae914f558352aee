import Foundation

/// The text size a person chose in Settings: UIKit's `UIContentSizeCategory`, from extra
/// small to the five accessibility sizes. Text styles take their point size from it
/// (Dynamic Type); Large is the default.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The name Apple's Human Interface Guidelines give the size in their tables: xSmall,
    /// Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1 to AX5.
    public var shortName: String {
        switch self {
        case .extraSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .extraLarge: "xLarge"
        case .extraExtraLarge: "xxLarge"
        case .extraExtraExtraLarge: "xxxLarge"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }

    /// The category called `name`, by UIKit's name (`accessibilityExtraLarge`) or the
    /// guidelines' short one (`AX3`, `xLarge`; any letter case).
    public init?(named name: String) {
        if let category = ContentSizeCategory(rawValue: name) {
            self = category
            return
        }
        guard let category = ContentSizeCategory.allCases.first(where: { $0.shortName.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = category
    }

    /// Whether the category is one of the accessibility sizes (UIKit's
    /// `isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The smallest to the largest, as `allCases` lists them.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
