/// The iOS SDK an app is built with ("linked on"). UIKit keeps the behaviour an app was built
/// for by asking which SDK it was linked on (`dyld_program_sdk_at_least`), and some of the
/// metrics layout depends on change with it:
/// - before iOS 11, a built-in table cell's texts are 15 pt from the row's sides and a custom
///   cell's content view has a view's 8 pt margins (``TableViewCell``), and margins are
///   measured from a view's edges, not its safe area (``LayoutEngine``);
/// - before iOS 12, an iPad's bars are as high as a phone's (``BarMetrics``);
/// - before iOS 13, rounded-rect text fields are 30 pt high, segmented controls 29, steppers
///   94 × 29, a collapsed table row keeps the whole standard height (``TableView``), and a
///   fixed row's content view is a separator shorter than the row;
/// - before iOS 14, an `automatic` date picker is wheels, a progress view 2 pt high and a
///   text field without a border its line rounded up to the point, its caret not counted;
/// - from iOS 18, a 390 pt phone's screen wants no wide content margins
///   (``Device/wantsWideContentMargins(linkedSDK:)``);
/// - from iOS 26, an empty text field's caret is the 17 pt system font's (``TextField``).
///
/// Every view of a window follows the window's ``Window/linkedSDK``, as every view of an app
/// follows the app's; a view outside a window follows ``latest``.
public struct SDKVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The iOS version the SDK is for: 13 for the iOS 13 SDK.
    public let major: Int

    public init(major: Int) {
        self.major = major
    }

    public static let iOS11 = SDKVersion(major: 11)
    public static let iOS12 = SDKVersion(major: 12)
    public static let iOS13 = SDKVersion(major: 13)
    public static let iOS14 = SDKVersion(major: 14)
    public static let iOS15 = SDKVersion(major: 15)
    public static let iOS18 = SDKVersion(major: 18)
    public static let iOS26 = SDKVersion(major: 26)
    /// The newest SDK Plumb models, iOS 26's, which every window is linked on unless set. Its
    /// Liquid Glass design is a separate choice (``Window/design``), as an app built with it may
    /// keep the classic design (`UIDesignRequiresCompatibility`).
    public static let latest = iOS26

    public static func < (lhs: SDKVersion, rhs: SDKVersion) -> Bool {
        lhs.major < rhs.major
    }

    public var description: String { "iOS \(major)" }
}
