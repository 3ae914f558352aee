import Foundation
import Testing

/// The frames of the kinds issue's fixtures (designer keys, controls, buttons, scroll, table
/// and collection views), each derived by hand from the fixture's header and UIKit's rules.
@Suite("Kind fixtures: frames")
struct KindFixtureFrameTests {
    static let cases: [FrameCase] = [
        // iPhone 15 (393 × 852, status bar 59, root margins 16): the card 16 below the safe
        // area, 8 + 48 + 8 high; the child 60 below it to the bottom, its safe area 44 (its
        // own additional insets; it overlaps no bar).
        FrameCase("feature-designer-keys", [
            view("card", [16, 59 + 16, 393 - 32, 64]),
            view("avatar", [8, 8, 48, 48]),
            view("child", [0, 75 + 64 + 60, 393, 852 - 199]),
        ]),
        // iPhone X (812 tall, safe area 44/34) with a 336 pt keyboard: the bar's bottom on
        // 812 - 336 = 476; the messages from the safe area's top to the bar.
        FrameCase("feature-keyboard-guide", [
            view("inputBar", [0, 426, 375, 50]),
            view("messages", [0, 44, 375, 426 - 44]),
        ]),
    ]

    @Test(arguments: cases)
    func frames(_ fixture: FrameCase) throws { try fixture.check() }
}
