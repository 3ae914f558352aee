import Foundation

/// Across the axis (UIKit's `_UIAlignedLayoutArrangement`): the subviews lined up with the
/// first one, the canvas's edges tied to it or to a spanner around them all, and the weak
/// fits that pull the stack tight.
extension StackArrangement {
    func generateAlignment() {
        guard !items.isEmpty else { return }
        let cross = axis.crossing
        let aligned = stack.alignment.alignedEdges(stackAxis: axis)
        generateAlignmentConstraints(aligned, cross)
        if !aligned.fills {
            // Without it a subview with no intrinsic size across the axis would be ambiguous.
            for (index, item) in items.enumerated() {
                require("UISV-ambiguity-suppression", index: index, zeroLength(item, cross.dimension), priority: 25)
            }
        }
        generateCrossCanvasConnections(aligned, cross)
    }

    /// `UISV-alignment`: every subview, hidden ones too, lined up with the first on each
    /// aligned attribute.
    private func generateAlignmentConstraints(_ aligned: AlignedEdges, _ cross: LayoutAxis) {
        let attributes = [(aligned.start, cross.startEdge), (aligned.end, cross.endEdge), (aligned.center, cross.center)]
            .filter(\.0).map(\.1) + [aligned.baseline].compactMap { $0 }
        for attribute in attributes {
            for index in items.indices.dropFirst() {
                require("UISV-alignment", slot: attribute.name, index: index, relate(items[0], attribute, to: items[index]))
            }
        }
    }

    /// `UISV-canvas-connection` across the axis: the canvas's start and end edges (and centre,
    /// when centring) tied to the first subview where it is aligned, else to the
    /// `UISV-alignment-spanner`; a lone subview is tied directly, an inequality on a free edge.
    /// An inequality adds `UISV-canvas-fit` (49) to hug the content; the spanner comes with its
    /// `UISV-spanning-boundary` and `UISV-spanning-fit` constraints.
    private func generateCrossCanvasConnections(_ aligned: AlignedEdges, _ cross: LayoutAxis) {
        let isStartTied = aligned.start || aligned.baseline == .firstBaseline
        let isEndTied = aligned.end || aligned.baseline == .lastBaseline
        var connections = [(cross.startEdge, isStartTied, aligned.start ? .equal : LayoutRelation.lessThanOrEqual),
                           (cross.endEdge, isEndTied, aligned.end ? .equal : .greaterThanOrEqual)]
        if aligned.center { connections.append((cross.center, true, .equal)) }
        var needsFit = false, usesSpanner = false
        for (attribute, isTied, relation) in connections {
            if let first = visibleIndices.first, items.count < 2 || isTied {
                let target = items.count < 2 ? items[first] : items[0]
                require("UISV-canvas-connection", slot: "cross \(attribute.name)", relate(canvas, attribute, relation, to: target))
                needsFit = needsFit || relation != .equal
            } else {
                let target = spanner("UISV-alignment-spanner")
                require("UISV-canvas-connection", slot: "cross \(attribute.name)", relate(canvas, attribute, to: target))
                usesSpanner = true
            }
        }
        if needsFit {
            require("UISV-canvas-fit", slot: "cross", zeroLength(stack, cross.dimension), priority: 49)
        }
        if usesSpanner { generateSpanning(aligned, cross) }
    }

    /// `UISV-spanning-boundary`: the alignment spanner around every visible subview, flush
    /// with it on an aligned edge (at 999.5) and outside it on a free one; `UISV-spanning-fit`
    /// shrinks it onto them (51), or to nothing when every subview is hidden (0.001).
    private func generateSpanning(_ aligned: AlignedEdges, _ cross: LayoutAxis) {
        let spanner = spanner("UISV-alignment-spanner")
        for index in visibleIndices {
            for (attribute, isAligned, free) in [(cross.startEdge, aligned.start, LayoutRelation.lessThanOrEqual),
                                                 (cross.endEdge, aligned.end, .greaterThanOrEqual)] {
                require("UISV-spanning-boundary", slot: attribute.name, index: index,
                        relate(spanner, attribute, isAligned ? .equal : free, to: items[index]),
                        priority: isAligned ? 999.5 : .required)
            }
        }
        require("UISV-spanning-fit", slot: "alignment", zeroLength(spanner, cross.dimension),
                priority: visibleIndices.isEmpty ? 0.001 : 51)
    }
}
