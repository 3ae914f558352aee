import Foundation
import TestSupport

/// A PDF that `plumb render` wrote, read back with poppler-utils (`pdftotext`, `pdfinfo`, in the
/// Makefile's deps): the text it draws and its pages.
struct PDFDocument {
    let path: String

    /// The text drawn on every page, as `pdftotext` extracts it in reading order (UTF-8).
    func text() throws -> String {
        try Self.run("pdftotext", ["-enc", "UTF-8", path, "-"])
    }

    /// How many pages the document has, as `pdfinfo` reports it.
    func pageCount() throws -> Int {
        let info = try Self.run("pdfinfo", [path])
        let line = info.split(separator: "\n").first { $0.hasPrefix("Pages:") }
        return line.flatMap { Int($0.dropFirst("Pages:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
    }

    /// The standard output of `tool` run with `arguments`, which must succeed.
    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let result = try Subprocess.run(tool: tool, arguments)
        guard result.exitCode == 0 else { throw Failure(description: "\(tool) \(arguments.joined(separator: " ")) exited \(result.exitCode)") }
        return result.output
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}

extension String {
    /// How many times `text` occurs, not overlapping.
    func occurrences(of text: String) -> Int {
        components(separatedBy: text).count - 1
    }
}
