import Foundation

/// Frames filed by the cells of coarse grids that they touch, so that a question about one
/// area (is a label spot free, which views does a plate cover, which texts does a line cross)
/// looks only at the frames near it rather than at all of them.
///
/// The grids are levels of one hierarchy: cells of 64 points at level 0, twice as wide at each
/// level up, and a frame is filed at the lowest level whose cells are at least its size, in at
/// most four cells. So a frame costs the same whatever its size: a view 4 294 967 296 points
/// wide, filed by cells of 64 points, took a cell per 64 points (two gigabytes). A question
/// looks at each level in use, and only within the cells that level holds frames in: a
/// constraint line a trillion points long looked at every cell along it.
///
/// A figure of 10 000 views asks hundreds of thousands of such questions, so the grid is flat:
/// the cells that hold frames are found in an open-addressing table keyed by the packed level
/// and cell (a multiplicative hash, where a dictionary would hash each cell with SipHash), and
/// each cell's frames form a linked list in two shared arrays, where a dictionary of arrays
/// would allocate one per cell and copy it out on every question.
struct FrameGrid: Hashable, Sendable {
    /// The frames in the order they were inserted.
    private(set) var frames: [CGRect] = []
    /// Per table slot: the packed cell it holds, or `Self.vacant`.
    private var cellKeys: [UInt64]
    /// Per table slot: the first entry of its cell's list, the latest filed.
    private var firstEntries: [Int32]
    /// Per entry: the index in `frames` it files, and the cell's next entry or -1.
    private var entryFrames: [Int32] = []
    private var nextEntries: [Int32] = []
    /// How many slots hold a cell; the table doubles before it is half full.
    private var occupiedSlots = 0
    /// 64 minus log2 of the table's size: the hash keeps the top bits of the product.
    private var shift: UInt64
    /// Per level, the cells that hold frames.
    private var levels: [Level] = Array(repeating: Level(), count: Self.levelCount)

    /// The side of a cell of level 0, in points: about a label's size.
    private static let cellSize: CGFloat = 64
    /// Coordinates are held to this many points either way (and NaN taken as 0) before they
    /// are turned into cells, so that no frame, however far or broken, makes a cell number
    /// that its 29 bits of the key cannot hold: 2³³ / 64 = 2²⁷ cells either way at level 0.
    private static let coordinateLimit: CGFloat = 0x1p33
    /// Enough levels for a cell to span twice ``coordinateLimit``: 64 × 2²⁸ = 2³⁴.
    private static let levelCount = 29
    /// The key of an empty slot: no cell packs to it (a level is below 2⁶ − 1).
    private static let vacant = UInt64.max

    init(_ frames: [CGRect] = []) {
        cellKeys = Array(repeating: Self.vacant, count: 64)
        firstEntries = Array(repeating: -1, count: 64)
        shift = 64 - 6
        for frame in frames { insert(frame) }
    }

    /// - Complexity: amortised O(1): a frame is filed in at most four cells.
    mutating func insert(_ frame: CGRect) {
        let index = Int32(frames.count)
        frames.append(frame)
        let level = Self.level(of: frame)
        let cells = Self.cells(touching: frame, level: level)
        levels[level].bounds = levels[level].bounds.map { $0.union(cells) } ?? cells
        for column in cells.columns {
            for row in cells.rows {
                let slot = slotForInserting(Self.key(level: level, column: column, row: row))
                if firstEntries[slot] < 0 { levels[level].cells.append(Cell(column: Int32(column), row: Int32(row))) }
                entryFrames.append(index)
                nextEntries.append(firstEntries[slot])
                firstEntries[slot] = Int32(entryFrames.count - 1)
            }
        }
    }

    /// Whether a frame filed in a cell that `area` touches satisfies `predicate`; a frame is
    /// tested once per such cell.
    ///
    /// - Complexity: O(l + k) for l levels in use and k frames filed in the cells `area`
    ///   touches.
    func contains(near area: CGRect, where predicate: (CGRect) -> Bool) -> Bool {
        var found = false
        forEachCell(touching: area) { key in
            forEachFrame(in: key) { frame in
                found = predicate(frame)
                return !found
            }
            return !found
        }
        return found
    }

    /// Calls `body` with each frame filed in a cell that `area` touches: every frame that
    /// meets `area`, and some near it; a frame in several of those cells comes once per cell.
    ///
    /// - Complexity: O(l + k) for l levels in use and k frames in the cells `area` touches.
    func forEachFrame(near area: CGRect, _ body: (CGRect) -> Void) {
        forEachCell(touching: area) { key in
            forEachFrame(in: key) { frame in
                body(frame)
                return true
            }
            return true
        }
    }

    /// Calls `body` with each frame filed in the cell `key`, the latest filed first, for as
    /// long as it returns true.
    @inline(__always)
    private func forEachFrame(in key: UInt64, _ body: (CGRect) -> Bool) {
        guard let slot = slot(of: key) else { return }
        var entry = firstEntries[slot]
        while entry >= 0 && body(frames[Int(entryFrames[Int(entry)])]) {
            entry = nextEntries[Int(entry)]
        }
    }

