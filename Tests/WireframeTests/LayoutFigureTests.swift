import AutoLayout
import Foundation
import Testing
import Wireframe

/// A 200 × 200 window whose root view `build` fills, laid out.
func laidOutWindow(_ build: (View) -> Void) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let controller = ViewController()
    window.rootViewController = controller
    build(controller.view)
    window.layoutIfNeeded()
    return window
}

/// A view with `identifier` and `frame` (placed by its mask) in `superview`.
@discardableResult
func framedView(_ identifier: String, _ frame: CGRect, in superview: View, color: ViewColor? = nil) -> View {
    let view = View(frame: frame)
    view.identifier = identifier
    view.backgroundColor = color
    superview.addSubview(view)
    return view
}

extension Figure {
    /// The view marks by identifier.
    var viewMarks: [String: ViewMark] {
        Dictionary(uniqueKeysWithValues: marks.compactMap { mark in
            if case .view(let view) = mark { return (view.identifier, view) }
            return nil
        })
    }
}

/// Figures of laid-out windows: what `Figure(layoutOf:)` makes of views' state.
@Suite("Figures of layouts")
struct LayoutFigureTests {
    let theme = Theme.light

    /// The strokes of a drawing's rectangles, groups opened.
    func strokes(_ items: [Scene.Item]) -> [Stroke] {
        items.flatMap { item -> [Stroke] in
            switch item {
            case .rectangle(let rectangle): rectangle.stroke.map { [$0] } ?? []
            case .group(let group): strokes(group.items)
            case .path, .text: []
            }
        }
    }

    @Test("An ambiguous view's outline is red, a determined one's grey, and the legend explains red")
    func ambiguousViewIsRed() {
        let window = laidOutWindow { root in
            let loose = View()
            loose.identifier = "loose"
            loose.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(loose)
            // Placed horizontally only: nothing says where it is vertically.
            LayoutConstraint.activate([
                loose.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                loose.widthAnchor.constraint(equalToConstant: 30),
                loose.heightAnchor.constraint(equalToConstant: 20),
            ])
            framedView("fixed", CGRect(x: 50, y: 50, width: 40, height: 40), in: root)
        }
        let figure = Figure(layoutOf: window, options: LayoutFigureOptions(layers: [.frames, .names]))
        let loose = figure.viewMarks["loose"]!, fixed = figure.viewMarks["fixed"]!
        #expect(loose.status == .ambiguous)
        #expect(fixed.status == .satisfied)
        #expect(strokes(theme.drawing(of: .view(loose)).shapes.map(\.item)) == [Stroke(color: theme.conflicting)])
        #expect(strokes(theme.drawing(of: .view(fixed)).shapes.map(\.item)) == [Stroke(color: theme.viewOutline)])
        // No constraint is drawn, yet the legend says what red means.
        #expect(FigureTests().texts(in: figure.scene().items).contains("Conflicting or ambiguous"))
    }

    @Test("A misplaced view's outline is orange; a view in a conflict is red")
    func statusOutlines() {
        for (status, color) in [(ConstraintStatus.misplaced, theme.misplaced), (.conflicting, theme.conflicting)] {
            let mark = ViewMark(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "", kind: "", status: status)
            #expect(strokes(theme.drawing(of: .view(mark)).shapes.map(\.item)) == [Stroke(color: color)])
        }
    }

    /// seed004 §1.8: v1 (113, 111, 132, 194) turned 45° about its centre (179, 208); v2, at
    /// (10, 10, 112, 174) in v1, is centred in it, so it turns about the same centre.
    @Test("A subview of a rotated view turns with it, about its own centre where it lands")
    func subviewTurnsWithItsSuperview() {
        let rotation = CGAffineTransform(rotationAngle: .pi / 4)
        let window = laidOutWindow { root in
            let v1 = framedView("v1", CGRect(x: 113, y: 111, width: 132, height: 194), in: root)
            v1.transform = rotation
            framedView("v2", CGRect(x: 10, y: 10, width: 112, height: 174), in: v1)
        }
        let marks = Figure(layoutOf: window, options: LayoutFigureOptions(layers: [.frames, .names])).viewMarks
        #expect(marks["v1"]?.frame == CGRect(x: 113, y: 111, width: 132, height: 194))
        #expect(marks["v1"]?.transform == rotation)
        #expect(marks["v2"]?.frame == CGRect(x: 123, y: 121, width: 112, height: 174))
        #expect(marks["v2"]?.transform == rotation)
        // Not the upright 202 × 202 box it was drawn as.
        let box = marks["v2"]!.boundingBox
        #expect(abs(box.width - 286 / 2.squareRoot()) < 1e-9 && abs(box.height - 286 / 2.squareRoot()) < 1e-9)
    }

