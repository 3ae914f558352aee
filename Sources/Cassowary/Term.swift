/// A variable multiplied by a coefficient: the `2 * x` of `2 * x + 3`.
public struct Term: Hashable, Sendable, CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient.shortDescription) * \(variable)"
    }
}

extension Double {
    /// The number as a person writes it: `8` rather than `8.0`.
    var shortDescription: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        return String(self)
    }
}
