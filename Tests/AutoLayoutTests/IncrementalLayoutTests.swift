@testable import AutoLayout
import Foundation
import Testing

/// Issue 3's performance requirements, checked by counting the solver's work rather than
/// timing it: a re-layout after a size-class change keeps the solver and re-solves only the
/// constraints that changed, and building a hierarchy's constraints costs the same per view
/// at any size.
@Suite struct IncrementalLayoutTests {
    /// An iPad in landscape (1024 × 768, regular width) with a panel whose width has a compact
    /// and a regular variant, and a footer pinned across the root view.
    private func splitViewScene() -> (window: Window, panel: View, footer: View, compact: LayoutConstraint, regular: LayoutConstraint) {
        let (window, root) = makeWindow("ipad", orientation: .landscape)
        let panel = addConstrainedView(View(), to: root, "panel")
        let footer = addConstrainedView(View(), to: root, "footer")
        LayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: root.topAnchor), panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.heightAnchor.constraint(equalToConstant: 50),
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor), footer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: root.bottomAnchor), footer.heightAnchor.constraint(equalToConstant: 44),
        ])
        let compact = panel.widthAnchor.constraint(equalTo: root.widthAnchor)
        let regular = panel.widthAnchor.constraint(equalToConstant: 320)
        window.addTraitVariant(TraitVariant(when: TraitPredicate(horizontalSizeClass: .compact), constraints: [compact]))
        window.addTraitVariant(TraitVariant(when: TraitPredicate(horizontalSizeClass: .regular), constraints: [regular]))
        window.layoutIfNeeded()
        return (window, panel, footer, compact, regular)
    }

    /// The layout constraints whose solver constraints `change` and the layout after it took
    /// out of the solver and put in, checking on the way that the window kept its engine and
    /// the engine its solver (nothing was rebuilt).
    private func solverChanges(
        in window: Window, during change: () -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (removed: [LayoutConstraint], added: [LayoutConstraint]) {
        let engine = try #require(window.layoutState.engine, sourceLocation: sourceLocation)
        let solver = engine.solver
        let before = engine.owners
        change()
        window.layoutIfNeeded()
        #expect(window.layoutState.engine === engine && engine.solver === solver, sourceLocation: sourceLocation)
        let after = engine.owners
        #expect(Set(engine.solver.constraints) == Set(after.keys).union(engine.sizeRestrictionConstraints), sourceLocation: sourceLocation)
        return (before.filter { after[$0.key] == nil }.map(\.value), after.filter { before[$0.key] == nil }.map(\.value))
    }

    /// The constraint the engine generated for `view` under `key`.
    private func generated(_ key: GeneratedKey, of view: View) throws -> LayoutConstraint {
        try #require(view.systemItems.generated.entries.first { $0.key == key }?.constraint)
    }

    private func identities(_ constraints: [LayoutConstraint]) -> Set<ObjectIdentifier> {
        Set(constraints.map(ObjectIdentifier.init))
    }

    /// Resizing to the 1/2 split-view width (507 pt, compact) edits the window size and swaps
    /// the trait constraints, nothing else: the window's and the root view's encapsulated
    /// widths are re-added with the new width, the regular variant leaves and the compact one
    /// enters. The footer's constraints, whose frame follows the width, stay in the solver.
    @Test func sizeClassChangeReSolvesOnlyTheWindowSizeAndTheTraitConstraints() throws {
        let (window, panel, footer, compact, regular) = splitViewScene()
        let root = try #require(window.rootViewController?.view)
        let widths = [try generated(.encapsulated(.width), of: window), try generated(.encapsulated(.width), of: root)]
        let half = try #require(window.device?.multitaskingWidths.first { $0.orientation == .landscape && $0.fraction == "1/2" })
        let changes = try solverChanges(in: window) { window.resize(to: half) }
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        #expect(changes.removed.count == 3 && changes.added.count == 3)
        #expect(identities(changes.removed) == identities(widths + [regular]))
        #expect(identities(changes.added) == identities(widths + [compact]))
        #expect(widths.allSatisfy { $0.constant == 507 })
        expectFrame(panel.frame, 0, 0, 507, 50)
        expectFrame(footer.frame, 0, 724, 507, 44)
    }

    /// A trait override that changes the width class swaps the trait constraints alone: the
    /// window keeps its size, so no other constraint leaves the solver; removing the override
    /// swaps them back.
    @Test func traitOverrideSwapsOnlyTheTraitConstraints() throws {
        let (window, panel, footer, compact, regular) = splitViewScene()
        let toCompact = try solverChanges(in: window) { window.traitOverrides = TraitPredicate(horizontalSizeClass: .compact) }
        #expect(toCompact.removed.map(ObjectIdentifier.init) == [ObjectIdentifier(regular)])
        #expect(toCompact.added.map(ObjectIdentifier.init) == [ObjectIdentifier(compact)])
        expectFrame(panel.frame, 0, 0, 1024, 50)
        expectFrame(footer.frame, 0, 724, 1024, 44)
        let back = try solverChanges(in: window) { window.traitOverrides = TraitPredicate() }
        #expect(back.removed.map(ObjectIdentifier.init) == [ObjectIdentifier(compact)])
        #expect(back.added.map(ObjectIdentifier.init) == [ObjectIdentifier(regular)])
        expectFrame(panel.frame, 0, 0, 320, 50)
    }

    /// What laying out a chain of `count` views costs the engine: the constraints in the
    /// solver and the installations made. Each view is 1 × 1 at the root's top, its leading
    /// edge on the previous view's trailing edge.
    private func chainLayout(_ count: Int) throws -> (solverConstraints: Int, installations: Int) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        var constraints: [LayoutConstraint] = []
        var previous: View?
        for index in 0..<count {
            let view = addConstrainedView(View(), to: root, "v\(index)")
            constraints += [
                view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 1), view.heightAnchor.constraint(equalToConstant: 1),
            ]
            previous = view
        }
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        expectFrame(try #require(previous).frame, CGFloat(count - 1), 0, 1, 1)
        let engine = try #require(window.layoutState.engine)
        return (engine.solver.constraints.count, engine.installSerial)
    }

    /// Building the constraints is linear: 2 500 and 10 000 views give exactly 4 solver
    /// constraints per view plus the 8 of the window's and the root view's encapsulated frames,
    /// each installed once (the passes after the first add nothing), and the 2 that keep each
    /// view's size (the window's and the root's too) from going below zero, so four times the
    /// views cost exactly four times the per-view work.
    @Test func buildingAChainIsLinearInItsViews() throws {
        let small = try chainLayout(2_500), large = try chainLayout(10_000)
        #expect(small.installations == 8 + 4 * 2_500 && small.solverConstraints == small.installations + 2 * (2_500 + 2))
        #expect(large.installations == 8 + 4 * 10_000 && large.solverConstraints == large.installations + 2 * (10_000 + 2))
    }
}
