import Foundation

/// How an outline is drawn: its colour, width, dash pattern and line ends.
public struct Stroke: Hashable, Sendable {
    public var color: Color
    /// The line width in points.
    public var width: CGFloat
    public var style: Style
    public var cap: Cap
    public var join: Join

    public init(
        color: Color,
        width: CGFloat = 1,
        style: Style = .solid,
        cap: Cap = .butt,
        join: Join = .miter
    ) {
        self.color = color
        self.width = width
        self.style = style
        self.cap = cap
        self.join = join
    }

    /// Solid or dashed, as Interface Builder tells required from optional constraints.
    public enum Style: Hashable, Sendable {
        case solid
        /// Alternating on and off lengths in points, starting `phase` points into the pattern.
        case dashed(pattern: [CGFloat], phase: CGFloat = 0)
    }

    /// The shape at the open ends of a stroked line.
    public enum Cap: Hashable, Sendable {
        /// The line stops exactly at its end point.
        case butt
        /// A half disc beyond the end point.
        case round
        /// A half square beyond the end point.
        case square
    }

    /// The shape where two segments of a path meet.
    public enum Join: Hashable, Sendable {
        case miter
        case round
        case bevel
    }
}
