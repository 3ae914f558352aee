import Testing
@testable import Wireframe

/// Text is set a paragraph at a time, split where pango splits paragraphs.
@Suite struct ParagraphTests {
    @Test(arguments: [
        ("one", ["one"]),
        ("a\nb\r\nc\rd\u{2029}e", ["a", "b", "c", "d", "e"]),
        ("a\n", ["a", ""]),
        ("\n\n", ["", "", ""]),
        ("é\u{2028}ü", ["é\u{2028}ü"]),
    ])
    func splitsWherePangoDoes(_ text: String, _ paragraphs: [String]) {
        #expect(Typesetter.paragraphs(of: text) == paragraphs)
    }
}
