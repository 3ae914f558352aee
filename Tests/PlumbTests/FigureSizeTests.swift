import Foundation
import Testing

/// Figures of any size (issue 21): a long title wraps, a tall figure is written and read back
/// as a golden, and only a figure past the pixel limit is refused, at once and with a scale
/// that fits.
@Suite("plumb: figures of any size")
struct FigureSizeTests {
    /// A spec of one view filling a window of `width` × `height` points, titled `title`.
    static func spec(title: String, width: Int = 320, height: Int = 200, in scratch: ScratchDirectory, name: String) throws -> String {
        let path = scratch.path(name)
        let text = "plumb: 1\ntitle: \"\(title)\"\nwindow: {width: \(width), height: \(height)}\nroot:\n  id: root\n"
            + "  views: [{id: a}]\n  constraints: [\"H:|-[a]-|\", \"V:|-[a]-|\"]\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A 2 000-character title made a figure 19 835 pt wide, which render refused (exit 1);
    /// the title now wraps at the figure's width, in three lines at most.
    @Test func aLongTitleWrapsAtTheFiguresWidth() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
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
}
