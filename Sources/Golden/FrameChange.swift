/// One difference between a golden's frames and a render's, said as a person would:
/// "nameField moved 8 pt right, width 299 -> 291".
///
/// Changes are found by ``GoldenFrames/changes(to:tolerance:)``; a golden check reports them
/// before anything about pixels, because they name the views and the amounts.
public enum FrameChange: Hashable, Sendable, CustomStringConvertible {
    /// The window has another size: another device or orientation.
    case windowResized(from: GoldenFrames.Size, to: GoldenFrames.Size)
    /// The size classes or the scale changed.
    case traitsChanged(from: GoldenFrames.Traits, to: GoldenFrames.Traits)
    /// A view's or guide's frame in its superview changed: it moved by `dx` and `dy` points
    /// (0 when within the tolerance) and its width or height changed (nil when not).
    ///
    /// A view that moves with its superview keeps its frame, so only the view that moved is
    /// named, not everything inside it.
    case frameChanged(id: String, dx: Double, dy: Double, width: ValueChange?, height: ValueChange?)
    /// A view or guide with an id that the golden does not have.
    case appeared(id: String, frame: GoldenFrames.Rect)
    /// A view or guide of the golden that the render does not have.
    case disappeared(id: String)
    /// A layout warning (unsatisfiable or ambiguous constraints) that the golden does not have.
    case warningAppeared(GoldenFrames.Diagnostic)
    /// A warning of the golden that the render no longer has.
    case warningResolved(GoldenFrames.Diagnostic)

    /// A number before and after.
    public struct ValueChange: Hashable, Sendable {
        public let old: Double
        public let new: Double

        public init(old: Double, new: Double) {
            self.old = old
            self.new = new
        }
    }

    public var description: String {
        switch self {
        case .windowResized(let old, let new):
            "window \(old.width.text) × \(old.height.text) -> \(new.width.text) × \(new.height.text)"
        case .traitsChanged(let old, let new):
            "traits \(Self.traits(old)) -> \(Self.traits(new))"
        case .frameChanged(let id, let dx, let dy, let width, let height):
            "\(id) " + Self.frameParts(dx: dx, dy: dy, width: width, height: height).joined(separator: ", ")
        case .appeared(let id, let frame):
            "\(id) appeared (\([frame.x, frame.y, frame.width, frame.height].map(\.text).joined(separator: ", ")))"
        case .disappeared(let id):
            "\(id) disappeared"
        case .warningAppeared(let diagnostic):
            "new warning: \(diagnostic.kind): \(diagnostic.message)"
        case .warningResolved(let diagnostic):
            "warning gone: \(diagnostic.kind): \(diagnostic.message)"
        }
    }

    /// "moved 8 pt right and 2 pt up", "width 299 -> 291", "height 30 -> 34": the parts that
    /// changed.
    private static func frameParts(dx: Double, dy: Double, width: ValueChange?, height: ValueChange?) -> [String] {
        let moves = [
            dx == 0 ? nil : "\(abs(dx).text) pt \(dx > 0 ? "right" : "left")",
            dy == 0 ? nil : "\(abs(dy).text) pt \(dy > 0 ? "down" : "up")",
        ].compactMap { $0 }
        var parts = moves.isEmpty ? [] : ["moved " + moves.joined(separator: " and ")]
        if let width { parts.append("width \(width.old.text) -> \(width.new.text)") }
        if let height { parts.append("height \(height.old.text) -> \(height.new.text)") }
        return parts
    }

    /// "wC hR @2x".
    private static func traits(_ traits: GoldenFrames.Traits) -> String {
        "w\(sizeClassLetter(traits.horizontalSizeClass)) h\(sizeClassLetter(traits.verticalSizeClass)) @\(traits.displayScale.text)x"
    }

    private static func sizeClassLetter(_ sizeClass: String) -> String {
        switch sizeClass {
        case "compact": "C"
        case "regular": "R"
        default: "(\(sizeClass))"
        }
    }
}
