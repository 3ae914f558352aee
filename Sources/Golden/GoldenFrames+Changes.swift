extension GoldenFrames {
    /// What changed from these frames (the golden's) to `actual` (a render's): the window,
    /// the traits, then the views and guides in reading order (top to bottom, left to right,
    /// a container before what it contains), then the warnings. Empty when they match.
    ///
    /// - Parameter tolerance: how far, in points, a coordinate or size may move and still
    ///   match.
    /// - Complexity: O(*n* log *n*) for *n* views, plus the warnings.
    public func changes(to actual: GoldenFrames, tolerance: Double) -> [FrameChange] {
        var changes: [FrameChange] = []
        if abs(window.width - actual.window.width) > tolerance || abs(window.height - actual.window.height) > tolerance {
            changes.append(.windowResized(from: window, to: actual.window))
        }
        if traits != actual.traits { changes.append(.traitsChanged(from: traits, to: actual.traits)) }
        changes += viewChanges(to: actual, tolerance: tolerance)
        changes += Self.missing(actual.diagnostics, from: diagnostics).map(FrameChange.warningAppeared)
        changes += Self.missing(diagnostics, from: actual.diagnostics).map(FrameChange.warningResolved)
        return changes
    }

    /// The views' and guides' changes in reading order.
    private func viewChanges(to actual: GoldenFrames, tolerance: Double) -> [FrameChange] {
        var located: [(place: Rect, id: String, change: FrameChange)] = []
        for (id, old) in views {
            guard let new = actual.views[id] else {
                located.append((old.windowFrame, id, .disappeared(id: id)))
                continue
            }
            // A number that is not finite (NaN, read from null) differs from every number and
            // matches itself.
            func differs(_ a: Double, _ b: Double) -> Bool { a.isNaN != b.isNaN || abs(b - a) > tolerance }
            func change(_ a: Double, _ b: Double) -> Double { differs(a, b) ? b - a : 0 }
            func value(_ a: Double, _ b: Double) -> FrameChange.ValueChange? {
                differs(a, b) ? FrameChange.ValueChange(old: a, new: b) : nil
            }
            let dx = change(old.frame.x, new.frame.x), dy = change(old.frame.y, new.frame.y)
            let width = value(old.frame.width, new.frame.width), height = value(old.frame.height, new.frame.height)
            if dx != 0 || dy != 0 || width != nil || height != nil {
                located.append((old.windowFrame, id, .frameChanged(id: id, dx: dx, dy: dy, width: width, height: height)))
            }
        }
        for (id, new) in actual.views where views[id] == nil {
            located.append((new.windowFrame, id, .appeared(id: id, frame: new.frame)))
        }
        return located.sorted { a, b in
            (a.place.y, a.place.x, -a.place.width * a.place.height, a.id)
                < (b.place.y, b.place.x, -b.place.width * b.place.height, b.id)
        }.map(\.change)
    }

    /// The diagnostics of `list` that `other` lacks, counting repeats, in `list`'s order.
    private static func missing(_ list: [Diagnostic], from other: [Diagnostic]) -> [Diagnostic] {
        var available: [Diagnostic: Int] = [:]
        for diagnostic in other { available[diagnostic, default: 0] += 1 }
        return list.filter { diagnostic in
            guard let count = available[diagnostic], count > 0 else { return true }
            available[diagnostic] = count - 1
            return false
        }
    }
}
