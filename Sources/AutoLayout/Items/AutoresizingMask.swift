/// How a view's frame follows its superview's size when it is not laid out by constraints of
/// its own: UIKit's `UIView.AutoresizingMask`, with its raw values.
public struct AutoresizingMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The flags by the names UIKit and the spec format use.
    public static let names: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// UIKit's log notation, `h=--& v=-&-`: for each axis, margin, size, margin, with `-` for
    /// fixed and `&` for flexible. With nothing flexible on an axis the far margin is
    /// flexible in practice, and logged so (`h=--&`).
    public var logNotation: String {
        func axis(_ leading: AutoresizingMask, _ size: AutoresizingMask, _ trailing: AutoresizingMask) -> String {
            let flags = [contains(leading), contains(size), contains(trailing) || !contains(leading) && !contains(size)]
            return String(flags.map { $0 ? "&" : "-" })
        }
        return "h=\(axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) "
            + "v=\(axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
    }

    public var description: String {
        let set = AutoresizingMask.names.filter { contains($0.1) }.map(\.0)
        return "[" + set.joined(separator: ", ") + "]"
    }
}
