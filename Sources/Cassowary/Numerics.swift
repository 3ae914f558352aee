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
