/// The Adler-32 checksum that ends a zlib stream (RFC 1950 §8.2), sixteen bytes at a time in
/// vector lanes.
///
/// zlib's own is scalar (sixteen bytes unrolled, the modulo deferred), and on a large
/// wireframe took a third as long as all the deflating: every byte must be summed, however
/// well it compresses.
struct Adler32 {
    /// The checksum so far: the running sum of the bytes plus one in the low half, the sum of
    /// those sums in the high half, both modulo 65521.
    private(set) var value: UInt32 = 1

    private static let modulus: UInt64 = 65521
    /// The 16-byte blocks summed before reducing: as many as keep the lanes' total of running
    /// sums (at most 16 × 255 × n(n + 1) / 2) within 32 bits.
    private static let blocksPerRound = 1024
    /// How many times each byte of a block counts in the sum of sums: once for its own running
    /// sum and once for each later byte's.
    private static let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)

    /// Adds `bytes` to the checksum.
    ///
    /// - Complexity: O(n).
    mutating func update(with bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        var sum = UInt64(value & 0xFFFF), sumOfSums = UInt64(value >> 16)
        var offset = 0
        while bytes.count - offset >= 16 {
            let blocks = min((bytes.count - offset) / 16, Self.blocksPerRound)
            // Per lane: the bytes' sum, and the sum of that sum before each block.
            var lanes = SIMD16<UInt32>(), earlierLanes = SIMD16<UInt32>()
            for block in 0..<blocks {
                let chunk = UnsafeRawPointer(base + offset + 16 * block).loadUnaligned(as: SIMD16<UInt8>.self)
                earlierLanes &+= lanes
                lanes &+= SIMD16<UInt32>(truncatingIfNeeded: chunk)
            }
            sumOfSums += UInt64(16 * blocks) * sum + 16 * UInt64(earlierLanes.wrappedSum())
                + UInt64((lanes &* Self.weights).wrappedSum())
            sum += UInt64(lanes.wrappedSum())
            (sum, sumOfSums) = (sum % Self.modulus, sumOfSums % Self.modulus)
            offset += 16 * blocks
        }
        for byte in UnsafeBufferPointer(rebasing: bytes[offset...]) {
            sum += UInt64(byte)
            sumOfSums += sum
        }
        value = UInt32(sumOfSums % Self.modulus) << 16 | UInt32(sum % Self.modulus)
    }
}
