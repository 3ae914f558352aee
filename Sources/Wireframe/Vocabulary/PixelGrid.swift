import Foundation

/// Snapping to the half-point grid, where a 1-point line covers whole pixels: one column at
/// 1x, two at 2x, three at 3x, instead of two half-grey columns.
enum PixelGrid {
    /// The nearest half point at or below `value`.
    static func halfPoint(_ value: CGFloat) -> CGFloat {
        value.rounded(.down) + 0.5
    }

    /// The rectangle whose 1-point outline, centred on its edges, lies inside `frame` on the
    /// half-point grid.
    static func outline(inside frame: CGRect, lineWidth: CGFloat) -> CGRect {
        let minX = halfPoint(frame.minX + lineWidth / 2)
        let minY = halfPoint(frame.minY + lineWidth / 2)
        let maxX = max(minX, halfPoint(frame.maxX - lineWidth / 2))
        let maxY = max(minY, halfPoint(frame.maxY - lineWidth / 2))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A label origin on whole points, so plates and text start on pixel boundaries.
    static func wholePoints(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x.rounded(), y: point.y.rounded())
    }
}
