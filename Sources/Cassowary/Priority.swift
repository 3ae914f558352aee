/// How much a constraint matters: UIKit's `UILayoutPriority`, a number from 1 to 1000.
///
/// Priorities are *strict levels*, as in UIKit: a constraint of higher priority always wins
/// over any number of lower ones. The solver gives each distinct priority in use its own level
/// of a lexicographic objective, so priority 251 beats ten thousand constraints at 250, and
/// fractional priorities such as UIStackView's 999.999 and 999.5 are levels of their own.
/// 1000 (``required``) is hard: such a constraint holds or the solver reports it unsatisfiable.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority as UIKit stores it (`Float`).
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required: Priority = 1000
    /// 750: the priority with which a button resists compressing its content.
    public static let defaultHigh: Priority = 750
    /// 250: the priority with which a button hugs its content horizontally.
    public static let defaultLow: Priority = 250
    /// 50: the level `systemLayoutSizeFitting` uses; rarely right for a constraint of your own.
    public static let fittingSizeLevel: Priority = 50

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { rawValue >= Priority.required.rawValue }

    /// Whether the solver accepts this priority: more than 0 and at most 1000.
    ///
    /// UIKit documents 1...1000 but uses smaller values itself (UIStackView's spanning fit
    /// falls to 0.001 when every item is hidden), so the solver accepts any positive priority;
    /// the spec format checks the documented range.
    public var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
