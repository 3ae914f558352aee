import Foundation

/// A constraint drawn as Interface Builder draws it: an I-bar for a space or a size, a plain
/// line for an alignment (edges, centres, baselines) or a 0-pt space, a diagonal for an aspect
/// ratio; solid when required and dashed when optional, coloured by status, labelled with what
/// the constraint says: its relation, constant, multiplier and priority.
///
/// Several constraints drawn on the same segment are one mark with a term for each
/// (`merging(_:)`), so that their labels are one label that says all of them.
public struct ConstraintMark: Hashable, Sendable {
    /// Where the line starts and ends, in window coordinates; the caller picks the segment
    /// (between the two edges of a space, along the edges of an alignment, across the size
    /// it sets, the diagonal of an aspect ratio).
    public var start: CGPoint
    public var end: CGPoint
    public var kind: Kind
    /// What the first constraint drawn on this segment says.
    private var firstTerm: Term
    /// What the others say, in the order they were added: empty for most marks, so that a
    /// figure of thousands of constraints allocates no array for them.
    private var otherTerms: [Term] = []
    public var status: ConstraintStatus

    /// What the constraints drawn on this segment say, in the order they were added.
    public var terms: [Term] { [firstTerm] + otherTerms }

    /// A mark for one constraint.
    ///
    /// - Parameters:
    ///   - constant: the constant shown, or nil for none.
    ///   - multiplier: the factor on the other item's attribute; 1 for none.
    ///   - reference: what the multiplier multiplies, as the label names it ("root",
    ///     "root.height"); nil when the segment says it.
    ///   - priority: 1000 for a required constraint (solid), less for an optional one
    ///     (dashed, its priority printed).
    public init(
        from start: CGPoint,
        to end: CGPoint,
        kind: Kind,
        relation: Relation = .equal,
        constant: CGFloat? = nil,
        multiplier: CGFloat = 1,
        reference: String? = nil,
        priority: Double = 1000,
        status: ConstraintStatus = .satisfied
    ) {
        self.start = start
        self.end = end
        self.kind = kind
        firstTerm = Term(relation: relation, constant: constant, multiplier: multiplier, reference: reference, priority: priority)
        self.status = status
    }

    /// What the line stands for.
    public enum Kind: Hashable, Sendable {
        /// A distance between two edges or positions: an I-bar.
        case space
        /// A width or height, set to a constant or to another item's: an I-bar across it.
        case size
        /// A width or height equal to another item's: an I-bar across it with an "=" badge,
        /// drawn on both views of the pair, as IB does.
        case equalSize
        /// A view's width in proportion to its own height: a diagonal across its corner,
        /// labelled as a ratio ("3:2").
        case aspectRatio
        /// Edges, centres or baselines that line up: a plain line.
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

    /// What one constraint on the mark's segment says.
    public struct Term: Hashable, Sendable {
        public var relation: Relation
        public var constant: CGFloat?
        public var multiplier: CGFloat
        public var reference: String?
        public var priority: Double

        public init(relation: Relation = .equal, constant: CGFloat? = nil, multiplier: CGFloat = 1, reference: String? = nil,
                    priority: Double = 1000) {
            self.relation = relation
            self.constant = constant
            self.multiplier = multiplier
            self.reference = reference
            self.priority = priority
        }

        public var isRequired: Bool { priority >= 1000 }

        /// Whether the term makes a size equal to another item's: a reference, no multiplier
        /// and no constant.
        var isEqualSize: Bool { reference != nil && multiplier == 1 && (constant ?? 0) == 0 }
    }

    /// Whether every constraint on the segment is required: the line is solid.
    public var isRequired: Bool { firstTerm.isRequired && otherTerms.allSatisfy(\.isRequired) }

    /// The relation of the mark's first constraint.
    public var relation: Relation { firstTerm.relation }

    /// The constant of the mark's first constraint.
    public var constant: CGFloat? { firstTerm.constant }

    /// Whether the mark stands for more than one constraint.
    public var isMerged: Bool { !otherTerms.isEmpty }

    /// Whether some constraint on the segment is an inequality.
    public var hasInequality: Bool { firstTerm.relation != .equal || otherTerms.contains { $0.relation != .equal } }

    /// Whether the label shows an "=" for sizes made equal.
    var showsEqualSizeBadge: Bool {
        kind == .equalSize && ((firstTerm.isEqualSize && firstTerm.relation == .equal)
            || otherTerms.contains { $0.isEqualSize && $0.relation == .equal })
    }

    /// Whether some constraint on the segment has a multiplier other than 1.
    public var isProportional: Bool { firstTerm.multiplier != 1 || otherTerms.contains { $0.multiplier != 1 } }

    /// Whether the line is drawn without caps: an alignment, or a space of 0 pt (IB draws
    /// those as plain lines along the shared edge) that says nothing else.
    public var isPlain: Bool {
        func saysNothing(_ term: Term) -> Bool { term.constant == 0 && term.multiplier == 1 }
        return kind == .alignment || (kind == .space && saysNothing(firstTerm) && otherTerms.allSatisfy(saysNothing))
    }

