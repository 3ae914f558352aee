import CorpusFidelity
import Foundation
import Wireframe

/// `make fidelity`: how many views of the public Interface Builder corpus Plumb lays out
/// within a pixel of Xcode's stored frame, per class and per document; `--views` lists every
/// view that does not land, with both frames.
@main
struct PlumbFidelity {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        let directory = arguments.first { !$0.hasPrefix("-") } ?? "fixtures/ib"
        let corpus = try FidelityCorpus(directory: URL(fileURLWithPath: directory))
        let report = corpus.check(measurer: PangoTextMeasurer())
        print(report.text(listsViews: arguments.contains("--views")), terminator: "")
    }
}
