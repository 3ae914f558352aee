import Foundation
import TestSupport

/// What a fixture's figure draws as text: `plumb render` to a PDF, read back with pdftotext;
/// and the notes `render` printed on standard error.
struct DrawnText {
    let text: String
    /// The notes of labels `render` could not place (`note: … could not place N labels: …`).
    let unplacedNotes: [String]

    init(_ fixture: String, _ flags: [String] = []) throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.path("\(fixture).pdf")
        let result = try PlumbCommand.run(["render", Fixtures.path(fixture), "-o", path] + flags)
        guard result.exitCode == 0 else {
            throw PDFDocument.Failure(description: "plumb render \(fixture) exited \(result.exitCode): \(result.standardError)")
        }
        text = try PDFDocument(path: path).text()
        unplacedNotes = result.standardError.split(separator: "\n").filter { $0.hasPrefix("note:") && $0.contains("could not place") }
            .map(String.init)
    }

    /// Whether `word` is drawn with no letter or digit just before or after it, so that "icon"
    /// is not found in "iconic".
    func containsWord(_ word: String) -> Bool {
        wordCount(word) > 0
    }

    /// How many times `word` is drawn with no letter or digit just before or after it.
    func wordCount(_ word: String) -> Int {
        var count = 0
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: word, range: searchRange) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before?.isLetter ?? false) && !(before?.isNumber ?? false) && !(after?.isLetter ?? false) && !(after?.isNumber ?? false) {
                count += 1
            }
            searchRange = found.upperBound..<text.endIndex
        }
        return count
    }
}
