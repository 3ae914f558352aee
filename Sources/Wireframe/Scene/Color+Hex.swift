extension Color {
    /// Reads `#RRGGBB` (opaque) or `#RRGGBBAA`, in upper or lower case: the notation of specs,
    /// design tools and CSS.
    ///
    /// - Throws: `ColorParseError` naming what is wrong: a missing `#`, a digit count other
    ///   than 6 or 8, or a character that is not a hexadecimal digit.
    /// - Complexity: O(n) in the length of `hex`.
    public init(hex: String) throws(ColorParseError) {
        guard hex.first == "#" else { throw .missingHash(hex) }
        let digits = Array(hex.unicodeScalars.dropFirst())
        guard digits.count == 6 || digits.count == 8 else {
            throw .wrongDigitCount(hex, count: digits.count)
        }
        var values: [Int] = []
        for (offset, scalar) in digits.enumerated() {
            guard scalar.isASCII, let value = Int(String(scalar), radix: 16) else {
                throw .invalidDigit(hex, character: Character(scalar), position: offset + 1)
            }
            values.append(value)
        }
        func component(_ index: Int) -> Double {
            Double(values[2 * index] * 16 + values[2 * index + 1]) / 255
        }
        self.init(
            red: component(0),
            green: component(1),
            blue: component(2),
            alpha: digits.count == 8 ? component(3) : 1
        )
    }

    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque, each component rounded
    /// to 8 bits; `Color(hex:)` reads it back.
    public var hexString: String {
        let components = alpha == 1 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + components.map { component in
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            let text = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "0" + text : text
        }.joined()
    }
}
