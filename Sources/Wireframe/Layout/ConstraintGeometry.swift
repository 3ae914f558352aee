import AutoLayout
import Foundation

/// Where a constraint is drawn: an I-bar between the two edges it spaces (or across the size it
/// sets), a plain line along edges it aligns, an "=" badge on sizes it equates.
struct ConstraintGeometry {
    let direction: LayoutDirection
    let showsConstants: Bool

    /// The marks of `constraint`; none for one that cannot be drawn (an item gone).
    func marks(for constraint: LayoutConstraint, status: ConstraintStatus) -> [Mark] {
        guard let first = constraint.firstItem, let firstFrame = frame(of: first, constraint.firstAttribute) else { return [] }
        let attribute = resolved(constraint.firstAttribute)
        let relation = ConstraintMark.Relation(constraint.relation)
        let isRequired = constraint.priority.isRequired
        let constant = showsConstants ? abs(constraint.constant) : nil
        guard let second = constraint.secondItem, let secondFrame = frame(of: second, constraint.secondAttribute) else {
            return attribute.kind == .dimension
                ? [.constraint(ConstraintMark(from: span(of: firstFrame, attribute).0, to: span(of: firstFrame, attribute).1,
                                              kind: .space, relation: relation, constant: constant, isRequired: isRequired, status: status))]
                : []
        }
        let other = resolved(constraint.secondAttribute)
        if attribute.kind == .dimension {
            let dimension: Mark.Dimension = attribute == .width ? .width : .height
            return [.equalDimension(frame: firstFrame, dimension: dimension, status: status),
                    .equalDimension(frame: secondFrame, dimension: other == .width ? .width : .height, status: status)]
        }
        let horizontal = attribute.axis == .horizontal
        let here = position(firstFrame, attribute), there = position(secondFrame, other)
        let across = crossPosition(firstFrame, secondFrame, horizontal: horizontal)
        if constraint.constant == 0 && abs(here - there) < 0.001 && attribute == other {
            let extent = alignmentExtent(firstFrame, secondFrame, horizontal: horizontal)
            let (start, end) = horizontal
                ? (CGPoint(x: here, y: extent.0), CGPoint(x: here, y: extent.1))
                : (CGPoint(x: extent.0, y: here), CGPoint(x: extent.1, y: here))
            return [.constraint(ConstraintMark(from: start, to: end, kind: .alignment, relation: relation,
                                               isRequired: isRequired, status: status))]
        }
        let (start, end) = horizontal
            ? (CGPoint(x: there, y: across), CGPoint(x: here, y: across))
            : (CGPoint(x: across, y: there), CGPoint(x: across, y: here))
        return [.constraint(ConstraintMark(from: start, to: end, kind: .space, relation: relation, constant: constant,
                                           isRequired: isRequired, status: status))]
    }

    /// The frame, in window coordinates, the attribute is measured on (a view's margins guide
    /// for a margin attribute).
    private func frame(of item: LayoutItem, _ attribute: LayoutAttribute) -> CGRect? {
        if attribute.marginBase != nil, let view = item as? View,
           let margins = view.systemLayoutGuides.first(where: { $0.role == .layoutMargins }) {
            return view.convert(margins.layoutFrame, to: nil)
        }
        switch item {
        case let view as View: return view.windowFrame
        case let guide as LayoutGuide: return guide.owningView.map { $0.convert(guide.layoutFrame, to: nil) }
        default: return nil
        }
    }

    /// The attribute with margins folded into their base and leading/trailing made left/right.
    private func resolved(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute.marginBase ?? attribute {
        case .leading: direction == .leftToRight ? .left : .right
        case .trailing: direction == .leftToRight ? .right : .left
        case let plain: plain
        }
    }

    /// The coordinate of a position attribute of `frame`.
    private func position(_ frame: CGRect, _ attribute: LayoutAttribute) -> CGFloat {
        switch attribute {
        case .left: frame.minX
        case .right: frame.maxX
        case .centerX: frame.midX
        case .top: frame.minY
        case .bottom, .lastBaseline, .firstBaseline: frame.maxY
        case .centerY: frame.midY
        default: frame.minX
        }
    }

    /// How far an alignment line runs across the axis: over both frames, or, when one frame
    /// contains the other (a view aligned with its container's edge or guide), over the
    /// smaller one only, so the line stays with the view.
    private func alignmentExtent(_ first: CGRect, _ second: CGRect, horizontal: Bool) -> (CGFloat, CGFloat) {
        let span = { (frame: CGRect) in horizontal ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX) }
        let (a, b) = (span(first), span(second))
        if a.0 >= b.0 && a.1 <= b.1 { return a }
        if b.0 >= a.0 && b.1 <= a.1 { return b }
        return (min(a.0, b.0), max(a.1, b.1))
    }

    /// Where a spacing I-bar crosses: the middle of the two frames' overlap across the axis,
    /// or the first frame's middle when they do not overlap.
    private func crossPosition(_ first: CGRect, _ second: CGRect, horizontal: Bool) -> CGFloat {
        let low = horizontal ? max(first.minY, second.minY) : max(first.minX, second.minX)
        let high = horizontal ? min(first.maxY, second.maxY) : min(first.maxX, second.maxX)
        if low <= high { return (low + high) / 2 }
        return horizontal ? first.midY : first.midX
    }

    /// The ends of an I-bar across a width or height, a quarter of the way in from the far edge.
    private func span(of frame: CGRect, _ attribute: LayoutAttribute) -> (CGPoint, CGPoint) {
        if attribute == .width {
            let y = frame.maxY - min(frame.height / 4, 8)
            return (CGPoint(x: frame.minX, y: y), CGPoint(x: frame.maxX, y: y))
        }
        let x = frame.maxX - min(frame.width / 4, 8)
        return (CGPoint(x: x, y: frame.minY), CGPoint(x: x, y: frame.maxY))
    }
}

extension ConstraintMark.Relation {
    init(_ relation: LayoutRelation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
