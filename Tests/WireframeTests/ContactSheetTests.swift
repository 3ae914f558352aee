import AutoLayout
import Foundation
import Testing
import Wireframe

/// Contact sheets for reviews: a grid of captioned cells under one title, over one legend.
@Suite("Contact sheets")
struct ContactSheetTests {
    /// A figure of a `size` window holding one view, captioned for `device` in `orientation`.
    func figure(_ device: String, _ orientation: String, size: CGSize, guide: Bool = false) -> Figure {
        var figure = Figure(windowSize: size, caption: Caption(title: "Login", device: "\(device) · \(orientation)", traits: ["wC hR"]))
        figure.add(.view(ViewMark(frame: CGRect(origin: .zero, size: size), identifier: "root", kind: "UIView")))
        if guide { figure.add(.layoutGuide(frame: CGRect(x: 10, y: 10, width: 50, height: 50), identifier: "guide")) }
        return figure
    }

    /// Where the sheet puts each cell: the translation of the group that holds its items.
    func cellOrigins(_ sheet: ContactSheet.Composition) -> [CGPoint] {
        sheet.cells.compactMap { cell in
            sheet.scene.items.lazy.compactMap { item -> CGPoint? in
                if case .group(let group) = item, group.items == cell.scene.items { return CGPoint(x: group.transform.tx, y: group.transform.ty) }
                return nil
            }.first
        }
    }

    let figures = [
        ("iPhone SE", "portrait", CGSize(width: 320, height: 568)), ("iPhone SE", "landscape", CGSize(width: 568, height: 320)),
        ("iPad", "portrait", CGSize(width: 768, height: 1024)), ("iPad", "landscape", CGSize(width: 1024, height: 768)),
    ]

    @Test("Two devices in two orientations: a 2 × 2 grid, columns as wide and rows as tall as their largest cell")
    func grid() {
        let cells = figures.enumerated().map { figure($1.0, $1.1, size: $1.2, guide: $0 == 3) }
        let sheet = ContactSheet(figures: cells, columns: 2, theme: .light, subtitle: "2 devices × 2 orientations").composition()
        let widths = sheet.cells.map(\.scene.size.width), heights = sheet.cells.map(\.scene.size.height)
        #expect(sheet.cells.count == 4)
        // Each cell is a figure without a legend: padding, caption, window, padding.
        #expect(widths == [360, 608, 808, 1064])
        let grid = CGSize(width: max(widths[0], widths[2]) + max(widths[1], widths[3]),
                          height: max(heights[0], heights[1]) + max(heights[2], heights[3]))
        #expect(sheet.scene.size.width == grid.width)
        #expect(sheet.scene.size.height > grid.height)
        // The cells sit at the corners of their slots.
        let origins = cellOrigins(sheet)
        #expect(origins.map(\.x) == [0, max(widths[0], widths[2]), 0, max(widths[0], widths[2])])
        #expect(origins[2].y - origins[0].y == max(heights[0], heights[1]))
    }

    @Test("One title, a caption per cell (its device and traits), and one legend for every cell's marks")
    func oneTitleOneLegend() {
        let cells = figures.enumerated().map { figure($1.0, $1.1, size: $1.2, guide: $0 == 3) }
        let texts = FigureTests().texts(in: ContactSheet(figures: cells, columns: 2, theme: .light, subtitle: "2 devices × 2 orientations")
            .composition().scene.items)
        #expect(texts.filter { $0 == "Login" }.count == 1)
        #expect(texts.prefix(2) == ["Login", "2 devices × 2 orientations"])
        for (device, orientation, _) in figures {
            #expect(texts.filter { $0 == "\(device) · \(orientation)" }.count == 1)
        }
        #expect(texts.filter { $0 == "wC hR" }.count == 4)
        // The guide is in one cell only, yet the sheet's legend explains it; each entry once.
        #expect(texts.filter { $0 == "View (name · class)" }.count == 1)
        #expect(texts.filter { $0 == "Layout guide" }.count == 1)
    }

    @Test("Cells follow the figures' order, `columns` to a row")
    func columnsWrap() {
        let cells = figures.map { figure($0.0, $0.1, size: CGSize(width: 100, height: 100)) }
        let sheet = ContactSheet(figures: cells, columns: 3, theme: .light).composition()
        let origins = cellOrigins(sheet)
        // Captions of different lengths make cells of different widths.
        let widths = sheet.cells.map(\.scene.size.width), first = max(widths[0], widths[3])
        #expect(origins.map(\.x) == [0, first, first + widths[1], 0])
        #expect(origins[3].y == origins[0].y + sheet.cells[0].scene.size.height)
    }

    /// The bounds worked out before composing hold the size composing gives: cells of labels
    /// placed past their windows and of none, in one row and in several, with and without a
    /// heading.
    @Test(arguments: [1, 2, 3])
    func compositionSizeBoundsHoldTheComposedSize(columns: Int) {
        let cells = figures.enumerated().map { figure($1.0, $1.1, size: $1.2, guide: $0 == 3) } + [SampleFigures.login()]
        for sheet in [ContactSheet(figures: cells, columns: columns, theme: .light, title: "Review", subtitle: "2 devices"),
                      ContactSheet(figures: [SampleFigures.login(), SampleFigures.login(theme: .dark)], columns: columns, theme: .dark)] {
            let bounds = sheet.compositionSizeBounds()
            let size = sheet.composition().scene.size
            #expect(bounds.least.width <= size.width && size.width <= bounds.most.width)
            #expect(bounds.least.height <= size.height && size.height <= bounds.most.height)
        }
    }
}
