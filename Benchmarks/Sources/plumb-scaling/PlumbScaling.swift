import ArgumentParser
import Foundation
import CassowaryWorkloads

/// Measures how the solver's cost on a workload grows from one size to a larger one.
///
/// The machine these benchmarks run on drifts: for minutes at a time both sizes run up to
/// twice as slow, and a protocol that times all of one size and then all of the other puts
/// that drift into the ratio (`compare.sh` gave 9 to 19 times for the same code). Here the
/// passes alternate, one at each size, so that each pair meets the same state of the host,
/// and the ratio reported is the median of the pairs' ratios. Each size runs in a worker
/// process of its own (see ``Worker``).
@main
struct PlumbScaling: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb-scaling",
        abstract: "Time a workload at two sizes in alternating passes and report the ratio.",
        discussion: """
            A build pass loads the workload into a fresh solver and reads every variable once \
            through a readout; a steps pass makes every resize step on a solver loaded once, \
            reading every variable after each step (W3 and W4 only). Each size runs in a \
            process of its own, and the report gives the median page faults of a pass: a \
            build faults in the memory the allocator gave back after the one before.

            Examples:
              plumb-scaling --workload W4 --phase steps
              plumb-scaling --workload W1 --phase build --pairs 20
            """)

    @Option(help: "The workload: W1, W2, W3 or W4.")
    var workload = "W4"

    @Option(help: "What a pass times: build or steps.")
    var phase = Phase.steps

    @Option(help: "The smaller N.")
    var small = 1000

    @Option(help: "The larger N.")
    var large = 10_000

    @Option(help: "The number of pairs of passes.")
    var pairs = 40

    /// Set in a ``Worker``: the size whose passes this process times, one for each line read.
    @Option(help: .hidden)
    var serve: Int?

    func validate() throws {
        guard let kind = Workload.Kind(rawValue: workload) else { throw ValidationError("unknown workload \(workload); use W1, W2, W3 or W4") }
        guard small > 0, large > small else { throw ValidationError("--small must be positive and --large larger") }
        guard pairs > 0 else { throw ValidationError("--pairs must be positive") }
        guard phase == .build || kind == .enamlLike || kind == .resize else {
            throw ValidationError("\(workload) has no resize steps; use --phase build")
        }
    }

    func run() throws {
        if let serve { return try servePasses(size: serve) }
        let smallWorker = try Worker(workload: workload, phase: phase, size: small)
        let largeWorker = try Worker(workload: workload, phase: phase, size: large)
        var smallResults: [PassResult] = [], largeResults: [PassResult] = []
        for _ in 0..<pairs {
            smallResults.append(try smallWorker.measureOne())
            largeResults.append(try largeWorker.measureOne())
        }
        try smallWorker.finish()
        try largeWorker.finish()
        print(Report(workload: workload, phase: phase, sizes: (small, large), results: (smallResults, largeResults)))
    }

    /// The worker's loop: a pass for each line of standard input, and a ``PassResult`` reply
    /// for each on standard output.
    private func servePasses(size: Int) throws {
        let passes = try Passes(Workload(Workload.Kind(rawValue: workload)!, size: size), phase: phase)
        while readLine() != nil {
            let pageFaults = PassResult.pageFaultsSoFar()
            let milliseconds = try passes.timeOne()
            let result = PassResult(
                milliseconds: milliseconds, pageFaults: PassResult.pageFaultsSoFar() - pageFaults, checksum: passes.checksum)
            FileHandle.standardOutput.write(Data(result.reply.utf8))
        }
    }
}
