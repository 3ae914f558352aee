import Foundation

/// An affine transform, with Core Graphics' names, so code that sets `view.transform` ports
/// as it is. (Foundation on Linux has no `CGAffineTransform`.)
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty), as in Core Graphics.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a, b, c, d, tx, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `angle` radians (positive is clockwise on screen, where y points down).
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public init(scaleX: CGFloat, y: CGFloat) {
        self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    public init(translationX: CGFloat, y: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other` (Core Graphics' `concatenating`).
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A rotation applied before `self` (Core Graphics' `rotated(by:)`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A scale applied before `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A translation applied before `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// The inverse transform, or `self` when it has none (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension CGPoint {
    public func applying(_ transform: CGAffineTransform) -> CGPoint {
        CGPoint(x: transform.a * x + transform.c * y + transform.tx, y: transform.b * x + transform.d * y + transform.ty)
    }
}

extension CGRect {
    /// The smallest rectangle that contains the transformed corners (Core Graphics' rule).
    public func applying(_ transform: CGAffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(transform) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
