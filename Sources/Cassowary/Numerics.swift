/// The solver's one tolerance.
///
/// A coefficient, constant, reduced cost or ratio whose magnitude is below `epsilon` is zero.
/// Layout numbers are points, at most about 10^5; a sum of a few thousand such terms carries a
/// rounding error near 10^-11, far below the tolerance, while a real difference in a layout is
/// at least 10^-3 pt, far above it. kiwi uses the same value.
let epsilon = 1.0e-8

extension Double {
    /// Whether the number is zero within the solver's tolerance (``epsilon``).
    @inline(__always)
    var isNearZero: Bool { abs(self) < epsilon }
}

/// The solver's one relative tolerance, `epsilon` × 100: how small a number may be next to the
/// numbers it came from.
///
/// A coefficient that is zero in exact arithmetic survives a long run of additions and removals
/// as rounding noise, growing with each pivot until it passes `epsilon`; pivoting on it then
/// divides by the noise and blows the tableau up. So a sum of coefficients that is smaller than
/// this fraction of its largest term is a cancellation, hence zero, and the ratio tests only
/// consider pivot elements within this fraction of the largest eligible one (the usual relative
/// pivot tolerance of simplex codes). Layout coefficients are multipliers near 1; a genuine one
/// a million times smaller than the terms it is made of does not occur.
let relativeTolerance = epsilon * 100

extension Double {
    /// Whether this sum is zero given that its largest term had magnitude `scale`: below
    /// ``epsilon``, or a cancellation (below ``relativeTolerance`` × `scale`).
    @inline(__always)
    func isCancellation(ofTermsUpTo scale: Double) -> Bool {
        abs(self) < max(epsilon, scale * relativeTolerance)
    }
}
