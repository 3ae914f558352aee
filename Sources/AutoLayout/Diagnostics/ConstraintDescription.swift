import Foundation

/// How a constraint reads in logs and dumps, in UIKit's style: `<NSLayoutConstraint 'name'
/// label.leading == root.leadingMargin + 8   (active)>`, with a view's spec id (or its
/// UIKit class and a number) where UIKit prints an address.
struct ConstraintDescription {
    let constraint: LayoutConstraint

    init(_ constraint: LayoutConstraint) {
        self.constraint = constraint
    }

    /// The UIKit class of the constraint.
    var className: String {
        switch constraint.origin {
        case .autoresizingMask: "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: "NSContentSizeLayoutConstraint"
        case .user, .system: "NSLayoutConstraint"
        }
    }

    /// `first.attribute REL second.attribute × multiplier + constant`, with `@priority` when
    /// the constraint is optional.
    var equation: String {
        let first = "\(itemName(constraint.firstItem)).\(attributeName(constraint.firstAttribute))"
        var right: [String] = []
        if let second = constraint.secondItem {
            let term = "\(itemName(second)).\(attributeName(constraint.secondAttribute))"
            right.append(constraint.multiplier == 1 ? term : "\(number(constraint.multiplier))*\(term)")
        }
        var text = "\(first) \(constraint.relation) "
        if right.isEmpty {
            text += number(constraint.constant)
        } else {
            text += right[0]
            if constraint.constant != 0 {
                text += constraint.constant < 0 ? " - \(number(-constraint.constant))" : " + \(number(constraint.constant))"
            }
        }
        if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
        return text
    }

    /// The whole log line.
    var logLine: String {
        var parts = [className]
        if case .autoresizingMask(let mask) = constraint.origin { parts.append(mask.logNotation) }
        if let identifier = constraint.identifier { parts.append("'\(identifier)'") }
        parts.append(equation)
        return "<" + parts.joined(separator: " ") + "   (\(constraint.isActive || constraint.origin != .user ? "active" : "inactive"))>"
    }

    private func itemName(_ item: LayoutItem?) -> String {
        switch item {
        case let view as View: view.logName
        case let guide as LayoutGuide:
            guide.owningView.map { "\($0.logName).\(guide.identifier)" } ?? guide.identifier
        default: "nil"
        }
    }

    /// Autoresizing constraints name positions as UIKit logs them (`minX`, not `left`).
    private func attributeName(_ attribute: LayoutAttribute) -> String {
        guard case .autoresizingMask = constraint.origin else { return attribute.name }
        switch attribute {
        case .left: return "minX"
        case .top: return "minY"
        default: return attribute.name
        }
    }

    private func number(_ value: CGFloat) -> String {
        let double = Double(value)
        if double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
        return String(format: "%g", double)
    }
}
