import AutoLayout
import Foundation
import Yams

extension SpecNode {
    /// The largest length, position or constant a spec may give, in points: far beyond any
    /// screen, small enough that the solver's arithmetic stays exact.
    static let lengthLimit: Double = 100_000
    /// The lengths a spec may give: ``lengthLimit`` either way.
    static let lengthRange = -lengthLimit...lengthLimit

    /// The most characters a string may have: a long paragraph is a few thousand; a title of
    /// 25 million characters took 2.3 GB to draw, and one of 50 MB aborted in GLib.
    static let stringLimit = 100_000

    /// The value as text: any scalar but null, of at most ``stringLimit`` characters.
    func string(_ expected: String = "a string") throws(SpecError) -> String {
        guard case .scalar(let scalar) = node, !isNull else { throw error("expected \(expected), found \(found)") }
        let text = scalar.string
        if text.utf8.count > Self.stringLimit, case let count = text.unicodeScalars.count, count > Self.stringLimit {
            throw error("expected \(expected) of at most \(Self.stringLimit) characters, found one of \(count)")
        }
        return text
    }

    /// The most lines a text may have (a label's, a button's, a text field's).
    static let lineLimit = 10_000

    /// A text shown in a view: a string of at most ``lineLimit`` lines.
    func text() throws(SpecError) -> String {
        let text = try string("a text")
        var lines = 1
        for byte in text.utf8 where byte == UInt8(ascii: "\n") { lines += 1 }
        guard lines <= Self.lineLimit else { throw error("expected a text of at most \(Self.lineLimit) lines, found \(lines) lines") }
        return text
    }

    /// The value as a number written plainly (`12`, `-0.5`, `1e3`): finite, as JSON numbers are.
    func number(_ expected: String = "a number") throws(SpecError) -> Double {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any, !isNull else {
            if case .scalar(let scalar) = node, SpecNumber(scalar.string) != nil {
                throw error("expected \(expected), found the string \(found); write numbers without quotes")
            }
            throw error("expected \(expected), found \(found)")
        }
        switch SpecNumber(scalar.string) {
        case .finite(let value): return value
        case .nonFinite: throw error("expected \(expected), found \(found), which is not a finite number")
        case nil: throw error("expected \(expected), found \(found)")
        }
    }

    /// A number in `range`; `what` names it in the message.
    func number(in range: ClosedRange<Double>, _ what: String) throws(SpecError) -> Double {
        let value = try number(what)
        guard range.contains(value) else { throw error(SpecNumber.outOfRange(what, range, found: value)) }
        return value
    }

    /// A length, position or constant in points, at most ``lengthLimit`` either way.
    func points(_ what: String = "a number of points") throws(SpecError) -> CGFloat {
        CGFloat(try number(in: SpecNode.lengthRange, what))
    }

    /// A size in points: 0 up to ``lengthLimit``.
    func size(_ what: String = "a size in points") throws(SpecError) -> CGFloat {
        CGFloat(try number(in: 0...SpecNode.lengthLimit, what))
    }

    /// A whole number in `range`.
    func integer(in range: ClosedRange<Int>, _ what: String) throws(SpecError) -> Int {
        let value = try number(in: Double(range.lowerBound)...Double(range.upperBound), what)
        guard value == value.rounded() else { throw error("expected \(what), found \(SpecNumber.format(value)), which is not a whole number") }
        return Int(value)
    }

    /// `true` or `false`.
    func bool() throws(SpecError) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else {
            throw error("expected true or false, found \(found)")
        }
        switch scalar.string {
        case "true": return true
        case "false": return false
        default: throw error("expected true or false, found \(found)")
        }
    }

    /// One of `names`, each standing for a value; the message lists them all and suggests
    /// the nearest.
    func choice<Value>(_ names: [(String, Value)], _ what: String) throws(SpecError) -> Value {
        let name = try string(what)
        guard let match = names.first(where: { $0.0 == name }) else {
            let candidates = names.map(\.0)
            throw error("expected \(what): \(NameSuggestion.list(candidates)); found \(found)"
                + NameSuggestion.didYouMean(name, among: candidates))
        }
        return match.1
    }

    /// One of the cases of a string enumeration, by raw value.
    func choice<Value: RawRepresentable & CaseIterable>(_ type: Value.Type, _ what: String) throws(SpecError) -> Value
    where Value.RawValue == String {
        try choice(Value.allCases.map { ($0.rawValue, $0) }, what)
    }
}

/// A number as the spec format reads it: the forms JSON and YAML share, plus the spellings
/// of infinity and NaN (YAML's, and JavaScript's that JSON writers emit), recognised so that
/// they can be refused by name.
enum SpecNumber: Equatable {
    case finite(Double)
    case nonFinite

    /// The spellings of infinity and NaN.
    private static let nonFiniteSpellings: Set<String> = [
        ".nan", ".NaN", ".NAN", ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF",
        "NaN", "Infinity", "-Infinity", "nan", "inf", "-inf",
    ]

    /// Nil when `text` is not a number at all.
    init?(_ text: String) {
        if SpecNumber.nonFiniteSpellings.contains(text) {
            self = .nonFinite
            return
        }
        let allowed = Set("0123456789+-.eE")
        guard !text.isEmpty, text.allSatisfy(allowed.contains), text.contains(where: \.isNumber), let value = Double(text) else {
            return nil
        }
        self = value.isFinite ? .finite(value) : .nonFinite
    }

    /// The message for a number outside the range it must lie in.
    static func outOfRange(_ what: String, _ range: ClosedRange<Double>, found value: Double) -> String {
        "expected \(what) from \(format(range.lowerBound)) to \(format(range.upperBound)), found \(format(value))"
    }

    /// A number as messages show it: whole numbers without a decimal point.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
