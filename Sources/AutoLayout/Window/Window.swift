import Foundation

/// The root of a view hierarchy, filling a device's screen: UIKit's `UIWindow`.
///
/// The window carries the environment layout depends on: the screen size, the trait
/// collection (size classes, scale, idiom, layout direction) and the screen's safe area. Its
/// root view controller's view fills it. Rotating it, or changing its traits, re-solves the
/// layout incrementally: the root size and the trait-dependent constraints change, the rest
/// of the solver's work stays.
public final class Window: View {
    override public class var kindName: String { "UIWindow" }

    /// The device, when the window stands for one.
    public private(set) var device: Device?
    public private(set) var orientation: Orientation
    /// Traits that override what the device and orientation imply (a spec's `traits`).
    public var traitOverrides: TraitPredicate {
        didSet { updateEnvironment() }
    }
    /// The traits layout uses: the environment's, with the overrides applied.
    override public var traitCollection: TraitCollection { resolvedTraits }
    private var resolvedTraits: TraitCollection
    /// The traits the device and orientation imply (or those a window of any size was given).
    private var environmentTraits: TraitCollection
    /// The screen's safe area: what bars, the sensor housing and the home indicator leave.
    public var screenSafeAreaInsets: EdgeInsets {
        didSet { setNeedsLayout() }
    }
    /// Whether the screen shows its device's status bar, sensor housing and home indicator
    /// over the window, as figures draw them: a device window does, unless a spec sets its
    /// safe area itself or a document's canvas shows the view without them.
    public var showsDeviceChrome = true
    /// The height of the keyboard the window shows, from the window's bottom edge (the home
    /// indicator's area included), or nil while no keyboard is up; what every view's
    /// ``View/keyboardLayoutGuide`` follows.
    public var keyboardHeight: CGFloat? {
        didSet { setNeedsLayout() }
    }
    /// The size of the screen the window is shown on: the window's own size, unless the window
    /// is shown smaller than its screen, as Interface Builder shows a freeform view or a cell on
    /// its document's device.
    public var screenSize: CGSize {
        didSet { setNeedsLayout() }
    }
    /// Whether the screen wants wide content margins, as a table's rows take them
    /// (``TableMetrics/sideMargin(ofTableWidth:screenWantsWideMargins:)``): the device's answer
    /// for the window's SDK (``Device/wantsWideContentMargins(linkedSDK:)``), or, for a window
    /// of no device, whether it is a phone's whose screen is wider than one that never wants
    /// them.
    public var screenWantsWideContentMargins: Bool {
        guard let device else {
            return environmentTraits.userInterfaceIdiom == .phone && screenSize.width > Device.widestScreenWithoutWideMargins
        }
        return device.wantsWideContentMargins(linkedSDK: linkedSDK)
    }
    /// The design the app runs with, which sets some of UIKit's system metrics (its switches'
    /// size, its tables' standard row height, its cells' margins: see ``InterfaceDesign``).
    public var design = InterfaceDesign.classic {
        didSet { setNeedsLayout() }
    }
    /// The SDK the app is built with, which sets the metrics UIKit keeps for apps built before
    /// a change (see ``SDKVersion``).
    public var linkedSDK = SDKVersion.latest {
        didSet { setNeedsLayout() }
    }
    /// Measures the text of the labels and controls in the window.
    public var textMeasurer: TextMeasuring = FixedAdvanceTextMeasurer() {
        didSet { setNeedsLayout() }
    }
    /// The trait variants in force or waiting (see ``TraitVariant``).
    public private(set) var traitVariants: [TraitVariant] = []

