import Foundation
import TestSupport
import Testing
import Wireframe

/// Checks SVG output with an independent reader: librsvg's `rsvg-convert` (Debian's
/// librsvg2-bin, installed by `make deps`).
enum SVGValidator {
    static let executable = URL(fileURLWithPath: "/usr/bin/rsvg-convert")

    /// Converts `svg` to PNG with rsvg-convert; returns its exit status, its error output and
    /// the PNG it wrote.
    static func convert(_ svg: Data) throws -> (status: Int32, errors: String, png: Data?) {
        let directory = try TemporaryDirectory()
        let input = directory.url("in.svg")
        let output = directory.url("out.png")
        try svg.write(to: input)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--format", "png", "--output", output.path, input.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, message, try? Data(contentsOf: output))
    }
}

@Suite("SVG validity")
struct SVGValidityTests {
    @Test("rsvg-convert reads the SVG and draws it at the scene's size, one CSS pixel per point")
    func rsvgReadsSampleScene() throws {
        let result = try SVGValidator.convert(SampleScenes.everything.rendered(as: .svg))
        #expect(result.status == 0, "\(result.errors)")
        let bitmap = try Bitmap(png: #require(result.png))
        #expect(bitmap.width == 120)
        #expect(bitmap.height == 80)
        // The filled rectangle is where cairo put it.
        #expect(bitmap[x: 40, y: 25] == Bitmap.Pixel(red: 0xFF, green: 0x66, blue: 0xFF))
        #expect(bitmap[x: 2, y: 2] == Bitmap.Pixel(red: 0xF2, green: 0xF2, blue: 0xF7))
    }
}
