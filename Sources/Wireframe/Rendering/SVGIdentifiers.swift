import Foundation

/// Cairo's SVG writer names each group it composites ("surface12") and each embedded image
/// ("image7") after a counter shared by the whole process, so the same scene drawn twice in one
/// process, or after other drawing, gets other names. Renumbering those names in order of first
/// appearance makes the document depend only on the scene.
enum SVGIdentifiers {
    /// The prefixes cairo numbers process-wide; its other names (glyphs, clips, masks) are
    /// numbered per document already.
    private static let prefixes = [Array("surface".utf8), Array("image".utf8)]

    /// `svg` with every `surfaceN` and `imageN` name, where it is defined (`id="…"`) and used
    /// (`#…`), renumbered from 1 by first appearance, per prefix.
    ///
    /// One pass over the bytes, which finds what the expression `(["#])(surface|image)([0-9]+)`
    /// would, where matching that expression took most of the time of writing a large figure.
    ///
    /// - Complexity: O(n) in the length of the document.
    static func renumbered(_ svg: Data) -> Data {
        var numbers: [[UInt8]: Int] = [:]
        var counts = [Int](repeating: 0, count: prefixes.count)
        var output = Data()
        output.reserveCapacity(svg.count)
        svg.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var copied = 0, index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "#"),
                      let (prefix, end) = name(in: bytes, at: index + 1) else {
                    index += 1
                    continue
                }
                let name = Array(bytes[(index + 1)..<end])
                let number = numbers[name] ?? {
                    counts[prefix] += 1
                    numbers[name] = counts[prefix]
                    return counts[prefix]
                }()
                output.append(contentsOf: bytes[copied...index])
                output.append(contentsOf: prefixes[prefix])
                output.append(contentsOf: String(number).utf8)
                copied = end
                index = end
            }
            output.append(contentsOf: bytes[copied...])
        }
        return output
    }

    /// The prefix (its index in `prefixes`) and the end of the name that starts at `start`: a
    /// prefix followed by one or more digits, as many as there are; nil when none starts there.
    private static func name(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (prefix: Int, end: Int)? {
        for (index, prefix) in prefixes.enumerated() where bytes[start...].starts(with: prefix) {
            var end = start + prefix.count
            while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
            return end > start + prefix.count ? (index, end) : nil
        }
        return nil
    }
}
