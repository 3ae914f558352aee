import Foundation

/// The specs under fixtures/.
enum Fixtures {
    static let directory = PlumbCommand.packageRoot.appendingPathComponent("fixtures")

    /// `fixtures/<name>.yaml`, relative to the package root (where `plumb` runs).
    static func path(_ name: String) -> String { "fixtures/\(name).yaml" }

    /// Every fixture's name, sorted.
    static let all: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
            .map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
            .sorted()
    }()
}

/// A fresh directory under the temporary directory, removed by `remove()`.
struct ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The names of the files in the directory.
    func contents() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
