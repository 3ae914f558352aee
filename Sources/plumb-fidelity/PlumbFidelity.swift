import CorpusFidelity
import Foundation
import Wireframe

/// `make fidelity`: how many views of the public Interface Builder corpus Plumb lays out
/// within a pixel of Xcode's stored frame, per class and per document; `--views` lists every
/// view that does not land, with both frames. Given a directory without `MANIFEST.json`
/// (documents the project has never seen), every document there is checked, each view
/// classed by its kind. Text is measured with the system's fonts and those of the
/// directories `PLUMB_FONTS` lists (separated by ':'), as `plumb` measures it.
@main
struct PlumbFidelity {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        let directory = arguments.first { !$0.hasPrefix("-") } ?? "fixtures/ib"
        let url = URL(fileURLWithPath: directory)
        let corpus = FileManager.default.fileExists(atPath: url.appendingPathComponent("MANIFEST.json").path)
            ? try FidelityCorpus(directory: url) : try FidelityCorpus(unclassifiedDirectory: url)
        let fontDirectories = FontCollection.directories(listedIn: ProcessInfo.processInfo.environment).map(URL.init(fileURLWithPath:))
        let report = corpus.check(measurer: PangoTextMeasurer(fonts: try FontCollection(directories: fontDirectories)))
        print(report.text(listsViews: arguments.contains("--views")), terminator: "")
    }
}
