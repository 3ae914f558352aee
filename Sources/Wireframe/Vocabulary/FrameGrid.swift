import Foundation

/// Frames filed by the cells of a coarse grid that they touch, so that a question about one
/// area (is a label spot free, which views does a plate cover, which texts does a line cross)
/// looks only at the frames near it rather than at all of them.
///
/// A figure of 10 000 views asks hundreds of thousands of such questions, so the grid is flat:
/// the cells that hold frames are found in an open-addressing table keyed by the packed cell
/// (a multiplicative hash, where a dictionary would hash each cell with SipHash), and each
/// cell's frames form a linked list in two shared arrays, where a dictionary of arrays would
/// allocate one per cell and copy it out on every question.
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

    /// The side of a cell, in points: about a label's size.
    private static let cellSize: CGFloat = 64
    /// The key of an empty slot: no cell packs to it (its column and row would both be 2³¹ − 1,
    /// more than 10¹¹ points away).
    private static let vacant = UInt64.max

    init(_ frames: [CGRect] = []) {
        cellKeys = Array(repeating: Self.vacant, count: 64)
        firstEntries = Array(repeating: -1, count: 64)
        shift = 64 - 6
        for frame in frames { insert(frame) }
    }

    /// - Complexity: amortised O(c) in the number of cells `frame` touches.
    mutating func insert(_ frame: CGRect) {
        let index = Int32(frames.count)
        frames.append(frame)
        Self.forEachCell(touching: frame) { key in
            let slot = slotForInserting(key)
            entryFrames.append(index)
            nextEntries.append(firstEntries[slot])
            firstEntries[slot] = Int32(entryFrames.count - 1)
        }
    }

    /// Whether a frame filed in a cell that `area` touches satisfies `predicate`; a frame is
    /// tested once per such cell.
    ///
    /// - Complexity: O(k) in the number of frames filed in the cells `area` touches.
    func contains(near area: CGRect, where predicate: (CGRect) -> Bool) -> Bool {
        var found = false
        Self.forEachCell(touching: area) { key in
            guard !found else { return }
            forEachFrame(in: key) { frame in
                found = predicate(frame)
                return !found
            }
        }
        return found
    }

    /// Calls `body` with each frame filed in a cell that `area` touches: every frame that
    /// meets `area`, and some near it; a frame in several of those cells comes once per cell.
    ///
    /// - Complexity: O(k) in the number of frames in the cells `area` touches.
    func forEachFrame(near area: CGRect, _ body: (CGRect) -> Void) {
        Self.forEachCell(touching: area) { key in
            forEachFrame(in: key) { frame in
                body(frame)
                return true
            }
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

    /// Calls `body` with the packed key of each cell a frame touches (column and row, each
    /// offset by 2³¹ so that -1 does not pack to ``vacant``), without building a list of them:
    /// most questions are about small areas, asked very many times.
    private static func forEachCell(touching frame: CGRect, _ body: (UInt64) -> Void) {
        let columns = Int((frame.minX / cellSize).rounded(.down))...Int((frame.maxX / cellSize).rounded(.down))
        let rows = Int((frame.minY / cellSize).rounded(.down))...Int((frame.maxY / cellSize).rounded(.down))
        for column in columns {
            for row in rows {
                let packedColumn = UInt64(UInt32(truncatingIfNeeded: column &+ 0x8000_0000))
                let packedRow = UInt64(UInt32(truncatingIfNeeded: row &+ 0x8000_0000))
                body(packedColumn << 32 | packedRow)
            }
        }
    }
}
