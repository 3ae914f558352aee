import Foundation

/// Places labels one at a time, each at the first of its candidate frames that keeps clear of
/// every label placed before it and stays within bounds.
///
/// Greedy and order-dependent by design: the same labels in the same order always land in the
/// same places, so figures are deterministic, and the caller decides who gets the best spots
/// by the order it places them in.
public struct LabelPlacer: Hashable, Sendable {
    /// The area labels must lie in, or nil for anywhere.
    public var bounds: CGRect?
    /// The least space between two labels, in points.
    public var spacing: CGFloat
    /// The frames taken so far, in the order they were taken.
    public private(set) var placed: [CGRect] = []
    /// The indices of `placed` by grid cell: a frame is listed in every cell it touches, so a
    /// collision test looks only at the frames near the candidate.
    private var cells: [GridCell: [Int]] = [:]

    /// The side of a grid cell, in points: about a label's size.
    private static let cellSize: CGFloat = 64

    /// A cell of the collision grid.
    private struct GridCell: Hashable {
        var column: Int
        var row: Int
    }

    public init(bounds: CGRect? = nil, spacing: CGFloat) {
        self.bounds = bounds
        self.spacing = spacing
    }

    /// Takes the first candidate that is within bounds and keeps `spacing` from every frame
    /// already placed; returns it, or nil (taking nothing) when every candidate collides.
    ///
    /// - Complexity: O(c × k) for c candidates and k frames placed near them.
    public mutating func place(candidates: [CGRect]) -> CGRect? {
        guard let frame = candidates.first(where: isFree) else { return nil }
        reserve(frame)
        return frame
    }

    /// Marks `frame` as taken whether or not it is free: for things labels must avoid that
    /// are not labels themselves.
    public mutating func reserve(_ frame: CGRect) {
        for cell in Self.cells(touching: frame) { cells[cell, default: []].append(placed.count) }
        placed.append(frame)
    }

    /// Whether `frame` lies within bounds and keeps `spacing` from every frame placed.
    ///
    /// - Complexity: O(k) in the number of frames placed in the grid cells near `frame`.
    public func isFree(_ frame: CGRect) -> Bool {
        if let bounds, !bounds.contains(frame) { return false }
        let reach = frame.insetBy(dx: -spacing, dy: -spacing)
        return !Self.cells(touching: reach).contains { cell in
            cells[cell, default: []].contains { Self.overlaps(frame, placed[$0], spacing: spacing) }
        }
    }

    /// The grid cells a frame touches.
    private static func cells(touching frame: CGRect) -> [GridCell] {
        let columns = Int((frame.minX / cellSize).rounded(.down))...Int((frame.maxX / cellSize).rounded(.down))
        let rows = Int((frame.minY / cellSize).rounded(.down))...Int((frame.maxY / cellSize).rounded(.down))
        return columns.flatMap { column in rows.map { GridCell(column: column, row: $0) } }
    }

    /// Whether two frames come closer than `spacing`; frames exactly `spacing` apart do not
    /// overlap.
    public static func overlaps(_ first: CGRect, _ second: CGRect, spacing: CGFloat) -> Bool {
        first.minX < second.maxX + spacing && second.minX < first.maxX + spacing
            && first.minY < second.maxY + spacing && second.minY < first.maxY + spacing
    }
}
