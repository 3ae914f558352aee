import Foundation

/// The font files of a directory given to Plumb (`--fonts`, a spec's `fonts:`), found as
/// fontconfig finds them: in the directory and every folder below it.
///
/// The search stops after `entryLimit` files and folders, so that a directory named by mistake
/// (a home folder, `/usr`) is refused at once instead of being read for minutes: fontconfig
/// opens every file it is given to see whether it is a font.
public enum FontFiles {
    /// The most files and folders a directory of fonts may hold, counted at every depth.
    public static let entryLimit = 10_000

    /// The extensions of the files taken, compared without case.
    public static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The font files below `directory`, sorted; nil when it holds more than `limit` files and
    /// folders. Folders that cannot be read are skipped, and links to folders are not followed
    /// (a link may lead back up).
    ///
    /// - Complexity: O(n log n) in the entries below `directory`, n at most `limit`.
    public static func find(in directory: String, limit: Int = entryLimit) -> [String]? {
        var folders = [directory]
        var files: [String] = []
        var entries = 0
        while let folder = folders.popLast() {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                entries += 1
                guard entries <= limit else { return nil }
                let path = (folder as NSString).appendingPathComponent(name)
                let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                if type == .typeDirectory {
                    folders.append(path)
                } else if extensions.contains((name as NSString).pathExtension.lowercased()) {
                    files.append(path)
                }
            }
        }
        return files.sorted()
    }
}
