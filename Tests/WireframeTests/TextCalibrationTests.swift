import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import Wireframe

/// Text measured as Xcode measured it: the labels and buttons of 42 public Interface Builder
/// documents whose stored frames are their text's size (Calibration/ib-text-samples.json, made
/// by Calibration/extract-ib-text-samples.py; docs/text.md explains both).
@Suite("Text calibration on Interface Builder's frames")
struct TextCalibrationTests {
    static let samples: [TextSample] = calibrationSamples("ib-text-samples.json")

    /// The samples set in the system font, whose metrics Plumb models; custom fonts are
    /// measured with whatever fonts the machine has.
    static let systemFontSamples = samples.filter { $0.font.isSystemFont }

    @Test("The sample set holds every label and button of the corpus, and names why an axis is not a sample")
    func sampleSet() {
        #expect(Self.samples.count == 256)
        #expect(Self.samples.filter(\.isWidthSample).count == 84)
        #expect(Self.samples.filter(\.isHeightSample).count == 87)
        #expect(Self.samples.allSatisfy { !$0.width.isEmpty && !$0.height.isEmpty && $0.commit?.count == 40 })
    }

    @Test("The median width error is under 0.5%, and half the widths are Xcode's to the pixel (Inter alone: +3.9%)")
    func medianWidthError() {
        let errors = Self.systemFontSamples.filter(\.isWidthSample).map { sample in
            (sample.predictedSize().width - sample.textFrame.width) / sample.textFrame.width
        }
        #expect(errors.count == 82)
        #expect(abs(errors.median) < 0.005, "median \(errors.median)")
        #expect(errors.map(abs).median == 0, "median of the absolute errors \(errors.map(abs).median)")
    }

    @Test("Single-line labels: 35 of 40 (88%) within a pixel in width and in height")
    func singleLineLabels() {
        let labels = Self.systemFontSamples.filter { $0.kind == "label" && $0.isWidthSample && $0.height == "intrinsic" }
        let within = labels.filter { $0.isWithinAPixel($0.predictedSize()) }
        #expect(labels.count == 40)
        #expect(within.count >= 35, "\(labels.filter { !within.contains($0) }.map { "\($0.object) \($0.text)" })")
    }

    @Test("Widths: 70 of 82 within a pixel")
    func widths() {
        let samples = Self.systemFontSamples.filter(\.isWidthSample)
        let within = samples.filter { abs($0.predictedSize().width - $0.textFrame.width) <= 1 / $0.scale + 1e-6 }
        #expect(samples.count == 82)
        #expect(within.count >= 70)
    }

    @Test("Heights: 79 of 83 within a pixel, wrapped labels included")
    func heights() {
        let samples = Self.systemFontSamples.filter(\.isHeightSample)
        let within = samples.filter { abs($0.predictedSize().height - $0.textFrame.height) <= 1 / $0.scale + 1e-6 }
        #expect(samples.count == 83)
        #expect(within.count >= 79, "\(samples.filter { !within.contains($0) }.map { "\($0.object) \($0.text)" })")
    }
}

/// One label, button or text field of the corpus with the frame Xcode stored for it.
struct TextSample: Decodable, Hashable {
    var document: String
    var repository: String?
    var path: String?
    var commit: String?
    /// The build number of the Xcode that saved the document, as it writes it ("14490.70").
    var toolsVersion: String
    var object: String
    var kind: String
    var device: String
    var scale: CGFloat
    var text: String
    var sampleFont: SampleFont
    var numberOfLines: Int
    var frame: [CGFloat]
    var contentEdgeInsets: [CGFloat]?
    /// "intrinsic", or why the width is not the text's.
    var width: String
    /// "intrinsic", "wrapped at the frame's width", or why the height is not the text's.
    var height: String

    private enum CodingKeys: String, CodingKey {
        case document, repository, path, commit, toolsVersion, object, kind, device, scale, text, numberOfLines, frame
        case contentEdgeInsets, width, height
        case sampleFont = "font"
    }

    var font: Font { sampleFont.font }

    var isWidthSample: Bool { width == "intrinsic" }
    var isHeightSample: Bool { height == "intrinsic" || height == "wrapped at the frame's width" }

    /// The frame without the button's content insets: the size its text decides. A button
    /// with content insets has them instead of the 6 pt above and below its title, so its
    /// text decides 12 pt more than Xcode's frame less the insets.
    var textFrame: CGSize {
        guard let insets = contentEdgeInsets else { return CGSize(width: frame[0], height: frame[1]) }
        let padding = 2 * ControlMetrics.buttonTitleVerticalPadding
        return CGSize(width: frame[0] - insets[1] - insets[3], height: frame[1] - insets[0] - insets[2] + padding)
    }

    func isWithinAPixel(_ size: CGSize) -> Bool {
        abs(size.width - textFrame.width) <= 1 / scale + 1e-6 && abs(size.height - textFrame.height) <= 1 / scale + 1e-6
    }

    /// The view's intrinsic size as Plumb computes it, in a window of the document's scale and
    /// SDK, measured with pango; a wrapped label's at the width Xcode gave it.
    func predictedSize() -> CGSize {
        Self.intrinsicSize(of: text, font: font, isButton: kind == "button", scale: scale,
                           linkedSDK: SDKVersion(toolsVersion: Int(toolsVersion.prefix { $0 != "." })!),
                           numberOfLines: numberOfLines,
                           preferredMaxLayoutWidth: height == "wrapped at the frame's width" ? frame[0] : nil)
    }

    /// The intrinsic size Plumb gives a label or a button showing `text` in `font`, in a
    /// window of `scale` linked on `linkedSDK`, measured with pango.
    static func intrinsicSize(of text: String, font: Font, isButton: Bool, scale: CGFloat, linkedSDK: SDKVersion = .latest,
                              numberOfLines: Int = 1, preferredMaxLayoutWidth: CGFloat? = nil) -> CGSize {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000),
                            traitCollection: TraitCollection(displayScale: scale))
        window.linkedSDK = linkedSDK
        window.textMeasurer = PangoTextMeasurer()
        let view: View
        if isButton {
            let button = Button(title: text)
            button.font = font
            view = button
        } else {
            let label = Label(text: text)
            label.font = font
            label.numberOfLines = numberOfLines
            if let preferredMaxLayoutWidth { label.preferredMaxLayoutWidth = preferredMaxLayoutWidth }
            view = label
        }
        window.rootViewController = ViewController(view: view)
        return view.intrinsicContentSize
    }
}

/// A sample's font as the samples write it: `{system: {size, weight}}`, `{textStyle}` or
/// `{name, family, size}`.
struct SampleFont: Decodable, Hashable {
    var textStyle: String?
    var system: SystemFont?
    var name: String?
    var size: CGFloat?

    struct SystemFont: Decodable, Hashable {
        var size: CGFloat
        var weight: String
    }

    var font: Font {
        if let textStyle { return .preferredFont(forTextStyle: Font.TextStyle(rawValue: textStyle)!) }
        if let system { return .systemFont(ofSize: system.size, weight: Font.Weight(rawValue: system.weight)!) }
        return Font(name: name!, size: size!)
    }
}

/// The samples of `file` in the Calibration folder beside these tests.
func calibrationSamples<Sample: Decodable>(_ file: String) -> [Sample] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Calibration/\(file)")
    do {
        return try JSONDecoder().decode([Sample].self, from: Data(contentsOf: url))
    } catch {
        fatalError("cannot read \(url.path): \(error)")
    }
}

extension Array where Element == CGFloat {
    /// The middle value, or the mean of the two middle values.
    var median: CGFloat {
        let sorted = self.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
