import AutoLayout
import Foundation
import Testing

@testable import LayoutSpec

/// Frames derived by hand from UIKit's rules and the fixed-advance text metrics (every
/// character advances half the point size, a line is 1.2 × the point size high, sizes round
/// up to the pixel), each derivation beside its numbers.
@Suite struct HandDerivedFrameTests {
    /// Right to left in a 320 × 480 window with a 20-point status bar: leading is the right.
    /// The root's margins are 16 at the sides (compact width) and 0 + 20 at the top (they
    /// are measured from the safe area). "Hi" at 17 pt is 17 × 20.5; its leading (right)
    /// edge on the right margin puts it at 320 − 16 − 17 = 287. The box's leading (right)
    /// edge 8 before the label's trailing (left) edge: 287 − 8 − 50 = 229; centred on the
    /// label: 20 + 10.25 − 5 = 25.25.
    @Test func rightToLeft() throws {
        let report = try report("""
            plumb: 1
            window: {width: 320, height: 480}
            layoutDirection: rightToLeft
            safeAreaInsets: {top: 20}
            root:
              id: root
              views:
                - {id: label, kind: label, text: Hi}
                - {id: box}
              constraints:
                - label.leading == root.margins.leading
                - label.top == root.margins.top
                - box.leading == label.trailing + 8
                - box.centerY == label.centerY
                - box.width == 50
                - box.height == 10
            """)
        #expect(report.frame("label") == [287, 20, 17, 20.5])
        #expect(report.frame("box") == [229, 25.25, 50, 10])
    }

    /// A label with `numberOfLines: 0` wraps at the width layout gives it: 60 points of
    /// 10-point text hold 12 characters a line, so "one two three four five" breaks into
    /// "one two", "three four", "five": 3 lines of 12, 36 high; the widest line is 50 wide,
    /// but the constraint holds the width at 60.
    @Test func wrappingLabel() throws {
        let report = try report("""
            plumb: 1
            window: {width: 320, height: 480}
            root:
              id: root
              views:
                - {id: text, kind: label, text: one two three four five, numberOfLines: 0, font: {size: 10}}
              constraints:
                - text.leading == root.leading + 10
                - text.top == root.top + 10
                - text.width == 60
            """)
        #expect(report.frame("text") == [10, 10, 60, 36])
    }

    /// `fillEqually` shares a 300-point row, less two gaps of 10, in three: 93.333 each; the
    /// row is as high as the buttons (30).
    @Test func fillEquallyStack() throws {
        let report = try report("""
            plumb: 1
            window: {width: 320, height: 480}
            root:
              id: root
              views:
                - id: row
                  kind: stack
                  distribution: fillEqually
                  spacing: 10
                  views:
                    - {id: one, kind: button, text: One}
                    - {id: two, kind: button, text: Two}
                    - {id: three, kind: button, text: Three}
              constraints:
                - "H:|-10-[row]-10-|"
                - "V:|-40-[row]"
            """)
        #expect(report.frame("row") == [10, 40, 300, 30])
        #expect(report.frame("one") == [0, 0, 93.333, 30])
        #expect(report.frame("two") == [103.333, 0, 93.333, 30])
        #expect(report.frame("three") == [206.667, 0, 93.333, 30])
    }

    /// A window by size has no safe area unless the spec gives one, so `V:[topLayoutGuide]`
    /// starts at 0; `safeAreaInsets: none` clears a device's too, and its window shows no
    /// status bar or sensor housing (the device's keeps them).
    @Test func safeAreaSettings() throws {
        let constraints = """
              views: [{id: bar}]
              constraints: ["V:[topLayoutGuide][bar(10)]", "H:|[bar]|"]
            """
        let sized = try report("plumb: 1\nwindow: {width: 320, height: 480}\nroot:\n  id: root\n" + constraints)
        #expect(sized.frame("bar") == [0, 0, 320, 10])
        let device = try report("plumb: 1\ndevice: iphone-x\nroot:\n  id: root\n" + constraints)
        #expect(device.frame("bar") == [0, 44, 375, 10])
        let cleared = try report("plumb: 1\ndevice: iphone-x\nsafeAreaInsets: none\nroot:\n  id: root\n" + constraints)
        #expect(cleared.frame("bar") == [0, 0, 375, 10])
        let windows = try ["", "safeAreaInsets: none\n", "safeAreaInsets: {top: 20}\n"].map { setting in
            try LayoutSpec.parse("plumb: 1\ndevice: iphone-x\n\(setting)root:\n  id: root\n", fileName: "test.yaml").build().window
        }
        #expect(windows.map(\.showsDeviceChrome) == [true, false, false])
    }
}
