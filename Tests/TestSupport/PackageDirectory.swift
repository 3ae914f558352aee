import Foundation

/// The package's own directory, found from this file's place in it
/// (`Tests/TestSupport/PackageDirectory.swift`), whatever directory the tests run in.
package enum PackageDirectory {
    /// The package's root.
    package static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The URL of `relativePath` in the package: `fixtures/ib`, `docs/spec.md`.
    package static func url(_ relativePath: String) -> URL { url.appendingPathComponent(relativePath) }
}
