import Foundation

/// A colour in sRGB with straight (not premultiplied) alpha, each component from 0 to 1.
///
/// Components are stored as `Double` so that theme tints such as 12 % alpha are exact, and
/// cairo takes them as they are; `init(hex:)` reads the 8-bit notation that specs and
/// designers use.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The same colour with its alpha replaced, for the translucent tints of bands and plates.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
