import Foundation
import Yams

extension SpecError {
    /// The parser's error, at the mark it gives.
    init(yamlError error: any Error, fileName: String, text: String) {
        func at(_ mark: Mark, _ message: String) -> SpecError {
            SpecError(file: fileName, line: mark.line, column: mark.column, keyPath: "", message: message)
        }
        func described(_ problem: String, _ context: YamlError.Context?) -> String {
            guard let context else { return problem }
            return "\(problem) (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
        }
        switch error as? YamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _):
            self = at(mark, described(problem, context))
        case .composer(_, let problem, let mark, _) where problem == "found undefined alias":
            self = at(mark, "found an alias to an anchor not defined before it (an alias cannot refer to a value "
                + "that encloses it, so a view cannot contain itself)")
        case .composer(let context, let problem, let mark, _):
            self = at(mark, described(problem, context))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            self = at(context.mark, "the key \(names) appears more than once in a mapping (the first is here)")
        case .reader(let problem, let offset, _, _):
            let position = SpecError.position(ofUTF8Offset: offset ?? 0, in: text)
            self = SpecError(file: fileName, line: position.line, column: position.column, keyPath: "",
                             message: "cannot read the text: \(problem)")
        default:
            self = SpecError(file: fileName, line: 0, column: 0, keyPath: "", message: "cannot parse the document: \(error)")
        }
    }

    /// The line and column (in Unicode scalars) of a UTF-8 byte offset.
    private static func position(ofUTF8Offset offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1, consumed = 0
        for scalar in text.unicodeScalars {
            guard consumed < offset else { break }
            consumed += UTF8.width(scalar)
            if scalar == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
        }
        return (line, column)
    }
}
