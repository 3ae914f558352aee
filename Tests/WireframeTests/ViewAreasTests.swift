import Foundation
import Testing
@testable import Wireframe

/// A name's spots among views laid one over another by the thousand: each box is tested once,
/// and a name's spots against ``ViewAreas/boxTestBudget`` boxes at most, so that every name
/// costs the same however many views share its place.
@Suite struct ViewAreasTests {
    /// The view whose name is placed, and a spot inside it.
    static let owner = CGRect(x: 0, y: 0, width: 100, height: 40)
    static let inside = CGRect(x: 10, y: 10, width: 30, height: 12)

    /// The view marks of `boxes`.
    static func areas(_ boxes: [CGRect]) -> ViewAreas {
        ViewAreas(boxes.enumerated().map { .view(ViewMark(frame: $1, identifier: "v\($0)", kind: "UIView")) })
    }

    /// Ten thousand views on the owner's very place cover none of its spots, as one would not:
    /// they are one box, tested once, where each copy was tested for every spot.
    @Test func copiesOfABoxAreTestedOnce() {
        let outside = CGRect(x: 110, y: 10, width: 30, height: 12)
        let over = CGRect(x: 150, y: 0, width: 40, height: 40)
        let edge = CGRect(x: 90, y: 10, width: 30, height: 12)
        let spots = [Self.inside, outside, edge]
        let one = Self.areas([Self.owner, over])
        let copies = Self.areas(Array(repeating: Self.owner, count: 10_000) + [over])
        #expect(one.spots(spots, naming: Self.owner) == spots)
        #expect(copies.spots(spots, naming: Self.owner) == spots)
        // (A spot over a view that does not contain the owner's is no spot for its name.)
        #expect(copies.spots([CGRect(x: 140, y: 10, width: 30, height: 12)], naming: Self.owner) == [])
    }

    /// Views each a hundredth of a point right of the one before: none contains the owner, nor
    /// does it contain any, so a spot inside the owner is kept as a spot over views laid across
    /// it, once every one of them is found not to lie inside it. Past the budget, the boxes not
    /// tested count as covering the spot, and the name has none there.
    @Test func aNamesSpotsAreTestedAgainstABudgetOfBoxes() {
        func stack(_ count: Int) -> ViewAreas {
            Self.areas([Self.owner] + (1...count).map { CGRect(x: CGFloat($0) / 100, y: 0, width: 100, height: 40) })
        }
        #expect(stack(100).spots([Self.inside], naming: Self.owner) == [Self.inside])
        #expect(stack(ViewAreas.boxTestBudget - 10).spots([Self.inside], naming: Self.owner) == [Self.inside])
        #expect(stack(ViewAreas.boxTestBudget + 10).spots([Self.inside], naming: Self.owner) == [])
    }
}
