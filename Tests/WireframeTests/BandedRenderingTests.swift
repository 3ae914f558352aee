import AutoLayout
import Foundation
import Testing

@testable import Wireframe

/// PNGs are painted in bands of rows, each band while the previous one is compressed: the
/// pixels must not depend on where the bands fall, and the height is no longer cairo's limit.
@Suite("Banded rendering")
struct BandedRenderingTests {
    /// A 60 × 200 pt scene whose items straddle the band edges at 50, 100 and 150 pt (bands of
    /// 100 rows at scale 2): a stroked rectangle, a rotated translucent group, text and a
    /// circle, each across an edge.
    static let straddling = Scene(
        size: CGSize(width: 60, height: 200),
        background: SampleScenes.background,
        items: [
            .rectangle(Scene.Rectangle(frame: CGRect(x: 5.5, y: 40.5, width: 30, height: 20), fill: SampleScenes.magenta,
                                       stroke: Stroke(color: .black, width: 1))),
            .group(Scene.Group(
                transform: Scene.Group.transform(CGAffineTransform(rotationAngle: .pi / 5), about: CGPoint(x: 30, y: 100)),
                opacity: 0.5,
                items: [.rectangle(Scene.Rectangle(frame: CGRect(x: 15, y: 90, width: 30, height: 20), fill: .black))])),
            .text(Scene.Text("Band edge", font: .systemFont(ofSize: 13), color: .black,
                             placement: .anchored(at: CGPoint(x: 30, y: 150), anchor: .center))),
            .path(.circle(center: CGPoint(x: 45, y: 50), radius: 6, fill: nil, stroke: Stroke(color: .black, width: 2))),
        ])

    @Test("Bands of any height give the same bytes as one band", arguments: [1, 7, 100, 128])
    func bandsDoNotShowInThePixels(bandHeight: Int) throws {
        let whole = try Self.straddling.png(width: 120, height: 400, scale: 2, bandHeight: 400)
        let banded = try Self.straddling.png(width: 120, height: 400, scale: 2, bandHeight: bandHeight)
        #expect(banded == whole)
        let bitmap = try Bitmap(png: banded)
        #expect(bitmap.width == 120 && bitmap.height == 400)
        #expect(bitmap[x: 40, y: 100] == Bitmap.Pixel(red: 0xFF, green: 0x66, blue: 0xFF, alpha: 0xFF))
    }

    /// 40 000 rows: more than a cairo image may have. The header says so, and the file is
    /// RGB because the background is opaque.
    @Test("A PNG may be taller than a cairo image")
    func tallerThanCairosLimit() throws {
        let scene = Scene(size: CGSize(width: 4, height: 40_000), background: .white,
                          items: [.rectangle(Scene.Rectangle(frame: CGRect(x: 0, y: 39_990, width: 4, height: 10), fill: .black))])
        let png = try scene.rendered(as: .png(scale: 1))
        let header = [UInt8](png[16..<26])
        #expect(header == [0, 0, 0, 4, 0, 0, 0x9C, 0x40, 8, 2])
    }

    @Test("A transparent background makes an RGBA file, an opaque one RGB")
    func colourTypeFollowsTheBackground() throws {
        let size = CGSize(width: 3, height: 3)
        #expect(try Scene(size: size).rendered(as: .png(scale: 1))[25] == 6)
        #expect(try Scene(size: size, background: Color(red: 1, green: 0, blue: 0, alpha: 0.5)).rendered(as: .png(scale: 1))[25] == 6)
        #expect(try Scene(size: size, background: .white).rendered(as: .png(scale: 1))[25] == 2)
    }
}
