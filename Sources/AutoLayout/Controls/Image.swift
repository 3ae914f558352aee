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

    public init(name: String, size: CGSize, isSymbol: Bool = false) {
        self.name = name
        self.size = size
        self.isSymbol = isSymbol
    }

    public var description: String { "\(name) \(size.width)×\(size.height)" }
}
