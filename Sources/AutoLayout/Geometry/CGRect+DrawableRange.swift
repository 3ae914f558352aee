import Foundation

extension CGRect {
    /// How far from the window's origin, in points, a solved frame may reach and still be
    /// reported and drawn as it is: ten times the largest length a spec may write, room for
    /// sums of them, and well inside the 2²³ points that cairo's fixed-point coordinates hold.
    /// A layout can go beyond it (multipliers compound: `b.width == a.width * 100000`
    /// twice is 10¹⁵), or produce no number at all.
    public static let drawableLimit: CGFloat = 1_000_000

    /// Whether every edge of the rectangle is a finite number within ``drawableLimit`` of the
    /// origin.
    public var isDrawable: Bool {
        let range = -Self.drawableLimit...Self.drawableLimit
        return range.contains(minX) && range.contains(maxX) && range.contains(minY) && range.contains(maxY)
    }

    /// The rectangle with each edge held within ``drawableLimit`` of the origin; nil when an
    /// edge is not a number (NaN), which has no place to be drawn at.
    public var clampedToDrawableRange: CGRect? {
        guard !(minX.isNaN || maxX.isNaN || minY.isNaN || maxY.isNaN) else { return nil }
        let range = -Self.drawableLimit...Self.drawableLimit
        let (left, right) = (minX.clamped(to: range), maxX.clamped(to: range))
        let (top, bottom) = (minY.clamped(to: range), maxY.clamped(to: range))
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

extension CGPoint {
    /// The point with each coordinate held within ``CGRect/drawableLimit`` of the origin; nil
    /// when either is not a number.
    public var clampedToDrawableRange: CGPoint? {
        guard !(x.isNaN || y.isNaN) else { return nil }
        let range = -CGRect.drawableLimit...CGRect.drawableLimit
        return CGPoint(x: x.clamped(to: range), y: y.clamped(to: range))
    }
}

extension CGFloat {
    fileprivate func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
