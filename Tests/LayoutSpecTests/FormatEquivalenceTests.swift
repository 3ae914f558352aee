import AutoLayout
import Foundation
import Testing

@testable import LayoutSpec

/// One layout written two ways gives one result: YAML and JSON (one decoder reads both), and
/// visual formats and equations (which make the same constraints).
@Suite struct FormatEquivalenceTests {
    /// A spec with a stack, named and visual-format constraints and a variant, in YAML.
    static let yaml = """
        plumb: 1
        title: Equivalence
        device: iphone-8-plus
        metrics: {gap: 12}
        root:
          id: root
          views:
            - id: column
              kind: stack
              axis: vertical
              spacing: 8
              views:
                - {id: name, kind: label, text: "Name"}
                - {id: field, kind: textField, placeholder: "Your name"}
            - {id: badge, kind: switch}
          constraints:
            - {visualFormat: "H:|-[column]-(gap)-[badge]-|", options: [alignAllTop]}
            - {name: columnTop, constraint: "column.top == root.safeArea.top + gap"}
        variants:
          - when: {verticalSizeClass: compact}
            set: {columnTop.constant: 0, badge.hidden: true}
        """

    /// The same spec in JSON.
    static let json = """
        {
          "plumb": 1,
          "title": "Equivalence",
          "device": "iphone-8-plus",
          "metrics": {"gap": 12},
          "root": {
            "id": "root",
            "views": [
              {"id": "column", "kind": "stack", "axis": "vertical", "spacing": 8, "views": [
                {"id": "name", "kind": "label", "text": "Name"},
                {"id": "field", "kind": "textField", "placeholder": "Your name"}
              ]},
              {"id": "badge", "kind": "switch"}
            ],
            "constraints": [
              {"visualFormat": "H:|-[column]-(gap)-[badge]-|", "options": ["alignAllTop"]},
              {"name": "columnTop", "constraint": "column.top == root.safeArea.top + gap"}
            ]
          },
          "variants": [
            {"when": {"verticalSizeClass": "compact"}, "set": {"columnTop.constant": 0, "badge.hidden": true}}
          ]
        }
        """

    @Test(arguments: [Orientation.portrait, .landscape])
    func yamlAndJSONGiveIdenticalReports(orientation: Orientation) throws {
        let options = BuildOptions(orientation: orientation)
        let fromYAML = try LayoutSpec.parse(Self.yaml, fileName: "spec.yaml").build(options).report()
        let fromJSON = try LayoutSpec.parse(Self.json, fileName: "spec.json").build(options).report()
        #expect(fromYAML == fromJSON)
        #expect(fromYAML.jsonData() == fromJSON.jsonData())
        // The switch (49 wide in alignment, hugging at 750) sits at the right margin (20 on the
        // Plus's 414 pt screen in either orientation: 414 - 20 - 49 and 736 - 20 - 49), the
        // column from the left margin to 12 before it; in landscape the column rises to the top.
        #expect(fromYAML.frame("badge")[0] == (orientation == .portrait ? 345 : 667))
        #expect(fromYAML.frame("column")[2] == (orientation == .portrait ? 313 : 635))
        #expect(fromYAML.frame("column")[1] == (orientation == .portrait ? 32 : 0))
    }

    /// The views of ``visualFormats``, which the two forms below lay out.
    static let views = """
        plumb: 1
        device: iphone-8
        root:
          id: root
          views:
            - {id: a, kind: button, text: Cancel}
            - {id: b, kind: button, text: OK}
            - {id: footer}
          constraints:

        """

    /// Apple's idioms: `|-` and `-|` reach the margins, `-` between views is 8, `(==a)` an
    /// equal width, `alignAllTop` equal tops, `[topLayoutGuide]-8-` the space under the bar.
    static let visualFormats = views + """
            - {visualFormat: "H:|-[a]-[b(==a)]-|", options: [alignAllTop]}
            - "V:[topLayoutGuide]-8-[a]"
            - "H:|[footer]|"
            - "V:[footer(50)]|"
        """

    /// The same constraints as equations.
    static let equations = views + """
            - a.leading == root.margins.leading
            - b.leading == a.trailing + 8
            - b.width == a.width
            - root.margins.trailing == b.trailing
            - a.top == b.top
            - a.top == topLayoutGuide.bottom + 8
            - footer.leading == root.leading
            - footer.trailing == root.trailing
            - footer.height == 50
            - footer.bottom == root.bottom
        """

    @Test func visualFormatsAndEquationsGiveIdenticalFrames() throws {
        let fromFormats = try report(Self.visualFormats)
        let fromEquations = try report(Self.equations)
        #expect(fromFormats == fromEquations)
        // Two equal buttons share 343 − 8: 167.5 each, 28 down.
        #expect(fromFormats.frame("a") == [16, 28, 167.5, 30])
        #expect(fromFormats.frame("b") == [191.5, 28, 167.5, 30])
        #expect(fromFormats.frame("footer") == [0, 617, 375, 50])
    }
}
