import Foundation

/// Frames filed by the cells of a coarse grid that they touch, so that a question about one
/// area (is a label spot free, which views does a plate cover, which texts does a line cross)
/// looks only at the frames near it rather than at all of them.
struct FrameGrid: Hashable, Sendable {
    /// The frames in the order they were inserted.
    private(set) var frames: [CGRect] = []
    /// The indices of `frames` by cell: a frame is listed in every cell it touches.
    private var cells: [Cell: [Int]] = [:]

    /// The side of a cell, in points: about a label's size.
    private static let cellSize: CGFloat = 64

    /// A cell of the grid.
    private struct Cell: Hashable, Sendable {
        var column: Int
        var row: Int
    }

    init(_ frames: [CGRect] = []) {
        for frame in frames { insert(frame) }
    }

    /// - Complexity: O(c) in the number of cells `frame` touches.
    mutating func insert(_ frame: CGRect) {
        Self.forEachCell(touching: frame) { cells[$0, default: []].append(frames.count) }
        frames.append(frame)
    }

    /// Whether a frame filed in a cell that `area` touches satisfies `predicate`; a frame is
    /// tested once per such cell.
    ///
    /// - Complexity: O(k) in the number of frames filed in the cells `area` touches.
    func contains(near area: CGRect, where predicate: (CGRect) -> Bool) -> Bool {
        var found = false
        Self.forEachCell(touching: area) { cell in
            found = found || cells[cell]?.contains { predicate(frames[$0]) } == true
        }
        return found
    }

    /// The frames filed in the cells `area` touches that satisfy `predicate`, a frame once
    /// per such cell (so possibly more than once).
    ///
    /// - Complexity: O(k) in the number of frames filed in those cells.
    func frames(near area: CGRect, where predicate: (CGRect) -> Bool) -> [CGRect] {
        var found: [CGRect] = []
        Self.forEachCell(touching: area) { cell in
            for index in cells[cell] ?? [] where predicate(frames[index]) { found.append(frames[index]) }
        }
        return found
    }

    /// Calls `body` with each cell a frame touches, without building a list of them: most
    /// questions are about small areas, asked very many times.
    private static func forEachCell(touching frame: CGRect, _ body: (Cell) -> Void) {
        let columns = Int((frame.minX / cellSize).rounded(.down))...Int((frame.maxX / cellSize).rounded(.down))
        let rows = Int((frame.minY / cellSize).rounded(.down))...Int((frame.maxY / cellSize).rounded(.down))
        for column in columns {
            for row in rows { body(Cell(column: column, row: row)) }
        }
    }
}
