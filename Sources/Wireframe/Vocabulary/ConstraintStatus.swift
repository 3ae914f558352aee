/// What the engine concluded about a constraint or view, which sets its colour as in
/// Interface Builder.
public enum ConstraintStatus: Hashable, Sendable {
    /// Satisfied, and the views it affects are unambiguous: blue.
    case satisfied
    /// Part of a set of required constraints that cannot all hold: red.
    case conflicting
    /// Affects a view whose layout has more than one solution: red, as IB draws it.
    case ambiguous
    /// Satisfied by the solved frames, but not by the frames the spec gave: orange.
    case misplaced

    /// Whether layout failed here (conflicting or ambiguous): what Interface Builder draws red.
    public var isError: Bool {
        self == .conflicting || self == .ambiguous
    }

    /// The status's colour in `theme`.
    public func color(in theme: Theme) -> Color {
        switch self {
        case .satisfied: theme.satisfied
        case .conflicting, .ambiguous: theme.conflicting
        case .misplaced: theme.misplaced
        }
    }
}
