import Foundation

extension Theme {
    /// How faint a scroll view's content is drawn beyond its visible frame.
    var scrolledOutAlpha: Double { 0.3 }

    /// A scrolled view's pixels: faded everywhere, then again at full strength clipped to the
    /// part of the window its scroll views show, so content beyond the frame stays legible but
    /// reads as not on screen.
    func scrolledContent(_ items: [Scene.Item], visibleIn visible: CGRect) -> [Scene.Item] {
        guard !items.isEmpty else { return [] }
        let clip = Scene.Path(elements: [
            .move(to: CGPoint(x: visible.minX, y: visible.minY)), .line(to: CGPoint(x: visible.maxX, y: visible.minY)),
            .line(to: CGPoint(x: visible.maxX, y: visible.maxY)), .line(to: CGPoint(x: visible.minX, y: visible.maxY)), .close,
        ])
        return [
            .group(Scene.Group(items: items.map { $0.faded(by: scrolledOutAlpha) })),
            .group(Scene.Group(clip: clip, items: items)),
        ]
    }
}
