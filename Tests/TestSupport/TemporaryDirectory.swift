import Foundation

/// A fresh directory of one test's own under the system's temporary directory, removed with
/// the last reference to it.
package final class TemporaryDirectory: Sendable {
    /// The directory.
    package let url: URL

    /// Creates the directory.
    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The directory's path.
    package var path: String { url.path }

    /// The URL of `name` inside the directory (`name` may hold subdirectories).
    package func url(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The path of `name` inside the directory.
    package func path(_ name: String) -> String { url(name).path }

    /// Writes `text` to `name`, creating the directories it names, and returns its path.
    @discardableResult
    package func write(_ text: String, to name: String) throws -> String {
        try write(Data(text.utf8), to: name)
    }

    /// Writes `data` to `name`, creating the directories it names, and returns its path.
    @discardableResult
    package func write(_ data: Data, to name: String) throws -> String {
        let file = url(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file.path
    }

    /// What `name` holds.
    package func contents(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    /// Whether `name` exists.
    package func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    /// The names of the files and directories at the directory's top, sorted.
    package func fileNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}
