/// An array-backed binary heap that pops its smallest element first.
///
/// The solver's work lists (entering candidates, infeasible rows, definitions to expand) are
/// heaps so that ties break by symbol index, which is Bland's anti-cycling rule.
struct Heap<Element: Comparable> {
    private var storage: [Element] = []

    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }

    /// - Complexity: O(log *n*).
    mutating func push(_ element: Element) {
        storage.append(element)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if storage[child] < storage[parent] {
                storage.swapAt(child, parent)
                child = parent
            } else {
                break
            }
        }
    }

    /// - Complexity: O(log *n*).
    mutating func pop() -> Element? {
        guard let last = storage.popLast() else { return nil }
        guard !storage.isEmpty else { return last }
        let top = storage[0]
        storage[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < storage.count, storage[left] < storage[smallest] { smallest = left }
            if right < storage.count, storage[right] < storage[smallest] { smallest = right }
            if smallest == parent { break }
            storage.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }

    mutating func removeAll() { storage.removeAll(keepingCapacity: true) }
}

/// A symbol that may improve the objective at `priority`: it pops highest priority first, then
/// lowest symbol (Bland's rule within a level).
struct EnteringCandidate: Comparable {
    var priority: Float
    var symbol: Symbol

    static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.priority != rhs.priority ? lhs.priority > rhs.priority : lhs.symbol < rhs.symbol
    }
}

/// A definition waiting to be expanded: highest rank first, so that symbols that cancel do so
/// before their own definitions are expanded.
struct PendingDefinition: Comparable {
    var rank: Int
    var symbol: Symbol

    static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rank != rhs.rank ? lhs.rank > rhs.rank : lhs.symbol < rhs.symbol
    }
}
