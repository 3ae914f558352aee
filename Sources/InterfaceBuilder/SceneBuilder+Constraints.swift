import AutoLayout
import Foundation

extension SceneBuilder {
    /// Keeps the `<constraints>` of `element` that are installed for the traits, each
    /// resolved for them, with `holder` (the view that holds them). Design-time placeholder
    /// constraints (`placeholder="YES"`, removed at build time) are left out, as Xcode leaves
    /// them out of the compiled nib.
    func collectConstraints(of element: IBElement, heldBy holder: View, variations: [IBVariation]) {
        for constraint in element.grandchildren(of: "constraints") where constraint.tag == "constraint" {
            guard !constraint.flag("placeholder") else { continue }
            if let id = constraint.id, IBVariation.installs(id, maskKey: "constraints", in: variations) == false { continue }
            constraintElements.append((IBVariation.resolved(constraint, traits: traits), holder))
        }
    }

    /// The constraints kept, made in document order (the order Xcode activates them in).
    /// A constraint to a guide the model lacks is left out (its guide was reported); one to a
    /// view the traits do not install is left out, as UIKit leaves it out.
    func makeConstraints() throws(IBError) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        result.reserveCapacity(constraintElements.count)
        let sceneIDs = IBSceneIDs(scene.found.root, controller: scene.found.controller)
        for (element, holder) in constraintElements {
            guard let firstItem = try item(element["firstItem"], holder: holder, element, sceneIDs) else { continue }
            var secondItem: LayoutItem?
            if let id = element["secondItem"] {
                guard let found = try item(id, holder: holder, element, sceneIDs) else { continue }
                secondItem = found
            }
            result.append(try constraint(element, first: firstItem, second: secondItem))
        }
        return result
    }

    /// The item an id names (the holder when the id is omitted); nil for one the import left
    /// out on purpose.
    private func item(_ id: String?, holder: View, _ element: IBElement, _ sceneIDs: IBSceneIDs) throws(IBError) -> LayoutItem? {
        guard let id else { return holder }
        if let view = views[id] { return view }
        if let guide = guides[id] { return guide }
        if unsupportedGuides.contains(id) || sceneIDs.contains(id) { return nil }
        throw source.error(at: element, "the constraint names '\(id)', which is no view or layout guide of the scene")
    }

    /// The constraint `element` describes between the items.
    private func constraint(_ element: IBElement, first: LayoutItem, second: LayoutItem?) throws(IBError) -> LayoutConstraint {
        let firstAttribute = try attribute(element, "firstAttribute")
        let secondAttribute = second == nil ? LayoutAttribute.notAnAttribute : try attribute(element, "secondAttribute")
        let relation = try self.relation(element)
        let multiplier = try IBMultiplier.value(element, source: source)
        let constant = CGFloat(try IBNumber.value(element, "constant", source: source) ?? 0)
        let priority = LayoutPriority(try IBNumber.priority(element, "priority", source: source) ?? 1000)
        do {
            let made = try LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                            attribute: secondAttribute, multiplier: multiplier, constant: constant)
            made.priority = priority
            made.identifier = element["identifier"]
            return made
        } catch {
            throw source.error(at: element, "the constraint cannot be made: \(error)")
        }
    }

    /// A layout attribute as documents name it (`baseline` is the last baseline).
    private func attribute(_ element: IBElement, _ name: String) throws(IBError) -> LayoutAttribute {
        guard let text = element[name] else {
            throw source.error(at: element, "the constraint has no \(name); expected a layout attribute, as \(name)=\"top\"")
        }
        if text == "baseline" { return .lastBaseline }
        guard let attribute = LayoutAttribute(name: text), attribute != .notAnAttribute else {
            throw source.error(at: element, "\(name)=\"\(text.prefix(40))\" is not a layout attribute; expected one of "
                + LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.name).joined(separator: ", "))
        }
        return attribute
    }

    private func relation(_ element: IBElement) throws(IBError) -> LayoutRelation {
        switch element["relation"] {
        case nil: return .equal
        case "greaterThanOrEqual": return .greaterThanOrEqual
        case "lessThanOrEqual": return .lessThanOrEqual
        case let other?:
            throw source.error(at: element, "relation=\"\(other.prefix(40))\" is not a relation; expected greaterThanOrEqual or lessThanOrEqual (or none, for equal)")
        }
    }
}

/// Every object id in a scene, for telling a constraint that names something the import left
/// out (a view not installed for the traits, a cell's content) from one that names nothing.
struct IBSceneIDs {
    private var ids: Set<String> = []

    /// The ids under the root view, and under its controller: a storyboard scene's holds the
    /// root, a xib's File's Owner only names it.
    init(_ root: IBElement, controller: IBElement?) {
        if let controller { collect(controller) }
        collect(root)
    }

    func contains(_ id: String) -> Bool { ids.contains(id) }

    private mutating func collect(_ element: IBElement) {
        if let id = element.id { ids.insert(id) }
        for child in element.children { collect(child) }
    }
}

/// A constraint's multiplier in any of the forms documents write: a decimal (`0.5`), a ratio
/// (`16:9`, the form aspect ratios take) or a fraction (`1/3`). Interface Builder keeps the
/// field as it was typed, so a ratio may have spaces about its colon (`1: 1`), which Xcode
/// reads as the ratio: the views it stores follow it (docs/interface-builder.md).
enum IBMultiplier {
    static func value(_ element: IBElement, source: IBSource) throws(IBError) -> CGFloat {
        guard let text = element["multiplier"] else { return 1 }
        let separator: Character? = text.contains(":") ? ":" : text.contains("/") ? "/" : nil
        let value: Double?
        if let separator {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
                .map { Double($0.trimmingCharacters(in: .whitespaces)) }
            value = parts.count == 2 ? parts[0].flatMap { numerator in parts[1].map { numerator / $0 } } : nil
        } else {
            value = Double(text)
        }
        guard let value, value.isFinite, value != 0, abs(value) <= 10_000, abs(value) >= 0.000_1 else {
            throw source.error(at: element, "multiplier=\"\(text.prefix(40))\" is not a multiplier; expected a number from "
                + "0.0001 to 10000 either way, as \"0.5\", a ratio as \"16:9\", or a fraction as \"1/3\"")
        }
        return CGFloat(value)
    }
}
