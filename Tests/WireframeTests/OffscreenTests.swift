import AutoLayout
import Foundation
import Testing
import Wireframe

/// Content outside the window: drawn faded beyond the window's outline, flagged in red on the
/// edge it leaves by, and named.
@Suite("Content outside the window")
struct OffscreenTests {
    /// A 200 × 100 window with a view inside, one across its right edge and one wholly below.
    func figure() -> Figure {
        var figure = Figure(windowSize: CGSize(width: 200, height: 100))
        figure.add(contentsOf: [
            .view(ViewMark(frame: CGRect(x: 0, y: 0, width: 200, height: 100), identifier: "root", kind: "UIView")),
            .view(ViewMark(frame: CGRect(x: 10, y: 10, width: 50, height: 20), identifier: "inside", kind: "UIView")),
            .view(ViewMark(frame: CGRect(x: 150, y: 40, width: 80, height: 20), identifier: "across", kind: "UIView")),
            .view(ViewMark(frame: CGRect(x: 20, y: 130, width: 60, height: 30), identifier: "below", kind: "UIView")),
        ])
        return figure
    }

    /// The rectangles filled with `color` in the window's block, in window coordinates.
    func filled(_ color: Color, in composition: Figure.Composition) -> [CGRect] {
        let origin = composition.windowFrame.origin
        return composition.scene.items.flatMap { item -> [CGRect] in
            guard case .group(let group) = item, group.transform.tx == origin.x, group.transform.ty == origin.y else { return [] }
            return group.items.compactMap { item in
                if case .rectangle(let rectangle) = item, rectangle.fill == color { return rectangle.frame }
                return nil
            }
        }
    }

    @Test("Views wholly outside the window are named; one across its edge is not")
    func named() {
        #expect(figure().viewsOutsideWindow == ["below"])
        var inside = Figure(windowSize: CGSize(width: 200, height: 100))
        inside.add(.view(ViewMark(frame: CGRect(x: 0, y: 0, width: 200, height: 100), identifier: "root", kind: "UIView")))
        #expect(inside.viewsOutsideWindow == [])
    }

    @Test("Red flags run along the edges content leaves by, over the stretch it takes, just outside the window")
    func flags() {
        let theme = Theme.light
        let flags = filled(theme.conflicting, in: figure().composition())
        #expect(flags == [
            CGRect(x: 20, y: 100, width: 60, height: 3),
            CGRect(x: 200, y: 40, width: 3, height: 20),
        ])
    }

    @Test("A veil fades everything outside the window, which is outlined, and the legend says so")
    func veil() {
        let theme = Theme.light
        let composition = figure().composition()
        let veils = filled(theme.offscreenVeil, in: composition)
        // Below the window across the whole extent, and to its right beside it.
        #expect(veils.count == 2)
        #expect(veils.allSatisfy { veil in
            let overlap = veil.intersection(CGRect(x: 0, y: 0, width: 200, height: 100))
            return overlap.isNull || overlap.width * overlap.height == 0
        })
        #expect(veils.contains { $0.contains(CGRect(x: 20, y: 130, width: 60, height: 30)) })
        #expect(veils.contains { $0.contains(CGRect(x: 200, y: 40, width: 30, height: 20)) })
        #expect(FigureTests().texts(in: composition.scene.items).contains("Outside the window (clipped)"))
        var inside = Figure(windowSize: CGSize(width: 200, height: 100))
        inside.add(.view(ViewMark(frame: CGRect(x: 10, y: 10, width: 50, height: 20), identifier: "a", kind: "UIView")))
        #expect(filled(theme.offscreenVeil, in: inside.composition()).isEmpty)
        #expect(!FigureTests().texts(in: inside.scene().items).contains("Outside the window (clipped)"))
    }

    @Test("The name of a view outside the window is still placed, beside it")
    func nameStaysWithTheView() throws {
        let composition = figure().composition()
        let below = try #require(composition.placedLabels.first { $0.text.hasPrefix("below") })
        #expect(below.frame.intersects(CGRect(x: 20, y: 130, width: 60, height: 30).insetBy(dx: -4, dy: -4)))
    }
}
