extension VisualFormat {
    /// A number written in the format, where it stands and what it sets.
    public struct WrittenNumber: Hashable, Sendable {
        /// What a number in a format sets.
        public enum Role: Hashable, Sendable {
            /// A view's width (horizontal format) or height (vertical), `[a(20)]`.
            case size
            /// The gap of a connection, `-20-`.
            case spacing
            /// A predicate's priority, `@750`.
            case priority
        }

        public let value: Double
        public let role: Role
        /// The column of the number's first character.
        public let column: Int
    }

    /// Every number written in the format (not metrics), in the order written: so that a
    /// caller holding numbers to a range of its own can say where one leaves it. UIKit takes
    /// any finite number.
    ///
    /// - Complexity: O(p) in the number of predicates.
    public var writtenNumbers: [WrittenNumber] {
        var numbers: [WrittenNumber] = []
        func collect(_ predicates: [Predicate], role: WrittenNumber.Role) {
            for predicate in predicates {
                if case .constant(.number(let value)) = predicate.object {
                    numbers.append(WrittenNumber(value: value, role: role, column: predicate.objectColumn))
                }
                if let priority = predicate.priority, case .number(let value) = priority.value {
                    numbers.append(WrittenNumber(value: value, role: .priority, column: priority.column))
                }
            }
        }
        func collect(_ connection: Connection) {
            if case .predicates(let predicates) = connection.kind { collect(predicates, role: .spacing) }
        }
        if let edge = leadingSuperview { collect(edge.connection) }
        collect(firstView.predicates, role: .size)
        for next in followingViews {
            collect(next.connection)
            collect(next.view.predicates, role: .size)
        }
        if let edge = trailingSuperview { collect(edge.connection) }
        return numbers
    }
}
