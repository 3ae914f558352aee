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
    /// The traits layout uses: the device's, with the overrides applied.
    public private(set) var traitCollection: TraitCollection
    /// The screen's safe area: what bars, the sensor housing and the home indicator leave.
    public var screenSafeAreaInsets: EdgeInsets {
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
        self.traitCollection = Window.traits(device.traitCollection(orientation, layoutDirection: layoutDirection), traitOverrides)
        self.screenSafeAreaInsets = device.environment(orientation).safeAreaInsets
        super.init(frame: CGRect(origin: .zero, size: device.size(orientation)))
    }

    /// A window of any size, with the given traits and screen safe area.
    public init(frame: CGRect, traitCollection: TraitCollection = TraitCollection(), safeAreaInsets: EdgeInsets = .zero) {
        self.orientation = frame.width > frame.height ? .landscape : .portrait
        self.traitOverrides = TraitPredicate()
        self.traitCollection = traitCollection
        self.screenSafeAreaInsets = safeAreaInsets
        super.init(frame: frame)
    }

    /// Turns the device: the window takes the other orientation's size, traits and safe area.
    public func rotate(to orientation: Orientation) {
        guard let device, orientation != self.orientation else { return }
        self.orientation = orientation
        screenSafeAreaInsets = device.environment(orientation).safeAreaInsets
        setAlignmentFrame(CGRect(origin: .zero, size: device.size(orientation)))
        updateEnvironment()
    }

    /// Resizes the window (an iPad split view): the width class follows the device's table
    /// when the width is one of its multitasking widths.
    public func resize(to size: CGSize, horizontalSizeClass: SizeClass? = nil) {
        setAlignmentFrame(CGRect(origin: .zero, size: size))
        if let horizontalSizeClass { traitCollection.horizontalSizeClass = horizontalSizeClass }
        setNeedsLayout()
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

    private func updateEnvironment() {
        if let device {
            traitCollection = Window.traits(
                device.traitCollection(orientation, layoutDirection: traitCollection.layoutDirection), traitOverrides)
        }
        setNeedsLayout()
    }

    /// `base` with the overrides that are set.
    private static func traits(_ base: TraitCollection, _ overrides: TraitPredicate) -> TraitCollection {
        var traits = base
        if let value = overrides.horizontalSizeClass { traits.horizontalSizeClass = value }
        if let value = overrides.verticalSizeClass { traits.verticalSizeClass = value }
        if let value = overrides.displayScale { traits.displayScale = value }
        if let value = overrides.userInterfaceIdiom { traits.userInterfaceIdiom = value }
        if let value = overrides.layoutDirection { traits.layoutDirection = value }
        return traits
    }
}
