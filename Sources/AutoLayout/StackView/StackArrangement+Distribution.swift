import Foundation

/// Along the axis (UIKit's `_UIOrderedLayoutArrangement`): the first and last visible
/// subviews pinned to the canvas, the spacing chain, the hidden subviews collapsed, and the
/// distribution's lengths.
extension StackArrangement {
    func generateDistribution() {
        guard !items.isEmpty else { return }
        generateAxisCanvasConnections()
        generateSpacing()
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            generateEqualLengths()
        case .fillProportionally:
            if let denominator = proportionalDenominator {
                generateProportionalLengths(denominator: denominator)
            } else {
                generateEqualLengths()
            }
        case .equalSpacing, .equalCentering:
            generateGapGuides()
            // The gaps can grow, so the stack hugs its content along the axis, weakly.
            require("UISV-canvas-fit", slot: "axis", zeroLength(stack, axis.dimension), priority: 49)
        }
    }

    /// `UISV-canvas-connection`: the canvas's start to the first visible subview, its end to
    /// the last. With every subview hidden, both go to the ordering spanner, which shrinks
    /// to nothing at the lowest priority UIKit uses (0.001).
    private func generateAxisCanvasConnections() {
        let first: LayoutItem, last: LayoutItem
        if let start = visibleIndices.first, let end = visibleIndices.last {
            (first, last) = (items[start], items[end])
        } else {
            let spanner = spanner("UISV-ordering-spanner")
            (first, last) = (spanner, spanner)
            require("UISV-spanning-fit", slot: "ordering", zeroLength(spanner, axis.dimension), priority: 0.001)
        }
        require("UISV-canvas-connection", slot: "axis start", relate(canvas, axis.startEdge, to: first))
        require("UISV-canvas-connection", slot: "axis end", relate(canvas, axis.endEdge, to: last))
    }

    /// `UISV-spacing` between consecutive visible subviews, and the hidden subviews (the
    /// current UIKit encoding, docs/stack-views.md): each is `UISV-hiding` (no length, at
    /// 999.999) and hangs at priority 50 (`UISV-spacing-hidden`) after the visible subview
    /// before it, or before the first visible one, or off the ordering spanner when every
    /// subview is hidden.
    ///
    /// - Complexity: O(*n*) for *n* arranged subviews (plus the hidden ones before the first
    ///   visible one, each once).
    private func generateSpacing() {
        var previousVisible: Int?
        for (index, item) in items.enumerated() {
            if !item.isHidden {
                if let previous = previousVisible {
                    requireSpacing(from: previous, to: index, afterVisible: true)
                } else {
                    for hidden in 0..<index {
                        requireSpacing(from: hidden, to: index, afterVisible: false)
                    }
                }
                previousVisible = index
                continue
            }
            require("UISV-hiding", index: index, zeroLength(item, axis.dimension), priority: 999.999)
            if let previous = previousVisible {
                requireSpacing(from: previous, to: index, afterVisible: true)
            } else if visibleIndices.isEmpty {
                let spanner = spanner("UISV-ordering-spanner")
                require("UISV-spacing-hidden", index: index,
                        relate(item, axis.startEdge, to: spanner, axis.endEdge), priority: 50)
            }
        }
    }

    /// The spacing constraint `following.start REL preceding.end + space` (baselines in a
    /// baseline-relative vertical stack), `>=` where the spacing is a minimum. Next to a
    /// hidden subview the space is halved, and it is 0 unless visible subviews lie on both
    /// sides of the gap (`afterVisible`: one at or before `preceding`); UIKit's
    /// `_expectedEdgeToEdgeSpacing…`.
    private func requireSpacing(from preceding: Int, to following: Int, afterVisible: Bool) {
        let before = items[preceding], after = items[following]
        let baselines = axis == .vertical && stack.isBaselineRelativeArrangement
        let endAttribute: LayoutAttribute = baselines && !before.isHidden ? .lastBaseline : axis.endEdge
        let startAttribute: LayoutAttribute = baselines && !after.isHidden ? .firstBaseline : axis.startEdge
        let bothVisible = !before.isHidden && !after.isHidden
        let constant: CGFloat
        switch stack.gap(after: before) {
        case .system:
            constant = LayoutMetrics.systemSpacing * (bothVisible ? 1 : 0.5)
        case .points(let points):
            let followedByVisible = (visibleIndices.last ?? -1) > following
            let spaced = afterVisible && (!after.isHidden || followedByVisible)
            constant = spaced ? points * (bothVisible ? 1 : 0.5) : 0
        }
        let relation: LayoutRelation = stack.distribution.hasGapGuides ? .greaterThanOrEqual : .equal
        let constraint = relate(after, startAttribute, relation, to: before, endAttribute, constant: constant)
        if bothVisible {
            require("UISV-spacing", index: following, constraint)
        } else {
            require("UISV-spacing-hidden", index: before.isHidden ? preceding : following, constraint, priority: 50)
        }
    }

    /// `UISV-fill-equally`: every visible subview as long as the first visible one.
    private func generateEqualLengths() {
        guard let first = visibleIndices.first else { return }
        for index in visibleIndices.dropFirst() {
            require("UISV-fill-equally", index: index, relate(items[index], axis.dimension, to: items[first]))
        }
    }

    /// The denominator of the proportional fill, the subviews' intrinsic lengths and the
    /// spacing between them (UIKit's `_proportionalFillDenominator`); nil when it is too small
    /// to share by (`_wantsProportionalDistribution`), and UIKit fills equally instead.
    private var proportionalDenominator: CGFloat? {
        let lengths = visibleIndices.map { max(axis.length(of: items[$0].compressedSize), 0) }
        let spacing = stack.numericSpacing
        let denominator = lengths.reduce(0, +) + spacing * CGFloat(visibleIndices.count - 1)
        return denominator > max(spacing * CGFloat(items.count - 1), 1) ? denominator : nil
    }

    /// `UISV-fill-proportionally`: each visible subview's length a fixed share of the
    /// canvas's, its intrinsic length over the denominator, at 999 − index (no lower than
    /// 751, so above compression resistance), or required when the share is all of it. A
    /// subview with no length gets none, required.
    private func generateProportionalLengths(denominator: CGFloat) {
        for index in visibleIndices {
            let item = items[index]
            let share = max(axis.length(of: item.compressedSize), 0) / denominator
            if share <= 0 {
                require("UISV-fill-proportionally", index: index, zeroLength(item, axis.dimension))
            } else {
                let priority: LayoutPriority = share == 1 ? .required : LayoutPriority(Float(max(999 - index, 751)))
                require("UISV-fill-proportionally", index: index,
                        relate(item, axis.dimension, to: canvas, multiplier: share), priority: priority)
            }
        }
    }

    /// The equal-spacing distributions' gaps: a `UISV-distributing` guide between each two
    /// consecutive visible subviews (`UISV-distributing-edge`: from the first one's end, or
    /// centre, to the second one's start, or centre), all as long as the first
    /// (`UISV-fill-equally`; for equal centering at 150 − index, no lower than 50, so that it
    /// gives before compression resistance does).
    private func generateGapGuides() {
        let centering = stack.distribution == .equalCentering
        let baselines = axis == .vertical && stack.isBaselineRelativeArrangement
        let precedingAttribute: LayoutAttribute = centering ? axis.center : (baselines ? .lastBaseline : axis.endEdge)
        let followingAttribute: LayoutAttribute = centering ? axis.center : (baselines ? .firstBaseline : axis.startEdge)
        for (gap, (preceding, following)) in zip(visibleIndices, visibleIndices.dropFirst()).enumerated() {
            let guide = gapGuide(gap)
            require("UISV-distributing-edge", slot: "start", index: preceding,
                    relate(guide, axis.startEdge, to: items[preceding], precedingAttribute))
            require("UISV-distributing-edge", slot: "end", index: preceding,
                    relate(guide, axis.endEdge, to: items[following], followingAttribute))
            if gap > 0 {
                let priority: LayoutPriority = centering ? LayoutPriority(Float(max(150 - preceding, 50))) : .required
                require("UISV-fill-equally", index: preceding, relate(guide, axis.dimension, to: gapGuide(0)), priority: priority)
            }
        }
    }
}
