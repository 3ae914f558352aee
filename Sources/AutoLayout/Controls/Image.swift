import Foundation

/// An image as layout sees it: its name (an asset's, or an SF Symbol's) and its size in
/// points, which is the intrinsic size of an image view showing it and the image part of a
/// button's. What the image looks like is not modelled; a wireframe draws its name.
public struct Image: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var size: CGSize
    /// Whether the name is an SF Symbol's (`systemName`), drawn as a symbol rather than a
    /// picture.
    public var isSymbol: Bool
    /// For an SF Symbol given without a point size, its scale: a configured button sets it at
    /// its title's point size (``atPointSize(_:)``); elsewhere it keeps the 17 pt of the body
    /// style, UIKit's default symbol configuration. Nil for any other image.
    public var unsizedSymbolScale: SymbolScale?
    /// For an SF Symbol, its template image's size when known (a document's `<resources>`),
    /// which gives a symbol ``SymbolSizes`` lacks its proportions. Nil for any other image.
    public var symbolTemplate: CGSize?
    /// For an SF Symbol, the point size it is set at (17 pt, the body style's, unless a
    /// configuration gives one): the size of the system font whose line UIKit aligns the
    /// symbol's image by. Nil for any other image.
    public var symbolPointSize: CGFloat?

    public init(name: String, size: CGSize, isSymbol: Bool = false) {
        self.name = name
        self.size = size
        self.isSymbol = isSymbol
    }

    /// An SF Symbol's relative size: UIKit's `UIImage.SymbolScale`.
    public enum SymbolScale: String, Hashable, Sendable, CaseIterable {
        case small, medium, large
    }

    /// The SF Symbol `name` at `pointSize` and `scale`, its size from ``SymbolSizes`` (shaped
    /// by its `template` image when the table lacks it); without a point size, at 17 pt until a
    /// configured button sets it at its title's.
    public static func symbol(_ name: String, pointSize: CGFloat? = nil, scale: SymbolScale = .medium, template: CGSize? = nil) -> Image {
        var image = Image(name: name, size: SymbolSizes.size(of: name, pointSize: pointSize ?? SymbolSizes.referencePointSize,
                                                               scale: scale, template: template),
                          isSymbol: true)
        if pointSize == nil { image.unsizedSymbolScale = scale }
        image.symbolTemplate = template
        image.symbolPointSize = pointSize ?? SymbolSizes.referencePointSize
        return image
    }

    /// The image a configured button with a `pointSize` title shows: a symbol given without a
    /// point size at that one; any other image as it is.
    public func atPointSize(_ pointSize: CGFloat) -> Image {
        guard let scale = unsizedSymbolScale else { return self }
        return .symbol(name, pointSize: pointSize, scale: scale, template: symbolTemplate)
    }

    public var description: String { "\(name) \(size.width)×\(size.height)" }
}
