import Foundation
import Golden
import LayoutSpec
import TestSupport
import Testing
import Wireframe

/// fixtures/feature-text-scripts.yaml: emoji drawn in colour, other scripts set with the fonts
/// that have their glyphs.
@Suite struct ScriptsFixtureTests {
    static let fixture = PackageDirectory.url("fixtures/feature-text-scripts.yaml")

    /// Pixels of an emoji's warm colours (the taco's yellow, the pepper's red, the cake's
    /// strawberry): much more red than blue. The wireframe's own colours are blues, greens,
    /// purples and greys, and this fixture has no coloured views.
    static func isWarm(_ pixel: Bitmap.Pixel) -> Bool {
        pixel.red > 180 && Int(pixel.red) - Int(pixel.blue) > 120
    }

    @Test("The emoji are drawn in colour, at Apple Color Emoji's width")
    func emojiInColour() throws {
        let spec = try LayoutSpec.load(contentsOf: Self.fixture)
        let render = try #require(try GoldenRender.renders(of: spec, named: "feature-text-scripts", in: [GoldenEnvironment()]).first)
        let bitmap = try Bitmap(png: render.png)
        let warm = bitmap.pixels.filter(Self.isWarm).count
        // The 44 pt taco and pepper alone cover some 2 000 pixels at 1x.
        #expect(warm > 1_500, "\(warm) warm pixels")
        // Without its emoji the same figure has none.
        let plain = try LayoutSpec.parse(try String(contentsOf: Self.fixture, encoding: .utf8)
            .replacingOccurrences(of: "🌮🌶️", with: "Taco").replacingOccurrences(of: "🍰", with: "")
            .replacingOccurrences(of: "☕️", with: "").replacingOccurrences(of: "😀", with: "")
            .replacingOccurrences(of: "🍣", with: ""), fileName: "plain.yaml")
        let plainRender = try #require(try GoldenRender.renders(of: plain, named: "plain", in: [GoldenEnvironment()]).first)
        #expect(try Bitmap(png: plainRender.png).pixels.filter(Self.isWarm).isEmpty)
        // Two emoji at 44 pt: 2 × 1.11 × 44 = 97.68 and the tracking after each, 98.5 at @2x.
        let frames = try JSONSerialization.jsonObject(with: render.frames) as? [String: Any]
        let bigEmoji = (frames?["views"] as? [String: [String: [Double]]])?["bigEmoji"]?["frame"]
        #expect(bigEmoji == [20, 80.5, 98.5, 53])
    }
}
