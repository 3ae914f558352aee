import AutoLayout
import Foundation

/// Where a constraint is drawn and what its label says: an I-bar between the two edges it
/// spaces or across the size it sets (with its multiplier and the item it multiplies when
/// there is one), "=" badges on sizes it makes equal, a diagonal for an aspect ratio, a plain
/// line along edges, centres or baselines it aligns.
struct ConstraintGeometry {
    let direction: LayoutDirection
    /// Whether constants and multipliers are printed (`--hide labels` leaves them out).
    let showsConstants: Bool

    /// The marks of `constraint`; none for one that cannot be drawn (an item gone).
    func marks(for constraint: LayoutConstraint, status: ConstraintStatus) -> [Mark] {
        guard let first = constraint.firstItem, let firstFrame = frame(of: first, constraint.firstAttribute) else { return [] }
        let attribute = resolved(constraint.firstAttribute)
        let relation = ConstraintMark.Relation(constraint.relation)
        let priority = Double(constraint.priority.rawValue)
        let multiplier = showsConstants ? constraint.multiplier : 1
        // A constraint without a second item has no multiplier to show (UIKit's reads 0 or 1).
        func mark(_ start: CGPoint, _ end: CGPoint, _ kind: ConstraintMark.Kind, constant: CGFloat?, reference: String? = nil) -> Mark {
            .constraint(ConstraintMark(from: start, to: end, kind: kind, relation: relation, constant: showsConstants ? constant : nil,
                                       multiplier: constraint.secondItem == nil ? 1 : multiplier, reference: reference,
                                       priority: priority, status: status))
        }
        guard let second = constraint.secondItem, let secondFrame = frame(of: second, constraint.secondAttribute) else {
            guard attribute.kind == .dimension else { return [] }
            let (start, end) = span(of: firstFrame, attribute)
            return [mark(start, end, .size, constant: constraint.constant)]
        }
        let other = resolved(constraint.secondAttribute)
        if attribute.kind == .dimension {
            if second === first && other != attribute && other.kind == .dimension {
                // width = m × height (or height = m × width): a ratio of width to height.
                let ratio = attribute == .width ? constraint.multiplier : 1 / constraint.multiplier
                let (start, end) = diagonal(of: firstFrame)
                return [.constraint(ConstraintMark(from: start, to: end, kind: .aspectRatio, relation: relation,
                                                   constant: showsConstants ? constraint.constant : nil, multiplier: ratio,
                                                   priority: priority, status: status))]
            }
            let (start, end) = span(of: firstFrame, attribute)
            let isEqual = constraint.multiplier == 1 && constraint.constant == 0 && relation == .equal
            guard isEqual else {
                return [mark(start, end, .size, constant: constraint.constant,
                             reference: name(of: second, other, showingAttribute: other != attribute))]
            }
            // Equal sizes: an "=" on both views, as IB shows it, each naming the other.
            let (otherStart, otherEnd) = span(of: secondFrame, other)
            return [mark(start, end, .equalSize, constant: 0, reference: name(of: second, other, showingAttribute: other != attribute)),
                    mark(otherStart, otherEnd, .equalSize, constant: 0, reference: name(of: first, attribute, showingAttribute: other != attribute))]
        }
        let horizontal = attribute.axis == .horizontal
        let here = position(of: first, firstFrame, attribute), there = position(of: second, secondFrame, other)
        if constraint.constant == 0 && constraint.multiplier == 1 && abs(here - there) < 0.001 && attribute == other {
            let extent = alignmentExtent(firstFrame, secondFrame, horizontal: horizontal)
            let (start, end) = horizontal
                ? (CGPoint(x: here, y: extent.0), CGPoint(x: here, y: extent.1))
                : (CGPoint(x: extent.0, y: here), CGPoint(x: extent.1, y: here))
            return [mark(start, end, .alignment, constant: nil)]
        }
        let across = crossPosition(firstFrame, secondFrame, horizontal: horizontal)
        let (start, end) = horizontal
            ? (CGPoint(x: there, y: across), CGPoint(x: here, y: across))
            : (CGPoint(x: across, y: there), CGPoint(x: across, y: here))
        // A plain space prints its constant's size, as the bar's direction gives its sign; a
        // multiple names what it multiplies and adds the constant with its sign.
        let isMultiple = constraint.multiplier != 1
        return [mark(start, end, .space, constant: isMultiple ? constraint.constant : abs(constraint.constant),
                     reference: isMultiple ? name(of: second, other, showingAttribute: true) : nil)]
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

    /// How a label names an item: a view by its id (else its class), a guide as a spec writes
    /// it (`root.safeArea`, `root.margins`, `topLayoutGuide`, a custom guide's id), with the
    /// attribute after a dot when `showingAttribute` ("root.centerX").
    private func name(of item: LayoutItem, _ attribute: LayoutAttribute, showingAttribute: Bool) -> String {
        var name: String
        switch item {
        case let view as View:
            name = view.identifier ?? type(of: view).kindName
        case let guide as LayoutGuide:
            let owner = guide.owningView.map { $0.identifier ?? type(of: $0).kindName } ?? ""
            switch guide.role {
            case .safeArea: name = owner + ".safeArea"
            case .layoutMargins: name = owner + ".margins"
            case .readableContent: name = owner + ".readable"
            default: name = guide.identifier
            }
        default:
            name = ""
        }
        if attribute.marginBase != nil, item is View { name += ".margins" }
        return showingAttribute ? name + "." + (attribute.marginBase ?? attribute).description : name
    }

    /// The attribute with margins folded into their base and leading/trailing made left/right.
    private func resolved(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute.marginBase ?? attribute {
        case .leading: direction == .leftToRight ? .left : .right
        case .trailing: direction == .leftToRight ? .right : .left
        case let plain: plain
        }
    }

    /// The coordinate of a position attribute of `item`, whose frame is `frame`: an edge, a
    /// centre, or the baseline of a view's first or last line of text.
    private func position(of item: LayoutItem, _ frame: CGRect, _ attribute: LayoutAttribute) -> CGFloat {
        switch attribute {
        case .left: frame.minX
        case .right: frame.maxX
        case .centerX: frame.midX
        case .top: frame.minY
        case .bottom: frame.maxY
        case .firstBaseline, .lastBaseline: (item as? View)?.windowBaseline(first: attribute == .firstBaseline) ?? frame.maxY
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

    /// The diagonal an aspect ratio is drawn on: across the frame's bottom-right corner, from
    /// the bottom edge up to the right edge, 16 pt (or a third of the shorter side) each way.
    private func diagonal(of frame: CGRect) -> (CGPoint, CGPoint) {
        let length = min(16, min(frame.width, frame.height) / 3)
        return (CGPoint(x: frame.maxX - length, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY - length))
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
