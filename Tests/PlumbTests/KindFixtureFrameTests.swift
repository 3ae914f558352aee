import Foundation
import TestSupport
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
        // iPhone 15, 8 apart from 59 + 8: the slider's track at 67, 361 wide, its frame 2
        // wider at each end and 1 lower; then 67 + 30 + 8 = 105 for the stepper, and so on.
        FrameCase("feature-controls", [
            view("volume", [16 - 2, 67, 361 + 4, 31]),
            view("count", [16, 105, 94, 32]),
            view("palette", [16 + 94 + 8, 105 + 2, 28, 28]),
            view("download", [16, 145, 361, 4]),
            view("spinner", [16, 157, 20, 20]),
            view("bigSpinner", [16 + 20 + 8, 167 - 18.5, 37, 37]),
            view("pages", [(393 - 90) / 2, 185, 4 * 16 + 26, 26]),
            view("search", [0, 219, 393, 56]),
            view("when", [16, 283, 112 + 8 + 87, 34]),
            view("size", [(393 - 320) / 2, 325, 320, 216]),
        ]),
        // iPhone X: 44 status bar + 44 navigation bar above, 44 toolbar + 49 tab bar + 34
        // home indicator below.
        FrameCase("feature-container-bars", [view("content", [0, 88, 375, 812 - 88 - 44 - 49 - 34])]),
        // iPhone 15 under a large title (59 + 96): rows 20 in, 353 wide, from the titled
        // header's 55.333; rows of one line of text are 44 high less the 3× separator
        // (43.667) whatever their 29 pt image, as UIKit sizes them from the text's font alone;
        // an accessory switch's frame on the trailing margin, centred.
        FrameCase("screen-settings-table", [
            view("airplane", [20, 55 + 1.0 / 3, 353, 44 - 1.0 / 3], window: [20, 155 + 55 + 1.0 / 3, 353, 44 - 1.0 / 3]),
            view("wifi", [20, 99, 353, 44 - 1.0 / 3]),
            view("airplaneSwitch", [353 - 16 - 51, 6 + 1.0 / 3, 51, 31]),
        ]),
        // iPhone 15: the 64 pt header view as wide as the table, its search bar at the
        // header's 8 pt margins (56 high, centred); 44 pt rows from 64 but the 60 pt second;
        // the footer at 64 + 44 + 60 + 44 = 212.
        FrameCase("feature-table-header-view", [
            view("header", [0, 0, 393, 64], window: [0, 59, 393, 64]),
            view("search", [8, 4, 377, 56]),
            view("inbox", [0, 64, 393, 44]),
            view("drafts", [0, 108, 393, 60]),
            view("sent", [0, 168, 393, 44]),
            view("footer", [0, 212, 393, 40]),
        ]),
        // Five 100 × 100 photos, three to a line spread across 343, the last two in the
        // columns of a full line (16 and 137.5).
        FrameCase("feature-collection-view", [
            view("photos", [0, 20, 375, 250]),
            view("photo#1", [137.5, 10, 100, 100]),
            view("photo#4", [137.5, 120, 100, 100]),
        ]),
        // iPhone 16 (393 × 852, safe area 59): buttons 8 apart from 59 + 8, 16 in. "OK" in
        // 15 pt is the 30 pt minimum by its 18 pt line and 6 + 6; the padded one its line and 7
        // + 7; a configured one 17 pt (20.333) and 7 + 7; the star alone 20.333 high (17 pt,
        // the default symbol size); the system types fixed.
        FrameCase("feature-buttons", [
            view("ok", [16, 67, 30, 30]),
            view("padded", [16, 143, 73, 32]),
            view("plain", [16, 183, 60.667, 34.333]),
            view("info", [16, 338 + 1.0 / 3, 25, 24]),
            view("close", [16, 370 + 1.0 / 3, 30, 30]),
        ]),
        // A 336 pt keyboard on an iPhone 15: the input bar's bottom at 852 − 336, 8 + 34 + 8 high.
        FrameCase("screen-chat-cells", [view("inputBar", [0, 516 - 50, 393, 50]), view("messages", [0, 0, 393, 466])]),
    ]

    @Test(arguments: cases)
    func frames(_ fixture: FrameCase) throws { try fixture.check() }

    /// The scrolling form on an iPhone SE under a navigation bar: the form 20 inside the
    /// content and as wide as the frame less 40; the content adjusted by 20 + 44 and resting
    /// at −64, so the form is at (20, 84) in the window, and runs past the 568-high screen.
    @Test func scrollingForm() throws {
        let report = try PlumbCommand.explain("screen-scrolling-form")
        #expect(report.frame("scroll", 0) == 0 && report.frame("scroll", 3) == 568)
        #expect([report.frame("form", 0), report.frame("form", 1), report.frame("form", 2)] == [20, 20, 280])
        #expect(report.windowFrame("form").prefix(2) == [20, 84])
        #expect(report.windowFrame("form").dropFirst().first.map { $0 + report.frame("form", 3) > 568 } == true)
        #expect(report.diagnostics.isEmpty)
    }
}
