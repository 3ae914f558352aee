/// One component of a lexicographic objective coefficient: the weight at one priority level.
///
/// The objective is a vector with one component per priority in use (Badros, Borning &
/// Stuckey's symbolic weights). A symbol's reduced cost is an array of these, sorted from the
/// highest priority down, without zero components; the first component decides its sign.
struct LevelValue {
    var priority: Float
    var value: Double
}

extension Array where Element == LevelValue {
    /// Adds `other × factor`, component by component, dropping components that become zero.
    ///
    /// - Complexity: O(*n* + *m*).
    mutating func add(_ other: [LevelValue], times factor: Double) {
        if other.count == 1 {
            add(other[0].value * factor, at: other[0].priority)
            return
        }
        if other.isEmpty { return }
        if isEmpty {
            for component in other {
                let value = component.value * factor
                if !value.isNearZero { append(LevelValue(priority: component.priority, value: value)) }
            }
            return
        }
        var merged: [LevelValue] = []
        merged.reserveCapacity(count + other.count)
        var i = 0, j = 0
        while i < count || j < other.count {
            let left = i < count ? self[i].priority : -.infinity
            let right = j < other.count ? other[j].priority : -.infinity
            var component: LevelValue
            if left > right {
                component = self[i]
                i += 1
            } else if right > left {
                component = LevelValue(priority: right, value: other[j].value * factor)
                j += 1
            } else {
                let term = other[j].value * factor
                component = LevelValue(priority: left, value: self[i].value + term)
                if component.value.isCancellation(ofTermsUpTo: Swift.max(abs(self[i].value), abs(term))) { component.value = 0 }
                i += 1
                j += 1
            }
            if !component.value.isNearZero { merged.append(component) }
        }
        self = merged
    }

    /// Adds `value` at `priority`, in place.
    ///
    /// - Complexity: O(*n*).
    mutating func add(_ value: Double, at priority: Float) {
        var index = 0
        while index < count && self[index].priority > priority { index += 1 }
        if index < count && self[index].priority == priority {
            let sum = self[index].value + value
            if sum.isCancellation(ofTermsUpTo: Swift.max(abs(self[index].value), abs(value))) {
                remove(at: index)
            } else {
                self[index].value = sum
            }
        } else if !value.isNearZero {
            insert(LevelValue(priority: priority, value: value), at: index)
        }
    }

    /// Adds `value` at `priority`, in place, keeping the component even when it sums to zero:
    /// for the objective's constants, which are read as they are, not compared.
    ///
    /// A handful of levels is in use, so a sorted array beats a dictionary, which would hash
    /// the priority on every pivot.
    ///
    /// - Complexity: O(*n*).
    mutating func accumulate(_ value: Double, at priority: Float) {
        var index = 0
        while index < count && self[index].priority > priority { index += 1 }
        if index < count && self[index].priority == priority {
            self[index].value += value
        } else {
            insert(LevelValue(priority: priority, value: value), at: index)
        }
    }

    /// The component at `priority`, or 0.
    ///
    /// - Complexity: O(*n*).
    func value(at priority: Float) -> Double {
        first { $0.priority == priority }?.value ?? 0
    }

    /// Compares `self / divisor` with `other / otherDivisor` lexicographically, highest level
    /// first; near-equal components count as equal. Returns -1, 0 or 1.
    func compareRatio(_ divisor: Double, with other: [LevelValue], _ otherDivisor: Double) -> Int {
        var i = 0, j = 0
        while i < count || j < other.count {
            let left = i < count ? self[i].priority : -.infinity
            let right = j < other.count ? other[j].priority : -.infinity
            var mine = 0.0, theirs = 0.0
            if left >= right {
                mine = self[i].value / divisor
                i += 1
            }
            if right >= left {
                theirs = other[j].value / otherDivisor
                j += 1
            }
            if mine < theirs - epsilon { return -1 }
            if mine > theirs + epsilon { return 1 }
        }
        return 0
    }
}
