import Foundation

/// How a constraint reads in logs and dumps, in UIKit's style: `<NSLayoutConstraint 'name'
/// label.leading == root.leadingMargin + 8   (active)>`, with a view's spec id (or its
/// UIKit class and a number) where UIKit prints an address.
///
/// As in UIKit's logs, a gap that the Visual Format Language can state is written that way
/// (`H:[label]-(8)-[field]`; see ConstraintDescription+VisualFormat.swift), and any other
/// constraint as an equation.
struct ConstraintDescription {
    let constraint: LayoutConstraint

    init(_ constraint: LayoutConstraint) {
        self.constraint = constraint
    }

    /// The UIKit class of the constraint.
    var kind: ConstraintDump.Entry.Kind {
        switch constraint.origin {
        case .autoresizingMask: .autoresizingMask
        case .contentSize: .contentSize
        case .user, .system, .stackView: .layoutConstraint
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

    /// The whole log line, active or inactive as UIKit reports it.
    var logLine: String {
        logLine(status: constraint.isActive || constraint.origin != .user ? "active" : "inactive")
    }

    /// The log line with `status` in its closing parentheses and, for a form with `|`, the
    /// view `|` stands for, as UIKit names it (`names: '|':UIView:0x…`).
    func logLine(status: String) -> String {
        var parts = [kind.rawValue]
        if case .autoresizingMask(let mask) = constraint.origin { parts.append(mask.logNotation) }
        if let identifier = constraint.identifier { parts.append("'\(identifier)'") }
        let (text, superview) = statement
        parts.append(text)
        let names = superview.map { ", names: '|':\($0.logName)" } ?? ""
        return "<" + parts.joined(separator: " ") + "   (\(status)\(names))>"
    }

    /// The constraint as UIKit's logs write it (in the Visual Format Language where it has a
    /// form there, or else as an equation), and the view its `|` stands for.
    var statement: (text: String, superview: View?) {
        let form = visualFormat
        return (form?.text ?? equation, form?.superview)
    }

    /// A view's log name; a guide's identifier after its owning view's name (identifiers
    /// such as `UIViewLayoutMarginsGuide` repeat from view to view).
    func itemName(_ item: LayoutItem?) -> String {
        switch item {
        case let view as View: view.logName
        case let guide as LayoutGuide: guide.owningView.map { "\($0.logName).\(guideName(guide))" } ?? guideName(guide)
        default: "nil"
        }
    }

    /// The guide's identifier, or its UIKit class and a number when it has none.
    func guideName(_ guide: LayoutGuide) -> String {
        guide.identifier.isEmpty ? "UILayoutGuide#\(guide.layoutStorage.serial)" : guide.identifier
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

    /// A number as UIKit's logs print it: whole numbers without a fraction, others to six
    /// significant digits (`114.286`).
    func number(_ value: CGFloat) -> String {
        let double = Double(value)
        if double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
        return String(format: "%g", double)
    }
}
