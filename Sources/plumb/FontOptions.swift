import ArgumentParser
import Foundation
import Wireframe

/// `--fonts DIR` (any number of times) and the `PLUMB_FONTS` environment variable: directories
/// of font files measured and drawn with, besides the system's and a spec's `fonts:`.
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("fonts"), help: ArgumentHelp(
        "A directory of font files (.ttf, .otf, .ttc) to measure and draw text with, besides the system's; repeatable. PLUMB_FONTS adds more, separated by ':'.",
        valueName: "directory"))
    var directories: [String] = []

    func validate() throws {
        _ = try collection()
    }

    /// The fonts of the flags and of `PLUMB_FONTS`.
    ///
    /// - Throws: `ValidationError` naming the flag or the variable, for a path that is not a
    ///   readable directory.
    func collection(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> FontCollection {
        let fromEnvironment = FontCollection.directories(listedIn: environment)
        var fonts = FontCollection.system
        for (paths, source) in [(directories, "--fonts"), (fromEnvironment, FontCollection.environmentVariable)] where !paths.isEmpty {
            do {
                fonts = fonts.adding(try FontCollection(directories: paths.map { URL(fileURLWithPath: $0) }))
            } catch {
                throw ValidationError("\(source): \(error)")
            }
        }
        return fonts
    }
}
