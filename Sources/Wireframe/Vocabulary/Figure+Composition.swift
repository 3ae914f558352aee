import Foundation

extension Figure {
    /// A figure's scene, and what became of its labels.
    public struct Composition: Hashable, Sendable {
        public var scene: Scene
        /// The labels of the marks that found a spot, in the order they were placed.
        public var placedLabels: [PlacedLabel]
        /// The texts of labels left out because all their candidate spots were taken; empty
        /// when every label fits.
        public var unplacedLabels: [String]

        /// The side of its view each view's name took, by the view's identifier.
        public var nameSides: [String: LabelSide]
        /// Where the window is in the scene.
        public var windowFrame: CGRect
        /// Where the legend draws the sample of each of its entries in the scene, by the
        /// entry's text ("Safe area"), so that a check can compare a sample with the marks.
        public var legendSamples: [String: CGRect]

        /// Where the labels went, in the window's coordinates, in the order they were placed.
        public var labelFrames: [CGRect] { placedLabels.map(\.frame) }
    }

    /// Draws the marks, places their labels (constants first, then badges, guide and ghost
    /// names, then view names) up to the theme's reach beyond the window and the marks, breaks
    /// constraint lines where they would strike through a label or a view's text, and stacks
    /// the caption, the window and the legend, centred on a page with even padding.
    ///
    /// - Complexity: O(m + l²) for m marks and l labels.
    public func composition(measuredBy measurer: PangoTextMeasurer = PangoTextMeasurer()) -> Composition {
        let window = CGRect(origin: .zero, size: windowSize)
        let theme = theme
        let fills = filledViewBoxes
        var drawings = marks.concurrentMap { mark in
            theme.drawing(of: mark, measuredBy: measurer, haloed: Self.crosses(fills, mark: mark))
        }
        // A view laid out beyond the window still gets its name beside it.
        let markExtent = self.markExtent
        let labels = placeLabels(of: drawings, within: markExtent.insetBy(dx: -theme.labelReach, dy: -theme.labelReach))
        // Placed, the labels and their candidates (a third of what the drawings hold) are not
        // needed any more: let go before the items are made.
        for index in drawings.indices { drawings[index].labels = [] }
        let clearance = LineClearance(plates: labels.placed.map(\.frame), texts: drawings.flatMap(\.texts), lineWidth: theme.lineWidth)
        let surface = Scene.Item.rectangle(Scene.Rectangle(frame: window, fill: theme.surface))

        let extent = labels.placed.map(\.frame).reduce(markExtent) { $0.union($1) }
        let contentOrigin = CGPoint(x: extent.minX.rounded(.down), y: extent.minY.rounded(.down))
        let content = FigureBlock(
            items: Self.contentItems(surface: surface, drawings: drawings, clearance: clearance,
                                     overlays: offscreenItems(extent: markExtent), labels: labels.items),
            size: Self.contentSize(of: extent)
        )
        let (heading, legend, pageSize) = page(around: content.size, measuredBy: measurer)
        let padding = theme.figurePadding
        let innerWidth = pageSize.width - 2 * padding
        var items: [Scene.Item] = []
        var y = padding
        if let heading {
            items += heading.items(at: CGPoint(x: padding, y: y))
            y += heading.size.height + theme.sectionSpacing
        }
        let contentX = padding + ((innerWidth - content.size.width) / 2).rounded(.down)
        let windowOrigin = CGPoint(x: contentX - contentOrigin.x, y: y - contentOrigin.y)
        items += content.items(at: windowOrigin)
        y += content.size.height
        var legendSamples: [String: CGRect] = [:]
        if let legend {
            y += theme.sectionSpacing
            items += legend.items(at: CGPoint(x: padding, y: y))
            legendSamples = legend.samples.mapValues { $0.offsetBy(dx: padding, dy: y) }
            y += legend.size.height
        }
        return Composition(
            scene: Scene(size: pageSize, background: theme.canvas, items: items),
            placedLabels: labels.placed,
            unplacedLabels: labels.unplaced,
            nameSides: labels.nameSides,
            windowFrame: CGRect(origin: windowOrigin, size: windowSize),
            legendSamples: legendSamples
        )
    }

    /// The least and the most size ``composition(measuredBy:)`` can give the figure, worked
    /// out from its marks without drawing them or placing a label, so that a figure too large
    /// to draw is refused at once: labels widen the window's content by at most the theme's
    /// label reach on each side, and the caption and the legend are set at the widest and the
    /// narrowest the page can be.
    ///
    /// - Complexity: O(m) in the number of marks.
    public func compositionSizeBounds(measuredBy measurer: PangoTextMeasurer = PangoTextMeasurer()) -> (least: CGSize, most: CGSize) {
        let markExtent = self.markExtent
        let narrowest = Self.contentSize(of: markExtent)
        let widest = Self.contentSize(of: markExtent.insetBy(dx: -theme.labelReach, dy: -theme.labelReach))
        // A wider page wraps the caption and the legend into fewer lines.
        let least = CGSize(width: page(around: narrowest, measuredBy: measurer).size.width,
                           height: page(around: CGSize(width: widest.width, height: narrowest.height), measuredBy: measurer).size.height)
        let most = CGSize(width: page(around: widest, measuredBy: measurer).size.width,
                          height: page(around: CGSize(width: narrowest.width, height: widest.height), measuredBy: measurer).size.height)
        return (least, most)
    }

