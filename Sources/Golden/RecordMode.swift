/// When a golden check writes golden files instead of only comparing with them, as in
/// swift-snapshot-testing.
///
/// A recording run still reports every file it wrote and what differed from the file it
/// replaced, so nothing is written silently.
public enum RecordMode: String, CaseIterable, Hashable, Sendable {
    /// Write the goldens that do not exist yet; compare with the others. The default on a
    /// developer's machine: a new spec or device gets its golden on its first run.
    case missing
    /// Write every golden, whether it matched or not: to accept a deliberate change everywhere.
    case all
    /// Write the goldens that are missing or do not match; leave those that match untouched.
    case failed
    /// Write nothing; a missing golden is a failure. The default on CI, where a golden
    /// written by the run would make the check pass without comparing anything.
    case never

    /// The environment variable that sets the mode when no flag or parameter does.
    public static let environmentVariable = "PLUMB_RECORD"

    /// The mode a run uses: `explicit` (a flag or parameter) when given, then the
    /// `PLUMB_RECORD` variable, then `never` when the environment has `CI` set, and otherwise
    /// `missing`.
    ///
    /// `CI` counts as set when it has any value but an empty one, `0` or `false` (GitHub
    /// Actions, GitLab, Buildkite, CircleCI and Travis all set `CI=true`). An explicit mode
    /// wins over it, so a CI job that is meant to record can still say so.
    ///
    /// - Throws: ``GoldenError/invalidRecordMode(_:)`` when `PLUMB_RECORD` names no mode.
    public static func resolved(_ explicit: RecordMode?, environment: [String: String]) throws(GoldenError) -> RecordMode {
        if let explicit { return explicit }
        if let value = environment[environmentVariable], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value) else { throw .invalidRecordMode(value) }
            return mode
        }
        if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) { return .never }
        return .missing
    }
}
