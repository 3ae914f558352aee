import ArgumentParser
import AutoLayout
import Foundation
import Golden
import Wireframe

/// `plumb render`: specs drawn as wireframes.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw specs, storyboards and xibs as wireframes: SVG, PNG or PDF.",
        discussion: """
            The format comes from the output's extension. Several devices or orientations make \
            one contact sheet: a row per device, a column per orientation (or --sheet-columns \
            per row), each render captioned, one title and one legend; with --pages, a PDF of \
            one page per render. Labels that find no place are named on standard error \
            ("note: … could not place N labels"). Files are written whole or not at all.

            Each scene of a storyboard or xib is a layout named <document>.<scene>: into a \
            directory, each scene is a file of its own; into one file, the scenes make one \
            contact sheet, a row per scene and a column per device and orientation, or, in one \
            environment, a grid about as wide as it is tall. --scene picks one. Views whose stored frame layout moves by more than \
            a pixel are drawn with Xcode's frame as a dashed orange outline and reported \
            misplaced.

            Examples:
              plumb render login.yaml -o login.png
              plumb render login.yaml --devices iphone-se,iphone-15,ipad -o review.pdf
              plumb render login.yaml --orientations portrait,landscape -o turns.png
              plumb render login.yaml --devices iphone-se,iphone-15,ipad --sheet-columns 3 -o row.png
              plumb render login.yaml --devices iphone-se,ipad --orientations portrait,landscape --pages -o review.pdf
              plumb render specs/*.yaml -o renders/ --format svg --hide labels
              plumb render login.yaml --theme dark --scale 3 -o - > login.png
              plumb render Main.storyboard -o renders/
              plumb render Main.storyboard --scene Login --devices iphone-se,ipad -o login.pdf
            """)

    @Argument(help: ArgumentHelp("Spec files (.yaml, .yml or .json), storyboards or xibs.", valueName: "file"))
    var specs: [String]

    @Option(help: ArgumentHelp("Only this scene of a storyboard or xib (its name or id).", valueName: "name"))
    var scene: String?

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Output file (.svg, .png, .pdf); a directory for several specs; - for standard output.", valueName: "path"))
    var output: String?

    @Option(help: "The format for standard output or a directory: svg, png or pdf (default png).")
    var format: OutputFormat?

    @OptionGroup var environment: EnvironmentOptions

    @OptionGroup var fonts: FontOptions

    @Option(help: ArgumentHelp("Several devices on one contact sheet, comma-separated.", valueName: "names"))
    var devices: String?

    @Option(help: ArgumentHelp("Several orientations on one contact sheet: portrait,landscape.", valueName: "list"))
    var orientations: String?

    @Option(help: ArgumentHelp("Several text sizes on one contact sheet: Large,AX3 (xSmall to xxxLarge, AX1 to AX5).",
                               valueName: "list"))
    var contentSizeCategories: String?

    @Option(help: ArgumentHelp(
        "Cells per row of a contact sheet (default: one per orientation and text size, a row per device).", valueName: "n"))
    var sheetColumns: Int?

    @Flag(help: "With several renders, a PDF of one page per render instead of a contact sheet.")
    var pages = false

    @Option(help: ArgumentHelp("PNG pixels per point (default: the device's scale).", valueName: "scale"))
    var scale: Double?

    @Option(help: ArgumentHelp("Draw only these layers: \(layerNames).", valueName: "layers"))
    var show: String?

    @Option(help: ArgumentHelp("Leave these layers out: \(layerNames).", valueName: "layers"))
    var hide: String?

    @Option(help: "light or dark.")
    var theme: ThemeName = .light

    @Flag(help: "Exit 1 when a layout has warnings (unsatisfiable or ambiguous constraints).")
    var strict = false

    @Flag(help: "Print the time of each phase (parse, build, solve, draw, encode) as JSON on standard error.")
    var timings = false

    static let layerNames = FigureLayer.allCases.map(\.rawValue).joined(separator: ",")

    func validate() throws {
        _ = try OutputDestination.resolve(output: output, format: format, specCount: specs.count)
        _ = try layers()
        _ = try deviceNames().map(EnvironmentOptions.device(named:))
        _ = try orientationList()
        _ = try categoryList()
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be more than 0 and at most 8") }
        if specs.isEmpty { throw ValidationError("give at least one spec file") }
        if let sheetColumns, !(1...100).contains(sheetColumns) { throw ValidationError("--sheet-columns must be from 1 to 100") }
        if pages, try OutputDestination.resolve(output: output, format: format, specCount: specs.count).format != .pdf {
            throw ValidationError("--pages makes a PDF of several pages: write to a .pdf file or use --format pdf")
        }
    }

    func run() throws {
        var timer = PhaseTimer()
        let destination = try OutputDestination.resolve(output: output, format: format, specCount: specs.count)
        try destination.checkWritable()
        var warnings = 0
        var made: [Any] = []
        for path in specs {
            let run = try DocumentRun.load(path, scene: scene, fonts: try fonts.collection(), timer: &timer)
            guard !run.layouts.isEmpty else {
                throw StandardError.fail("\(path): error: the document has no scene to draw; a scene is a view controller "
                    + "with a view of its own or a view at a xib's top level (navigation, tab bar and split view "
                    + "controllers and storyboard references only hold other scenes)", code: 65)
            }
            let groups: [[LayoutDocument.Layout]]
            if case .directory = destination { groups = run.layouts.map { [$0] } } else { groups = [run.layouts] }
            for group in groups {
                made += try render(group, of: run, from: path, to: destination, timer: &timer, warnings: &warnings)
            }
            made.append(run)
        }
        if timings { StandardError.print(timer.json) }
        Teardown.exit(strict && warnings > 0 ? 1 : 0, keeping: made)
    }

    /// Draws `group`, layouts of the document at `path`, in every environment asked for, and
    /// writes them as one file to `destination`; returns the figures and scenes it made, which
    /// the process keeps to its end.
    private func render(_ group: [LayoutDocument.Layout], of run: DocumentRun, from path: String,
                        to destination: OutputDestination, timer: inout PhaseTimer, warnings: inout Int) throws -> [Any] {
        let (figures, places, pixelScale) = try figures(of: group, of: run, timer: &timer, warnings: &warnings)
        let pngScale = scale ?? (figures.count == 1 ? pixelScale : 2)
        if destination.format == .png {
            try checkPNGSize(of: figures, layoutCount: group.count, of: run, from: path, scale: pngScale)
        }
        let rendered = timer.measure("draw") {
            compose(figures, layoutCount: group.count, title: run.document.name, measuredBy: run.measurer)
        }
        for (index, composition) in rendered.cells.enumerated() {
            reportNotes(on: figures[index], composition, of: run, at: places[index])
        }
        let data: Data
        do {
            data = try timer.measure("encode") { () throws -> Data in
                if rendered.scenes.count > 1 { return try Scene.pdf(pages: rendered.scenes) }
                return try rendered.scenes[0].rendered(as: destination.format.imageFormat(scale: pngScale))
            }
        } catch let error as RenderError {
            throw StandardError.fail("\(path): error: \(error)", code: 65)
        }
        try write(data, named: group.count == 1 ? group[0].name : run.document.name, to: destination)
        return [figures, rendered.scenes]
    }

    /// The figures of `group`'s layouts, each in every environment asked for, with their
    /// captions' places and the pixel scale of the last one's window; counts the layouts'
    /// warnings into `warnings`.
    ///
    /// - Complexity: O(layouts × environments) builds and solves.
    private func figures(of group: [LayoutDocument.Layout], of run: DocumentRun, timer: inout PhaseTimer,
                         warnings: inout Int) throws -> (figures: [Figure], places: [String?], pixelScale: Double) {
        var figures: [Figure] = [], places: [String?] = []
        var pixelScale = 2.0
        let environments = try environments()
        for layout in group {
            for (device, orientation, category) in environments {
                var options = try environment.buildOptions(device: device, orientation: orientation)
                if let category { options.traitOverrides.preferredContentSizeCategory = category }
                let built = try run.build(layout, options, timer: &timer)
                warnings += run.reportWarnings(of: built, layout: layout)
                pixelScale = Double(built.window.traitCollection.displayScale)
                figures.append(try figure(of: built, layout: layout))
                places.append(Self.place(layout: layout, device: device, orientation: orientation, category: category,
                                         isAlone: group.count == 1 && environments.count == 1))
                // The layout is freed here, not kept to the end: the figure holds what it
                // draws, and a figure of the most views a spec may have would otherwise
                // hold both at once when it is composed (docs/limits.md).
            }
        }
        return (figures, places, pixelScale)
    }

    /// Refuses a figure, or a contact sheet of several (a PNG has no pages), before it is
    /// composed when even the least it can be is too large a PNG at `scale`.
    private func checkPNGSize(of figures: [Figure], layoutCount: Int, of run: DocumentRun, from path: String,
                              scale: Double) throws {
        let bounds = figures.count == 1
            ? figures[0].compositionSizeBounds(measuredBy: run.measurer)
            : contactSheet(of: figures, layoutCount: layoutCount, title: run.document.name)
                .compositionSizeBounds(measuredBy: run.measurer)
        do {
            try Scene.checkPNG(least: bounds.least, most: bounds.most, scale: scale)
        } catch {
            throw StandardError.fail("\(path): error: \(error)", code: 65)
        }
    }

    /// The pages of one file's renders: the figure alone; or, for several, one page per figure
    /// with `--pages`, else a contact sheet of them (``sheetColumns(figureCount:layoutCount:)``);
    /// with the compositions of the figures, in their order.
    ///
    /// - Parameter layoutCount: how many layouts (a storyboard's scenes) the figures show,
    ///   each in every environment.
    private func compose(_ figures: [Figure], layoutCount: Int, title: String, measuredBy measurer: PangoTextMeasurer)
        -> (scenes: [Scene], cells: [Figure.Composition]) {
        if figures.count == 1 || pages {
            let compositions = figures.map { $0.composition(measuredBy: measurer) }
            return (compositions.map { var scene = $0.scene; scene.fonts = measurer.fonts; return scene }, compositions)
        }
        let composition = contactSheet(of: figures, layoutCount: layoutCount, title: title).composition(measuredBy: measurer)
        return ([composition.scene], composition.cells)
    }

    /// The contact sheet of several figures: ``sheetColumns(figureCount:layoutCount:)``
    /// columns, headed by `title` and what the cells vary in ("2 devices × 2 orientations").
    private func contactSheet(of figures: [Figure], layoutCount: Int, title: String) -> ContactSheet {
        let orientationCount = max(1, (try? orientationList().count) ?? 1), categoryCount = max(1, (try? categoryList().count) ?? 1)
        let deviceCount = max(1, (try? deviceNames().count) ?? 1)
        return ContactSheet(
            figures: figures, columns: sheetColumns(figureCount: figures.count, layoutCount: layoutCount), theme: theme.theme, title: title,
            subtitle: [Self.count(layoutCount, "scene"), Self.count(deviceCount, "device"), Self.count(orientationCount, "orientation"), Self.count(categoryCount, "text size")]
                .compactMap { $0 }.joined(separator: " × "))
    }

    /// A contact sheet's columns: `--sheet-columns`; else, for one layout, a column per
    /// orientation and text size (a row per device); for a storyboard's scenes, a column per
    /// environment (a row per scene), or in one environment ⌈√n⌉ columns, so that n scenes make
    /// a sheet about as wide as it is tall rather than one column n screens tall.
    private func sheetColumns(figureCount: Int, layoutCount: Int) -> Int {
        if let sheetColumns { return sheetColumns }
        guard layoutCount > 1 else {
            return max(1, (try? orientationList().count) ?? 1) * max(1, (try? categoryList().count) ?? 1)
        }
        let environmentCount = figureCount / layoutCount
        return environmentCount > 1 ? environmentCount : Int(Double(layoutCount).squareRoot().rounded(.up))
    }

    /// "2 devices", or nil for one.
    private static func count(_ number: Int, _ noun: String) -> String? {
        number > 1 ? "\(number) \(noun)s" : nil
    }

    /// Where a render stands among several, for its notes: "(scene 'Login', iphone-se,
    /// landscape)"; nil for a file's only render.
    private static func place(layout: LayoutDocument.Layout, device: String?, orientation: Orientation?,
                              category: ContentSizeCategory?, isAlone: Bool) -> String? {
        guard !isAlone else { return nil }
        let parts = [layout.scene.map { "scene '\($0.name)'" }, device, orientation?.rawValue, category.map { "\($0)" }].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Prints on standard error what a figure cannot show as the device would: `note: <spec>:
    /// could not place N labels: …`, naming each label left out, and `note: <spec>: N views lie
    /// outside the window: …`; with the scene, device and orientation among several renders.
    private func reportNotes(on figure: Figure, _ composition: Figure.Composition, of run: DocumentRun, at place: String?) {
        let location = place.map { " (\($0))" } ?? ""
        // Ten names say what is left out; a figure of thousands of views does not print them all.
        func note(_ what: String, naming names: [String]) {
            guard !names.isEmpty else { return }
            let shown = names.prefix(10).map { "\"\($0)\"" }.joined(separator: ", ")
            StandardError.print("note: \(run.path)\(location): \(what): " + shown + (names.count > 10 ? " and \(names.count - 10) more" : ""))
        }
        let unplaced = composition.unplacedLabels, outside = figure.viewsOutsideWindow
        note("could not place \(unplaced.count) \(unplaced.count == 1 ? "label" : "labels")", naming: unplaced)
        note(outside.count == 1 ? "1 view lies outside the window" : "\(outside.count) views lie outside the window", naming: outside)
    }

    /// The (device, orientation, text size) triples to render: the flags' lists, or the spec's
    /// own; devices vary slowest, text sizes fastest.
    private func environments() throws -> [(String?, Orientation?, ContentSizeCategory?)] {
        let names = try deviceNames()
        let orientations = try orientationList()
        let categories = try categoryList()
        let deviceChoices: [String?] = names.isEmpty ? [environment.device] : names
        let orientationChoices: [Orientation?] = orientations.isEmpty ? [environment.orientation] : orientations
        let categoryChoices: [ContentSizeCategory?] = categories.isEmpty ? [nil] : categories
        return deviceChoices.flatMap { device in
            orientationChoices.flatMap { orientation in categoryChoices.map { (device, orientation, $0) } }
        }
    }

    private func categoryList() throws -> [ContentSizeCategory] {
        try (contentSizeCategories ?? "").split(separator: ",").map { item in
            let name = item.trimmingCharacters(in: .whitespaces)
            return try ContentSizeCategory(named: name).orThrow(ValidationError(
                "'\(name)' is not a text size; use xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge or AX1 to AX5"))
        }
    }

    private func deviceNames() throws -> [String] {
        (devices ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private func orientationList() throws -> [Orientation] {
        try (orientations ?? "").split(separator: ",").map { item in
            try Orientation(rawValue: item.trimmingCharacters(in: .whitespaces))
                .orThrow(ValidationError("'\(item)' is not an orientation; use portrait or landscape"))
        }
    }

    /// The layers to draw after --show and --hide.
    private func layers() throws -> Set<FigureLayer> {
        func parse(_ list: String) throws -> Set<FigureLayer> {
            Set(try list.split(separator: ",").map { item in
                try FigureLayer(rawValue: String(item)).orThrow(
                    ValidationError("unknown layer '\(item)'; the layers are \(Render.layerNames)"))
            })
        }
        let shown = try show.map(parse) ?? Set(FigureLayer.allCases)
        return shown.subtracting(try hide.map(parse) ?? [])
    }

    /// The figure of one layout, captioned with its title, the device and the traits.
    private func figure(of built: BuiltLayout, layout: LayoutDocument.Layout) throws -> Figure {
        built.figure(title: layout.title, layers: try layers(), theme: theme.theme)
    }

    /// Writes a render atomically (a temporary file renamed into place), or to standard output;
    /// into a directory, as `<name>.<format>`.
    private func write(_ data: Data, named name: String, to destination: OutputDestination) throws {
        let path: String
        switch destination {
        case .standardOutput:
            FileHandle.standardOutput.write(data)
            return
        case .file(let file, _):
            path = file
        case .directory(let directory, let format):
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            path = (directory as NSString).appendingPathComponent("\(name).\(format.rawValue)")
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw StandardError.fail("error: cannot write \(path): \(error.localizedDescription)", code: 65)
        }
    }
}

/// The figure themes by name.
enum ThemeName: String, ExpressibleByArgument {
    case light, dark

    var theme: Theme { self == .light ? .light : .dark }
}
