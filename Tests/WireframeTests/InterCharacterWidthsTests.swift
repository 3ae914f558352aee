import AutoLayout
@testable import Wireframe
import Foundation
import InterfaceBuilder
import Testing

/// Inter spaced character by character to San Francisco's widths (`InterCharacterWidths`),
/// checked on the samples it was fitted on and on a label of the corpus, which it was not.
@Suite("San Francisco's widths by character")
struct InterCharacterWidthsTests {
    /// A label or button of a public Interface Builder document whose stored width is its
    /// text's (Calibration/character-width-samples.json).
    struct Sample: Decodable {
        var repository: String
        var path: String
        var commit: String
        /// The build number's first part of the Xcode that saved the document.
        var toolsVersion: Int
        var object: String
        var kind: String
        var scale: CGFloat
        var text: String
        var pointSize: CGFloat
        var weight: String
        /// The width Xcode stored.
        var width: CGFloat
        /// The width Plumb gave the text before the table (Inter with the per-weight correction,
        /// spaced by the tracking of the document's Xcode).
        var raw: CGFloat

        var font: Font { .systemFont(ofSize: pointSize, weight: Font.Weight(rawValue: weight)!) }

        func isWithinAPixel(_ predicted: CGFloat) -> Bool {
            abs(predicted - width) <= 1 / scale + 1e-6
        }
    }

    static let samples: [Sample] = calibrationSamples("character-width-samples.json")

    @Test("The samples it was fitted on: 1 144 of 1 422 widths within a pixel, where Inter spaced alike gave 829")
    func fittedSamples() {
        let within = Self.samples.filter { sample in
            let size = TextSample.intrinsicSize(of: sample.text, font: sample.font, isButton: sample.kind == "button", scale: sample.scale,
                                                linkedSDK: SDKVersion(toolsVersion: sample.toolsVersion))
            return sample.isWithinAPixel(size.width)
        }
        let withinBefore = Self.samples.filter { sample in
            let pixel = sample.kind == "button" ? 1 : 1 / sample.scale
            return sample.isWithinAPixel((sample.raw / pixel - 1e-9).rounded(.up) * pixel)
        }
        #expect(Self.samples.count == 1422)
        #expect(Set(Self.samples.map(\.repository)).count == 58)
        #expect(withinBefore.count == 829)
        #expect(within.count == 1144)
    }

    @Test("A \"2\" of 140 pt is 80 pt wide at 2×, Xcode's width (spaced alike: 76)")
    func corpusLabel() {
        // Hero's Navigation.storyboard, a label sized by its text; not a sample of the fit.
        let size = TextSample.intrinsicSize(of: "2", font: .systemFont(ofSize: 140), isButton: false, scale: 2)
        #expect(abs(size.width - 80) < 0.001, "\(size.width)")
    }

    @Test("A style's differences are the shared ones, its design's and its own")
    func layers() {
        typealias Style = InterCharacterWidths.Style
        let style = Style(design: .display, weight: .regular)
        let characters = Set(InterCharacterWidths.shared.keys)
            .intersection(InterCharacterWidths.designed[.display]!.keys)
            .intersection(InterCharacterWidths.styled[style]!.keys)
        #expect(characters.contains("1"))
        for character in characters {
            let sum = InterCharacterWidths.shared[character]! + InterCharacterWidths.designed[.display]![character]!
                + InterCharacterWidths.styled[style]![character]!
            #expect(abs(InterCharacterWidths.tables[style]![character]! - CGFloat(sum)) < 1e-12)
        }
    }

    @Test("A font's style: the Display design from 20 pt, lighter weights with regular, heavier with bold")
    func styles() {
        typealias Style = InterCharacterWidths.Style
        #expect(Style(of: .systemFont(ofSize: 19.5, weight: .light)) == Style(design: .text, weight: .regular))
        #expect(Style(of: .systemFont(ofSize: 20)) == Style(design: .display, weight: .regular))
        #expect(Style(of: .systemFont(ofSize: 17, weight: .medium)) == Style(design: .text, weight: .medium))
        #expect(Style(of: .systemFont(ofSize: 28, weight: .black)) == Style(design: .display, weight: .bold))
    }

    @Test("A paragraph is spaced by its characters' mean difference from San Francisco, after the letter spacing")
    func paragraphSpacing() {
        let typesetter = Typesetter(fonts: .system)
        let font = Font.systemFont(ofSize: 17)
        let typeset = typesetter.typesetFont(for: font)
        let table = InterCharacterWidths.table(for: font)
        let difference = (table["1"]! + 3 * table["0"]!) / 4
        #expect(abs(typeset.letterSpacing(for: "1000") - (typeset.letterSpacing + 17 * difference)) < 1e-9)
        #expect(typeset.letterSpacing(for: "") == typeset.letterSpacing)
    }
}
