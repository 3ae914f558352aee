import Foundation

extension LayoutEngine {
    /// Makes the margin guides that constraints name through margin attributes, so their
    /// constraints exist from the first pass.
    func prepareGuides(_ views: [View]) {
        for view in views {
            view.prepareSystemGuides()
            for constraint in view.constraints {
                for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
                where attribute.marginBase != nil {
                    _ = (item as? View)?.layoutMarginsGuide
                }
            }
        }
    }

    /// Computes, top down from the frames of the last pass, each view's safe-area insets and
    /// effective margins.
    func updateEnvironment(_ views: [View]) {
        for view in views {
            view.safeAreaInsets = safeAreaInsets(of: view)
            view.systemItems.effectiveMargins = effectiveMargins(of: view)
            if let scrollView = view as? ScrollView { adjustContent(of: scrollView) }
        }
    }

    /// The view's safe area as insets from its edges.
    ///
    /// A window's is the screen's; a view controller's root view adds the controller's
    /// `additionalSafeAreaInsets`. Any other view's is the part of it outside its superview's
    /// safe area, per edge, capped at the superview's own inset: a view entirely inside has
    /// none, a view flush with the top gets the superview's top inset, and moving further up
    /// does not increase it (as UIKit reports it). A scroll view's subviews see only the part
    /// of its safe area it passes on.
    private func safeAreaInsets(of view: View) -> EdgeInsets {
        if let window = view as? Window { return window.screenSafeAreaInsets }
        guard let superview = view.superview else { return .zero }
        let outer = insetsPassedOn(by: superview), visible = superview.visibleBounds, frame = view.alignmentFrame
        func clamp(_ overlap: CGFloat, _ cap: CGFloat) -> CGFloat { min(max(overlap, 0), cap) }
        var insets = EdgeInsets(
            top: clamp(visible.minY + outer.top - frame.minY, outer.top),
            left: clamp(visible.minX + outer.left - frame.minX, outer.left),
            bottom: clamp(frame.maxY - (visible.maxY - outer.bottom), outer.bottom),
            right: clamp(frame.maxX - (visible.maxX - outer.right), outer.right))
        if let controller = view.viewController {
            insets = insets + controller.additionalSafeAreaInsets + controller.containerBars.insets(controller.traitCollection)
        }
        return insets + view.additionalSafeAreaInsets
    }

    /// The part of a view's safe area its subviews see: all of it, but for a scroll view, whose
    /// content scrolls clear of the insets it adds to its content inset, only the others.
    private func insetsPassedOn(by view: View) -> EdgeInsets {
        let insets = view.safeAreaInsets
        guard let scrollView = view as? ScrollView else { return insets }
        let (vertical, horizontal) = scrollView.axesAddingSafeAreaToContentInset
        return EdgeInsets(
            top: vertical ? 0 : insets.top, left: horizontal ? 0 : insets.left,
            bottom: vertical ? 0 : insets.bottom, right: horizontal ? 0 : insets.right)
    }

    /// The margins layout uses for the view.
    ///
    /// A view's own margins are at least its ``View/leastLayoutMargins`` (a cell's content view
    /// keeps the row's). A view controller's root view gets the system minimum margins (16 or
    /// 20 pt at the sides), or its own margins raised to that minimum. With `insetsLayoutMarginsFromSafeArea`
    /// (the default), margins are measured from the safe area's edges rather than the view's,
    /// so they never reach into the area bars and the sensor housing cover (`[U]`: UIKit's
    /// exact arithmetic is not documented; docs/margins.md explains the choice); in an app
    /// built before the iOS 11 SDK, which had no safe area (its bars were only in the layout
    /// guides), from the view's edges. With
    /// `preservesSuperviewLayoutMargins` (``View/preservesSuperviewMargins``: always, for a
    /// table cell), each margin is at least as far in as the superview's margin is from that
    /// edge, and an edge past the superview's takes the superview's margin, no more
    /// (docs/margins.md); a scroll view's margins are measured from where it is scrolled to,
    /// its visible bounds, as its safe area is. A view whose
    /// ``View/marginsFollowVerticalEdges`` is false (a table cell) does both at its sides only.
    private func effectiveMargins(of view: View) -> EdgeInsets {
        var margins = view.layoutMargins.union(view.leastLayoutMargins)
        if let controller = view.viewController {
            let minimum = controller.systemMinimumLayoutMargins.absolute(for: direction)
            if view.layoutMarginsSetting == .system {
                margins = minimum
            } else if controller.viewRespectsSystemMinimumLayoutMargins {
                margins = margins.union(minimum)
            }
            if let table = view as? TableView { margins = sidesRaised(margins, to: table.cellSideMargin) }
        }
        // A scroll view's margins are in its content, which its adjusted content inset already
        // keeps clear of the safe area.
        func followed(_ insets: EdgeInsets) -> EdgeInsets { view.marginsFollowVerticalEdges ? insets : insets.sidesOnly }
        if view.insetsLayoutMarginsFromSafeArea, linkedSDK >= .iOS11, !(view is ScrollView) { margins = margins + followed(view.safeAreaInsets) }
        if view.layoutMarginsFollowReadableWidth { margins = margins.narrowed(toWidth: LayoutMetrics.readableWidth, within: view.alignmentFrame.width) }
        if view.preservesSuperviewMargins, let superview = view.superview {
            let outer = superview.systemItems.effectiveMargins, visible = superview.visibleBounds
            let frame = view.alignmentFrame
            func preserved(_ margin: CGFloat, distance: CGFloat) -> CGFloat { margin - max(distance, 0) }
            margins = margins.union(followed(EdgeInsets(
                top: preserved(outer.top, distance: frame.minY - visible.minY),
                left: preserved(outer.left, distance: frame.minX - visible.minX),
                bottom: preserved(outer.bottom, distance: visible.maxY - frame.maxY),
                right: preserved(outer.right, distance: visible.maxX - frame.maxX))))
        }
        return margins
    }
}

/// `margins` with the left and right raised to at least `side`: a controller's table keeps its
/// rows' side margin as its own, so that the views it holds outside its rows (a header view
/// preserving the table's margins) line up with the rows' content.
private func sidesRaised(_ margins: EdgeInsets, to side: CGFloat) -> EdgeInsets {
    EdgeInsets(top: margins.top, left: max(margins.left, side), bottom: margins.bottom, right: max(margins.right, side))
}

extension EdgeInsets {
    /// The insets with the left and right grown equally, so that what they leave of `width`
    /// is at most `limit` wide, centred: the margins of a view whose margins follow the
    /// readable width.
    func narrowed(toWidth limit: CGFloat, within width: CGFloat) -> EdgeInsets {
        let excess = max(width - left - right - limit, 0) / 2
        return EdgeInsets(top: top, left: left + excess, bottom: bottom, right: right + excess)
    }
}

extension View {
    /// The margins layout used at the last layout: the view's own (or the system's, for a
    /// root view), measured from the safe area and kept clear of the superview's margins as
    /// the view's properties ask.
    public var effectiveLayoutMargins: EdgeInsets { systemItems.effectiveMargins }
}
