import Foundation
import TestSupport
import Testing
import Wireframe

@Suite("SVG validity")
struct SVGValidityTests {
    @Test("rsvg-convert reads the SVG and draws it at the scene's size, one CSS pixel per point")
    func rsvgReadsSampleScene() throws {
        let result = try SVGRasterizer.png(of: SampleScenes.everything.rendered(as: .svg))
        #expect(result.run.exitCode == 0, "\(result.run.standardError)")
        let bitmap = try Bitmap(png: #require(result.png))
        #expect(bitmap.width == 120)
        #expect(bitmap.height == 80)
        // The filled rectangle is where cairo put it.
        #expect(bitmap[x: 40, y: 25] == Bitmap.Pixel(red: 0xFF, green: 0x66, blue: 0xFF))
        #expect(bitmap[x: 2, y: 2] == Bitmap.Pixel(red: 0xF2, green: 0xF2, blue: 0xF7))
    }
}
