import Foundation

extension View {
    /// The view's rectangle in its superview's coordinates: the transformed bounds' bounding
    /// box around `center`. Setting it sets `center` and `bounds.size` (and, when set by hand,
    /// the frame the autoresizing mask keeps).
    public var frame: CGRect {
        get {
            let local = CGRect(x: -boundsStorage.width / 2, y: -boundsStorage.height / 2,
                               width: boundsStorage.width, height: boundsStorage.height)
            let transformed = local.applying(transformStorage)
            return transformed.offsetBy(dx: centerStorage.x, dy: centerStorage.y)
        }
        set {
            centerStorage = CGPoint(x: newValue.midX, y: newValue.midY)
            boundsStorage.size = newValue.size
            noteFrameSetByHand()
        }
    }

    /// The view's own coordinate system: the origin shifts the subviews, the size is the view's.
    public var bounds: CGRect {
        get { boundsStorage }
        set {
            boundsStorage = newValue
            noteFrameSetByHand()
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    public var center: CGPoint {
        get { centerStorage }
        set {
            centerStorage = newValue
            noteFrameSetByHand()
        }
    }

    /// Records the frame just set by hand (through `frame`, `bounds` or `center`) as the one
    /// the autoresizing mask keeps, against the superview's current size, as UIKit regenerates
    /// a view's autoresizing constraints when its geometry is set.
    private func noteFrameSetByHand() {
        autoresizingReference = (alignmentFrame, superview?.bounds.size ?? .zero)
        setNeedsLayout()
    }

    /// A transform applied about the centre. Auto Layout ignores it (it positions the
    /// untransformed rectangle, as UIKit does since iOS 8).
    public var transform: CGAffineTransform {
        get { transformStorage }
        set { transformStorage = newValue }
    }

    /// The frame as if the view had no transform: its bounds' size around `center`, the
    /// rectangle setting `frame` places and a frame written in a document describes.
    var untransformedFrame: CGRect {
        CGRect(x: centerStorage.x - boundsStorage.width / 2, y: centerStorage.y - boundsStorage.height / 2,
               width: boundsStorage.width, height: boundsStorage.height)
    }

    /// The untransformed frame inset by the ``alignmentRectInsets``: what layout positions
    /// and constraints relate (for most views, the untransformed frame itself).
    public var alignmentFrame: CGRect {
        untransformedFrame.inset(by: alignmentRectInsets)
    }

    /// Places the untransformed alignment rectangle (the frame is it outset by the
    /// ``alignmentRectInsets``), keeping the transform and the bounds origin.
    func setAlignmentFrame(_ rect: CGRect) {
        let insets = alignmentRectInsets
        let frame = CGRect(x: rect.minX - insets.left, y: rect.minY - insets.top,
                           width: rect.width + insets.left + insets.right, height: rect.height + insets.top + insets.bottom)
        centerStorage = CGPoint(x: frame.midX, y: frame.midY)
        boundsStorage.size = frame.size
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the window's).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inWindow = pointToRoot(point)
        guard let view else { return inWindow }
        return view.pointFromRoot(inWindow)
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        pointFromRoot(view?.pointToRoot(point) ?? point)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s: the bounding box of
    /// its converted corners.
    ///
    /// The four corners go up (and down) the chain of superviews together, each step the same
    /// arithmetic as converting one point: a figure converts every view's frame, and walking
    /// the chain once instead of four times is most of the cost.
    ///
    /// - Complexity: O(depth) of the two views in the hierarchy.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        var corners = RectangleCorners(rect)
        cornersToRoot(&corners)
        view?.cornersFromRoot(&corners)
        return corners.boundingBox
    }

    /// Converts a rectangle from `view`'s coordinates to this view's.
    ///
    /// - Complexity: O(depth) of the two views in the hierarchy.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        var corners = RectangleCorners(rect)
        view?.cornersToRoot(&corners)
        cornersFromRoot(&corners)
        return corners.boundingBox
    }

    /// Points in this view's bounds moved to the root's (the window's) coordinates.
    private func cornersToRoot(_ corners: inout RectangleCorners) {
        var view: View? = self
        while let current = view {
            corners.transform(current.pointToSuperview)
            view = current.superview
        }
    }

    /// Points in the root's coordinates moved into this view's bounds.
    private func cornersFromRoot(_ corners: inout RectangleCorners) {
        superview?.cornersFromRoot(&corners)
        let inverse = transformStorage.inverted()
        corners.transform { pointFromSuperview($0, inverse: inverse) }
    }

    /// A point in this view's bounds, in the root's (the window's) coordinates.
    func pointToRoot(_ point: CGPoint) -> CGPoint {
        let inSuperview = pointToSuperview(point)
        return superview?.pointToRoot(inSuperview) ?? inSuperview
    }

    /// A point in the root's coordinates, in this view's bounds.
    func pointFromRoot(_ point: CGPoint) -> CGPoint {
        let inSuperview = superview?.pointFromRoot(point) ?? point
        return pointFromSuperview(inSuperview, inverse: transformStorage.inverted())
    }

    private func pointToSuperview(_ point: CGPoint) -> CGPoint {
        let local = CGPoint(x: point.x - boundsStorage.midX, y: point.y - boundsStorage.midY).applying(transformStorage)
        return CGPoint(x: local.x + centerStorage.x, y: local.y + centerStorage.y)
    }

    /// - Parameter inverse: the inverse of the view's transform.
    private func pointFromSuperview(_ point: CGPoint, inverse: CGAffineTransform) -> CGPoint {
        let local = CGPoint(x: point.x - centerStorage.x, y: point.y - centerStorage.y).applying(inverse)
        return CGPoint(x: local.x + boundsStorage.midX, y: local.y + boundsStorage.midY)
    }
}

/// The four corners of a rectangle, converted together.
private struct RectangleCorners {
    var topLeft: CGPoint, topRight: CGPoint, bottomLeft: CGPoint, bottomRight: CGPoint

    init(_ rect: CGRect) {
        topLeft = CGPoint(x: rect.minX, y: rect.minY)
        topRight = CGPoint(x: rect.maxX, y: rect.minY)
        bottomLeft = CGPoint(x: rect.minX, y: rect.maxY)
        bottomRight = CGPoint(x: rect.maxX, y: rect.maxY)
    }

    mutating func transform(_ convert: (CGPoint) -> CGPoint) {
        (topLeft, topRight) = (convert(topLeft), convert(topRight))
        (bottomLeft, bottomRight) = (convert(bottomLeft), convert(bottomRight))
    }

    /// The smallest rectangle that holds the four points.
    var boundingBox: CGRect {
        let minX = min(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x)
        let maxX = max(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x)
        let minY = min(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y)
        let maxY = max(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
