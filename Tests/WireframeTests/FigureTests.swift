import AutoLayout
import Foundation
import TestSupport
import Testing
import Wireframe

@Suite("Figures")
struct FigureTests {
    /// Every text a scene draws, in painting order.
    func texts(in items: [Scene.Item]) -> [String] {
        items.flatMap { item -> [String] in
            switch item {
            case .text(let text): [text.string]
            case .group(let group): texts(in: group.items)
            case .rectangle, .path: []
            }
        }
    }

    @Test("Every label of a busy figure finds a spot, and no two come closer than the spacing", arguments: [Theme.light, .dark])
    func labelsNeverOverlap(theme: Theme) {
        let composition = SampleFigures.login(theme: theme).composition()
        #expect(composition.unplacedLabels == [])
        // 8 constants, 2 "=" badges, a guide's and a ghost's name, 6 views' names.
        #expect(composition.labelFrames.count == 18)
        let frames = composition.labelFrames
        for (index, first) in frames.enumerated() {
            #expect(CGRect(x: -40, y: -40, width: 400, height: 380).contains(first))
            for second in frames[(index + 1)...] {
                #expect(!LabelPlacer.overlaps(first, second, spacing: theme.labelSpacing), "\(first) and \(second)")
            }
        }
    }

    @Test("Composing a figure twice gives the same scene")
    func deterministic() {
        #expect(SampleFigures.login().scene() == SampleFigures.login().scene())
    }

    @Test("The legend lists exactly the marks used, in its fixed order")
    func legendEntries() {
        var figure = Figure(windowSize: CGSize(width: 100, height: 60))
        figure.add(.constraint(ConstraintMark(from: CGPoint(x: 0, y: 30), to: CGPoint(x: 20, y: 30), kind: .space, constant: 20, priority: 750)))
        figure.add(.misplacedFrame(CGRect(x: 20, y: 20, width: 40, height: 20)))
        #expect(texts(in: figure.scene().items) == ["20 @750", "Space or size, required", "Optional, with its priority (@750)", "Misplaced: written frame"])
        // The badges' samples draw their symbols too.
        #expect(texts(in: SampleFigures.login().scene().items).suffix(15) == [
            "View (name · class)", "Layout margins", "Safe area", "Layout guide", "Space or size, required",
            "Optional, with its priority (@750)", "Alignment or 0-pt space", "=", "Equal widths or heights", "≥", "At least (≥) or at most (≤)",
            "Conflicting or ambiguous", "Misplaced: written frame", "Hidden arranged view", "Frame of a transformed view",
        ])
    }

    @Test("The caption reads title, then device and traits")
    func caption() {
        let items = SampleFigures.login().scene().items
        #expect(texts(in: items).prefix(2) == ["Login", "iPhone SE (320 × 568 pt) · compact width · regular height"])
        #expect(Caption(title: "t").subtitle == nil)
        #expect(Caption(title: "t", traits: ["RTL"]).subtitle == "RTL")
    }

    @Test("A figure has even padding and renders at whole pixels in both themes", arguments: [Theme.light, .dark])
    func rendersInBothThemes(theme: Theme) throws {
        let scene = SampleFigures.login(theme: theme).scene()
        #expect(scene.size.width == scene.size.width.rounded())
        #expect(scene.size.height == scene.size.height.rounded())
        let bitmap = try Bitmap(png: scene.rendered(as: .png(scale: 1)))
        #expect(bitmap.width == Int(scene.size.width))
        #expect(bitmap[x: 1, y: 1] == Bitmap.Pixel(theme.canvas))
    }

    @Test("The figure's SVG is valid for rsvg-convert")
    func figureSVGIsValid() throws {
        let scene = SampleFigures.login().scene()
        let result = try SVGRasterizer.png(of: scene.rendered(as: .svg))
        #expect(result.run.exitCode == 0, "\(result.run.standardError)")
        let bitmap = try Bitmap(png: #require(result.png))
        #expect(bitmap.width == Int(scene.size.width))
        #expect(bitmap.height == Int(scene.size.height))
    }

    /// The bounds worked out before composing hold the size composing gives, with labels
    /// placed past the window and without them.
    @Test(arguments: [Theme.light, .dark])
    func compositionSizeBoundsHoldTheComposedSize(theme: Theme) {
        var bare = Figure(windowSize: CGSize(width: 200, height: 100), theme: theme, showsLegend: false)
        bare.add(.view(ViewMark(frame: CGRect(x: 0, y: 0, width: 200, height: 100), identifier: "root", kind: "UIView")))
        for figure in [SampleFigures.login(theme: theme), bare] {
            let bounds = figure.compositionSizeBounds()
            let size = figure.composition().scene.size
            #expect(bounds.least.width <= size.width && size.width <= bounds.most.width)
            #expect(bounds.least.height <= size.height && size.height <= bounds.most.height)
        }
    }
}
