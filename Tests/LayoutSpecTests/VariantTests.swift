import AutoLayout
import Foundation
import Testing

@testable import LayoutSpec

/// Size classes (the contract's §4): variants switch with the traits, whether the traits come
/// from the device, the orientation, the build options, or a rotation of the built window.
@Suite struct VariantTests {
    /// The contract's example: a social-media stack, horizontal in regular width and
    /// vertical in compact width, whose top constraint is named and moved in regular width.
    static let socialMedia = """
        plumb: 1
        device: iphone-8-plus
        root:
          id: root
          views:
            - id: socialMedia
              kind: stack
              spacing: 10
              views:
                - {id: like, kind: button, text: Like, contentHuggingPriority: {horizontal: 251}}
                - {id: share, kind: button, text: Share}
          constraints:
            - socialMedia.leading == root.margins.leading
            - {name: socialTop, constraint: "socialMedia.top == root.safeArea.top + 8"}
        variants:
          - when: {horizontalSizeClass: regular}          # any subset of the traits
            constraints: [socialMedia.trailing == root.margins.trailing]
            set: {socialMedia.axis: horizontal, socialTop.constant: 30}
          - when: {horizontalSizeClass: compact}
            constraints: []
            set: {socialMedia.axis: vertical}
        """

    /// Compact width (the Plus in portrait, @3x, whose 414 pt screen gives the root 20 pt
    /// margins): a column 8 below the status bar, each button as wide as "Share" (5 × 7.5 =
    /// 37.5, rounded up to a whole point, as a button's title is).
    static let compactFrames: [String: [Double]] = [
        "socialMedia": [20, 28, 38, 70], "like": [0, 0, 38, 30], "share": [0, 40, 38, 30],
    ]
    /// Regular width (the Plus in landscape, margins 20, no status bar): a row from margin to
    /// margin 30 down; "Like" hugs harder, so "Share" takes the slack.
    static let regularFrames: [String: [Double]] = [
        "socialMedia": [20, 30, 696, 30], "like": [0, 0, 30, 30], "share": [40, 0, 656, 30],
    ]

    private func frames(_ report: LayoutReport) -> [String: [Double]] {
        Dictionary(uniqueKeysWithValues: ["socialMedia", "like", "share"].map { ($0, report.frame($0)) })
    }

    @Test func variantsFollowTheDeviceAndOrientation() throws {
        let spec = try LayoutSpec.parse(Self.socialMedia, fileName: "social.yaml")
        #expect(frames(try spec.build().report()) == Self.compactFrames)
        #expect(frames(try spec.build(BuildOptions(orientation: .landscape)).report()) == Self.regularFrames)
    }

    /// `--traits` overrides the device's: a regular width on the portrait Plus picks the
    /// regular variant in the portrait window (414 wide: margins 20, status bar 20).
    @Test func variantsFollowTraitOverrides() throws {
        let spec = try LayoutSpec.parse(Self.socialMedia, fileName: "social.yaml")
        let report = try spec.build(BuildOptions(traitOverrides: TraitPredicate(horizontalSizeClass: .regular))).report()
        #expect(report.traits.horizontalSizeClass == "regular")
        #expect(report.frame("socialMedia") == [20, 50, 374, 30])
        #expect(report.frame("share") == [40, 0, 334, 30])
    }

    /// Rotating the built window applies one variant and reverts the other: the axis and the
    /// named constraint's constant come back when the window turns back.
    @Test func rotationAppliesAndRevertsVariants() throws {
        let layout = try LayoutSpec.parse(Self.socialMedia, fileName: "social.yaml").build()
        let stack = try #require(layout.view(withID: "socialMedia") as? StackView)
        let top = try #require(layout.constraint(named: "socialTop"))
        #expect(stack.axis == .vertical)
        layout.window.rotate(to: .landscape)
        #expect(frames(layout.report()) == Self.regularFrames)
        #expect(stack.axis == .horizontal)
        #expect(top.constant == 30)
        layout.window.rotate(to: .portrait)
        #expect(frames(layout.report()) == Self.compactFrames)
        #expect(top.constant == 8)
    }

    /// A variant can deactivate a named constraint and change its priority; leaving the
    /// traits restores both.
    @Test func variantsSetActivationAndPriority() throws {
        let spec = try LayoutSpec.parse("""
            plumb: 1
            device: iphone-8
            root:
              id: root
              views: [{id: box}]
              constraints:
                - "H:|[box]|"
                - {name: tall, constraint: "box.height == 300"}
                - {name: short, constraint: "box.height == 100 @ 500"}
                - box.top == root.top
            variants:
              - when: {verticalSizeClass: compact}
                set: {tall.isActive: false, short.priority: 900}
            """, fileName: "activation.yaml")
        let layout = try spec.build()
        #expect(layout.report().frame("box") == [0, 0, 375, 300])
        let short = try #require(layout.constraint(named: "short"))
        layout.window.rotate(to: .landscape)
        #expect(layout.report().frame("box") == [0, 0, 667, 100])
        #expect(short.priority == 900)
        layout.window.rotate(to: .portrait)
        #expect(layout.report().frame("box") == [0, 0, 375, 300])
        #expect(short.priority == 500)
    }

    /// A variant that sets the root view's margins, reverted, leaves them unset: the system
    /// minimum (20 at the sides of the Plus's 414 pt screen, 414 - 2 × 20 = 374 wide) again, not custom margins of 20 that
    /// would stop following the minimum.
    @Test func revertedMarginsAreUnsetAgain() throws {
        let spec = try LayoutSpec.parse("""
            plumb: 1
            device: iphone-8-plus
            root:
              id: root
              views: [{id: box}]
              constraints:
                - "H:|-[box]-|"
                - box.top == root.top
                - box.height == 10
            variants:
              - when: {horizontalSizeClass: regular}
                set: {root.layoutMargins: {top: 0, left: 50, bottom: 0, right: 50}}
            """, fileName: "margins.yaml")
        let layout = try spec.build()
        let root = try #require(layout.view(withID: "root"))
        #expect(layout.report().frame("box") == [20, 0, 374, 10])
        layout.window.rotate(to: .landscape)
        #expect(layout.report().frame("box") == [50, 0, 636, 10])
        layout.window.rotate(to: .portrait)
        #expect(layout.report().frame("box") == [20, 0, 374, 10])
        #expect(root.layoutMarginsSetting == .system)
    }
}
