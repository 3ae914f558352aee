import Foundation

/// An sRGB colour with alpha, each component in 0…1: what a view's `backgroundColor` holds.
public struct ViewColor: Hashable, Sendable, CustomStringConvertible {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        // `isHexDigit` admits fullwidth digits, which `UInt8(_:radix:)` refuses: ASCII only.
        guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        let expanded: Substring
        switch digits.count {
        case 3: expanded = Substring(digits.flatMap { [$0, $0] })
        case 6, 8: expanded = digits
        default: return nil
        }
        var components = stride(from: 0, to: expanded.count, by: 2).compactMap { offset -> Double? in
            let start = expanded.index(expanded.startIndex, offsetBy: offset)
            return UInt8(expanded[start...expanded.index(after: start)], radix: 16).map { Double($0) / 255 }
        }
        if components.count == 3 { components.append(1) }
        self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        let bytes = [red, green, blue] + (alpha < 1 ? [alpha] : [])
        return "#" + bytes.map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }

    public var description: String { hexString }
}
