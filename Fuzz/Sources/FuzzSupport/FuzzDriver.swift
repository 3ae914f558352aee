import CLibFuzzer
import Foundation

/// Runs libFuzzer on `body` with the process's arguments (libFuzzer's flags and corpus
/// directories), and exits with its status.
public func runFuzzer(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    let status = withUnsafeMutablePointer(to: &argv) { argvPointer in
        argvPointer.withMemoryRebound(to: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?.self, capacity: 1) {
            LLVMFuzzerRunDriver(&argc, $0, body)
        }
    }
    exit(status)
}

/// The bytes libFuzzer passes, as a buffer.
public func fuzzBytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count)
}
