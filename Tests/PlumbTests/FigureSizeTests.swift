import Foundation
import TestSupport
import Testing

/// Figures of any size (issue 21): a long title wraps, a tall figure is written and read back
/// as a golden, and only a figure past the pixel limit is refused, at once and with a scale
/// that fits.
@Suite("plumb: figures of any size")
struct FigureSizeTests {
    /// A spec of one view filling a window of `width` × `height` points, titled `title`.
    static func spec(title: String, width: Int = 320, height: Int = 200, in scratch: TemporaryDirectory, name: String) throws -> String {
        let path = scratch.path(name)
        let text = "plumb: 1\ntitle: \"\(title)\"\nwindow: {width: \(width), height: \(height)}\nroot:\n  id: root\n"
            + "  views: [{id: a}]\n  constraints: [\"H:|-[a]-|\", \"V:|-[a]-|\"]\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A 2 000-character title made a figure 19 835 pt wide, which render refused (exit 1);
    /// the title now wraps at the figure's width, in three lines at most.
    @Test func aLongTitleWrapsAtTheFiguresWidth() throws {
        let scratch = try TemporaryDirectory()
        _ = try Self.spec(title: String(repeating: "Long title ", count: 182), in: scratch, name: "long.yaml")
        _ = try Self.spec(title: "Short", in: scratch, name: "short.yaml")
        for name in ["long", "short"] {
            let result = try PlumbCommand.run(["render", scratch.path(name + ".yaml"), "-o", scratch.path(name + ".png")])
            #expect(result.exitCode == 0)
            #expect(result.standardError.isEmpty)
        }
        let longSize = try #require(pngPixelSize(Data(contentsOf: URL(fileURLWithPath: scratch.path("long.png")))))
        let shortSize = try #require(pngPixelSize(Data(contentsOf: URL(fileURLWithPath: scratch.path("short.png")))))
        #expect(longSize.width == shortSize.width)
        #expect(longSize.height > shortSize.height)
    }

    /// A PNG past 32 767 pixels wide or 100 million pixels is refused before it is painted,
    /// with its size and the largest --scale that fits; SVG and PDF draw it.
    @Test func aFigurePastThePixelLimitIsRefused() throws {
        let scratch = try TemporaryDirectory()
        let spec = try Self.spec(title: "Wide", width: 20_000, height: 200, in: scratch, name: "wide.yaml")
        let png = try PlumbCommand.run(["render", spec, "-o", scratch.path("wide.png")])
        #expect(png.exitCode == 65)
        // Refused before it is composed, from the least size its marks give it (the composed
        // figure is 20040 × 352 pt); the scale named fits the most its labels could make it.
        #expect(png.firstErrorLine == "\(spec): error: the figure is at least 20040.0 × 334.0 pt, a PNG of at least 40080 × 668 pixels "
            + "at --scale 2.0; a PNG may be at most 32767 pixels wide and 100000000 pixels in all: --scale 1.62 fits, or write SVG or PDF")
        #expect(png.standardOutput.isEmpty)
        let svg = try PlumbCommand.run(["render", spec, "-o", scratch.path("wide.svg")])
        #expect(svg.exitCode == 0)
        let fitting = try PlumbCommand.run(["render", spec, "--scale", "1.62", "-o", scratch.path("wide.png")])
        #expect(fitting.exitCode == 0)
        #expect(scratch.fileNames() == ["wide.png", "wide.svg", "wide.yaml"])
    }

    /// A contact sheet (several devices or orientations in one PNG) is refused before any of its
    /// cells is composed, as a single figure is, with the least size its cells' marks give it
    /// and the scale at which the most it can be fits; at that scale it is drawn.
    @Test func aContactSheetPastThePixelLimitIsRefusedBeforeItIsComposed() throws {
        let scratch = try TemporaryDirectory()
        let spec = try Self.spec(title: "Sheet", in: scratch, name: "sheet.yaml")
        let sheet = ["render", spec, "--devices", "ipad-pro-12.9", "--orientations", "portrait,landscape"]
        let png = try PlumbCommand.run(sheet + ["--scale", "8", "-o", scratch.path("sheet.png")])
        #expect(png.exitCode == 65)
        #expect(png.standardError == "\(spec): error: the figure is at least 2470.0 × 1578.0 pt, a PNG of at least 19760 × 12624 pixels "
            + "at --scale 8.0; a PNG may be at most 32767 pixels wide and 100000000 pixels in all: --scale 4.78 fits, or write SVG or PDF\n")
        #expect(png.standardOutput.isEmpty)
        #expect(scratch.fileNames() == ["sheet.yaml"])
        let fitting = try PlumbCommand.run(sheet + ["--scale", "4.78", "-o", scratch.path("sheet.png")])
        #expect(fitting.exitCode == 0)
        let size = try #require(pngPixelSize(Data(contentsOf: URL(fileURLWithPath: scratch.path("sheet.png")))))
        #expect(size.width == 11807 && size.height == 7543)
    }

    /// A figure taller than cairo reads (32 767 pixels) is checked against its golden: read
    /// back, compared and, when it differs, drawn as a difference image of its full height.
    @Test func aTallFigureIsCheckedAgainstItsGolden() throws {
        let scratch = try TemporaryDirectory()
        let spec = try Self.spec(title: "Tall", width: 100, height: 40_000, in: scratch, name: "tall.yaml")
        let golden = scratch.path("golden"), artifacts = scratch.path("artifacts")
        let check = ["check", spec, "--golden", golden, "--artifacts", artifacts]
        let recorded = try PlumbCommand.run(check + ["--record", "missing"])
        #expect(recorded.exitCode == 0)
        let goldenPNG = URL(fileURLWithPath: golden + "/tall.png")
        let size = try #require(pngPixelSize(Data(contentsOf: goldenPNG)))
        #expect(size.height > 40_000)
        let matched = try PlumbCommand.run(check + ["--record", "never"])
        #expect(matched.exitCode == 0)
        #expect(matched.output.hasSuffix("1 passed, 0 failed\n"))

        // The golden of another title: the same size, other pixels in the caption.
        let other = try Self.spec(title: "Tall too", width: 100, height: 40_000, in: scratch, name: "other.yaml")
        _ = try PlumbCommand.run(["render", other, "--scale", "1", "-o", scratch.path("other.png")])
        try FileManager.default.removeItem(at: goldenPNG)
        try FileManager.default.copyItem(atPath: scratch.path("other.png"), toPath: goldenPNG.path)
        let differs = try PlumbCommand.run(check + ["--record", "never", "--channel-tolerance", "0", "--pixel-fraction", "0"])
        #expect(differs.exitCode == 1)
        let difference = try #require(pngPixelSize(Data(contentsOf: URL(fileURLWithPath: artifacts + "/tall.diff.png"))))
        #expect(difference.height == size.height)
    }
}
