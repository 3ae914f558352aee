import Foundation

/// A device as layout sees it: its screen in points, scale, idiom, and per orientation its
/// size classes and safe-area insets, as UIKit reports them (the figures and their sources are
/// in ``DeviceCatalog`` and docs/devices.md).
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The catalog name (`iphone-8`), as specs and `plumb devices` write it.
    public let name: String
    /// The marketing name(s).
    public let displayName: String
    /// The screen in points, in portrait.
    public let portraitSize: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    public let idiom: UserInterfaceIdiom
    public let portrait: Environment
    public let landscape: Environment
    /// For an iPad, the widths of split-view and Slide Over windows, with their size classes.
    public let multitaskingWidths: [MultitaskingWidth]

    /// What layout sees of the device in one orientation.
    public struct Environment: Hashable, Sendable {
        public let horizontalSizeClass: SizeClass
        public let verticalSizeClass: SizeClass
        /// The safe area of a full-screen window, from the bars, the sensor housing and the
        /// home indicator.
        public let safeAreaInsets: EdgeInsets
    }

    /// A window width an iPad offers in multitasking.
    public struct MultitaskingWidth: Hashable, Sendable {
        public let orientation: Orientation
        /// "full", "2/3", "1/2" or "1/3".
        public let fraction: String
        public let width: CGFloat
        public let horizontalSizeClass: SizeClass
    }

    /// The device's traits and safe area in `orientation`.
    public func environment(_ orientation: Orientation) -> Environment {
        orientation == .portrait ? portrait : landscape
    }

    /// The screen in points in `orientation`.
    public func size(_ orientation: Orientation) -> CGSize {
        orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    }

    /// The trait collection UIKit reports in `orientation`.
    public func traitCollection(_ orientation: Orientation, layoutDirection: LayoutDirection = .leftToRight) -> TraitCollection {
        let environment = environment(orientation)
        return TraitCollection(
            horizontalSizeClass: environment.horizontalSizeClass, verticalSizeClass: environment.verticalSizeClass,
            displayScale: scale, userInterfaceIdiom: idiom, layoutDirection: layoutDirection)
    }

    public var description: String { "\(name) (\(displayName), \(Int(portraitSize.width))×\(Int(portraitSize.height)) @\(Int(scale))x)" }
}
