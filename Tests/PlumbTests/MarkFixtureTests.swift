import Foundation
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
        FrameCase("mark-dark-theme", [
            view("noteCard", [16, 28, 343, 60]),
            view("note", [12, 12, 319, 36]),
            view("actionCard", [16, 96, 343, 60]),
            view("action", [12, 12, 319, 36]),
            view("plain", [16, 164, 343, 36]),
        ]),
    ]

    @Test(arguments: cases)
    func frames(_ fixture: FrameCase) throws { try fixture.check() }

    /// The mark fixtures, each with the flags it is drawn with.
    static let drawn: [(fixture: String, flags: [String])] = [
        ("mark-status-bar", []), ("mark-offscreen", []), ("mark-blue-view", []), 
    ]

    @Test("The figure's text, read from the PDF, names every view", arguments: drawn.map(\.fixture))
    func everyViewIsNamed(_ fixture: String) throws {
        let flags = Self.drawn.first { $0.fixture == fixture }?.flags ?? []
        let text = try DrawnText(fixture, flags)
        for id in try PlumbCommand.explain(fixture).frames.keys.sorted() {
            #expect(text.containsWord(id), "\(fixture): \(id) is not drawn")
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
