import AutoLayout
import Foundation
import Testing
import Wireframe

/// Fonts iOS ships that this machine lacks, set in Debian's metric-compatible Liberation fonts
/// (fonts-liberation2, which `make deps` installs) and DejaVu Sans Mono (fonts-dejavu-core):
/// Helvetica's and Arial's advance widths are Liberation Sans's, Times New Roman's Liberation
/// Serif's, Courier New's Liberation Mono's, Menlo's DejaVu Sans Mono's; lines are stacked by
/// the iOS font's own line height.
@Suite("Metric-compatible stand-ins for iOS fonts")
struct MetricCompatibleFontTests {
    let measurer = PangoTextMeasurer()
    let helvetica = Font(name: "Helvetica", size: 17)

    /// The advance widths of "Aircraft for sale" in Liberation Sans (its `hmtx`, in units of
    /// 2048 per em), which are Arial's and Helvetica's (Helvetica's AFM: A 667, i 222, r 333,
    /// c 500, a 556, f and t and the space 278, o 556, s 500, l 222, e 556 per 1000).
    static let aircraftForSaleAdvances: [CGFloat] = [1366, 455, 682, 1024, 682, 1139, 569, 569, 569, 569, 1139, 682, 569, 1024,
                                                     1139, 455, 1139]

    /// The width of glyphs of `advances` (in units of 2048 per em) at `size`, as pango sets them:
    /// each advance rounded to pango's unit, 1/1024 pt, so that 17 glyphs may differ from the
    /// exact sum by a few thousandths of a point, which a pixel's rounding never shows.
    static func width(ofAdvances advances: [CGFloat], size: CGFloat) -> CGFloat {
        advances.map { ($0 * size * 1024 / 2048).rounded(.toNearestOrAwayFromZero) / 1024 }.reduce(0, +)
    }

