import AutoLayout
import Foundation

/// One row of the device tables as their sources write them: the research's (research/
/// uikit-semantics.md §1.5 safe areas, §1.7 size classes and iPad multitasking widths) and,
/// for the devices of 2024 and later, the rows docs/devices.md sources; so that the catalog is
/// checked against the sources and not against itself.
struct ResearchDevice: Sendable, CustomStringConvertible {
    /// The catalog name the row stands for.
    let name: String
    /// Portrait, in points.
    let width: CGFloat
    let height: CGFloat
    let scale: CGFloat
    /// `wC hR`, as the research writes size classes.
    let portraitClasses: String
    let landscapeClasses: String
    /// Top/left/bottom/right, as the research writes insets.
    let portraitInsets: String
    let landscapeInsets: String
    /// An iPad's columns: landscape full, 2/3, 1/2, 1/3, then portrait full, 2/3, 1/3, each a
    /// width and `R` or `C`.
    let multitasking: [(CGFloat, Character)]

    var description: String { name }

    /// The multitasking columns as the catalog names them.
    static let multitaskingColumns: [(Orientation, String)] = [
        (.landscape, "full"), (.landscape, "2/3"), (.landscape, "1/2"), (.landscape, "1/3"),
        (.portrait, "full"), (.portrait, "2/3"), (.portrait, "1/3"),
    ]

