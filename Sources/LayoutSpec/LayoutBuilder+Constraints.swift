import AutoLayout
import Foundation

extension LayoutBuilder {
    /// The constraints `specs` describe, inactive, in document order (the order they are to
    /// be activated in), each named constraint with its name as identifier.
    func resolveConstraints(of specs: some Sequence<ConstraintSpec>) throws(SpecError) -> [LayoutConstraint] {
        let specs = Array(specs)
        let order = specs.indices.sorted { first, second in
            let (a, b) = (specs[first].location, specs[second].location)
            return (a.line, a.column, first) < (b.line, b.column, second)
        }
        var result: [LayoutConstraint] = []
        result.reserveCapacity(specs.count)
        for spec in order.lazy.map({ specs[$0] }) {
            let made: [LayoutConstraint]
            switch spec.form {
            case .equation(let text): made = [try constraint(from: ConstraintEquation(parsing: text), in: text)]
            case .visualFormat(let text, let options, let optionsLocation):
                made = try visualFormatConstraints(text, options: options, optionsLocation: optionsLocation)
            }
            if let name = spec.name, let location = spec.nameLocation {
                try registerName(name, of: made, at: location)
            }
            result += made
            guard result.count <= Self.constraintLimit else {
                throw spec.location.error("a spec makes at most \(Self.constraintLimit) constraints; this one makes more "
                    + "(\(result.count) by here)")
            }
        }
        return result
    }

    /// The most constraints a spec may make, counted as they are made, before any is
    /// activated. A visual format makes one for each three characters (`[a]`), so a spec
    /// within its size limit could ask for millions.
    static let constraintLimit = DocumentLimits.constraints

    /// Records a constraint name, which must be new and not a view's id (a variant's `set`
    /// names both).
    private func registerName(_ name: String, of constraints: [LayoutConstraint], at location: SpecLocation) throws(SpecError) {
        if kinds[name] != nil { throw location.error("'\(name)' is already a view id; a constraint needs a name of its own") }
        if let previous = namedConstraints[name] {
            throw location.error("the constraint name '\(name)' is already used at line \(previous.location.line)")
        }
        for constraint in constraints { constraint.identifier = name }
        namedConstraints[name] = (constraints, location)
    }

    // MARK: Equations

    /// The constraint an equation describes, made with UIKit's checks.
    private func constraint(from equation: ConstraintEquation, in text: SpecString) throws(SpecError) -> LayoutConstraint {
        let (firstItem, firstAttribute) = try anchor(equation.first, in: text)
        var second: (item: LayoutItem, attribute: LayoutAttribute)?
        if let anchor = equation.second { second = try self.anchor(anchor, in: text) }
        var multiplier: CGFloat = 1
        if let (operand, divides) = equation.multiplier {
            let value = try number(operand, in: text, "a multiplier")
            if divides {
                guard value != 0 else { throw text.error(atOffset: operand.offset, "cannot divide by 0") }
                guard abs(value) >= 1 / SpecNode.lengthLimit else {
                    throw text.error(atOffset: operand.offset,
                                     "cannot divide by \(SpecNumber.format(value)): the multiplier would be beyond \(SpecNumber.format(SpecNode.lengthLimit))")
                }
                multiplier = 1 / value
            } else {
                multiplier = value
            }
        }
        var constant: CGFloat = 0
        if let (operand, negated) = equation.constant {
            constant = try number(operand, in: text, "a constant") * (negated ? -1 : 1)
        }
        var priority = LayoutPriority.required
        if let operand = equation.priority { priority = try self.priority(operand, in: text) }
        do {
            let made = try LayoutConstraint(
                item: firstItem, attribute: firstAttribute, relatedBy: equation.relation, toItem: second?.item,
                attribute: second?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
            made.priority = priority
            return made
        } catch {
            let message = equation.second.map { "cannot relate \(equation.first.text) to \($0.text): \(error)" } ?? "\(error)"
            throw text.error(atOffset: equation.rightOffset, message)
        }
    }

    /// The item and attribute an anchor names.
    private func anchor(_ anchor: ConstraintEquation.Anchor, in text: SpecString) throws(SpecError) -> (LayoutItem, LayoutAttribute) {
        let item = try self.item(anchor.item, in: text)
        let name = anchor.attribute
        guard let attribute = LayoutAttribute(name: name.text), attribute != .notAnAttribute else {
            throw text.error(atOffset: name.offset, NameSuggestion.unknown("attribute", name.text, in: "",
                                                                           among: LayoutBuilder.attributeNames))
        }
        if attribute.marginBase != nil, item is LayoutGuide {
            throw text.error(atOffset: name.offset, "a layout guide has no margins: \(name.text) needs a view")
        }
        return (item, attribute)
    }

    /// The attributes by name, as constraints write them.
    static let attributeNames = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.name)
    /// The guides every view has, by the names constraints give them.
    static let viewGuideNames = ["margins", "safeArea", "readable", "keyboard"]
    /// The view controller's legacy guides.
    static let controllerGuideNames = ["topLayoutGuide", "bottomLayoutGuide"]

