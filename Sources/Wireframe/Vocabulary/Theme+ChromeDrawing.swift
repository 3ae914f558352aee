import AutoLayout
import Foundation

extension Theme {
    /// The device's chrome over the window's views, as the device draws it over an app: the
    /// status bar's time and its signal and battery glyphs (either side of the sensor housing
    /// when there is one), the housing in black, the home indicator; in the chrome colour, or
    /// the more legible text colour on `backdrop` (the root view's colour). Labels keep clear
    /// of all of it.
    func chromeDrawing(_ chrome: DeviceChrome, backdrop: Color, measuredBy measurer: PangoTextMeasurer) -> MarkDrawing {
        let color = deviceChrome.legible(on: backdrop, minimum: Self.controlContrast, alternatives: Self.legibleTextColors)
        var drawing = MarkDrawing()
        if let bar = chrome.statusBar {
            let housing = chrome.sensorHousing.flatMap { $0.frame.minY <= bar.minY + 11 && $0.frame.width > $0.frame.height ? $0.frame : nil }
            // Notched phones put the time and the glyphs in the "ears" beside the housing.
            let left = CGRect(x: bar.minX, y: bar.minY, width: (housing?.minX ?? bar.midX) - bar.minX, height: housing?.height ?? bar.height)
            let right = CGRect(x: housing?.maxX ?? bar.midX, y: bar.minY, width: bar.maxX - (housing?.maxX ?? bar.midX), height: left.height)
            let font = Font(size: bar.height >= 40 ? 15 : 12, weight: .semibold)
            let time = Scene.Text("9:41", font: font, color: color,
                                  placement: .anchored(at: CGPoint(x: housing == nil ? left.minX + 8 : left.midX, y: left.midY),
                                                       anchor: housing == nil ? .left : .center))
            let glyphs = statusGlyphs(centredIn: right, alignedRight: housing == nil, color: color)
            drawing.shapes.append(.init(.text(time), layer: .overlay))
            drawing.shapes += glyphs.items.map { .init($0, layer: .overlay) }
            drawing.reserved += [time.frame(measuredBy: measurer), glyphs.frame]
        }
        if let housing = chrome.sensorHousing {
            let radius = housing.kind == .dynamicIsland ? min(housing.frame.width, housing.frame.height) / 2 : 8
            drawing.shapes.append(.init(.rectangle(Scene.Rectangle(frame: housing.frame, cornerRadius: radius, fill: sensorHousing)), layer: .overlay))
            drawing.reserved.append(housing.frame)
        }
        if let indicator = chrome.homeIndicator {
            drawing.shapes.append(.init(.rectangle(Scene.Rectangle(frame: indicator, cornerRadius: indicator.height / 2, fill: color)), layer: .overlay))
            drawing.reserved.append(indicator.insetBy(dx: 0, dy: -4))
        }
        return drawing
    }

    /// Four signal bars and a battery, 46 × 11 pt, centred in `area` (or 8 pt from its right
    /// edge), and the box they take.
    private func statusGlyphs(centredIn area: CGRect, alignedRight: Bool, color: Color) -> (items: [Scene.Item], frame: CGRect) {
        let size = CGSize(width: 46, height: 11)
        let origin = CGPoint(x: alignedRight ? area.maxX - 8 - size.width : (area.midX - size.width / 2).rounded(),
                             y: (area.midY - size.height / 2).rounded())
        var items: [Scene.Item] = (0..<4).map { index in
            let height = 4 + CGFloat(index) * 2.3
            return .rectangle(Scene.Rectangle(frame: CGRect(x: origin.x + CGFloat(index) * 4.5, y: origin.y + size.height - height,
                                                            width: 3, height: height), cornerRadius: 1, fill: color))
        }
        let battery = CGRect(x: origin.x + 22, y: origin.y, width: 22, height: size.height)
        items.append(.rectangle(Scene.Rectangle(frame: battery.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3, stroke: hairline(color.withAlpha(0.5)))))
        items.append(.rectangle(Scene.Rectangle(frame: battery.insetBy(dx: 2, dy: 2), cornerRadius: 1.5, fill: color)))
        items.append(.rectangle(Scene.Rectangle(frame: CGRect(x: battery.maxX + 1, y: battery.midY - 2, width: 1.5, height: 4),
                                                cornerRadius: 0.75, fill: color.withAlpha(0.5))))
        return (items, CGRect(origin: origin, size: size))
    }
}