    /// The label's intrinsic size in a window of `scale`, measured with pango.
    func labelSize(_ text: String, font: Font, scale: CGFloat) -> CGSize {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000), traitCollection: TraitCollection(displayScale: scale))
        window.textMeasurer = measurer
        let label = Label(text: text)
        label.font = font
        window.rootViewController = ViewController(view: label)
        return label.intrinsicContentSize
    }

    @Test("Helvetica 17 is set in Liberation Sans, as wide as its advance widths, with Helvetica's iOS line")
    func helveticaWidths() {
        #expect(measurer.familyName(for: helvetica) == "Liberation Sans")
        #expect(measurer.fallback(for: helvetica) == FontFallback(family: "Liberation Sans", isMetricCompatible: true))
        let measured = measurer.measure("Aircraft for sale", font: helvetica, numberOfLines: 1, width: nil)
        // 13 771 units of 2048 at 17 pt: 114.310 pt exactly, 114.315 as pango rounds each glyph;
        // no kerning between these letters.
        #expect(abs(measured.size.width - 114.315) < 0.001)
        #expect(measured.size.width == Self.width(ofAdvances: Self.aircraftForSaleAdvances, size: 17))
        // UIFont's Helvetica at 17 pt: ascender 15.640 (1577/2048 of the size, and iOS's 0.15),
        // descender 3.910 (471/2048), line height 19.55; Liberation Sans's own ascender is 15.390.
        let metrics = measurer.metrics(for: helvetica)
        #expect(abs(metrics.ascent - 15.640) < 0.001)
        #expect(abs(metrics.descent - 3.910) < 0.001)
        #expect(abs(metrics.lineHeight - 19.55) < 0.001)
        #expect(measured.firstBaseline == metrics.ascent)
        // Rounded up to the pixel: 114.5 × 20 at 2×, 114.333 × 19.667 at 3×.
        let atTwo = labelSize("Aircraft for sale", font: helvetica, scale: 2)
        #expect(atTwo == CGSize(width: 114.5, height: 20))
        let atThree = labelSize("Aircraft for sale", font: helvetica, scale: 3)
        #expect(abs(atThree.width - 114.333) < 0.001)
        #expect(abs(atThree.height - 19.667) < 0.001)
    }

    @Test("Arial and Helvetica measure alike; Arial's lines are its own, ascender, descender and gap: 19.549 at 17 pt")
    func arial() {
        let arial = Font(name: "ArialMT", size: 17)
        #expect(measurer.fallback(for: arial) == FontFallback(family: "Liberation Sans", isMetricCompatible: true))
        #expect(measurer.measure("Aircraft for sale", font: arial, numberOfLines: 1, width: nil).size.width
            == measurer.measure("Aircraft for sale", font: helvetica, numberOfLines: 1, width: nil).size.width)
        let metrics = measurer.metrics(for: arial)
        #expect(abs(metrics.ascent - 1854.0 / 2048 * 17) < 0.001)
        #expect(abs(metrics.lineHeight - 2355.0 / 2048 * 17) < 0.001)
    }

    @Test("A PostScript name picks the stand-in's face: Times New Roman bold by name and by family and weight")
    func timesNewRomanBold() {
        let byName = Font(name: "TimesNewRomanPS-BoldMT", size: 17, weight: .bold)
        let byFamily = Font(name: "Times New Roman", size: 17, weight: .bold)
        let regular = Font(name: "TimesNewRomanPSMT", size: 17)
        #expect(measurer.familyName(for: byName) == "Liberation Serif")
        #expect(measurer.fallback(for: byName) == FontFallback(family: "Liberation Serif", isMetricCompatible: true))
        // "Hello" in Liberation Serif Bold: H 1593, e 909, l 569, l 569, o 1024 of 2048 (Times
        // New Roman Bold's widths); in the regular face the H is 1479.
        let bold = measurer.measure("Hello", font: byName, numberOfLines: 1, width: nil).size.width
        #expect(bold == Self.width(ofAdvances: [1593, 909, 569, 569, 1024], size: 17))
        #expect(bold == measurer.measure("Hello", font: byFamily, numberOfLines: 1, width: nil).size.width)
        let plain = measurer.measure("Hello", font: regular, numberOfLines: 1, width: nil).size.width
        #expect(plain == Self.width(ofAdvances: [1479, 909, 569, 569, 1024], size: 17))
    }

    @Test("Courier New is set in Liberation Mono: every character 1229/2048 em wide")
    func courierNew() {
        let courier = Font(name: "CourierNewPSMT", size: 14)
        #expect(measurer.familyName(for: courier) == "Liberation Mono")
        let width = measurer.measure("Lorem ipsum", font: courier, numberOfLines: 1, width: nil).size.width
        #expect(width == Self.width(ofAdvances: Array(repeating: 1229, count: 11), size: 14))
        #expect(abs(measurer.metrics(for: courier).lineHeight - 2320.0 / 2048 * 14) < 0.001)
    }

    @Test("Menlo is set in DejaVu Sans Mono: every character 1233/2048 em wide, Menlo's line 2384/2048 em")
    func menlo() {
        // KeePassium's entry viewer (EntryFieldViewerVC.storyboard, 3×) shows "{Field Value}" in
        // Menlo-Regular 16 in a text view Xcode stores 135.667 wide: 13 characters of 1233/2048
        // em are 125.227 pt, and the text view's two line fragment paddings 10 more.
        let menlo = Font(name: "Menlo-Regular", size: 16)
        #expect(measurer.familyName(for: menlo) == "DejaVu Sans Mono")
        #expect(measurer.fallback(for: menlo) == FontFallback(family: "DejaVu Sans Mono", isMetricCompatible: true))
        let width = measurer.measure("{Field Value}", font: menlo, numberOfLines: 1, width: nil).size.width
        #expect(width == Self.width(ofAdvances: Array(repeating: 1233, count: 13), size: 16))
        // Menlo's hhea: ascender 1901, descender 483, no line gap, of 2048 per em; iOS adds
        // nothing to it (ish's borderless Menlo 14 field is stored 18 tall: a 16.297 line,
        // 17 rounded up, and its point).
        let metrics = measurer.metrics(for: menlo)
        #expect(abs(metrics.ascent - 1901.0 / 2048 * 16) < 0.001)
        #expect(abs(metrics.lineHeight - 18.625) < 0.001)
        // Rounded up to the pixel at 3×: 125.333 × 18.667.
        let label = labelSize("{Field Value}", font: menlo, scale: 3)
        #expect(abs(label.width - 125.333) < 0.001)
        #expect(abs(label.height - 18.667) < 0.001)
        #expect(measurer.familyName(for: Font(name: "Menlo-Bold", size: 16, weight: .bold)) == "DejaVu Sans Mono")
    }

    @Test("A face with no metric-compatible stand-in falls back to the system font's, as before")
    func noStandIn() {
        let fonts = ["Helvetica-Light", "HelveticaNeue", "Georgia", "Avenir-Heavy"].map { Font(name: $0, size: 17) }
            // Helvetica has a light face on iOS, with widths of its own; Liberation Sans has none.
            + [Font(name: "Helvetica", size: 17, weight: .light)]
        for font in fonts {
            #expect(measurer.fallback(for: font) == FontFallback(family: "Inter", isMetricCompatible: false), "\(font)")
            #expect(measurer.measure("Aircraft for sale", font: font, numberOfLines: 1, width: nil)
                == measurer.measure("Aircraft for sale", font: .systemFont(ofSize: 17, weight: font.weight), numberOfLines: 1, width: nil))
        }
    }
}
