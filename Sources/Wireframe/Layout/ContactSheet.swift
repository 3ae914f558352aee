import AutoLayout
import Foundation

/// Several figures side by side on one page: one spec on several devices or orientations,
/// for a design review. Each figure keeps its own caption; the figures sit in one row, tops
/// aligned, with the theme's spacing between them.
public struct ContactSheet {
    public var scenes: [Scene]
    public var theme: Theme

    public init(scenes: [Scene], theme: Theme) {
        self.scenes = scenes
        self.theme = theme
    }

    /// The page: every scene, translated into place, on the theme's canvas, its text set with
    /// the fonts of all the scenes.
    ///
    /// - Complexity: O(total items of the scenes).
    public var scene: Scene {
        let gap = theme.sectionSpacing
        var x: CGFloat = 0
        var items: [Scene.Item] = []
        for scene in scenes {
            items.append(.group(Scene.Group(transform: CGAffineTransform(translationX: x, y: 0), items: sceneItems(scene))))
            x += scene.size.width + gap
        }
        let width = max(x - gap, 0), height = scenes.map(\.size.height).max() ?? 0
        let fonts = scenes.reduce(FontCollection.system) { $0.adding($1.fonts) }
        return Scene(size: CGSize(width: width, height: height), background: theme.canvas, items: items, fonts: fonts)
    }

    /// A scene's items over its own background, so each figure keeps its page colour.
    private func sceneItems(_ scene: Scene) -> [Scene.Item] {
        let background = scene.background.map {
            Scene.Item.rectangle(Scene.Rectangle(frame: CGRect(origin: .zero, size: scene.size), fill: $0))
        }
        return (background.map { [$0] } ?? []) + scene.items
    }
}
