import AutoLayout

/// Colours as Interface Builder writes them (`<color red= green= blue= alpha=>`, `white=`,
/// or a name from the document's `<resources>`), for the wireframe's fills.
///
/// Components are taken as sRGB whatever colour space the document names (generic gamma 2.2
/// grey, calibrated RGB, Display P3): a wireframe shows which view is which colour, and the
/// difference is a few levels of a channel.
enum IBColor {
    /// The colour `element` describes, or nil when it names a colour the document does not
    /// define.
    static func color(_ element: IBElement, named: [String: ViewColor]) -> ViewColor? {
        let alpha = Double(element["alpha"] ?? "") ?? 1
        if let red = Double(element["red"] ?? ""), let green = Double(element["green"] ?? ""),
           let blue = Double(element["blue"] ?? "") {
            return ViewColor(red: clamped(red), green: clamped(green), blue: clamped(blue), alpha: clamped(alpha))
        }
        if let white = Double(element["white"] ?? "") {
            return ViewColor(red: clamped(white), green: clamped(white), blue: clamped(white), alpha: clamped(alpha))
        }
        if let name = element["name"] ?? element["systemColor"] {
            return named[name]
        }
        return element["cocoaTouchSystemColor"].flatMap { cocoaTouchColors[$0] }
    }

    /// The colours Xcode 8 and 9 documents name as `cocoaTouchSystemColor`.
    private static let cocoaTouchColors: [String: ViewColor] = [
        "whiteColor": ViewColor(red: 1, green: 1, blue: 1),
        "blackColor": ViewColor(red: 0, green: 0, blue: 0),
        "darkTextColor": ViewColor(red: 0, green: 0, blue: 0),
        "lightTextColor": ViewColor(red: 1, green: 1, blue: 1, alpha: 0.6),
        "groupTableViewBackgroundColor": ViewColor(red: 0.937, green: 0.937, blue: 0.957),
        "tableCellGroupedBackgroundColor": ViewColor(red: 1, green: 1, blue: 1),
        "clearColor": ViewColor(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    private static func clamped(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), 1) : 0
    }
}
