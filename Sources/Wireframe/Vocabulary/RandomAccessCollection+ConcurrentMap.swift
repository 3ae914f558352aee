import Dispatch
import Foundation

extension RandomAccessCollection where Self: Sendable, Element: Sendable, Index == Int {
    /// `map` spread over the machine's cores, in contiguous chunks, keeping the order: for
    /// the pure per-mark work of a figure, which at ten thousand views is much of the time
    /// spent composing it.
    ///
    /// The result is `map`'s, whatever the number of cores, as long as `transform` depends
    /// only on its argument.
    ///
    /// - Complexity: O(n) calls of `transform`, about n / cores on each core.
    func concurrentMap<Result>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let chunkCount = Swift.min(count / Self.minimumChunk, ProcessInfo.processInfo.activeProcessorCount)
        guard chunkCount > 1 else { return map(transform) }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            // Each chunk initialises its own elements only, and the buffer outlives the calls.
            nonisolated(unsafe) let output = buffer
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                let start = count * chunk / chunkCount, end = count * (chunk + 1) / chunkCount
                for index in start..<end { (output.baseAddress! + index).initialize(to: transform(self[startIndex + index])) }
            }
            initializedCount = count
        }
    }

    /// Below this many elements a chunk is not worth a thread.
    private static var minimumChunk: Int { 1024 }
}
