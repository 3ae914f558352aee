import Foundation

/// What the alternating passes at two sizes cost, and the ratios and page faults that sum
/// them up.
struct Report: CustomStringConvertible {
    let workload: String
    let phase: Phase
    let sizes: (small: Int, large: Int)
    /// What each pass cost, pass *i* of each size run one after the other.
    let results: (small: [PassResult], large: [PassResult])

    var description: String {
        let ratios = zip(results.large, results.small).map { $0.milliseconds / $1.milliseconds }.sorted()
        let (small, large) = (results.small.map(\.milliseconds).sorted(), results.large.map(\.milliseconds).sorted())
        let faults = (small: results.small.map { Double($0.pageFaults) }.sorted(),
                      large: results.large.map { Double($0.pageFaults) }.sorted())
        let checksum = (results.small.last?.checksum ?? 0) + (results.large.last?.checksum ?? 0)
        return """
            \(workload) \(phase.rawValue), \(ratios.count) pairs: \
            N=\(sizes.small) median \(format(median(small))) ms (least \(format(small[0]))), \
            N=\(sizes.large) median \(format(median(large))) ms (least \(format(large[0])))
            ratio \(sizes.large)/\(sizes.small): median of pairs \(format(median(ratios))) \
            (quartiles \(format(quantile(ratios, 0.25))) to \(format(quantile(ratios, 0.75)))), \
            of medians \(format(median(large) / median(small))), of least \(format(large[0] / small[0]))
            page faults per pass, median: N=\(sizes.small) \(Int(median(faults.small))), \
            N=\(sizes.large) \(Int(median(faults.large)))
            checksum \(checksum)
            """
    }

    private func median(_ sorted: [Double]) -> Double { quantile(sorted, 0.5) }

    /// The value below which `fraction` of the sorted sample lies, interpolated between ranks.
    private func quantile(_ sorted: [Double], _ fraction: Double) -> Double {
        let position = fraction * Double(sorted.count - 1)
        let lower = Int(position), upper = min(Int(position) + 1, sorted.count - 1)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
    }

    private func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
