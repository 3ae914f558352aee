import AutoLayout

/// One of an element's size-class variations (`<variation key="heightClass=compact-widthClass=regular">`):
/// the traits it applies to and what it changes there, whether a constraint or subview is
/// installed (its `<mask>`s) and the element's own attributes and properties.
///
/// Interface Builder stores a document's base state for any width and any height, then per
/// variation what differs. For a given trait collection the most specific matching variation
/// that says something decides: one naming both classes, then one naming the width class,
/// then one naming the height class, then `default` (docs/decisions.md).
struct IBVariation {
    let predicate: TraitPredicate
    /// 0 for `default`, 1 for a height class alone, 2 for a width class alone, 3 for both.
    let specificity: Int
    let element: IBElement

    /// The variation `element` describes, or nil when its key names traits Plumb does not
    /// vary (which is reported by the caller).
    init?(_ element: IBElement) {
        guard let key = element.key else { return nil }
        self.element = element
        if key == "default" {
            predicate = TraitPredicate()
            specificity = 0
            return
        }
        var predicate = TraitPredicate()
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let sizeClass = SizeClass(rawValue: pair[1]) else { return nil }
            switch pair[0] {
            case "widthClass": predicate.horizontalSizeClass = sizeClass
            case "heightClass": predicate.verticalSizeClass = sizeClass
            default: return nil
            }
        }
        self.predicate = predicate
        specificity = (predicate.horizontalSizeClass == nil ? 0 : 2) + (predicate.verticalSizeClass == nil ? 0 : 1)
    }

    /// The variations of `element` that apply to `traits`, most specific first.
    static func matching(_ element: IBElement, traits: TraitCollection) -> [IBVariation] {
        element.children.lazy.filter { $0.tag == "variation" }.compactMap(IBVariation.init)
            .filter { $0.predicate.matches(traits) }
            .sorted { $0.specificity > $1.specificity }
    }

    /// Whether the mask for `maskKey` (`constraints` or `subviews`) of the most specific
    /// variation that names `reference` installs it; nil when no variation names it.
    static func installs(_ reference: String, maskKey: String, in variations: [IBVariation]) -> Bool? {
        for variation in variations {
            guard let mask = variation.element.child("mask", key: maskKey) else { continue }
            for entry in mask.children where entry["reference"] == reference {
                return entry.tag == "include"
            }
        }
        return nil
    }

    /// `element` with the attributes and property elements its matching variations set, the
    /// most specific winning.
    static func resolved(_ element: IBElement, traits: TraitCollection) -> IBElement {
        let variations = matching(element, traits: traits)
        guard !variations.isEmpty else { return element }
        var attributes = element.attributes
        var children = element.children
        for variation in variations.reversed() {
            for (name, value) in variation.element.attributes where name != "key" {
                attributes[name] = value
            }
            for property in variation.element.children where property.tag != "mask" {
                if let index = children.firstIndex(where: { $0.key != nil && $0.key == property.key }) {
                    children[index] = property
                } else {
                    children.append(property)
                }
            }
        }
        return IBElement(tag: element.tag, attributes: attributes, children: children, text: element.text,
                         line: element.line, column: element.column)
    }
}
