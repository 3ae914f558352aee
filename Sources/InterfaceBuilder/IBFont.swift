import AutoLayout
import Foundation

/// Fonts as documents describe them (`<fontDescription type="system" pointSize="17">`, a
/// `weight`, `type="boldSystem"`, a text style, or a named font), as the layout model's
/// ``Font``.
enum IBFont {
    /// The font `element` describes.
    ///
    /// A named font is found by its PostScript name when the fonts have it; otherwise the text
    /// measurer sets the system font in its place at the weight its name says (`Futura-Medium`
    /// is medium), and `plumb` warns, naming the stand-in. A name of Apple's system font
    /// (one that starts with a dot) is the system font, with no warning.
    static func font(_ element: IBElement, source: IBSource) throws(IBError) -> Font {
        if let style = element["style"] {
            guard let textStyle = textStyles[style] else {
                throw source.error(at: element, "unknown text style '\(style)'; expected one of "
                    + textStyles.keys.sorted().joined(separator: ", "))
            }
            return Font.preferredFont(forTextStyle: textStyle)
        }
        let size = pointSize(CGFloat(try IBNumber.value(element, "pointSize", source: source, in: 0 ... 1000) ?? 17))
        if let name = element["name"] {
            // Apple's private names of the system font (`.AppleSystemUIFont`, `.SFUIText-Semibold`)
            // name no file a machine can install: UIKit gives the system font for them.
            guard !name.hasPrefix(".") else { return Font(size: size, weight: weight(ofFontNamed: name)) }
            return Font(name: name, size: size, weight: weight(ofFontNamed: name))
        }
        if element["type"] == "boldSystem" { return Font(size: size, weight: .bold) }
        if let weightName = element["weight"] {
            guard let weight = Font.Weight(rawValue: weightName) else {
                throw source.error(at: element, "unknown font weight '\(weightName)'; expected one of "
                    + Font.Weight.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return Font(size: size, weight: weight)
        }
        return Font(size: size)
    }

    /// The font of a view's attributed text: its first fragment's (`<font key="NSFont"
    /// size="12" name="ArialMT"/>`, or `metaFont="system"` for the system font), which
    /// Interface Builder writes in place of the view's `<fontDescription>`; nil when the view
    /// has no attributed text or its text names no font.
    static func attributedTextFont(_ element: IBElement, source: IBSource) throws(IBError) -> Font? {
        guard let font = IBText.attribute("font", key: "NSFont", of: element) else { return nil }
        let size = pointSize(CGFloat(try IBNumber.value(font, "size", source: source, in: 0 ... 1000) ?? 17))
        if let name = font["name"], !name.hasPrefix(".") { return Font(name: name, size: size, weight: weight(ofFontNamed: name)) }
        let meta = font["metaFont"] ?? font["name"] ?? ""
        return Font(size: size, weight: meta.lowercased().contains("bold") ? .bold : .regular)
    }

    /// The size a font of point size `size` is set at: `size`, or CoreText's default 12 pt for
    /// a document's 0 (`pointSize="0.0"`), as `CTFontCreateWithName` takes a size of 0.
    static func pointSize(_ size: CGFloat) -> CGFloat {
        size > 0 ? size : coreTextDefaultPointSize
    }

    /// CoreText's size for a font created without one: 12 pt.
    static let coreTextDefaultPointSize: CGFloat = 12

    /// UIKit's text style names, as documents write them.
    static let textStyles: [String: Font.TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
        "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]

    /// The weight a PostScript name's style part says (`-Bold`, `-Light`, `Medium`), regular
    /// when it says none.
    static func weight(ofFontNamed name: String) -> Font.Weight {
        let style = name.split(separator: "-").dropFirst().joined().lowercased()
        let table: [(String, Font.Weight)] = [
            ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("semibold", .semibold), ("demibold", .semibold),
            ("medium", .medium), ("heavy", .heavy), ("black", .black), ("bold", .bold),
        ]
        return table.first { style.contains($0.0) }?.1 ?? .regular
    }
}
