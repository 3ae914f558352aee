import Foundation

/// A child process that times the passes of one size, one pass each time it is asked.
///
/// Each size runs in a process of its own so that one size's heap does not serve the other:
/// in one process, a W1 build at 1 000 views reused the memory the allocator kept after the
/// 10 000-view build and faulted in no pages, where on its own it faults in about 450 every
/// build, and the ratio of the two builds was 12.6 to 13.2 instead of about 10. `compare.sh`
/// and `kiwi_bench.py` likewise time each size in a process of its own.
final class Worker {
    private let process = Process()
    private let requests = Pipe()
    private let replies = Pipe()
    private var pending = Data()

    /// Starts this executable again as a worker (``PlumbScaling/serve``) for `size`.
    init(workload: String, phase: Phase, size: Int) throws {
        process.executableURL = Bundle.main.executableURL
        process.arguments = ["--workload", workload, "--phase", phase.rawValue, "--serve", String(size)]
        process.standardInput = requests
        process.standardOutput = replies
        try process.run()
    }

    /// Asks for one pass and returns what it cost.
    func measureOne() throws -> PassResult {
        requests.fileHandleForWriting.write(Data("pass\n".utf8))
        let reply = try nextReply()
        guard let result = PassResult(reply: reply) else { throw WorkerFailure(reason: "an unreadable reply: \(reply)") }
        return result
    }

    /// Closes the worker's input, which ends it, and waits for it to exit.
    func finish() throws {
        try requests.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw WorkerFailure(reason: "exit status \(process.terminationStatus)")
        }
    }

    /// The next line the worker wrote, without its newline.
    private func nextReply() throws -> String {
        while true {
            if let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<end], as: UTF8.self)
                pending.removeSubrange(...end)
                return line
            }
            let chunk = replies.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw WorkerFailure(reason: "it ended before replying") }
            pending.append(chunk)
        }
    }
}

/// A worker that did not reply as asked; its own error, if any, is on standard error.
struct WorkerFailure: Error, CustomStringConvertible {
    let reason: String

    var description: String { "the worker failed: \(reason)" }
}
