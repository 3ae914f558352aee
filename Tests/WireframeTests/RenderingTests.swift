import Foundation
import Testing
import Wireframe

@Suite("Rendering")
struct RenderingTests {
    @Test("A PNG has ceil(points × scale) pixels on each side", arguments: [1, 2, 3] as [CGFloat])
    func pngPixelSize(scale: CGFloat) throws {
        let scene = Scene(size: CGSize(width: 100.5, height: 40.25), background: .white)
        let bitmap = try Bitmap(png: scene.rendered(as: .png(scale: scale)))
        #expect(bitmap.width == Int((100.5 * scale).rounded(.up)))
        #expect(bitmap.height == Int((40.25 * scale).rounded(.up)))
        let expected: [CGFloat: (Int, Int)] = [1: (101, 41), 2: (201, 81), 3: (302, 121)]
        #expect(bitmap.width == expected[scale]?.0)
        #expect(bitmap.height == expected[scale]?.1)
    }

    @Test(
        "The same scene renders to the same bytes",
        arguments: [ImageFormat.svg, .png(scale: 2), .pdf],
        ["shapes", "figure"]
    )
    func deterministic(format: ImageFormat, sample: String) throws {
        let scene = sample == "shapes" ? SampleScenes.everything : SampleFigures.login().scene()
        let first = try scene.rendered(as: format)
        // Other drawing in between moves any process-wide counters cairo might number things by.
        _ = try Scene(size: CGSize(width: 10, height: 10), items: scene.items).rendered(as: format)
        let second = try scene.rendered(as: format)
        #expect(first.count > 1000)
        #expect(first == second)
    }

    @Test("A PDF carries no creation date, which would change every run")
    func pdfHasNoDate() throws {
        let pdf = try SampleScenes.everything.rendered(as: .pdf)
        #expect(pdf.starts(with: Data("%PDF-".utf8)))
        #expect(pdf.range(of: Data("CreationDate".utf8)) == nil)
    }

    @Test("A filled rectangle has its colour inside and the background outside", arguments: [1, 2] as [CGFloat])
    func filledRectanglePixels(scale: CGFloat) throws {
        let bitmap = try Bitmap(png: SampleScenes.everything.rendered(as: .png(scale: scale)))
        let fill = Bitmap.Pixel(red: 0xFF, green: 0x66, blue: 0xFF, alpha: 0xFF)
        let background = Bitmap.Pixel(red: 0xF2, green: 0xF2, blue: 0xF7, alpha: 0xFF)
        // The rectangle covers points x 20 ..< 60, y 10 ..< 40.
        for (x, y) in [(20, 10), (59, 39), (40, 25), (20, 39), (59, 10)] as [(CGFloat, CGFloat)] {
            #expect(bitmap[x: Int(x * scale), y: Int(y * scale)] == fill)
            #expect(bitmap[x: Int((x + 1) * scale) - 1, y: Int((y + 1) * scale) - 1] == fill)
        }
        for (x, y) in [(19, 10), (60, 39), (40, 9), (40, 40), (2, 2)] as [(CGFloat, CGFloat)] {
            #expect(bitmap[x: Int(x * scale), y: Int(y * scale)] == background)
        }
    }

    @Test("Each format names its usual file extension")
    func fileExtensions() {
        #expect([ImageFormat.svg, .png(scale: 3), .pdf].map(\.fileExtension) == ["svg", "png", "pdf"])
    }

    @Test("A scene without background is transparent")
    func transparentBackground() throws {
        let bitmap = try Bitmap(png: Scene(size: CGSize(width: 4, height: 4)).rendered(as: .png(scale: 1)))
        #expect(Set(bitmap.pixels) == [Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 0)])
    }

    @Test("An empty canvas or a bad scale is refused")
    func invalidSizes() {
        #expect(throws: RenderError.invalidCanvasSize(CGSize(width: 0, height: 10))) {
            try Scene(size: CGSize(width: 0, height: 10)).rendered(as: .svg)
        }
        #expect(throws: RenderError.invalidScale(0)) {
            try Scene(size: CGSize(width: 10, height: 10)).rendered(as: .png(scale: 0))
        }
        #expect(throws: RenderError.figureTooLarge(size: CGSize(width: 20000, height: 10), scale: 2)) {
            try Scene(size: CGSize(width: 20000, height: 10)).rendered(as: .png(scale: 2))
        }
        #expect(throws: RenderError.figureTooLarge(size: CGSize(width: 1000, height: 100_001), scale: 1)) {
            try Scene(size: CGSize(width: 1000, height: 100_001)).rendered(as: .png(scale: 1))
        }
        #expect(throws: RenderError.invalidCanvasSize(CGSize(width: 10, height: CGFloat.infinity))) {
            try Scene(size: CGSize(width: 10, height: CGFloat.infinity)).rendered(as: .pdf)
        }
    }

    @Test("A figure too large for a PNG is refused with the scale that fits")
    func tooLargeMessage() {
        #expect(RenderError.figureTooLarge(size: CGSize(width: 20000, height: 10), scale: 2).description
            == "the figure is 20000.0 × 10.0 pt, a PNG of 40000 × 20 pixels at --scale 2.0; a PNG may be at most 32767 pixels wide "
            + "and 100000000 pixels in all: --scale 1.63 fits, or write SVG or PDF")
        #expect(RenderError.figureTooLarge(size: CGSize(width: 1000, height: 1_000_000), scale: 1).description
            == "the figure is 1000.0 × 1000000.0 pt, a PNG of 1000 × 1000000 pixels at --scale 1.0; a PNG may be at most 32767 pixels wide "
            + "and 100000000 pixels in all: --scale 0.31 fits, or write SVG or PDF")
        #expect(RenderError.figureTooLarge(size: CGSize(width: 2_000_000, height: 2_000_000), scale: 1).description.hasSuffix(
            "no --scale fits; write SVG or PDF"))
    }

    /// Before a figure is composed, its least size is held to the limits, and the scale named
    /// is one at which the most it can be fits.
    @Test func aFigureTooLargeIsRefusedBeforeItIsComposed() {
        let least = CGSize(width: 20000, height: 10), most = CGSize(width: 20080, height: 40)
        #expect(throws: RenderError.figureTooLargeToCompose(least: least, most: most, scale: 2)) {
            try Scene.checkPNG(least: least, most: most, scale: 2)
        }
        #expect(throws: Never.self) { try Scene.checkPNG(least: least, most: most, scale: 1.6) }
        #expect(RenderError.figureTooLargeToCompose(least: least, most: most, scale: 2).description
            == "the figure is at least 20000.0 × 10.0 pt, a PNG of at least 40000 × 20 pixels at --scale 2.0; a PNG may be at most "
            + "32767 pixels wide and 100000000 pixels in all: --scale 1.63 fits, or write SVG or PDF")
        #expect(RenderError.figureTooLargeToCompose(least: least, most: least, scale: 2).description
            == RenderError.figureTooLarge(size: least, scale: 2).description)
    }
}
