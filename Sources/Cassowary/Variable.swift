import Synchronization

/// A source of process-wide unique identities for variables and constraints.
///
/// Identities, not names, make two variables distinct: `Variable("x")` twice gives two variables,
/// as in kiwi and Cassowary. An atomic counter keeps them unique across threads.
enum Identity {
    private static let counter = Atomic<UInt64>(0)

    /// Returns a fresh identity, never returned before in this process.
    static func next() -> UInt64 {
        counter.add(1, ordering: .relaxed).newValue
    }
}

/// An unknown of the linear system: a cheap, hashable value handle.
///
/// A variable has no value of its own; read it through the solver that holds it
/// (`solver.value(of: x)`). Keeping values out of the handle keeps it `Sendable`, keeps
/// reference counting out of the solver's inner loops, and lets one variable take part in
/// several solvers.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The name shown in dumps and diagnostics; it need not be unique.
    public let name: String
    /// The identity that makes this variable distinct from every other.
    let id: UInt64

    /// Creates a new variable, distinct from every other, even one with the same name.
    public init(_ name: String = "") {
        self.name = name
        self.id = Identity.next()
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public var description: String { name.isEmpty ? "v\(id)" : name }
}
