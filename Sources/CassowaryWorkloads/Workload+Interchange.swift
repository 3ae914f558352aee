import Cassowary

/// Why a text is not a workload in the interchange format.
public struct InterchangeError: Error, Sendable, CustomStringConvertible {
    /// The 1-based number of the offending line (the last line for a truncated text).
    public let line: Int
    public let reason: String

    public var description: String { "line \(line): \(reason)" }
}

extension Workload {
    /// Loads a workload written by `kiwi_bench.py dump W N` (`workloads.md` §7), so that Plumb
    /// solves the very instance kiwi is timed on, kiwi's term order included.
    ///
    /// The format has one record per line: a header naming the workload and *N*; `V <count>`
    /// and then one variable name per line; `E <var> <strength>` per edit variable;
    /// `C <op> <strength> <constant> <nterms> (<var> <coeff>)…` per constraint, meaning
    /// `Σ coeff × var + constant <op> 0`; `S <var> <value>` per initial suggestion; and
    /// `STEP <k>` followed by `<var> <value>` lines per resize step. Variables are 0-based
    /// indices into the `V` list; strengths are kiwi's, mapped to priorities as `workloads.md`
    /// §0.2 says (see `KiwiStrength`).
    ///
    /// - Throws: ``InterchangeError`` naming the first line that does not fit the format.
    public init(interchange text: String) throws(InterchangeError) {
        var reader = InterchangeReader(text)
        let header = try reader.nextFields()
        guard header.count == 6, header[0] == "#", header[1] == "kiwi_bench", header[2] == "system", header[3] == "v1",
            header[4].hasPrefix("workload="), header[5].hasPrefix("n="),
            let kind = Kind(rawValue: String(header[4].dropFirst("workload=".count))),
            let size = Int(header[5].dropFirst("n=".count))
        else { throw reader.error("expected \"# kiwi_bench system v1 workload=W<k> n=<N>\"") }

        let countLine = try reader.nextFields()
        guard countLine.count == 2, countLine[0] == "V", let count = Int(countLine[1]) else {
            throw reader.error("expected \"V <count>\"")
        }
        var variables: [Variable] = []
        variables.reserveCapacity(count)
        for _ in 0..<count { variables.append(Variable(String(try reader.nextLine()))) }

        var constraints: [Constraint] = []
        var editVariables: [EditVariable] = []
        var initialSuggestions: [Suggestion] = []
        var resizeSteps: [[Suggestion]] = []
        while let fields = try reader.nextFieldsIfAny() {
            switch fields[0] {
            case "E" where fields.count == 3:
                let variable = try reader.variable(fields[1], in: variables)
                let priority = KiwiStrength.priority(of: try reader.number(fields[2]))
                editVariables.append(EditVariable(variable: variable, priority: priority))
            case "C" where fields.count >= 5:
                constraints.append(try reader.constraint(fields, variables: variables))
            case "S" where fields.count == 3:
                initialSuggestions.append(try reader.suggestion(fields[1...], variables: variables))
            case "STEP" where fields.count == 2:
                guard let length = Int(fields[1]) else { throw reader.error("expected \"STEP <k>\"") }
                var step: [Suggestion] = []
                step.reserveCapacity(length)
                for _ in 0..<length {
                    let line = try reader.nextFields()
                    guard line.count == 2 else { throw reader.error("expected \"<var> <value>\"") }
                    step.append(try reader.suggestion(line[...], variables: variables))
                }
                resizeSteps.append(step)
            default:
                throw reader.error("unknown or malformed record")
            }
        }
        self.init(
            kind: kind, size: size, variables: variables, constraints: constraints, editVariables: editVariables,
            initialSuggestions: initialSuggestions, resizeSteps: resizeSteps)
    }
}

/// Reads the interchange format line by line, keeping the line number for errors.
///
/// Lines and fields are split on bytes rather than characters: the format is ASCII, and a
/// dump of W2 at N = 10 000 has 700 000 lines.
private struct InterchangeReader {
    private var lines: [Substring]
    private var index = 0

    init(_ text: String) {
        lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Substring.init)
        if lines.last?.isEmpty == true { lines.removeLast() }
    }

    /// An error at the line read last.
    func error(_ reason: String) -> InterchangeError {
        InterchangeError(line: max(index, 1), reason: reason)
    }

    mutating func nextLine() throws(InterchangeError) -> Substring {
        guard index < lines.count else { throw error("unexpected end of text") }
        index += 1
        return lines[index - 1]
    }

    mutating func nextFields() throws(InterchangeError) -> [Substring] {
        let fields = try nextLine().utf8.split(separator: UInt8(ascii: " ")).map(Substring.init)
        guard !fields.isEmpty else { throw error("empty line") }
        return fields
    }

    /// The fields of the next line, or nil at the end of the text.
    mutating func nextFieldsIfAny() throws(InterchangeError) -> [Substring]? {
        index < lines.count ? try nextFields() : nil
    }

    func number(_ field: Substring) throws(InterchangeError) -> Double {
        guard let number = Double(field) else { throw error("\"\(field)\" is not a number") }
        return number
    }

    func variable(_ field: Substring, in variables: [Variable]) throws(InterchangeError) -> Variable {
        guard let index = Int(field), variables.indices.contains(index) else {
            throw error("\"\(field)\" is not a variable index")
        }
        return variables[index]
    }

    /// A suggestion from its two fields, `<var> <value>`.
    func suggestion(_ fields: ArraySlice<Substring>, variables: [Variable]) throws(InterchangeError)
        -> Workload.Suggestion
    {
        Workload.Suggestion(
            variable: try variable(fields[fields.startIndex], in: variables),
            value: try number(fields[fields.startIndex + 1]))
    }

    /// A constraint from the fields of its `C` record.
    func constraint(_ fields: [Substring], variables: [Variable]) throws(InterchangeError) -> Constraint {
        let relations: [Substring: Relation] = ["==": .equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual]
        guard let relation = relations[fields[1]] else { throw error("\"\(fields[1])\" is not ==, <= or >=") }
        let strength = try number(fields[2])
        let constant = try number(fields[3])
        guard let termCount = Int(fields[4]), fields.count == 5 + 2 * termCount else {
            throw error("the term count does not match the terms")
        }
        var terms: [Term] = []
        terms.reserveCapacity(termCount)
        for position in stride(from: 5, to: fields.count, by: 2) {
            terms.append(Term(try variable(fields[position], in: variables), coefficient: try number(fields[position + 1])))
        }
        var constraint = Constraint(Expression(terms: terms, constant: constant), relation)
        constraint.priority = KiwiStrength.priority(of: strength)
        return constraint
    }
}
