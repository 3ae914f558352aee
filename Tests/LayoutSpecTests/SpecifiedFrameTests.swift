import AutoLayout
import Foundation
import LayoutSpec
import Testing

/// `BuiltLayout.specifiedFrames`: the frames a drawing checks for misplaced views.
@Suite("Specified frames")
struct SpecifiedFrameTests {
    /// A view placed by its mask, one that opts into constraints, and one arranged by a stack
    /// (which lays out its arranged views by constraints), each with a frame written.
    static let spec = """
        plumb: 1
        device: iphone-8
        root:
          id: root
          views:
            - {id: sprung, frame: [315, 607, 60, 60], autoresizingMask: [flexibleLeftMargin, flexibleTopMargin]}
            - {id: constrained, frame: [10, 200, 50, 50], translatesAutoresizingMaskIntoConstraints: false}
            - id: stack
              frame: [0, 300, 200, 40]
              kind: stack
              views:
                - {id: arranged, frame: [5, 5, 30, 30]}
          constraints:
            - constrained.leading == root.leading + 20
            - constrained.top == root.top + 200
            - constrained.width == 50
            - constrained.height == 50
        """

    /// Only the frames of views laid out by constraints are claims about the result; a
    /// mask-translated view's frame is its input, so landscape (where the mask moves `sprung`
    /// and `stack`) marks nothing of theirs misplaced.
    @Test("Only views laid out by constraints keep their written frames", arguments: [Orientation.portrait, .landscape])
    func onlyConstrainedViews(orientation: Orientation) throws {
        let layout = try LayoutSpec.parse(Self.spec, fileName: "frames.yaml").build(BuildOptions(orientation: orientation))
        #expect(layout.specifiedFrames == [
            "constrained": CGRect(x: 10, y: 200, width: 50, height: 50),
            "arranged": CGRect(x: 5, y: 5, width: 30, height: 30),
        ])
        #expect(layout.view(withID: "sprung")?.translatesAutoresizingMaskIntoConstraints == true)
        #expect(layout.view(withID: "arranged")?.translatesAutoresizingMaskIntoConstraints == false)
    }
}
