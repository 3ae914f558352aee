import Foundation
import TestSupport
import Testing

/// The README's example stays the fixture it names, so that its picture, that fixture's golden
/// render, is the picture of the spec shown; and the README leads to every page of docs/.
@Suite("README")
struct ReadmeTests {
    @Test("The README opens with the two commands, then the ten lines of fixtures/readme-sign-in.yaml and its golden")
    func example() throws {
        let readme = try String(contentsOf: PackageDirectory.url("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        #expect(blocks.first == "sh\nmake demo   # renders the built-in example to out/demo.png and out/demo.svg\nmake test   # runs every test\n")
        let example = try #require(blocks.dropFirst().first)
        #expect(example.hasPrefix("yaml\n"))
        let lines = example.dropFirst("yaml\n".count).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 10)
        let fixture = try String(contentsOf: Fixtures.directory.appendingPathComponent("readme-sign-in.yaml"), encoding: .utf8)
        let specLines = fixture.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(Array(lines) == specLines)
        #expect(readme.contains(#"<img src="golden/readme-sign-in.png""#))
        #expect(FileManager.default.fileExists(atPath: PackageDirectory.url("golden/readme-sign-in.png").path))
    }

    @Test("The README links every page of docs/, so that none is out of a reader's reach")
    func linksEveryPage() throws {
        let readme = try String(contentsOf: PackageDirectory.url("README.md"), encoding: .utf8)
        let pages = try FileManager.default.contentsOfDirectory(atPath: PackageDirectory.url("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted()
        #expect(pages.count > 20)
        #expect(pages.filter { !readme.contains("](docs/\($0))") } == [])
    }
}
