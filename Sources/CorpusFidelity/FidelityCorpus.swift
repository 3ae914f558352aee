import AutoLayout
import Foundation
import InterfaceBuilder

/// The public Interface Builder corpus in `fixtures/ib/` with the class of every view that
/// counts: the oracle Plumb's frames are checked against. Xcode stored, in each document, the
/// frame its engine computed for each view; a view lands when Plumb's frame is within one
/// pixel (1/scale) of it.
///
/// A view counts when `VIEW_CLASSES.json` lists it (not a root, not hidden, not marked
/// misplaced by Xcode) and it is not marked ambiguous, not hidden or left out by a size-class
/// variation for the document's traits (nor inside a hidden view), not inside a
/// collection-view cell (whose size the collection's layout decides at run time), and its
/// document names its device.
public struct FidelityCorpus {
    /// The directory of the documents, `MANIFEST.json` and `VIEW_CLASSES.json`.
    public let directory: URL
    /// The documents, in manifest order.
    public let documents: [String]
    /// The counted views of each document, by Interface Builder id; nil for a directory of
    /// documents without `VIEW_CLASSES.json`, whose views are classed by their kind.
    let classes: [String: [String: ViewClass]]?

    /// Reads the corpus' manifest and classes.
    ///
    /// - Throws: what reading or decoding the two JSON files throws.
    public init(directory: URL) throws {
        self.directory = directory
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: directory.appendingPathComponent("MANIFEST.json")))
        let classified = try JSONDecoder().decode(ViewClasses.self, from: Data(contentsOf: directory.appendingPathComponent("VIEW_CLASSES.json")))
        documents = manifest.files.map(\.file)
        classes = classified.files.mapValues { views in views.compactMapValues { ViewClass(level: $0.level) } }
    }

    /// Every storyboard and xib of a directory without a manifest or classes (documents the
    /// project has never seen), each view classed by its kind alone: text for labels,
    /// buttons, text fields and text views, a known intrinsic size for image views and
    /// controls, constants otherwise. That class is a guess: a plain view sized by a label
    /// inside it counts as constant-only.
    ///
    /// - Throws: what listing the directory throws.
    public init(unclassifiedDirectory directory: URL) throws {
        self.directory = directory
        documents = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        classes = nil
    }

    /// Checks every document: each scene built as Xcode's canvas shows it, on the document's
    /// device, with `measurer` measuring text.
    ///
    /// - Complexity: the import and layout of every scene.
    public func check(measurer: some TextMeasuring) -> FidelityReport {
        FidelityReport(documents: documents.map { check($0, measurer: measurer) })
    }

    /// One document's counted views, each landed or off, with why.
    func check(_ file: String, measurer: some TextMeasuring) -> FidelityReport.Document {
        let url = directory.appendingPathComponent(file)
        let document: IBDocument
        do {
            document = try IBDocument.load(contentsOf: url, file: file)
        } catch {
            let counted = classes?[file] ?? [:]
            return FidelityReport.Document(file: file, views: counted.map { .init(id: $0.key, viewClass: $0.value, outcome: .notImported("\(error)")) },
                                           importError: "\(error)")
        }
        let stored = document.storedViews()
        let counted = classes?[file] ?? FidelityCorpus.guessedClasses(stored, roots: Set(document.scenes.map { $0.rootID }))
        var outcomes: [String: FidelityReport.Outcome] = [:]
        var hidden: Set<String> = []
        var uninstalled: Set<String> = []
        var options = BuildOptions()
        options.textMeasurer = measurer
        for scene in document.scenes {
            do {
                let sceneLayout = try scene.build(options)
                let built = sceneLayout.layout
                uninstalled.formUnion(sceneLayout.uninstalledViewIDs)
                let tolerance = 1 / built.window.traitCollection.displayScale
                for (id, item) in built.items {
                    guard counted[id] != nil, let view = item as? View, let frame = stored[id]?.frame else { continue }
                    if view.isHiddenOrInHiddenView { hidden.insert(id) }
                    outcomes[id] = FidelityCorpus.outcome(of: view, id: id, stored: frame, built: built, tolerance: tolerance)
                }
            } catch {
                for id in counted.keys where outcomes[id] == nil { outcomes[id] = .notImported("\(error)") }
            }
        }
        let views = counted.compactMap { id, viewClass -> FidelityReport.View? in
            let isLeftOut = outcomes[id] == nil && uninstalled.contains(id)
            guard let info = stored[id], !info.isAmbiguous, !info.ancestorTags.contains("collectionViewCell"),
                  !hidden.contains(id), !isLeftOut, document.namesDevice else { return nil }
            return FidelityReport.View(id: id, viewClass: viewClass, outcome: outcomes[id] ?? .notImported("not built"))
        }
        return FidelityReport.Document(file: file, views: views.sorted { $0.id < $1.id })
    }

    /// Each view's class by its kind, for documents without classes: every view inside a
    /// scene but the scenes' roots and those Xcode marked misplaced (a navigation
    /// controller's bar, outside every scene, is not counted, as the corpus's classes leave
    /// it out).
    private static func guessedClasses(_ stored: [String: IBStoredView], roots: Set<String>) -> [String: ViewClass] {
        let text: Set<String> = ["label", "button", "textField", "textView"]
        let intrinsic: Set<String> = ["imageView", "switch", "slider", "segmentedControl", "stepper", "colorWell", "progressView",
                                      "activityIndicatorView", "pageControl", "datePicker", "pickerView", "searchBar"]
        var result: [String: ViewClass] = [:]
        for (id, view) in stored where view.isInScene && !roots.contains(id) && !view.isMisplaced
            && !["tableViewCellContentView", "collectionViewCellContentView"].contains(view.tag) {
            result[id] = text.contains(view.tag) ? .text : intrinsic.contains(view.tag) ? .knownIntrinsic : .constantOnly
        }
        return result
    }

    private static func outcome(of view: View, id: String, stored: CGRect, built: BuiltLayout, tolerance: CGFloat) -> FidelityReport.Outcome {
        if let reason = built.unsupportedItems[id] { return .notImported(reason) }
        let solved = view.frame
        let off = max(abs(solved.minX - stored.minX), abs(solved.minY - stored.minY),
                      abs(solved.width - stored.width), abs(solved.height - stored.height))
        return off <= tolerance + 0.000_1 ? .landed : .off(solved: solved, stored: stored)
    }
}

/// `MANIFEST.json`: the documents and where each comes from.
private struct Manifest: Decodable {
    struct File: Decodable {
        let file: String
    }
    let files: [File]
}

/// `VIEW_CLASSES.json`: each document's views with their levels.
private struct ViewClasses: Decodable {
    struct Entry: Decodable {
        let level: String
    }
    let files: [String: [String: Entry]]
}

extension View {
    /// Whether the view or one of its ancestors is hidden.
    fileprivate var isHiddenOrInHiddenView: Bool {
        var view: View? = self
        while let current = view {
            if current.isHidden { return true }
            view = current.superview
        }
        return false
    }
}
