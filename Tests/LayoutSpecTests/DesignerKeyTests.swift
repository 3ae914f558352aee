import AutoLayout
import Foundation
import Testing

@testable import LayoutSpec

/// The keys a designer expects (docs/spec.md §2): the appearance keys reach the model, and
/// the layout keys move frames as UIKit does, each figure derived beside its test.
@Suite struct DesignerKeyTests {
    /// Colours, corners and borders reach the views they are written on; a tint is inherited
    /// by the subviews that set none.
    @Test func appearanceKeysReachTheModel() throws {
        let layout = try LayoutSpec.parse("""
            plumb: 1
            root:
              id: root
              tintColor: "#FF3B30"
              views:
                - {id: card, cornerRadius: 12, borderWidth: 2, borderColor: "#C7C7CC", views: [{id: inner}]}
                - {id: title, kind: label, text: Title, textColor: "#007AFF"}
                - {id: save, kind: button, text: Save, textColor: "#34C759"}
                - {id: name, kind: textField, placeholder: Name, textColor: "#111111"}
                - {id: plain, kind: button, text: Plain, tintColor: "#5856D6"}
            """, fileName: "test.yaml").build()
        let card = try #require(layout.view(withID: "card"))
        #expect(card.cornerRadius == 12 && card.borderWidth == 2 && card.borderColor == ViewColor(hex: "#C7C7CC"))
        #expect(layout.view(withID: "inner")?.effectiveTintColor == ViewColor(hex: "#FF3B30"))
        #expect((layout.view(withID: "title") as? Label)?.textColor == ViewColor(hex: "#007AFF"))
        #expect((layout.view(withID: "save") as? Button)?.titleColor == ViewColor(hex: "#34C759"))
        #expect((layout.view(withID: "name") as? TextField)?.textColor == ViewColor(hex: "#111111"))
        #expect(layout.view(withID: "plain")?.effectiveTintColor == ViewColor(hex: "#5856D6"))
    }

    /// An image gives an image view its size: 64 × 64, centred in the 375-wide window at
    /// (375 − 64) / 2 = 155.5, below the 20 pt status bar.
    @Test func imageSizeIsTheIntrinsicSize() throws {
        let report = try report("""
            plumb: 1
            root:
              id: root
              views: [{id: avatar, kind: imageView, image: {name: avatar, size: [64, 64]}}]
              constraints: [avatar.centerX == root.centerX, avatar.top == root.safeArea.top]
            """)
        #expect(report.frame("avatar") == [155.5, 20, 64, 64])
    }

    /// A contained controller's view with 44 pt of additional safe area at the top (its own
    /// bar): on the iPhone 8 its safe area starts at 20 (the status bar it overlaps) + 44 =
    /// 64, so content pinned to it sits at 64; its own 8 pt margins, measured from the safe
    /// area, put the label at (8, 64 + 8).
    @Test func additionalSafeAreaInsetsOfAnyView() throws {
        let report = try report("""
            plumb: 1
            device: iphone-8
            root:
              id: root
              views:
                - id: child
                  additionalSafeAreaInsets: {top: 44}
                  views: [{id: content}, {id: caption, kind: label, text: Hi}]
                  constraints:
                    - "H:|[content]|"
                    - content.top == child.safeArea.top
                    - content.height == 10
                    - caption.leading == child.margins.leading
                    - caption.top == child.margins.top
              constraints: ["H:|[child]|", "V:|[child]|"]
            """)
        #expect(report.frame("content") == [0, 64, 375, 10])
        #expect(report.frame("caption") == [8, 72, 17, 20.5])
    }

    /// `layoutMarginsFollowReadableWidth` on an iPad in landscape: 1024 wide with 20 pt
    /// margins leaves 984, 312 more than the readable 672, so each margin grows by 156 to 176.
    @Test func marginsFollowReadableWidth() throws {
        let report = try report("""
            plumb: 1
            device: ipad
            orientation: landscape
            root:
              id: root
              layoutMarginsFollowReadableWidth: true
              views: [{id: text}]
              constraints: ["H:|-[text]-|", "V:|-[text]-|"]
            """)
        #expect(report.frame("text") == [176, 20, 672, 748])
    }

    /// The keyboard layout guide: while no keyboard is up its top is the safe area's bottom
    /// (812 − 34 = 778 on an iPhone X); with a 336 pt keyboard it is 812 − 336 = 476, and the
    /// input bar pinned to it rises with it.
    @Test(arguments: [(nil, 778.0), (336.0, 476.0)] as [(Double?, Double)])
    func keyboardLayoutGuide(height: Double?, barBottom: Double) throws {
        let keyboard = height.map { "keyboard: {height: \(Int($0))}\n" } ?? ""
        let report = try report("""
            plumb: 1
            device: iphone-x
            \(keyboard)root:
              id: root
              views: [{id: inputBar}]
              constraints:
                - "H:|[inputBar]|"
                - inputBar.bottom == root.keyboard.top
                - inputBar.height == 50
            """)
        #expect(report.frame("inputBar") == [0, barBottom - 50, 375, 50])
    }

    /// `layoutGuides` declares guides on any view, a stack view included (whose `views` are
    /// all arranged); a 100-wide guide centred in a 375-wide stack starts at 137.5.
    @Test func layoutGuidesOnAStackView() throws {
        let report = try report("""
            plumb: 1
            root:
              id: root
              views:
                - id: row
                  kind: stack
                  views: [{id: a, intrinsicContentSize: [none, 30]}]
                  layoutGuides: [{id: middle, constraints: [middle.width == 100, middle.centerX == row.centerX, "V:|[middle]|"]}]
              constraints: ["H:|[row]|", row.top == root.safeArea.top]
            """)
        #expect(report.frame("middle") == [137.5, 0, 100, 30])
        #expect(report.frame("a") == [0, 0, 375, 30])
    }
}
