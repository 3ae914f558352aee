import AutoLayout
import Foundation
import Testing
import Wireframe

/// Where views' names go: on their own view, never over a view that does not contain it.
@Suite("View names")
struct NamePlacementTests {
    let theme = Theme.light

    /// A figure of `views` (identifier, frame), each a plain view, with no caption or legend.
    func figure(_ views: [(String, CGRect)], window: CGSize = CGSize(width: 300, height: 200)) -> Figure {
        var figure = Figure(windowSize: window, showsLegend: false)
        figure.add(contentsOf: views.map { .view(ViewMark(frame: $1, identifier: $0, kind: "UIView")) })
        return figure
    }

    /// The frame each name took, by the name's identifier (the text before " · ").
    func nameFrames(_ composition: Figure.Composition) -> [String: CGRect] {
        Dictionary(uniqueKeysWithValues: composition.placedLabels.map { label in
            (String(label.text.split(separator: " ").first ?? ""), label.frame)
        })
    }

    /// Every name placed keeps out of the views that do not contain its own view (labels
    /// that name no view are skipped).
    func expectNamesOnTheirViews(_ figure: Figure, _ composition: Figure.Composition, sourceLocation: SourceLocation = #_sourceLocation) {
        let boxes = Dictionary(uniqueKeysWithValues: figure.viewMarks.map { ($0, $1.boundingBox) })
        for (identifier, frame) in nameFrames(composition) {
            guard let own = boxes[identifier] else { continue }
            for (other, box) in boxes where other != identifier && !box.contains(own) {
                #expect(!LabelPlacer.overlaps(frame, box, spacing: 0), "\(identifier)'s name is over \(other)", sourceLocation: sourceLocation)
            }
        }
    }

    /// A view too narrow for its name, boxed in above and below by views, and with a
    /// neighbour on its right: its name goes to its left, not above it inside `above` (the
    /// first spot outside, where it used to go) nor beside it inside `right`.
    @Test("A name never lands inside a view that does not contain its own")
    func nameKeepsOutOfOtherViews() {
        let figure = figure([
            ("above", CGRect(x: 100, y: 0, width: 200, height: 38)),
            ("boxedIn", CGRect(x: 100, y: 40, width: 40, height: 30)),
            ("right", CGRect(x: 142, y: 40, width: 100, height: 30)),
            ("below", CGRect(x: 100, y: 72, width: 200, height: 40)),
        ])
        let composition = figure.composition()
        #expect(composition.unplacedLabels == [])
        let boxedIn = nameFrames(composition)["boxedIn"]!
        // The identifier alone (the kind does not fit inside), 2 pt left of the view, level with its top.
        #expect(composition.placedLabels.map(\.text).contains("boxedIn"))
        #expect(boxedIn.maxX == 98)
        #expect(boxedIn.minY == 40)
        #expect(boxedIn.height == 16)
        expectNamesOnTheirViews(figure, composition)
    }

    /// A parent whose top is covered by a child: its name goes above it, not in its corner
    /// over the child, whose name it would read as.
    @Test("A parent's name does not sit over its child")
    func parentNameAvoidsChildren() {
        let figure = figure([
            ("parent", CGRect(x: 20, y: 40, width: 200, height: 100)),
            ("header", CGRect(x: 20, y: 40, width: 200, height: 30)),
            ("footer", CGRect(x: 20, y: 110, width: 200, height: 30)),
        ])
        let composition = figure.composition()
        #expect(composition.unplacedLabels == [])
        let frames = nameFrames(composition)
        #expect(frames["parent"]?.origin == CGPoint(x: 20, y: 22))
        #expect(frames["header"]?.origin == CGPoint(x: 22, y: 42))
        expectNamesOnTheirViews(figure, composition)
    }

    /// seed004 §1.8 in landscape: a view left below the window is still named, inside it.
    @Test("A view laid out beyond the window keeps its name")
    func viewBeyondTheWindowIsNamed() {
        let composition = figure([("stuck", CGRect(x: 100, y: 400, width: 60, height: 60))]).composition()
        #expect(composition.unplacedLabels == [])
        #expect(nameFrames(composition)["stuck"]?.origin == CGPoint(x: 102, y: 402))
    }

    @Test("A name is \"identifier · Kind\" when it fits inside the view, else the identifier, and falls back to it")
    func shortNames() {
        let small = theme.drawing(of: .view(ViewMark(frame: CGRect(x: 16, y: 175, width: 60, height: 40), identifier: "image", kind: "UIImageView")))
        #expect(small.labels.map(\.content.text) == ["image"])
        #expect(small.labels.map { $0.fallback == nil } == [true])
        // Inside, top left first: where the whole name did not fit before.
        #expect(small.labels[0].candidates.first?.origin == CGPoint(x: 18, y: 177))
        let large = theme.drawing(of: .view(ViewMark(frame: CGRect(x: 0, y: 0, width: 200, height: 40), identifier: "image", kind: "UIImageView")))
        #expect(large.labels.map(\.content.text) == ["image · UIImageView"])
        #expect(large.labels.map(\.fallback?.content.text) == ["image"])
        #expect(large.labels.map(\.owner) == [CGRect(x: 0, y: 0, width: 200, height: 40)])
    }

