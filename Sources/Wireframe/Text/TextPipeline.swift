import AutoLayout
import Foundation
import Synchronization

/// The one place text is set: a single pango typesetter behind a lock, shared by every
/// `PangoTextMeasurer` and by the renderer.
///
/// Pango objects may not be used from two threads at once, and measuring and drawing must set
/// text identically; one shared typesetter behind a `Mutex` gives both. The lock is held only
/// while lines are set and, when drawing, painted.
final class TextPipeline: Sendable {
    static let shared = TextPipeline()

    private let typesetter: Mutex<Typesetter>
    /// Measurements already made: figures measure the same constants and badges again and
    /// again, and layout measures each label at every pass.
    private let measurements = Mutex<[TextKey: TextMeasurement]>([:])

    /// The most measurements kept; past it the cache starts over.
    private static let cacheLimit = 100_000

    private init() {
        typesetter = Mutex(Typesetter())
    }

    /// The measurement of `text`, from the cache when it was measured before.
    ///
    /// - Complexity: O(n) in the length of the text when it is new; a hash lookup otherwise.
    func measure(_ text: String, font: Font, numberOfLines: Int, width: CGFloat?) -> TextMeasurement {
        let key = TextKey(text: text, font: font, numberOfLines: numberOfLines, width: width)
        if let known = measurements.withLock({ $0[key] }) { return known }
        let measured = withLines(of: text, font: font, numberOfLines: numberOfLines, width: width) { $0.measurement }
        measurements.withLock { cache in
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = measured
        }
        return measured
    }

    /// Sets `text` (or finds it set recently) and hands its lines to `body`, under the lock.
    ///
    /// - Parameters:
    ///   - numberOfLines: the most lines to show, 0 for no limit.
    ///   - width: the width to wrap at, or nil to break only at newlines.
    /// - Complexity: O(n) in the length of the text, plus what `body` does.
    func withLines<Result: Sendable, Failure: Error>(
        of text: String,
        font: Font,
        numberOfLines: Int,
        width: CGFloat?,
        _ body: (TextLines) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try typesetter.withLock { (typesetter) throws(Failure) -> Result in
            try body(typesetter.recentLines(of: TextKey(text: text, font: font, numberOfLines: numberOfLines, width: width)))
        }
    }

    /// The line metrics of the first family that has the font.
    func metrics(for font: Font) -> FontMetrics {
        typesetter.withLock { $0.metrics(for: font) }
    }

    /// The family that pango picked for `font`: "Inter" when it is installed.
    func familyName(for font: Font) -> String {
        typesetter.withLock { $0.familyName(for: font) }
    }
}

/// What setting a text depends on: the key of the pipeline's caches.
struct TextKey: Hashable {
    let text: String
    let font: Font
    let numberOfLines: Int
    let width: CGFloat?
}
