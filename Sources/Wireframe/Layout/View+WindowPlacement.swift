import AutoLayout
import Foundation

extension View {
    /// The box around the untransformed frame in the window's coordinates: where constraints,
    /// which relate untransformed frames, are drawn.
    var windowFrame: CGRect {
        superview?.convert(alignmentFrame, to: nil) ?? alignmentFrame
    }

    /// Where the figure draws the view: a rectangle of the bounds' size centred where the
    /// view's centre lands in the window, and the transform that turns it about that centre
    /// into place, the view's own composed with its ancestors'. UIKit applies a transform about
    /// a view's centre to the view and its whole subtree, so a subview of a rotated view turns
    /// with it. Without transformed ancestors the rectangle is the view's untransformed frame.
    var windowPlacement: (frame: CGRect, transform: CGAffineTransform) {
        let center = superview?.convert(self.center, to: nil) ?? self.center
        let size = bounds.size
        let frame = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        // The ancestors' translations already moved the centre; only their linear parts remain.
        return (frame, transform.concatenating(superview?.windowLinearTransform ?? .identity))
    }

    /// The linear part (no translation) of the map from this view's bounds to the window: the
    /// transforms of the view and its ancestors, innermost first.
    private var windowLinearTransform: CGAffineTransform {
        var linear = CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
        if let superview { linear = linear.concatenating(superview.windowLinearTransform) }
        return linear
    }

    /// How opaque the view is drawn: its alpha times its ancestors', as UIKit composites a
    /// view's subtree into it.
    var windowAlpha: Double {
        Double(alpha) * (superview?.windowAlpha ?? 1)
    }
}
