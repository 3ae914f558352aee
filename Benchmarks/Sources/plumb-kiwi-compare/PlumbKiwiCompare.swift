import ArgumentParser
import CassowaryWorkloads
import Foundation

/// Times Plumb's solver on one workload exactly as `kiwi_bench.py bench` times kiwi, and
/// prints the same JSON records, so that `compare.sh` can set the two side by side.
@main
struct PlumbKiwiCompare: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb-kiwi-compare",
        abstract: "Time Plumb's Cassowary solver with kiwi_bench.py's protocol.",
        discussion: """
            Loads the instance kiwi is timed on (a `kiwi_bench.py dump` file), or builds the \
            workload, then prints one JSON line for the build phase and, for W3 and W4, one for \
            the resize steps, with kiwi_bench.py's field names and units.

            Examples:
              python3 kiwi_bench.py dump W4 1000 > w4-1000.sys
              plumb-kiwi-compare --dump w4-1000.sys --reps 7
              plumb-kiwi-compare --workload W1 --size 10000
            """)

    @Option(help: "A file written by `kiwi_bench.py dump W N`.")
    var dump: String?

    @Option(help: "The workload to build instead of loading a dump: W1, W2, W3 or W4.")
    var workload: String?

    @Option(help: "The workload's N, with --workload.")
    var size: Int?

    @Option(help: "Repetitions, each on a fresh solver.")
    var reps = 7

    @Option(help: "Stop repeating once this many seconds have passed (kiwi_bench.py's --max-seconds).")
    var maxSeconds = 120.0

    func validate() throws {
        guard (dump == nil) != (workload == nil) else { throw ValidationError("give either --dump or --workload") }
        if let workload {
            guard Workload.Kind(rawValue: workload) != nil else { throw ValidationError("unknown workload \(workload)") }
            guard let size, size > 0 else { throw ValidationError("--workload needs a positive --size") }
        }
        guard reps > 0 else { throw ValidationError("--reps must be positive") }
    }

    func run() throws {
        let start = ContinuousClock.now
        let instance = try makeWorkload()
        let expressionMilliseconds = (ContinuousClock.now - start).milliseconds
        let measured = try KiwiBenchProtocol(workload: instance, repetitions: reps, maxSeconds: maxSeconds)
            .run(since: start)
        var record = Record(
            workload: instance.kind.rawValue, n: instance.size, constraints: instance.constraints.count,
            editVars: instance.editVariables.count, variables: instance.variables.count,
            exprMs: expressionMilliseconds, checksum: measured.checksum, phase: "build",
            reps: measured.totalMilliseconds.count)
        let constraintCount = Double(instance.constraints.count + instance.editVariables.count)
        record.addMs = Summary(measured.addMilliseconds)
        record.updateMs = Summary(measured.updateMilliseconds)
        record.totalMs = Summary(measured.totalMilliseconds)
        record.nsPerConstraint = Summary(measured.totalMilliseconds.map { $0 * 1e6 / constraintCount })
        print(try json(record))
        guard !instance.resizeSteps.isEmpty else { return }
        record.phase = "resize"
        record.reps = measured.resizeTotalMilliseconds.count
        record.steps = instance.resizeSteps.count
        record.addMs = nil
        record.updateMs = nil
        record.nsPerConstraint = nil
        record.stepUs = Summary(measured.stepMicroseconds)
        record.suggestUs = Summary(measured.suggestMicroseconds)
        record.updateUs = Summary(measured.stepUpdateMicroseconds)
        record.totalMs = Summary(measured.resizeTotalMilliseconds)
        print(try json(record))
    }

    /// The instance to time: loading or building it is kiwi_bench.py's `expr_ms`, not timed
    /// as solver work.
    private func makeWorkload() throws -> Workload {
        if let dump {
            return try Workload(interchange: String(contentsOfFile: dump, encoding: .utf8))
        }
        return Workload(Workload.Kind(rawValue: workload!)!, size: size!)
    }

    private func json(_ record: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(record), as: UTF8.self)
    }
}

/// One JSON record, with kiwi_bench.py's field names and units: `phase` is `build` (with the
/// `_ms` fields and `ns_per_constraint`) or `resize` (with `steps` and the `_us` fields;
/// `total_ms` is then all the steps of one repetition). Absent fields are left out.
struct Record: Encodable {
    var solver = "plumb"
    let workload: String
    let n: Int
    let constraints: Int
    let editVars: Int
    let variables: Int
    let exprMs: Double
    let checksum: Double
    var phase: String
    var reps: Int
    var steps: Int?
    var addMs: Summary?
    var updateMs: Summary?
    var totalMs: Summary?
    var nsPerConstraint: Summary?
    var stepUs: Summary?
    var suggestUs: Summary?
    var updateUs: Summary?
}
