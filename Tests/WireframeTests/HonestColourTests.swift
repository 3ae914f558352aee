import AutoLayout
import Foundation
import Testing
import Wireframe

/// Colours drawn as they are: fills in the spec's colours whatever lies under them, tints
/// drawn as their legend shows them, text legible on its fill.
@Suite("Honest colours")
struct HonestColourTests {
    /// An iPhone 15 window whose root uses its margins, with an indigo logo across the root's
    /// top margin band and the safe area's edge, and a white row across the whole width.
    func screen(theme: Theme = .light) -> (Window, Figure) {
        let window = Window(device: DeviceCatalog.device(named: "iphone-15")!)
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        root.identifier = "root"
        _ = root.layoutMarginsGuide
        framedView("logo", CGRect(x: 4, y: 50, width: 60, height: 30), in: root, color: ViewColor(hex: "#5856D6"))
        framedView("row", CGRect(x: 0, y: 200, width: 393, height: 44), in: root, color: ViewColor(hex: "#FFFFFF"))
        let label = Label()
        label.text = "Account"
        label.frame = CGRect(x: 16, y: 300, width: 200, height: 40)
        label.identifier = "title"
        label.backgroundColor = ViewColor(hex: "#FFF8E1")
        root.addSubview(label)
        window.layoutIfNeeded()
        return (window, Figure(layoutOf: window, options: LayoutFigureOptions(theme: theme)))
    }

    /// The pixel at a point of the window (in points) of a composition drawn at `scale`.
    func pixel(_ bitmap: Bitmap, _ composition: Figure.Composition, at point: CGPoint, scale: Int) -> Bitmap.Pixel {
        bitmap[x: Int((composition.windowFrame.minX + point.x) * CGFloat(scale)),
               y: Int((composition.windowFrame.minY + point.y) * CGFloat(scale))]
    }

    @Test("A fill is the spec's colour exactly, on the safe area's edge, on a margin band and under the status bar's band",
          arguments: [Theme.light, .dark], [1, 3])
    func fillsAreExact(theme: Theme, scale: Int) throws {
        let (_, figure) = screen(theme: theme)
        let composition = figure.composition()
        let bitmap = try Bitmap(png: composition.scene.rendered(as: .png(scale: CGFloat(scale))))
        let indigo = Bitmap.Pixel(red: 0x58, green: 0x56, blue: 0xD6)
        // In the root's left margin band (x < 16), below the safe area's top (59), away from
        // the hatching along the margin (x 12 to 16) and the safe area (55 to 59).
        #expect(pixel(bitmap, composition, at: CGPoint(x: 8, y: 70), scale: scale) == indigo)
        #expect(pixel(bitmap, composition, at: CGPoint(x: 40, y: 75), scale: scale) == indigo)
        // Above the safe area, where the status bar's band is.
        #expect(pixel(bitmap, composition, at: CGPoint(x: 40, y: 52), scale: scale) == indigo)
        let white = Bitmap.Pixel(red: 255, green: 255, blue: 255)
        #expect(pixel(bitmap, composition, at: CGPoint(x: 200, y: 230), scale: scale) == white)
        #expect(pixel(bitmap, composition, at: CGPoint(x: 8, y: 230), scale: scale) == white)
    }

    @Test("The margins and safe area are opaque tints under the fills, drawn exactly as the legend's samples show them",
          arguments: [Theme.light, .dark])
    func legendSwatchesAreTheDrawnColours(theme: Theme) throws {
        let (_, figure) = screen(theme: theme)
        let composition = figure.composition()
        let bitmap = try Bitmap(png: composition.scene.rendered(as: .png(scale: 2)))
        let margins = try #require(composition.legendSamples["Layout margins"])
        let safeArea = try #require(composition.legendSamples["Safe area"])
        func sample(_ frame: CGRect, at point: CGPoint) -> Bitmap.Pixel {
            bitmap[x: Int((frame.minX + point.x) * 2), y: Int((frame.minY + point.y) * 2)]
        }
        // The root's right margin band over the window's surface, and the middle of the safe
        // area where no view is.
        let drawnMargins = pixel(bitmap, composition, at: CGPoint(x: 386, y: 500), scale: 2)
        let drawnSafeArea = pixel(bitmap, composition, at: CGPoint(x: 200, y: 500), scale: 2)
        #expect(drawnMargins == Bitmap.Pixel(theme.layoutMargins))
        #expect(drawnSafeArea == Bitmap.Pixel(theme.safeArea))
        // The samples' bands, outside their hatching (the margins sample's side bands are 9 pt
        // wide, the safe area's tint 7 pt high).
        #expect(sample(margins, at: CGPoint(x: 4, y: 8)) == drawnMargins)
        #expect(sample(safeArea, at: CGPoint(x: 14, y: 8)) == drawnSafeArea)
        #expect(drawnMargins != drawnSafeArea)
    }

