import Foundation

/// A view that lays out a row or a column of views with constraints it makes itself: UIKit's
/// `UIStackView`.
///
/// The stack draws nothing. Along its ``axis`` it chains its visible arranged subviews from
/// edge to edge, separated by ``spacing`` and sized as ``distribution`` says; across the axis
/// it places them as ``alignment`` says. It does so with the constraints UIKit makes, under
/// UIKit's identifiers and priorities (`UISV-spacing`, `UISV-canvas-connection`, …; see
/// docs/stack-views.md), regenerated at every layout pass, so a constraint dump reads like a
/// UIKit log and the frames are UIKit's.
///
/// Arranged subviews are subviews laid out by constraints: adding one adds it as a subview and
/// turns off its `translatesAutoresizingMaskIntoConstraints`. A hidden arranged subview takes
/// no space along the axis.
public final class StackView: View {
    override public class var kindName: String { "UIStackView" }

    /// The views the stack arranges, in order (leading to trailing, or top to bottom).
    public private(set) var arrangedSubviews: [View] = []

    /// The direction of the row: horizontal (the default) or vertical.
    public var axis: LayoutAxis = .horizontal {
        didSet { if axis != oldValue { setNeedsLayout() } }
    }

    /// How the arranged subviews share the stack's length along the axis.
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsLayout() } }
    }

    /// How the arranged subviews are placed across the axis.
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsLayout() } }
    }

    /// The space between adjacent arranged subviews: exact for the fill distributions, a
    /// minimum for equal spacing and equal centering; negative values overlap them.
    /// ``spacingUseSystem`` asks for the system spacing, ``spacingUseDefault`` means 0.
    public var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { setNeedsLayout() } }
    }

    /// Spacings set with ``setCustomSpacing(_:after:)``, by arranged subview.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// Whether the arranged subviews are laid out in the stack's layout margins rather than
    /// to its edges.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet {
            guard isLayoutMarginsRelativeArrangement != oldValue else { return }
            _ = layoutMarginsGuide  // made now, so the engine places it from the next pass on
            setNeedsLayout()
        }
    }

    /// Whether a vertical stack spaces its arranged subviews from baseline to baseline (the
    /// last baseline of one to the first baseline of the next) rather than from edge to edge.
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsLayout() } }
    }

    /// The layout guides the stack generates for itself, by name and number: the spanners
    /// that hold the arranged subviews' extent (`UISV-alignment-spanner`,
    /// `UISV-ordering-spanner`) and the gaps of the equal-spacing distributions
    /// (`UISV-distributing`), kept from pass to pass while they are used.
    var arrangementGuides: [String: LayoutGuide] = [:]

    /// A stack arranging `arrangedSubviews`, horizontal, filling, with no spacing.
    ///
    /// Its layout margins are zero, as UIKit's `initWithFrame:` sets them (docs/stack-views.md).
    public init(arrangedSubviews: [View] = []) {
        super.init(frame: .zero)
        layoutMargins = .zero
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// Adds `view` at the end of the arranged subviews (and as a subview, if it is not one).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged subviews at `stackIndex`, moving it there if it is
    /// already arranged. A view that is not yet a subview is added as the frontmost one; its
    /// `translatesAutoresizingMaskIntoConstraints` is turned off.
    ///
    /// - Precondition: `stackIndex` is at most the number of arranged subviews (UIKit raises
    ///   "index out of bounds for arranged subview").
    /// - Complexity: O(*n*) for *n* arranged subviews.
    public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        precondition((0...arrangedSubviews.count).contains(stackIndex),
                     "index out of bounds for arranged subview: index = \(stackIndex) expected to be less than or equal to \(arrangedSubviews.count)")
        view.translatesAutoresizingMaskIntoConstraints = false
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: current)
            arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
        } else {
            if view.superview !== self { addSubview(view) }
            arrangedSubviews.insert(view, at: stackIndex)
        }
        setNeedsLayout()
    }

    /// Stops arranging `view`. It stays a subview, as in UIKit (remove it from its superview
    /// to take it out of the hierarchy), and its custom spacing is forgotten.
    ///
    /// - Complexity: O(*n*) for *n* arranged subviews.
    public func removeArrangedSubview(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsLayout()
    }

    /// An arranged subview leaving the stack's subviews stops being arranged, as in UIKit.
    override public func willRemoveSubview(_ subview: View) {
        removeArrangedSubview(subview)
    }

    // MARK: Layout

    /// Regenerates the stack's constraint families for this layout pass.
    override func generateArrangement() {
        let arrangement = StackArrangement(self)
        arrangement.generateDistribution()
        arrangement.generateAlignment()
        arrangement.generateTextWidthDisambiguation()
        retireArrangementGuides(except: arrangement.usedGuides)
    }

    /// The baseline of the arranged subview the stack vends (see ``baselineView(first:)``),
    /// asked in turn; the stack's own bottom when it vends none.
    override func baseline(first: Bool) -> (view: View, model: BaselineModel) {
        baselineView(first: first)?.baseline(first: first) ?? super.baseline(first: first)
    }
}

extension View {
    /// For a hidden arranged subview of a stack view that fills across its axis, that cross
    /// axis, along which the view's content must not widen the stack; nil for any other view.
    var hiddenInFillingStackCrossAxis: LayoutAxis? {
        guard isHidden, let stack = superview as? StackView, stack.alignment == .fill,
              stack.arrangedSubviews.contains(where: { $0 === self }) else { return nil }
        return stack.axis.crossing
    }
}
