import Foundation

extension Mark {
    /// The area the mark's shapes cover, in window coordinates, so that a figure is large
    /// enough for marks outside the window.
    var extent: CGRect {
        switch self {
        case .view(let view):
            view.boundingBox
        case .layoutMargins(let frame, _), .safeArea(let frame), .layoutGuide(let frame, _),
             .equalDimension(let frame, _, _), .misplacedFrame(let frame), .hiddenView(let frame, _):
            frame
        case .constraint(let constraint):
            CGRect(
                x: min(constraint.start.x, constraint.end.x),
                y: min(constraint.start.y, constraint.end.y),
                width: abs(constraint.end.x - constraint.start.x),
                height: abs(constraint.end.y - constraint.start.y)
            )
        }
    }
}
