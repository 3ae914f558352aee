import AutoLayout
import Foundation
import Yams

extension LayoutSpec {
    /// The file extensions a spec may have; the format is YAML either way, JSON being read as
    /// YAML's flow style so that every value has a line and column.
    static let fileExtensions = ["yaml", "yml", "json"]

    /// The most bytes a spec file may have, checked before it is read: room for the most
    /// views a spec may hold (100 000) with their constraints, where a larger file would be
    /// parsed whole (a 46 MB spec took 26 s and 1.5 GB) before any limit could refuse it.
    public static let sizeLimit = 16 << 20

    /// Reads and parses the spec at `url`.
    ///
    /// - Throws: ``SpecError`` for a file that cannot be read (a directory, a named pipe, a
    ///   device, a missing path), that is larger than ``sizeLimit``, that is not UTF-8 (at the
    ///   line and column of the first byte that is not), whose extension is not `.yaml`,
    ///   `.yml` or `.json`, or that ``parse(_:fileName:)`` rejects.
    public static func load(contentsOf url: URL) throws(SpecError) -> LayoutSpec {
        let fileName = url.isFileURL ? url.relativePath : url.absoluteString
        func fileError(_ message: String) -> SpecError {
            SpecError(file: fileName, line: 0, column: 0, keyPath: "", message: message)
        }
        guard fileExtensions.contains(url.pathExtension.lowercased()) else {
            throw fileError("expected a .yaml, .yml or .json file, found "
                + (url.pathExtension.isEmpty ? "no extension" : "'.\(url.pathExtension)'"))
        }
        let data: Data
        do {
            data = try DocumentFile.read(url, sizeLimit: sizeLimit, kind: "a spec")
        } catch {
            throw fileError(error.message)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let invalid = UTF8Position(ofFirstInvalidByteIn: data)
            throw SpecError(file: fileName, line: invalid.line, column: invalid.column, keyPath: "",
                            message: "\(invalid.problem); save the file as UTF-8")
        }
        return try parse(text, fileName: fileName)
    }

    /// Parses a spec written in YAML or JSON.
    ///
    /// - Parameter fileName: the name errors give the text.
    /// - Throws: ``SpecError`` for a syntax error, an unknown key, a value of the wrong type
    ///   or out of range, a duplicate id, or a document too large or too deep.
    public static func parse(_ text: String, fileName: String) throws(SpecError) -> LayoutSpec {
        let document = SpecDocument(fileName: fileName, text: text)
        try document.checkNesting()
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw SpecError(yamlError: error, fileName: fileName, text: text)
        }
        guard let node else {
            throw SpecError(file: fileName, line: 1, column: 1, keyPath: "",
                            message: "the document is empty; a spec needs at least plumb: \(formatVersion) and a root view")
        }
        return try LayoutSpec(from: SpecNode(node: node, keyPath: "", document: document))
    }
}
