import AutoLayout
import Foundation
import Synchronization

/// The one place text is set: a pango typesetter for each font collection, shared by every
/// `PangoTextMeasurer` and by the renderer.
///
/// Text is set by one thread at a time, across every collection. Pango's objects may not be
/// used from two threads at once, and cairo's FreeType faces, which every font map shares,
/// may not either: cairo 1.16 keeps ten faces open and, to open another, closes one that no
/// thread holds, a check that races with another thread taking that face. A thread setting
/// text in one font and a PDF writing the subsets of another could each lose the face it was
/// reading. So every use of a font (loading it, setting or painting text, a vector document's
/// finish) runs under the one lock of ``withFonts(_:)``, and measurements are cached, so that
/// a figure sets each text once.
final class TextPipeline: Sendable {
    /// The pipeline of the system's fonts alone.
    static var system: TextPipeline { pipeline(for: .system) }

    /// The pipelines made so far, by font collection: a process sets text with a few at most.
    private static let pipelines = Mutex<[FontCollection: TextPipeline]>([:])

    /// The typesetters made so far, by font collection, under the lock every use of a font
    /// takes.
    private static let typesetters = Mutex<[FontCollection: Typesetter]>([:])

    /// The pipeline that sets text with `fonts`, made the first time it is asked for.
    static func pipeline(for fonts: FontCollection) -> TextPipeline {
        pipelines.withLock { pipelines in
            if let known = pipelines[fonts] { return known }
            let made = TextPipeline(fonts: fonts)
            pipelines[fonts] = made
            return made
        }
    }

    /// Runs `body` while no other thread uses a font: for what uses cairo's fonts outside a
    /// typesetter, such as the finish of a PDF or SVG document, which writes its font subsets.
    static func withFonts<Result: Sendable, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try typesetters.withLock { (_) throws(Failure) -> Result in try body() }
    }

    /// The fonts this pipeline sets text with.
    private let fonts: FontCollection
    /// Measurements already made: figures measure the same constants and badges again and
    /// again, and layout measures each label at every pass.
    private let measurements = Mutex<[TextKey: TextMeasurement]>([:])

    /// The most measurements kept; past it the cache starts over.
    private static let cacheLimit = 100_000

    private init(fonts: FontCollection) {
        self.fonts = fonts
        // The fonts are loaded when a measurer is made, not in the middle of a layout.
        Self.typesetters.withLock { _ = Self.typesetter(for: fonts, in: &$0) }
    }

    /// The typesetter of `fonts` among `typesetters`, made (with its font map) the first time.
    private static func typesetter(for fonts: FontCollection, in typesetters: inout [FontCollection: Typesetter]) -> Typesetter {
        if let known = typesetters[fonts] { return known }
        let made = Typesetter(fonts: fonts)
        typesetters[fonts] = made
        return made
    }

    /// The measurement of `text`, from the cache when it was measured before.
    ///
    /// - Complexity: O(n) in the length of the text when it is new; a hash lookup otherwise.
    func measure(_ text: String, font: Font, numberOfLines: Int, width: CGFloat?, lineBreakMode: LineBreakMode) -> TextMeasurement {
        let key = TextKey(text: text, font: font, numberOfLines: numberOfLines, width: width, lineBreakMode: lineBreakMode)
        if let known = measurements.withLock({ $0[key] }) { return known }
        let measured = withLines(of: key) { $0.measurement }
        measurements.withLock { cache in
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = measured
        }
        return measured
    }

    /// Sets a text (or finds it set recently) and hands its lines to `body`, under the lock of
    /// ``withFonts(_:)``.
    ///
    /// - Complexity: O(n) in the length of the text, plus what `body` does.
    func withLines<Result: Sendable, Failure: Error>(
        of key: TextKey,
        _ body: (TextLines) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withTypesetter { (typesetter) throws(Failure) -> Result in
            try body(typesetter.recentLines(of: key))
        }
    }

    /// The line metrics of the first family that has the font.
    func metrics(for font: Font) -> FontMetrics {
        withTypesetter { $0.metrics(for: font) }
    }

    /// The family that pango picked for `font`: "Inter" when it is installed.
    func familyName(for font: Font) -> String {
        withTypesetter { $0.familyName(for: font) }
    }

    /// What sets a named font the fonts do not have, or nil.
    func fallback(for font: Font) -> FontFallback? {
        withTypesetter { $0.fallback(for: font) }
    }

    /// Runs `body` with this pipeline's typesetter, under the lock of ``withFonts(_:)``.
    private func withTypesetter<Result: Sendable, Failure: Error>(
        _ body: (Typesetter) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try Self.typesetters.withLock { (typesetters) throws(Failure) -> Result in
            try body(Self.typesetter(for: fonts, in: &typesetters))
        }
    }
}

/// What setting a text depends on: the key of the pipeline's caches.
struct TextKey: Hashable {
    let text: String
    let font: Font
    /// The most lines to show, 0 for no limit.
    let numberOfLines: Int
    /// The width to wrap at, or nil to break only at newlines.
    let width: CGFloat?
    let lineBreakMode: LineBreakMode
}
