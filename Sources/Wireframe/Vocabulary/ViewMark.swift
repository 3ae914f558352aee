import AutoLayout
import Foundation

/// A view as a wireframe shows it: its frame outlined, filled with its background colour, and
/// labelled with its identifier and kind.
public struct ViewMark: Hashable, Sendable {
    /// The frame in window coordinates, before any transform (UIKit's `center` and
    /// `bounds.size`).
    public var frame: CGRect
    /// The spec's name for the view, such as "titleLabel".
    public var identifier: String
    /// The view's class, such as "UILabel".
    public var kind: String
    /// The view's `backgroundColor`, or nil for a clear view (outline only).
    public var backgroundColor: Color?
    /// The view's `transform`, applied about the frame's centre as UIKit does; the identity
    /// for most views.
    public var transform: CGAffineTransform
    /// What the view shows inside its frame, if anything.
    public var content: ViewContent?

    public init(
        frame: CGRect,
        identifier: String,
        kind: String,
        backgroundColor: Color? = nil,
        transform: CGAffineTransform = .identity,
        content: ViewContent? = nil
    ) {
        self.frame = frame
        self.identifier = identifier
        self.kind = kind
        self.backgroundColor = backgroundColor
        self.transform = transform
        self.content = content
    }

    /// The transform in window coordinates: `transform` applied about the frame's centre.
    var windowTransform: CGAffineTransform {
        Scene.Group.transform(transform, about: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// The axis-aligned box the view covers: its frame, or for a transformed view the box
    /// around the transformed frame (which is what `UIView.frame` then reports).
    public var boundingBox: CGRect {
        transform.isIdentity ? frame : frame.applying(windowTransform)
    }

    /// "identifier · Kind", or whichever of the two is not empty.
    public var title: String {
        [identifier, kind].filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
