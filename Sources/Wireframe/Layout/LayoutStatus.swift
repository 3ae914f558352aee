import AutoLayout
import Foundation

/// What is wrong in a laid-out hierarchy, as the figure colours it: constraints and views in an
/// unsatisfiable set (red), views the constraints leave ambiguous (red), and views whose
/// written frame (by hand in a spec, or stored by Xcode) is more than a pixel from the solved
/// one (orange).
struct LayoutStatus {
    private var conflictingConstraints: Set<ObjectIdentifier> = []
    private var conflictingViews: Set<ObjectIdentifier> = []
    private var ambiguousViews: Set<ObjectIdentifier> = []
    private var misplacedViews: Set<ObjectIdentifier> = []
    /// The frames written by hand that differ from the solved ones, in window coordinates.
    private(set) var misplacedFrames: [CGRect] = []

    /// The least difference, in points, that makes two edges differ in a drawing.
    static let tolerance: CGFloat = 0.001

    /// - Complexity: O(views × ambiguity test) plus the diagnostics' constraints.
    init(window: Window, views: [View], specifiedFrames: [(view: View, frame: CGRect)]) {
        for case .unsatisfiable(let conflicts, _) in window.layoutDiagnostics {
            for constraint in conflicts {
                conflictingConstraints.insert(ObjectIdentifier(constraint))
                for item in [constraint.firstItem, constraint.secondItem] {
                    if let view = item?.hierarchyView { conflictingViews.insert(ObjectIdentifier(view)) }
                }
            }
        }
        for view in views where view.hasAmbiguousLayout {
            ambiguousViews.insert(ObjectIdentifier(view))
        }
        for (view, frame) in specifiedFrames where view.isMisplaced(from: frame) {
            misplacedViews.insert(ObjectIdentifier(view))
            misplacedFrames.append(view.superview?.convert(frame, to: nil) ?? frame)
        }
    }

    /// The status of a view: conflicting when an unsatisfiable set names it, else ambiguous,
    /// else misplaced, else satisfied.
    func status(of view: View) -> ConstraintStatus {
        let id = ObjectIdentifier(view)
        if conflictingViews.contains(id) { return .conflicting }
        if ambiguousViews.contains(id) { return .ambiguous }
        if misplacedViews.contains(id) { return .misplaced }
        return .satisfied
    }

    /// The status of a constraint: red when it conflicts or touches a view in error, orange
    /// when it touches a misplaced view, blue otherwise.
    func status(of constraint: LayoutConstraint) -> ConstraintStatus {
        if conflictingConstraints.contains(ObjectIdentifier(constraint)) { return .conflicting }
        let first = constraint.firstItem?.hierarchyView.map(status(of:)) ?? .satisfied
        let second = constraint.secondItem?.hierarchyView.map(status(of:)) ?? .satisfied
        if first.isError || second.isError { return .ambiguous }
        if first == .misplaced || second == .misplaced { return .misplaced }
        return .satisfied
    }
}
