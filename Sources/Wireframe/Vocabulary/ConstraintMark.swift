import Foundation

/// A constraint drawn as Interface Builder draws it: an I-bar for a space or a size, a plain
/// line for an alignment or a 0-pt space, solid when required and dashed when optional,
/// coloured by status, labelled with its constant and, for inequalities, a "≥" or "≤" badge.
public struct ConstraintMark: Hashable, Sendable {
    /// Where the line starts and ends, in window coordinates; the caller picks the segment
    /// (between the two edges of a space, along the edges of an alignment).
    public var start: CGPoint
    public var end: CGPoint
    public var kind: Kind
    public var relation: Relation
    /// The constant shown as the label, or nil for none.
    public var constant: CGFloat?
    /// Whether the priority is 1000 (solid) rather than lower (dashed).
    public var isRequired: Bool
    public var status: ConstraintStatus

    public init(
        from start: CGPoint,
        to end: CGPoint,
        kind: Kind,
        relation: Relation = .equal,
        constant: CGFloat? = nil,
        isRequired: Bool = true,
        status: ConstraintStatus = .satisfied
    ) {
        self.start = start
        self.end = end
        self.kind = kind
        self.relation = relation
        self.constant = constant
        self.isRequired = isRequired
        self.status = status
    }

    /// What the line stands for.
    public enum Kind: Hashable, Sendable {
        /// A distance between two edges, or a width or height: an I-bar.
        case space
        /// Edges or centres that line up: a plain line.
        case alignment
    }

    /// The constraint's relation; inequalities get a badge.
    public enum Relation: Hashable, Sendable {
        case equal
        case lessThanOrEqual
        case greaterThanOrEqual

        /// The badge symbol, or nil for an equality (which needs none).
        var badgeSymbol: String? {
            switch self {
            case .equal: nil
            case .lessThanOrEqual: "≤"
            case .greaterThanOrEqual: "≥"
            }
        }
    }

    /// Whether the line is drawn without caps: an alignment, or a space of 0 pt (IB draws
    /// those as plain lines along the shared edge).
    public var isPlain: Bool {
        kind == .alignment || constant == 0
    }

    /// The constant as IB prints it: whole numbers without a decimal point, others with up to
    /// two decimals ("8", "-20", "10.5"). From 10¹³ on, where hundredths are no longer exact,
    /// whole numbers that an `Int` holds, and others as Swift prints a `Double` ("1e+19",
    /// "inf"): nothing is converted to an integer that could trap.
    public var constantText: String? {
        guard let constant else { return nil }
        guard abs(constant) < 1e13 else { return Int(exactly: Double(constant)).map(String.init) ?? String(Double(constant)) }
        let hundredths = (Double(constant) * 100).rounded()
        guard hundredths != 0 else { return "0" }
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
        var text = String(format: "%.2f", hundredths / 100)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