    @Test("An ancestor's translation moves a subview without turning it; a skew carries down")
    func ancestorsTranslateAndSkew() {
        let skew = CGAffineTransform(a: 1, b: 0, c: -0.2, d: 1, tx: 0, ty: 0)
        let window = laidOutWindow { root in
            let moved = framedView("moved", CGRect(x: 0, y: 0, width: 50, height: 50), in: root)
            moved.transform = CGAffineTransform(translationX: 100, y: 20)
            framedView("passenger", CGRect(x: 10, y: 10, width: 20, height: 20), in: moved)
            let skewed = framedView("skewed", CGRect(x: 20, y: 100, width: 60, height: 80), in: root)
            skewed.transform = skew
            let inner = framedView("inner", CGRect(x: 0, y: 0, width: 60, height: 80), in: skewed)
            inner.transform = CGAffineTransform(scaleX: 2, y: 1)
        }
        let marks = Figure(layoutOf: window, options: LayoutFigureOptions(layers: [.frames, .names])).viewMarks
        #expect(marks["passenger"]?.frame == CGRect(x: 110, y: 30, width: 20, height: 20))
        #expect(marks["passenger"]?.transform == .identity)
        #expect(marks["inner"]?.frame == CGRect(x: 20, y: 100, width: 60, height: 80))
        // Its own scale first, then its superview's skew: (2, 0, -0.2, 1).
        #expect(marks["inner"]?.transform == CGAffineTransform(a: 2, b: 0, c: -0.2, d: 1, tx: 0, ty: 0))
    }

    @Test("Alpha multiplies down the subtree and fades the fill, not the outline or the name")
    func alphaFadesTheFill() throws {
        let blue = ViewColor(red: 0, green: 0.4, blue: 1)
        let window = laidOutWindow { root in
            let container = framedView("container", CGRect(x: 10, y: 10, width: 100, height: 100), in: root, color: blue)
            container.alpha = 0.5
            let child = framedView("child", CGRect(x: 10, y: 10, width: 40, height: 40), in: container, color: blue)
            child.alpha = 0.6
            framedView("opaque", CGRect(x: 120, y: 10, width: 40, height: 40), in: root, color: blue)
        }
        let figure = Figure(layoutOf: window, options: LayoutFigureOptions(layers: [.frames, .names]))
        let marks = figure.viewMarks
        #expect(marks["container"]?.alpha == 0.5)
        #expect(marks["child"]?.alpha == 0.3)
        #expect(marks["opaque"]?.alpha == 1)
        let drawing = theme.drawing(of: .view(marks["child"]!))
        #expect(drawing.shapes.map(\.item) == [
            .rectangle(Scene.Rectangle(frame: CGRect(x: 20, y: 20, width: 40, height: 40), fill: Color(red: 0, green: 0.4, blue: 1, alpha: 0.3))),
            .rectangle(Scene.Rectangle(frame: CGRect(x: 20.5, y: 20.5, width: 39, height: 39), stroke: Stroke(color: theme.viewOutline))),
        ])
        // The name is opaque; "child · UIView" does not fit inside 40 pt, so it is "child".
        #expect(drawing.labels.map(\.content.text) == ["child"])
        let svg = String(decoding: try figure.scene().rendered(as: .svg), as: UTF8.self)
        for opacity in ["0.5", "0.3"] {
            #expect(svg.contains("fill:rgb(0%,40%,100%);fill-opacity:\(opacity);"))
        }
        #expect(svg.contains("fill:rgb(0%,40%,100%);fill-opacity:1;"))
    }

    @Test("A misplaced view is drawn where layout put it; the dashed rectangle is the frame written")
    func misplacedFrameIsTheWrittenOne() {
        var card: View!
        let window = laidOutWindow { root in
            card = View()
            card.identifier = "card"
            card.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(card)
            LayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                card.widthAnchor.constraint(equalToConstant: 100),
                card.heightAnchor.constraint(equalToConstant: 60),
            ])
        }
        let written = CGRect(x: 40, y: 100, width: 120, height: 60)
        let figure = Figure(layoutOf: window, options: LayoutFigureOptions(layers: [.frames, .names], specifiedFrames: [(card, written)]))
        #expect(figure.viewMarks["card"]?.frame == CGRect(x: 16, y: 20, width: 100, height: 60))
        #expect(figure.viewMarks["card"]?.status == .misplaced)
        #expect(figure.marks.contains(.misplacedFrame(written)))
        #expect(FigureTests().texts(in: figure.scene().items).suffix(2) == ["View (name · class)", "Misplaced: written frame"])
    }

    /// Natural alignment follows the layout direction: a label's text and a field's text go
    /// to the right in a right-to-left window, to the left in a left-to-right one.
    @Test("Natural alignment is right in right-to-left layouts")
    func naturalAlignmentFollowsTheDirection() {
        for (direction, expected) in [(LayoutDirection.leftToRight, TextAlignment.left), (.rightToLeft, .right)] {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200),
                                traitCollection: TraitCollection(layoutDirection: direction))
            let controller = ViewController()
            window.rootViewController = controller
            let label = Label(text: "Name", frame: CGRect(x: 10, y: 10, width: 150, height: 21))
            let field = TextField(frame: CGRect(x: 10, y: 40, width: 150, height: 34))
            field.placeholder = "Name"
            controller.view.addSubview(label)
            controller.view.addSubview(field)
            window.layoutIfNeeded()
            #expect(ViewContent(of: label)?.kind == .text("Name", alignment: expected, numberOfLines: 1))
            #expect(ViewContent(of: field)?.kind == .field("Name", isPlaceholder: true, alignment: expected))
        }
    }
}
