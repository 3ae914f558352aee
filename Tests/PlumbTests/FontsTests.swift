import Foundation
import TestSupport
import Testing

/// A user's own fonts: `--fonts DIR`, `PLUMB_FONTS` and a spec's `fonts:` add font files to
/// those text is measured and drawn with. The font is Go, from Debian's fonts-go, which
/// `make test-fonts` unpacks into .build/test-fonts without installing it.
@Suite("plumb: your own fonts")
struct FontsTests {
    static let fonts = PackageDirectory.url(".build/test-fonts").path

    /// A label set in `font` (Go unless given), at 20 pt from the margin; `fonts` is the spec's
    /// `fonts:` line.
    static func spec(fonts: String = "", font: String = "Go") -> String {
        """
        plumb: 1
        device: iphone-8
        \(fonts)
        root:
          id: root
          views:
            - {id: title, kind: label, text: Gophers at work, font: {name: \(font), size: 17}}
          constraints:
            - title.leading == root.margins.leading
            - title.top == root.safeArea.top + 20

        """
    }

    /// The title's frame in `plumb explain`'s report of `spec`, and standard error.
    static func explain(_ spec: String, _ arguments: [String] = [], environment: [String: String] = [:]) throws
        -> (frame: [Double], errors: String)
    {
        let scratch = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: scratch.path("fonts"), withDestinationPath: fonts)
        try spec.write(toFile: scratch.path("spec.yaml"), atomically: true, encoding: .utf8)
        let result = try PlumbCommand.run(["explain", scratch.path("spec.yaml"), "--format", "json"] + arguments,
                                          environment: environment)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let report = try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any]
        let views = report?["views"] as? [String: [String: [Double]]]
        let errors = result.standardError.replacingOccurrences(of: scratch.path("spec.yaml"), with: "spec.yaml")
        return (views?["title"]?["frame"] ?? [], errors)
    }

    init() throws {
        try #require(FileManager.default.fileExists(atPath: Self.fonts + "/Go-Regular.ttf"),
                     "the Go fonts are missing: run `make test-fonts`")
    }

    @Test("Without the font, its text is set in the system font's stand-in, with a warning naming it")
    func missingFontWarns() throws {
        let (frame, errors) = try Self.explain(Self.spec())
        #expect(frame == [16, 40, 125.5, 20.5])
        #expect(errors == "warning: spec.yaml: font 'Go' is not installed; its text is measured and drawn with Inter, "
            + "the system font's stand-in. Add its files with --fonts DIR, fonts: in the spec, or PLUMB_FONTS\n")
    }

    @Test("--fonts, PLUMB_FONTS and fonts: in the spec each set the text in Go")
    func threeWays() throws {
        // Go is narrower than Inter here, and its lines (ascent, descent and gap) 20 high.
        let inGo: [Double] = [16, 40, 125, 20]
        let flag = try Self.explain(Self.spec(), ["--fonts", Self.fonts])
        #expect(flag.frame == inGo)
        #expect(flag.errors.isEmpty)
        let variable = try Self.explain(Self.spec(), environment: ["PLUMB_FONTS": "/usr/share/fonts:" + Self.fonts])
        #expect(variable.frame == inGo)
        #expect(variable.errors.isEmpty)
        let key = try Self.explain(Self.spec(fonts: "fonts: fonts"))
        #expect(key.frame == inGo)
        #expect(key.errors.isEmpty)
    }

    /// The bytes `plumb render` writes to `name` in `scratch` for the spec of `font`.
    static func render(font: String = "Go", to name: String, in scratch: TemporaryDirectory, _ arguments: [String] = []) throws -> Data {
        try spec(font: font).write(toFile: scratch.path("spec.yaml"), atomically: true, encoding: .utf8)
        let result = try PlumbCommand.run(["render", scratch.path("spec.yaml"), "-o", scratch.path(name)] + arguments)
        #expect(result.exitCode == 0, "\(result.standardError)")
        return try Data(contentsOf: URL(fileURLWithPath: scratch.path(name)))
    }

    @Test("A render with the font draws it, and draws the same bytes every time")
    func renderIsDeterministic() throws {
        let scratch = try TemporaryDirectory()
        for format in ["png", "svg", "pdf"] {
            let first = try Self.render(to: "first.\(format)", in: scratch, ["--fonts", Self.fonts])
            #expect(first == (try Self.render(to: "second.\(format)", in: scratch, ["--fonts", Self.fonts])))
            #expect(first != (try Self.render(to: "fallback.\(format)", in: scratch)))
        }
    }

    @Test("Helvetica, which iOS ships, is set in Liberation Sans: Helvetica's widths and line, and a warning saying so")
    func metricCompatibleStandIn() throws {
        let (frame, errors) = try Self.explain(Self.spec(font: "Helvetica"))
        // Helvetica's widths (G 778, o 556, p 556, … of 1000): 7.336 em, 124.712 pt at 17 pt,
        // 125 at 2×; its iOS line, 19.55, is 20 at 2×. In Inter it is 126 × 20.5.
        #expect(frame == [16, 40, 125, 20])
        #expect(errors == "warning: spec.yaml: font 'Helvetica' is not installed; its text is measured and drawn with "
            + "Liberation Sans, whose advance widths match its own, at its line height on iOS. "
            + "Add its files with --fonts DIR, fonts: in the spec, or PLUMB_FONTS\n")
    }

    @Test("A render in a stand-in draws the same bytes every time, and not those of the system font's stand-in")
    func standInRenderIsDeterministic() throws {
        let scratch = try TemporaryDirectory()
        for format in ["png", "svg", "pdf"] {
            let first = try Self.render(font: "Helvetica", to: "first.\(format)", in: scratch)
            #expect(first == (try Self.render(font: "Helvetica", to: "second.\(format)", in: scratch)))
            #expect(first != (try Self.render(font: "Helvetica-Light", to: "inter.\(format)", in: scratch)))
        }
    }

    @Test("A font directory that does not exist is a usage error (64) or a spec error (65)")
    func badDirectories() throws {
        let flag = try PlumbCommand.run(["explain", "fixtures/feature-text-fonts.yaml", "--fonts", "/no/such/fonts"])
        #expect(flag.exitCode == 64)
        #expect(flag.firstErrorLine == "Error: --fonts: font directory '/no/such/fonts' does not exist")
        let variable = try PlumbCommand.run(["explain", "fixtures/feature-text-fonts.yaml"], environment: ["PLUMB_FONTS": "/no/such/fonts"])
        #expect(variable.exitCode == 64)
        #expect(variable.firstErrorLine == "Error: PLUMB_FONTS: font directory '/no/such/fonts' does not exist")
        let scratch = try TemporaryDirectory()
        try Self.spec(fonts: "fonts: [missing]").write(toFile: scratch.path("spec.yaml"), atomically: true, encoding: .utf8)
        let key = try PlumbCommand.run(["explain", scratch.path("spec.yaml")])
        #expect(key.exitCode == 65)
        #expect(key.firstErrorLine == "\(scratch.path("spec.yaml")):3:9: error: font directory 'missing' does not exist "
            + "(a relative path is taken from the spec's directory, \(scratch.path)) (at fonts[0])")
    }

    /// fontconfig opens every file below a directory it is given: /usr would take minutes.
    @Test("A directory of more than 10 000 files and folders is refused at once: 64 for a flag, 65 in a spec")
    func crowdedDirectories() throws {
        let flag = try PlumbCommand.run(["explain", "fixtures/feature-text-fonts.yaml", "--fonts", "/usr"])
        #expect(flag.exitCode == 64)
        #expect(flag.firstErrorLine == "Error: --fonts: '/usr' holds more than 10000 files and folders, too many for a "
            + "directory of fonts; give the directory that holds the font files")
        let scratch = try TemporaryDirectory()
        try Self.spec(fonts: "fonts: /usr").write(toFile: scratch.path("spec.yaml"), atomically: true, encoding: .utf8)
        let key = try PlumbCommand.run(["explain", scratch.path("spec.yaml")])
        #expect(key.exitCode == 65)
        #expect(key.firstErrorLine == "\(scratch.path("spec.yaml")):3:8: error: '/usr' holds more than 10000 files and "
            + "folders, too many for a directory of fonts; fonts: names the directory that holds font files (at fonts)")
    }
}

