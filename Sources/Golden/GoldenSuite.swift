import Dispatch
import Foundation
import LayoutSpec
import Synchronization
import Wireframe

/// A run of golden checks over spec files, as `plumb check` makes it: every spec in every
/// environment, specs checked in parallel, results in the order of the specs.
public struct GoldenSuite: Sendable {
    /// The spec files, in the order results are reported.
    public let specs: [String]
    public let environments: [GoldenEnvironment]
    public let store: GoldenStore
    public let mode: RecordMode
    public let tolerance: GoldenTolerance
    /// Fonts besides the system's and each spec's own.
    public let fonts: FontCollection
    /// The only scene of each storyboard or xib to check (its name or id), if any; a spec, or
    /// a document without it, then checks nothing.
    public let scene: String?

    /// A suite of `specs` (file paths).
    ///
    /// - Parameters:
    ///   - environments: the environments the run chose; one `GoldenEnvironment()` for each
    ///     spec's own.
    ///   - fonts: fonts besides the system's and each spec's `fonts:` (`--fonts`).
    ///   - scene: the only scene to check in each storyboard or xib (`--scene`).
    /// - Throws: ``GoldenError/duplicateName(_:first:second:)`` when two specs have the same
    ///   name, and so would share goldens.
    public init(specs: [String], environments: [GoldenEnvironment], store: GoldenStore, mode: RecordMode,
                tolerance: GoldenTolerance, fonts: FontCollection = .system, scene: String? = nil) throws(GoldenError) {
        var paths: [String: String] = [:]
        for path in specs {
            let name = Self.name(of: path)
            if let first = paths[name] { throw .duplicateName(name, first: first, second: path) }
            paths[name] = path
        }
        self.specs = specs
        self.environments = environments
        self.store = store
        self.mode = mode
        self.tolerance = tolerance
        self.fonts = fonts
        self.scene = scene
    }

    /// The spec files `paths` name: a file as it is, a directory as its `.yaml`, `.yml`,
    /// `.json`, `.storyboard` and `.xib` files (not those of its subdirectories) sorted by
    /// name. A path that does not
    /// exist is kept, so that checking it reports it.
    ///
    /// - Complexity: O(*n* log *n*) for *n* files in the directories.
    public static func specFiles(in paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [path] }
            return names.filter { LayoutDocument.fileExtensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
                .sorted()
                .map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
        }
    }

    /// A spec's name: its file name without the extension.
    public static func name(of path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// One spec's results: its renders' outcomes in environment order, or why it could not
    /// be checked.
    public struct SpecResult: Equatable, Sendable {
        public let path: String
        public let outcomes: Result<[GoldenOutcome], GoldenError>
    }

    /// Checks every spec, `jobs` at a time, and returns the results in spec order, whatever
    /// order they finish in.
    ///
    /// - Parameters:
    ///   - jobs: how many specs are checked at once; at least 1.
    ///   - progress: called with the number of specs done after each one, from the thread
    ///     that checked it.
    public func run(jobs: Int, progress: @escaping @Sendable (Int) -> Void = { _ in }) -> [SpecResult] {
        let next = Mutex(0)
        let finished = Mutex((results: [SpecResult?](repeating: nil, count: specs.count), count: 0))
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, specs.count))) { _ in
            while true {
                let index = next.withLock { value in
                    defer { value += 1 }
                    return value
                }
                guard index < specs.count else { return }
                let result = check(specs[index])
                let done = finished.withLock { finished in
                    finished.results[index] = result
                    finished.count += 1
                    return finished.count
                }
                progress(done)
            }
        }
        return finished.withLock { $0.results.map { $0! } }
    }

    /// Checks one spec in every environment.
    private func check(_ path: String) -> SpecResult {
        let outcomes = Result { () throws(GoldenError) -> [GoldenOutcome] in
            var outcomes: [GoldenOutcome] = []
            let document = try LayoutDocument.load(path: path)
            let measurer = PangoTextMeasurer(fonts: document.fonts(adding: fonts))
            for layout in scene.map(document.layouts(scene:)) ?? document.layouts {
                for render in try GoldenRender.renders(of: layout, in: environments, measuredBy: measurer) {
                    outcomes.append(try store.check(render, mode: mode, tolerance: tolerance))
                }
            }
            return outcomes
        }
        return SpecResult(path: path, outcomes: outcomes)
    }
}