    /// The mark with `other`'s constraints added: one segment, one label that says all of
    /// them; solid only when all are required, and in the more serious of the two statuses.
    public func merging(_ other: ConstraintMark) -> ConstraintMark {
        var merged = self
        merged.merge(other)
        return merged
    }

    /// Adds `other`'s constraints to the mark in place, as `merging(_:)` returns them: a mark
    /// that gathers many constraints on one segment grows by appending, not by copying its
    /// terms at every merge.
    ///
    /// - Complexity: O(*m*) amortized, *m* the terms of `other`.
    public mutating func merge(_ other: ConstraintMark) {
        otherTerms.append(other.firstTerm)
        otherTerms.append(contentsOf: other.otherTerms)
        if other.kind == .equalSize || other.kind == .size { kind = kind == .equalSize ? .equalSize : other.kind }
        if other.status.severity > status.severity { status = other.status }
    }

    /// The label of each term, in order: a badge (an inequality's "≥" or "≤", equal sizes'
    /// "=") and a text (the constant, "0.5 × root + 8", "3:2", then "@750" for a priority
    /// below 1000), either of which may be missing; terms with neither are left out.
    public var labelTerms: [(badge: String?, text: String?)] {
        ([firstTerm] + otherTerms).compactMap { term in
            let label = label(of: term)
            return label.badge == nil && label.text == nil ? nil : label
        }
    }

    /// The label of the mark's only term, or nil for a mark of several terms or one whose
    /// term says nothing: what nearly every mark has, without an array.
    var singleLabel: (badge: String?, text: String?)? {
        guard otherTerms.isEmpty else { return nil }
        let label = label(of: firstTerm)
        return label.badge == nil && label.text == nil ? nil : label
    }

    /// One term's badge and text, the text's parts joined by spaces.
    private func label(of term: Term) -> (badge: String?, text: String?) {
        var text = ""
        func append(_ part: String) {
            guard !part.isEmpty else { return }
            if !text.isEmpty { text += " " }
            text += part
        }
        var badge = term.relation.badgeSymbol
        switch kind {
        case .aspectRatio:
            append(Self.ratioText(term.multiplier))
            if let constant = term.constant, constant != 0 { append(Self.signedText(constant)) }
        case .equalSize where term.isEqualSize:
            // Merged with others, each "=" says which view it equals.
            badge = badge ?? "="
            if !otherTerms.isEmpty, let reference = term.reference { append(reference) }
        case .space, .size, .equalSize, .alignment:
            if term.multiplier != 1 || (term.reference != nil && kind != .space) {
                append((term.multiplier != 1 ? Self.numberText(term.multiplier) + " × " : "") + (term.reference ?? ""))
                if let constant = term.constant, constant != 0 { append(Self.signedText(constant)) }
            } else if let constant = term.constant, !(kind == .space && constant == 0) {
                // A 0-pt space is a plain line and says so by its shape; its "0" would only add noise.
                append(Self.numberText(constant))
            }
        }
        if !term.isRequired { append("@" + Self.numberText(CGFloat(term.priority))) }
        return (badge, text.isEmpty ? nil : text)
    }

    /// The first constraint's constant as IB prints it (``numberText(_:)``), or nil for none.
    public var constantText: String? {
        constant.map(Self.numberText)
    }

    /// A number as IB prints constants: whole numbers without a decimal point, others with up
    /// to two decimals ("8", "-20", "10.5", "0.75"). From 10¹³ on, where hundredths are no
    /// longer exact, whole numbers that an `Int` holds, and others as Swift prints a `Double`
    /// ("1e+19", "inf"): nothing is converted to an integer that could trap.
    public static func numberText(_ value: CGFloat) -> String {
        guard abs(value) < 1e13 else { return Int(exactly: Double(value)).map(String.init) ?? String(Double(value)) }
        let hundredths = (Double(value) * 100).rounded()
        guard hundredths != 0 else { return "0" }
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
        var text = String(format: "%.2f", hundredths / 100)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// "+ 8" or "− 8": a constant added to a multiple.
    private static func signedText(_ value: CGFloat) -> String {
        (value < 0 ? "− " : "+ ") + numberText(abs(value))
    }

    /// A width-to-height ratio as the smallest whole numbers that give it to within 1/20 000
    /// (a multiplier written to five digits, as 1.7778 for 16:9) ("3:2", "16:9", "1:1"), or
    /// with decimals when none up to 32 do ("1.41:1").
    static func ratioText(_ ratio: CGFloat) -> String {
        guard ratio.isFinite, ratio > 0 else { return numberText(ratio) + ":1" }
        for height in 1...32 {
            let width = (ratio * CGFloat(height)).rounded()
            if width >= 1, abs(width / CGFloat(height) - ratio) <= ratio / 20_000 {
                return numberText(width) + ":" + String(height)
            }
        }
        return numberText(ratio) + ":1"
    }
}

extension ConstraintStatus {
    /// How serious the status is, for a mark that stands for several constraints: an error
    /// over a misplaced frame over a satisfied constraint.
    var severity: Int {
        switch self {
        case .satisfied: 0
        case .misplaced: 1
        case .ambiguous: 2
        case .conflicting: 3
        }
    }
}
