/// A value that reads as a linear expression: a variable, a term or an expression.
///
/// It lets one set of generic operators cover every mix of the three, so
/// `e + 2 * x + 0.5 * y`, `x - y` and `3 * (x + y)` all build an ``Expression``.
public protocol ExpressionConvertible {
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    public var expression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
    public var expression: Expression { Expression(self) }
}

extension Expression: ExpressionConvertible {
    public var expression: Expression { self }
}

extension Expression {
    /// The expression with every coefficient and the constant multiplied by `factor`.
    func scaled(by factor: Double) -> Expression {
        Expression(
            terms: terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
            constant: constant * factor)
    }
}

// MARK: Scaling

public func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient: coefficient) }
public func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient: coefficient) }
public func / (variable: Variable, divisor: Double) -> Term { Term(variable, coefficient: 1 / divisor) }
public func * (factor: Double, term: Term) -> Term { Term(term.variable, coefficient: term.coefficient * factor) }
public func * (term: Term, factor: Double) -> Term { factor * term }
public func / (term: Term, divisor: Double) -> Term { Term(term.variable, coefficient: term.coefficient / divisor) }
public func * (factor: Double, expression: Expression) -> Expression { expression.scaled(by: factor) }
public func * (expression: Expression, factor: Double) -> Expression { expression.scaled(by: factor) }
public func / (expression: Expression, divisor: Double) -> Expression { expression.scaled(by: 1 / divisor) }

public prefix func - (variable: Variable) -> Term { Term(variable, coefficient: -1) }
public prefix func - (term: Term) -> Term { Term(term.variable, coefficient: -term.coefficient) }
public prefix func - (expression: Expression) -> Expression { expression.scaled(by: -1) }

// MARK: Sums

public func + <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    let left = lhs.expression, right = rhs.expression
    return Expression(terms: left.terms + right.terms, constant: left.constant + right.constant)
}

public func - <L: ExpressionConvertible, R: ExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs + rhs.expression.scaled(by: -1)
}

public func + <L: ExpressionConvertible>(lhs: L, constant: Double) -> Expression {
    var sum = lhs.expression
    sum.constant += constant
    return sum
}

public func + <R: ExpressionConvertible>(constant: Double, rhs: R) -> Expression { rhs + constant }
public func - <L: ExpressionConvertible>(lhs: L, constant: Double) -> Expression { lhs + -constant }
public func - <R: ExpressionConvertible>(constant: Double, rhs: R) -> Expression {
    rhs.expression.scaled(by: -1) + constant
}
