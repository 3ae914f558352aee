import Foundation
import TestSupport

/// The specs under fixtures/.
enum Fixtures {
    static let directory = PackageDirectory.url("fixtures")

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
