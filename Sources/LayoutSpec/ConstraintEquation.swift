import AutoLayout

/// A constraint equation as written, parsed but not yet resolved against the views:
///
/// ```
/// item1.attribute1  relation  item2.attribute2 [* multiplier | / divisor] [+|- constant]  [@ priority]
/// item1.attribute1  relation  constant  [@ priority]
/// ```
///
/// Every part keeps its offset in the string, so that the builder can point at the part it
/// cannot resolve.
struct ConstraintEquation {
    /// A name as written, and where it starts (in Unicode scalars).
    struct Name {
        let text: String
        let offset: Int
    }

    /// `item.attribute`: the item's path (`map`, `map.safeArea`, `topLayoutGuide`) and the
    /// attribute's name.
    struct Anchor {
        let item: [Name]
        let attribute: Name

        /// The anchor as written (`map.safeArea.top`).
        var text: String { (item + [attribute]).map(\.text).joined(separator: ".") }
        var offset: Int { item[0].offset }
    }

    /// A number as written: a literal, or a metric's name.
    enum Operand {
        case literal(Double, offset: Int)
        case metric(Name)
    }

    let first: Anchor
    let relation: LayoutRelation
    /// The second anchor; nil in the constant form.
    let second: Anchor?
    /// `* m`, or `/ d` (then `divides`).
    let multiplier: (operand: Operand, divides: Bool)?
    /// `+ c` or `- c` (then `negated`); in the constant form, the constant.
    let constant: (operand: Operand, negated: Bool)?
    /// `@ p`: a number, or a name (a named priority or a metric).
    let priority: Operand?
    /// Where the right-hand side starts: where a rule that concerns both sides is blamed.
    let rightOffset: Int
}
