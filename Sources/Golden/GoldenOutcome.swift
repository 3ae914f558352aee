/// What checking one render against its golden came to: passed, recorded, or failed, with
/// the lines that say why and the files written.
public struct GoldenOutcome: Hashable, Sendable {
    /// The golden's name.
    public let name: String
    /// What does not match and was left as it is: the reason the check failed; nil when it
    /// did not fail.
    public let failure: GoldenMismatch?
    /// The golden files written, by the record mode.
    public let recorded: [String]
    /// What the recorded files replaced: how the old goldens differed (empty for files that
    /// did not exist or that matched).
    public let replaced: GoldenMismatch
    /// The files written for a failure to look at; nil when the check did not fail.
    public let artifacts: GoldenArtifacts?

    public init(name: String, failure: GoldenMismatch?, recorded: [String], replaced: GoldenMismatch,
                artifacts: GoldenArtifacts?) {
        self.name = name
        self.failure = failure
        self.recorded = recorded
        self.replaced = replaced
        self.artifacts = artifacts
    }

    /// Failed when something does not match; otherwise recorded when a golden was written;
    /// otherwise passed.
    public enum Verdict: String, Hashable, Sendable {
        case passed, recorded, failed
    }

    public var verdict: Verdict {
        failure != nil ? .failed : recorded.isEmpty ? .passed : .recorded
    }

    /// The report: nothing for a pass; otherwise a heading (`FAIL name`, `RECORDED name`),
    /// then indented what failed, the files recorded and what they replaced, and the
    /// artifacts.
    public var lines: [String] {
        guard verdict != .passed else { return [] }
        var lines = [(verdict == .failed ? "FAIL " : "RECORDED ") + name]
        lines += (failure?.lines ?? []).map { "  " + $0 }
        if !recorded.isEmpty {
            lines.append("  recorded " + recorded.joined(separator: ", ")
                         + (replaced.isEmpty ? "" : ", replacing goldens that differed:"))
            lines += replaced.lines.map { "    " + $0 }
        }
        if let artifacts {
            lines += ["  render: \(artifacts.render)", "  frames: \(artifacts.frames)"]
            if let difference = artifacts.difference { lines.append("  diff:   \(difference)") }
        }
        return lines
    }
}
