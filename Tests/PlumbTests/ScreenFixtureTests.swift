import Foundation
import TestSupport
import Testing

/// The six screens of issue 20, written from scratch as a new user would (fixtures/screen-*):
/// their frames, and what their figures show, read back from the PDF `plumb render` writes,
/// alone and on a two-device contact sheet.
@Suite("Screen fixtures")
struct ScreenFixtureTests {
    static let cases: [FrameCase] = [
        FrameCase("screen-login", [view("logo", [156.5, 91, 80, 80])]),
        FrameCase("screen-settings", [
            view("wifiRow", [0, 0, 320, 44]), view("wifiSwitch", [263, 6.5, 51, 31]),
            view("privacyRow", [0, 180, 320, 44]),
        ]),
        FrameCase("screen-profile", [view("photo", [16, 28, 343, 228.667])]),
        FrameCase("screen-ipad-split", [
            view("sidebar", [0, 20, 268.8, 1004]), view("detail", [269.8, 20, 498.2, 1004]), view("hero", [20, 52, 249.1, 166.067]),
        ]),
        FrameCase("screen-chat", [view("header", [0, 59, 393, 44]), view("inputBar", [0, 762, 393, 56]), view("send", [325, 13, 60, 30])]),
        FrameCase("readme-sign-in", [view("email", [16, 79, 361, 44]), view("signIn", [106.25, 131, 180.5, 50])]),
        FrameCase("screen-form-vfl", [
            view("firstField", [104, 28, 200, 34]), view("field2", [104, 70, 200, 34]), view("field3", [104, 112, 200, 34]),
        ]),
    ]

    @Test(arguments: cases)
    func frames(_ fixture: FrameCase) throws { try fixture.check() }

    /// Each screen, the two devices of its sheet, and the multipliers and ratios its figures
    /// print (on the first device, then on the second where its size class changes them).
    static let screens: [(fixture: String, devices: [String], numbers: [String], secondNumbers: [String])] = [
        ("screen-login", ["iphone-se", "iphone-15"], ["1:1"], []),
        ("screen-settings", ["iphone-se", "iphone-15"], [], []),
        ("screen-profile", ["iphone-se", "ipad"], ["3:2"], ["0.4 × root"]),
        ("screen-ipad-split", ["ipad", "ipad-pro-12.9"], ["0.35 × root", "0.5 × detail", "3:2"], []),
        ("screen-chat", ["iphone-se", "iphone-15"], ["≤ 0.7 × root"], []),
        ("screen-form-vfl", ["iphone-se", "iphone-15"], [], []),
    ]

    @Test("Alone, the figure names every view and prints every multiplier, with no label left out", arguments: screens.map(\.fixture))
    func alone(_ fixture: String) throws {
        let screen = try #require(Self.screens.first { $0.fixture == fixture })
        let text = try DrawnText(fixture)
        for id in try PlumbCommand.explain(fixture).frames.keys.sorted() {
            #expect(text.containsWord(id), "\(fixture): \(id) is not drawn")
        }
        for number in screen.numbers {
            #expect(text.text.contains(number), "\(fixture): \(number) is not drawn")
        }
        #expect(text.unplacedNotes == [])
    }

    @Test("On a two-device sheet, every cell names every view, with no label left out", arguments: screens.map(\.fixture))
    func onASheet(_ fixture: String) throws {
        let screen = try #require(Self.screens.first { $0.fixture == fixture })
        let text = try DrawnText(fixture, ["--devices", screen.devices.joined(separator: ",")])
        for id in try PlumbCommand.explain(fixture).frames.keys.sorted() {
            #expect(text.wordCount(id) >= 2, "\(fixture): \(id) is not drawn in both cells")
        }
        for number in screen.numbers + screen.secondNumbers {
            #expect(text.text.contains(number), "\(fixture): \(number) is not drawn")
        }
        #expect(text.unplacedNotes == [])
    }
}
