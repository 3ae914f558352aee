import AutoLayout
import Dispatch
import Foundation
import Synchronization
import TestSupport
import Testing
import Wireframe

/// Fonts beyond the system's: the Go fonts, a Debian package that fontconfig does not know
/// (`make test-fonts` unpacks them into .build/test-fonts without installing them).
@Suite("Font collections")
struct FontCollectionTests {
    static let directory = PackageDirectory.url(".build/test-fonts")

    let withGo: PangoTextMeasurer
    let system = PangoTextMeasurer()
    let go = Font(name: "Go", size: 17)

    init() throws {
        try #require(FileManager.default.fileExists(atPath: Self.directory.appendingPathComponent("Go-Regular.ttf").path),
                     "the Go fonts are missing: run `make test-fonts`")
        withGo = PangoTextMeasurer(fonts: try FontCollection(directories: [Self.directory]))
    }

    @Test("A font the system lacks falls back to the system font's stand-in, and is set in its own face once given")
    func fallsBackUntilGiven() {
        #expect(system.fallback(for: go) == FontFallback(family: "Inter", isMetricCompatible: false))
        #expect(system.familyName(for: go) == "Inter")
        #expect(withGo.fallback(for: go) == nil)
        #expect(withGo.familyName(for: go) == "Go")
        // Set in Go, the text has Go's widths and Go's line height (its ascent, descent and gap).
        let inGo = withGo.measure("Notifications", font: go, numberOfLines: 1, width: nil)
        let fallback = system.measure("Notifications", font: go, numberOfLines: 1, width: nil)
        #expect(inGo.size.width != fallback.size.width)
        #expect(fallback == system.measure("Notifications", font: .systemFont(ofSize: 17), numberOfLines: 1, width: nil))
        #expect(withGo.metrics(for: go).lineHeight != system.metrics(for: .systemFont(ofSize: 17)).lineHeight)
        #expect(withGo.fallback(for: .systemFont(ofSize: 17)) == nil)
    }

    @Test("A PostScript name finds its face: Go-Bold is Go at its bold weight")
    func postScriptName() {
        let bold = Font(name: "Go-Bold", size: 17)
        #expect(withGo.fallback(for: bold) == nil)
        #expect(withGo.familyName(for: bold) == "Go")
        let byName = withGo.measure("Weight", font: bold, numberOfLines: 1, width: nil)
        #expect(byName == withGo.measure("Weight", font: Font(name: "Go", size: 17, weight: .bold), numberOfLines: 1, width: nil))
        #expect(byName.size.width > withGo.measure("Weight", font: go, numberOfLines: 1, width: nil).size.width)
        #expect(system.fallback(for: bold) == FontFallback(family: "Inter", isMetricCompatible: false))
    }

    @Test("The system font measures the same whatever fonts are added")
    func systemFontUnchanged() {
        let text = "The quick brown fox jumps over the lazy dog"
        for font in [Font.systemFont(ofSize: 17), .preferredFont(forTextStyle: .title1)] {
            #expect(withGo.measure(text, font: font, numberOfLines: 0, width: 120)
                == system.measure(text, font: font, numberOfLines: 0, width: 120))
        }
    }

    /// San Francisco's files carry a tracking table (`trak`), which HarfBuzz applies by
    /// itself. UIKit's tracking is that table as CoreText applies it, and Plumb adds it itself,
    /// so the font's own must stay off. Go, renamed and given such a table, stands in for the
    /// files Plumb cannot ship.
    @Test("San Francisco is spaced by UIKit's tracking alone, not its own tracking table too")
    func sanFranciscosTrackingTable() throws {
        let directory = try TemporaryDirectory()
        func sanFrancisco(trackingUnits: Int16?) throws -> PangoTextMeasurer {
            let fonts = directory.url(trackingUnits == nil ? "plain" : "tracked")
            try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
            for family in ["SF Pro Text", "SF Pro Display"] {
                var file = try OpenTypeFile(contentsOf: Self.directory.appendingPathComponent("Go-Regular.ttf"))
                file.rename(family: family)
                if let trackingUnits { file.addTracking(units: trackingUnits) }
                try file.write(to: fonts.appendingPathComponent(family + ".ttf"))
            }
            return PangoTextMeasurer(fonts: try FontCollection(directories: [fonts]))
        }
        let plain = try sanFrancisco(trackingUnits: nil), tracked = try sanFrancisco(trackingUnits: 200)
        func width(_ measurer: PangoTextMeasurer, _ font: Font) -> CGFloat {
            measurer.measure("Tracking", font: font, numberOfLines: 1, width: nil).size.width
        }
        for size: CGFloat in [12, 17, 28] {
            let font = Font.systemFont(ofSize: size)
            #expect(tracked.familyName(for: font) == (size < 20 ? "SF Pro Text" : "SF Pro Display"))
            #expect(width(tracked, font) == width(plain, font))
        }
        // 12 pt has no tracking: as wide as Go; at 17 pt each of the 8 characters is
        // 52/2048 of the size closer, 442/1024 pt (pango's units are 1/1024 pt).
        #expect(width(tracked, .systemFont(ofSize: 12)) == width(withGo, Font(name: "Go", size: 12)))
        #expect(abs(width(tracked, .systemFont(ofSize: 17)) - (width(withGo, Font(name: "Go", size: 17)) - 8 * 442 / 1024)) < 0.001)
    }

    @Test("Drawing uses the collection's fonts, and draws the same bytes every time")
    func drawing() throws {
        func scene(_ fonts: FontCollection) -> Scene {
            Scene(size: CGSize(width: 160, height: 40), background: .white, items: [
                .text(Scene.Text("Gopher", font: go, color: .black, placement: .box(CGRect(x: 10, y: 5, width: 140, height: 30)))),
            ], fonts: fonts)
        }
        let fonts = try FontCollection(directories: [Self.directory])
        let inGo = try scene(fonts).rendered(as: .png(scale: 2))
        #expect(inGo == (try scene(fonts).rendered(as: .png(scale: 2))))
        #expect(try scene(fonts).rendered(as: .svg) == (try scene(fonts).rendered(as: .svg)))
        #expect(inGo != (try scene(.system).rendered(as: .png(scale: 2))))
    }

    /// Cairo 1.16 keeps ten font files open and, to open another, closes one no thread holds,
    /// a check that races with another thread taking it: a thread loading fonts closed the face
    /// a PDF was reading its subsets from (a segmentation fault in FreeType in 6 of 8 runs of
    /// this test, before `TextPipeline` took one lock for every use of a font).
    @Test("Fonts loaded while a PDF writes its own leave both intact")
    func fontsLoadedWhileWriting() throws {
        let root = try TemporaryDirectory()
        // Twenty-four families, each a renamed Go in a file of its own.
        let families = try (0 ..< 24).map { copy in
            var file = try OpenTypeFile(contentsOf: Self.directory.appendingPathComponent("Go-Regular.ttf"))
            file.rename(family: "Go Copy \(copy)")
            try file.write(to: root.url("GoCopy\(copy).ttf"))
            return "Go Copy \(copy)"
        }
        let measurer = PangoTextMeasurer(fonts: try FontCollection(directories: [root.url]))
        let scene = SampleFigures.login().scene()
        let written = try scene.rendered(as: .pdf)
        let letters = "ABCDEFGHIJKLMNOPQRST"
        let widths = Mutex<Set<CGFloat>>([]), documents = Mutex<Set<Data>>([])
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            if lane == 0 {
                // A letter not set before makes cairo read its face again, opening it.
                for letter in letters {
                    for family in families {
                        let width = measurer.measure(String(letter), font: Font(name: family, size: 17), numberOfLines: 1, width: nil).size.width
                        widths.withLock { _ = $0.insert(width) }
                    }
                }
            } else {
                for _ in 0 ..< 20 {
                    let document = (try? scene.rendered(as: .pdf)) ?? Data()
                    documents.withLock { _ = $0.insert(document) }
                }
            }
        }
        // Every copy is Go, so each letter measures as in Go itself.
        let inGo = Set(letters.map { withGo.measure(String($0), font: go, numberOfLines: 1, width: nil).size.width })
        #expect(widths.withLock { $0 } == inGo)
        #expect(documents.withLock { $0 } == [written])
    }

    @Test("A directory's font files are found at every depth, links to folders not followed")
    func fontFiles() throws {
        let directory = try TemporaryDirectory()
        let manager = FileManager.default
        try manager.createDirectory(at: directory.url("Brand/Bold"), withIntermediateDirectories: true)
        for name in ["Brand/Brand.OTF", "Brand/Bold/Brand-Bold.ttf", "Brand/OFL.txt", "Emoji.ttc"] {
            _ = manager.createFile(atPath: directory.path(name), contents: Data())
        }
        try manager.createSymbolicLink(at: directory.url("Brand/Bold/up"), withDestinationURL: directory.url)
        #expect(FontFiles.find(in: directory.path)
            == ["Brand/Bold/Brand-Bold.ttf", "Brand/Brand.OTF", "Emoji.ttc"].map { directory.path($0) })
    }

    @Test("A directory of more than 10 000 files and folders is refused before fontconfig reads it")
    func crowdedDirectory() throws {
        let directory = try TemporaryDirectory()
        for index in 0 ..< 8 {
            _ = FileManager.default.createFile(atPath: directory.path("\(index).txt"), contents: Data())
        }
        #expect(FontFiles.find(in: directory.path, limit: 8) == [])
        #expect(FontFiles.find(in: directory.path, limit: 7) == nil)
        // /usr holds a system's programs and libraries: far more than 10 000 entries.
        #expect(throws: FontCollectionError.tooManyEntries("/usr", limit: 10_000)) {
            try FontCollection(directories: [URL(fileURLWithPath: "/usr")])
        }
        #expect(FontCollectionError.tooManyEntries("/usr", limit: 10_000).description == "'/usr' holds more than 10000 files "
            + "and folders, too many for a directory of fonts; give the directory that holds the font files")
    }

    @Test("A collection names each directory once, in order, and refuses what is not a directory")
    func directories() throws {
        let twice = try FontCollection(directories: [Self.directory, Self.directory.appendingPathComponent(".")])
        #expect(twice.directories == [Self.directory.standardizedFileURL.path])
        #expect(FontCollection.system.adding(twice) == twice)
        #expect(throws: FontCollectionError.missing("/no/such/fonts")) {
            try FontCollection(directories: [URL(fileURLWithPath: "/no/such/fonts")])
        }
        let file = Self.directory.appendingPathComponent("Go-Regular.ttf")
        #expect(throws: FontCollectionError.notADirectory(file.path)) { try FontCollection(directories: [file]) }
        #expect(FontCollectionError.notADirectory("/f.ttf").description
            == "'/f.ttf' is a file, not a directory of fonts; give the directory that holds it")
    }
}