    /// The item a path names: a view or guide id, a view's guide (`map.safeArea`), or the view
    /// controller's `topLayoutGuide` or `bottomLayoutGuide`.
    private func item(_ path: [ConstraintEquation.Name], in text: SpecString) throws(SpecError) -> LayoutItem {
        let head = path[0]
        // `cell.contentView.margins`: a content view's guide.
        let isContentGuide = path.count == 3 && path[1].text == "contentView"
            && (namedItem(head.text) as? View).flatMap(LayoutBuilder.contentView(of:)) != nil
        if path.count > 2, !isContentGuide {
            throw text.error(atOffset: path[2].offset,
                             "expected item.attribute or item.guide.attribute (as map.safeArea.top), found '\(path.map(\.text).joined(separator: "."))'")
        }
        if let guide = namedItem(head.text) as? LayoutGuide {
            guard path.count == 1 else {
                throw text.error(atOffset: path[1].offset,
                                 "'\(head.text)' is a layout guide; only views have margins, safeArea, readable and keyboard guides")
            }
            return guide
        }
        guard let view = namedItem(head.text) as? View else {
            throw text.error(atOffset: head.offset,
                             NameSuggestion.unknown("view", head.text, in: "", among: spec.viewIDs + LayoutBuilder.controllerGuideNames))
        }
        guard path.count >= 2 else { return view }
        if path[1].text == "contentView", let content = LayoutBuilder.contentView(of: view) {
            guard path.count == 3 else { return content }
            return try guide(path[2], of: content, named: "\(head.text).contentView", in: text)
        }
        if let scrollView = view as? ScrollView {
            if path[1].text == "content" { return scrollView.contentLayoutGuide }
            if path[1].text == "frame" { return scrollView.frameLayoutGuide }
        }
        return try guide(path[1], of: view, named: head.text, in: text)
    }

    /// The guide `name` of `view` (`margins`, `safeArea`, `readable`, `keyboard`).
    private func guide(_ name: ConstraintEquation.Name, of view: View, named viewName: String,
                       in text: SpecString) throws(SpecError) -> LayoutItem {
        switch name.text {
        case "margins": return view.layoutMarginsGuide
        case "safeArea": return view.safeAreaLayoutGuide
        case "readable": return view.readableContentGuide
        case "keyboard": return view.keyboardLayoutGuide
        default:
            let names = LayoutBuilder.viewGuideNames + (view is ScrollView ? ["content", "frame"] : [])
                + (LayoutBuilder.contentView(of: view) == nil ? [] : ["contentView"])
            throw text.error(atOffset: name.offset, NameSuggestion.unknown("guide", name.text, in: "view '\(viewName)'", among: names))
        }
    }

    /// The view or guide with this id (in a prototype row, the row's of the prototype's id),
    /// or the controller's guide of this name.
    func namedItem(_ name: String) -> LayoutItem? {
        let name = scope[name] ?? name
        if let view = views[name] { return view }
        if let guide = guides[name] { return guide }
        switch name {
        case "topLayoutGuide": return controller?.topLayoutGuide
        case "bottomLayoutGuide": return controller?.bottomLayoutGuide
        default: return nil
        }
    }

