import Foundation

/// What to draw: a canvas size in points, a background, and items painted in order (later
/// items on top).
///
/// A scene is a plain value: it can be built, compared and stored without cairo, and the
/// renderer (`rendered(as:)`) is the only code that turns it into pixels or vectors.
public struct Scene: Hashable, Sendable {
    /// The canvas size in points; a PNG has `ceil(size × scale)` pixels.
    public var size: CGSize
    /// The colour under everything, or nil for a transparent canvas.
    public var background: Color?
    public var items: [Item]
    /// The fonts its text is set with.
    public var fonts: FontCollection

    public init(size: CGSize, background: Color? = nil, items: [Item] = [], fonts: FontCollection = .system) {
        self.size = size
        self.background = background
        self.items = items
        self.fonts = fonts
    }

    /// One thing drawn in a scene.
    public enum Item: Hashable, Sendable {
        case rectangle(Rectangle)
        case path(Path)
        case text(Text)
        /// Held out of line: few items are groups, and a group in place made every item larger.
        indirect case group(Group)
    }
}
