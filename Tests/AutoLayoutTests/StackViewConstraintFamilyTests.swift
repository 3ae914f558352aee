@testable import AutoLayout
import Foundation
import Testing

/// The constraints a stack view makes, with UIKit's identifiers, relations and priorities, for
/// representative configurations, written as a UIKit log would show them (sorted) so that a
/// dump can be read beside a real one. The first is compared with UIKit's own log, as kean's
/// Arranged README publishes it.
@Suite struct StackViewConstraintFamilyTests {
    /// `StackView` named `stack` arranging `views`, configured, laid out.
    private func generated(_ views: [View], _ configure: (StackView) -> Void) -> [String] {
        let stack = StackView(arrangedSubviews: views)
        stack.identifier = "stack"
        configure(stack)
        placeStack(stack).layoutIfNeeded()
        return stack.generatedDescriptions
    }

    /// UIKit's log for alignment leading, distribution fill equally, spacing 10, two views
    /// (Arranged's README, "UIStackView"): the same fourteen constraints.
    @Test func leadingFillEquallyMatchesUIKitLog() {
        let views = [SizedView(40, 20, "content-view-1"), SizedView(60, 30, "content-view-2")]
        let log = generated(views) {
            $0.alignment = .leading
            $0.distribution = .fillEqually
            $0.spacing = 10
        }
        #expect(log == [
            "'UISV-alignment' content-view-1.top == content-view-2.top",
            "'UISV-ambiguity-suppression' content-view-1.height == 0 @25",
            "'UISV-ambiguity-suppression' content-view-2.height == 0 @25",
            "'UISV-canvas-connection' stack.bottom == UISV-alignment-spanner.bottom",
            "'UISV-canvas-connection' stack.leading == content-view-1.leading",
            "'UISV-canvas-connection' stack.top == content-view-1.top",
            "'UISV-canvas-connection' stack.trailing == content-view-2.trailing",
            "'UISV-fill-equally' content-view-2.width == content-view-1.width",
            "'UISV-spacing' content-view-2.leading == content-view-1.trailing + 10",
            "'UISV-spanning-boundary' UISV-alignment-spanner.bottom >= content-view-1.bottom",
            "'UISV-spanning-boundary' UISV-alignment-spanner.bottom >= content-view-2.bottom",
            "'UISV-spanning-boundary' UISV-alignment-spanner.top == content-view-1.top @999.5",
            "'UISV-spanning-boundary' UISV-alignment-spanner.top == content-view-2.top @999.5",
            "'UISV-spanning-fit' UISV-alignment-spanner.height == 0 @51",
        ])
    }

    /// Fill, fill alignment: the chain and the tops and bottoms; no spanner, no fits.
    @Test func fillFill() {
        let log = generated(makeT5Views()) { $0.spacing = 8 }
        #expect(log == [
            "'UISV-alignment' v0.bottom == v1.bottom",
            "'UISV-alignment' v0.bottom == v2.bottom",
            "'UISV-alignment' v0.top == v1.top",
            "'UISV-alignment' v0.top == v2.top",
            "'UISV-canvas-connection' stack.bottom == v0.bottom",
            "'UISV-canvas-connection' stack.leading == v0.leading",
            "'UISV-canvas-connection' stack.top == v0.top",
            "'UISV-canvas-connection' stack.trailing == v2.trailing",
            "'UISV-spacing' v1.leading == v0.trailing + 8",
            "'UISV-spacing' v2.leading == v1.trailing + 8",
        ])
    }

    /// A hidden view (the current encoding): no length at 999.999, hung at 50 after its
    /// visible predecessor with half the spacing; its neighbours chained at full spacing.
    @Test func hiddenMiddleView() {
        let views = makeT5Views()
        views[1].isHidden = true
        let log = generated(views) { $0.spacing = 8 }
        #expect(log.filter { $0.contains("spacing") || $0.contains("hiding") } == [
            "'UISV-hiding' v1.width == 0 @999.999",
            "'UISV-spacing' v2.leading == v0.trailing + 8",
            "'UISV-spacing-hidden' v1.leading == v0.trailing + 4 @50",
        ])
    }

    /// Hidden views before the first visible one hang off it with no space; one after the
    /// last visible one gets none either (no visible view follows it).
    @Test func hiddenEndViews() {
        let views = makeT5Views()
        views[0].isHidden = true
        views[2].isHidden = true
        let log = generated(views) { $0.spacing = 8 }
        #expect(log.filter { $0.contains("spacing") || $0.contains("hiding") || $0.contains("canvas") } == [
            "'UISV-canvas-connection' stack.bottom == v0.bottom",
            "'UISV-canvas-connection' stack.leading == v1.leading",
            "'UISV-canvas-connection' stack.top == v0.top",
            "'UISV-canvas-connection' stack.trailing == v1.trailing",
            "'UISV-hiding' v0.width == 0 @999.999",
            "'UISV-hiding' v2.width == 0 @999.999",
            "'UISV-spacing-hidden' v1.leading == v0.trailing @50",
            "'UISV-spacing-hidden' v2.leading == v1.trailing @50",
        ])
    }

    /// Every view hidden: both canvas connections go to the ordering spanner, which shrinks
    /// at 0.001 and carries the hidden views; across, the alignment spanner, also at 0.001.
    @Test func allHidden() {
        let views = makeT5Views()
        for view in views { view.isHidden = true }
        let log = generated(views) { _ in }
        #expect(log.filter { !$0.contains("UISV-alignment'") } == [
            "'UISV-canvas-connection' stack.bottom == UISV-alignment-spanner.bottom",
            "'UISV-canvas-connection' stack.leading == UISV-ordering-spanner.leading",
            "'UISV-canvas-connection' stack.top == UISV-alignment-spanner.top",
            "'UISV-canvas-connection' stack.trailing == UISV-ordering-spanner.trailing",
            "'UISV-hiding' v0.width == 0 @999.999",
            "'UISV-hiding' v1.width == 0 @999.999",
            "'UISV-hiding' v2.width == 0 @999.999",
            "'UISV-spacing-hidden' v0.leading == UISV-ordering-spanner.trailing @50",
            "'UISV-spacing-hidden' v1.leading == UISV-ordering-spanner.trailing @50",
            "'UISV-spacing-hidden' v2.leading == UISV-ordering-spanner.trailing @50",
            "'UISV-spanning-fit' UISV-alignment-spanner.height == 0 @0.001",
            "'UISV-spanning-fit' UISV-ordering-spanner.width == 0 @0.001",
        ])
    }

    /// Fill proportionally: shares 160/280, 80/280 and 40/280 of the stack's width at 999,
    /// 998 and 997.
    @Test func fillProportionally() {
        let log = generated(makeT5Views()) { $0.distribution = .fillProportionally }
        #expect(log.filter { $0.contains("proportionally") } == [
            "'UISV-fill-proportionally' v0.width == stack.width × 0.571429 @999",
            "'UISV-fill-proportionally' v1.width == stack.width × 0.285714 @998",
            "'UISV-fill-proportionally' v2.width == stack.width × 0.142857 @997",
        ])
    }

    /// Fill proportionally with nothing to share by (no intrinsic widths): UIKit fills equally.
    @Test func fillProportionallyFallsBackToFillEqually() {
        let views = [View(), View()]
        views[0].identifier = "a"
        views[1].identifier = "b"
        let log = generated(views) { $0.distribution = .fillProportionally }
        #expect(log.filter { $0.contains("fill-") } == ["'UISV-fill-equally' b.width == a.width"])
    }

    /// Fill proportionally with a view that has no intrinsic width but a width of its own
    /// (`icon.width == 32`): its length is that width, as UIKit's compressed fitting size is,
    /// not 0. The icon keeps 32 (the required width beats its 999 share) and the label, the
    /// only other view, fills the rest of a 300 pt stack.
    @Test func fillProportionallyCountsAViewsOwnWidth() {
        let icon = View(), title = Label(text: "Title")
        icon.identifier = "icon"
        title.identifier = "title"
        let stack = StackView(arrangedSubviews: [icon, title])
        stack.identifier = "stack"
        stack.distribution = .fillProportionally
        let window = placeStack(stack)
        LayoutConstraint.activate([icon.widthAnchor.constraint(equalToConstant: 32), stack.widthAnchor.constraint(equalToConstant: 300)])
        window.layoutIfNeeded()
        let share = 32 / (32 + title.intrinsicContentSize.width)
        #expect(stack.generatedDescriptions.contains("'UISV-fill-proportionally' icon.width == stack.width × \(GeneratedConstraint.number(share)) @999"))
        #expect(window.layoutDiagnostics.isEmpty)
        let height = title.intrinsicContentSize.height
        expectFrame(icon.frame, 0, 0, 32, height)
        expectFrame(title.frame, 32, 0, 300 - 32, height)
    }

    /// Equal centering: `>=` spacing, a gap guide from centre to centre, the second as long as
    /// the first at 150 − 1 = 149, and the canvas fit along the axis at 49.
    @Test func equalCentering() {
        let log = generated(makeT5Views()) {
            $0.distribution = .equalCentering
            $0.spacing = 5
        }
        #expect(log.filter { !$0.contains("alignment") && !$0.contains("canvas-connection") } == [
            "'UISV-canvas-fit' stack.width == 0 @49",
            "'UISV-distributing-edge' UISV-distributing.leading == v0.centerX",
            "'UISV-distributing-edge' UISV-distributing.leading == v1.centerX",
            "'UISV-distributing-edge' UISV-distributing.trailing == v1.centerX",
            "'UISV-distributing-edge' UISV-distributing.trailing == v2.centerX",
            "'UISV-fill-equally' UISV-distributing.width == UISV-distributing.width @149",
            "'UISV-spacing' v1.leading >= v0.trailing + 5",
            "'UISV-spacing' v2.leading >= v1.trailing + 5",
        ])
    }

    /// Equal spacing: gaps from edge to edge, equal and required.
    @Test func equalSpacing() {
        let log = generated(makeT5Views()) { $0.distribution = .equalSpacing }
        #expect(log.filter { $0.contains("distributing") || $0.contains("fill-equally") } == [
            "'UISV-distributing-edge' UISV-distributing.leading == v0.trailing",
            "'UISV-distributing-edge' UISV-distributing.leading == v1.trailing",
            "'UISV-distributing-edge' UISV-distributing.trailing == v1.leading",
            "'UISV-distributing-edge' UISV-distributing.trailing == v2.leading",
            "'UISV-fill-equally' UISV-distributing.width == UISV-distributing.width",
        ])
    }

    /// Center: the canvas's edges to the spanner, its centre to the first view; the spanner
    /// outside every view, free on both edges.
    @Test func centerAlignment() {
        let log = generated(makeT5Views()) { $0.alignment = .center }
        #expect(log.filter { $0.contains("canvas") || $0.contains("spanning") || $0.contains("'UISV-alignment'") } == [
            "'UISV-alignment' v0.centerY == v1.centerY",
            "'UISV-alignment' v0.centerY == v2.centerY",
            "'UISV-canvas-connection' stack.bottom == UISV-alignment-spanner.bottom",
            "'UISV-canvas-connection' stack.centerY == v0.centerY",
            "'UISV-canvas-connection' stack.leading == v0.leading",
            "'UISV-canvas-connection' stack.top == UISV-alignment-spanner.top",
            "'UISV-canvas-connection' stack.trailing == v2.trailing",
            "'UISV-spanning-boundary' UISV-alignment-spanner.bottom >= v0.bottom",
            "'UISV-spanning-boundary' UISV-alignment-spanner.bottom >= v1.bottom",
            "'UISV-spanning-boundary' UISV-alignment-spanner.bottom >= v2.bottom",
            "'UISV-spanning-boundary' UISV-alignment-spanner.top <= v0.top",
            "'UISV-spanning-boundary' UISV-alignment-spanner.top <= v1.top",
            "'UISV-spanning-boundary' UISV-alignment-spanner.top <= v2.top",
            "'UISV-spanning-fit' UISV-alignment-spanner.height == 0 @51",
        ])
    }

    /// First baseline: the baselines aligned; the top tied to the first view by an inequality
    /// (hence the canvas fit across, 49), the bottom to the spanner.
    @Test func firstBaselineAlignment() {
        let log = generated(makeT5Views()) { $0.alignment = .firstBaseline }
        #expect(log.filter { $0.contains("canvas") || $0.contains("'UISV-alignment'") } == [
            "'UISV-alignment' v0.firstBaseline == v1.firstBaseline",
            "'UISV-alignment' v0.firstBaseline == v2.firstBaseline",
            "'UISV-canvas-connection' stack.bottom == UISV-alignment-spanner.bottom",
            "'UISV-canvas-connection' stack.leading == v0.leading",
            "'UISV-canvas-connection' stack.top <= v0.top",
            "'UISV-canvas-connection' stack.trailing == v2.trailing",
            "'UISV-canvas-fit' stack.height == 0 @49",
        ])
    }

    /// One view, centred: every connection to the view itself, the free edges as
    /// inequalities, the canvas fit; no spanner (kean's "one item, center").
    @Test func singleCenteredView() {
        let log = generated([SizedView(10, 10, "v0")]) { $0.alignment = .center }
        #expect(log == [
            "'UISV-ambiguity-suppression' v0.height == 0 @25",
            "'UISV-canvas-connection' stack.bottom >= v0.bottom",
            "'UISV-canvas-connection' stack.centerY == v0.centerY",
            "'UISV-canvas-connection' stack.leading == v0.leading",
            "'UISV-canvas-connection' stack.top <= v0.top",
            "'UISV-canvas-connection' stack.trailing == v0.trailing",
            "'UISV-canvas-fit' stack.height == 0 @49",
        ])
    }

    /// Margins-relative: the canvas is the stack's layout-margins guide.
    @Test func marginsRelative() {
        let log = generated(makeT5Views()) { $0.isLayoutMarginsRelativeArrangement = true }
        #expect(log.filter { $0.contains("canvas") } == [
            "'UISV-canvas-connection' UIViewLayoutMarginsGuide.bottom == v0.bottom",
            "'UISV-canvas-connection' UIViewLayoutMarginsGuide.leading == v0.leading",
            "'UISV-canvas-connection' UIViewLayoutMarginsGuide.top == v0.top",
            "'UISV-canvas-connection' UIViewLayoutMarginsGuide.trailing == v2.trailing",
        ])
    }

    /// Baseline-relative, vertical: last baseline to first baseline; the canvas connections
    /// stay on the edges.
    @Test func baselineRelative() {
        let log = generated(makeT5Views()) {
            $0.axis = .vertical
            $0.isBaselineRelativeArrangement = true
            $0.spacing = 12
        }
        #expect(log.filter { $0.contains("spacing") || $0.contains("stack.top") || $0.contains("stack.bottom") } == [
            "'UISV-canvas-connection' stack.bottom == v2.bottom",
            "'UISV-canvas-connection' stack.top == v0.top",
            "'UISV-spacing' v1.firstBaseline == v0.lastBaseline + 12",
            "'UISV-spacing' v2.firstBaseline == v1.lastBaseline + 12",
        ])
    }

    /// The system spacing: 8, halved next to a hidden view.
    @Test func systemSpacing() {
        let views = makeT5Views()
        views[2].isHidden = true
        let log = generated(views) { $0.spacing = StackView.spacingUseSystem }
        #expect(log.filter { $0.contains("spacing") } == [
            "'UISV-spacing' v1.leading == v0.trailing + 8",
            "'UISV-spacing-hidden' v2.leading == v1.trailing + 4 @50",
        ])
    }

    /// Two wrapping labels and a view in a horizontal fill stack, spacing 10: each label at
    /// most half the stack's width less 10 × 1/2, at 950 and 951 (current UIKit's variant);
    /// one wrapping label beside the view gets none.
    @Test func textWidthDisambiguation() {
        let labels = ["first", "second"].map { name -> Label in
            let label = Label(text: "A label that wraps")
            label.identifier = name
            label.numberOfLines = 0
            return label
        }
        let log = generated(labels + [SizedView(10, 10, "v2")]) { $0.spacing = 10 }
        #expect(log.filter { $0.contains("text-width") } == [
            "'UISV-text-width-disambiguation' first.width <= stack.width × 0.5 + -5 @950",
            "'UISV-text-width-disambiguation' second.width <= stack.width × 0.5 + -5 @951",
        ])
        let alone = generated([labels[0], SizedView(10, 10, "v1")]) { $0.spacing = 10 }
        #expect(!alone.contains { $0.contains("text-width") })
    }

    /// Fill equally and fill proportionally make no text-width constraint; nor does a vertical stack.
    @Test func textWidthDisambiguationOnlyWhereUIKitMakesIt() {
        for configure in [{ (stack: StackView) in stack.distribution = .fillEqually },
                          { $0.distribution = .fillProportionally }, { $0.axis = .vertical }] {
            let label = Label(text: "wraps")
            label.numberOfLines = 0
            #expect(!generated([label, SizedView(10, 10)], configure).contains { $0.contains("text-width") })
        }
    }
}
