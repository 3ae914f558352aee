import Foundation

/// Places labels one at a time, each at the first of its candidate frames that keeps clear of
/// every label placed before it and stays within bounds.
///
/// Greedy and order-dependent by design: the same labels in the same order always land in the
/// same places, so figures are deterministic, and the caller decides who gets the best spots
/// by the order it places them in.
public struct LabelPlacer: Hashable, Sendable {
    /// The area labels must lie in, or nil for anywhere.
    public var bounds: CGRect?
    /// The least space between two labels, in points.
    public var spacing: CGFloat
    /// The frames taken so far, in the order they were taken.
    public var placed: [CGRect] { taken.frames }
    /// The frames taken, filed by area so that a collision test looks only at those nearby.
    private var taken = FrameGrid()

    public init(bounds: CGRect? = nil, spacing: CGFloat) {
        self.bounds = bounds
        self.spacing = spacing
    }

    /// Takes the first candidate that is within bounds and keeps `spacing` from every frame
    /// already placed; returns it, or nil (taking nothing) when every candidate collides.
    ///
    /// - Complexity: O(c × k) for c candidates and k frames placed near them.
    public mutating func place(candidates: [CGRect]) -> CGRect? {
        guard let frame = candidates.first(where: isFree) else { return nil }
        reserve(frame)
        return frame
    }

    /// Marks `frame` as taken whether or not it is free: for things labels must avoid that
    /// are not labels themselves.
    public mutating func reserve(_ frame: CGRect) {
        taken.insert(frame)
    }

    /// Whether `frame` lies within bounds and keeps `spacing` from every frame placed.
    ///
    /// - Complexity: O(k) in the number of frames placed near `frame`.
    public func isFree(_ frame: CGRect) -> Bool {
        if let bounds, !bounds.fullyContains(frame) { return false }
        let reach = frame.insetBy(dx: -spacing, dy: -spacing)
        return !taken.contains(near: reach) { Self.overlaps(frame, $0, spacing: spacing) }
    }

    /// Whether two frames come closer than `spacing`; frames exactly `spacing` apart do not
    /// overlap.
    public static func overlaps(_ first: CGRect, _ second: CGRect, spacing: CGFloat) -> Bool {
        first.minX < second.maxX + spacing && second.minX < first.maxX + spacing
            && first.minY < second.maxY + spacing && second.minY < first.maxY + spacing
    }
}
