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
        // Each name on the side of its view the first cell put it on, where a spot there is free.
        var sides: [String: LabelSide] = [:]
        let cells = cellFigures.map { figure in
            var cell = figure
            cell.preferredNameSides = sides
            let composition = cell.composition(measuredBy: measurer)
            sides.merge(composition.nameSides) { first, _ in first }
            return composition
        }
        let grid = Grid(cellSizes: cells.map(\.scene.size), columns: columns)
        let (heading, legend, size) = page(gridWidth: grid.width, rowHeights: grid.rowHeights, measuredBy: measurer)

        // The cells bring their own padding; the heading and the legend line up with it.
        let padding = theme.figurePadding
        var items: [Scene.Item] = []
        var y = padding
        if let heading {
            items += heading.items(at: CGPoint(x: padding, y: y))
            y += heading.size.height
        }
        for (rowIndex, row) in grid.rows.enumerated() {
            var x: CGFloat = 0
            for (column, index) in row.enumerated() {
                items.append(.group(Scene.Group(transform: CGAffineTransform(translationX: x, y: y), items: cells[index].scene.items)))
                x += grid.columnWidths[column]
            }
            y += grid.rowHeights[rowIndex]
        }
        if let legend { items += legend.items(at: CGPoint(x: padding, y: y)) }
        return Composition(scene: Scene(size: size, background: theme.canvas, items: items, fonts: measurer.fonts), cells: cells)
    }

    /// The least and the most size ``composition(measuredBy:)`` can give the sheet, worked out
    /// from the cells' own bounds (`Figure.compositionSizeBounds(measuredBy:)`) without
    /// composing any, so that a sheet too large to draw is refused at once; the heading and the
    /// legend are set at the widest and the narrowest the grid can be.
    ///
    /// - Complexity: O(total marks of the figures).
    public func compositionSizeBounds(measuredBy measurer: PangoTextMeasurer = PangoTextMeasurer()) -> (least: CGSize, most: CGSize) {
        let bounds = cellFigures.map { $0.compositionSizeBounds(measuredBy: measurer) }
        let least = Grid(cellSizes: bounds.map(\.least), columns: columns), most = Grid(cellSizes: bounds.map(\.most), columns: columns)
        func size(gridWidth: CGFloat, rowHeights: [CGFloat]) -> CGSize {
            page(gridWidth: gridWidth, rowHeights: rowHeights, measuredBy: measurer).size
        }
        // A wider grid wraps the heading and the legend into fewer lines.
        return (CGSize(width: size(gridWidth: least.width, rowHeights: least.rowHeights).width,
                       height: size(gridWidth: most.width, rowHeights: least.rowHeights).height),
                CGSize(width: size(gridWidth: most.width, rowHeights: most.rowHeights).width,
                       height: size(gridWidth: least.width, rowHeights: most.rowHeights).height))
    }

    /// The figures as their cells draw them: without their legends, each captioned with its
    /// device and traits, after its own title when the figures' titles differ.
    private var cellFigures: [Figure] {
        figures.map { figure in
            var cell = figure
            cell.showsLegend = false
            cell.caption = figure.caption.map { Self.cellCaption($0, showingTitle: sharedTitle == nil) }
            return cell
        }
    }

    /// The figures' title, when they all have the same.
    private var sharedTitle: String? {
        let titles = figures.compactMap { $0.caption?.title }
        return Set(titles).count == 1 ? titles.first : nil
    }

    /// The heading and the legend of a sheet whose grid is `gridWidth` wide with rows of
    /// `rowHeights`, and the sheet's size with them stacked over and under the grid.
    private func page(gridWidth: CGFloat, rowHeights: [CGFloat], measuredBy measurer: PangoTextMeasurer)
        -> (heading: FigureBlock?, legend: FigureBlock?, size: CGSize) {
        let padding = theme.figurePadding
        let heading = (sharedTitle ?? title).map { title in
            Figure.captionBlock(Caption(title: title, device: subtitle), width: max(gridWidth - 2 * padding, 440), theme: theme,
                                measuredBy: measurer)
        }
        let used = Set(figures.flatMap(\.legendEntries))
        let legend = Figure.legendBlock(entries: LegendEntry.allCases.filter(used.contains), width: max(gridWidth - 2 * padding, 440),
                                        maximumColumns: 5, theme: theme, measuredBy: measurer)
        // Summed in the order composition(measuredBy:) stacks the blocks, to the last bit.
        var y = padding
        if let heading { y += heading.size.height }
        for height in rowHeights { y += height }
        var width = gridWidth
        if let legend {
            y += legend.size.height + padding
            width = max(width, legend.size.width + 2 * padding)
        }
        return (heading, legend, CGSize(width: width, height: y))
    }

    /// The slots of a grid of cells: rows of the cells' indices, each column as wide as its
    /// widest cell, each row as tall as its tallest.
    private struct Grid {
        let rows: [[Int]]
        let columnWidths: [CGFloat]
        let rowHeights: [CGFloat]

        init(cellSizes: [CGSize], columns: Int) {
            let rows = stride(from: 0, to: cellSizes.count, by: columns).map { Array(cellSizes.indices[$0 ..< min($0 + columns, cellSizes.count)]) }
            self.rows = rows
            columnWidths = (0 ..< min(columns, cellSizes.count)).map { column in
                rows.compactMap { $0.count > column ? cellSizes[$0[column]].width : nil }.max() ?? 0
            }
            rowHeights = rows.map { row in row.map { cellSizes[$0].height }.max() ?? 0 }
        }

        var width: CGFloat { columnWidths.reduce(0, +) }
    }

    /// A cell's caption: its device (or window size) as the title, after its own title when
    /// `showingTitle`; its traits below.
    private static func cellCaption(_ caption: Caption, showingTitle: Bool) -> Caption {
        let device = caption.device ?? caption.title
        return Caption(title: showingTitle && caption.device != nil ? caption.title + " · " + device : device, traits: caption.traits)
    }
}
