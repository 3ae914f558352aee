import AutoLayout
import Foundation
import Testing
import Wireframe

/// The status bar, the sensor housing and the home indicator, drawn as such on the devices
/// that have them.
@Suite("Device chrome")
struct DeviceChromeTests {
    func chrome(_ name: String, _ orientation: Orientation = .portrait) -> DeviceChrome {
        DeviceChrome(device: DeviceCatalog.device(named: name)!, orientation: orientation)
    }

    @Test("A phone with a home button has a 20-pt status bar in portrait and nothing in landscape")
    func homeButtonPhone() {
        #expect(chrome("iphone-se") == DeviceChrome(statusBar: CGRect(x: 0, y: 0, width: 320, height: 20)))
        #expect(chrome("iphone-8", .landscape) == DeviceChrome())
    }

    @Test("A notched phone: the status bar across the top inset, the notch at the top centre, the home indicator")
    func notchedPhone() {
        #expect(chrome("iphone-12") == DeviceChrome(
            statusBar: CGRect(x: 0, y: 0, width: 390, height: 47),
            sensorHousing: .init(kind: .notch, frame: CGRect(x: 91, y: 0, width: 209, height: 30)),
            homeIndicator: CGRect(x: 128, y: 831, width: 134, height: 5)))
    }

    @Test("The Dynamic Island floats 11 pt below the top; in landscape it turns onto the left edge and the status bar goes")
    func dynamicIsland() {
        let portrait = chrome("iphone-15")
        #expect(portrait.statusBar == CGRect(x: 0, y: 0, width: 393, height: 59))
        #expect(portrait.sensorHousing == .init(kind: .dynamicIsland, frame: CGRect(x: 134, y: 11, width: 126, height: 37)))
        let landscape = chrome("iphone-15", .landscape)
        #expect(landscape.statusBar == nil)
        #expect(landscape.sensorHousing == .init(kind: .dynamicIsland, frame: CGRect(x: 11, y: 134, width: 37, height: 126)))
        #expect(landscape.homeIndicator == CGRect(x: 359, y: 380, width: 134, height: 5))
    }

    @Test("An iPad has a status bar, and a home indicator but no housing when its safe area is inset at the bottom")
    func pads() {
        #expect(chrome("ipad") == DeviceChrome(statusBar: CGRect(x: 0, y: 0, width: 768, height: 20)))
        #expect(chrome("ipad-pro-11", .landscape) == DeviceChrome(
            statusBar: CGRect(x: 0, y: 0, width: 1194, height: 24), homeIndicator: CGRect(x: 530, y: 821, width: 134, height: 5)))
    }

    /// The figure of an empty window on `device`, showing the device's chrome or not.
    func figure(_ device: String, showsChrome: Bool = true, layers: Set<FigureLayer> = Set(FigureLayer.allCases)) -> Figure {
        let window = Window(device: DeviceCatalog.device(named: device)!)
        window.showsDeviceChrome = showsChrome
        let controller = ViewController()
        controller.view.identifier = "root"
        window.rootViewController = controller
        window.layoutIfNeeded()
        return Figure(layoutOf: window, options: LayoutFigureOptions(layers: layers))
    }

    func chromeMarks(_ figure: Figure) -> [DeviceChrome] {
        figure.marks.compactMap { mark in
            if case .deviceChrome(let chrome, _) = mark { return chrome }
            return nil
        }
    }

    @Test("A figure draws its device's chrome and explains it; not on a window that shows none, nor with the layer hidden")
    func figureShowsChrome() {
        let notched = figure("iphone-15")
        #expect(chromeMarks(notched) == [chrome("iphone-15")])
        let texts = FigureTests().texts(in: notched.scene().items)
        #expect(texts.contains("9:41"))
        #expect(["Status bar", "Dynamic Island", "Home indicator"].allSatisfy(texts.contains))
        #expect(!texts.contains("Notch"))
        #expect(chromeMarks(figure("iphone-15", showsChrome: false)) == [])
        #expect(chromeMarks(figure("iphone-15", layers: Set(FigureLayer.allCases).subtracting([.chrome]))) == [])
    }

    @Test("No label covers the status bar's time or glyphs, the housing or the home indicator")
    func labelsKeepClearOfChrome() {
        let composition = figure("iphone-15").composition()
        let chrome = chrome("iphone-15")
        let covered = Theme.light.drawing(of: .deviceChrome(chrome, backdrop: nil)).reserved
        // The time, the glyphs, the island and the home indicator.
        #expect(covered.count == 4)
        #expect(covered.contains(chrome.sensorHousing!.frame))
        for label in composition.labelFrames {
            #expect(covered.allSatisfy { !$0.intersects(label) }, "\(label)")
        }
        #expect(composition.placedLabels.map(\.text) == ["root · UIView"])
    }
}
