import AutoLayout
import Foundation

/// How much wider San Francisco sets each character than Inter, as a fraction of the point
/// size, on top of UIKit's tracking and `SystemTypeface`'s per-weight correction.
///
/// Inter follows San Francisco's shapes, not its advances: its "1" is a third narrower, its
/// "7" wider, and no spacing that treats every character alike brings a label's width within a
/// pixel of Xcode's for most strings. San Francisco's Display design, from 20 pt, sets digits
/// wider and spaces narrower than its Text design, so each design has differences of its own.
/// The differences are fitted on the widths Xcode stored for 1 422 labels and buttons of public
/// Interface Builder documents sized by their text (`Tests/WireframeTests/Calibration`: the
/// samples, with their repositories and commits, and the fit), none of them from the documents
/// Plumb's fidelity is measured on; docs/text.md gives the figures.
enum InterCharacterWidths {
    /// A design and weight of San Francisco whose characters differ from Inter's alike.
    struct Style: Hashable {
        enum Design { case text, display }
        enum WeightClass { case regular, medium, semibold, bold }

        var design: Design
        var weight: WeightClass

        /// The style `font` (a system font) is set in: the Display design from 20 pt, and its
        /// weight's class (the lighter weights with regular, heavy and black with bold).
        init(of font: Font) {
            design = font.pointSize >= SystemFontMetrics.displayPointSize ? .display : .text
            switch font.weight {
            case .ultraLight, .thin, .light, .regular: weight = .regular
            case .medium: weight = .medium
            case .semibold: weight = .semibold
            case .bold, .heavy, .black: weight = .bold
            }
        }

        init(design: Design, weight: WeightClass) {
            self.design = design
            self.weight = weight
        }
    }

    /// Each style's differences by character: the shared ones, plus its design's, plus the
    /// style's own. A character not listed has none.
    ///
    /// - Complexity: O(n) in the number of characters listed, once per style.
    static let tables: [Style: [Character: CGFloat]] = {
        var tables: [Style: [Character: CGFloat]] = [:]
        for design in [Style.Design.text, .display] {
            let designs = shared.merging(designed[design] ?? [:], uniquingKeysWith: +)
            for weight in [Style.WeightClass.regular, .medium, .semibold, .bold] {
                let style = Style(design: design, weight: weight)
                let merged = designs.merging(styled[style] ?? [:], uniquingKeysWith: +)
                tables[style] = merged.mapValues { CGFloat($0) }
            }
        }
        return tables
    }()

    /// The differences of the style `font` (a system font) is set in.
    static func table(for font: Font) -> [Character: CGFloat] {
        tables[Style(of: font)] ?? [:]
    }
}
