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
    /// For a phone whose screen stopped wanting wide content margins with a later iOS, the
    /// first SDK without them (``wantsWideContentMargins(linkedSDK:)``); nil for every other
    /// device.
    public let narrowContentMarginsSince: SDKVersion?

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

    /// Whether the screen wants wide content margins (UIKit's `-[UIScreen
    /// _wantsWideContentMargins]`), which give a table's rows 20 pt side margins
    /// (``TableMetrics/sideMargin(ofTableWidth:screenWantsWideMargins:)``). UIKit asks the device
    /// (MobileGestalt) and, on a phone, whether the screen is wider than 375 pt in portrait,
    /// whatever the orientation (it compares the screen's reference bounds); on an iPad it
    /// answers no. The device's answer is data: Xcode's canvases of the iOS 18 SDK and later
    /// store a 390 pt phone's rows 16 pt in, where those of iOS 17 stored them 20 pt in, as
    /// every wider phone's still are (`[U]` for the SDK; docs/table-views.md).
    ///
    /// - Parameter linkedSDK: the SDK the app is built with, taken for the iOS it runs on, as
    ///   Xcode's canvas draws both with one SDK.
    public func wantsWideContentMargins(linkedSDK: SDKVersion) -> Bool {
        guard idiom == .phone, portraitSize.width > Self.widestScreenWithoutWideMargins else { return false }
        return narrowContentMarginsSince.map { linkedSDK < $0 } ?? true
    }
    /// The widest phone screen, in portrait, that never wants wide content margins: 375 pt.
    public static let widestScreenWithoutWideMargins: CGFloat = 375

    /// The trait collection UIKit reports in `orientation`.
    public func traitCollection(_ orientation: Orientation, layoutDirection: LayoutDirection = .leftToRight) -> TraitCollection {
        let environment = environment(orientation)
        return TraitCollection(
            horizontalSizeClass: environment.horizontalSizeClass, verticalSizeClass: environment.verticalSizeClass,
            displayScale: scale, userInterfaceIdiom: idiom, layoutDirection: layoutDirection)
    }

    public var description: String { "\(name) (\(displayName), \(Int(portraitSize.width))×\(Int(portraitSize.height)) @\(Int(scale))x)" }
}
