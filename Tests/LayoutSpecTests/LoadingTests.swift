import Foundation
import TestSupport
import Testing

@testable import LayoutSpec

/// Loading a spec from a file: the format from the extension, and the file's own errors.
@Suite struct LoadingTests {
    /// A fresh directory for this test's files, which Swift Testing drops with the test's
    /// instance of the suite.
    private let directory: TemporaryDirectory

    init() throws { directory = try TemporaryDirectory() }

    private func write(_ contents: Data, to name: String) throws -> URL {
        URL(fileURLWithPath: try directory.write(contents, to: name))
    }

    @Test(arguments: ["map.yaml", "map.yml", "map.json", "MAP.JSON"])
    func loadsByExtension(name: String) throws {
        let url = try write(Data(#"{"plumb": 1, "title": "Map", "root": {"id": "map"}}"#.utf8), to: name)
        let spec = try LayoutSpec.load(contentsOf: url)
        #expect(spec.title == "Map")
        #expect(spec.viewIDs == ["map"])
    }

    /// Errors name the file as the caller gave it.
    @Test func errorsNameTheFile() throws {
        let url = try write(Data("plumb: 1\nroot: {id: map, alpha: 3}\n".utf8), to: "bad.yaml")
        #expect(throws: SpecError(file: url.path, line: 2, column: 24, keyPath: "root.alpha",
                                  message: "expected an alpha from 0 to 1, found 3")) {
            try LayoutSpec.load(contentsOf: url)
        }
    }

    @Test func rejectsOtherExtensions() throws {
        let url = try write(Data("plumb: 1\n".utf8), to: "map.txt")
        #expect(throws: SpecError(file: url.path, line: 0, column: 0, keyPath: "",
                                  message: "expected a .yaml, .yml or .json file, found '.txt'")) {
            try LayoutSpec.load(contentsOf: url)
        }
    }

    @Test func rejectsTextThatIsNotUTF8() throws {
        let url = try write(Data([0x70, 0x6C, 0xFF, 0xFE, 0x0A]), to: "latin.yaml")
        #expect(throws: SpecError(file: url.path, line: 1, column: 3, keyPath: "",
                                  message: "the file is not UTF-8: the byte 0xFF here begins no UTF-8 character; save the file as UTF-8")) {
            try LayoutSpec.load(contentsOf: url)
        }
    }

    /// A missing file is an error of the file (line 0), with the system's reason after ours.
    @Test func reportsAnUnreadableFile() {
        let url = directory.url("missing.yaml")
        do {
            _ = try LayoutSpec.load(contentsOf: url)
            Issue.record("a missing file loaded")
        } catch {
            #expect((error.file, error.line, error.column, error.keyPath) == (url.path, 0, 0, ""))
            #expect(error.message.hasPrefix("cannot read the file: "))
            #expect(error.description.hasPrefix("\(url.path): error: cannot read the file: "))
        }
    }
}
