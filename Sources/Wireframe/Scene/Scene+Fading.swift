import Foundation

extension Scene.Item {
    /// The item with the alpha of each of its colours multiplied by `alpha`, as a view's pixels
    /// are drawn at its `alpha`. Unlike a group's `opacity`, each part fades on its own, so
    /// where a faded item overlaps another the one below shows through; a wireframe's flat
    /// fills and text barely show that, and vector files keep plain fill and stroke opacities.
    ///
    /// - Complexity: O(n) in the number of items, nested ones included.
    func faded(by alpha: Double) -> Scene.Item {
        switch self {
        case .rectangle(var rectangle):
            rectangle.fill = rectangle.fill?.faded(by: alpha)
            rectangle.stroke = rectangle.stroke?.faded(by: alpha)
            return .rectangle(rectangle)
        case .path(var path):
            path.fill = path.fill?.faded(by: alpha)
            path.stroke = path.stroke?.faded(by: alpha)
            return .path(path)
        case .text(var text):
            text.color = text.color.faded(by: alpha)
            return .text(text)
        case .group(var group):
            group.items = group.items.map { $0.faded(by: alpha) }
            return .group(group)
        }
    }
}

extension Color {
    /// The colour with its alpha multiplied by `alpha`.
    func faded(by alpha: Double) -> Color {
        withAlpha(self.alpha * alpha)
    }
}

extension Stroke {
    /// The stroke with its colour's alpha multiplied by `alpha`.
    func faded(by alpha: Double) -> Stroke {
        var stroke = self
        stroke.color = color.faded(by: alpha)
        return stroke
    }
}
