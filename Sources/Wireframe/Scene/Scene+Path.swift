import Foundation

extension Scene {
    /// Lines, polylines and curves: a sequence of path elements, stroked and/or filled.
    public struct Path: Hashable, Sendable {
        public var elements: [Element]
        public var stroke: Stroke?
        /// The fill colour, using the non-zero winding rule; nil for open, stroked-only paths.
        public var fill: Color?

        public init(elements: [Element], stroke: Stroke? = nil, fill: Color? = nil) {
            self.elements = elements
            self.stroke = stroke
            self.fill = fill
        }

        /// One step of a path, in the vocabulary every vector format shares.
        public enum Element: Hashable, Sendable {
            /// Starts a new subpath at a point.
            case move(to: CGPoint)
            /// A straight segment from the current point.
            case line(to: CGPoint)
            /// A cubic Bézier segment from the current point.
            case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
            /// A circular arc, clockwise on screen (y down) from `startAngle` to `endAngle`, in
            /// radians from the positive x axis; joined to the current point by a line.
            case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat)
            /// Closes the subpath back to its start.
            case close
        }

        /// A single straight segment.
        public static func line(from start: CGPoint, to end: CGPoint, stroke: Stroke) -> Path {
            Path(elements: [.move(to: start), .line(to: end)], stroke: stroke)
        }

        /// Straight segments through `points` in order, open at the ends.
        ///
        /// - Complexity: O(n) in the number of points.
        public static func polyline(_ points: [CGPoint], stroke: Stroke) -> Path {
            guard let first = points.first else { return Path(elements: [], stroke: stroke) }
            return Path(elements: [.move(to: first)] + points.dropFirst().map { .line(to: $0) }, stroke: stroke)
        }

        /// A circle, for status dots and badges.
        public static func circle(center: CGPoint, radius: CGFloat, fill: Color?, stroke: Stroke? = nil) -> Path {
            Path(
                elements: [.arc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi), .close],
                stroke: stroke,
                fill: fill
            )
        }
    }
}
