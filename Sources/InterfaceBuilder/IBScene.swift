import AutoLayout
import Foundation

/// One layout of a document: a storyboard view controller's view, or a xib's top-level view,
/// with its name.
public struct IBScene: Sendable {
    /// The Interface Builder id of the view controller (storyboards, and xibs whose File's
    /// Owner owns the view) or of the top-level view (other xibs).
    public let id: String
    /// The storyboard identifier, else the view controller's title or class, else the id;
    /// for a xib's view, its label in the document outline or its class, else the id. Unique
    /// in the document (a repeated name is followed by the id).
    public let name: String
    /// The line of the scene's root view.
    public var line: Int { found.root.line }
    /// The Interface Builder id of the scene's root view.
    public var rootID: String { found.root.id ?? id }

    let found: Found
    let context: IBDocumentContext

    /// A scene as the document lists it, before it is named.
    struct Found: Sendable {
        let id: String
        let preferredName: String?
        /// The root view's element.
        let root: IBElement
        /// The view controller that owns the root view (a storyboard scene's, or a xib's File's
        /// Owner when its `view` outlet names the root), if any.
        let controller: IBElement?
        /// The id of the storyboard's `<scene>` element (`sceneID`), which Xcode's issue
        /// navigator and outline name; nil in a xib.
        var sceneID: String? = nil
    }

    /// The scenes of `found`, each named, with repeated names told apart by their ids.
    static func named(_ found: [Found], context: IBDocumentContext) -> [IBScene] {
        let counts = Dictionary(found.map { ($0.preferredName ?? $0.id, 1) }, uniquingKeysWith: +)
        return found.map { scene in
            let name = scene.preferredName ?? scene.id
            return IBScene(id: scene.id, name: counts[name, default: 0] > 1 ? "\(name)-\(scene.id)" : name, found: scene, context: context)
        }
    }

    /// Builds the scene's views, guides and constraints in a window, as UIKit loads the nib,
    /// and lays them out.
    ///
    /// Without a device in `options`, the window is the document's device in its
    /// orientation, with the bars and safe area its Xcode simulated; a view controller's
    /// view fills it, another view keeps its stored size. Size-class variations are
    /// resolved for the window's traits.
    ///
    /// - Throws: ``IBError`` for what cannot be built: a constraint naming an object the
    ///   scene lacks, an attribute that is not a layout attribute, an out-of-range number.
    /// - Complexity: O(*n* log *n*) in the elements of the scene, plus the layout.
    public func build(_ options: BuildOptions = BuildOptions()) throws(IBError) -> IBSceneLayout {
        let built = try SceneBuilder(scene: self, options: options).build()
        built.layout.window.layoutIfNeeded()
        return built
    }

    /// Builds as ``build(_:)`` does but leaves the layout to the caller, for timing the solve
    /// apart from the building (`plumb --timings`).
    ///
    /// - Throws: as ``build(_:)``.
    public func assemble(_ options: BuildOptions = BuildOptions()) throws(IBError) -> IBSceneLayout {
        try SceneBuilder(scene: self, options: options).build()
    }
}

/// A scene built: the layout, and what the import left out or approximated.
public struct IBSceneLayout {
    /// The window, its views and guides by Interface Builder id, Xcode's stored frames as
    /// the frames the figure and the report check, and the placeholders' reasons.
    public let layout: BuiltLayout
    /// The parts of the scene the import drew as placeholders, or approximated, each with
    /// its line; the document's own warnings (an unknown device) come first.
    public let warnings: [IBWarning]
    /// The ids of the views the document holds but a size-class variation leaves out for the
    /// window's traits (`<mask key="subviews">` excluding them), with the views inside them:
    /// UIKit does not install them, so the layout has none of them.
    public let uninstalledViewIDs: Set<String>
}
