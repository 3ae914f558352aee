import Foundation

extension Font {
    /// The space between two lines of a paragraph beyond the line height: its text style's
    /// spacing at the font's size (`TextStyle.lineSpacing(at:)`), and none for a font of no
    /// style. Every text measurer stacks lines this much further apart, and the renderer
    /// draws them there.
    public var lineSpacing: CGFloat {
        textStyle.map { $0.lineSpacing(at: pointSize) } ?? 0
    }

    /// `UIFont.TextStyle`.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// The point size at the default content size category, Large.
        public var pointSize: CGFloat { pointSize(for: .large) }

        /// The point size for `category`: Apple's Dynamic Type table ("Typography",
        /// Specifications, iOS and iPadOS Dynamic Type sizes, in the Human Interface
        /// Guidelines), the same for every device.
        public func pointSize(for category: ContentSizeCategory) -> CGFloat {
            let index = ContentSizeCategory.allCases.firstIndex(of: category)!
            return Font.dynamicTypeSizes[self]![index]
        }

        /// The space a style adds between the lines of a paragraph, at `pointSize` (the style's
        /// size in the window's category): the leading Apple's Dynamic Type table gives the
        /// style at Large (body 22 pt, caption 1 16) less the font's line height, scaled with
        /// the size (`[U]` for the other categories), and none where the table's leading is
        /// less than the line. At the style's xSmall size the table's own xSmall leading (body
        /// 19 pt, not the 18.1 scaling gives), at which Xcode 12.5 to 13 lay their documents
        /// out. docs/text.md gives the documents that show both.
        public func lineSpacing(at pointSize: CGFloat) -> CGFloat {
            if pointSize == self.pointSize(for: .extraSmall), let leading = Font.extraSmallDynamicTypeLeadings[self] {
                return max(leading - pointSize * SystemFontMetrics.lineHeight, 0)
            }
            let large = self.pointSize
            let spacing = Font.dynamicTypeLeadings[self]! - large * SystemFontMetrics.lineHeight
            return max(spacing, 0) * pointSize / large
        }

        /// Headline is the one semibold style; the others are regular.
        public var weight: Weight { self == .headline ? .semibold : .regular }

        /// UIKit's name of the style, `UIFont.TextStyle.rawValue`, as Interface Builder writes
        /// it (`<fontDescription style="UICTFontTextStyleBody"/>`).
        public var uiKitName: String {
            switch self {
            case .largeTitle: "UICTFontTextStyleTitle0"
            case .title1: "UICTFontTextStyleTitle1"
            case .title2: "UICTFontTextStyleTitle2"
            case .title3: "UICTFontTextStyleTitle3"
            case .headline: "UICTFontTextStyleHeadline"
            case .body: "UICTFontTextStyleBody"
            case .callout: "UICTFontTextStyleCallout"
            case .subheadline: "UICTFontTextStyleSubhead"
            case .footnote: "UICTFontTextStyleFootnote"
            case .caption1: "UICTFontTextStyleCaption1"
            case .caption2: "UICTFontTextStyleCaption2"
            }
        }

        /// The style UIKit calls `uiKitName`, or nil.
        public init?(uiKitName: String) {
            guard let style = TextStyle.allCases.first(where: { $0.uiKitName == uiKitName }) else { return nil }
            self = style
        }
    }

    /// Each style's leading (line to line) at Large, in points: Apple's Dynamic Type table.
    static let dynamicTypeLeadings: [TextStyle: CGFloat] = [
        .largeTitle: 41, .title1: 34, .title2: 28, .title3: 25, .headline: 22, .body: 22, .callout: 21,
        .subheadline: 20, .footnote: 18, .caption1: 16, .caption2: 13,
    ]

    /// Each style's leading at its xSmall size, in points: Apple's Dynamic Type table.
    static let extraSmallDynamicTypeLeadings: [TextStyle: CGFloat] = [
        .largeTitle: 38, .title1: 31, .title2: 24, .title3: 22, .headline: 19, .body: 19, .callout: 18,
        .subheadline: 16, .footnote: 16, .caption1: 13, .caption2: 13,
    ]

    /// Each style's sizes from extra small to AX5, in the order of
    /// `ContentSizeCategory.allCases` (Apple's Dynamic Type table).
    static let dynamicTypeSizes: [TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}
