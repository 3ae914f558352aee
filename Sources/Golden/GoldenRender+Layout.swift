import AutoLayout
import Foundation
import LayoutSpec
import Wireframe

extension GoldenRender {
    /// How every golden is drawn, whatever the device: PNG at 1 pixel per point, in the
    /// light theme, with every layer, the caption and the legend.
    ///
    /// One scale for all devices keeps goldens small (an iPhone figure is about 35 KB) and
    /// quick to compare, and the same on every machine; the figures are made to be legible
    /// at 1x, and the frames file compares geometry to the thousandth of a point anyway.
    public static let format = ImageFormat.png(scale: 1)
    /// The theme of every golden.
    public static let theme = Theme.light

    /// A laid-out layout drawn and reported.
    ///
    /// - Parameters:
    ///   - name: the golden's name.
    ///   - title: the caption's title.
    ///   - measurer: what set the layout's text, and sets the figure's.
    /// - Throws: ``GoldenError/render(name:_:)`` when the figure cannot be drawn.
    /// - Complexity: the figure's, plus its pixels.
    public init(of layout: BuiltLayout, name: String, title: String,
                measuredBy measurer: PangoTextMeasurer = PangoTextMeasurer()) throws(GoldenError) {
        let png: Data
        do {
            png = try layout.figure(title: title, theme: Self.theme).scene(measuredBy: measurer).rendered(as: Self.format)
        } catch {
            throw .render(name: name, error)
        }
        self.init(name: name, png: png, frames: layout.report().jsonData())
    }

    /// A spec drawn in each environment, text measured with pango as it is drawn.
    ///
    /// - Parameters:
    ///   - specName: the spec's name (its file name without the extension), which starts
    ///     every golden's name and titles figures of specs without a `title`.
    ///   - fonts: fonts besides the system's and the spec's own `fonts:`.
    /// - Throws: ``GoldenError/spec(_:)`` when the spec cannot be built,
    ///   ``GoldenError/render(name:_:)`` when a figure cannot be drawn.
    public static func renders(of spec: LayoutSpec, named specName: String,
                               in environments: [GoldenEnvironment],
                               fonts: FontCollection = .system) throws(GoldenError) -> [GoldenRender] {
        let document = LayoutDocument.spec(spec, name: specName)
        return try renders(of: document.layouts[0], in: environments, measuredBy: PangoTextMeasurer(fonts: document.fonts(adding: fonts)))
    }

    /// One layout of a document (a spec, or a storyboard's or xib's scene) drawn in each
    /// environment, its text set by `measurer` as it is measured; the golden names start with
    /// the layout's name.
    ///
    /// - Throws: ``GoldenError/spec(_:)`` or ``GoldenError/interfaceBuilder(_:)`` when the
    ///   layout cannot be built, ``GoldenError/render(name:_:)`` when a figure cannot be drawn.
    public static func renders(of layout: LayoutDocument.Layout, in environments: [GoldenEnvironment],
                               measuredBy measurer: PangoTextMeasurer) throws(GoldenError) -> [GoldenRender] {
        var renders: [GoldenRender] = []
        for environment in environments {
            let options = BuildOptions(device: environment.device, orientation: environment.orientation, textMeasurer: measurer)
            let built = try layout.assemble(options).layout
            renders.append(try GoldenRender(of: built, name: environment.goldenName(forSpecNamed: layout.name), title: layout.title,
                                            measuredBy: measurer))
        }
        return renders
    }

    /// A view made in code drawn in a window for each device and orientation in turn: the
    /// view becomes the window's root view controller's view, and leaves the window once
    /// drawn, so the next window can take it.
    ///
    /// The golden names always have the device part (the run chose it) and have the
    /// orientation part when `orientations` is not empty; without orientations the windows
    /// are in portrait.
    ///
    /// - Throws: ``GoldenError/render(name:_:)`` when a figure cannot be drawn.
    public static func renders(of view: View, named name: String, devices: [Device],
                               orientations: [Orientation]) throws(GoldenError) -> [GoldenRender] {
        var renders: [GoldenRender] = []
        for device in devices {
            for orientation in orientations.isEmpty ? [nil] : orientations as [Orientation?] {
                let window = Window(device: device, orientation: orientation ?? .portrait)
                window.textMeasurer = PangoTextMeasurer()
                window.rootViewController = ViewController(view: view)
                defer { window.rootViewController = nil }
                let environment = GoldenEnvironment(device: device, orientation: orientation)
                renders.append(try GoldenRender(of: BuiltLayout(window: window, title: name),
                                                name: environment.goldenName(forSpecNamed: name), title: name))
            }
        }
        return renders
    }
}
