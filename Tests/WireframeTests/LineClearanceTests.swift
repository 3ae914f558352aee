import AutoLayout
import Foundation
import Testing
import Wireframe

/// Constraint lines break where they would strike through text, and only there.
@Suite("Lines and text")
struct LineClearanceTests {
    let theme = Theme.light

    /// The elements of the paths stroked in the satisfied colour, groups opened: the
    /// constraint lines of a figure drawn without a legend.
    func constraintLines(_ items: [Scene.Item]) -> [[Scene.Path.Element]] {
        items.flatMap { item -> [[Scene.Path.Element]] in
            switch item {
            case .path(let path) where path.stroke?.color == theme.satisfied: [path.elements]
            case .group(let group): constraintLines(group.items)
            default: []
            }
        }
    }

    /// feature-right-to-left: a label's centre aligned with a view beside it. The line runs
    /// through the label's text, which it used to strike through.
    @Test("An alignment line breaks across a label's text, and only across its words")
    func alignmentBreaksAroundText() {
        let frame = CGRect(x: 20, y: 20, width: 200, height: 21)
        let content = ViewContent(.text("Natural alignment", alignment: .left, numberOfLines: 1), font: Font(size: 17))
        var figure = Figure(windowSize: CGSize(width: 320, height: 60), showsLegend: false)
        figure.add(.view(ViewMark(frame: frame, identifier: "", kind: "", content: content)))
        figure.add(.constraint(ConstraintMark(from: CGPoint(x: 20, y: 30.5), to: CGPoint(x: 300, y: 30.5), kind: .alignment)))
        // Along the label's leading edge, past the text's side: kept whole.
        figure.add(.constraint(ConstraintMark(from: CGPoint(x: 20, y: 0), to: CGPoint(x: 20, y: 60), kind: .alignment)))
        // Across the bottom of the line of text, below its middle: kept whole.
        figure.add(.constraint(ConstraintMark(from: CGPoint(x: 20, y: 37), to: CGPoint(x: 220, y: 37), kind: .alignment)))
        let text = Scene.Text("Natural alignment", font: Font(size: 17), color: theme.primaryText, placement: .box(frame), numberOfLines: 1)
        let words = text.lineFrames()
        #expect(words.count == 1)
        #expect(words[0].minX == 20)
        #expect(words[0].width < 200)
        // The text starts where the line does, so only the part past the words is left.
        #expect(constraintLines(figure.scene().items) == [
            [.move(to: CGPoint(x: words[0].maxX, y: 30.5)), .line(to: CGPoint(x: 300, y: 30.5))],
            [.move(to: CGPoint(x: 20.5, y: 0)), .line(to: CGPoint(x: 20.5, y: 60))],
            [.move(to: CGPoint(x: 20, y: 37.5)), .line(to: CGPoint(x: 220, y: 37.5))],
        ])
    }

    @Test("A line breaks across a name's plate")
    func lineBreaksAcrossPlates() {
        var figure = Figure(windowSize: CGSize(width: 200, height: 100), showsLegend: false)
        figure.add(.view(ViewMark(frame: CGRect(x: 0, y: 0, width: 200, height: 100), identifier: "box", kind: "UIView")))
        figure.add(.constraint(ConstraintMark(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 200, y: 10), kind: .alignment)))
        let composition = figure.composition()
        let plate = composition.placedLabels.first { $0.text == "box · UIView" }!.frame
        #expect(plate.origin == CGPoint(x: 2, y: 2))
        #expect(constraintLines(composition.scene.items) == [[
            .move(to: CGPoint(x: 0, y: 10.5)), .line(to: CGPoint(x: 2, y: 10.5)),
            .move(to: CGPoint(x: plate.maxX, y: 10.5)), .line(to: CGPoint(x: 200, y: 10.5)),
        ]])
    }
}
