import Foundation
import TestSupport
import Testing

/// The mark fixtures (`fixtures/mark-*.yaml`), one for each mark of the wireframe vocabulary:
/// their frames, derived in each fixture's header, and the text their figures draw, read back
/// from the PDF.
@Suite("Mark fixtures")
struct MarkFixtureTests {
    static let cases: [FrameCase] = [
        FrameCase("mark-status-bar", [
            view("header", [0, 0, 393, 103]),
            view("title", [16, 67, 361, 28]),
            view("toolbar", [0, 774, 393, 44]),
        ]),
        FrameCase("mark-offscreen", [
            view("banner", [8, 28, 360, 60]),
            view("footer", [16, 584, 288, 44]),
        ]),
        FrameCase("mark-blue-view", [
            view("card", [16, 28, 343, 200]),
            view("icon", [12, 12, 60, 60]),
            view("caption", [80, 12, 251, 24]),
        ]),
        FrameCase("mark-multiplier", [
            view("half", [0, 28, 187.5, 44]),
            view("third", [0, 80, 85, 44]),
            view("wide", [0, 132, 280, 44]),
        ]),
        FrameCase("mark-aspect-ratio", [
            view("photo", [16, 28, 240, 160]),
            view("square", [16, 196, 100, 100]),
            view("video", [16, 304, 160, 90]),
        ]),
        FrameCase("mark-inequality", [
            view("bubble", [16, 28, 262.5, 60]),
            view("field", [16, 96, 200, 44]),
            view("left", [16, 148, 80, 44]),
            view("right", [279, 148, 80, 44]),
        ]),
        FrameCase("mark-merged", [
            view("a", [16, 28, 120, 44]),
            view("b", [16, 80, 90, 44]),
            view("c", [114, 80, 90, 44]),
            view("d", [212, 80, 90, 44]),
        ]),
        FrameCase("mark-leader", (0 ..< 15).map { index in
            view(leaderNames[index], [16 + 48 * Double(index % 5), 28 + 48 * Double(index / 5), 44, 44])
        }),
        FrameCase("mark-dark-theme", [
            view("noteCard", [16, 28, 343, 60]),
            view("note", [12, 12, 319, 36]),
            view("actionCard", [16, 96, 343, 60]),
            view("action", [12, 12, 319, 36]),
            view("plain", [16, 164, 343, 36]),
        ]),
    ]

    /// mark-leader's squares, row by row.
    static let leaderNames = [
        "avatarImage", "onlineBadge", "unreadCount", "mutedIcon", "pinnedIcon", "cameraButton", "galleryButton", "stickerButton",
        "voiceButton", "sendButton", "replyArrow", "forwardArrow", "deleteButton", "starButton", "shareButton",
    ]

    @Test(arguments: cases)
    func frames(_ fixture: FrameCase) throws { try fixture.check() }

    /// The mark fixtures, each with the flags it is drawn with, and the multipliers (and ratios)
    /// its figure must print.
    static let drawn: [(fixture: String, flags: [String], numbers: [String])] = [
        ("mark-multiplier", [], ["0.5 × root", "0.4 × half + 10", "0.8 × root − 20"]),
        ("mark-aspect-ratio", [], ["3:2", "1:1", "16:9"]),
        ("mark-inequality", [], ["0.7 × root", "400 @750", "100 @250"]),
        ("mark-merged", [], ["120", "100", "300", "= c", "= d"]),
        ("mark-leader", [], []),
        ("mark-status-bar", [], []), ("mark-offscreen", [], []), ("mark-blue-view", [], []),
        ("mark-dark-theme", ["--theme", "dark"], []),
    ]

    @Test("The figure's text, read from the PDF, names every view and prints every multiplier", arguments: drawn.map(\.fixture))
    func everyViewIsNamed(_ fixture: String) throws {
        let entry = try #require(Self.drawn.first { $0.fixture == fixture })
        let text = try DrawnText(fixture, entry.flags)
        for id in try PlumbCommand.explain(fixture).frames.keys.sorted() {
            #expect(text.containsWord(id), "\(fixture): \(id) is not drawn")
        }
        for number in entry.numbers {
            #expect(text.text.contains(number), "\(fixture): \(number) is not drawn")
        }
        #expect(text.unplacedNotes == [], "\(fixture)")
    }

    @Test("A notched device's figure draws its status bar and names it, the island and the home indicator")
    func statusBar() throws {
        let text = try DrawnText("mark-status-bar")
        for word in ["9:41", "Status bar", "Dynamic Island", "Home indicator"] {
            #expect(text.text.contains(word), "\(word)")
        }
    }
}
