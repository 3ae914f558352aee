import AutoLayout
import Foundation

extension Figure {
    /// A figure of a window's layout in Interface Builder's visual language: every visible view
    /// as an outline with its id and kind (red when its layout is ambiguous or conflicting),
    /// turned by its ancestors' transforms and faded by their alpha, hidden arranged views as
    /// ghosts, the margins, safe area and guides in use, the app's constraints as I-bars,
    /// alignment lines and ratio diagonals, coloured by their state (those drawn on the same
    /// segment merged into one mark with one label), and frames written by hand that layout
    /// moved as dashed orange rectangles.
    ///
    /// The window is laid out first if needed. Marks are in window coordinates, parents before
    /// children.
    ///
    /// - Complexity: O(views + constraints), plus an ambiguity test per view.
    public init(layoutOf window: Window, options: LayoutFigureOptions = LayoutFigureOptions()) {
        window.layoutIfNeeded()
        self.init(windowSize: window.bounds.size, theme: options.theme, caption: options.caption,
                  showsLegend: options.showsLegend)
        let views = window.visibleSubtree
        let status = LayoutStatus(window: window, views: views, specifiedFrames: options.specifiedFrames)
        let layers = options.layers
        if layers.contains(.safeArea), let root = window.rootViewController?.view, root.safeAreaInsets != .zero {
            add(.safeArea(frame: root.windowFrame.inset(by: root.safeAreaInsets), viewFrame: root.windowFrame))
        }
        var backdrops: [ObjectIdentifier: Color] = [ObjectIdentifier(window): options.theme.surface]
        for view in views where view !== window {
            let below = view.superview.flatMap { backdrops[ObjectIdentifier($0)] } ?? options.theme.surface
            let backdrop = view.backgroundColor.map { Color($0).faded(by: view.windowAlpha).composited(over: below) } ?? below
            backdrops[ObjectIdentifier(view)] = backdrop
            add(contentsOf: marks(of: view, status: status.status(of: view), backdrop: backdrop, layers: layers))
        }
        if layers.contains(.chrome), window.showsDeviceChrome, let device = window.device {
            let root = window.rootViewController?.view
            add(.deviceChrome(DeviceChrome(device: device, orientation: window.orientation),
                              backdrop: root.flatMap { backdrops[ObjectIdentifier($0)] }))
        }
        if layers.contains(.constraints) {
            let constraints = views.flatMap(\.constraints)
            let geometry = ConstraintGeometry(direction: window.traitCollection.layoutDirection, showsConstants: layers.contains(.labels))
            var merged = CoincidingMarks()
            for constraint in constraints {
                for case .constraint(let mark) in geometry.marks(for: constraint, status: status.status(of: constraint)) {
                    merged.add(mark)
                }
            }
            add(contentsOf: merged.marks.map(Mark.constraint))
        }
        if layers.contains(.frames) {
            add(contentsOf: status.misplacedFrames.map(Mark.misplacedFrame))
            add(contentsOf: systemBarMarks(of: window, names: layers.contains(.names)))
        }
    }

    /// The marks of one view: its outline (or ghost), its margins and its guides.
    private func marks(of view: View, status: ConstraintStatus, backdrop: Color, layers: Set<FigureLayer>) -> [Mark] {
        var result: [Mark] = []
        let frame = view.windowFrame
        let name = layers.contains(.names) ? view.identifier ?? "" : ""
        if view.isHidden {
            if layers.contains(.frames) { result.append(.hiddenView(frame: frame, identifier: name)) }
            return result
        }
        if layers.contains(.frames) {
            let placement = view.windowPlacement
            var mark = ViewMark(
                frame: placement.frame, identifier: name, kind: layers.contains(.names) ? view.className : "",
                backgroundColor: view.backgroundColor.map(Color.init), transform: placement.transform,
                content: ViewContent(of: view), alpha: view.windowAlpha, status: status, backdrop: backdrop,
                decoration: ViewDecoration(of: view))
            mark.visibleRect = view.scrollVisibleRect
            result.append(.view(mark))
        }
        for guide in view.systemLayoutGuides + view.layoutGuides {
            let guideFrame = view.convert(guide.layoutFrame, to: nil)
            switch guide.role {
            case .layoutMargins where layers.contains(.margins):
                // Margins measured from the safe area are drawn from there: the bars and the
                // sensor housing, not the margins, take the area outside it.
                let base = view.insetsLayoutMarginsFromSafeArea ? frame.inset(by: view.safeAreaInsets) : frame
                result.append(.layoutMargins(frame: base, marginsFrame: guideFrame))
            case .custom where layers.contains(.guides), .readableContent where layers.contains(.guides),
                 .keyboard where layers.contains(.guides):
                result.append(.layoutGuide(frame: guideFrame, identifier: layers.contains(.names) ? guide.identifier : ""))
            default:
                break
            }
        }
        return result
    }
}

extension View {
    /// The subtree, without the subtrees of hidden views that are not arranged in a stack
    /// (those are not drawn at all; a hidden arranged view is drawn as a ghost).
    var visibleSubtree: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            let isGhost = view.isHidden && (view.superview as? StackView)?.arrangedSubviews.contains { $0 === view } == true
            guard !view.isHidden || isGhost else { continue }
            result.append(view)
            if !view.isHidden { stack.append(contentsOf: view.subviews.reversed()) }
        }
        return result
    }
}

/// Constraint marks with the marks on the same segment merged, in the order each segment was
/// first drawn: two constraints that would draw one line twice, their labels stacked out of
/// sight, are one line with one label that says both.
private struct CoincidingMarks {
    private(set) var marks: [ConstraintMark] = []
    private var positions: [Segment: Int] = [:]

    /// A segment, its ends in either order to 1/64 pt, and the family of its shape: I-bars
    /// (spaces and sizes), plain alignment lines, ratio diagonals.
    private struct Segment: Hashable {
        let x0, y0, x1, y1: Double
        let shape: Int

        init(_ mark: ConstraintMark) {
            // Rounded as doubles, which no coordinate (however large) makes trap.
            func grid(_ point: CGPoint) -> (Double, Double) {
                ((Double(point.x) * 64).rounded(), (Double(point.y) * 64).rounded())
            }
            let (a, b) = (grid(mark.start), grid(mark.end))
            ((x0, y0), (x1, y1)) = a <= b ? (a, b) : (b, a)
            shape = switch mark.kind {
            case .space, .size, .equalSize: 0
            case .alignment: 1
            case .aspectRatio: 2
            }
        }
    }

    /// Adds `mark`, or merges it into the mark already on its segment.
    mutating func add(_ mark: ConstraintMark) {
        let segment = Segment(mark)
        if let position = positions[segment] {
            marks[position].merge(mark)
        } else {
            positions[segment] = marks.count
            marks.append(mark)
        }
    }
}
