import Foundation
import TestSupport
import Testing

/// What `plumb render` writes: the same bytes every time, SVG that librsvg reads, PNG of the
/// requested pixel size, contact sheets.
@Suite("plumb render: output files")
struct RenderTests {
    /// Renders `fixture` to a fresh file `name` and returns its bytes.
    static func render(_ fixture: String, to name: String, _ arguments: [String] = []) throws -> Data {
        let scratch = try TemporaryDirectory()
        let result = try PlumbCommand.run(["render", Fixtures.path(fixture), "-o", scratch.path(name)] + arguments)
        #expect(result.exitCode == 0, "\(fixture): \(result.standardError)")
        return (try? Data(contentsOf: URL(fileURLWithPath: scratch.path(name)))) ?? Data()
    }

    /// A few fixtures of different kinds: text and stacks, a transform, a conflict, landscape
    /// autoresizing, a right-to-left layout, leader lines, content outside the window, a
    /// crowded list.
    static let determinismFixtures = [
        "seed002-item-detail", "seed004-1.8-transform-rotate", "seed000-autoresizing-conflict",
        "feature-autoresizing-masks", "feature-right-to-left", "mark-leader", "mark-offscreen", "screen-settings",
    ]

    @Test("The same spec rendered twice gives the same bytes",
          arguments: determinismFixtures, ["svg", "png", "pdf"])
    func determinism(_ fixture: String, _ format: String) throws {
        let first = try Self.render(fixture, to: "first.\(format)")
        let second = try Self.render(fixture, to: "second.\(format)")
        #expect(!first.isEmpty)
        #expect(first == second)
    }

    /// rsvg-convert (librsvg2-bin, in the Makefile's deps) renders every fixture's SVG.
    @Test("librsvg renders the SVG of every fixture", arguments: Fixtures.all)
    func svgIsValid(_ fixture: String) throws {
        let scratch = try TemporaryDirectory()
        let svg = scratch.path("\(fixture).svg")
        let render = try PlumbCommand.run(["render", Fixtures.path(fixture), "-o", svg])
        #expect(render.exitCode == 0, "\(render.standardError)")
        let written = try Data(contentsOf: URL(fileURLWithPath: svg))
        let converted = try SVGRasterizer.png(of: written)
        #expect(converted.run.exitCode == 0, "rsvg-convert could not render \(fixture).svg: \(converted.run.standardError)")
        let size = converted.png.flatMap(pngPixelSize)
        let figure = svgFigureSize(written)
        #expect(size != nil && figure != nil)
        if let size, let figure {
            // librsvg draws the document at its own size, one pixel per px (to within the rounding
            // of a fractional size).
            #expect(abs(Double(size.width) - figure.width) < 1 && abs(Double(size.height) - figure.height) < 1)
        }
    }

    /// The PNG is the figure's size in points (the SVG's) times --scale, rounded up to whole
    /// pixels. A landscape render and a contact sheet have other sizes than a portrait one.
    @Test("PNG pixel size is the figure size × --scale",
          arguments: ["seed002-item-detail", "feature-autoresizing-masks", "seed004-1.8-transform-skew"], [1.0, 2.0, 3.0])
    func pngPixelSizeFollowsScale(_ fixture: String, _ scale: Double) throws {
        let figure = try #require(svgFigureSize(try Self.render(fixture, to: "figure.svg")))
        let png = try Self.render(fixture, to: "figure.png", ["--scale", String(scale)])
        let size = try #require(pngPixelSize(png))
        #expect(size.width == Int((figure.width * scale).rounded(.up)))
        #expect(size.height == Int((figure.height * scale).rounded(.up)))
    }

    /// Without --scale a PNG takes the device's scale: @2x for an iPhone 8, @3x for an iPhone X.
    @Test func pngDefaultsToTheDeviceScale() throws {
        let figure = try #require(svgFigureSize(try Self.render("feature-guide-safe-area", to: "x.svg")))
        let size = try #require(pngPixelSize(try Self.render("feature-guide-safe-area", to: "x.png")))
        #expect(size.width == Int((figure.width * 3).rounded(.up)))
        let phone = try #require(svgFigureSize(try Self.render("seed004-1.1-window", to: "8.svg")))
        let phoneSize = try #require(pngPixelSize(try Self.render("seed004-1.1-window", to: "8.png")))
        #expect(phoneSize.width == Int((phone.width * 2).rounded(.up)))
    }

