import AutoLayout

extension LayoutBuilder {
    /// The trait variant of `variant`: its constraints, and its `set` entries as changes that
    /// remember what they replace, so that leaving the traits restores it.
    func makeTraitVariant(_ variant: VariantSpec, constraints: [LayoutConstraint]) throws(SpecError) -> TraitVariant {
        var changes: [() -> () -> Void] = []
        for setting in variant.settings { changes.append(try change(for: setting)) }
        var restorers: [() -> Void] = []
        return TraitVariant(
            when: variant.predicate, constraints: constraints,
            apply: { restorers = changes.map { $0() } },
            revert: {
                for restore in restorers.reversed() { restore() }
                restorers = []
            })
    }

    /// A change that applies one `set` entry and returns what undoes it.
    private func change(for setting: VariantSpec.Setting) throws(SpecError) -> () -> () -> Void {
        let target = setting.target
        switch setting.value {
        case .view(let property, let key):
            guard let view = views[target], let kind = kinds[target] else {
                throw setting.location.error(unknownTarget(target, expecting: "view"))
            }
            if let mismatch = key.mismatch(with: kind) { throw setting.location.error(mismatch) }
            if case .customSpacing = property {
                try checkArranged(ViewSpec.Setting(property: property, key: key, location: setting.location), in: view)
            }
            let views = self.views
            return {
                let previous = property.currentValue(on: view, views: views)
                property.apply(to: view, views: views)
                return { previous.apply(to: view, views: views) }
            }
        case .constant(let constant):
            let constraints = try named(target, setting)
            return {
                let previous = constraints.map(\.constant)
                for constraint in constraints { constraint.constant = constant }
                return { for (constraint, value) in zip(constraints, previous) { constraint.constant = value } }
            }
        case .priority(let priority):
            let constraints = try named(target, setting)
            return {
                let previous = constraints.map(\.priority)
                for constraint in constraints { constraint.priority = priority }
                return { for (constraint, value) in zip(constraints, previous) { constraint.priority = value } }
            }
        case .isActive(let isActive):
            let constraints = try named(target, setting)
            return {
                let previous = constraints.map(\.isActive)
                for constraint in constraints { constraint.isActive = isActive }
                return { for (constraint, value) in zip(constraints, previous) { constraint.isActive = value } }
            }
        }
    }

    /// The constraints named `name`.
    private func named(_ name: String, _ setting: VariantSpec.Setting) throws(SpecError) -> [LayoutConstraint] {
        guard let named = namedConstraints[name] else {
            throw setting.location.error(unknownTarget(name, expecting: "named constraint"))
        }
        return named.constraints
    }

    /// Why `name` is not a target of the kind expected: it is one of the other kind, or nothing.
    private func unknownTarget(_ name: String, expecting expected: String) -> String {
        if expected == "view", namedConstraints[name] != nil {
            return "'\(name)' is a named constraint; set changes its constant, priority or isActive"
        }
        if expected != "view", let kind = kinds[name] {
            return "'\(name)' is \(kind.withArticle); constant, priority and isActive apply to named constraints"
        }
        if expected == "view", kinds[name] == .guide {
            return "'\(name)' is a guide, which has no properties to set"
        }
        return NameSuggestion.unknown("id", name, in: "set",
                                      among: spec.viewIDs + namedConstraints.keys.sorted())
    }
}
