import AutoLayout
import Foundation

/// A layout spec: one YAML or JSON document describing a screen (the device or window, its
/// traits, its safe area), a tree of views with their constraints, and the variants that
/// apply in some trait environments. The format is docs/spec-format.md; docs/spec.md explains
/// every key with an example.
///
/// ```swift
/// let spec = try LayoutSpec.load(contentsOf: URL(fileURLWithPath: "fixtures/map.yaml"))
/// let layout = try spec.build(BuildOptions(orientation: .landscape))
/// print(layout.view(withID: "segmented")!.frame)
/// ```
///
/// Loading checks the document's syntax and structure: every key, every value's type and
/// range, ids. Building resolves what refers to something else (the views a constraint
/// names, metrics, the ids of a variant's `set`) and lays the views out. Both throw a
/// ``SpecError`` that points at the culprit's line and column.
public struct LayoutSpec {
    /// The figure's caption.
    public var title: String?
    /// The device from `plumb devices`; nil when `window:` gives a size instead.
    public var deviceName: String?
    public var orientation: Orientation
    /// Every view and guide id, in document order, the root first.
    public internal(set) var viewIDs: [String]
    /// The directories of font files the spec adds to the system's (`fonts:`), relative paths
    /// taken from the spec's own directory.
    public var fontDirectories: [URL]

    /// The file the spec came from, for errors found when building.
    let fileName: String
    /// Where `device:` is written, to blame a device name changed to one that does not exist.
    let deviceLocation: SpecLocation
    /// The window's size as written, in portrait, when `window:` gives it.
    var windowSize: CGSize?
    /// The traits the spec sets, over those the device implies.
    var traits: TraitPredicate
    var layoutDirection: LayoutDirection
    var safeAreaInsets: SafeAreaInsets
    /// The root view controller's `additionalSafeAreaInsets`.
    var additionalSafeAreaInsets: EdgeInsets
    /// The design the app runs with (`design:`): classic, or iOS 26's Liquid Glass.
    var design: InterfaceDesign
    /// The root view controller's `viewRespectsSystemMinimumLayoutMargins`.
    var viewRespectsSystemMinimumLayoutMargins: Bool
    /// The height of the keyboard shown (`keyboard: {height}`), or nil for none.
    var keyboardHeight: CGFloat?
    /// The bars of the navigation and tab bar controllers that show the root view controller
    /// (`navigationBar`, `toolbar`, `tabBar`).
    var containerBars: ContainerBars
    /// Names usable as numbers in constraints and visual formats.
    var metrics: [String: CGFloat]
    let root: ViewSpec
    let variants: [VariantSpec]

    /// The window's safe area, as `safeAreaInsets:` gives it.
    enum SafeAreaInsets {
        /// The device's, for the orientation (none for a window given by size).
        case device
        case none
        case custom(EdgeInsets)
    }

    /// The device a spec that names none is laid out on: the seeds' phone.
    static let defaultDeviceName = "iphone-8"
}
