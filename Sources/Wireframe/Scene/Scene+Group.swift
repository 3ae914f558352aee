import AutoLayout
import Foundation

extension Scene {
    /// Items drawn in a transformed and/or clipped coordinate space: a rotated or scaled view,
    /// or a view that clips to its bounds.
    ///
    /// The transform maps the group's coordinates to its parent's (the `CGAffineTransform` that
    /// views hold); the clip is given in the group's own coordinates.
    public struct Group: Hashable, Sendable {
        public var transform: CGAffineTransform
        /// The area outside which nothing of the group shows, or nil not to clip.
        public var clip: Path?
        /// How opaque the whole group is, from 0 to 1 (UIView's `alpha`).
        public var opacity: Double
        public var items: [Item]

        public init(transform: CGAffineTransform = .identity, clip: Path? = nil, opacity: Double = 1, items: [Item]) {
            self.transform = transform
            self.clip = clip
            self.opacity = opacity
            self.items = items
        }

        /// A transform that applies `transform` about `center` rather than about the origin, as
        /// UIKit applies a view's transform about the centre of its bounds.
        public static func transform(_ transform: CGAffineTransform, about center: CGPoint) -> CGAffineTransform {
            CGAffineTransform(translationX: -center.x, y: -center.y)
                .concatenating(transform)
                .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        }
    }
}
