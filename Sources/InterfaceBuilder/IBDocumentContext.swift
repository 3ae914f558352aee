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
    /// names its evidence). FloatingPanel's `32700.99.1234` is no build of Xcode's.
    static let xcode26ToolsVersions = 24000 ..< 26000
    /// The `toolsVersion`s of Xcode 12.5 to 13, whose canvas sets text styles at the xSmall
    /// content size category (body 14 pt): every text-style view of their documents that
    /// sizes to its text is stored at that size (AgoraIO's and NetNewsWire's 18122, ProtonVPN's
    /// 19455, AgoraIO's 19529, Esri's 20037), where those of Xcode 12.4 (17701) and Xcode 14
    /// (21225) and later are at Large.
    static let extraSmallTextToolsVersions = 18000 ..< 21000
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
    /// Whether the document names its device (documents without one carry frames from an
    /// unknown screen, so fidelity does not count them).
    let namesDevice: Bool
    /// The sizes of the images the document uses, by name, in points.
    let imageSizes: [String: CGSize]
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
        var colors: [String: ViewColor] = [:]
        for resource in resources {
            switch resource.tag {
            case "image" where resource["catalog"] != "system":
                // A system symbol's stored size is its template's, not the points it takes.
                if let name = resource["name"], let size = try IBNumber.size(resource, source: source) { images[name] = size }
            case "namedColor", "systemColor":
                if let name = resource["name"], let color = resource.child("color").flatMap({ IBColor.color($0, named: [:]) }) {
                    colors[name] = color
                }
            default:
                break
            }
        }
        imageSizes = images
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
