import AutoLayout
import Foundation
import Testing
import Wireframe

@Suite("Text measurement")
struct TextMeasurementTests {
    let measurer = PangoTextMeasurer()
    let body = Font.systemFont(ofSize: 17)
    let sentence = "The quick brown fox jumps over the lazy dog"

    @Test("The system font is set in Inter, its 17 pt lines San Francisco's: 16.187 + 4.101 pt")
    func systemFontMetrics() {
        #expect(measurer.familyName(for: body) == "Inter")
        #expect(measurer.familyName(for: .systemFont(ofSize: 20)) == "Inter Display")
        let metrics = measurer.metrics(for: body)
        // 17 × 1950 / 2048 and 17 × 494 / 2048: UIKit's 20.287 line at 17 pt.
        #expect(metrics.ascent == 16.1865234375)
        #expect(metrics.descent == 4.1005859375)
        #expect(metrics.lineHeight == 20.287109375)
    }

    @Test(
        "One line is exactly one line height tall, whatever its glyphs",
        arguments: [
            Font.systemFont(ofSize: 11), .systemFont(ofSize: 17), .systemFont(ofSize: 17, weight: .bold),
            .preferredFont(forTextStyle: .largeTitle), .systemFont(ofSize: 13.5, weight: .light),
        ]
    )
    func oneLineHeight(font: Font) {
        let metrics = measurer.metrics(for: font)
        for text in ["x", "Hello, World", "Égalité, ÅÄÖ", "gyp|", "😀 emoji", "中文字符", "مرحبا", "   ", "W"] {
            let measured = measurer.measure(text, font: font, numberOfLines: 0, width: nil)
            #expect(measured.size.height == metrics.lineHeight, "\(text)")
            #expect(measured.firstBaseline == metrics.ascent, "\(text)")
            #expect(measured.lastBaseline == metrics.ascent, "\(text)")
        }
    }

    @Test("A sentence wrapped at 100 pt takes 4 lines, 4 line heights tall, none wider than 100 pt")
    func wrapping() {
        let lineHeight = measurer.metrics(for: body).lineHeight
        let measured = measurer.measure(sentence, font: body, numberOfLines: 0, width: 100)
        #expect(measured.size.height == 4 * lineHeight)
        #expect(measured.size.height == 81.1484375)
        // The widest line, "the lazy dog": Inter's advances and, after each of its 12
        // characters, the sentence's spacing (UIKit's −0.432, Inter's −0.051 and the mean of the
        // sentence's characters' differences from San Francisco), in 1/1024 pt: 95508.
        #expect(measured.size.width == 95508.0 / 1024)
        #expect(measured.lastBaseline == measured.firstBaseline + 3 * lineHeight)
    }

    @Test("The San Francisco of iOS 13 sets 17 pt text 5/2048 of the size wider a character than iOS 14's")
    func systemFontGenerations() {
        var older = body
        older.systemFontGeneration = .twoDesigns
        let variable = measurer.measure(sentence, font: body, numberOfLines: 1, width: nil).size.width
        let twoDesigns = measurer.measure(sentence, font: older, numberOfLines: 1, width: nil).size.width
        // Every character takes the difference, to within half of one: pango spreads a letter
        // spacing over both sides of a glyph, on its grid of 1/1024 pt.
        let difference: CGFloat = 5.0 / 2048 * 17
        let expected = CGFloat(sentence.count) * difference
        #expect(abs(twoDesigns - variable - expected) <= difference / 2 + 1.0 / 1024)
        var caption = Font.systemFont(ofSize: 12)
        let caption14 = measurer.measure(sentence, font: caption, numberOfLines: 1, width: nil).size.width
        caption.systemFontGeneration = .twoDesigns
        #expect(measurer.measure(sentence, font: caption, numberOfLines: 1, width: nil).size.width == caption14)
    }

    @Test("A word longer than the width breaks between characters")
    func characterWrapping() {
        let lineHeight = measurer.metrics(for: body).lineHeight
        let measured = measurer.measure("Supercalifragilistic", font: body, numberOfLines: 0, width: 50)
        #expect(measured.size.height == 3 * lineHeight)
        #expect(measured.size.width == 49192.0 / 1024)
    }

    @Test("numberOfLines limits the lines shown", arguments: [1, 2, 3, 4, 5, 0])
    func lineLimit(numberOfLines: Int) {
        let lineHeight = measurer.metrics(for: body).lineHeight
        let measured = measurer.measure(sentence, font: body, numberOfLines: numberOfLines, width: 100)
        let expectedLines = numberOfLines == 0 ? 4 : min(numberOfLines, 4)
        #expect(measured.size.height == CGFloat(expectedLines) * lineHeight)
        #expect(measured.size.width <= 100)
        #expect(measured.lastBaseline == measured.firstBaseline + CGFloat(expectedLines - 1) * lineHeight)
    }

