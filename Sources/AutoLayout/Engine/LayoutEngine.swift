import Cassowary
import Foundation

/// Turns a hierarchy's constraints into a Cassowary system, keeps it in step with the
/// hierarchy, and writes the solution back into frames: UIKit's per-window layout engine.
///
/// A layout runs in passes. Each pass computes what depends on frames (safe-area insets of
/// subviews, effective margins, readable widths, the heights of text that wraps), regenerates
/// the system constraints, brings the solver up to date (adding, removing or re-adding only
/// the constraints that changed) and reads the frames back. It stops when a pass changes
/// nothing, after at most ``maximumPasses``, which is how UIKit itself settles safe areas and
/// wrapping labels (it lays out again when they change). A pass that changes nothing lets the
/// views that wait for the layout to settle take their measurements (a table measures its
/// self-sizing rows then, as UIKit measures a cell before it places it); if that changes
/// their arrangement, layout goes on.
///
/// Constraints enter the solver in a fixed order, the engine's own first (per view, parents
/// before children), then the app's in the order they were activated; a required constraint
/// that cannot hold is left out (UIKit "breaks" it) and reported, and layout goes on.
final class LayoutEngine {
    let solver = Solver()
    /// Every constraint the engine has taken in, by identity.
    private var installations: [ObjectIdentifier: Installation] = [:]
    /// The layout constraint behind each solver constraint, to name conflicts (and, read by
    /// the tests, to tell which constraints a re-layout took out of the solver or put in).
    private(set) var owners: [Cassowary.Constraint: LayoutConstraint] = [:]
    private var mark = 0
    /// How many times a constraint has been installed, which stamps each installation's
    /// serial; the tests read it to count a layout's solver work without timing it.
    private(set) var installSerial = 0
    /// Problems found in the layout's constraints that are not in `installations`.
    private var passDiagnostics: [LayoutDiagnostic] = []
    /// The layout direction and traits of the last layout.
    private(set) var direction: LayoutDirection = .leftToRight
    /// The SDK the views of the last layout follow: their window's (``Window/linkedSDK``), the
    /// newest outside a window. Read once a layout, so that no view looks its window up for it.
    private(set) var linkedSDK = SDKVersion.latest
    /// Which items were found ambiguous since the last layout.
    private var ambiguity: [ObjectIdentifier: Bool] = [:]
    /// The solver constraints that keep each view's width and height from going below zero,
    /// by the view's width variable (see ``restrictSizes(_:)``). Keyed by a variable, which no
    /// other view ever has, rather than by the view, which the engine must not keep alive.
    private var sizeRestrictions: [Variable: [Cassowary.Constraint]] = [:]
    /// The solver constraints that restrict views' sizes, which belong to no layout constraint
    /// (read by the tests, which tell them from the owned ones).
    var sizeRestrictionConstraints: [Cassowary.Constraint] { sizeRestrictions.values.flatMap(\.self) }

    /// The priority a broken constraint keeps: above every priority short of required. UIKit
    /// does not drop a constraint it breaks; its engine keeps the constraint's errors in the
    /// objective at 1100 (`NSISEngine`'s `_brokenConstraintPositiveErrors`, taken out at that
    /// weight when the constraint is removed), so it still holds as far as the required
    /// constraints let it, ahead of any optional one (docs/diagnostics.md).
    static let brokenPriority = LayoutPriority(rawValue: LayoutPriority.required.rawValue.nextDown)

    /// The most passes a layout takes before it settles for the frames it has.
    static let maximumPasses = 8

    /// What happened to one constraint (a class, so that updates do not copy it).
    private final class Installation {
        let constraint: LayoutConstraint
        var signature: ConstraintSignature
        /// The constraint in the solver: nil when it is invalid; when it was broken, the same
        /// constraint at ``LayoutEngine/brokenPriority``.
        var solverConstraint: Cassowary.Constraint?
        var problem: LayoutDiagnostic?
        var mark: Int
        var serial = 0

        /// Whether the constraint was broken to recover from a conflict.
        var isBroken: Bool {
            if case .unsatisfiable = problem { return true }
            return false
        }

        init(constraint: LayoutConstraint, signature: ConstraintSignature, mark: Int) {
            self.constraint = constraint
            self.signature = signature
            self.mark = mark
        }
    }

    /// Marks the views of the hierarchy being laid out, so that a constraint's items are
    /// found in it in constant time.
    private(set) var treeMark = 0

