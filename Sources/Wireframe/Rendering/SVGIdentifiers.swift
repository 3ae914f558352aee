import Foundation

/// Cairo's SVG writer names each group it composites ("surface12") and each embedded image
/// ("image7") after a counter shared by the whole process, so the same scene drawn twice in one
/// process, or after other drawing, gets other names. Renumbering those names in order of first
/// appearance makes the document depend only on the scene.
enum SVGIdentifiers {
    /// `svg` with every `surfaceN` and `imageN` name, where it is defined (`id="…"`) and used
    /// (`#…`), renumbered from 1 by first appearance, per prefix.
    ///
    /// - Complexity: O(n) in the length of the document.
    static func renumbered(_ svg: Data) -> Data {
        // The prefixes cairo numbers process-wide; its other names (glyphs, clips, masks) are
        // numbered per document already.
        let pattern = /(["#])(surface|image)([0-9]+)/
        let text = String(decoding: svg, as: UTF8.self)
        var numbers: [String: Int] = [:]
        var counts: [Substring: Int] = [:]
        let renumbered = text.replacing(pattern) { match -> String in
            let (_, quote, prefix, number) = match.output
            let name = "\(prefix)\(number)"
            if numbers[name] == nil {
                counts[prefix, default: 0] += 1
                numbers[name] = counts[prefix]
            }
            return "\(quote)\(prefix)\(numbers[name]!)"
        }
        return Data(renumbered.utf8)
    }
}
