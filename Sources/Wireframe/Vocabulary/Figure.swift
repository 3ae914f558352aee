import Foundation

/// A documentation figure: a window's marks in Interface Builder's visual language, with
/// their labels kept apart, under a caption and over a legend of the marks it uses.
///
/// Build it by adding marks in window coordinates (the order of marks of one layer is the
/// order they are painted in, so add parents before children), then ask for its `scene`.
///
/// ```swift
/// var figure = Figure(windowSize: CGSize(width: 390, height: 844), caption: Caption(title: "Login"))
/// figure.add(.view(ViewMark(frame: root, identifier: "root", kind: "UIView")))
/// figure.add(.constraint(ConstraintMark(from: a, to: b, kind: .space, constant: 20)))
/// let png = try figure.scene().rendered(as: .png(scale: 2))
/// ```
public struct Figure: Hashable, Sendable {
    /// The window's size in points; the window's top left is the origin of mark coordinates.
    public var windowSize: CGSize
    public var theme: Theme
    public var caption: Caption?
    /// Whether the legend explaining the marks used is drawn under the window.
    public var showsLegend: Bool
    /// The marks added so far, in order.
    public private(set) var marks: [Mark] = []
    /// The side of its view each view's name should take when a spot there is free, by the
    /// view's identifier: what a contact sheet gives its cells from the first, so that every
    /// cell puts each name on the same side.
    public var preferredNameSides: [String: LabelSide] = [:]

    public init(windowSize: CGSize, theme: Theme = .light, caption: Caption? = nil, showsLegend: Bool = true) {
        self.windowSize = windowSize
        self.theme = theme
        self.caption = caption
        self.showsLegend = showsLegend
    }

    /// Adds `mark`, held within `CGRect.drawableLimit` of the window's origin (a mark whose
    /// coordinates are not numbers is left out).
    public mutating func add(_ mark: Mark) {
        if let drawable = mark.drawable { marks.append(drawable) }
    }

    /// - Complexity: O(m) in the number of marks added.
    public mutating func add(contentsOf newMarks: [Mark]) {
        // Room for them all at once (a lazy sequence does not say its count, and the marks would
        // grow one append at a time), at least doubling, so that adding one at a time stays linear.
        let needed = marks.count + newMarks.count
        if needed > marks.capacity { marks.reserveCapacity(max(needed, 2 * marks.capacity)) }
        marks.append(contentsOf: newMarks.lazy.compactMap(\.drawable))
    }

    /// The figure as a scene: `composition(measuredBy:).scene`.
    ///
    /// - Complexity: O(m + l²) for m marks and l labels.
    public func scene(measuredBy measurer: PangoTextMeasurer = PangoTextMeasurer()) -> Scene {
        var scene = composition(measuredBy: measurer).scene
        scene.fonts = measurer.fonts
        return scene
    }
}
