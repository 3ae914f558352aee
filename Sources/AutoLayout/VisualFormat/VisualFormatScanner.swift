/// Reads a visual format string character by character, and knows the column it stands at.
///
/// The parser has already rejected non-ASCII characters and whitespace, so one Unicode scalar
/// is one character (and one column), and the column the scanner stands at when the parser
/// gives up is where the caret goes: on the character that does not fit, or just past a name
/// or number that was read whole and then rejected. That is where UIKit puts its caret.
struct VisualFormatScanner {
    private let characters: [Unicode.Scalar]
    private var offset = 0

    init(_ format: String) {
        characters = Array(format.unicodeScalars)
    }

    /// The 1-based column of the current character (one past the last at the end).
    var column: Int { offset + 1 }

    /// The character under the scanner, or nil at the end.
    var current: Unicode.Scalar? { character(at: offset) }

    var isAtEnd: Bool { offset == characters.count }

    /// The current character as diagnostics name it.
    var found: VisualFormatError.Found {
        current.map { .character(Character($0)) } ?? .endOfFormat
    }

    mutating func advance() {
        offset += 1
    }

    /// Steps over `character` if it is the current one.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard current == character else { return false }
        advance()
        return true
    }

    /// Reads a C identifier (a letter or `_`, then letters, digits or `_`), or returns nil
    /// without moving if none starts here.
    mutating func readName() -> String? {
        guard isAtName else { return nil }
        let start = offset
        while let next = current, next.isNameStart || next.isDigit {
            advance()
        }
        return text(from: start)
    }

    /// Whether a name starts here: a letter or `_`.
    var isAtName: Bool { current?.isNameStart == true }

    /// Whether a number starts here: a digit, or `-` (UIKit's test; `+` and `.` do not).
    var isAtNumber: Bool {
        guard let first = current else { return false }
        return first == "-" || first.isDigit
    }

    /// Reads a decimal number the way `strtod` does: `-`, digits, a fraction, and an exponent
    /// only if digits follow the `e` (`1e` reads as `1`). Returns nil, standing where a digit
    /// was wanted, if no digit comes before or after the point (`-`, `-.`).
    mutating func readNumber() -> String? {
        let start = offset
        _ = skip("-")
        var digitCount = skipDigits()
        if skip(".") {
            digitCount += skipDigits()
        }
        guard digitCount > 0 else { return nil }
        skipExponent()
        return text(from: start)
    }

    private func character(at index: Int) -> Unicode.Scalar? {
        index < characters.count ? characters[index] : nil
    }

    private func text(from start: Int) -> String {
        String(String.UnicodeScalarView(characters[start..<offset]))
    }

    private mutating func skipDigits() -> Int {
        let start = offset
        while current?.isDigit == true {
            advance()
        }
        return offset - start
    }

    private mutating func skipExponent() {
        guard current == "e" || current == "E" else { return }
        let hasSign = character(at: offset + 1) == "-" || character(at: offset + 1) == "+"
        guard character(at: offset + (hasSign ? 2 : 1))?.isDigit == true else { return }
        offset += hasSign ? 2 : 1
        _ = skipDigits()
    }
}

extension Unicode.Scalar {
    fileprivate var isDigit: Bool { ("0"..."9").contains(self) }

    /// A letter or `_`: what a C identifier starts with.
    fileprivate var isNameStart: Bool { self == "_" || ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
