import Foundation
import Yams

extension LayoutSpec {
    /// The file extensions a spec may have; the format is YAML either way, JSON being read as
    /// YAML's flow style so that every value has a line and column.
    static let fileExtensions = ["yaml", "yml", "json"]

    /// Reads and parses the spec at `url`.
    ///
    /// - Throws: ``SpecError`` for a file that cannot be read, that is not UTF-8, whose
    ///   extension is not `.yaml`, `.yml` or `.json`, or that ``parse(_:fileName:)`` rejects.
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
            data = try Data(contentsOf: url)
        } catch {
            throw fileError("cannot read the file: \((error as NSError).localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw fileError("the file is not UTF-8 text") }
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
