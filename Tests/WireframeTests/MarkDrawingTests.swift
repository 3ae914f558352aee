import AutoLayout
import Foundation
import Testing
import Wireframe

@Suite("Interface Builder marks")
struct MarkDrawingTests {
    let theme = Theme.light

    /// The paths of a drawing, in order, halos left out.
    func paths(_ drawing: MarkDrawing) -> [Scene.Path] {
        drawing.shapes.compactMap { shape in
            if case .path(let path) = shape.item, shape.layer != .halo { return path }
            return nil
        }
    }

    /// The halos of a drawing, in order.
    func halos(_ drawing: MarkDrawing) -> [Scene.Path] {
        drawing.shapes.compactMap { shape in
            if case .path(let path) = shape.item, shape.layer == .halo { return path }
            return nil
        }
    }

    /// The rectangles of a drawing, in order.
    func rectangles(_ drawing: MarkDrawing) -> [Scene.Rectangle] {
        drawing.shapes.compactMap { shape in
            if case .rectangle(let rectangle) = shape.item { return rectangle }
            return nil
        }
    }

    @Test("A required space is a solid I-bar whose caps sit just inside the space, on the half-point grid")
    func requiredSpace() {
        let drawing = theme.drawing(of: .constraint(ConstraintMark(from: CGPoint(x: 20, y: 30), to: CGPoint(x: 28, y: 30), kind: .space, constant: 8)))
        let solid = Stroke(color: theme.satisfied, width: 1)
        #expect(paths(drawing) == [
            .line(from: CGPoint(x: 20.5, y: 30.5), to: CGPoint(x: 27.5, y: 30.5), stroke: solid),
            Scene.Path(elements: [
                .move(to: CGPoint(x: 20.5, y: 26.5)), .line(to: CGPoint(x: 20.5, y: 34.5)),
                .move(to: CGPoint(x: 27.5, y: 26.5)), .line(to: CGPoint(x: 27.5, y: 34.5)),
            ], stroke: solid),
        ])
        #expect(drawing.shapes.map(\.layer) == [.halo, .constraint, .constraint])
        #expect(drawing.labels.map(\.content.text) == ["8"])
        #expect(drawing.labels.map(\.content.badge) == [nil])
    }

    @Test("Under every constraint line and its caps lies a halo, 1 pt wider on each side, so a line shows on its own colour")
    func halo() {
        let drawing = theme.drawing(of: .constraint(ConstraintMark(from: CGPoint(x: 20, y: 30), to: CGPoint(x: 28, y: 30), kind: .space, constant: 8)))
        let line = paths(drawing)
        #expect(halos(drawing) == [Scene.Path(elements: line[0].elements + line[1].elements, stroke: Stroke(color: theme.halo, width: 3))])
        #expect(theme.halo == Color.white.withAlpha(0.9))
        let alignment = theme.drawing(of: .constraint(ConstraintMark(from: CGPoint(x: 16, y: 0), to: CGPoint(x: 16, y: 100), kind: .alignment)))
        #expect(halos(alignment).map(\.elements) == paths(alignment).map(\.elements))
    }

    @Test("An optional space is dashed; its caps stay solid")
    func optionalSpace() {
        let drawing = theme.drawing(of: .constraint(ConstraintMark(
            from: CGPoint(x: 50, y: 10), to: CGPoint(x: 50, y: 30), kind: .space, constant: 20, priority: 750
        )))
        let lines = paths(drawing)
        #expect(lines.count == 2)
        #expect(lines[0].stroke?.style == .dashed(pattern: [4, 3]))
        #expect(lines[0].elements == [.move(to: CGPoint(x: 50.5, y: 10.5)), .line(to: CGPoint(x: 50.5, y: 29.5))])
        #expect(lines[1].stroke?.style == .solid)
    }

    @Test("An alignment and a 0-pt space are plain lines without caps; the 0 is not printed")
    func plainLines() {
        let alignment = theme.drawing(of: .constraint(ConstraintMark(from: CGPoint(x: 16, y: 0), to: CGPoint(x: 16, y: 100), kind: .alignment)))
        #expect(paths(alignment) == [.line(from: CGPoint(x: 16.5, y: 0), to: CGPoint(x: 16.5, y: 100), stroke: Stroke(color: theme.satisfied))])
        #expect(alignment.labels.isEmpty)
        let zero = theme.drawing(of: .constraint(ConstraintMark(from: CGPoint(x: 0, y: 40), to: CGPoint(x: 100, y: 40), kind: .space, constant: 0)))
        #expect(paths(zero).count == 1)
        #expect(zero.labels.isEmpty)
        let offset = theme.drawing(of: .constraint(ConstraintMark(from: CGPoint(x: 0, y: 40), to: CGPoint(x: 100, y: 40), kind: .alignment, constant: -8.5)))
        #expect(offset.labels.map(\.content.text) == ["-8.5"])
    }

    @Test("Status sets the colour: blue, red for conflicting or ambiguous, orange for misplaced")
    func statusColours() throws {
        for (status, color) in [(ConstraintStatus.satisfied, theme.satisfied), (.conflicting, theme.conflicting), (.ambiguous, theme.conflicting), (.misplaced, theme.misplaced)] {
            let drawing = theme.drawing(of: .constraint(ConstraintMark(from: .zero, to: CGPoint(x: 30, y: 0), kind: .space, constant: 30, status: status)))
            #expect(paths(drawing).allSatisfy { $0.stroke?.color == color })
        }
        #expect(try theme.conflicting == Color(hex: "#FF3B30"))
        #expect(try Theme.dark.satisfied == Color(hex: "#0A84FF"))
    }

    @Test("An inequality carries its badge before the constant")
    func inequalityBadge() {
        let atLeast = theme.drawing(of: .constraint(ConstraintMark(from: .zero, to: CGPoint(x: 0, y: 40), kind: .space, relation: .greaterThanOrEqual, constant: 8)))
        #expect(atLeast.labels.map(\.content.badge) == ["≥"])
        #expect(atLeast.labels.map(\.content.text) == ["8"])
        let atMost = theme.drawing(of: .constraint(ConstraintMark(from: .zero, to: CGPoint(x: 0, y: 40), kind: .space, relation: .lessThanOrEqual)))
        #expect(atMost.labels.map(\.content.badge) == ["≤"])
        #expect(atMost.labels.map(\.content.text) == [nil])
        #expect(atMost.labels[0].content.size == CGSize(width: theme.badgeSize, height: theme.badgeSize))
    }

    @Test("Equal widths: an I-bar across the view, with an \"=\" badge on it")
    func equalWidths() {
        let drawing = theme.drawing(of: .constraint(ConstraintMark(
            from: CGPoint(x: 10, y: 45), to: CGPoint(x: 110, y: 45), kind: .equalSize, constant: 0, reference: "other")))
        #expect(paths(drawing).first == .line(from: CGPoint(x: 10.5, y: 45.5), to: CGPoint(x: 109.5, y: 45.5), stroke: Stroke(color: theme.satisfied)))
        #expect(drawing.labels.map(\.content.badge) == ["="])
        #expect(drawing.labels.map(\.content.text) == [nil])
        // The badge's first choice is centred on the bar.
        let badge = drawing.labels[0]
        #expect(badge.candidates.first == CGRect(x: 53, y: 38, width: 15, height: 15))
    }

    @Test("A view: its background under a 1-pt outline inside the frame, and its name and class")
    func view() {
        let drawing = theme.drawing(of: .view(ViewMark(frame: CGRect(x: 16, y: 40, width: 288, height: 21), identifier: "title", kind: "UILabel", backgroundColor: .white)))
        #expect(rectangles(drawing) == [
            Scene.Rectangle(frame: CGRect(x: 16, y: 40, width: 288, height: 21), fill: .white),
            Scene.Rectangle(frame: CGRect(x: 16.5, y: 40.5, width: 287, height: 20), stroke: Stroke(color: theme.viewOutline)),
        ])
        #expect(drawing.shapes.map(\.layer) == [.fill, .outline])
        #expect(drawing.labels.map(\.content.text) == ["title · UILabel"])
        // The name fits inside, so its first choice is the top left corner, 2 pt in.
        #expect(drawing.labels[0].candidates.first?.origin == CGPoint(x: 18, y: 42))
    }

    @Test("A transformed view is drawn in a group with its transform about its centre, inside its dotted frame")
    func transformedView() {
        let frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        let mark = ViewMark(frame: frame, identifier: "v", kind: "UIView", transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(mark.boundingBox == CGRect(x: -20, y: 0, width: 80, height: 20))
        let drawing = theme.drawing(of: .view(mark))
        guard case .group(let group) = drawing.shapes.first?.item else {
            Issue.record("expected the outline in a group")
            return
        }
        #expect(CGPoint(x: 20, y: 10).applying(group.transform) == CGPoint(x: 20, y: 10))
        #expect(CGPoint(x: 40, y: 10).applying(group.transform) == CGPoint(x: 60, y: 10))
        #expect(rectangles(drawing).map(\.stroke?.style) == [.dashed(pattern: theme.ghostDash)])
    }

    @Test("Layout margins are four bands that tint the frame outside the margins, each area once")
    func margins() {
        let drawing = theme.drawing(of: .layoutMargins(frame: CGRect(x: 0, y: 0, width: 100, height: 50), marginsFrame: CGRect(x: 8, y: 4, width: 80, height: 40)))
        #expect(rectangles(drawing).map(\.frame) == [
            CGRect(x: 0, y: 0, width: 100, height: 4),
            CGRect(x: 0, y: 44, width: 100, height: 6),
            CGRect(x: 0, y: 4, width: 8, height: 40),
            CGRect(x: 88, y: 4, width: 12, height: 40),
        ])
        #expect(rectangles(drawing).allSatisfy { $0.fill == theme.layoutMargins })
        let tinted = rectangles(drawing).map { $0.frame.width * $0.frame.height }.reduce(0, +)
        let frameArea: CGFloat = 100 * 50
        let marginsArea: CGFloat = 80 * 40
        #expect(tinted == frameArea - marginsArea)
    }

    @Test("Guides are dashed, misplaced frames dashed orange, hidden views dotted ghosts")
    func dashedMarks() {
        let frame = CGRect(x: 0, y: 0, width: 50, height: 30)
        #expect(rectangles(theme.drawing(of: .layoutGuide(frame: frame, identifier: "g"))).map(\.stroke) == [Stroke(color: theme.layoutGuide, style: .dashed(pattern: [3, 3]))])
        #expect(rectangles(theme.drawing(of: .misplacedFrame(frame))).map(\.stroke) == [Stroke(color: theme.misplaced, style: .dashed(pattern: [6, 3]))])
        let ghost = theme.drawing(of: .hiddenView(frame: frame, identifier: "spinner"))
        #expect(rectangles(ghost).map(\.stroke) == [nil, Stroke(color: theme.ghost, style: .dashed(pattern: [1, 2]))])
        #expect(ghost.labels.map(\.content.text) == ["spinner (hidden)"])
    }

    @Test("A view or guide without a name gets no label")
    func unnamed() {
        let frame = CGRect(x: 0, y: 0, width: 50, height: 30)
        #expect(theme.drawing(of: .view(ViewMark(frame: frame, identifier: "", kind: ""))).labels.isEmpty)
        #expect(theme.drawing(of: .layoutGuide(frame: frame, identifier: "")).labels.isEmpty)
        #expect(theme.drawing(of: .view(ViewMark(frame: frame, identifier: "", kind: "UIView"))).labels.map(\.content.text) == ["UIView"])
    }

    @Test("Constants print as IB prints them")
    func constantText() {
        let texts = [8, -20, 10.5, 0.333, 1.005, 0, 999_999_999_999_999, 1e19, -1e308, .infinity, .nan].map {
            ConstraintMark(from: .zero, to: .zero, kind: .space, constant: $0).constantText
        }
        #expect(texts == ["8", "-20", "10.5", "0.33", "1", "0", "999999999999999", "1e+19", "-1e+308", "inf", "nan"])
    }
}
