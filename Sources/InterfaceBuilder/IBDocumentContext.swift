import AutoLayout
import Foundation

/// What every scene of a document shares: the file, the Xcode version that wrote it, the
/// device it was designed on, and the resources that give views their intrinsic sizes (image
/// sizes, IB_DESIGNABLE views' measured sizes) and their colours.
struct IBDocumentContext: Sendable {
    let source: IBSource
    /// The major number of the document's `toolsVersion` (`14490` of `"14490.70"`), which
    /// tells which Xcode drew the stored frames and so which simulated bars they assume.
    let toolsVersion: Int
    /// The `toolsVersion`s of Xcode 26, whose canvas draws iOS 26: a notched phone's safe area
    /// twice over, 54 pt navigation bars, 51 pt standard rows, 63 × 28 switches (each use
    /// names its evidence). A `toolsVersion` of 32700 is no build of Xcode's.
    static let xcode26ToolsVersions = 24000 ..< 26000
    /// The `toolsVersion`s of Xcode 12.5 to 13, whose canvas sets text styles at the xSmall
    /// content size category (body 14 pt): every text-style view of their documents that
    /// sizes to its text is stored at that size, where those of Xcode 12.4 and Xcode 14 and
    /// later are at Large (docs/interface-builder.md).
    static let extraSmallTextToolsVersions = 18000 ..< 21000
    /// The SDK the document's Xcode draws its canvas with, and so the one an app shows its
    /// views as the stored frames do (``sdkToolsVersions``).
    var linkedSDK: SDKVersion { SDKVersion(toolsVersion: toolsVersion) }
    /// The SDK of the Xcodes before 9 (iOS 10's in Xcode 8, 11134 to 12121, which the measured
    /// documents before 13000 are drawn as).
    static let oldestSDK = SDKVersion(major: 10)
    /// The first `toolsVersion` of each Xcode with a new SDK, by the builds the measured
    /// documents name, and 32700 (`32700.99.1234`), which no build of Xcode's is but which the
    /// Xcodes of the iOS 17 SDK after 15.2 write (OwnTracks' storyboard has it between saves of
    /// Xcode 15.2 and 16.0; OsmAnd's cells of it on an iPhone 12 have the iOS 17 SDK's wide
    /// row margins). Those where a metric Plumb models changed, with their evidence:
    /// - Xcode 9 (iOS 11): cells' content views have the row's margins (13528 on: 16 at the
    ///   side), those of Xcode 8 a view's 8 pt on every side (10117 to 12121); a xib's
    ///   top-level view is laid out as a controller's root, with the system minimum margins,
    ///   where Xcode 8 laid it out as a plain view with its own, but for a launch screen's
    ///   (docs/interface-builder.md).
    /// - Xcode 10 (iOS 12): an iPad's navigation bars, toolbars and tab bars are 50 pt high,
    ///   those of Xcode 9 a phone's (``BarMetrics``).
    /// - Xcode 11's betas (iOS 13; 14854 to 14868, then 15400 on): collapsed rows are a
    ///   separator short of the standard height (15400 on: 43.5), those of Xcode 10 are not
    ///   (14490: 44); a row's content view is stored the row's whole height (43.5 in 43.5),
    ///   where Xcode 10 stored it a separator shorter (43.5 in 44). Its controls are iOS 13's:
    ///   the Xcodes before it store rounded-rect text fields 30 high (34 since), segmented
    ///   controls 29 (32 since) and steppers 94 × 29 (94 × 32).
    /// - Xcode 12 (iOS 14): `automatic` date pickers are compact, where the Xcodes before it
    ///   show them as wheels, 216 pt tall, and progress views are 4 pt high, 2 before.
    static let sdkToolsVersions: [(firstToolsVersion: Int, sdk: SDKVersion)] = [
        (13000, .iOS11), (14200, .iOS12), (14800, .iOS13), (17000, .iOS14),
        (19000, .iOS15), (21000, SDKVersion(major: 16)), (22000, SDKVersion(major: 17)),
        (23000, SDKVersion(major: 18)), (xcode26ToolsVersions.lowerBound, .latest),
        (32700, SDKVersion(major: 17)),
    ]
    /// The device the document was designed on (`<device id="retina4_7">`, or Xcode 8's
    /// `simulatedScreenMetrics`); nil when the document names none.
    let device: IBDevice?
    /// The orientation the document was designed in.
    let orientation: Orientation
    /// The idiom the document targets: `pad` for an iPad document (`targetRuntime=
    /// "iOS.CocoaTouch.iPad"`), which gives its scenes an iPad's traits when it names no device.
    let idiom: UserInterfaceIdiom
    /// Whether the document uses safe-area layout guides (`useSafeAreas="YES"`, Xcode 9 on).
    let usesSafeAreas: Bool
    /// Whether the document is a launch screen (`launchScreen="YES"`), which iOS shows as a
    /// controller's view: Interface Builder lays out a launch xib's top-level view as one even
    /// before the iOS 11 SDK.
    let isLaunchScreen: Bool
    /// Whether the document names its device (documents without one carry frames from an
    /// unknown screen, so fidelity does not count them).
    let namesDevice: Bool
    /// The sizes of the images the document uses, by name, in points.
    let imageSizes: [String: CGSize]
    /// The sizes of the system symbols' template images `<resources>` gives, by name: not the
    /// points a symbol takes, but its proportions.
    let symbolTemplates: [String: CGSize]
    /// The intrinsic content sizes Interface Builder measured for IB_DESIGNABLE views, by
    /// object id.
    let designableSizes: [String: CGSize]
    /// The colours of `<resources>`, by name (named and system colours).
    let namedColors: [String: ViewColor]
    /// How the storyboard's controllers contain one another (empty for a xib).
    let graph: IBStoryboardGraph
    /// What the document's header and resources said that the import could not use.
    let warnings: [IBWarning]