    @Test("One line of a long sentence is ellipsized to the width")
    func singleLineEllipsized() {
        let lineHeight = measurer.metrics(for: body).lineHeight
        let measured = measurer.measure(sentence, font: body, numberOfLines: 1, width: 100)
        #expect(measured.size.height == lineHeight)
        // The ellipsized line fills the width it was cut to.
        #expect(measured.size.width == 100)
        #expect(measured.firstBaseline == measured.lastBaseline)
    }

    @Test("Without a width, lines break only at newlines, and the limit counts all paragraphs")
    func paragraphs() {
        let lineHeight = measurer.metrics(for: body).lineHeight
        let text = "First line\nSecond line\nThird line"
        #expect(measurer.measure(text, font: body, numberOfLines: 0, width: nil).size.height == 3 * lineHeight)
        let two = measurer.measure(text, font: body, numberOfLines: 2, width: nil)
        #expect(two.size.height == 2 * lineHeight)
        #expect(two.lastBaseline == two.firstBaseline + lineHeight)
        // The cut shows as "…" after the second line: it is exactly as wide as "Second line…".
        let secondWithEllipsis = measurer.measure("Second line…", font: body, numberOfLines: 0, width: nil)
        #expect(two.size.width == secondWithEllipsis.size.width)
    }

    @Test("CJK characters are an em wide and emoji Apple Color Emoji's 1.11 em, each followed by the tracking")
    func fallbackWidths() {
        // WenQuanYi Micro Hei's ideographs, like PingFang's, are an em wide; each is followed by
        // −494/1024 pt of tracking.
        let chinese = measurer.measure("通知和设置", font: body, numberOfLines: 1, width: nil)
        #expect(abs(chinese.size.width - (5 * 17 - 5 * 494.0 / 1024)) < 0.001)
        let emoji = measurer.measure("😀😀", font: body, numberOfLines: 1, width: nil)
        #expect(abs(emoji.size.width - (2 * 1.11 * 17 - 2 * 494.0 / 1024)) < 0.01)
        // Arabic and Hebrew are set (with DejaVu Sans) and keep the system font's line.
        for text in ["مرحبا بالعالم", "שלום עולם"] {
            let measured = measurer.measure(text, font: body, numberOfLines: 1, width: nil)
            #expect(measured.size.width > 50)
            #expect(measured.size.height == 20.287109375)
        }
    }

    /// Each line is read once (asking pango for line i walks i links: 60 000 lines took 13.5 s).
    @Test("60 000 lines measure 60 000 line heights, the last baseline 59 999 below the first")
    func manyLines() {
        let lineHeight = measurer.metrics(for: body).lineHeight
        let text = Array(repeating: "line", count: 60_000).joined(separator: "\n")
        let measured = measurer.measure(text, font: body, numberOfLines: 0, width: nil)
        #expect(measured.size.height == 60_000 * lineHeight)
        #expect(measured.lastBaseline == measured.firstBaseline + 59_999 * lineHeight)
        let cut = measurer.measure(text, font: body, numberOfLines: 50_000, width: nil)
        #expect(cut.size.height == 50_000 * lineHeight)
    }

    @Test("A longer string is wider")
    func longerIsWider() {
        var previous: CGFloat = 0
        for length in 1 ... 12 {
            let width = measurer.measure(String(repeating: "Plumb ", count: length) + "end", font: body, numberOfLines: 0, width: nil).size.width
            #expect(width > previous)
            previous = width
        }
    }

    @Test("The empty string has no lines and no size")
    func empty() {
        let measured = measurer.measure("", font: body, numberOfLines: 0, width: 100)
        #expect(measured == TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0))
    }

