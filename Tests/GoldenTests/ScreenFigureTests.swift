import AutoLayout
import Foundation
import Golden
import LayoutSpec
import TestSupport
import Testing
import Wireframe

/// The figures of the six screens of issue 20 (fixtures/screen-*.yaml), as `plumb render`
/// draws them: where each view's name goes.
@Suite("Screens: where names go")
struct ScreenFigureTests {
    static let fixtures = PackageDirectory.url("fixtures")

    /// Each phone screen, with the devices it is compared on.
    static let phoneScreens = ["screen-login", "screen-settings", "screen-profile", "screen-chat", "screen-form-vfl"]

    /// The figure of `fixture` laid out on `device`.
    func figure(_ fixture: String, device: String) throws -> Figure {
        let spec = try LayoutSpec.load(contentsOf: Self.fixtures.appendingPathComponent("\(fixture).yaml"))
        let built = try spec.assemble(BuildOptions(device: DeviceCatalog.device(named: device), textMeasurer: PangoTextMeasurer()))
        return built.figure(title: fixture)
    }

    /// The identifiers of the views a figure names.
    func viewNames(_ figure: Figure) -> Set<String> {
        Set(figure.marks.compactMap { mark in
            if case .view(let view) = mark, !view.identifier.isEmpty { return view.identifier }
            return nil
        })
    }

    @Test("On a sheet of an iPhone SE and an iPhone 15, each name is on the same side of its view in both cells", arguments: phoneScreens)
    func namesKeepTheirSide(_ fixture: String) throws {
        let figures = [try figure(fixture, device: "iphone-se"), try figure(fixture, device: "iphone-15")]
        let cells = ContactSheet(figures: figures, columns: 2, theme: .light).composition().cells
        for cell in cells {
            #expect(cell.unplacedLabels == [])
            #expect(Set(cell.nameSides.keys) == viewNames(figures[0]))
        }
        for (name, side) in cells[0].nameSides.sorted(by: { $0.key < $1.key }) {
            #expect(cells[1].nameSides[name] == side,
                    "\(fixture): \(name) is \(side) on an iPhone SE, \(cells[1].nameSides[name].map { "\($0)" } ?? "missing") on an iPhone 15")
        }
    }
}
