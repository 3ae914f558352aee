import AutoLayout
import Foundation

/// A device Interface Builder designs on, by the id documents write (`<device id="retina4_7">`):
/// its screen, scale and idiom, the catalog device that stands for it, and the screen's safe
/// area as the Xcode that saved the document simulated it.
///
/// Interface Builder draws its canvas with the bars and safe area of the iOS its Xcode
/// shipped with, and stores frames laid out for them; the same document saved by two Xcodes
/// can hold two sets of frames. The figures and their sources are in docs/interface-builder.md.
struct IBDevice: Sendable {
    /// The id documents write.
    let id: String
    /// The screen in points, in portrait.
    let portraitSize: CGSize
    let scale: CGFloat
    let idiom: UserInterfaceIdiom
    /// The `plumb devices` name of the same screen, for captions and size classes.
    let catalogName: String?
    /// The safe area's top inset in portrait on a notched phone, and its side insets in
    /// landscape (`[U]` from Xcode 14: the housing's depth either way), by the first
    /// toolsVersion that used it (later entries win); nil for a phone with a status bar and no
    /// notch.
    /// The Xcodes before 14 and Xcode 14's early builds (`toolsVersion` below
    /// ``firstToolsVersionWithDevicesHousing``) draw every notched phone's housing 44 pt tall,
    /// the iPhone X's; from Xcode 14 the iPhone X's housing is 50 pt, as iOS 16 draws its
    /// status bar (docs/interface-builder.md gives the documents).
    let notchTop: [(since: Int, inset: CGFloat)]?
    /// Whether an iPad's screen has rounded corners (a 24 pt status bar and a 20 pt home
    /// indicator instead of 20 and none).
    let roundedPad: Bool

    /// The device documents call `id`, or nil for an id this table lacks.
    static func named(_ id: String) -> IBDevice? {
        all.first { $0.id == id }
    }

    /// The catalog device, when there is one.
    var catalogDevice: Device? { catalogName.flatMap(DeviceCatalog.device(named:)) }

    /// The screen in points in `orientation`.
    func size(_ orientation: Orientation) -> CGSize {
        orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    }

    /// Whether the phone has a sensor housing and a home indicator.
    var isNotched: Bool { notchTop != nil }

    /// The size classes UIKit gives the screen in `orientation`: iPads are regular both ways;
    /// phones are compact wide in portrait, compact tall in landscape, and regular wide in
    /// landscape from 414 points wide (the Plus and Max sizes).
    func traitCollection(_ orientation: Orientation) -> TraitCollection {
        if idiom == .pad { return IBDevice.padTraits(scale: scale) }
        let wide = orientation == .landscape && portraitSize.width >= 414
        return TraitCollection(horizontalSizeClass: wide ? .regular : .compact,
                               verticalSizeClass: orientation == .portrait ? .regular : .compact,
                               displayScale: scale, userInterfaceIdiom: .phone)
    }

