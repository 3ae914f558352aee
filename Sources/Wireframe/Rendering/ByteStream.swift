import CCairo
import Foundation

/// Where cairo's stream surfaces and PNG writer put their bytes, so that output is returned as
/// `Data` and never touches the file system.
///
/// Cairo calls back through a C function pointer with an opaque closure pointer; the surface
/// that writes here keeps the sink alive for as long as it may call.
final class ByteSink {
    private(set) var data = Data()

    /// The pointer handed to cairo as the callback's closure argument.
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Appends bytes written without cairo.
    func append(_ bytes: Data) {
        data.append(bytes)
    }

    /// Cairo's write callback: appends `length` bytes to the sink that `closure` points to.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let bytes { sink.data.append(bytes, count: Int(length)) }
        return CAIRO_STATUS_SUCCESS
    }
}

/// Bytes that cairo's PNG reader pulls from, in order.
final class ByteSource {
    private let data: Data
    private var offset = 0

    init(_ data: Data) {
        self.data = data
    }

    /// The pointer handed to cairo as the callback's closure argument.
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Cairo's read callback: fills `buffer` with the next `length` bytes, or fails when fewer
    /// remain (cairo then reports a read error, as for a truncated file).
    static let read: cairo_read_func_t = { closure, buffer, length in
        guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
        let start = source.data.startIndex + source.offset
        source.data.copyBytes(to: buffer, from: start ..< start + count)
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
