import Foundation

/// Times the phases of a command (`--timings`): parse, build, solve, draw, encode.
struct PhaseTimer {
    static let phases = ["parse", "build", "solve", "draw", "encode"]
    private var milliseconds: [String: Double] = [:]

    /// Runs `body`, adding its duration to `phase`.
    mutating func measure<T, Failure: Error>(_ phase: String, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { milliseconds[phase, default: 0] += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }
        return try body()
    }

    /// One JSON object, the phases in order, in milliseconds to the microsecond.
    var json: String {
        let fields = Self.phases.map { "\"\($0)\": \(String(format: "%.3f", milliseconds[$0] ?? 0))" }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
