import AutoLayout
import Foundation

extension Mark {
    /// The area the mark's shapes cover, in window coordinates, so that a figure is large
    /// enough for marks outside the window.
    var extent: CGRect {
        switch self {
        case .view(let view):
            view.boundingBox
        case .layoutMargins(let frame, _), .safeArea(let frame, _), .layoutGuide(let frame, _),
             .misplacedFrame(let frame), .hiddenView(let frame, _):
            frame
        case .deviceChrome(let chrome, _):
            [chrome.statusBar, chrome.sensorHousing?.frame, chrome.homeIndicator].compactMap { $0 }.reduce(CGRect.null) { $0.union($1) }
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

extension Mark {
    /// The mark with every frame and point held within `CGRect.drawableLimit` of the window's
    /// origin, so that a layout that pushes a view to 10¹² points draws it cut at the limit
    /// instead of asking cairo and the figure's grids for a trillion points; nil for a mark
    /// with a coordinate that is not a number. A view whose transform would carry it past
    /// the limit is drawn untransformed.
    var drawable: Mark? {
        switch self {
        case .view(var view):
            guard let frame = view.frame.clampedToDrawableRange else { return nil }
            view.frame = frame
            if !view.transform.isIdentity && !view.boundingBox.isDrawable { view.transform = .identity }
            return .view(view)
        case .layoutMargins(let frame, let marginsFrame):
            guard let frame = frame.clampedToDrawableRange, let marginsFrame = marginsFrame.clampedToDrawableRange else { return nil }
            return .layoutMargins(frame: frame, marginsFrame: marginsFrame)
        case .safeArea(let frame, let viewFrame):
            guard let frame = frame.clampedToDrawableRange, let viewFrame = viewFrame.clampedToDrawableRange else { return nil }
            return .safeArea(frame: frame, viewFrame: viewFrame)
        case .layoutGuide(let frame, let identifier):
            return frame.clampedToDrawableRange.map { .layoutGuide(frame: $0, identifier: identifier) }
        case .misplacedFrame(let frame):
            return frame.clampedToDrawableRange.map(Mark.misplacedFrame)
        case .hiddenView(let frame, let identifier):
            return frame.clampedToDrawableRange.map { .hiddenView(frame: $0, identifier: identifier) }
        case .deviceChrome:
            // Drawn on the device's screen, which is always within the limit.
            return self
        case .constraint(var constraint):
            guard let start = constraint.start.clampedToDrawableRange, let end = constraint.end.clampedToDrawableRange else { return nil }
            (constraint.start, constraint.end) = (start, end)
            return .constraint(constraint)
        }
    }
}
