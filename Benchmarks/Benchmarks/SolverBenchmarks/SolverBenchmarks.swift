import Benchmark
import Cassowary
import CassowaryWorkloads

/// The solver on the workloads of `workloads.md`, in the phases `kiwi_bench.py` times:
///
/// - *build*: a fresh solver gets the edit variables, every constraint and the initial
///   suggestions, then every variable is read once through a readout made for them (Plumb's
///   values are read when asked for, so reading them all stands for kiwi's
///   `updateVariables`, which walks kiwi's own list of variables);
/// - *resize step* (W3, W4): one step's suggestions, then every variable read once through
///   the readout made after the build.
///
/// The workload's constraint objects are made before the measured region, on first use, so
/// that registering the benchmarks builds nothing.
///
/// Beside the workloads, *refused adds*: N/5 required constraints that each conflict with one
/// of N pins, every one refused with its conflict (the error path of a spec that contradicts
/// itself), on a solver that a refusal leaves as it was.
let benchmarks: @Sendable () -> Void = {
    let sizes = [100, 1000, 10_000]
    for size in sizes {
        let refusals = Refusals(size: size)
        Benchmark("refused adds N=\(size)", configuration: configuration(size: size)) { benchmark in
            let (solver, conflicting) = try refusals.prepared()
            benchmark.startMeasurement()
            for constraint in conflicting {
                do { try solver.add(constraint) } catch { blackHole(error) }
            }
            benchmark.stopMeasurement()
        }
    }
    for kind in Workload.Kind.allCases {
        for size in sizes {
            let instance = PreparedWorkload(kind, size: size)
            Benchmark("\(kind.rawValue) build N=\(size)", configuration: configuration(size: size)) { benchmark in
                let workload = instance.workload
                let solver = Solver()
                benchmark.startMeasurement()
                try workload.load(into: solver)
                blackHole(solver.values(of: solver.readout(of: workload.variables)))
                benchmark.stopMeasurement()
            }
            guard kind == .enamlLike || kind == .resize else { continue }
            Benchmark("\(kind.rawValue) resize step N=\(size)", configuration: configuration(size: size)) { benchmark in
                let resizing = try instance.resizing()
                benchmark.startMeasurement()
                try resizing.solver.suggest(resizing.nextStep())
                blackHole(resizing.solver.values(of: resizing.readout))
                benchmark.stopMeasurement()
            }
        }
    }
}

/// Wall-clock time and allocations, with enough iterations to be stable at small sizes and
/// few enough that the largest builds finish in seconds.
func configuration(size: Int) -> Benchmark.Configuration {
    .init(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 1,
        maxDuration: .seconds(size >= 10_000 ? 10 : 3),
        maxIterations: 1000)
}

/// A workload built on first use, and the solver its resize steps run on.
final class PreparedWorkload {
    let kind: Workload.Kind
    let size: Int
    private var resizingSession: ResizeSession?

    init(_ kind: Workload.Kind, size: Int) {
        self.kind = kind
        self.size = size
    }

    lazy var workload = Workload(kind, size: size)

    /// A solver with the workload loaded, kept from one resize step to the next.
    func resizing() throws -> ResizeSession {
        if let resizingSession { return resizingSession }
        let session = try ResizeSession(workload: workload)
        resizingSession = session
        return session
    }
}

/// A solver holding a workload, a readout of its variables, and the position in its resize
/// steps: the steps are taken in order, starting again from the first after the last.
final class ResizeSession {
    let workload: Workload
    let solver: Solver
    let readout: Solver.Readout
    private var stepIndex = 0

    init(workload: Workload) throws {
        self.workload = workload
        (solver, readout) = try workload.loadedSolver()
    }

    /// The suggestions of the next step.
    func nextStep() -> [Workload.Suggestion] {
        defer { stepIndex = (stepIndex + 1) % workload.resizeSteps.count }
        return workload.resizeSteps[stepIndex]
    }
}

/// N variables pinned by required constraints, made on first use, and N/5 required
/// constraints that contradict a pin each.
final class Refusals {
    let size: Int
    private var made: (solver: Solver, conflicting: [Constraint])?

    init(size: Int) {
        self.size = size
    }

    /// The solver with the pins, and the constraints it must refuse.
    func prepared() throws -> (solver: Solver, conflicting: [Constraint]) {
        if let made { return made }
        let solver = Solver()
        let variables = (0..<size).map { Variable("x\($0)") }
        for variable in variables { try solver.add(variable == 3) }
        let conflicting = stride(from: 0, to: size, by: 5).map { variables[$0] == 5 }
        made = (solver, conflicting)
        return (solver, conflicting)
    }
}
