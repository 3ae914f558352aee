import Foundation

/// Ends a run without freeing what it made.
///
/// A run over ten thousand views makes some hundred thousand objects (views, constraints,
/// the solver's rows, the scene); freeing them one by one takes longer than laying them out,
/// and the system takes the whole heap back at once when the process ends, as compilers do
/// when they skip freeing at exit. So a command keeps its layouts and scenes here until the
/// end, and ends the process itself once its output is written.
enum Teardown {
    /// Ends the process with `code` (C's `exit`, which flushes the standard streams), with
    /// `objects` still alive.
    static func exit(_ code: Int32, keeping objects: [Any]) -> Never {
        withExtendedLifetime(objects) { Foundation.exit(code) }
    }
}
