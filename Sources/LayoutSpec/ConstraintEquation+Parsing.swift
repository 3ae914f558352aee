import AutoLayout

extension ConstraintEquation {
    /// Parses `text`; each error points at the token that does not fit.
    init(parsing text: SpecString) throws(SpecError) {
        var parser = EquationParser(text)
        self = try parser.parseEquation()
    }
}

/// A token of an equation and where it starts.
private struct EquationToken {
    enum Kind: Equatable {
        /// Names joined by dots: `map.safeArea.top`, `pad`.
        case path([String])
        case number(Double)
        case relation(LayoutRelation)
        case symbol(Unicode.Scalar)
        case end
    }

    let kind: Kind
    let offset: Int
    /// The token's bytes in the equation: its text is made only for a message, as most
    /// equations have none.
    let bytes: Range<Int>
}

/// A recursive-descent parser over the tokens of one equation.
///
/// It reads the string's UTF-8 bytes (everything the grammar knows is ASCII) and gives every
/// token its offset in Unicode scalars, the unit of error columns.
private struct EquationParser {
    private let text: SpecString
    private let bytes: [UInt8]
    /// Whether every byte is a character, so that byte offsets are scalar offsets.
    private let isASCII: Bool
    private var position = 0
    private var lookahead: EquationToken?

    init(_ text: SpecString) {
        self.text = text
        self.bytes = Array(text.value.utf8)
        self.isASCII = bytes.allSatisfy { $0 < 0x80 }
    }

    mutating func parseEquation() throws(SpecError) -> ConstraintEquation {
        let first = try anchor(try next(), expected: "an anchor such as view.top")
        let relationToken = try next()
        guard case .relation(let relation) = relationToken.kind else {
            throw error(at: relationToken, "expected ==, >= or <=")
        }
        let right = try next()
        var second: ConstraintEquation.Anchor?
        var multiplier: (operand: ConstraintEquation.Operand, divides: Bool)?
        var constant: (operand: ConstraintEquation.Operand, negated: Bool)?
        if case .path(let names) = right.kind, names.count > 1 {
            second = try anchor(right, expected: "an anchor")
            if let symbol = try accept("*", or: "/") {
                multiplier = (try operand(after: symbol), symbol.kind == .symbol("/"))
            }
            if let sign = try accept("+", or: "-") {
                constant = (try operand(after: sign), sign.kind == .symbol("-"))
            }
        } else {
            lookahead = right
            let sign = try accept("+", or: "-")
            let value = try next()
            guard isOperand(value) else {
                throw error(at: value, "expected an anchor such as view.top, or a constant, after '\(text(of: relationToken))'")
            }
            constant = (try operand(value), sign?.kind == .symbol("-"))
        }
        var priority: ConstraintEquation.Operand?
        if let at = try accept("@") { priority = try operand(after: at) }
        let end = try next()
        guard end.kind == .end else {
            var allowed: [String] = []
            if second != nil, multiplier == nil, constant == nil { allowed += ["'*'", "'/'"] }
            if second != nil, constant == nil { allowed += ["'+'", "'-'"] }
            if priority == nil { allowed.append("'@'") }
            throw error(at: end, "expected \(NameSuggestion.list(allowed + ["the end of the constraint"]))")
        }
        return ConstraintEquation(first: first, relation: relation, second: second, multiplier: multiplier,
                                  constant: constant, priority: priority, rightOffset: right.offset)
    }

    // MARK: Grammar

    /// `item.attribute` from a path token.
    private func anchor(_ token: EquationToken, expected: String) throws(SpecError) -> ConstraintEquation.Anchor {
        guard case .path(let names) = token.kind, names.count > 1 else {
            if case .path(let names) = token.kind {
                throw error(at: token, "expected \(expected), found '\(names[0])' without an attribute (as \(names[0]).top)")
            }
            throw error(at: token, "expected \(expected)")
        }
        var offset = token.offset
        var parts: [ConstraintEquation.Name] = []
        for name in names {
            parts.append(ConstraintEquation.Name(text: name, offset: offset))
            offset += name.unicodeScalars.count + 1
        }
        return ConstraintEquation.Anchor(item: Array(parts.dropLast()), attribute: parts[parts.count - 1])
    }

    /// The operand after an operator.
    private mutating func operand(after symbol: EquationToken) throws(SpecError) -> ConstraintEquation.Operand {
        let token = try next()
        guard isOperand(token) else {
            throw error(at: token, symbol.kind == .symbol("@")
                ? "expected a priority after '@': a number from 1 to 1000, or required, high, low or fittingSizeLevel"
                : "expected a number or a metric name after '\(text(of: symbol))'")
        }
        return try operand(token)
    }

    private func isOperand(_ token: EquationToken) -> Bool {
        switch token.kind {
        case .number: true
        case .path(let names): names.count == 1
        default: false
        }
    }

