extension [GoldenSuite.SpecResult] {
    /// The last line of a run: `12 passed, 1 failed`, then `, 2 recorded` and
    /// `, 1 spec not checked` when there are any. Counts are of renders (a spec in one
    /// environment), and of specs for those not checked.
    public var summary: String {
        let outcomes = flatMap { (try? $0.outcomes.get()) ?? [] }
        func total(_ verdict: GoldenOutcome.Verdict) -> Int { outcomes.count { $0.verdict == verdict } }
        let unchecked = count { (try? $0.outcomes.get()) == nil }
        var parts = ["\(total(.passed)) passed", "\(total(.failed)) failed"]
        if total(.recorded) > 0 { parts.append("\(total(.recorded)) recorded") }
        if unchecked > 0 { parts.append("\(unchecked) \(unchecked == 1 ? "spec" : "specs") not checked") }
        return parts.joined(separator: ", ")
    }
}
