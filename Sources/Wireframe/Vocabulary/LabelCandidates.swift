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
        // One array, reserved once: every constraint of a figure asks for these candidates.
        var frames: [CGRect] = []
        frames.reserveCapacity(2 * (besideFractions.count + besideRings) + 1)
        func point(at fraction: CGFloat) -> CGPoint {
            CGPoint(x: start.x + fraction * (end.x - start.x), y: start.y + fraction * (end.y - start.y))
        }
        func appendSides(of point: CGPoint, distance: CGFloat) {
            if isHorizontal {
                frames.append(CGRect(x: point.x - size.width / 2, y: point.y - distance - size.height, width: size.width, height: size.height))
                frames.append(CGRect(x: point.x - size.width / 2, y: point.y + distance, width: size.width, height: size.height))
            } else {
                frames.append(CGRect(x: point.x + distance, y: point.y - size.height / 2, width: size.width, height: size.height))
                frames.append(CGRect(x: point.x - distance - size.width, y: point.y - size.height / 2, width: size.width, height: size.height))
            }
        }
        for fraction in besideFractions {
            appendSides(of: point(at: fraction), distance: gap)
        }
        let step = (isHorizontal ? size.height : size.width) + gap
        for ring in 1 ... besideRings {
            appendSides(of: point(at: 0.5), distance: gap + CGFloat(ring) * step)
        }
        frames.append(centered(on: point(at: 0.5), size: size))
        for index in frames.indices { frames[index] = onWholePoints(frames[index]) }
        return frames
    }

    /// Where along a line `beside` tries first: the middle, then further out on each side.
    private static let besideFractions: [CGFloat] = [0.5, 0.3, 0.7, 0.15, 0.85]
    /// How many times `beside` stacks the middle spots further out.
    private static let besideRings = 3

    /// Spots further from `anchor` than a label's own candidates, for a label drawn at the end
    /// of a leader line: in rings `leaderStep` apart, out to `leaderRings` rings, each ring
    /// trying the sides in a fixed order (above, right, below, left, then the diagonals), so
    /// that a label goes the same way from its anchor whatever else the figure holds.
    ///
    /// - Complexity: O(1): `leaderRings × 8` candidates.
    static func around(_ anchor: CGPoint, size: CGSize, gap: CGFloat) -> [CGRect] {
        var frames: [CGRect] = []
        frames.reserveCapacity(leaderRings * 8)
        for ring in 1 ... leaderRings {
            let distance = gap + CGFloat(ring) * leaderStep
            let diagonal = distance * 0.7
            let (halfWidth, halfHeight) = (size.width / 2, size.height / 2)
            let origins = [
                CGPoint(x: anchor.x - halfWidth, y: anchor.y - distance - size.height),
                CGPoint(x: anchor.x + distance, y: anchor.y - halfHeight),
                CGPoint(x: anchor.x - halfWidth, y: anchor.y + distance),
                CGPoint(x: anchor.x - distance - size.width, y: anchor.y - halfHeight),
                CGPoint(x: anchor.x + diagonal, y: anchor.y - diagonal - size.height),
                CGPoint(x: anchor.x + diagonal, y: anchor.y + diagonal),
                CGPoint(x: anchor.x - diagonal - size.width, y: anchor.y + diagonal),
                CGPoint(x: anchor.x - diagonal - size.width, y: anchor.y - diagonal - size.height),
            ]
            frames += origins.map { onWholePoints(CGRect(origin: $0, size: size)) }
        }
        return frames
    }

    /// Spots in the gutters beside `extent` (what the figure draws), level with `anchor` and
    /// then stepping up and down from it: callouts for a label whose surroundings are all
    /// taken, left gutter first when the anchor is in the left half.
    ///
    /// - Complexity: O(1): `2 × gutterSteps` candidates.
    static func gutters(of extent: CGRect, level anchor: CGPoint, size: CGSize, gap: CGFloat) -> [CGRect] {
        let left = extent.minX - gap - size.width, right = extent.maxX + gap
        let sides = anchor.x < extent.midX ? [left, right] : [right, left]
        var frames: [CGRect] = []
        frames.reserveCapacity(2 * gutterSteps)
        for x in sides {
            for step in 0 ..< gutterSteps {
                let offset = CGFloat((step + 1) / 2) * (size.height + gap) * (step % 2 == 0 ? 1 : -1)
                frames.append(onWholePoints(CGRect(x: x, y: anchor.y - size.height / 2 + offset, width: size.width, height: size.height)))
            }
        }
        return frames
    }

    /// How many spots each gutter offers a label: level with its anchor, then three above and
    /// three below.
    static let gutterSteps = 7

    /// How far apart the rings of leader spots are, in points.
    static let leaderStep: CGFloat = 14
    /// How many rings of leader spots a label tries: out to 112 pt from its anchor.
    static let leaderRings = 8

    /// Centred on a point, then around it, for badges that belong on their line.
    static func on(_ point: CGPoint, size: CGSize, gap: CGFloat) -> [CGRect] {
        let centre = centered(on: point, size: size)
        let offsets: [(CGFloat, CGFloat)] = [(0, 0), (0, -1), (0, 1), (1, 0), (-1, 0)]
        return offsets.map { dx, dy in
            onWholePoints(centre.offsetBy(dx: dx * (size.width + gap), dy: dy * (size.height + gap)))
        }
    }

    /// In the corners of a frame, then at the middle of its top and bottom edges (when the
    /// label fits inside, leaving `inset`); then just outside it: above and below each
    /// top corner, beside the top edge, beside the bottom edge, then above and below the
    /// middle.
    static func corners(of frame: CGRect, size: CGSize, inset: CGFloat, gap: CGFloat, insideFirst: [Corner] = Corner.allCases) -> [CGRect] {
        var frames: [CGRect] = []
        let (left, right, centre) = (frame.minX, frame.maxX - size.width, frame.midX - size.width / 2)
        if fits(size, inside: frame, inset: inset) {
            frames += insideFirst.map { corner in
                let x = corner.isLeft ? left + inset : right - inset
                let y = corner.isTop ? frame.minY + inset : frame.maxY - inset - size.height
                return CGRect(origin: CGPoint(x: x, y: y), size: size)
            }
            frames += [frame.minY + inset, frame.maxY - inset - size.height].map { y in
                CGRect(origin: CGPoint(x: centre, y: y), size: size)
            }
        }
        let (above, below) = (frame.minY - gap - size.height, frame.maxY + gap)
        let (before, after) = (frame.minX - gap - size.width, frame.maxX + gap)
        let (top, bottom) = (frame.minY, frame.maxY - size.height)
        let origins = [
            (left, above), (left, below), (right, above), (right, below),
            (before, top), (after, top), (before, bottom), (after, bottom),
            (centre, above), (centre, below),
        ]
        frames += origins.map { x, y in CGRect(origin: CGPoint(x: x, y: y), size: size) }
        return frames.map(onWholePoints)
    }

    /// Whether a label of `size` fits inside `frame`, `inset` from each edge.
    static func fits(_ size: CGSize, inside frame: CGRect, inset: CGFloat) -> Bool {
        size.width <= frame.width - 2 * inset && size.height <= frame.height - 2 * inset
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
