import Foundation

extension Scene {
    /// Items drawn in a transformed and/or clipped coordinate space: a rotated or scaled view,
    /// or a view that clips to its bounds.
    ///
    /// The transform maps the group's coordinates to its parent's (Foundation's
    /// `AffineTransform`, whose `m11 m12 m21 m22 tX tY` are the usual `a b c d tx ty`); the clip
    /// is given in the group's own coordinates, before its items are drawn.
    public struct Group: Hashable, Sendable {
        public var transform: AffineTransform
        /// The area outside which nothing of the group shows, or nil not to clip.
        public var clip: Path?
        /// How opaque the whole group is, from 0 to 1 (UIView's `alpha`).
        public var opacity: Double
        public var items: [Item]

        public init(transform: AffineTransform = .identity, clip: Path? = nil, opacity: Double = 1, items: [Item]) {
            self.transform = transform
            self.clip = clip
            self.opacity = opacity
            self.items = items
        }

        /// A transform that applies `transform` about `center` rather than about the origin, as
        /// UIKit applies a view's transform about the centre of its bounds.
        public static func transform(_ transform: AffineTransform, about center: CGPoint) -> AffineTransform {
            var result = AffineTransform(translationByX: -center.x, byY: -center.y)
            result.append(transform)
            result.append(AffineTransform(translationByX: center.x, byY: center.y))
            return result
        }
    }
}