    /// What the last layout found wrong, in the order it was found.
    var diagnostics: [LayoutDiagnostic] {
        let recorded = installations.values.compactMap { installation in
            installation.problem.map { (installation.serial, $0) }
        }
        return recorded.sorted { $0.0 < $1.0 }.map(\.1) + passDiagnostics
    }

    /// Lays out the hierarchy under `root`.
    func layout(_ root: View) {
        let window = root as? Window
        if let window {
            window.updateTraitVariants()
            direction = window.traitCollection.layoutDirection
        }
        linkedSDK = window?.linkedSDK ?? .latest
        passDiagnostics = []
        ambiguity = [:]
        let views = root.subtree
        treeMark += 1
        for view in views { view.engineTreeMark = treeMark }
        prepareGuides(views)
        restrictSizes(views)
        for view in views { view.beginLayout() }
        var pass = 0, isPastLimit = false
        while true {
            pass += 1
            updateEnvironment(views)
            generateSystemConstraints(views)
            let changed = synchronize(desiredConstraints(views, root: root))
            if changed || pass == 1 { readFrames(views) }
            if changed, pass < LayoutEngine.maximumPasses { continue }
            if changed, !isPastLimit { passDiagnostics.append(.notConverged(passes: pass)) }
            // Settled, or out of passes: the views that wait for that measure, and lay out
            // once more if they changed (once at most past the limit).
            if isPastLimit || !views.reduce(false, { $1.layoutDidSettle() || $0 }) { break }
            isPastLimit = pass >= LayoutEngine.maximumPasses
        }
    }

    // MARK: Synchronising the solver

    /// The constraints the solver should hold, in the order they are added: the engine's own,
    /// the app's, then the stack views' (which UIKit's stack views make when they update their
    /// constraints, after the app's are in).
    private func desiredConstraints(_ views: [View], root: View) -> [LayoutConstraint] {
        var engine: [LayoutConstraint] = [], stacks: [LayoutConstraint] = []
        for view in views {
            for entry in view.systemItems.generated.entries {
                if entry.constraint.origin == .stackView { stacks.append(entry.constraint) } else { engine.append(entry.constraint) }
            }
        }
        let user = views.flatMap(\.constraints).sorted { $0.activationSerial < $1.activationSerial }
        return engine + user + stacks
    }

    /// Removes what is no longer wanted, re-adds what changed and adds what is new; returns
    /// whether anything changed.
    private func synchronize(_ desired: [LayoutConstraint]) -> Bool {
        mark += 1
        var additions: [LayoutConstraint] = []
        var replaced: [(Installation, Cassowary.Constraint)] = []
        for constraint in desired {
            let identity = ObjectIdentifier(constraint)
            let signature = ConstraintSignature(constraint, direction: direction)
            if let installation = installations[identity] {
                guard installation.mark != mark else { continue }
                installation.mark = mark
                if installation.signature != signature {
                    if let old = installation.solverConstraint { replaced.append((installation, old)) }
                    additions.append(constraint)
                }
            } else {
                installations[identity] = Installation(constraint: constraint, signature: signature, mark: mark)
                additions.append(constraint)
            }
        }
        let removals = installations.values.filter { $0.mark != mark }.sorted { $0.serial < $1.serial }
        for installation in removals {
            uninstall(installation.solverConstraint)
            installations[ObjectIdentifier(installation.constraint)] = nil
        }
        for (_, old) in replaced.sorted(by: { $0.0.serial < $1.0.serial }) { uninstall(old) }
        if !removals.isEmpty || !replaced.isEmpty { additions += brokenConstraints(except: additions) }
        for constraint in additions { install(constraint) }
        return !additions.isEmpty || !removals.isEmpty
    }

    /// Keeps every view's width and height at zero or more, and lets go of the views that left
    /// the hierarchy. UIKit's engine restricts a layout item's size variables to values that are
    /// not negative (a layout guide's unless it allows negative dimensions): a view squeezed
    /// past nothing stops at zero, and the constraints that would take it further give way as
    /// their priorities say, or break when they are required (docs/engine.md).
    ///
    /// - Complexity: O(n) in the views.
    private func restrictSizes(_ views: [View]) {
        for view in views where sizeRestrictions[view.layoutStorage.width] == nil {
            let storage = view.layoutStorage
            let constraints = [storage.width >= 0, storage.height >= 0]
            for constraint in constraints { try? solver.add(constraint) }
            sizeRestrictions[storage.width] = constraints
        }
        guard sizeRestrictions.count > views.count else { return }
        let present = Set(views.map(\.layoutStorage.width))
        for (width, constraints) in sizeRestrictions where !present.contains(width) {
            for constraint in constraints { try? solver.remove(constraint) }
            sizeRestrictions[width] = nil
        }
    }