    /// Two devices in two orientations make one contact sheet: a grid with a row per device and
    /// a column per orientation, one title, a caption per cell and one legend.
    @Test func contactSheet() throws {
        let scratch = try TemporaryDirectory()
        let arguments = ["--devices", "iphone-se,ipad", "--orientations", "portrait,landscape"]
        let result = try PlumbCommand.run(["render", Fixtures.path("seed002-item-detail"), "-o", scratch.path("sheet.pdf")] + arguments)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let text = try PDFDocument(path: scratch.path("sheet.pdf")).text()
        #expect(text.occurrences(of: "Homepwner item detail") == 1)
        #expect(text.occurrences(of: "2 devices × 2 orientations") == 1)
        for caption in ["iPhone SE (1st generation) · portrait", "iPhone SE (1st generation) · landscape",
                        "iPad (9.7-inch), iPad mini · portrait", "iPad (9.7-inch), iPad mini · landscape"] {
            #expect(text.occurrences(of: caption) == 1, "\(caption)")
        }
        #expect(text.occurrences(of: "View (name · class)") == 1)
        #expect(try PDFDocument(path: scratch.path("sheet.pdf")).pageCount() == 1)
        // Two columns by default; four in a row with --sheet-columns 4: wider and shorter.
        let grid = try #require(svgFigureSize(try Self.render("seed002-item-detail", to: "grid.svg", arguments)))
        let row = try #require(svgFigureSize(try Self.render("seed002-item-detail", to: "row.svg", arguments + ["--sheet-columns", "4"])))
        #expect(row.width > grid.width && row.height < grid.height)
        let png = try #require(pngPixelSize(try Self.render("seed002-item-detail", to: "sheet.png", arguments + ["--scale", "1"])))
        #expect(png.width == Int(grid.width.rounded(.up)))
    }

    /// A contact sheet, and a PDF of pages, are the same bytes every time too.
    @Test("A contact sheet and a PDF of pages are the same bytes twice", arguments: [["sheet.png"], ["sheet.pdf"], ["pages.pdf", "--pages"]])
    func sheetDeterminism(_ arguments: [String]) throws {
        let flags = ["--devices", "iphone-se,iphone-15", "--orientations", "portrait,landscape"] + arguments.dropFirst()
        let first = try Self.render("screen-form-vfl", to: "1-" + arguments[0], flags)
        let second = try Self.render("screen-form-vfl", to: "2-" + arguments[0], flags)
        #expect(!first.isEmpty)
        #expect(first == second)
    }

    /// `--pages` writes one page per render, each a whole figure with its own title and legend.
    @Test func pagesMakeOnePagePerRender() throws {
        let scratch = try TemporaryDirectory()
        let result = try PlumbCommand.run(["render", Fixtures.path("seed002-item-detail"), "-o", scratch.path("review.pdf"),
                                           "--devices", "iphone-se,ipad", "--orientations", "portrait,landscape", "--pages"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let document = PDFDocument(path: scratch.path("review.pdf"))
        #expect(try document.pageCount() == 4)
        let text = try document.text()
        #expect(text.occurrences(of: "Homepwner item detail") == 4)
        #expect(text.occurrences(of: "View (name · class)") == 4)
    }

    @Test("--pages needs a PDF, --sheet-columns a count from 1 to 100: exit 64", arguments: [
        (["--pages", "-o", "x.png"], "Error: --pages makes a PDF of several pages: write to a .pdf file or use --format pdf"),
        (["--sheet-columns", "0", "-o", "x.png"], "Error: --sheet-columns must be from 1 to 100"),
    ])
    func sheetFlagsAreChecked(_ flags: [String], _ message: String) throws {
        let result = try PlumbCommand.run(["render", Fixtures.path("seed002-item-detail")] + flags)
        #expect(result.exitCode == 64)
        #expect(result.firstErrorLine == message)
    }

    /// A view wholly outside the window is named on standard error; the render still succeeds.
    @Test func viewsOutsideTheWindowAreNamed() throws {
        let scratch = try TemporaryDirectory()
        let result = try PlumbCommand.run(["render", Fixtures.path("mark-offscreen"), "-o", scratch.path("x.png")])
        #expect(result.exitCode == 0)
        #expect(result.standardError == "note: fixtures/mark-offscreen.yaml: 1 view lies outside the window: \"footer\"\n")
    }

    /// `-o -` writes the image to standard output: a PNG by default.
    @Test func standardOutput() throws {
        let result = try PlumbCommand.run(["render", Fixtures.path("seed004-1.2-red-square-1"), "-o", "-", "--scale", "1"])
        #expect(result.exitCode == 0)
        let figure = try #require(svgFigureSize(try Self.render("seed004-1.2-red-square-1", to: "square.svg")))
        let size = try #require(pngPixelSize(result.standardOutput))
        #expect(size.width == Int(figure.width.rounded(.up)))
    }

    /// Several specs into a directory: one file each, named after the spec, in --format.
    @Test func severalSpecsIntoADirectory() throws {
        let scratch = try TemporaryDirectory()
        let result = try PlumbCommand.run([
            "render", Fixtures.path("seed004-1.2-red-square-1"), Fixtures.path("seed004-1.1-window"),
            "-o", scratch.path + "/", "--format", "svg",
        ])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(scratch.fileNames() == ["seed004-1.1-window.svg", "seed004-1.2-red-square-1.svg"])
    }
}