/// Dynamic Type on the command line: a contact sheet of text sizes, and bad names.
@Suite("plumb: text sizes")
struct TextSizeCommandTests {
    @Test("--content-size-categories puts Large and AX3 side by side on one sheet")
    func contactSheet() throws {
        let scratch = try TemporaryDirectory()
        let result = try PlumbCommand.run(["render", "fixtures/feature-dynamic-type.yaml", "-o", scratch.path("sheet.svg"),
                                           "--content-size-categories", "Large,AX3"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        func size(_ name: String) throws -> (width: Double, height: Double) {
            let svg = try String(contentsOfFile: scratch.path(name), encoding: .utf8)
            let match = svg.firstMatch(of: /width="([0-9.]+)px" height="([0-9.]+)px"/)
            return match.map { (Double($0.1)!, Double($0.2)!) } ?? (0, 0)
        }
        for size in ["Large", "AX3"] {
            let single = try PlumbCommand.run(["render", "fixtures/feature-dynamic-type.yaml", "-o", scratch.path("\(size).svg"),
                                               "--traits", size])
            #expect(single.exitCode == 0)
        }
        // The two figures side by side in one row: wider than either alone, not as tall as the
        // two stacked.
        let (sheet, largeSize, ax3Size) = (try size("sheet.svg"), try size("Large.svg"), try size("AX3.svg"))
        #expect(sheet.width > max(largeSize.width, ax3Size.width))
        #expect(sheet.height < largeSize.height + ax3Size.height)
        let large = try Data(contentsOf: URL(fileURLWithPath: scratch.path("Large.svg")))
        #expect(large != (try Data(contentsOf: URL(fileURLWithPath: scratch.path("AX3.svg")))))
    }

    @Test("A text size that does not exist is a usage error naming the sizes")
    func badNames() throws {
        let list = try PlumbCommand.run(["render", "fixtures/feature-dynamic-type.yaml", "--content-size-categories", "Large,AX6"])
        #expect(list.exitCode == 64)
        #expect(list.firstErrorLine
            == "Error: 'AX6' is not a text size; use xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge or AX1 to AX5")
        let trait = try PlumbCommand.run(["explain", "fixtures/feature-dynamic-type.yaml", "--traits", "preferredContentSizeCategory=huge"])
        #expect(trait.exitCode == 64)
        #expect(trait.firstErrorLine == "Error: 'huge' is not a value of trait preferredContentSizeCategory")
    }
}
