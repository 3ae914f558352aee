import Foundation

/// The attributes a format's constraints relate, chosen by its orientation and options.
///
/// Items are arranged in *layout order*: leading to trailing (the default), left to right, or
/// top to bottom. A gap runs from the item on its lower side (leading, left or top) to the item
/// on its upper side, and a spacing constraint reads `upper.edge REL lower.edge + gap`, the
/// edges being those that face the gap: a view's lower edge on the upper side and its upper
/// edge on the lower side, and for the superview its own inner edge on that side.
///
/// `directionRightToLeft` reads the format against layout order (left to right): the first
/// view named is the rightmost, so the item after a gap in the format is on its lower side.
/// `spacingBaselineToBaseline` measures a vertical gap between views from the last baseline
/// above to the first baseline below; the superview's edges stay top and bottom.
struct VisualFormatAxis {
    /// What a view's size predicates constrain: width or height.
    let dimension: LayoutAttribute
    /// A view's lower edge (leading, left, top or first baseline): the one that faces a gap
    /// before the view in layout order.
    let viewLowerEdge: LayoutAttribute
    /// A view's upper edge (trailing, right, bottom or last baseline), facing a gap after it.
    let viewUpperEdge: LayoutAttribute
    /// The superview's inner edges, for explicit and flush gaps: the lower one faces a gap at
    /// the start of the layout order, the upper one a gap at its end.
    let superviewLowerEdge: LayoutAttribute
    let superviewUpperEdge: LayoutAttribute
    /// The superview's margins, for the standard gap `-` to the superview.
    let superviewLowerMargin: LayoutAttribute
    let superviewUpperMargin: LayoutAttribute
    /// Whether the format reads against layout order (right to left).
    let readsBackward: Bool

    init(orientation: VisualFormat.Orientation, options: VisualFormatOptions) {
        switch orientation {
        case .vertical:
            let baselines = options.contains(.spacingBaselineToBaseline)
            dimension = .height
            (viewLowerEdge, viewUpperEdge) = baselines ? (.firstBaseline, .lastBaseline) : (.top, .bottom)
            (superviewLowerEdge, superviewUpperEdge) = (.top, .bottom)
            (superviewLowerMargin, superviewUpperMargin) = (.topMargin, .bottomMargin)
            readsBackward = false
        case .horizontal:
            // UIKit reads any direction bits but exactly right-to-left's as left to right.
            let direction = options.intersection(.directionMask)
            let isAbsolute = !direction.isEmpty
            dimension = .width
            (viewLowerEdge, viewUpperEdge) = isAbsolute ? (.left, .right) : (.leading, .trailing)
            (superviewLowerEdge, superviewUpperEdge) = (viewLowerEdge, viewUpperEdge)
            (superviewLowerMargin, superviewUpperMargin) =
                isAbsolute ? (.leftMargin, .rightMargin) : (.leadingMargin, .trailingMargin)
            readsBackward = direction == .directionRightToLeft
        }
    }

    /// The two items of a gap in layout order, from the items before and after it in the format.
    func layoutOrder<Item>(before: Item, after: Item) -> (lower: Item, upper: Item) {
        readsBackward ? (after, before) : (before, after)
    }

    /// The superview's edge facing a gap on its `upper` or lower side: an inner edge, or the
    /// margin for the standard gap.
    func superviewEdge(onUpperSide upper: Bool, standard: Bool) -> LayoutAttribute {
        switch (upper, standard) {
        case (true, true): superviewUpperMargin
        case (true, false): superviewUpperEdge
        case (false, true): superviewLowerMargin
        case (false, false): superviewLowerEdge
        }
    }
}