    /// A view between views above, below and to its right, with a constant's label in its
    /// middle: no spot is left for "pinned · UIView", but "pinned" fits in its top left corner.
    @Test("The fallback takes a spot the whole name cannot")
    func fallbackPlaced() {
        var figure = figure([
            ("above", CGRect(x: 0, y: 0, width: 300, height: 28)),
            ("pinned", CGRect(x: 0, y: 30, width: 140, height: 20)),
            ("right", CGRect(x: 142, y: 30, width: 158, height: 20)),
            ("below", CGRect(x: 0, y: 52, width: 300, height: 48)),
        ], window: CGSize(width: 300, height: 100))
        figure.add(.constraint(ConstraintMark(from: CGPoint(x: 70, y: 30), to: CGPoint(x: 70, y: 50), kind: .space, constant: 20)))
        let composition = figure.composition()
        #expect(composition.placedLabels.first { $0.text == "20" }?.frame.origin == CGPoint(x: 72, y: 32))
        #expect(!composition.placedLabels.contains { $0.text == "pinned · UIView" })
        #expect(composition.placedLabels.first { $0.text == "pinned" }?.frame.origin == CGPoint(x: 2, y: 32))
        expectNamesOnTheirViews(figure, composition)
    }

    /// A 30-pt square boxed in on every side by views, its name far wider than itself: no
    /// spot beside it is free, so the name goes further out, with a leader line from inside the
    /// square's top left to the name, still over no other view.
    @Test("A name with no free spot beside its view goes further out, at the end of a leader line")
    func leaderLine() throws {
        let views = [
            ("root", CGRect(x: 0, y: 0, width: 300, height: 200)),
            ("boxedInSquareWithALongName", CGRect(x: 120, y: 80, width: 30, height: 30)),
            ("above", CGRect(x: 80, y: 40, width: 110, height: 38)), ("below", CGRect(x: 80, y: 112, width: 110, height: 38)),
            ("left", CGRect(x: 80, y: 80, width: 38, height: 30)), ("right", CGRect(x: 152, y: 80, width: 38, height: 30)),
        ]
        let figure = figure(views)
        let composition = figure.composition()
        #expect(composition.unplacedLabels == [])
        let name = try #require(composition.placedLabels.first { $0.text == "boxedInSquareWithALongName" })
        #expect(name.leaderAnchor == CGPoint(x: 126, y: 86))
        #expect(!name.frame.intersects(CGRect(x: 80, y: 40, width: 110, height: 110)))
        expectNamesOnTheirViews(figure, composition)
        // The line runs from the anchor to the nearest point of the name's plate.
        let lines = leaderLines(in: composition.scene.items)
        let nearest = CGPoint(x: min(max(126, name.frame.minX), name.frame.maxX), y: min(max(86, name.frame.minY), name.frame.maxY))
        #expect(lines.contains { $0.elements == [.move(to: CGPoint(x: 126, y: 86)), .line(to: nearest)] })
        // Names that fit beside their views take no leader.
        #expect(composition.placedLabels.filter { $0.leaderAnchor == nil }.count == 5)
    }

    /// 120 squares on one spot: three names find the spots around it, and a figure where 117
    /// found none gets no leader lines (its gutters would hold a few names and widen the
    /// image): they are left out and reported. With 12 such squares, leaders place the nine.
    @Test("Leaders are tried only when at most 100 labels found no spot of their own")
    func leaderLimit() {
        func composition(squares: Int) -> Figure.Composition {
            figure([("root", CGRect(x: 0, y: 0, width: 300, height: 200))]
                + (0 ..< squares).map { ("square\($0)", CGRect(x: 140, y: 90, width: 6, height: 6)) }).composition()
        }
        let crowded = composition(squares: 120)
        #expect(crowded.unplacedLabels.count == 117)
        #expect(crowded.placedLabels.allSatisfy { $0.leaderAnchor == nil })
        let few = composition(squares: 12)
        #expect(few.unplacedLabels == [])
        #expect(few.placedLabels.filter { $0.leaderAnchor != nil }.count == 9)
    }

    /// The straight two-point paths of a scene (leader lines among them), groups opened.
    func leaderLines(in items: [Scene.Item]) -> [Scene.Path] {
        items.flatMap { item -> [Scene.Path] in
            switch item {
            case .path(let path) where path.elements.count == 2 && path.fill == nil: [path]
            case .group(let group): leaderLines(in: group.items)
            default: []
            }
        }
    }
}
