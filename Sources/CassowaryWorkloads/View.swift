import Cassowary

/// A UIKit-like view as the workloads see it (`workloads.md` §0.1): four variables, with the
/// derived edges as expressions rather than extra variables, the way Auto Layout's anchors
/// reach the engine.
struct View {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    /// The trailing edge in a left-to-right layout.
    var right: Expression { left + width }
    var bottom: Expression { top + height }
}