    /// An iPad's traits at `scale`: regular width and height.
    static func padTraits(scale: CGFloat) -> TraitCollection {
        TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: scale, userInterfaceIdiom: .pad)
    }

    /// The full-screen safe area, before any bar, as the Xcode of `toolsVersion` simulates it.
    ///
    /// - Parameter showsStatusBar: whether that Xcode draws a status bar on a phone without
    ///   a notch (Xcode 11 does not, see ``IBSimulatedMetrics``).
    func screenInsets(_ orientation: Orientation, toolsVersion: Int, showsStatusBar: Bool) -> EdgeInsets {
        if idiom == .pad {
            return EdgeInsets(top: roundedPad ? 24 : (showsStatusBar ? 20 : 0), left: 0, bottom: roundedPad ? 20 : 0, right: 0)
        }
        guard let notchTop else {
            return EdgeInsets(top: orientation == .portrait && showsStatusBar ? 20 : 0, left: 0, bottom: 0, right: 0)
        }
        let housing = housingHeight(notchTop, toolsVersion: toolsVersion)
        let portrait = EdgeInsets(top: housing, left: 0, bottom: 34, right: 0)
        let insets = orientation == .landscape ? EdgeInsets(top: 0, left: housing, bottom: 21, right: housing) : portrait
        return IBDevice.doublingSafeAreas.contains(toolsVersion) ? insets + portrait : insets
    }

    /// The top of a phone's safe area in portrait as UIKit gives it once, whatever Xcode doubles
    /// (``doublingSafeAreas``): its sensor housing as the Xcode of `toolsVersion` draws it, else
    /// the 20 pt status bar.
    func statusBarHeight(toolsVersion: Int) -> CGFloat {
        notchTop.map { housingHeight($0, toolsVersion: toolsVersion) } ?? 20
    }

    /// The housing's height in `notchTop` that the Xcode of `toolsVersion` draws.
    private func housingHeight(_ notchTop: [(since: Int, inset: CGFloat)], toolsVersion: Int) -> CGFloat {
        notchTop.last { $0.since <= toolsVersion }?.inset ?? notchTop[0].inset
    }

    /// The toolsVersions whose canvas adds a notched phone's portrait safe area to the one it
    /// simulates, from the Xcode of 23727 (before Xcode 26's taller bars) to Xcode 26's, as
    /// their documents store their frames: the portrait insets twice over, and in landscape the
    /// housing at the top and both sides and both bottom insets (`[U]` for landscape, read from
    /// one document; docs/interface-builder.md).
    static let doublingSafeAreas = 23727 ..< IBDocumentContext.xcode26ToolsVersions.upperBound

    /// The first `toolsVersion` whose canvas draws each notched phone's own housing (`[U]`:
    /// between 21179, an early Xcode 14 build that still draws 44 pt, and 21225, the first
    /// measured build that draws the device's; docs/interface-builder.md).
    static let firstToolsVersionWithDevicesHousing = 21200

    /// Every device id Xcode 8 to Xcode 16 writes, and `retina4`, the 4-inch screen of the
    /// `simulatedScreenMetrics` of Xcode 5 to 7.
    static let all: [IBDevice] = [
        phone("retina3_5", 320, 480, 2, nil),
        phone("retina4", 320, 568, 2, "iphone-se"),
        phone("retina4_0", 320, 568, 2, "iphone-se"),
        phone("retina4_7", 375, 667, 2, "iphone-8"),
        phone("retina5_5", 414, 736, 3, "iphone-8-plus"),
        notched("retina5_9", 375, 812, 3, "iphone-x", [(0, 44), (firstToolsVersionWithDevicesHousing, 50)]),
        notched("retina6_1", 414, 896, 2, "iphone-11", [(0, 44), (firstToolsVersionWithDevicesHousing, 48)]),
        notched("retina6_5", 414, 896, 3, "iphone-11-pro-max", [(0, 44)]),
        notched("retina5_4", 375, 812, 3, "iphone-12-mini", [(0, 44), (firstToolsVersionWithDevicesHousing, 50)]),
        notched("retina6_0", 390, 844, 3, "iphone-12", [(0, 44), (firstToolsVersionWithDevicesHousing, 47)]),
        notched("retina6_7", 428, 926, 3, "iphone-12-pro-max", [(0, 44), (firstToolsVersionWithDevicesHousing, 47)]),
        notched("retina6_12", 393, 852, 3, "iphone-15", [(0, 59)]),
        notched("retina6_72", 430, 932, 3, "iphone-15-pro-max", [(0, 59)]),
        notched("retina6_3", 402, 874, 3, "iphone-16-pro", [(0, 62)]),
        notched("retina6_9", 440, 956, 3, "iphone-16-pro-max", [(0, 62)]),
        pad("ipad9_7", 768, 1024, "ipad", rounded: false),
        pad("ipad7_9", 768, 1024, "ipad", rounded: false),
        pad("ipad10_2", 810, 1080, "ipad-10.2", rounded: false),
        pad("ipad10_5", 834, 1112, "ipad-pro-10.5", rounded: false),
        pad("ipad12_9", 1024, 1366, nil, rounded: false),
        pad("ipad11", 834, 1194, "ipad-pro-11", rounded: true),
        pad("ipad11_0rounded", 834, 1194, "ipad-pro-11", rounded: true),
        pad("ipad12_9rounded", 1024, 1366, "ipad-pro-12.9", rounded: true),
        pad("ipad10_9rounded", 820, 1180, "ipad-air-11", rounded: true),
        pad("ipad8_3", 744, 1133, "ipad-mini-a17-pro", rounded: true),
    ]

    private static func phone(_ id: String, _ width: CGFloat, _ height: CGFloat, _ scale: CGFloat, _ catalogName: String?) -> IBDevice {
        IBDevice(id: id, portraitSize: CGSize(width: width, height: height), scale: scale, idiom: .phone,
                 catalogName: catalogName, notchTop: nil, roundedPad: false)
    }

    private static func notched(_ id: String, _ width: CGFloat, _ height: CGFloat, _ scale: CGFloat, _ catalogName: String,
                                _ top: [(Int, CGFloat)]) -> IBDevice {
        IBDevice(id: id, portraitSize: CGSize(width: width, height: height), scale: scale, idiom: .phone,
                 catalogName: catalogName, notchTop: top.map { (since: $0.0, inset: $0.1) }, roundedPad: false)
    }

    private static func pad(_ id: String, _ width: CGFloat, _ height: CGFloat, _ catalogName: String?, rounded: Bool) -> IBDevice {
        IBDevice(id: id, portraitSize: CGSize(width: width, height: height), scale: 2, idiom: .pad,
                 catalogName: catalogName, notchTop: nil, roundedPad: rounded)
    }
}
