import Foundation

/// A rectangle in a view hierarchy, laid out by constraints or by its autoresizing mask:
/// UIKit's `UIView`, for layout.
///
/// The geometry follows UIKit: a view stores its `center`, `bounds` and `transform`, and its
/// `frame` is derived from them (the transformed bounds' bounding box; Apple calls it
/// undefined under a transform). Layout computes the untransformed frame (the alignment
/// rectangle) and sets `center` and `bounds.size`, so a transform survives layout.
open class View: LayoutItem {
    public let layoutStorage: LayoutItemStorage
    /// A name for logs, dumps and wireframes (a spec's view id).
    public var identifier: String?

    /// The UIKit class this view stands for, as logs print it (`UILabel`).
    open class var kindName: String { "UIView" }

    /// The class a document names for this view (Interface Builder's Custom Class, or the
    /// UIKit class of a kind the model lacks), shown in figures instead of ``kindName``.
    public var customClassName: String?

    /// The class figures show: the custom class when there is one, else the kind's.
    public var className: String { customClassName ?? Self.kindName }

    // MARK: Geometry storage

    var centerStorage: CGPoint
    var boundsStorage: CGRect
    var transformStorage: CGAffineTransform = .identity

    // MARK: Hierarchy

    public internal(set) weak var superview: View?
    public internal(set) var subviews: [View] = []
    /// The view controller whose root view this is, if any.
    public internal(set) weak var viewController: ViewController?

    /// The traits of the window the view is in (UIKit's `traitCollection`); outside a window,
    /// the default traits: a compact-width, regular-height phone at 2×.
    public var traitCollection: TraitCollection { window?.traitCollection ?? TraitCollection() }

    // MARK: Appearance

    /// Whether the view is hidden; a hidden arranged view takes no space in a stack view.
    public var isHidden = false {
        didSet { if isHidden != oldValue { setNeedsLayout() } }
    }
    public var alpha: CGFloat = 1
    public var backgroundColor: ViewColor?
    /// The colour of the view's tinted parts (a system button's title, a switch's track, a
    /// slider's fill); nil to take the superview's (``effectiveTintColor``).
    public var tintColor: ViewColor?
    /// The radius of the view's rounded corners (its layer's `cornerRadius`); drawing only.
    public var cornerRadius: CGFloat = 0
    /// The width of the border drawn inside the view's edges (its layer's `borderWidth`).
    public var borderWidth: CGFloat = 0
    /// The border's colour (its layer's `borderColor`); black when a width is set without one.
    public var borderColor: ViewColor?

    // MARK: Auto Layout

