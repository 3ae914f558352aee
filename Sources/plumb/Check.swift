import ArgumentParser
import AutoLayout
import Foundation
import Golden
import Synchronization

/// `plumb check`: specs rendered and compared with their goldens.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare specs' renders and frames with golden files.",
        discussion: """
            Every spec is laid out for each device and orientation asked for and compared with \
            <golden>/<name>[.<device>][.<orientation>].png and .json: the frames first (which \
            views moved, by how much), then the pixels. The device part is in the name when \
            --devices is given, the orientation part when --orientations is. Goldens are drawn \
            at 1 pixel per point in the light theme, whatever the device.

            A render that does not match leaves <artifacts>/<name>.png (the render), .json (its \
            frames) and .diff.png (changed pixels in magenta over the faded golden), and the run \
            exits 1. Passes print nothing; the last line counts them. Each scene of a \
            storyboard or xib is checked as a layout named <document>.<scene>; --scene checks \
            only the scene of that name (or id) in each document.

            Record modes: missing (the default) writes goldens that do not exist; all writes \
            every golden; failed writes those that do not match; never writes none, and is the \
            default when the environment has CI set. PLUMB_RECORD sets the mode when --record \
            does not, PLUMB_ARTIFACTS the artifacts directory when --artifacts does not. A \
            recorded golden is not a failure, and is listed with what it replaced.

            Examples:
              plumb check fixtures --golden golden
              plumb check login.yaml --devices iphone-se,ipad --orientations landscape
              plumb check fixtures --record failed
              plumb check fixtures --channel-tolerance 0 --pixel-fraction 0
              plumb check Main.storyboard --scene Login

            Exit codes: 0 every render matched or was recorded; 1 a render does not match, or \
            a golden is missing under --record never; 64 bad flags, or a --scene no document \
            has; 65 a bad spec, or a file \
            that cannot be read or written.
            """)

    @Argument(help: ArgumentHelp("Spec files, storyboards and xibs, or directories of them (their .yaml, .yml, .json, .storyboard and .xib files).",
                                 valueName: "spec-or-directory"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("The directory of the golden files.", valueName: "directory"))
    var golden = "golden"

    @Option(help: ArgumentHelp("Where a failure's render, frames and difference image go (default: PLUMB_ARTIFACTS, else \(GoldenStore.defaultArtifactsDirectory)).",
                               valueName: "directory"))
    var artifacts: String?

    @Option(help: ArgumentHelp("When to write goldens (default: PLUMB_RECORD, else never when CI is set, else missing).",
                               valueName: "mode"))
    var record: RecordMode?

    @Option(help: ArgumentHelp("Devices to check each spec on, comma-separated (see `plumb devices`).", valueName: "names"))
    var devices: String?

    @Option(help: ArgumentHelp("Orientations to check each spec in: portrait,landscape.", valueName: "list"))
    var orientations: String?

    @Option(help: ArgumentHelp("Only this scene of each storyboard or xib (its name or id).", valueName: "name"))
    var scene: String?

    @Option(help: ArgumentHelp("How far a colour channel (0-255) may differ before a pixel counts as different.",
                               valueName: "n"))
    var channelTolerance = GoldenTolerance().channel

    @Option(help: ArgumentHelp("The fraction of pixels (0-1) that may differ.", valueName: "fraction"))
    var pixelFraction = GoldenTolerance().pixelFraction

    @Option(help: ArgumentHelp("How far, in points, a frame may move or resize and still match.", valueName: "points"))
    var frameTolerance = GoldenTolerance().frame

    @Option(help: ArgumentHelp("How many specs to check at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @OptionGroup var fonts: FontOptions

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one spec file or directory") }
        _ = try environments()
        guard (0 ... 255).contains(channelTolerance) else { throw ValidationError("--channel-tolerance must be from 0 to 255") }
        guard (0 ... 1).contains(pixelFraction) else { throw ValidationError("--pixel-fraction must be from 0 to 1") }
        guard frameTolerance >= 0 else { throw ValidationError("--frame-tolerance must be 0 or more") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let suite: GoldenSuite
        do {
            for path in paths where GoldenSuite.specFiles(in: [path]).isEmpty {
                throw StandardError.fail("\(path): error: the directory holds no .yaml, .yml, .json, .storyboard or .xib files", code: 65)
            }
            let specs = GoldenSuite.specFiles(in: paths)
            suite = try GoldenSuite(
                specs: specs, environments: try environments(),
                store: GoldenStore(directory: golden,
                                   artifactsDirectory: GoldenStore.artifactsDirectory(artifacts, environment: environment)),
                mode: try RecordMode.resolved(record, environment: environment),
                tolerance: GoldenTolerance(channel: channelTolerance, pixelFraction: pixelFraction, frame: frameTolerance),
                fonts: try fonts.collection(), scene: scene)
        } catch let error as GoldenError {
            throw ValidationError(error.description)
        }
        let progress = ProgressLine(total: suite.specs.count)
        let results = suite.run(jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, progress: progress.update)
        progress.clear()
        var output: [String] = []
        for result in results {
            switch result.outcomes {
            case .success(let outcomes): output += outcomes.flatMap(\.lines)
            case .failure(let error): StandardError.print(error.description)
            }
        }
        if let scene, results.allSatisfy({ (try? $0.outcomes.get())?.isEmpty == true }) {
            throw StandardError.fail("error: --scene: no scene '\(scene)' in \(paths.joined(separator: ", "))", code: 64)
        }
        print((output + [results.summary]).joined(separator: "\n"))
        if results.contains(where: { (try? $0.outcomes.get()) == nil }) { throw ExitCode(65) }
        if results.contains(where: { (try? $0.outcomes.get())?.contains { $0.verdict == .failed } == true }) {
            throw ExitCode(1)
        }
    }

    /// The environments the flags ask for: every listed device with every listed orientation.
    private func environments() throws -> [GoldenEnvironment] {
        let deviceList = try list(devices).map(EnvironmentOptions.device(named:))
        let orientationList = try list(orientations).map { item in
            try Orientation(rawValue: item).orThrow(ValidationError("'\(item)' is not an orientation; use portrait or landscape"))
        }
        return GoldenEnvironment.matrix(devices: deviceList, orientations: orientationList)
    }

    /// The items of a comma-separated flag, trimmed; none for an absent flag.
    private func list(_ flag: String?) -> [String] {
        (flag ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

extension RecordMode: ExpressibleByArgument {}

/// "checking 12/40 specs", redrawn in place on standard error while a run lasts, when
/// standard error is a terminal and the run has taken longer than a quarter of a second: short runs
/// and logs stay free of it.
private final class ProgressLine: Sendable {
    private let total: Int
    private let start = DispatchTime.now().uptimeNanoseconds
    private let isTerminal = isatty(STDERR_FILENO) == 1
    /// Whether the line is on the screen, and when it was last drawn.
    private let state = Mutex((isShown: false, drawnAt: UInt64(0)))

    init(total: Int) {
        self.total = total
    }

    /// Shows that `done` specs are checked, at most ten times a second.
    func update(_ done: Int) {
        guard isTerminal else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        state.withLock { state in
            guard now - start > 250_000_000, now - state.drawnAt > 100_000_000 else { return }
            state = (true, now)
            FileHandle.standardError.write(Data("\r\u{1B}[Kchecking \(done)/\(total) specs".utf8))
        }
    }

    /// Erases the line, if it was shown, before the report is printed.
    func clear() {
        state.withLock { state in
            guard state.isShown else { return }
            state.isShown = false
            FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        }
    }
}
