/// The minimum, median and maximum of a sample, as `kiwi_bench.py`'s `stats` reports them
/// (the median of an even count is the mean of the middle two, as Python's `statistics.median`).
struct Summary: Encodable {
    let min: Double
    let median: Double
    let max: Double

    init(_ sample: [Double]) {
        precondition(!sample.isEmpty, "a summary needs at least one measurement")
        let sorted = sample.sorted()
        let middle = sorted.count / 2
        min = sorted[0]
        max = sorted[sorted.count - 1]
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
