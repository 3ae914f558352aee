import Foundation

/// What one pass cost, as a ``Worker`` reports it on one line.
struct PassResult {
    let milliseconds: Double
    /// The pages the process faulted in during the pass: memory the allocator had given back
    /// to the system, or never had, touched again.
    let pageFaults: Int
    /// The worker's running checksum (see ``Passes/checksum``).
    let checksum: Double
}

extension PassResult {
    /// Reads a ``reply`` line.
    init?(reply: some StringProtocol) {
        let fields = reply.split(separator: " ")
        guard fields.count == 3, let milliseconds = Double(fields[0]), let pageFaults = Int(fields[1]),
              let checksum = Double(fields[2]) else { return nil }
        self.init(milliseconds: milliseconds, pageFaults: pageFaults, checksum: checksum)
    }

    /// The line a worker writes for this result, newline included.
    var reply: String { "\(milliseconds) \(pageFaults) \(checksum)\n" }

    /// The minor page faults of this process so far.
    static func pageFaultsSoFar() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_minflt
    }
}
