import Cassowary
import CassowaryWorkloads

/// The measurement protocol of `kiwi_bench.py bench` (`workloads.md` §5), applied to Plumb's
/// solver, so that the two columns of the comparison time the same calls on the same instance.
///
/// Each repetition takes a fresh solver and times
/// - *add*: every edit variable, then every constraint;
/// - *update*: the initial suggestions, then a readout of every variable made and read once
///   (where kiwi calls `updateVariables`, which walks the list of variables kiwi keeps; Plumb
///   computes values when they are read);
/// - for W3 and W4, each resize step: *suggest*, the step's suggestions, and *update*, every
///   variable read once through that readout.
///
/// Repetitions stop early once `maxSeconds` have passed since the workload was made, as
/// kiwi's do.
struct KiwiBenchProtocol {
    let workload: Workload
    let repetitions: Int
    let maxSeconds: Double

    /// The phases' durations over all repetitions, in kiwi_bench.py's units.
    struct Measurements {
        var addMilliseconds: [Double] = []
        var updateMilliseconds: [Double] = []
        var totalMilliseconds: [Double] = []
        var stepMicroseconds: [Double] = []
        var suggestMicroseconds: [Double] = []
        var stepUpdateMicroseconds: [Double] = []
        /// The duration of all of a repetition's resize steps, one entry per repetition.
        var resizeTotalMilliseconds: [Double] = []
        /// The sum of the last values read, printed so that no read can be optimised away and
        /// so that two runs can be seen to agree.
        var checksum = 0.0
    }

    /// Runs the repetitions; `start` is when the workload began to be made.
    ///
    /// - Throws: the first ``SolverError``; the workloads are satisfiable, so this is a bug.
    func run(since start: ContinuousClock.Instant) throws(SolverError) -> Measurements {
        let clock = ContinuousClock()
        var measurements = Measurements()
        for repetition in 0..<repetitions {
            let solver = Solver()
            let beforeAdd = clock.now
            try workload.add(to: solver)
            let beforeUpdate = clock.now
            try solver.suggest(workload.initialSuggestions)
            let readout = solver.readout(of: workload.variables)
            var values = solver.values(of: readout)
            let afterUpdate = clock.now
            measurements.addMilliseconds.append((beforeUpdate - beforeAdd).milliseconds)
            measurements.updateMilliseconds.append((afterUpdate - beforeUpdate).milliseconds)
            measurements.totalMilliseconds.append((afterUpdate - beforeAdd).milliseconds)

            if !workload.resizeSteps.isEmpty {
                var resizeTotal = Duration.zero
                for step in workload.resizeSteps {
                    let beforeSuggest = clock.now
                    try solver.suggest(step)
                    let beforeRead = clock.now
                    values = solver.values(of: readout)
                    let afterRead = clock.now
                    measurements.stepMicroseconds.append((afterRead - beforeSuggest).microseconds)
                    measurements.suggestMicroseconds.append((beforeRead - beforeSuggest).microseconds)
                    measurements.stepUpdateMicroseconds.append((afterRead - beforeRead).microseconds)
                    resizeTotal += afterRead - beforeSuggest
                }
                measurements.resizeTotalMilliseconds.append(resizeTotal.milliseconds)
            }
            measurements.checksum = values.reduce(0, +)
            let spent = (clock.now - start).milliseconds / 1000
            if spent > maxSeconds && repetition + 1 < repetitions { break }
        }
        return measurements
    }
}

extension Duration {
    /// The duration in milliseconds, as a `Double`.
    var milliseconds: Double { microseconds / 1000 }

    /// The duration in microseconds, as a `Double`.
    var microseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
    }
}