    /// A literal or a metric's value, within the length limit.
    private func number(_ operand: ConstraintEquation.Operand, in text: SpecString, _ what: String) throws(SpecError) -> CGFloat {
        let value: Double
        switch operand {
        case .literal(let literal, _): value = literal
        case .metric(let name):
            guard let metric = spec.metrics[name.text] else {
                if views[name.text] != nil || guides[name.text] != nil {
                    throw text.error(atOffset: name.offset,
                                     "'\(name.text)' is a view, not a number: name one of its attributes, as \(name.text).width")
                }
                throw text.error(atOffset: name.offset, spec.metrics.isEmpty
                    ? "unknown metric '\(name.text)'; the spec defines no metrics"
                    : NameSuggestion.unknown("metric", name.text, in: "", among: spec.metrics.keys.sorted()))
            }
            value = Double(metric)
        }
        guard SpecNode.lengthRange.contains(value) else {
            throw text.error(atOffset: operand.offset, SpecNumber.outOfRange(what, SpecNode.lengthRange, found: value))
        }
        return CGFloat(value)
    }

    /// A priority: a number, a priority's name, or a metric, from 1 to 1000.
    private func priority(_ operand: ConstraintEquation.Operand, in text: SpecString) throws(SpecError) -> LayoutPriority {
        if case .metric(let name) = operand, let named = SpecPriority.names.first(where: { $0.0 == name.text }) {
            return named.1
        }
        if case .metric(let name) = operand, spec.metrics[name.text] == nil {
            throw text.error(atOffset: name.offset, "expected \(SpecPriority.expected), found '\(name.text)'"
                + NameSuggestion.didYouMean(name.text, among: SpecPriority.names.map(\.0) + spec.metrics.keys.sorted()))
        }
        let value = try number(operand, in: text, "a priority")
        guard SpecPriority.range.contains(Double(value)) else {
            throw text.error(atOffset: operand.offset, "expected \(SpecPriority.expected), found \(SpecNumber.format(Double(value)))")
        }
        return LayoutPriority(Float(value))
    }

    // MARK: Visual formats

    /// The constraints of a visual format; `|` is the superview of the views it names. The
    /// numbers it writes are held to the length limit, as equations' are (UIKit takes any).
    private func visualFormatConstraints(_ text: SpecString, options: VisualFormatOptions,
                                         optionsLocation: SpecLocation?) throws(SpecError) -> [LayoutConstraint] {
        var named: [String: LayoutItem] = [:]
        for name in LayoutBuilder.identifiers(in: text.value) {
            if let item = namedItem(name) { named[name] = item }
        }
        let parsed: VisualFormat
        do {
            parsed = try VisualFormat(parsing: text.value, viewNames: Set(named.keys), metricNames: Set(spec.metrics.keys))
        } catch {
            throw specError(error, in: text, optionsLocation: optionsLocation)
        }
        for number in parsed.writtenNumbers where number.role != .priority && !SpecNode.lengthRange.contains(number.value) {
            let what = number.role == .spacing ? "a spacing" : parsed.orientation == .vertical ? "a height" : "a width"
            throw text.error(atOffset: number.column - 1, SpecNumber.outOfRange(what, SpecNode.lengthRange, found: number.value))
        }
        do {
            return try LayoutConstraint.constraints(with: parsed, text: text.value, options: options, metrics: spec.metrics, views: named)
        } catch {
            throw specError(error, in: text, optionsLocation: optionsLocation)
        }
    }

    /// A visual format's error, placed in the spec: on the options for options that do not
    /// suit the format, else at the error's column in the string.
    private func specError(_ error: VisualFormatError, in text: SpecString, optionsLocation: SpecLocation?) -> SpecError {
        if case .invalidOptions = error.fault, let optionsLocation { return optionsLocation.error(error.message) }
        var message = error.message
        if case .unknownView(let name) = error.fault {
            message += NameSuggestion.didYouMean(name, among: spec.viewIDs + LayoutBuilder.controllerGuideNames)
        }
        return text.error(atOffset: max(error.column - 1, 0), message)
    }

    /// The names in a visual format, so that only the items it names are looked up (the
    /// parser copies the names it is given, and a spec may have thousands).
    private static func identifiers(in format: String) -> Set<String> {
        var names: Set<String> = []
        var current = String.UnicodeScalarView()
        for scalar in format.unicodeScalars {
            if current.isEmpty ? scalar.isIdentifierStart : scalar.isIdentifierCharacter {
                current.append(scalar)
            } else {
                if !current.isEmpty { names.insert(String(current)) }
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { names.insert(String(current)) }
        return names
    }
}

extension ConstraintEquation.Operand {
    /// Where the operand starts in the string.
    var offset: Int {
        switch self {
        case .literal(_, let offset): offset
        case .metric(let name): name.offset
        }
    }
}