    init(document: IBElement, source: IBSource) throws(IBError) {
        self.source = source
        let version = document["toolsVersion"] ?? ""
        guard let major = Int(version.prefix { $0.isNumber }) else {
            throw source.error(at: document, "toolsVersion is '\(version)'; expected Xcode's build number, as toolsVersion=\"21701\"")
        }
        toolsVersion = major
        var warnings: [IBWarning] = []
        let declared = document.child("device")
        let legacy = document.child("simulatedMetricsContainer")?.child("simulatedScreenMetrics")
        let deviceID = declared?["id"] ?? legacy?["type"].map { String($0.prefix { $0 != "." }) }
        namesDevice = declared != nil
        usesSafeAreas = document.flag("useSafeAreas")
        isLaunchScreen = document.flag("launchScreen")
        if let deviceID {
            device = IBDevice.named(deviceID)
            if device == nil {
                warnings.append(source.warning(at: declared ?? legacy ?? document,
                    "unknown device '\(deviceID)'; each scene is laid out at its root view's stored size"))
            }
        } else {
            device = nil
        }
        orientation = declared?["orientation"] == "landscape" ? .landscape : .portrait
        idiom = document["targetRuntime"] == "iOS.CocoaTouch.iPad" ? .pad : .phone
        let resources = document.grandchildren(of: "resources")
        var images: [String: CGSize] = [:]
        var templates: [String: CGSize] = [:]
        var colors: [String: ViewColor] = [:]
        for resource in resources {
            switch resource.tag {
            case "image":
                // A system symbol's stored size is its template's, not the points it takes.
                guard let name = resource["name"], let size = try IBNumber.size(resource, source: source) else { break }
                if resource["catalog"] == "system" { templates[name] = size } else { images[name] = size }
            case "namedColor", "systemColor":
                if let name = resource["name"], let color = resource.child("color").flatMap({ IBColor.color($0, named: [:]) }) {
                    colors[name] = color
                }
            default:
                break
            }
        }
        imageSizes = images
        symbolTemplates = templates
        namedColors = colors
        var designables: [String: CGSize] = [:]
        for designable in document.grandchildren(of: "designables") {
            if let id = designable["name"], let size = designable.child("size", key: "intrinsicContentSize"),
               let value = try IBNumber.intrinsicSize(size, source: source) {
                designables[id] = value
            }
        }
        designableSizes = designables
        graph = IBStoryboardGraph(document: document)
        self.warnings = warnings
    }
}

extension SDKVersion {
    /// The SDK an Xcode of `toolsVersion` (its build number's first part, as 21701) draws its
    /// canvas with (``IBDocumentContext/sdkToolsVersions``): the SDK a document's views are
    /// laid out for.
    package init(toolsVersion: Int) {
        self = IBDocumentContext.sdkToolsVersions.last { $0.firstToolsVersion <= toolsVersion }?.sdk
            ?? IBDocumentContext.oldestSDK
    }
}