    @Test("Text at 0 pt takes no room and draws nothing, emoji and all")
    func zeroSize() throws {
        let font = Font.systemFont(ofSize: 0)
        #expect(measurer.measure("Zero 😀 中", font: font, numberOfLines: 0, width: nil)
            == TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0))
        let scene = Scene(size: CGSize(width: 40, height: 20), background: .white, items: [
            .text(Scene.Text("Zero 😀", font: font, color: .black, placement: .box(CGRect(x: 0, y: 0, width: 40, height: 20)))),
        ])
        let bitmap = try Bitmap(png: scene.rendered(as: .png(scale: 2)))
        #expect(bitmap.pixels.allSatisfy { $0 == Bitmap.Pixel(.white) })
    }

    @Test("Heavier weights set the same text wider")
    func weights() {
        let regular = measurer.measure("Weight", font: .systemFont(ofSize: 17), numberOfLines: 0, width: nil).size.width
        let bold = measurer.measure("Weight", font: .systemFont(ofSize: 17, weight: .black), numberOfLines: 0, width: nil).size.width
        #expect(bold > regular)
    }

    @Test("Measuring from many threads at once gives the single-threaded results")
    func concurrentMeasuring() async {
        let texts = (0 ..< 64).map { "Label \($0) " + String(repeating: "word ", count: $0 % 9) }
        let serial = texts.map { measurer.measure($0, font: body, numberOfLines: 0, width: 120) }
        let concurrent = await withTaskGroup(of: (Int, TextMeasurement).self) { group in
            for (index, text) in texts.enumerated() {
                group.addTask { [measurer, body] in (index, measurer.measure(text, font: body, numberOfLines: 0, width: 120)) }
            }
            var results = [TextMeasurement?](repeating: nil, count: texts.count)
            for await (index, measurement) in group { results[index] = measurement }
            return results
        }
        #expect(concurrent == serial)
    }

    @Test("Drawn text stays inside the box it measures", arguments: [1, 2] as [CGFloat])
    func drawnWhereMeasured(scale: CGFloat) throws {
        let text = Scene.Text(
            sentence,
            font: body,
            color: .black,
            placement: .box(CGRect(x: 10, y: 10, width: 100, height: 90)),
            numberOfLines: 0
        )
        let frame = text.frame(measuredBy: measurer)
        #expect(frame == CGRect(x: 10, y: 55 - 81.1484375 / 2, width: 100, height: 81.1484375))
        let bitmap = try Bitmap(png: Scene(size: CGSize(width: 120, height: 110), background: .white, items: [.text(text)])
            .rendered(as: .png(scale: scale)))
        var inked = CGRect.null
        for y in 0 ..< bitmap.height {
            for x in 0 ..< bitmap.width where bitmap[x: x, y: y] != Bitmap.Pixel(.white) {
                inked = inked.union(CGRect(x: CGFloat(x) / scale, y: CGFloat(y) / scale, width: 1 / scale, height: 1 / scale))
            }
        }
        #expect(!inked.isNull)
        // Ink may reach a pixel past the logical box (antialiasing), never more.
        #expect(frame.insetBy(dx: -1, dy: -1).contains(inked))
        // The text fills its lines: the ink reaches into the first and the last line.
        #expect(inked.minY < frame.minY + measurer.metrics(for: body).lineHeight)
        #expect(inked.maxY > frame.maxY - measurer.metrics(for: body).lineHeight)
    }

    /// A text style sets its lines its leading apart (Apple's Dynamic Type table: 22 pt for
    /// body at Large), the line height and the style's spacing; a system font of a size, its
    /// line height apart. The measurement and the drawing both read the same lines.
    @Test("A body label's lines are 22 pt apart, measured and drawn; a 17 pt font's 20.287")
    func textStyleLineSpacing() throws {
        let style = Font.preferredFont(forTextStyle: .body)
        let metrics = measurer.metrics(for: style)
        // 22 − 17 × 2444 / 2048.
        #expect(metrics.lineSpacing == 1.712890625)
        #expect(metrics.lineAdvance == 22)
        #expect(measurer.metrics(for: body).lineSpacing == 0)
        let measured = measurer.measure("Hello\nHello", font: style, numberOfLines: 0, width: nil)
        #expect(measured.size.height == 42.287109375)
        #expect(measured.firstBaseline == 16.1865234375)
        #expect(measured.lastBaseline == 38.1865234375)
        // A label 42.5 pt tall at 2x holds both lines; the block is centred in it.
        let text = Scene.Text("Hello\nHello", font: style, color: .black, placement: .box(CGRect(x: 10, y: 10, width: 100, height: 42.5)))
        let lines = text.lineFrames(measuredBy: measurer)
        #expect(lines.map(\.minY) == [10.1064453125, 32.1064453125])
        #expect(lines.map(\.height) == [22, 20.287109375])
        #expect(try inkedLineTops(of: text, scale: 2).adjacentDifferences == [44])
        var plain = text
        plain.font = body
        plain.placement = .box(CGRect(x: 10, y: 10, width: 100, height: 41))
        // 40.57 pixels apart: the second line's ink starts 40 or 41 rows below the first's.
        let plainGap = try #require(try inkedLineTops(of: plain, scale: 2).adjacentDifferences.first)
        #expect(plainGap == 40 || plainGap == 41)
    }

    /// The first row of each run of inked rows of `text` drawn alone at `scale`.
    private func inkedLineTops(of text: Scene.Text, scale: CGFloat) throws -> [Int] {
        let bitmap = try Bitmap(png: Scene(size: CGSize(width: 120, height: 70), background: .white, items: [.text(text)])
            .rendered(as: .png(scale: scale)))
        let inked = (0 ..< bitmap.height).map { y in (0 ..< bitmap.width).contains { bitmap[x: $0, y: y] != Bitmap.Pixel(.white) } }
        return inked.indices.filter { inked[$0] && ($0 == 0 || !inked[$0 - 1]) }
    }
}

extension Array where Element == Int {
    /// Each element less the one before it.
    fileprivate var adjacentDifferences: [Int] { zip(dropFirst(), self).map { $0 - $1 } }
}