    @Test("Tints are the system colours composited on the window's surface, to 8 bits")
    func tints() throws {
        #expect(Theme.light.layoutMargins == Color(red: 244.0 / 255, green: 231.0 / 255, blue: 250.0 / 255))
        #expect(Theme.light.safeArea.hexString == "#E7F8EB")
        #expect(Theme.dark.layoutMargins.hexString == "#402A4D")
        #expect(Theme.dark.safeArea.hexString == "#1F3927")
        #expect(try Color(hex: "#000000").withAlpha(0.5).composited(over: .white).hexString == "#808080")
    }

    @Test("WCAG contrast: 21:1 for black on white, 4.48:1 for #777 on white, symmetric")
    func contrastRatios() throws {
        #expect(abs(Color.black.contrastRatio(with: .white) - 21) < 1e-9)
        let grey = try Color(hex: "#777777")
        #expect(abs(grey.contrastRatio(with: .white) - 4.478) < 0.001)
        #expect(grey.contrastRatio(with: .white) == Color.white.contrastRatio(with: grey))
        #expect(grey.legible(on: .white, minimum: 4.5, alternatives: [.black, .white]) == .black)
        #expect(grey.legible(on: .white, minimum: 4, alternatives: [.black]) == grey)
    }

    @Test("In the dark theme a label on a light fill is drawn dark; on the dark window it stays light")
    func darkThemeTextIsLegible() throws {
        let (_, figure) = screen(theme: .dark)
        let title = try #require(figure.viewMarks["title"])
        #expect(title.backdrop == (try Color(hex: "#FFF8E1")))
        let text = Theme.dark.drawing(of: .view(title)).shapes.compactMap { shape -> Scene.Text? in
            if case .text(let text) = shape.item { return text }
            return nil
        }
        #expect(text.map(\.color) == [try Color(hex: "#1C1C1E")])
        #expect(try #require(text.first).color.contrastRatio(with: Color(hex: "#FFF8E1")) >= 4.5)
        var clear = title
        clear.backdrop = nil
        let onWindow = Theme.dark.drawing(of: .view(clear)).shapes.compactMap { shape -> Color? in
            if case .text(let text) = shape.item { return text.color }
            return nil
        }
        #expect(onWindow == [Theme.dark.primaryText])
    }

    @Test("A text colour of the content's own is kept, however little contrast it has")
    func ownTextColourWins() throws {
        let mark = ViewMark(frame: CGRect(x: 0, y: 0, width: 100, height: 30), identifier: "a", kind: "UILabel",
                            content: ViewContent(.text("Hi", alignment: .left, numberOfLines: 1), font: Font(size: 17),
                                                 textColor: try Color(hex: "#EEEEEE")),
                            backdrop: .white)
        let colors = Theme.light.drawing(of: .view(mark)).shapes.compactMap { shape -> Color? in
            if case .text(let text) = shape.item { return text.color }
            return nil
        }
        #expect(colors == [try Color(hex: "#EEEEEE")])
    }

    @Test("A constraint line has its halo where it crosses a fill, and none on the bare window")
    func halosOnlyOverFills() throws {
        let theme = Theme.light
        var figure = Figure(windowSize: CGSize(width: 200, height: 200), showsLegend: false)
        figure.add(.view(ViewMark(frame: CGRect(x: 20, y: 20, width: 100, height: 60), identifier: "card", kind: "UIView",
                                  backgroundColor: theme.satisfied)))
        figure.add(.constraint(ConstraintMark(from: CGPoint(x: 20, y: 50), to: CGPoint(x: 120, y: 50), kind: .space, constant: 100)))
        figure.add(.constraint(ConstraintMark(from: CGPoint(x: 20, y: 150), to: CGPoint(x: 120, y: 150), kind: .space, constant: 100)))
        func halos(_ items: [Scene.Item]) -> [Scene.Path] {
            items.flatMap { item -> [Scene.Path] in
                switch item {
                case .path(let path) where path.stroke?.color == theme.halo: [path]
                case .group(let group): halos(group.items)
                default: []
                }
            }
        }
        let found = halos(figure.scene().items)
        #expect(found.count == 1)
        #expect(found.first?.elements.first == .move(to: CGPoint(x: 20.5, y: 50.5)))
    }
}