    /// The window and every mark's extent: what the content covers before its labels.
    ///
    /// - Complexity: O(m) in the number of marks.
    private var markExtent: CGRect {
        marks.map(\.extent).reduce(CGRect(origin: .zero, size: windowSize)) { $0.union($1) }
    }

    /// The size of content covering `extent`, on whole points.
    private static func contentSize(of extent: CGRect) -> CGSize {
        CGSize(width: extent.maxX.rounded(.up) - extent.minX.rounded(.down), height: extent.maxY.rounded(.up) - extent.minY.rounded(.down))
    }

    /// The caption and the legend of a page whose window content is `contentSize`, and the
    /// page's size with them stacked over and under it, padded.
    private func page(around contentSize: CGSize, measuredBy measurer: PangoTextMeasurer)
        -> (heading: FigureBlock?, legend: FigureBlock?, size: CGSize) {
        let heading = caption.map { captionBlock($0, width: max(contentSize.width, minimumLegendWidth), measuredBy: measurer) }
        let legendWidth = max(contentSize.width, heading?.size.width ?? 0, minimumLegendWidth)
        let legend = showsLegend ? legendBlock(width: legendWidth, measuredBy: measurer) : nil
        let innerWidth = max(contentSize.width, heading?.size.width ?? 0, legend?.size.width ?? 0)
        // Summed in the order composition(measuredBy:) stacks the blocks, to the last bit.
        var y = theme.figurePadding
        if let heading { y += heading.size.height + theme.sectionSpacing }
        y += contentSize.height
        if let legend {
            y += theme.sectionSpacing
            y += legend.size.height
        }
        return (heading, legend, CGSize(width: innerWidth + 2 * theme.figurePadding, height: y + theme.figurePadding))
    }

    /// The boxes of the views with a fill, which constraint lines need their halo on.
    ///
    /// - Complexity: O(m) in the number of marks.
    private var filledViewBoxes: FrameGrid {
        FrameGrid(marks.compactMap { mark in
            guard case .view(let view) = mark, let fill = view.backgroundColor, fill.alpha > 0 else { return nil }
            return view.boundingBox
        })
    }

    /// Whether `mark` is a constraint whose line crosses one of `fills`.
    ///
    /// - Complexity: O(k) in the boxes near the mark.
    private static func crosses(_ fills: FrameGrid, mark: Mark) -> Bool {
        switch mark {
        case .constraint:
            guard !fills.frames.isEmpty else { return false }
            let extent = mark.extent.insetBy(dx: -1, dy: -1)
            return fills.contains(near: extent) { $0.intersects(extent) }
        default:
            return false
        }
    }

    /// The window's items, bottom first: its surface, the drawings' shapes layer by layer
    /// (constraint lines broken where they cross a label), the overlays, then the labels.
    ///
    /// Made in one array on all cores: at 10 000 views a figure has some 200 000 shapes, and
    /// gathering, clearing and concatenating them in steps copied each one three times.
    ///
    /// - Complexity: O(n) in the shapes and labels, plus the clearing of the lines.
    private static func contentItems(surface: Scene.Item, drawings: [MarkDrawing], clearance: LineClearance,
                                     overlays: [Scene.Item], labels: [Scene.Item]) -> [Scene.Item] {
        let order = layerOrder(drawings)
        return (0..<(1 + order.count + overlays.count + labels.count)).concurrentMap { slot in
            guard slot > 0 else { return surface }
            guard slot <= order.count else {
                let above = slot - 1 - order.count
                return above < overlays.count ? overlays[above] : labels[above - overlays.count]
            }
            let shape = drawings[Int(order[slot - 1].drawing)].shapes[Int(order[slot - 1].shape)]
            return shape.layer >= .halo ? clearance.clearing(shape.item) : shape.item
        }
    }

    /// Where each of the drawings' shapes goes: layer by layer, bottom first, each layer in
    /// the order of the marks (a stable bucket sort of the shapes' positions).
    ///
    /// - Complexity: O(n) in the shapes.
    private static func layerOrder(_ drawings: [MarkDrawing]) -> [(drawing: Int32, shape: Int32)] {
        var layers = [[(drawing: Int32, shape: Int32)]](repeating: [], count: MarkDrawing.Layer.allCases.count)
        for drawing in drawings.indices {
            for shape in drawings[drawing].shapes.indices {
                layers[drawings[drawing].shapes[shape].layer.rawValue].append((Int32(drawing), Int32(shape)))
            }
        }
        return Array(layers.joined())
    }

    /// The least width the legend lays out in: room for two columns of the longest entries,
    /// so that a phone-sized window does not make it a single tall column.
    private var minimumLegendWidth: CGFloat { 440 }
}
