import AutoLayout
import Foundation
import Testing

@testable import LayoutSpec

/// The per-kind defaults docs/spec.md §3 tabulates: each kind's view class, its hugging and
/// compression resistance, and the default translation of a frame into constraints.
@Suite struct KindDefaultTests {
    static let spec = """
        plumb: 1
        device: iphone-8
        root:
          id: root
          views:
            - {id: view}
            - {id: label, kind: label, text: Hi}
            - {id: button, kind: button, text: Go}
            - {id: textField, kind: textField, placeholder: Name}
            - {id: imageView, kind: imageView}
            - {id: switch, kind: switch}
            - {id: segmentedControl, kind: segmentedControl, items: [A, B]}
            - {id: stack, kind: stack, frame: [0, 0, 10, 10]}
        """

    /// The table: hugging, then compression resistance, the same on both axes.
    static let table: [(id: String, kindName: String, hugging: Float, resistance: Float)] = [
        ("view", "UIView", 250, 750), ("label", "UILabel", 251, 750), ("button", "UIButton", 250, 750),
        ("textField", "UITextField", 250, 750), ("imageView", "UIImageView", 251, 750), ("switch", "UISwitch", 750, 750),
        ("segmentedControl", "UISegmentedControl", 250, 750), ("stack", "UIStackView", 250, 750),
    ]

    @Test func prioritiesFollowTheTable() throws {
        let layout = try LayoutSpec.parse(Self.spec, fileName: "kinds.yaml").build()
        for row in Self.table {
            let view = try #require(layout.view(withID: row.id))
            #expect(type(of: view).kindName == row.kindName)
            for axis in LayoutAxis.allCases {
                #expect(view.contentHuggingPriority(for: axis).rawValue == row.hugging, "\(row.id) \(axis)")
                #expect(view.contentCompressionResistancePriority(for: axis).rawValue == row.resistance, "\(row.id) \(axis)")
            }
        }
    }

    /// A view translates its autoresizing mask exactly when the spec gives it a frame.
    @Test func framesTurnOnTranslation() throws {
        let layout = try LayoutSpec.parse(Self.spec, fileName: "kinds.yaml").build()
        #expect(layout.view(withID: "stack")?.translatesAutoresizingMaskIntoConstraints == true)
        #expect(layout.view(withID: "view")?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(layout.items.map(\.id) == ["root"] + Self.table.map(\.id))
    }

    /// The intrinsic sizes of §3 at the fixed advance: "Hi" at 17 pt (17 × 20.5), "Go" at
    /// 15 pt (15) widened to a system button's least 30, by the button's 30, "Name" at 14 pt plus 2 × 14 by 34, the switch's 49 × 31 (its frame is 51 wide, 2 pt past its alignment rectangle), two
    /// segments as wide as "A" at 13 pt (6.5) plus 18, rounded down, with a divider (2 × 24 + 1) by 31 (the
    /// frame is 32, a point below the alignment rectangle).
    @Test func intrinsicSizes() throws {
        let layout = try LayoutSpec.parse(Self.spec, fileName: "kinds.yaml").build()
        let sizes = Self.table.map { layout.view(withID: $0.id)?.intrinsicContentSize }
        let none = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        #expect(sizes == [
            none, CGSize(width: 17, height: 20.5), CGSize(width: 30, height: 30), CGSize(width: 56, height: 34), none,
            CGSize(width: 49, height: 31), CGSize(width: 49, height: 31), none,
        ])
    }
}
