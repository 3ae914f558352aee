import Foundation
import Golden
import LayoutSpec
import TestSupport

extension TemporaryDirectory {
    /// A golden store with its goldens in `golden/` and artifacts in `artifacts/`.
    var store: GoldenStore {
        GoldenStore(directory: path("golden"), artifactsDirectory: path("artifacts"))
    }
}

/// A row of a label and a text field under the status bar of an iPhone 8, `leading` points
/// inside the root's margins (16 pt), 8 inside at the trailing side; with `dateLabel`, a
/// label under the row.
///
/// The row is 375 − 2 × 16 − `leading` − 8 wide; "Name" in Inter 17 is 47.5 pt wide, so the
/// field is the rest after 8 pt of spacing.
func cardSpec(leading: Int = 8, dateLabel: Bool = false) -> String {
    let date = dateLabel ? "\n    - {id: dateLabel, kind: label, text: Date Created}" : ""
    let dateConstraints = dateLabel ? "\n    - dateLabel.leading == nameRow.leading\n    - dateLabel.top == nameRow.bottom + 8" : ""
    return """
        plumb: 1
        title: Card
        device: iphone-8
        root:
          id: root
          views:
            - id: nameRow
              kind: stack
              spacing: 8
              views:
                - {id: nameLabel, kind: label, text: Name}
                - id: nameField
                  kind: textField
                  contentCompressionResistancePriority: {horizontal: 749}\(date)
          constraints:
            - nameRow.leading == root.margins.leading + \(leading)
            - root.margins.trailing == nameRow.trailing + 8
            - nameRow.top == root.safeArea.top + 20\(dateConstraints)

        """
}

/// The spec in `yaml`, drawn as goldens are, in each environment.
func renders(of yaml: String, named name: String = "card",
             in environments: [GoldenEnvironment] = [GoldenEnvironment()]) throws -> [GoldenRender] {
    try GoldenRender.renders(of: LayoutSpec.parse(yaml, fileName: "\(name).yaml"), named: name, in: environments)
}

/// The one render of the spec in `yaml` in its own environment.
func render(of yaml: String, named name: String = "card") throws -> GoldenRender {
    try renders(of: yaml, named: name)[0]
}
