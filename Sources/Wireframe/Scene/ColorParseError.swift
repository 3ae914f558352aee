/// Why a string is not a colour; each case keeps the input so that the message can quote it.
public enum ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The string does not start with `#`.
    case missingHash(String)
    /// After the `#` there are `count` characters, not 6 (`#RRGGBB`) or 8 (`#RRGGBBAA`).
    case wrongDigitCount(String, count: Int)
    /// The character at `position` (0 is the `#`) is not a hexadecimal digit.
    case invalidDigit(String, character: Character, position: Int)

    public var description: String {
        switch self {
        case .missingHash(let input):
            "invalid colour \"\(input)\": expected #RRGGBB or #RRGGBBAA, starting with '#'"
        case .wrongDigitCount(let input, let count):
            "invalid colour \"\(input)\": expected 6 (#RRGGBB) or 8 (#RRGGBBAA) hexadecimal digits, found \(count)"
        case .invalidDigit(let input, let character, let position):
            "invalid colour \"\(input)\": '\(character)' at position \(position) is not a hexadecimal digit"
        }
    }
}