    /// Whether the view's autoresizing mask is turned into constraints. True by default, as
    /// for a view made in code; a view laid out by constraints of its own needs false.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { setNeedsLayout() }
    }
    public var autoresizingMask: AutoresizingMask = [] {
        didSet { setNeedsLayout() }
    }
    /// The frame and superview size the autoresizing constraints reproduce: the frame last set
    /// by hand, and the size its superview had then (or when the view joined it).
    var autoresizingReference: (frame: CGRect, superviewSize: CGSize)?

    /// The active constraints held by this view (those whose nearest common ancestor it is).
    public internal(set) var constraints: [LayoutConstraint] = []
    /// The custom layout guides the view owns.
    public internal(set) var layoutGuides: [LayoutGuide] = []

    /// How the margins were set: the system's default, or absolute or directional insets.
    public var layoutMarginsSetting: LayoutMarginsSetting = .system {
        didSet { setNeedsLayout() }
    }
    public var preservesSuperviewLayoutMargins = false {
        didSet { setNeedsLayout() }
    }
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { setNeedsLayout() }
    }
    /// Whether ``preservesSuperviewLayoutMargins`` and ``insetsLayoutMarginsFromSafeArea`` act
    /// on the top and bottom margins as well as the sides: true but for a table cell.
    var marginsFollowVerticalEdges: Bool { true }
    /// Whether layout keeps the view's margins at least as far in as its superview's:
    /// ``preservesSuperviewLayoutMargins``, but always for a table cell.
    var preservesSuperviewMargins: Bool { preservesSuperviewLayoutMargins }
    /// The view's safe area, as insets from its edges; computed by layout.
    public internal(set) var safeAreaInsets: EdgeInsets = .zero
    /// Insets added to the safe area this view's subtree sees, as a child view controller's
    /// `additionalSafeAreaInsets` adds them to its view's (UIKit keeps them on the controller;
    /// here any view can stand for a contained controller's view).
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// Whether the side margins grow so that the margins guide is no wider than the readable
    /// content guide (UIKit's `layoutMarginsFollowReadableWidth`).
    public var layoutMarginsFollowReadableWidth = false {
        didSet { setNeedsLayout() }
    }

    /// An intrinsic size given from outside (a spec's `intrinsicContentSize`), which replaces
    /// the one the view's kind computes; `noIntrinsicMetric` on an axis means none.
    public var fixedIntrinsicContentSize: CGSize? {
        didSet { setNeedsLayout() }
    }

    var contentHugging: [LayoutAxis: LayoutPriority] = [:]
    var compressionResistance: [LayoutAxis: LayoutPriority] = [:]

    /// The system guides and generated constraints. Stored, not lazy: a lazy property is
    /// read and written back whole, which copied the generated constraints' set of keys at
    /// every one made (a stack of 2 500 arranged views took 4.4 s to lay out).
    var systemItems = SystemItems()
    /// The view's origin in the engine's coordinates at the last layout.
    var engineOrigin: CGPoint = .zero
    /// Whether a layout pass has placed the view (its frame is the engine's, not one set by
    /// hand or stored in a document).
    var isPlacedByEngine = false

    /// The width text in the view wraps at when it is measured for layout: the width the last
    /// pass gave the view; none before a pass has placed it, so that the first pass measures the
    /// text unwrapped, as UIKit's labels with an automatic `preferredMaxLayoutWidth` are, and
    /// the next wraps it at the width the constraints give (docs/text.md).
    var wrappingWidth: CGFloat? { isPlacedByEngine && alignmentFrame.width > 0 ? alignmentFrame.width : nil }
    /// The mark of the last layout that found the view in its hierarchy.
    var engineTreeMark = 0

    /// The layout engine and what it must redo; used on the root of a hierarchy only.
    var layoutStateStorage: LayoutState?

    /// The root's layout state, made on first use.
    var layoutState: LayoutState {
        if let state = layoutStateStorage { return state }
        let state = LayoutState()
        layoutStateStorage = state
        return state
    }

    public init(frame: CGRect = .zero) {
        layoutStorage = LayoutItemStorage(kindName: Self.kindName)
        centerStorage = CGPoint(x: frame.midX, y: frame.midY)
        boundsStorage = CGRect(origin: .zero, size: frame.size)
        if frame != .zero { autoresizingReference = (frame, .zero) }
    }

    public var hierarchyView: View? { self }

    // MARK: Hooks for kinds of view

    /// The size the view's content needs, per axis, or ``noIntrinsicMetric``. Plain views have
    /// none; controls measure their content. Override it in a subclass, and call
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// How far the alignment rectangle, which constraints relate, lies inside the frame:
    /// zero for most views; a slider's frame reaches 2 pt past its track at each end (UIKit's
    /// `alignmentRectInsets`).
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// The kind's default content hugging priority: 250 for a plain view (docs/controls.md
    /// lists every kind's).
    open func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { .defaultLow }

    /// The kind's default compression resistance priority: 750 for every kind UIKit documents.
    open func defaultCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority { .defaultHigh }

    /// Where the view's first or last baseline is: on the view that provides it (a stack view
    /// passes the question on), at `top + heightFraction × height + offset`. A view without
    /// text has none: its first baseline is its top edge and its last its bottom edge, as UIKit
    /// documents for `forFirstBaselineLayout` and `forLastBaselineLayout`.
    func baseline(first: Bool) -> (view: View, model: BaselineModel) {
        (self, BaselineModel(heightFraction: first ? 0 : 1, offset: 0))
    }

    /// Generates the constraints that arrange the view's content (a stack view's); nothing
    /// for other views.
    func generateArrangement() {}

    /// Forgets what the last layout measured of the view's self-sizing content (a table's
    /// rows), as a layout begins; nothing for other views.
    func beginLayout() {}

    /// Takes the measurements the view waits for once a layout has settled (a table's
    /// self-sizing rows, measured at their content's least height, then placed at their own);
    /// returns whether that changes its arrangement, so that layout must go on.
    func layoutDidSettle() -> Bool { false }

    /// The margins of the view while none are set: 8 pt on every side (a table cell's content
    /// view has the row's).
    var systemLayoutMargins: DirectionalEdgeInsets { LayoutMarginsSetting.systemDefault }
    /// The margins the view keeps whatever its own are set to: none, but a cell's content
    /// view keeps the row's (``TableViewCellContentView``).
    var leastLayoutMargins: EdgeInsets { .zero }

    /// The part of the view's bounds its subviews show through, against which their safe area
    /// is found: the bounds' size at the origin (a scroll view's is where it is scrolled to).
    var visibleBounds: CGRect { CGRect(origin: .zero, size: alignmentFrame.size) }

    /// Makes the system guides the view's kind always has (a scroll view's content and frame
    /// guides); nothing for other views.
    func prepareSystemGuides() {}

    /// Called just before `subview` leaves the view's subviews (UIKit's `willRemoveSubview(_:)`);
    /// a stack view stops arranging it.
    open func willRemoveSubview(_ subview: View) {}

    /// The intrinsic size for a given width, for content that wraps (a multi-line label's
    /// height depends on the width layout gives it); the plain intrinsic size otherwise.
    func intrinsicContentSize(forWidth width: CGFloat?) -> CGSize { intrinsicContentSize }

    /// The name used in logs: the identifier, or the UIKit class and a serial number.
    public var logName: String { identifier ?? "\(Self.kindName)#\(layoutStorage.serial)" }

    open var description: String { "<\(Self.kindName) \(logName) frame=\(frame)>" }
}
