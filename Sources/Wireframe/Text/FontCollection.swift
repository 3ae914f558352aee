import AutoLayout
import Foundation

/// The fonts text is set with: those fontconfig finds on the system, and the font files of
/// some directories besides (`--fonts`, a spec's `fonts:`, `PLUMB_FONTS`).
///
/// A team with San Francisco or its brand fonts points Plumb at their files; text naming them
/// is then measured and drawn with them. Each collection has typesetters of its own, so specs
/// with different fonts never see each other's.
public struct FontCollection: Hashable, Sendable, CustomStringConvertible {
    /// The directories added to the system's fonts: absolute, standardized, each once, sorted.
    public let directories: [String]
    /// The font files found in `directories` (`FontFiles`), each once, sorted: what fontconfig
    /// is given.
    let files: [String]

    /// The environment variable that lists directories of fonts, separated by ':'.
    public static let environmentVariable = "PLUMB_FONTS"

    /// The directories `PLUMB_FONTS` lists in `environment`, unchecked.
    public static func directories(listedIn environment: [String: String]) -> [String] {
        (environment[environmentVariable] ?? "").split(separator: ":").map(String.init)
    }

    /// The system's fonts alone.
    public static let system = FontCollection(checkedDirectories: [], files: [])

    /// The system's fonts and those in `directories` (searched recursively, as fontconfig
    /// searches its own).
    ///
    /// - Throws: `FontCollectionError` for a path that is not a readable directory, or one
    ///   that holds more than `FontFiles.entryLimit` files and folders.
    /// - Complexity: O(n log n) in the entries below the directories.
    public init(directories: [URL]) throws(FontCollectionError) {
        var checked: [String] = []
        var files: [String] = []
        for url in directories {
            let path = url.standardizedFileURL.path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missing(path) }
            guard isDirectory.boolValue else { throw .notADirectory(path) }
            guard FileManager.default.isReadableFile(atPath: path) else { throw .unreadable(path) }
            guard let found = FontFiles.find(in: path) else { throw .tooManyEntries(path, limit: FontFiles.entryLimit) }
            checked.append(path)
            files += found
        }
        self.init(checkedDirectories: checked, files: files)
    }

    private init(checkedDirectories: [String], files: [String]) {
        directories = Array(Set(checkedDirectories)).sorted()
        self.files = Array(Set(files)).sorted()
    }

    /// This collection with the directories of `other` added.
    public func adding(_ other: FontCollection) -> FontCollection {
        FontCollection(checkedDirectories: directories + other.directories, files: files + other.files)
    }

    public var description: String {
        directories.isEmpty ? "the system's fonts" : "the system's fonts and " + directories.joined(separator: ", ")
    }
}

/// Why a directory cannot give fonts.
public enum FontCollectionError: Error, Equatable, CustomStringConvertible {
    case missing(String)
    case notADirectory(String)
    case unreadable(String)
    case tooManyEntries(String, limit: Int)

    public var description: String {
        switch self {
        case .missing(let path): "font directory '\(path)' does not exist"
        case .notADirectory(let path): "'\(path)' is a file, not a directory of fonts; give the directory that holds it"
        case .unreadable(let path): "font directory '\(path)' cannot be read"
        case .tooManyEntries(let path, let limit):
            "'\(path)' holds more than \(limit) files and folders, too many for a directory of fonts; give the directory that holds the font files"
        }
    }
}
