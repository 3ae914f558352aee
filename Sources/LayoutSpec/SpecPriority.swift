import AutoLayout

/// Priorities as a spec writes them: a number from 1 to 1000 (UIKit's documented range), or
/// one of UIKit's named levels.
enum SpecPriority {
    /// The names a priority may be written with, and their values.
    static let names: [(String, LayoutPriority)] = [
        ("required", .required), ("high", .defaultHigh), ("low", .defaultLow), ("fittingSizeLevel", .fittingSizeLevel),
    ]

    /// UIKit's range for a constraint's priority.
    static let range: ClosedRange<Double> = 1...1000

    /// What messages say a priority is.
    static let expected = "a priority: a number from 1 to 1000, or required, high, low or fittingSizeLevel"
}

extension SpecNode {
    /// A priority: a number from 1 to 1000 or a name of ``SpecPriority/names``.
    func priority() throws(SpecError) -> LayoutPriority {
        if case .scalar(let scalar) = node, let named = SpecPriority.names.first(where: { $0.0 == scalar.string }) {
            return named.1
        }
        if case .scalar(let scalar) = node, SpecNumber(scalar.string) == nil, !isNull {
            throw error("expected \(SpecPriority.expected), found \(found)"
                + NameSuggestion.didYouMean(scalar.string, among: SpecPriority.names.map(\.0)))
        }
        return LayoutPriority(Float(try number(in: SpecPriority.range, "a priority")))
    }
}