    private func operand(_ token: EquationToken) throws(SpecError) -> ConstraintEquation.Operand {
        switch token.kind {
        case .number(let value): return .literal(value, offset: token.offset)
        case .path(let names): return .metric(ConstraintEquation.Name(text: names[0], offset: token.offset))
        default: throw error(at: token, "expected a number or a metric name")
        }
    }

    /// The next token if it is `symbol` or `alternative`.
    private mutating func accept(_ symbol: Unicode.Scalar, or alternative: Unicode.Scalar? = nil) throws(SpecError) -> EquationToken? {
        let token = try next()
        if case .symbol(let found) = token.kind, found == symbol || found == alternative { return token }
        lookahead = token
        return nil
    }

    private func error(at token: EquationToken, _ message: String) -> SpecError {
        text.error(atOffset: token.offset, "\(message), found \(found(token))")
    }

    /// The token as written.
    private func text(of token: EquationToken) -> String {
        String(decoding: bytes[token.bytes], as: UTF8.self)
    }

    /// "'text'", or "the end of the constraint".
    private func found(_ token: EquationToken) -> String {
        token.kind == .end ? "the end of the constraint" : "'\(text(of: token))'"
    }

    // MARK: Tokens

    private mutating func next() throws(SpecError) -> EquationToken {
        if let token = lookahead {
            lookahead = nil
            return token
        }
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
            position += 1
        }
        let start = position
        guard position < bytes.count else { return EquationToken(kind: .end, offset: scalarOffset(start), bytes: start..<start) }
        let byte = bytes[position]
        if byte.isIdentifierStart { return try path(from: start) }
        if byte.isDigit || byte == UInt8(ascii: ".") { return try number(from: start) }
        position += 1
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"):
            let symbol = Character(Unicode.Scalar(byte))
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw text.error(atOffset: scalarOffset(start), "expected ==, >= or <=, found '\(symbol)'")
            }
            position += 1
            let relation: LayoutRelation = symbol == "=" ? .equal : (symbol == "<" ? .lessThanOrEqual : .greaterThanOrEqual)
            return EquationToken(kind: .relation(relation), offset: scalarOffset(start), bytes: start..<position)
        case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"):
            return EquationToken(kind: .symbol(Unicode.Scalar(byte)), offset: scalarOffset(start), bytes: start..<position)
        default:
            throw text.error(atOffset: scalarOffset(start), "unexpected character \(character(at: start)) in a constraint")
        }
    }

    /// Names joined by dots.
    private mutating func path(from start: Int) throws(SpecError) -> EquationToken {
        var names: [String] = []
        while true {
            let nameStart = position
            while position < bytes.count, bytes[position].isIdentifierCharacter { position += 1 }
            names.append(String(decoding: bytes[nameStart..<position], as: UTF8.self))
            guard position < bytes.count, bytes[position] == UInt8(ascii: ".") else { break }
            position += 1
            guard position < bytes.count, bytes[position].isIdentifierStart else {
                throw text.error(atOffset: scalarOffset(position), "expected a name after '.', found "
                    + (position < bytes.count ? character(at: position) : "the end of the constraint"))
            }
        }
        return EquationToken(kind: .path(names), offset: scalarOffset(start), bytes: start..<position)
    }

    /// Digits with an optional fraction and exponent.
    private mutating func number(from start: Int) throws(SpecError) -> EquationToken {
        func digits() { while position < bytes.count, bytes[position].isDigit { position += 1 } }
        digits()
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            digits()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            digits()
        }
        let written = String(decoding: bytes[start..<position], as: UTF8.self)
        let offset = scalarOffset(start)
        guard let value = Double(written) else { throw text.error(atOffset: offset, "expected a number, found '\(written)'") }
        guard value.isFinite else { throw text.error(atOffset: offset, "expected a finite number, found '\(written)'") }
        return EquationToken(kind: .number(value), offset: offset, bytes: start..<position)
    }

    /// The offset in Unicode scalars of the byte at `byteOffset`.
    private func scalarOffset(_ byteOffset: Int) -> Int {
        isASCII ? byteOffset : bytes[..<byteOffset].filter { $0 & 0xC0 != 0x80 }.count
    }

    /// The character starting at the byte `byteOffset`, quoted, control characters escaped.
    private func character(at byteOffset: Int) -> String {
        let rest = String(decoding: bytes[byteOffset...], as: UTF8.self)
        return "'" + (rest.unicodeScalars.first.map { $0.escaped(asASCII: false) } ?? "") + "'"
    }
}

extension UInt8 {
    /// An ASCII letter or `_`.
    fileprivate var isIdentifierStart: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || self == UInt8(ascii: "_")
    }
    /// An ASCII letter, digit or `_`.
    fileprivate var isIdentifierCharacter: Bool { isIdentifierStart || isDigit }
    fileprivate var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
