import Foundation

extension Figure {
    /// The legend: a hairline rule, then the entries for the marks used, each a sample and its
    /// meaning, read down columns; as many columns (up to three, or `maximumColumns`) as fit
    /// `width`, each as wide as its widest entry.
    ///
    /// - Complexity: O(e) in the number of entries.
    func legendBlock(width: CGFloat, measuredBy measurer: PangoTextMeasurer) -> FigureBlock? {
        Self.legendBlock(entries: legendEntries, width: width, theme: theme, measuredBy: measurer)
    }

    /// The legend's entries: those of the marks, and the one for content outside the window.
    ///
    /// - Complexity: O(m) in the number of marks.
    var legendEntries: [LegendEntry] {
        LegendEntry.entries(explaining: marks, reachingOutsideWindow: !viewsReachingOutside.isEmpty)
    }

    /// The legend of `entries` in `theme`, as ``legendBlock(width:measuredBy:)`` lays it out:
    /// one figure's, or a contact sheet's for all its figures.
    static func legendBlock(entries: [LegendEntry], width: CGFloat, maximumColumns: Int = 3, theme: Theme,
                            measuredBy measurer: PangoTextMeasurer) -> FigureBlock? {
        guard !entries.isEmpty else { return nil }
        let sampleSize = CGSize(width: 28, height: 15)
        let sampleGap: CGFloat = 6
        let columnGap: CGFloat = 24
        let lineHeight = measurer.metrics(for: theme.legendFont).lineHeight
        let rowHeight = max(sampleSize.height, lineHeight).rounded(.up) + 6
        let entryWidths = entries.map {
            (sampleSize.width + sampleGap + measurer.measure($0.text, font: theme.legendFont, numberOfLines: 1, width: nil).size.width).rounded(.up)
        }
        let columns = legendColumns(entryWidths: entryWidths, width: width, gap: columnGap, maximum: maximumColumns)
        let rows = columns.map(\.entries.count).max() ?? 0

        let ruleY: CGFloat = 0.5
        var items: [Scene.Item] = [
            .path(.line(from: CGPoint(x: 0, y: ruleY), to: CGPoint(x: width, y: ruleY), stroke: theme.hairline(theme.viewOutline.withAlpha(0.4)))),
        ]
        let top = theme.sectionSpacing / 2
        var samples: [String: CGRect] = [:]
        for column in columns {
            for (row, index) in column.entries.enumerated() {
                let y = top + CGFloat(row) * rowHeight
                let sample = CGRect(x: column.x, y: y + (rowHeight - sampleSize.height) / 2, width: sampleSize.width, height: sampleSize.height)
                items += entries[index].sample(in: sample, theme: theme, measuredBy: measurer)
                samples[entries[index].text] = sample
                items.append(.text(Scene.Text(
                    entries[index].text,
                    font: theme.legendFont,
                    color: theme.primaryText,
                    placement: .anchored(at: CGPoint(x: sample.maxX + sampleGap, y: y + rowHeight / 2), anchor: .left),
                    numberOfLines: 1
                )))
            }
        }
        return FigureBlock(items: items, size: CGSize(width: width, height: top + CGFloat(rows) * rowHeight), samples: samples)
    }

    /// The most columns, up to `maximum`, that hold the entries in order (top to bottom, then
    /// left to right) within `width`; one column when even two do not fit.
    ///
    /// - Complexity: O(maximum × e) for e entries.
    static func legendColumns(entryWidths: [CGFloat], width: CGFloat, gap: CGFloat, maximum: Int) -> [(x: CGFloat, entries: Range<Int>)] {
        for count in stride(from: min(maximum, entryWidths.count), through: 1, by: -1) {
            let rows = (entryWidths.count + count - 1) / count
            var columns: [(x: CGFloat, entries: Range<Int>)] = []
            var x: CGFloat = 0
            for start in stride(from: 0, to: entryWidths.count, by: rows) {
                let range = start ..< min(start + rows, entryWidths.count)
                columns.append((x, range))
                x += entryWidths[range].max()! + gap
            }
            if x - gap <= width || count == 1 { return columns }
        }
        return []
    }
}