    /// Calls `body` with the key of each cell of each level in use that `area` touches and
    /// that holds frames, for as long as it returns true; without building a list of them:
    /// most questions are about small areas, asked very many times. Where the area spans
    /// more cells of a level than the level holds, the cells held are visited instead, so
    /// that no question costs more than the cells the grid holds.
    ///
    /// - Complexity: O(min(a, h)) per level in use, for a cells touched and h cells held.
    private func forEachCell(touching area: CGRect, _ body: (UInt64) -> Bool) {
        for level in levels.indices {
            guard let held = levels[level].bounds, let cells = Self.cells(touching: area, level: level).intersection(held) else { continue }
            if cells.count <= levels[level].cells.count {
                for column in cells.columns {
                    for row in cells.rows {
                        guard body(Self.key(level: level, column: column, row: row)) else { return }
                    }
                }
            } else {
                for cell in levels[level].cells where cells.contains(cell) {
                    guard body(Self.key(level: level, column: Int(cell.column), row: Int(cell.row))) else { return }
                }
            }
        }
    }

    /// The table slot holding the cell `key`, if any frame touches that cell.
    @inline(__always)
    private func slot(of key: UInt64) -> Int? {
        var slot = home(of: key)
        while true {
            let candidate = cellKeys[slot]
            if candidate == key { return slot }
            if candidate == Self.vacant { return nil }
            slot = (slot + 1) & (cellKeys.count - 1)
        }
    }

    /// The slot of the cell `key`, claimed for it if it has none.
    private mutating func slotForInserting(_ key: UInt64) -> Int {
        if let slot = slot(of: key) { return slot }
        if (occupiedSlots + 1) * 2 > cellKeys.count { grow() }
        var slot = home(of: key)
        while cellKeys[slot] != Self.vacant { slot = (slot + 1) & (cellKeys.count - 1) }
        cellKeys[slot] = key
        occupiedSlots += 1
        return slot
    }

    @inline(__always)
    private func home(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Doubles the table, moving each cell's list head with it.
    private mutating func grow() {
        let (keys, firsts) = (cellKeys, firstEntries)
        cellKeys = Array(repeating: Self.vacant, count: keys.count * 2)
        firstEntries = Array(repeating: -1, count: keys.count * 2)
        shift -= 1
        for old in keys.indices where keys[old] != Self.vacant {
            var slot = home(of: keys[old])
            while cellKeys[slot] != Self.vacant { slot = (slot + 1) & (cellKeys.count - 1) }
            cellKeys[slot] = keys[old]
            firstEntries[slot] = firsts[old]
        }
    }

    /// The lowest level whose cells are at least as wide and as high as `frame`, so that it
    /// touches at most two columns and two rows of them.
    private static func level(of frame: CGRect) -> Int {
        let side = max(clamped(frame.maxX) - clamped(frame.minX), clamped(frame.maxY) - clamped(frame.minY))
        var level = 0
        while level < levelCount - 1 && side > cellSize * CGFloat(1 << level) { level += 1 }
        return level
    }

    /// The columns and rows of the cells of `level` that `frame` touches.
    private static func cells(touching frame: CGRect, level: Int) -> CellRange {
        let side = cellSize * CGFloat(1 << level)
        func cell(_ coordinate: CGFloat) -> Int { Int((clamped(coordinate) / side).rounded(.down)) }
        return CellRange(columns: cell(frame.minX)...cell(frame.maxX), rows: cell(frame.minY)...cell(frame.maxY))
    }

    /// `coordinate` within ``coordinateLimit`` either way; NaN as 0.
    private static func clamped(_ coordinate: CGFloat) -> CGFloat {
        coordinate.isNaN ? 0 : min(max(coordinate, -coordinateLimit), coordinateLimit)
    }

    /// The level in the top 6 bits, then the column and the row in 29 bits each, offset by
    /// 2²⁸ so that -1 does not pack to ``vacant``.
    private static func key(level: Int, column: Int, row: Int) -> UInt64 {
        UInt64(level) << 58 | UInt64(column + 0x1000_0000) << 29 | UInt64(row + 0x1000_0000)
    }

    /// The cells of one level that hold frames: a box around them, and each one, in the order
    /// first filed.
    private struct Level: Hashable, Sendable {
        var bounds: CellRange?
        var cells: [Cell] = []
    }

    private struct Cell: Hashable, Sendable {
        var column: Int32
        var row: Int32
    }

    /// A block of cells of one level.
    private struct CellRange: Hashable, Sendable {
        var columns: ClosedRange<Int>
        var rows: ClosedRange<Int>

        /// How many cells the block holds.
        var count: Int { columns.count * rows.count }

        func contains(_ cell: Cell) -> Bool {
            columns.contains(Int(cell.column)) && rows.contains(Int(cell.row))
        }

        func union(_ other: CellRange) -> CellRange {
            CellRange(columns: min(columns.lowerBound, other.columns.lowerBound)...max(columns.upperBound, other.columns.upperBound),
                      rows: min(rows.lowerBound, other.rows.lowerBound)...max(rows.upperBound, other.rows.upperBound))
        }

        func intersection(_ other: CellRange) -> CellRange? {
            guard columns.overlaps(other.columns), rows.overlaps(other.rows) else { return nil }
            return CellRange(columns: columns.clamped(to: other.columns), rows: rows.clamped(to: other.rows))
        }
    }
}
