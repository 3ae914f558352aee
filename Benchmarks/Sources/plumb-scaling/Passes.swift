import ArgumentParser
import Cassowary
import CassowaryWorkloads

/// What one pass of ``PlumbScaling`` times.
enum Phase: String, ExpressibleByArgument {
    /// Loading the workload into a fresh solver, then reading every variable once.
    case build
    /// Every resize step on one loaded solver, each followed by a read of every variable.
    case steps
}

/// The passes of one workload at one size: for steps, on one solver loaded once.
final class Passes {
    private let workload: Workload
    private let resizing: (solver: Solver, readout: Solver.Readout)?
    /// The sum of a value from each read, printed so that no read can be optimised away.
    private(set) var checksum = 0.0

    init(_ workload: Workload, phase: Phase) throws {
        self.workload = workload
        resizing = phase == .steps ? try workload.loadedSolver() : nil
    }

    /// Runs one pass and returns its duration in milliseconds.
    func timeOne() throws -> Double {
        if let (solver, readout) = resizing {
            let start = ContinuousClock.now
            for step in workload.resizeSteps {
                try solver.suggest(step)
                keep(solver.values(of: readout))
            }
            return milliseconds(since: start)
        }
        let solver = Solver()
        let start = ContinuousClock.now
        try workload.load(into: solver)
        keep(solver.values(of: solver.readout(of: workload.variables)))
        let duration = milliseconds(since: start)
        // Freed after the clock stops, as kiwi_bench.py's solvers are: freeing is not building.
        return withExtendedLifetime(solver) { duration }
    }

    private func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let (seconds, attoseconds) = (ContinuousClock.now - start).components
        return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
    }

    private func keep(_ values: [Double]) {
        checksum += values.last ?? 0
    }
}
