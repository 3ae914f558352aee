import Foundation

extension StackView {
    /// The stack's guide named `identifier` with number `index`, made and registered with the
    /// engine on first use (the stack makes its constraints itself).
    func arrangementGuide(_ identifier: String, at index: Int) -> LayoutGuide {
        let key = "\(identifier) \(index)"
        if let guide = arrangementGuides[key] { return guide }
        let guide = LayoutGuide(role: .stackArrangement, identifier: identifier, owningView: self)
        arrangementGuides[key] = guide
        systemItems.guides.append(guide)
        return guide
    }

    /// Drops the guides a layout pass did not use, as UIKit removes a spanner or a gap guide
    /// when the configuration no longer needs it.
    ///
    /// - Complexity: O(*g* × *u*) for *g* guides, *u* of them used.
    func retireArrangementGuides(except used: [LayoutGuide]) {
        let retired = arrangementGuides.filter { entry in !used.contains { $0 === entry.value } }
        guard !retired.isEmpty else { return }
        for (key, guide) in retired {
            arrangementGuides[key] = nil
            systemItems.guides.removeAll { $0 === guide }
        }
    }
}