    /// Every device of the research tables.
    ///
    /// Cells the research leaves open, with the value checked (docs/devices.md gives the reasons):
    /// - Scale: the research gives none but the 16 Pro's 3x (§1.5); the others are Apple's
    ///   published screen scales.
    /// - X and XR families' landscape bottom: 21, the "commonly reported runtime value" (§1.5 †),
    ///   not the snapshot library's 24.
    /// - 16 Pro and 16 Pro Max landscape insets (`[U]`, none given): 0/62/21/62, the pattern of
    ///   every other notched phone.
    /// - iPad 10.2" and Pro 10.5": the row "iPad (non-Face-ID)"; Pro 12.9": the Pro 11"'s
    ///   24/0/20/0 (a Face ID iPad; the research gives no row of its own).
    /// - The 16e, 16, 16 Plus, the 17 family, the Air and the iPads from the mini (A17 Pro) on:
    ///   docs/devices.md, "Devices of 2024 and later" (the split-view widths written out from
    ///   the rule that section states, so that a change to the rule shows here).
    static let all: [ResearchDevice] = [
        phone("iphone-se", 320, 568, 2, "wC hC", "20/0/0/0", "0/0/0/0"),
        phone("iphone-8", 375, 667, 2, "wC hC", "20/0/0/0", "0/0/0/0"),
        phone("iphone-8-plus", 414, 736, 3, "wR hC", "20/0/0/0", "0/0/0/0"),
        phone("iphone-x", 375, 812, 3, "wC hC", "44/0/34/0", "0/44/21/44"),
        phone("iphone-11", 414, 896, 2, "wR hC", "44/0/34/0", "0/44/21/44"),
        phone("iphone-11-pro-max", 414, 896, 3, "wR hC", "44/0/34/0", "0/44/21/44"),
        phone("iphone-12-mini", 375, 812, 3, "wC hC", "50/0/34/0", "0/50/21/50"),
        phone("iphone-12", 390, 844, 3, "wC hC", "47/0/34/0", "0/47/21/47"),
        phone("iphone-12-pro-max", 428, 926, 3, "wR hC", "47/0/34/0", "0/47/21/47"),
        phone("iphone-15", 393, 852, 3, "wC hC", "59/0/34/0", "0/59/21/59"),
        phone("iphone-15-pro-max", 430, 932, 3, "wR hC", "59/0/34/0", "0/59/21/59"),
        phone("iphone-16e", 390, 844, 3, "wC hC", "47/0/34/0", "0/47/21/47"),
        phone("iphone-16", 393, 852, 3, "wC hC", "59/0/34/0", "0/59/21/59"),
        phone("iphone-16-plus", 430, 932, 3, "wR hC", "59/0/34/0", "0/59/21/59"),
        phone("iphone-16-pro", 402, 874, 3, "wC hC", "62/0/34/0", "0/62/21/62"),
        phone("iphone-16-pro-max", 440, 956, 3, "wR hC", "62/0/34/0", "0/62/21/62"),
        phone("iphone-17", 402, 874, 3, "wC hC", "62/0/34/0", "20/62/20/62"),
        phone("iphone-17-pro", 402, 874, 3, "wC hC", "62/0/34/0", "20/62/20/62"),
        phone("iphone-17-pro-max", 440, 956, 3, "wR hC", "62/0/34/0", "20/62/20/62"),
        phone("iphone-air", 420, 912, 3, "wR hC", "68/0/34/0", "20/68/29/68"),
        pad("ipad", 768, 1024, "20/0/0/0", [(1024, "R"), (694, "R"), (507, "C"), (320, "C"), (768, "R"), (438, "C"), (320, "C")]),
        pad("ipad-10.2", 810, 1080, "20/0/0/0", [(1080, "R"), (750, "R"), (535, "C"), (320, "C"), (810, "R"), (480, "C"), (320, "C")]),
        pad("ipad-pro-10.5", 834, 1112, "20/0/0/0", [(1112, "R"), (782, "R"), (551, "C"), (320, "C"), (834, "R"), (504, "C"), (320, "C")]),
        pad("ipad-pro-11", 834, 1194, "24/0/20/0", [(1194, "R"), (809, "R"), (592, "C"), (375, "C"), (834, "R"), (504, "C"), (320, "C")]),
        pad("ipad-pro-12.9", 1024, 1366, "24/0/20/0", [(1366, "R"), (981, "R"), (678, "R"), (375, "C"), (1024, "R"), (639, "C"), (375, "C")]),
        pad("ipad-mini-a17-pro", 744, 1133, "24/0/20/0", [(1133, "R"), (748, "R"), (561.5, "C"), (375, "C"), (744, "R"), (414, "C"), (320, "C")]),
        pad("ipad-a16", 820, 1180, "24/0/20/0", [(1180, "R"), (795, "R"), (585, "C"), (375, "C"), (820, "R"), (490, "C"), (320, "C")]),
        pad("ipad-air-11", 820, 1180, "24/0/20/0", [(1180, "R"), (795, "R"), (585, "C"), (375, "C"), (820, "R"), (490, "C"), (320, "C")]),
        pad("ipad-pro-11-m4", 834, 1210, "24/0/20/0", [(1210, "R"), (825, "R"), (600, "R"), (375, "C"), (834, "R"), (504, "C"), (320, "C")]),
        pad("ipad-air-13", 1024, 1366, "24/0/20/0", [(1366, "R"), (981, "R"), (678, "R"), (375, "C"), (1024, "R"), (639, "C"), (375, "C")]),
        pad("ipad-pro-13-m4", 1032, 1376, "24/0/20/0", [(1376, "R"), (991, "R"), (683, "R"), (375, "C"), (1032, "R"), (647, "C"), (375, "C")]),
    ]

    /// A phone: wC hR in portrait; no multitasking.
    private static func phone(_ name: String, _ width: CGFloat, _ height: CGFloat, _ scale: CGFloat,
                              _ landscapeClasses: String, _ portraitInsets: String, _ landscapeInsets: String) -> ResearchDevice {
        ResearchDevice(name: name, width: width, height: height, scale: scale, portraitClasses: "wC hR",
                       landscapeClasses: landscapeClasses, portraitInsets: portraitInsets, landscapeInsets: landscapeInsets,
                       multitasking: [])
    }

    /// An iPad: 2x, wR hR and the same insets in both orientations.
    private static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat, _ insets: String,
                            _ multitasking: [(CGFloat, Character)]) -> ResearchDevice {
        ResearchDevice(name: name, width: width, height: height, scale: 2, portraitClasses: "wR hR", landscapeClasses: "wR hR",
                       portraitInsets: insets, landscapeInsets: insets, multitasking: multitasking)
    }
}

extension EdgeInsets {
    /// Insets written top/left/bottom/right, as the research writes them (`44/0/34/0`).
    init(research: String) {
        let values = research.split(separator: "/").map { CGFloat(Double($0)!) }
        self.init(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}
