import Foundation

extension Scene {
    /// An axis-aligned rectangle, optionally with rounded corners, filled and/or stroked.
    ///
    /// The stroke is centred on the rectangle's edge, as in cairo and Core Graphics; marks that
    /// want a crisp outline inside a frame inset the rectangle by half the line width.
    public struct Rectangle: Hashable, Sendable {
        public var frame: CGRect
        /// The corner radius in points; 0 for square corners.
        public var cornerRadius: CGFloat
        public var fill: Color?
        public var stroke: Stroke?

        public init(frame: CGRect, cornerRadius: CGFloat = 0, fill: Color? = nil, stroke: Stroke? = nil) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.fill = fill
            self.stroke = stroke
        }
    }
}
