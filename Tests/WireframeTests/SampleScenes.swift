import AutoLayout
import Foundation
import Wireframe

/// Scenes the rendering tests share: one of every kind of item, in plain colours whose 8-bit
/// values survive cairo's conversion exactly.
enum SampleScenes {
    static let magenta = try! Color(hex: "#FF66FF")
    static let background = try! Color(hex: "#F2F2F7")

    /// A 120 × 80 pt scene: a filled rectangle at (20, 10, 40, 30), then a rounded stroked
    /// rectangle, a dashed polyline, a line of text, and a rotated, clipped, translucent group.
    static let everything = Scene(
        size: CGSize(width: 120, height: 80),
        background: background,
        items: [
            .rectangle(Scene.Rectangle(frame: CGRect(x: 20, y: 10, width: 40, height: 30), fill: magenta)),
            .rectangle(Scene.Rectangle(
                frame: CGRect(x: 70.5, y: 10.5, width: 40, height: 30),
                cornerRadius: 6,
                stroke: Stroke(color: .black, width: 1)
            )),
            .path(.polyline(
                [CGPoint(x: 5, y: 70), CGPoint(x: 60, y: 70), CGPoint(x: 60, y: 50)],
                stroke: Stroke(color: .black, width: 1, style: .dashed(pattern: [4, 2]), cap: .round)
            )),
            .text(Scene.Text(
                "Hello, Plumb",
                font: .systemFont(ofSize: 11),
                color: .black,
                placement: .anchored(at: CGPoint(x: 90, y: 60), anchor: .center)
            )),
            .group(Scene.Group(
                transform: Scene.Group.transform(CGAffineTransform(rotationAngle: .pi / 6), about: CGPoint(x: 100, y: 70)),
                clip: .circle(center: CGPoint(x: 100, y: 70), radius: 8, fill: nil),
                opacity: 0.5,
                items: [.rectangle(Scene.Rectangle(frame: CGRect(x: 90, y: 60, width: 20, height: 20), fill: .black))]
            )),
        ]
    )
}