    /// The view controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let controller = rootViewController { addSubview(controller.view) }
        }
    }

    /// A window for `device` in `orientation`, with the device's traits and safe area.
    public init(device: Device, orientation: Orientation = .portrait,
                layoutDirection: LayoutDirection = .leftToRight, traitOverrides: TraitPredicate = TraitPredicate()) {
        self.device = device
        self.orientation = orientation
        self.traitOverrides = traitOverrides
        self.environmentTraits = device.traitCollection(orientation, layoutDirection: layoutDirection)
        self.resolvedTraits = environmentTraits.overridden(by: traitOverrides)
        self.screenSafeAreaInsets = device.environment(orientation).safeAreaInsets
        self.screenSize = device.size(orientation)
        super.init(frame: CGRect(origin: .zero, size: device.size(orientation)))
    }

    /// A window of any size, with the given traits (overridden as a device window's are) and
    /// screen safe area.
    public init(frame: CGRect, traitCollection: TraitCollection = TraitCollection(), safeAreaInsets: EdgeInsets = .zero,
                traitOverrides: TraitPredicate = TraitPredicate()) {
        self.orientation = frame.width > frame.height ? .landscape : .portrait
        self.traitOverrides = traitOverrides
        self.environmentTraits = traitCollection
        self.resolvedTraits = traitCollection.overridden(by: traitOverrides)
        self.screenSafeAreaInsets = safeAreaInsets
        self.screenSize = frame.size
        super.init(frame: frame)
    }

    /// Turns the device: the window takes the other orientation's size, traits and safe area.
    public func rotate(to orientation: Orientation) {
        guard let device, orientation != self.orientation else { return }
        self.orientation = orientation
        screenSafeAreaInsets = device.environment(orientation).safeAreaInsets
        screenSize = device.size(orientation)
        setAlignmentFrame(CGRect(origin: .zero, size: device.size(orientation)))
        environmentTraits = device.traitCollection(orientation, layoutDirection: environmentTraits.layoutDirection)
        updateEnvironment()
    }

    /// Resizes the window (an iPad split view). The width class is `horizontalSizeClass` when
    /// given; otherwise the device's multitasking table decides when `size.width` is one of its
    /// widths in the window's orientation, and the class stays as it is when it is not.
    public func resize(to size: CGSize, horizontalSizeClass: SizeClass? = nil) {
        setAlignmentFrame(CGRect(origin: .zero, size: size))
        screenSize = size
        let tabulated = device?.multitaskingWidths.first { $0.orientation == orientation && $0.width == size.width }
        if let widthClass = horizontalSizeClass ?? tabulated?.horizontalSizeClass {
            environmentTraits.horizontalSizeClass = widthClass
        }
        updateEnvironment()
    }

    /// Shows the window at one of its iPad's multitasking widths, full height, turning the
    /// device first when the width belongs to the other orientation.
    public func resize(to multitaskingWidth: Device.MultitaskingWidth) {
        rotate(to: multitaskingWidth.orientation)
        let height = device?.size(multitaskingWidth.orientation).height ?? frame.height
        resize(to: CGSize(width: multitaskingWidth.width, height: height),
               horizontalSizeClass: multitaskingWidth.horizontalSizeClass)
    }

    /// Adds a trait variant; it is applied or not at the next layout.
    public func addTraitVariant(_ variant: TraitVariant) {
        traitVariants.append(variant)
        setNeedsLayout()
    }

    /// Applies or reverts every trait variant for the current traits.
    func updateTraitVariants() {
        for variant in traitVariants { variant.update(for: traitCollection) }
    }

    /// Applies the overrides to the environment's traits, for the next layout.
    private func updateEnvironment() {
        resolvedTraits = environmentTraits.overridden(by: traitOverrides)
        setNeedsLayout()
    }
}

/// The look of the system's views, which UIKit picks by the SDK an app is built with: the
/// classic design of iOS 7 to 18, or iOS 26's Liquid Glass (an app built with the iOS 26 SDK;
/// UIKit's private `_UISolariumEnabled()`). It changes metrics layout depends on: a switch is
/// 63 × 28 pt rather than 51 × 31, a table's standard row 52 pt high rather than 44 (51 once
/// its 1 pt separator is taken off a row whose content sets no height), and a
/// table cell's content view has 15 pt margins above and below rather than 11
/// (`UITableConstants_IOS`, iOS 26.1).
public enum InterfaceDesign: String, Hashable, Sendable, CaseIterable {
    case classic, liquidGlass
}
