import Foundation

/// Something a layout found wrong. Layout still produces frames, as UIKit does.
public enum LayoutDiagnostic: CustomStringConvertible {
    /// Required constraints that cannot all hold. `broken` was left out to recover (UIKit's
    /// rule as observed: the constraint whose addition revealed the conflict), `conflicts`
    /// lists every constraint of a minimal conflicting set, `broken` included.
    case unsatisfiable(conflicts: [LayoutConstraint], broken: LayoutConstraint)
    /// A constraint that breaks Apple's rules or names items that share no view.
    case invalid(LayoutConstraint, LayoutError)
    /// The layout did not settle within the engine's passes (text or safe areas kept changing).
    case notConverged(passes: Int)

    /// The diagnostic as UIKit writes it to the console.
    public var description: String {
        switch self {
        case .unsatisfiable(let conflicts, let broken):
            UnsatisfiableConstraintsLog(conflicts: conflicts, broken: broken).text
        case .invalid(let constraint, let error):
            "[LayoutConstraints] Invalid constraint \(ConstraintDescription(constraint).logLine): \(error)"
        case .notConverged(let passes):
            "[LayoutConstraints] Layout did not settle after \(passes) passes; the frames are from the last one."
        }
    }
}

/// UIKit's "Unable to simultaneously satisfy constraints" message, with our constraint names.
struct UnsatisfiableConstraintsLog {
    let conflicts: [LayoutConstraint]
    let broken: LayoutConstraint

    var text: String {
        let list = conflicts.map { "    \"\(ConstraintDescription($0).logLine)\"" }.joined(separator: ",\n")
        return """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(ConstraintDescription(broken).logLine)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
            """
    }
}
