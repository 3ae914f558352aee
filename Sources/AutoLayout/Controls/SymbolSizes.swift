import Foundation

/// The sizes SF Symbols' images take, as data: each symbol's image at 17 pt, medium scale,
/// regular weight, and the factors other point sizes and scales apply. UIKit sizes a symbol
/// image from its point size (a button's title font's, 17 pt in an image view) and scale; the
/// numbers are explained in docs/buttons.md (`[U]` but the `dock` symbols, which the corpus
/// shows 30.667 × 23.667 in a system button, the width of `arrowtriangle.forward.fill`, 8 at
/// 8 pt small in the corpus's configured "Next", and the heights of the symbols Xcode stores
/// image views of, which docs/buttons.md names).
public enum SymbolSizes {
    /// The point size the table is written at.
    public static let referencePointSize: CGFloat = 17

    /// Image sizes at 17 pt, medium scale.
    public static let table: [String: CGSize] = [
        "dock.arrow.up.rectangle": CGSize(width: 30.667, height: 23.667),
        "dock.arrow.down.rectangle": CGSize(width: 30.667, height: 23.667),
        "dock.rectangle": CGSize(width: 30.667, height: 23.667),
        "chevron.right": CGSize(width: 10, height: 17),
        "chevron.left": CGSize(width: 10, height: 17),
        "xmark": CGSize(width: 17.333, height: 16.333),
        "plus": CGSize(width: 18, height: 18.333),
        "star": CGSize(width: 21.333, height: 20.333),
        "star.fill": CGSize(width: 21.333, height: 20.333),
        "heart": CGSize(width: 20.667, height: 18.333),
        "heart.fill": CGSize(width: 20.667, height: 18.333),
        "house": CGSize(width: 22, height: 19),
        "gear": CGSize(width: 20.667, height: 20.333),
        "magnifyingglass": CGSize(width: 19.333, height: 19.333),
        "paperplane.fill": CGSize(width: 20.667, height: 20.333),
        "person.crop.circle": CGSize(width: 20.333, height: 20.333),
        "square.and.arrow.up": CGSize(width: 18, height: 22.333),
        "trash": CGSize(width: 19, height: 21),
        "1.square": CGSize(width: 19.333, height: 18),
        "arrowtriangle.forward.fill": CGSize(width: 21.333, height: 20),
        "touchid": CGSize(width: 21, height: 20),
        "info.circle": CGSize(width: 20.333, height: 20.333),
        "questionmark.circle": CGSize(width: 19.667, height: 19),
        "questionmark.circle.fill": CGSize(width: 19.667, height: 19),
        "exclamationmark.circle.fill": CGSize(width: 19.667, height: 19),
        "exclamationmark.circle": CGSize(width: 19.667, height: 19),
        "checkmark.circle.fill": CGSize(width: 19.667, height: 19),
        "nosign": CGSize(width: 19.667, height: 19),
        "safari": CGSize(width: 19.667, height: 19),
        "placeholdertext.fill": CGSize(width: 11, height: 17.5),
    ]

    /// The size of a symbol not in the table: a square as high as the point size's line, or
    /// its longer side when the symbol's template is known (``shaped(_:by:)``).
    public static let defaultAspect = CGSize(width: 20.333, height: 20.333)

    /// `size` given the proportions of `template`, the symbol's template image (Interface
    /// Builder's `<resources>` stores it 128 pt on its longer side, as the image's own aspect):
    /// as long as `size` on the template's longer side, the other side in proportion.
    public static func shaped(_ size: CGSize, by template: CGSize) -> CGSize {
        guard template.width > 0, template.height > 0 else { return size }
        let long = max(size.width, size.height)
        return template.width >= template.height
            ? CGSize(width: long, height: long * template.height / template.width)
            : CGSize(width: long * template.width / template.height, height: long)
    }

    /// How much larger a symbol's image is at each scale than at medium.
    public static func factor(_ scale: Image.SymbolScale) -> CGFloat {
        switch scale {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }

    /// The image of the symbol `name` at `pointSize` and `scale`, rounded to the pixel at 3x:
    /// the table's, or for a symbol it lacks the default shaped by its `template` when known.
    public static func size(of name: String, pointSize: CGFloat, scale: Image.SymbolScale, template: CGSize? = nil) -> CGSize {
        let reference = table[name] ?? template.map { shaped(defaultAspect, by: $0) } ?? defaultAspect
        let factor = pointSize / referencePointSize * SymbolSizes.factor(scale)
        func round(_ value: CGFloat) -> CGFloat { (value * factor * 3).rounded() / 3 }
        return CGSize(width: round(reference.width), height: round(reference.height))
    }
}
