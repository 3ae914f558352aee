import AutoLayout
import Foundation

/// A view as a wireframe shows it: its frame outlined, filled with its background colour, and
/// labelled with its identifier and kind.
public struct ViewMark: Hashable, Sendable {
    /// The frame in window coordinates, before `transform` turns it about its centre: the
    /// bounds' size centred where the view's centre lands. Without transformed ancestors, the
    /// view's untransformed frame (UIKit's `center` and `bounds.size`).
    public var frame: CGRect
    /// The spec's name for the view, such as "titleLabel".
    public var identifier: String
    /// The view's class, such as "UILabel".
    public var kind: String
    /// The view's `backgroundColor`, or nil for a clear view (outline only).
    public var backgroundColor: Color?
    /// The view's `transform` composed with its ancestors', applied about the frame's centre
    /// as UIKit does (a transform turns a view's whole subtree with it); the identity for most
    /// views.
    public var transform: CGAffineTransform
    /// What the view shows inside its frame, if anything.
    public var content: ViewContent?
    /// How opaque the view's own pixels (fill and content) are: its `alpha` times its
    /// ancestors', as UIKit composites a subtree. Outline and name stay opaque: they are the
    /// figure's notes about the view, not its pixels.
    public var alpha: Double
    /// What layout concluded about the view: an error (conflicting or ambiguous) draws its
    /// outline red, a misplaced frame orange, as Interface Builder does.
    public var status: ConstraintStatus
    /// The opaque colour the view's content is drawn on: its fill over its ancestors' fills
    /// over the window, or nil for the theme's window surface. Text without a colour of its
    /// own takes one legible on it.
    public var backdrop: Color?
    /// The layer's rounded corners and border, drawn with the fill.
    public var decoration: ViewDecoration = ViewDecoration()
    /// For a view inside scroll views, the part of the window it shows through (its scroll
    /// views' visible frames); outside it the view's pixels are drawn faded, so that a long
    /// form is reviewed whole. Nil for views outside scroll views.
    public var visibleRect: CGRect?

    public init(
        frame: CGRect,
        identifier: String,
        kind: String,
        backgroundColor: Color? = nil,
        transform: CGAffineTransform = .identity,
        content: ViewContent? = nil,
        alpha: Double = 1,
        status: ConstraintStatus = .satisfied,
        backdrop: Color? = nil,
        decoration: ViewDecoration = ViewDecoration()
    ) {
        self.frame = frame
        self.identifier = identifier
        self.kind = kind
        self.backgroundColor = backgroundColor
        self.transform = transform
        self.content = content
        self.alpha = alpha
        self.status = status
        self.backdrop = backdrop
        self.decoration = decoration
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
