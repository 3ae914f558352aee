import Foundation

/// Where a view's name sits relative to its view: in one of the view's quarters, or beyond one
/// of its edges (a name at the end of a leader line is beyond the edge its line leaves by). A
/// contact sheet puts each name on the same side in every cell.
public enum LabelSide: Hashable, Sendable, CustomStringConvertible {
    case inside(top: Bool, left: Bool)
    case above, below, before, after

    /// The side of `box` the label at `frame` is on; `isLed` for a label at the end of a
    /// leader line, which is never inside.
    public init(of frame: CGRect, around box: CGRect, isLed: Bool = false) {
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        if !isLed, box.contains(centre) {
            self = .inside(top: centre.y < box.midY, left: centre.x < box.midX)
        } else if frame.maxY <= box.minY + 0.5 {
            self = .above
        } else if frame.minY >= box.maxY - 0.5 {
            self = .below
        } else {
            self = centre.x < box.midX ? .before : .after
        }
    }

    public var description: String {
        switch self {
        case .inside(let top, let left): "inside \(top ? "top" : "bottom") \(left ? "left" : "right")"
        case .above: "above"
        case .below: "below"
        case .before: "before"
        case .after: "after"
        }
    }
}
