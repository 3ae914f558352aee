import Foundation
import AutoLayout

extension SpecNode {
    /// The traits a spec names (`traits:`, a variant's `when:`): any subset of the size
    /// classes, the display scale, the idiom, the layout direction and the text size.
    func traitPredicate() throws(SpecError) -> TraitPredicate {
        let entries = try mapping("a mapping of traits")
        try entries.checkKeys(SpecNode.traitKeys, in: "traits")
        var predicate = TraitPredicate()
        predicate.horizontalSizeClass = try entries["horizontalSizeClass"]?.choice(SizeClass.self, "a size class")
        predicate.verticalSizeClass = try entries["verticalSizeClass"]?.choice(SizeClass.self, "a size class")
        if let scale = entries["displayScale"] {
            predicate.displayScale = CGFloat(try scale.integer(in: 1...3, "a display scale"))
        }
        predicate.userInterfaceIdiom = try entries["userInterfaceIdiom"]?.choice(UserInterfaceIdiom.self, "an idiom")
        predicate.layoutDirection = try entries["layoutDirection"]?.choice(LayoutDirection.self, "a layout direction")
        predicate.preferredContentSizeCategory = try entries["preferredContentSizeCategory"]?.choice(
            ContentSizeCategory.allCases.flatMap { [($0.rawValue, $0), ($0.shortName, $0)] }, "a content size category")
        return predicate
    }

    /// The traits a spec may name.
    static let traitKeys = [
        "horizontalSizeClass", "verticalSizeClass", "displayScale", "userInterfaceIdiom", "layoutDirection",
        "preferredContentSizeCategory",
    ]
}
