import Foundation

/// The spots a label of a given size may take around what it names, best first; every frame
/// starts on whole points.
enum LabelCandidates {
    /// Beside a line: above then below a horizontal line, right then left of a vertical one,
    /// at its middle first and then further along; then stacked further out; last, on the
    /// line itself.
    ///
    /// - Complexity: O(1): a fixed number of candidates.
    static func beside(lineFrom start: CGPoint, to end: CGPoint, size: CGSize, gap: CGFloat) -> [CGRect] {
        let isHorizontal = abs(end.x - start.x) >= abs(end.y - start.y)
        let fractions: [CGFloat] = [0.5, 0.3, 0.7, 0.15, 0.85]
        var frames: [CGRect] = []
        func point(at fraction: CGFloat) -> CGPoint {
            CGPoint(x: start.x + fraction * (end.x - start.x), y: start.y + fraction * (end.y - start.y))
        }
        func sides(of point: CGPoint, distance: CGFloat) -> [CGRect] {
            if isHorizontal {
                return [
                    CGRect(x: point.x - size.width / 2, y: point.y - distance - size.height, width: size.width, height: size.height),
                    CGRect(x: point.x - size.width / 2, y: point.y + distance, width: size.width, height: size.height),
                ]
            }
            return [
                CGRect(x: point.x + distance, y: point.y - size.height / 2, width: size.width, height: size.height),
                CGRect(x: point.x - distance - size.width, y: point.y - size.height / 2, width: size.width, height: size.height),
            ]
        }
        for fraction in fractions {
            frames += sides(of: point(at: fraction), distance: gap)
        }
        let step = (isHorizontal ? size.height : size.width) + gap
        for ring in 1 ... 3 {
            frames += sides(of: point(at: 0.5), distance: gap + CGFloat(ring) * step)
        }
        frames.append(centered(on: point(at: 0.5), size: size))
        return frames.map(onWholePoints)
    }

    /// Centred on a point, then around it, for badges that belong on their line.
    static func on(_ point: CGPoint, size: CGSize, gap: CGFloat) -> [CGRect] {
        let centre = centered(on: point, size: size)
        let offsets: [(CGFloat, CGFloat)] = [(0, 0), (0, -1), (0, 1), (1, 0), (-1, 0)]
        return offsets.map { dx, dy in
            onWholePoints(centre.offsetBy(dx: dx * (size.width + gap), dy: dy * (size.height + gap)))
        }
    }

    /// In the corners of a frame (when the label fits inside, leaving `inset`), then outside
    /// it: above and below each top corner, then beside the top edge.
    static func corners(of frame: CGRect, size: CGSize, inset: CGFloat, gap: CGFloat, insideFirst: [Corner] = Corner.allCases) -> [CGRect] {
        var frames: [CGRect] = []
        if size.width <= frame.width - 2 * inset, size.height <= frame.height - 2 * inset {
            frames += insideFirst.map { corner in
                let x = corner.isLeft ? frame.minX + inset : frame.maxX - inset - size.width
                let y = corner.isTop ? frame.minY + inset : frame.maxY - inset - size.height
                return CGRect(origin: CGPoint(x: x, y: y), size: size)
            }
        }
        frames += [
            CGRect(x: frame.minX, y: frame.minY - gap - size.height, width: size.width, height: size.height),
            CGRect(x: frame.minX, y: frame.maxY + gap, width: size.width, height: size.height),
            CGRect(x: frame.maxX - size.width, y: frame.minY - gap - size.height, width: size.width, height: size.height),
            CGRect(x: frame.maxX - size.width, y: frame.maxY + gap, width: size.width, height: size.height),
            CGRect(x: frame.minX - gap - size.width, y: frame.minY, width: size.width, height: size.height),
            CGRect(x: frame.maxX + gap, y: frame.minY, width: size.width, height: size.height),
        ]
        return frames.map(onWholePoints)
    }

    /// The corners of a frame, for the order a label tries them in.
    enum Corner: CaseIterable {
        case topLeft, topRight, bottomLeft, bottomRight

        var isLeft: Bool { self == .topLeft || self == .bottomLeft }
        var isTop: Bool { self == .topLeft || self == .topRight }
    }

    private static func centered(on point: CGPoint, size: CGSize) -> CGRect {
        CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
    }

    private static func onWholePoints(_ frame: CGRect) -> CGRect {
        CGRect(origin: PixelGrid.wholePoints(frame.origin), size: frame.size)
    }
}
