import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutSpec
import Wireframe

/// A file of layouts, whatever its format: a spec (`.yaml`, `.yml`, `.json`) holds one layout,
/// named after the file; an Interface Builder document (`.storyboard`, `.xib`) holds one per
/// scene, named `<document>.<scene>`. What `plumb render`, `explain` and `check` take.
public enum LayoutDocument {
    case spec(LayoutSpec, name: String)
    case interfaceBuilder(IBDocument)

    /// The extensions of the files a directory is searched for.
    public static let fileExtensions = ["yaml", "yml", "json", "storyboard", "xib"]

    /// Reads and parses the document at `path`, by its extension: a storyboard or xib as
    /// an Interface Builder document, anything else as a spec.
    ///
    /// - Throws: ``GoldenError/spec(_:)`` or ``GoldenError/interfaceBuilder(_:)`` for a
    ///   file that cannot be read or parsed.
    public static func load(path: String) throws(GoldenError) -> LayoutDocument {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        switch url.pathExtension.lowercased() {
        case "storyboard", "xib":
            do {
                return .interfaceBuilder(try IBDocument.load(contentsOf: url, file: path))
            } catch {
                throw .interfaceBuilder(error)
            }
        default:
            do {
                return .spec(try LayoutSpec.load(contentsOf: url), name: name)
            } catch {
                throw .spec(error)
            }
        }
    }

    /// The document's name: the file's name without its extension.
    public var name: String {
        switch self {
        case .spec(_, let name): name
        case .interfaceBuilder(let document): document.name
        }
    }

    /// The fonts that set the document's text: the system's, `extra`, and a spec's own
    /// `fonts:` directories. (Fonts a storyboard names come from `extra`.)
    public func fonts(adding extra: FontCollection = .system) -> FontCollection {
        switch self {
        case .spec(let spec, _): spec.fonts(adding: extra)
        case .interfaceBuilder: extra
        }
    }

    /// The document's layouts, in document order.
    public var layouts: [Layout] {
        switch self {
        case .spec(let spec, let name):
            [Layout(name: name, title: spec.title ?? name, scene: nil, source: .spec(spec))]
        case .interfaceBuilder(let document):
            document.scenes.map { scene in
                Layout(name: "\(document.name).\(scene.name)", title: "\(document.name) · \(scene.name)", scene: scene,
                       source: .scene(scene))
            }
        }
    }

    /// The layout of the scene `scene` names: the scene of that name, else the one of that
    /// Interface Builder id; none in a spec or a document without it.
    ///
    /// - Complexity: O(*n*) for *n* scenes.
    public func layouts(scene: String) -> [Layout] {
        let layouts = layouts
        let chosen = layouts.first { $0.scene?.name == scene } ?? layouts.first { $0.scene?.id == scene }
        return chosen.map { [$0] } ?? []
    }

    /// One layout of a document, ready to build for any environment.
    public struct Layout {
        /// The name of its renders and goldens: the spec's, or `<document>.<scene>`.
        public let name: String
        /// The caption's title: the spec's `title` (else its name), or the document and scene.
        public let title: String
        /// The Interface Builder scene, for a storyboard's or xib's layout.
        public let scene: IBScene?
        let source: Source

        enum Source {
            case spec(LayoutSpec)
            case scene(IBScene)
        }

        /// Builds the layout for `options` without laying it out (the window's
        /// `layoutIfNeeded()` does), with the warnings of an Interface Builder import
        /// (unsupported parts, with their lines).
        ///
        /// - Throws: ``GoldenError/spec(_:)`` or ``GoldenError/interfaceBuilder(_:)``.
        public func assemble(_ options: BuildOptions) throws(GoldenError) -> (layout: BuiltLayout, warnings: [IBWarning]) {
            switch source {
            case .spec(let spec):
                do {
                    return (try spec.assemble(options), [])
                } catch {
                    throw .spec(error)
                }
            case .scene(let scene):
                do {
                    let built = try scene.assemble(options)
                    return (built.layout, built.warnings)
                } catch {
                    throw .interfaceBuilder(error)
                }
            }
        }
    }
}
