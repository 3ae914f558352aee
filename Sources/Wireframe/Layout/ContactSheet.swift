import AutoLayout
import Foundation

/// Several figures on one page, for a design review: one spec on several devices and
/// orientations (or a storyboard's scenes), in a grid read left to right, then down (devices
/// down and orientations across, when each row holds one device's orientations). The sheet has
/// one heading, the figures' title; each cell is captioned with its device and traits, after
/// its own title when the figures' titles differ; one legend under the grid explains the marks
/// of every cell.
public struct ContactSheet: Sendable {
    /// The figures, in the order of the cells; their own legends are not drawn.
    public var figures: [Figure]
    /// How many cells a row holds.
    public var columns: Int
    public var theme: Theme
    /// The heading: the figures' title when they share one, else this (a document's name).
    public var title: String?
    /// The heading's second line, such as "2 devices × 2 orientations", or nil for none.
    public var subtitle: String?

    public init(figures: [Figure], columns: Int, theme: Theme, title: String? = nil, subtitle: String? = nil) {
        self.figures = figures
        self.columns = max(1, columns)
        self.theme = theme
        self.title = title
        self.subtitle = subtitle
    }

    /// The sheet's scene and each cell's composition, in the order of `figures`.
    public struct Composition: Sendable {
        public var scene: Scene
        public var cells: [Figure.Composition]
    }

    /// Composes every cell, each name on the side of its view an earlier cell put it on when a
    /// spot there is free, then lays them out: the heading, the grid (each column as wide as
    /// its widest cell, each row as tall as its tallest, every cell at the top left of its
    /// slot), and the legend, on the theme's canvas with the figures' padding; the text set
    /// with `measurer`'s fonts.
    ///
    /// - Complexity: O(total marks of the figures), plus each figure's label placement.
    public func composition(measuredBy measurer: PangoTextMeasurer = PangoTextMeasurer()) -> Composition {
        let titles = figures.compactMap { $0.caption?.title }
        let sharedTitle = Set(titles).count == 1 ? titles.first : nil
        // Each name on the side of its view the first cell put it on, where a spot there is free.
        var sides: [String: LabelSide] = [:]
        let cells = figures.map { figure in
            var cell = figure
            cell.showsLegend = false
            cell.caption = figure.caption.map { Self.cellCaption($0, showingTitle: sharedTitle == nil) }
            cell.preferredNameSides = sides
            let composition = cell.composition(measuredBy: measurer)
            sides.merge(composition.nameSides) { first, _ in first }
            return composition
        }
        let rows = stride(from: 0, to: cells.count, by: columns).map { Array(cells.indices[$0 ..< min($0 + columns, cells.count)]) }
        let columnWidths = (0 ..< min(columns, cells.count)).map { column in
            rows.compactMap { $0.count > column ? cells[$0[column]].scene.size.width : nil }.max() ?? 0
        }
        let rowHeights = rows.map { row in row.map { cells[$0].scene.size.height }.max() ?? 0 }
        let gridSize = CGSize(width: columnWidths.reduce(0, +), height: rowHeights.reduce(0, +))

        // The cells bring their own padding; the heading and the legend line up with it.
        let padding = theme.figurePadding
        var items: [Scene.Item] = []
        var y = padding
        if let title = sharedTitle ?? title {
            let heading = Figure.captionBlock(Caption(title: title, device: subtitle), width: max(gridSize.width - 2 * padding, 440),
                                              theme: theme, measuredBy: measurer)
            items += heading.items(at: CGPoint(x: padding, y: y))
            y += heading.size.height
        }
        for (rowIndex, row) in rows.enumerated() {
            var x: CGFloat = 0
            for (column, index) in row.enumerated() {
                items.append(.group(Scene.Group(transform: CGAffineTransform(translationX: x, y: y), items: cells[index].scene.items)))
                x += columnWidths[column]
            }
            y += rowHeights[rowIndex]
        }
        var width = gridSize.width
        let used = Set(figures.flatMap(\.legendEntries))
        let entries = LegendEntry.allCases.filter(used.contains)
        if let legend = Figure.legendBlock(entries: entries, width: max(gridSize.width - 2 * padding, 440), maximumColumns: 5,
                                           theme: theme, measuredBy: measurer) {
            items += legend.items(at: CGPoint(x: padding, y: y))
            y += legend.size.height + padding
            width = max(width, legend.size.width + 2 * padding)
        }
        return Composition(scene: Scene(size: CGSize(width: width, height: y), background: theme.canvas, items: items, fonts: measurer.fonts),
                           cells: cells)
    }

    /// A cell's caption: its device (or window size) as the title, after its own title when
    /// `showingTitle`; its traits below.
    private static func cellCaption(_ caption: Caption, showingTitle: Bool) -> Caption {
        let device = caption.device ?? caption.title
        return Caption(title: showingTitle && caption.device != nil ? caption.title + " · " + device : device, traits: caption.traits)
    }
}
