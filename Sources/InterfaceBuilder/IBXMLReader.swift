import AutoLayout
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder document's XML into a tree of ``IBElement``s with their lines,
/// using Foundation's event-driven `XMLParser` (libxml2 underneath on Linux).
///
/// External entities are never loaded, and the element tree is built as the parser goes, so
/// a document costs one pass over its bytes and memory in proportion to its elements.
final class IBXMLReader: NSObject, XMLParserDelegate {
    private let file: String
    private let positions: IBTextPositions
    /// The elements whose end tag has not come yet, outermost first.
    private var open: [IBElement] = []
    private var root: IBElement?
    private var failure: IBError?
    /// The character data of the innermost open element so far.
    private var characters = ""
    /// The views and layout guides read so far, against ``DocumentLimits/views``.
    private var viewCount = 0
    /// The constraints read so far, against ``DocumentLimits/constraints``.
    private var constraintCount = 0
    /// The first syntax error, as the parser met it: libxml2 reads on to the end of the data
    /// after one, so its position afterwards is the file's end.
    private var syntaxError: IBXMLSyntaxError?

    /// The deepest nesting read: no Interface Builder document comes near it, and it keeps a
    /// hostile file from exhausting the stack of the recursive passes over the tree.
    static let nestingLimit = 256

    private init(file: String, data: Data) {
        self.file = file
        self.positions = IBTextPositions(data)
    }

    /// The document element of `data`, with its whole tree.
    ///
    /// Xcode writes UTF-8, and bytes that are not, in an element's or attribute's name, made
    /// FoundationXML trap; so a file that is not UTF-8 is refused at its first such byte.
    ///
    /// - Throws: ``IBError`` at the line and column of the first byte that is not UTF-8 or of
    ///   the first XML error, when the document nests deeper than ``nestingLimit``, or at the
    ///   first view or constraint past ``DocumentLimits``.
    /// - Complexity: O(*n*) in the size of the data.
    static func read(_ data: Data, file: String) throws(IBError) -> IBElement {
        guard String(validating: data, as: UTF8.self) != nil else {
            let invalid = UTF8Position(ofFirstInvalidByteIn: data)
            throw IBError(file: file, line: invalid.line, column: invalid.column,
                          message: "\(invalid.problem); Xcode writes storyboards and xibs in UTF-8")
        }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let reader = IBXMLReader(file: file, data: data)
        parser.delegate = reader
        let succeeded = parser.parse()
        if let failure = reader.failure { throw failure }
        if !succeeded, reader.syntaxError == nil, let error = parser.parserError {
            reader.parser(parser, parseErrorOccurred: error)
        }
        if let error = reader.syntaxError {
            throw IBError(file: file, line: error.line, column: error.column, message: error.message)
        }
        guard let root = reader.root else {
            throw IBError(file: file, line: 1, column: 1,
                          message: "the file is not an XML document; expected an Interface Builder document (.storyboard or .xib XML)")
        }
        return root
    }

    /// Keeps the first syntax error with where it is and what was open there: an end tag that
    /// does not match is placed at its `<`, an `&` with no name at the `&`, the rest where the
    /// parser met them. An error that the parser only reports once it has given up (`parse()`
    /// returning false with no error met before) is taken where the parser stopped.
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard syntaxError == nil, failure == nil else { return }
        let line = max(parser.lineNumber, 1), column = max(parser.columnNumber, 1)
        let code = (parseError as NSError).code
        let isAfterAmpersand = positions.byte(before: line, column: column) == UInt8(ascii: "&")
        let place = code == IBXMLSyntaxError.endTagMismatch ? positions.tagStart(line: line, column: column)
            : positions.position(line: line, column: isAfterAmpersand ? column - 1 : column)
        syntaxError = IBXMLSyntaxError(line: place.line, column: place.column, code: code,
                                       innermost: open.last.map { ($0.tag, $0.line) },
                                       isAfterDocumentElement: root != nil,
                                       isAtEndOfData: positions.isEnd(line: line, column: column),
                                       isAfterAmpersand: isAfterAmpersand)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let start = positions.tagStart(line: parser.lineNumber, column: parser.columnNumber)
        guard open.count < Self.nestingLimit else {
            failure = IBError(file: file, line: start.line, column: start.column,
                              message: "elements nest deeper than \(Self.nestingLimit) levels; no Interface Builder document does")
            parser.abortParsing()
            return
        }
        if let exceeded = countAgainstLimits(elementName, attributes: attributes) {
            failure = IBError(file: file, line: start.line, column: start.column, message: exceeded)
            parser.abortParsing()
            return
        }
        characters = ""
        open.append(IBElement(tag: elementName, attributes: attributes, line: start.line, column: start.column))
    }

    /// Counts the element if it is a view, a layout guide or a constraint, and says which limit
    /// it passes, if any. An element is a view when its tag is a view's class, or, whatever
    /// its tag, when it has a frame (counted at the frame's `<rect>`), as the import takes it.
    private func countAgainstLimits(_ tag: String, attributes: [String: String]) -> String? {
        switch tag {
        case "constraint":
            constraintCount += 1
            guard constraintCount > DocumentLimits.constraints else { return nil }
            return "a document holds at most \(DocumentLimits.constraints) constraints; this is constraint \(constraintCount)"
        case "viewLayoutGuide", "keyboardLayoutGuide", "viewControllerLayoutGuide":
            viewCount += 1
        case "rect" where attributes["key"] == "frame" && !IBViewKind.isViewTag(open.last?.tag ?? ""):
            viewCount += 1
        case _ where IBViewKind.isViewTag(tag):
            viewCount += 1
        default:
            return nil
        }
        guard viewCount > DocumentLimits.views else { return nil }
        return "a document holds at most \(DocumentLimits.views) views and layout guides; this is view \(viewCount)"
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        characters += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard var element = open.popLast() else { return }
        if element.children.isEmpty, !characters.allSatisfy(\.isWhitespace) { element.text = characters }
        characters = ""
        if open.isEmpty {
            root = element
        } else {
            open[open.count - 1].children.append(element)
        }
    }
}
