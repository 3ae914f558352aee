import Foundation

/// Where goldens are read and recorded, and where a failed check leaves its artifacts.
///
/// A golden is two files named after the render: `<directory>/<name>.png`, the figure, and
/// `<directory>/<name>.json`, the frames. A failure writes `<artifacts>/<name>.png`,
/// `<name>.json` and `<name>.diff.png`. Paths are kept as given, relative or not, so that
/// reports show them as the user wrote them.
public struct GoldenStore: Hashable, Sendable {
    /// The directory of the goldens, such as `golden`.
    public let directory: String
    /// The directory of a failure's artifacts.
    public let artifactsDirectory: String

    /// Where artifacts go unless a flag or `PLUMB_ARTIFACTS` says otherwise: a hidden
    /// directory in the current one, which a `.gitignore` line keeps out of commits.
    public static let defaultArtifactsDirectory = ".plumb-artifacts"

    /// The artifacts directory a run uses: `explicit` (a flag) when given, then the
    /// `PLUMB_ARTIFACTS` variable, then ``defaultArtifactsDirectory``.
    public static func artifactsDirectory(_ explicit: String?, environment: [String: String]) -> String {
        explicit ?? environment["PLUMB_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? defaultArtifactsDirectory
    }

    public init(directory: String, artifactsDirectory: String = defaultArtifactsDirectory) {
        self.directory = directory
        self.artifactsDirectory = artifactsDirectory
    }

    /// `<directory>/<name>.<fileExtension>`.
    public func goldenPath(_ name: String, _ fileExtension: String) -> String {
        Self.join(directory, "\(name).\(fileExtension)")
    }

    /// `<artifacts>/<name>.<fileExtension>`.
    public func artifactPath(_ name: String, _ fileExtension: String) -> String {
        Self.join(artifactsDirectory, "\(name).\(fileExtension)")
    }

    private static func join(_ directory: String, _ file: String) -> String {
        directory.isEmpty ? file : directory.hasSuffix("/") ? directory + file : directory + "/" + file
    }

    /// The file's bytes, or nil when there is no file.
    ///
    /// - Throws: ``GoldenError/cannotRead(path:reason:)`` for a file that exists but cannot be read.
    func contents(of path: String) throws(GoldenError) -> Data? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .cannotRead(path: path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Writes `data` to `path` whole or not at all, making the directories it needs.
    ///
    /// - Throws: ``GoldenError/cannotWrite(path:reason:)``.
    func write(_ data: Data, to path: String) throws(GoldenError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw .cannotWrite(path: path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Removes the file at `path` if there is one: a stale artifact of an earlier failure.
    func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