    /// The broken constraints, oldest first, but those in `pending`: once a constraint leaves or
    /// changes, one broken for conflicting with it may now hold, so it is tried again (`[U]`:
    /// whether UIKit retries is not documented; docs/diagnostics.md).
    ///
    /// - Complexity: O(n) in the installed constraints.
    private func brokenConstraints(except pending: [LayoutConstraint]) -> [LayoutConstraint] {
        let waiting = Set(pending.map(ObjectIdentifier.init))
        return installations.values
            .filter { $0.isBroken && !waiting.contains(ObjectIdentifier($0.constraint)) }
            .sorted { $0.serial < $1.serial }
            .map(\.constraint)
    }

    private func uninstall(_ solverConstraint: Cassowary.Constraint?) {
        guard let solverConstraint else { return }
        try? solver.remove(solverConstraint)
        owners[solverConstraint] = nil
    }

    /// Adds a constraint to the solver, or records why it cannot be.
    private func install(_ constraint: LayoutConstraint) {
        installSerial += 1
        let installation = installations[ObjectIdentifier(constraint)]!
        installation.serial = installSerial
        installation.signature = ConstraintSignature(constraint, direction: direction)
        if installation.isBroken { uninstall(installation.solverConstraint) }
        installation.solverConstraint = nil
        installation.problem = nil
        do {
            let solverConstraint = try translate(constraint)
            try solver.add(solverConstraint)
            installation.solverConstraint = solverConstraint
            owners[solverConstraint] = constraint
        } catch let error as LayoutError {
            installation.problem = .invalid(constraint, error)
        } catch let SolverError.unsatisfiable(refused, conflicts) {
            let conflicting = conflicts.compactMap { owners[$0] } + [constraint]
            if constraint.isEngineOwn, let appConstraint = conflicting.last(where: { !$0.isEngineOwn }) {
                breakInstalled(appConstraint, conflicts: conflicting)
                install(constraint)
                return
            }
            // A required hugging or compression resistance is made after the app's constraints,
            // so it is the one broken when it contradicts them or a stack view's
            // (docs/diagnostics.md).
            if constraint.origin == .user || constraint.origin == .stackView, let contentSize = conflicting.last(where: { $0.origin == .contentSize }) {
                breakInstalled(contentSize, conflicts: conflicting)
                install(constraint)
                return
            }
            keepBroken(installation, refused, conflicts: conflicting)
        } catch {
            installation.problem = .invalid(constraint, .nonFinite(ConstraintDescription(constraint).equation))
        }
    }

    /// Breaks an installed constraint to let one of the engine's own in: the engine's
    /// constraints state the screen (a root's size after a resize, an autoresizing frame),
    /// which UIKit never gives up for the app's.
    private func breakInstalled(_ constraint: LayoutConstraint, conflicts: [LayoutConstraint]) {
        guard let installation = installations[ObjectIdentifier(constraint)], let installed = installation.solverConstraint else { return }
        uninstall(installed)
        keepBroken(installation, installed, conflicts: conflicts)
    }

    /// Records a required constraint as broken and puts it back at ``brokenPriority``.
    private func keepBroken(_ installation: Installation, _ required: Cassowary.Constraint, conflicts: [LayoutConstraint]) {
        let broken = required.withPriority(LayoutEngine.brokenPriority)
        try? solver.add(broken)
        installation.solverConstraint = broken
        owners[broken] = installation.constraint
        installation.problem = .unsatisfiable(conflicts: conflicts, broken: installation.constraint)
    }

    // MARK: Frames

    /// Writes the solution into every view's frame and every guide's layout frame.
    private func readFrames(_ views: [View]) {
        for view in views {
            let rectangle = rectangle(of: view)
            view.engineOrigin = rectangle.origin
            view.isPlacedByEngine = true
            if let superview = view.superview {
                view.setAlignmentFrame(rectangle.offsetBy(dx: -superview.engineOrigin.x, dy: -superview.engineOrigin.y))
            } else {
                view.setAlignmentFrame(CGRect(origin: view.alignmentFrame.origin, size: rectangle.size))
            }
            for guide in view.layoutGuides + view.systemItems.guides {
                guide.layoutFrame = self.rectangle(of: guide).offsetBy(dx: -rectangle.minX, dy: -rectangle.minY)
            }
        }
    }

