import Foundation
import ArgumentParser
import Wireframe

/// The image formats `plumb render` writes, by file extension.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case svg, png, pdf

    /// The format of a file name's extension, or nil.
    init?(path: String) {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// The renderer's format at `scale` pixels per point (PNG only).
    func imageFormat(scale: Double) -> ImageFormat {
        switch self {
        case .svg: .svg
        case .png: .png(scale: scale)
        case .pdf: .pdf
        }
    }
}

/// Where renders go: one file, standard output, or a directory with one file per spec.
enum OutputDestination {
    case file(String, OutputFormat)
    case standardOutput(OutputFormat)
    case directory(String, OutputFormat)

    /// The destination the flags describe for `specCount` specs.
    static func resolve(output: String?, format: OutputFormat?, specCount: Int) throws -> OutputDestination {
        switch output {
        case "-":
            guard specCount == 1 else { throw ValidationError("only one spec can be written to standard output (-o -)") }
            return .standardOutput(format ?? .png)
        case let path? where specCount == 1 && !path.hasSuffix("/") && !isDirectory(path):
            guard let fromName = OutputFormat(path: path) else {
                throw ValidationError("cannot tell the format of '\(path)': use a .svg, .png or .pdf extension")
            }
            if let format, format != fromName {
                throw ValidationError("--format \(format.rawValue) disagrees with the extension of '\(path)'")
            }
            return .file(path, fromName)
        case let directory?:
            if !directory.hasSuffix("/"), !isDirectory(directory), OutputFormat(path: directory) != nil {
                throw ValidationError("\(specCount) specs make \(specCount) files: give -o a directory, not '\(directory)'")
            }
            return .directory(directory, format ?? .png)
        case nil:
            return .directory(".", format ?? .png)
        }
    }

    var format: OutputFormat {
        switch self {
        case .file(_, let format), .standardOutput(let format), .directory(_, let format): format
        }
    }

    /// Checks, before any work, that the render can be written: a file's directory must
    /// exist, and a directory (created when missing) must be able to be made; either must be
    /// writable.
    ///
    /// - Throws: `ExitCode(65)` after printing which part of the path is wrong and why.
    func checkWritable() throws {
        let target: String, directory: String
        switch self {
        case .standardOutput: return
        case .file(let file, _):
            target = file
            directory = (file as NSString).deletingLastPathComponent.isEmpty ? "." : (file as NSString).deletingLastPathComponent
            if let problem = Self.problem(creating: directory, creates: false) {
                throw StandardError.fail("error: cannot write \(target): \(problem)", code: 65)
            }
        case .directory(let path, _):
            target = path
            directory = path
            if let problem = Self.problem(creating: directory, creates: true) {
                throw StandardError.fail("error: cannot write into \(target): \(problem)", code: 65)
            }
        }
    }

    /// What keeps `directory` from being written in, or (when `creates`) made: the first part
    /// of it that is missing or a file, or the nearest existing directory not writable.
    private static func problem(creating directory: String, creates: Bool) -> String? {
        var existing = directory
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: existing, isDirectory: &isDirectory) {
            guard creates else { return "the directory '\(directory)' does not exist" }
            let parent = (existing as NSString).deletingLastPathComponent
            existing = parent.isEmpty ? "." : parent
        }
        guard isDirectory.boolValue else { return "'\(existing)' is a file, not a directory" }
        guard access(existing, W_OK) == 0 else { return "'\(existing)' is not writable (permission denied)" }
        return nil
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
