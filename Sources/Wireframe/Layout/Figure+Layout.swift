import AutoLayout
import Foundation

extension Figure {
    /// A figure of a window's layout in Interface Builder's visual language: every visible view
    /// as an outline with its id and kind (red when its layout is ambiguous or conflicting),
    /// turned by its ancestors' transforms and faded by their alpha, hidden arranged views as
    /// ghosts, the margins, safe area and guides in use, the app's constraints as I-bars and
    /// alignment lines, coloured by their state, and frames written by hand that layout moved
    /// as dashed orange rectangles.
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
        if layers.contains(.chrome), let device = window.device,
           window.screenSafeAreaInsets == device.environment(window.orientation).safeAreaInsets {
            let root = window.rootViewController?.view
            add(.deviceChrome(DeviceChrome(device: device, orientation: window.orientation),
                              backdrop: root.flatMap { backdrops[ObjectIdentifier($0)] }))
        }
        if layers.contains(.constraints) {
            let constraints = views.flatMap(\.constraints)
            let geometry = ConstraintGeometry(direction: window.traitCollection.layoutDirection, showsConstants: layers.contains(.labels))
            for constraint in constraints {
                add(contentsOf: geometry.marks(for: constraint, status: status.status(of: constraint)))
            }
        }
        if layers.contains(.frames) {
            add(contentsOf: status.misplacedFrames.map(Mark.misplacedFrame))
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
            result.append(.view(ViewMark(
                frame: placement.frame, identifier: name, kind: layers.contains(.names) ? view.className : "",
                backgroundColor: view.backgroundColor.map(Color.init), transform: placement.transform,
                content: ViewContent(of: view), alpha: view.windowAlpha, status: status, backdrop: backdrop)))
        }
        for guide in view.systemLayoutGuides + view.layoutGuides {
            let guideFrame = view.convert(guide.layoutFrame, to: nil)
            switch guide.role {
            case .layoutMargins where layers.contains(.margins):
                // Margins measured from the safe area are drawn from there: the bars and the
                // sensor housing, not the margins, take the area outside it.
                let base = view.insetsLayoutMarginsFromSafeArea ? frame.inset(by: view.safeAreaInsets) : frame
                result.append(.layoutMargins(frame: base, marginsFrame: guideFrame))
            case .custom where layers.contains(.guides), .readableContent where layers.contains(.guides):
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