    /// The item's alignment rectangle in the engine's (window) coordinates.
    func rectangle(of item: LayoutItem) -> CGRect {
        let storage = item.layoutStorage
        return CGRect(x: solver.value(of: storage.minX), y: solver.value(of: storage.minY),
                      width: solver.value(of: storage.width), height: solver.value(of: storage.height))
    }

    /// Whether the constraints leave any of the item's four variables undetermined; cached
    /// until the next layout, since drawings and reports ask for every view.
    func isAmbiguous(_ item: LayoutItem) -> Bool {
        let identity = ObjectIdentifier(item)
        if let known = ambiguity[identity] { return known }
        let storage = item.layoutStorage
        // Sizes first: an open size is found at once, where a position that depends on a
        // chain of sizes before it (a stack's views) is expanded through all of them.
        let answer = [storage.width, storage.height, storage.minX, storage.minY].contains { solver.isAmbiguous($0) }
        ambiguity[identity] = answer
        return answer
    }

    /// The constraints in the solver, or broken, that name the item on `axis`.
    func constraints(affecting item: LayoutItem, axis: LayoutAxis) -> [LayoutConstraint] {
        installations.values
            .filter { installation in
                let constraint = installation.constraint
                return constraint.firstAttribute.axis == axis
                    && (constraint.firstItem === item || constraint.secondItem === item)
            }
            .sorted { $0.serial < $1.serial }
            .map(\.constraint)
    }

    /// The constraints the engine holds for `view` and its subviews (those it generated for
    /// them and those they hold), in the order it first adds them to the solver, each with
    /// whether the last layout broke it to recover from a conflict (it is then held only at
    /// ``brokenPriority``) or left it out as invalid. What constraint dumps list.
    func installedConstraints(inSubtreeOf view: View) -> [(constraint: LayoutConstraint, isBroken: Bool)] {
        desiredConstraints(view.subtree, root: view).compactMap { constraint in
            installations[ObjectIdentifier(constraint)].map { (constraint, $0.solverConstraint == nil || $0.isBroken) }
        }
    }
}

/// What decides whether an installed constraint must be re-added: its numbers, its relation,
/// for leading and trailing the layout direction, and for a baseline where the baseline is
/// (which view provides it, at what fraction and offset: a wrapping label's last baseline
/// moves as its text rewraps).
struct ConstraintSignature: Equatable {
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: LayoutPriority
    let direction: LayoutDirection?
    let baselines: [BaselineSource]

    /// A baseline as the engine translates it.
    struct BaselineSource: Equatable {
        let view: ObjectIdentifier
        let model: BaselineModel
    }

    init(_ constraint: LayoutConstraint, direction: LayoutDirection) {
        multiplier = constraint.multiplier
        constant = constraint.constant
        priority = constraint.priority
        let isDirectional = constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
        self.direction = isDirectional ? direction : nil
        guard constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline else {
            baselines = []  // most constraints: no array to build
            return
        }
        baselines = [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
            .compactMap { item, attribute in
                guard attribute.isBaseline, let view = item as? View else { return nil }
                let (source, model) = view.baseline(first: attribute == .firstBaseline)
                return BaselineSource(view: ObjectIdentifier(source), model: model)
            }
    }

    /// The same numbers bit for bit, so that a NaN constant (reported as invalid) reads as
    /// unchanged and is not re-added at every pass.
    static func == (lhs: ConstraintSignature, rhs: ConstraintSignature) -> Bool {
        lhs.multiplier.bitPattern == rhs.multiplier.bitPattern && lhs.constant.bitPattern == rhs.constant.bitPattern
            && lhs.priority.rawValue.bitPattern == rhs.priority.rawValue.bitPattern
            && lhs.direction == rhs.direction && lhs.baselines == rhs.baselines
    }
}

extension LayoutConstraint {
    /// Whether the engine made the constraint to state the screen and the frames UIKit sets
    /// (a root's size, an autoresizing frame, a guide's inset, a container's parts): such a
    /// constraint is never broken for the app's or a stack view's. A content-size constraint is
    /// not one: UIKit makes it when the view updates its constraints, after the app's.
    fileprivate var isEngineOwn: Bool { origin != .user && origin != .stackView && origin != .contentSize }
}
