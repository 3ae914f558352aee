import AutoLayout
import Foundation
import Synchronization

/// The one place text is set: a few pango typesetters, each behind its own lock, shared by
/// every `PangoTextMeasurer` and by the renderer; one pipeline for each font collection.
///
/// Pango objects may not be used from two threads at once, but objects made from different
/// font maps may be used side by side. So there is a typesetter (each with its own font map)
/// per core, up to four, and a thread sets text with the first one that is free: a figure of
/// 10 000 views measures its 10 000 names on every core, and bands painted in parallel set
/// their labels side by side. Every typesetter loads the same fonts with the same options, so
/// whichever one sets a text, it measures and draws the same. A lock is held only while lines
/// are set and, when drawing, painted.
final class TextPipeline: Sendable {
    /// The pipeline of the system's fonts alone.
    static var system: TextPipeline { pipeline(for: .system) }

    /// The pipelines made so far, by font collection: a process sets text with a few at most.
    private static let pipelines = Mutex<[FontCollection: TextPipeline]>([:])

    /// The pipeline that sets text with `fonts`, made the first time it is asked for.
    static func pipeline(for fonts: FontCollection) -> TextPipeline {
        pipelines.withLock { pipelines in
            if let known = pipelines[fonts] { return known }
            let made = TextPipeline(fonts: fonts)
            pipelines[fonts] = made
            return made
        }
    }

    /// The typesetters, one per core up to ``maximumTypesetters``.
    private let typesetters: [LockedTypesetter]
    /// Where a thread that finds every typesetter busy waits, in turn.
    private let nextToWaitFor = Atomic<Int>(0)
    /// Measurements already made: figures measure the same constants and badges again and
    /// again, and layout measures each label at every pass.
    private let measurements = Mutex<[TextKey: TextMeasurement]>([:])

    /// The most measurements kept; past it the cache starts over.
    private static let cacheLimit = 100_000
    /// The most typesetters made: each holds its own fonts.
    private static let maximumTypesetters = 4

    private init(fonts: FontCollection) {
        let count = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), Self.maximumTypesetters)
        typesetters = (0 ..< count).map { _ in LockedTypesetter(fonts: fonts) }
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
    /// the typesetter that set them.
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

    /// Runs `body` with the first free typesetter, or, when all are busy, waits for one of
    /// them (each in turn, so that waiting threads spread out).
    private func withTypesetter<Result: Sendable, Failure: Error>(
        _ body: (Typesetter) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        for typesetter in typesetters {
            if let result = try typesetter.lock.withLockIfAvailable({ (typesetter) throws(Failure) -> Result in try body(typesetter) }) {
                return result
            }
        }
        let turn = nextToWaitFor.wrappingAdd(1, ordering: .relaxed).oldValue
        return try typesetters[turn % typesetters.count].lock.withLock { (typesetter) throws(Failure) -> Result in
            try body(typesetter)
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

/// A typesetter and the lock it is used under.
private final class LockedTypesetter: Sendable {
    let lock: Mutex<Typesetter>

    init(fonts: FontCollection) {
        lock = Mutex(Typesetter(fonts: fonts))
    }
}
