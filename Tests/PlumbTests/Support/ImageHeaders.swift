import Foundation

/// The pixel size in a PNG's IHDR chunk: the signature (8 bytes), the chunk's length and type
/// (8 bytes), then the width and height as big-endian 32-bit integers.
func pngPixelSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
          bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]  // "IHDR"
    else { return nil }
    func integer(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (integer(at: 16), integer(at: 20))
}

/// The figure's size in points, from the `width` and `height` attributes of an SVG's root
/// element (cairo writes them in px, one per point).
func svgFigureSize(_ data: Data) -> (width: Double, height: Double)? {
    let text = String(decoding: data.prefix(2048), as: UTF8.self)
    guard let start = text.range(of: "<svg ") else { return nil }
    let element = text[start.upperBound...].prefix { $0 != ">" }
    func attribute(_ name: String) -> Double? {
        guard let range = element.range(of: " \(name)=\"") else { return nil }
        let value = element[range.upperBound...].prefix { $0 != "\"" }
        return Double(value.hasSuffix("px") || value.hasSuffix("pt") ? value.dropLast(2) : value)
    }
    guard let width = attribute("width"), let height = attribute("height") else { return nil }
    return (width, height)
}
