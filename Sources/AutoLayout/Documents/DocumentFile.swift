import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A document read from disk whole, after the checks that keep a bad path from hanging,
/// trapping or filling memory: a regular file (not a directory, a named pipe, a device or a
/// socket), no larger than the caller's limit, read no further than that limit. Each problem
/// has a message that says what the path is and what went wrong.
public enum DocumentFile {
    /// The bytes of the file at `url`.
    ///
    /// - Parameters:
    ///   - sizeLimit: the most bytes the document may have; checked before it is read.
    ///   - kind: what the document is, for messages ("a spec").
    /// - Throws: ``DocumentFileError`` saying what is wrong.
    /// - Complexity: O(n) in the size of the file.
    public static func read(_ url: URL, sizeLimit: Int, kind: String) throws(DocumentFileError) -> Data {
        let path = url.path
        var status = stat()
        guard stat(path, &status) == 0 else { throw DocumentFileError(missing: path, errno: errno) }
        if let what = Self.nonFile(mode: status.st_mode) {
            throw DocumentFileError("it is \(what), not a file; \(kind) is read from a file")
        }
        guard Int(status.st_size) <= sizeLimit else {
            throw DocumentFileError("the file has \(status.st_size) bytes; \(kind) may have at most \(sizeLimit) (\(sizeLimit >> 20) MB)")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw DocumentFileError(missing: path, errno: errno) }
        defer { close(descriptor) }
        // Up to one byte past the limit, in case the file grew since it was measured (or, as
        // files of /proc do, gave no size).
        var data = Data(count: Int(status.st_size) + 1)
        var count = 0
        while count <= sizeLimit {
            if count == data.count { data.count = min(2 * data.count, sizeLimit + 1) }
            let read = data.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0 && errno == EINTR { continue }
            guard read >= 0 else { throw DocumentFileError("cannot read the file: \(String(cString: strerror(errno)))") }
            if read == 0 { break }
            count += read
        }
        guard count <= sizeLimit else { throw DocumentFileError("the file grew past \(sizeLimit) bytes while it was read") }
        data.count = count
        return data
    }

    /// What a file mode other than a regular file's is, as messages name it; nil for a file.
    private static func nonFile(mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}

/// Why a document's file could not be read.
public struct DocumentFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, without the file's name.
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    /// The error of `stat` or `open` on `path`, naming the part of the path at fault.
    init(missing path: String, errno code: Int32) {
        switch code {
        case ENOENT:
            if let missing = Self.firstMissingDirectory(of: path) {
                self.init("cannot read the file: the directory '\(missing)' does not exist")
            } else {
                self.init("cannot read the file: it does not exist")
            }
        case ENOTDIR:
            let file = Self.firstNonDirectory(of: path) ?? path
            self.init("cannot read the file: '\(file)' is a file, not a directory")
        case ELOOP: self.init("cannot read the file: its symbolic links loop")
        case EACCES: self.init("cannot read the file: permission denied")
        case ENAMETOOLONG: self.init("cannot read the file: the path is too long")
        default: self.init("cannot read the file: \(String(cString: strerror(code)))")
        }
    }

    public var description: String { message }

    /// The first directory along `path` that does not exist, if a directory is what is missing.
    private static func firstMissingDirectory(of path: String) -> String? {
        parents(of: path).first { !FileManager.default.fileExists(atPath: $0) }
    }

    /// The first part along `path` that is not a directory.
    private static func firstNonDirectory(of path: String) -> String? {
        parents(of: path).first { parent in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }

    /// The directories `path` passes through, outermost first, each as the path up to it.
    private static func parents(of path: String) -> [String] {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        return parts.indices.dropFirst(path.hasPrefix("/") ? 1 : 0).map { end in
            parts[...end].joined(separator: "/")
        }
    }
}
