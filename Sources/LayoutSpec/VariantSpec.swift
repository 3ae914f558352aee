import Foundation
import AutoLayout

/// Constraints and property values that apply only in some trait environments (a spec's
/// `variants`, Interface Builder's "Vary for Traits"); built into a ``TraitVariant``.
struct VariantSpec {
    let predicate: TraitPredicate
    let constraints: [ConstraintSpec]
    let settings: [Setting]
    let location: SpecLocation

    /// One `id.key: value` of `set`: a view property, or a named constraint's constant,
    /// priority or activation.
    struct Setting {
        enum Value {
            case view(ViewProperty, PropertyKey)
            case constant(CGFloat)
            case priority(LayoutPriority)
            case isActive(Bool)
        }

        /// A view id or a constraint name.
        let target: String
        let value: Value
        /// The `id.key` key.
        let location: SpecLocation
    }

    /// The keys of a variant.
    static let keys = ["when", "constraints", "set"]
    /// What `set` may change on a named constraint.
    static let constraintKeys = ["constant", "priority", "isActive"]

    init(from node: SpecNode) throws(SpecError) {
        let entries = try node.mapping("a variant: {when, constraints, set}")
        try entries.checkKeys(VariantSpec.keys, in: "a variant")
        location = node.location
        predicate = try entries.required("when", in: "a variant").traitPredicate()
        var constraints: [ConstraintSpec] = []
        for element in try entries["constraints"]?.sequence("a list of constraints") ?? [] {
            constraints.append(try ConstraintSpec(from: element))
        }
        self.constraints = constraints
        var settings: [Setting] = []
        for entry in try entries["set"]?.mapping("a mapping of id.key: value").entries ?? [] {
            settings.append(try Setting(entry))
        }
        self.settings = settings
    }
}

extension VariantSpec.Setting {
    /// `id.key: value`.
    init(_ entry: SpecMapping.Entry) throws(SpecError) {
        let parts = entry.key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, parts[0].isSpecIdentifier else {
            throw entry.keyNode.error("expected a key as id.property (socialMedia.axis), found '\(entry.key)'")
        }
        target = parts[0]
        location = entry.keyNode.location
        let value = entry.value
        switch parts[1] {
        case "constant": self.value = .constant(try value.points("a constant in points"))
        case "priority": self.value = .priority(try value.priority())
        case "isActive": self.value = .isActive(try value.bool())
        default:
            guard let key = PropertyKey(rawValue: parts[1]) else {
                let known = PropertyKey.allCases.map(\.rawValue) + VariantSpec.constraintKeys
                throw entry.keyNode.error(NameSuggestion.unknown("property", parts[1], in: "'\(entry.key)'", among: known))
            }
            self.value = .view(try ViewProperty(key, from: value), key)
        }
    }
}
