/// Why a frames file is not a layout report.
public struct GoldenFramesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is missing or wrong, and where: "no key 'window'".
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public var description: String { "not a layout report: \(reason)" }
}
