import Foundation

/// A text measurer with fixed font metrics, in the spirit of the Ahem test font that browser
/// and flexbox test suites use: every character advances half the point size, a line is 1.2
/// times the point size high (with the font's `lineSpacing` between lines), and the baseline
/// sits at 0.95 times the point size from a line's top. Lines wrap at spaces (a word longer than the width breaks anywhere), or anywhere
/// in character wrapping.
///
/// It makes layout results exact and reproducible by hand, independent of the fonts installed:
/// layout tests use it, and it is the measurer a window uses until one is given (the `plumb`
/// command gives pango's).
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    public init() {}

    /// The advance of every character, as a fraction of the point size.
    public static let advance: CGFloat = 0.5
    /// The height of a line, as a fraction of the point size.
    public static let lineHeight: CGFloat = 1.2
    /// The distance from a line's top to its baseline, as a fraction of the point size.
    public static let ascent: CGFloat = 0.95

    public func measure(_ text: String, font: Font, numberOfLines: Int, width: CGFloat?, lineBreakMode: LineBreakMode) -> TextMeasurement {
        let advance = font.pointSize * FixedAdvanceTextMeasurer.advance
        let lineHeight = font.pointSize * FixedAdvanceTextMeasurer.lineHeight
        let limit = width.map { charactersPerLine(in: $0, advance: advance) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            lineBreakMode.breaksBetweenCharacters
                ? chop(String(paragraph), charactersPerLine: limit) : wrap(String(paragraph), charactersPerLine: limit)
        }
        if numberOfLines > 0 && lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        guard !text.isEmpty else { return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0) }
        let widest = lines.map(\.count).max() ?? 0
        let ascent = font.pointSize * FixedAdvanceTextMeasurer.ascent
        let gaps = CGFloat(lines.count - 1) * font.lineSpacing
        return TextMeasurement(
            size: CGSize(width: CGFloat(widest) * advance, height: CGFloat(lines.count) * lineHeight + gaps),
            firstBaseline: ascent, lastBaseline: CGFloat(lines.count - 1) * lineHeight + gaps + ascent)
    }

    /// How many characters fit in `width`: at least one, and at most `Int.max` (a huge or
    /// infinite width, as a multiplied constraint can ask for, fits everything).
    private func charactersPerLine(in width: CGFloat, advance: CGFloat) -> Int {
        let fitting = ((width + 0.0001) / advance).rounded(.down)
        guard fitting.isFinite, fitting < CGFloat(Int.max) else { return Int.max }
        return max(Int(fitting), 1)
    }

    /// The lines of one paragraph cut every `charactersPerLine` characters.
    private func chop(_ paragraph: String, charactersPerLine: Int?) -> [String] {
        guard let limit = charactersPerLine, paragraph.count > limit else { return [paragraph] }
        var lines: [String] = []
        var rest = Substring(paragraph)
        while !rest.isEmpty {
            lines.append(String(rest.prefix(limit)))
            rest = rest.dropFirst(limit)
        }
        return lines
    }

    /// The lines of one paragraph: words packed greedily, each line at most `charactersPerLine` long.
    private func wrap(_ paragraph: String, charactersPerLine: Int?) -> [String] {
        guard let limit = charactersPerLine, paragraph.count > limit else { return [paragraph] }
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if candidate.count <= limit {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            var rest = word
            while rest.count > limit {
                lines.append(String(rest.prefix(limit)))
                rest = String(rest.dropFirst(limit))
            }
            current = rest
        }
        lines.append(current)
        return lines
    }
}
