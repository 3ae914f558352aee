import AutoLayout
import Foundation

/// An Interface Builder document (`.storyboard` or `.xib`) read into its scenes: each
/// storyboard view controller with a view, or each top-level view of a xib, is a layout that
/// ``IBScene/build(_:)`` lays out as UIKit loads the nib at run time.
///
/// Every format Xcode has written since Xcode 8 is read (`document version="3.0"`, any
/// `toolsVersion`). Kinds and keys Plumb does not model are not errors: they are drawn as
/// placeholders at their stored frames and reported as ``IBWarning``s.
public struct IBDocument: Sendable {
    /// Whether the document is a storyboard or a xib.
    public enum Kind: String, Sendable {
        case storyboard, xib
    }

    /// The file as the user named it.
    public var file: String { context.source.file }
    /// The file's name without its extension: the first part of every scene's layout name.
    public let name: String
    public let kind: Kind
    /// The scenes, in document order.
    public let scenes: [IBScene]

    let context: IBDocumentContext
    /// The document element, with the whole tree.
    let root: IBElement

    /// The largest document read: 32 MiB, eight times the largest storyboard seen in public
    /// projects, so that a stray file is refused before it is parsed.
    public static let sizeLimit = 32 << 20

    /// Reads and parses the document at `url`.
    ///
    /// - Parameter file: the name to use in messages (the path as the user wrote it); the
    ///   URL's path when nil.
    /// - Throws: ``IBError`` for a file that cannot be read, is too large, is not XML or is
    ///   not an Interface Builder document.
    /// - Complexity: O(*n*) in the size of the file.
    public static func load(contentsOf url: URL, file: String? = nil) throws(IBError) -> IBDocument {
        let file = file ?? url.path
        let data: Data
        do {
            data = try DocumentFile.read(url, sizeLimit: sizeLimit, kind: "an Interface Builder document")
        } catch {
            throw IBError(file: file, line: 0, column: 0, message: error.message)
        }
        return try parse(data, file: file)
    }

    /// Parses a document's XML.
    ///
    /// - Throws: ``IBError`` for malformed XML, or XML that is not an Interface Builder
    ///   document for iOS.
    /// - Complexity: O(*n*) in the size of the data.
    public static func parse(_ data: Data, file: String) throws(IBError) -> IBDocument {
        let root = try IBXMLReader.read(data, file: file)
        let source = IBSource(file: file)
        if root.tag == "archive", root["type"]?.hasPrefix("com.apple.InterfaceBuilder") == true {
            throw source.error(at: root, "the document is in the <archive> format of Xcode 4 and earlier; Plumb reads the "
                + "<document> format of Xcode 5 and later: open it in Xcode and save it again")
        }
        guard root.tag == "document", let type = root["type"] else {
            throw source.error(at: root, "the root element is <\(root.tag)>; an Interface Builder document starts with <document type=...>")
        }
        let kind: Kind
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
        // An iPad xib (`targetRuntime="iOS.CocoaTouch.iPad"`) is a xib of its own type.
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB": kind = .xib
        default:
            throw source.error(at: root, "the document type is '\(type)'; Plumb reads iOS storyboards and xibs "
                + "(com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB, .XIB or .iPad.XIB)")
        }
        let context = try IBDocumentContext(document: root, source: source)
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let found = kind == .storyboard ? storyboardScenes(in: root) : xibScenes(in: root)
        let scenes = IBScene.named(found, context: context)
        return IBDocument(name: name, kind: kind, scenes: scenes, context: context, root: root)
    }

    /// The scene called `name`: its name, its view controller's (or top-level view's) id, or
    /// its storyboard `sceneID`.
    public func scene(named name: String) -> IBScene? {
        scenes.first { $0.name == name } ?? scenes.first { $0.id == name } ?? scenes.first { $0.found.sceneID == name }
    }

    /// The view controllers of a storyboard that have a view, with their ids and names.
    ///
    /// Containers without a view of their own (navigation, tab bar and split view controllers,
    /// references to other storyboards) are not scenes; they give their children's bars.
    private static func storyboardScenes(in document: IBElement) -> [IBScene.Found] {
        var result: [IBScene.Found] = []
        for scene in document.grandchildren(of: "scenes") where scene.tag == "scene" {
            for controller in scene.grandchildren(of: "objects") where controller["sceneMemberID"] == "viewController" {
                guard let view = controller.child(key: "view"), let id = controller.id else { continue }
                let name = controller["storyboardIdentifier"] ?? controller["title"] ?? controller["customClass"]
                result.append(IBScene.Found(id: id, preferredName: name, root: view, controller: controller, sceneID: scene["sceneID"]))
            }
        }
        return result
    }

    /// The top-level views of a xib, with their ids and names. The view that File's Owner's
    /// `view` outlet names is a view controller's view when it loads: it fills the window and
    /// gets the controller's margins, as in a storyboard.
    private static func xibScenes(in document: IBElement) -> [IBScene.Found] {
        let objects = document.grandchildren(of: "objects")
        let owner = objects.first { $0.tag == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
        let ownersView = owner?.grandchildren(of: "connections").first { $0.tag == "outlet" && $0["property"] == "view" }?["destination"]
        return objects.compactMap { object in
            guard IBViewKind.isView(object), let id = object.id else { return nil }
            let name = object["userLabel"] ?? object["customClass"]
            return IBScene.Found(id: id, preferredName: name, root: object, controller: id == ownersView ? owner : nil)
        }
    }
}
