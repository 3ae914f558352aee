import Foundation
import Golden
import Testing
import Wireframe

/// Pixels compared within the tolerances, and the difference image, on real renders.
@Suite struct ImageComparisonTests {
    /// An iPhone 8 figure at 1 pixel per point: the 375 × 667 pt window, the caption above and
    /// the legend of the card's marks below make 480 × 822 pixels.
    @Test func goldenFormat() throws {
        let image = try Bitmap(png: render(of: cardSpec()).png)
        #expect(image.width == 480 && image.height == 822)
    }

    /// One antialiased edge pixel turned to its opposite differs by far more than the channel
    /// tolerance, but one pixel in 395 040 is within the allowed fraction (39 of them);
    /// with no fraction allowed it is found, alone, where it is.
    @Test func oneAntialiasedPixelWithinTolerance() throws {
        let render = try render(of: cardSpec())
        let original = try Bitmap(png: render.png)
        let index = try #require(original.pixels.firstIndex { (100 ... 160).contains($0.red) && $0.red == $0.green })
        var pixels = original.pixels
        let edge = pixels[index]
        pixels[index] = Bitmap.Pixel(red: 255 - edge.red, green: 255 - edge.green, blue: 255 - edge.blue)
        let golden = try Bitmap(width: original.width, height: original.height, pixels: pixels).pngData()

        #expect(try render.imageDifference(from: golden, tolerance: GoldenTolerance()) == nil)
        let (x, y) = (index % original.width, index / original.width)
        let strict = try render.imageDifference(from: golden, tolerance: GoldenTolerance(pixelFraction: 0))
        #expect(strict == .pixels(ImageDifference.PixelDifference(
            count: 1, total: 394_560, channelTolerance: 8, allowedFraction: 0, minX: x, minY: y, maxX: x, maxY: y)))
        #expect(strict?.description == "1 of 394560 pixels differ by more than 8 in a channel (0 %, 0 % allowed), "
            + "between (\(x), \(y)) and (\(x), \(y))")
    }

    /// One letter changed in a label stretched between the margins leaves every frame as it
    /// was; the pixels alone catch it, beyond the default fraction.
    @Test func oneLetterIsCaughtByPixels() throws {
        func spec(_ text: String) -> String {
            """
            plumb: 1
            device: iphone-8
            root:
              id: root
              views:
                - {id: caption, kind: label, text: \(text), textAlignment: center}
              constraints:
                - caption.leading == root.margins.leading
                - caption.trailing == root.margins.trailing
                - caption.top == root.safeArea.top + 20

            """
        }
        let golden = try render(of: spec("Date Created")), changed = try render(of: spec("Date Creatad"))
        #expect(golden.frames == changed.frames)
        guard case .pixels(let difference) = try changed.imageDifference(from: golden.png, tolerance: GoldenTolerance()) else {
            Issue.record("a changed letter changes pixels")
            return
        }
        // "a" differs from "e" in width and in its difference from San Francisco's, which
        // spaces the whole line, so the letters of "Created" shift by fractions of a pixel: 180
        // pixels of the 480 × 822 figure differ (where 40 may), all within that word's 65 × 11.
        #expect(difference == ImageDifference.PixelDifference(
            count: 180, total: 394_560, channelTolerance: 8, allowedFraction: 0.0001, minX: 215, minY: 115, maxX: 279, maxY: 125))
    }

    /// Every pixel 8 bluer (where there is room) is within a channel tolerance of 8, and not
    /// within 7.
    @Test func channelTolerance() throws {
        let render = try render(of: cardSpec())
        let original = try Bitmap(png: render.png)
        let shifted = original.pixels.map { pixel in
            var pixel = pixel
            if pixel.blue <= 247 { pixel.blue += 8 }
            return pixel
        }
        let golden = try Bitmap(width: original.width, height: original.height, pixels: shifted).pngData()
        let moved = original.pixels.count { $0.blue <= 247 }
        #expect(moved > 40_000)
        #expect(try render.imageDifference(from: golden, tolerance: GoldenTolerance(channel: 8)) == nil)
        guard case .pixels(let difference) = try render.imageDifference(from: golden, tolerance: GoldenTolerance(channel: 7)) else {
            Issue.record("a shift of 8 is beyond a channel tolerance of 7")
            return
        }
        #expect(difference.count == moved && difference.total == 394_560)
    }

    /// Images of different sizes never match, whatever the tolerance, and both sizes are named.
    @Test func sizeMismatch() throws {
        let render = try render(of: cardSpec())
        let golden = try Bitmap(width: 480, height: 900, pixels: Array(repeating: Bitmap.Pixel(red: 255, green: 255, blue: 255),
                                                                      count: 480 * 900)).pngData()
        let difference = try render.imageDifference(from: golden, tolerance: GoldenTolerance(channel: 255, pixelFraction: 1))
        #expect(difference == .sizeMismatch(golden: ImageDifference.PixelSize(width: 480, height: 900),
                                            render: ImageDifference.PixelSize(width: 480, height: 822)))
        #expect(difference?.description == "the render is 480 × 822 px, the golden 480 × 900 px")
    }

    @Test func goldenThatIsNotAnImage() throws {
        let difference = try render(of: cardSpec()).imageDifference(from: Data("not a PNG".utf8), tolerance: GoldenTolerance())
        #expect(difference?.description == "the golden is not a PNG image: cannot read the PNG image: the file does not begin with PNG's signature")
    }

    /// Unchanged pixels become the golden's luminance at a quarter of its contrast with white
    /// (white stays 255, black becomes 255 − 255 / 4 = 191, pure red, luminance 54.2, becomes
    /// 205); changed pixels and those only one image has are magenta.
    @Test func differenceImage() {
        let white = Bitmap.Pixel(red: 255, green: 255, blue: 255), black = Bitmap.Pixel(red: 0, green: 0, blue: 0)
        let red = Bitmap.Pixel(red: 255, green: 0, blue: 0)
        let golden = Bitmap(width: 2, height: 2, pixels: [white, black, red, white])
        let render = Bitmap(width: 3, height: 2, pixels: [white, Bitmap.Pixel(red: 8, green: 8, blue: 8), white,
                                                          red, black, white])
        let difference = render.differenceImage(from: golden, channelTolerance: 8)
        func grey(_ value: UInt8) -> Bitmap.Pixel { Bitmap.Pixel(red: value, green: value, blue: value) }
        #expect(difference == Bitmap(width: 3, height: 2, pixels: [
            grey(255), grey(191), Bitmap.changedPixel,
            grey(205), Bitmap.changedPixel, Bitmap.changedPixel,
        ]))
    }

    /// A bitmap encoded and decoded again has the same pixels.
    @Test func pngRoundTrip() throws {
        let bitmap = Bitmap(width: 3, height: 1, pixels: [
            Bitmap.Pixel(red: 1, green: 2, blue: 3), Bitmap.changedPixel, Bitmap.Pixel(red: 250, green: 128, blue: 0),
        ])
        #expect(try Bitmap(png: bitmap.pngData()) == bitmap)
    }
}
