import AutoLayout
import Testing
import Wireframe

@Suite("Colour")
struct ColorTests {
    @Test("#RRGGBB reads as an opaque colour, in either case")
    func sixDigits() throws {
        #expect(try Color(hex: "#FF66FF") == Color(red: 1, green: 0.4, blue: 1, alpha: 1))
        #expect(try Color(hex: "#ff66ff") == Color(red: 1, green: 0.4, blue: 1, alpha: 1))
        #expect(try Color(hex: "#000000") == .black)
    }

    @Test("#RRGGBBAA reads the alpha too")
    func eightDigits() throws {
        #expect(try Color(hex: "#FF66FF80") == Color(red: 1, green: 0.4, blue: 1, alpha: 128.0 / 255))
        #expect(try Color(hex: "#00000000") == .clear)
    }

    @Test("hexString writes what Color(hex:) reads", arguments: ["#FF66FF", "#0A84FF", "#FF66FF80", "#00000000"])
    func roundTrip(hex: String) throws {
        #expect(try Color(hex: hex).hexString == hex)
    }

    @Test("A view's background colour converts component by component")
    func fromViewColor() throws {
        #expect(Color(ViewColor(red: 1, green: 0.4, blue: 1, alpha: 0.5)) == Color(red: 1, green: 0.4, blue: 1, alpha: 0.5))
        #expect(try Color(#require(ViewColor(hex: "#0A84FF"))) == Color(hex: "#0A84FF"))
    }

    @Test("Malformed colours are refused with the reason")
    func errors() {
        #expect(throws: ColorParseError.missingHash("FF66FF")) { try Color(hex: "FF66FF") }
        #expect(throws: ColorParseError.missingHash("")) { try Color(hex: "") }
        #expect(throws: ColorParseError.wrongDigitCount("#FF66F", count: 5)) { try Color(hex: "#FF66F") }
        #expect(throws: ColorParseError.wrongDigitCount("#FF66FF8", count: 7)) { try Color(hex: "#FF66FF8") }
        #expect(throws: ColorParseError.wrongDigitCount("#", count: 0)) { try Color(hex: "#") }
        #expect(throws: ColorParseError.invalidDigit("#GG66FF", character: "G", position: 1)) { try Color(hex: "#GG66FF") }
        #expect(throws: ColorParseError.invalidDigit("#FF66F-", character: "-", position: 6)) { try Color(hex: "#FF66F-") }
        #expect(throws: ColorParseError.invalidDigit("#FF66F٣", character: "٣", position: 6)) { try Color(hex: "#FF66F٣") }
    }

    @Test("The error message quotes the input and says what was expected")
    func messages() {
        #expect(ColorParseError.wrongDigitCount("#FF66F", count: 5).description
            == "invalid colour \"#FF66F\": expected 6 (#RRGGBB) or 8 (#RRGGBBAA) hexadecimal digits, found 5")
        #expect(ColorParseError.invalidDigit("#GG66FF", character: "G", position: 1).description
            == "invalid colour \"#GG66FF\": 'G' at position 1 is not a hexadecimal digit")
        #expect(ColorParseError.missingHash("red").description
            == "invalid colour \"red\": expected #RRGGBB or #RRGGBBAA, starting with '#'")
    }
}
