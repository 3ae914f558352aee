import AutoLayout
import Foundation

extension LayoutSpec {
    /// The keys of the document.
    static let keys = [
        "plumb", "title", "device", "window", "orientation", "traits", "layoutDirection", "safeAreaInsets",
        "additionalSafeAreaInsets", "viewRespectsSystemMinimumLayoutMargins", "keyboard", "navigationBar", "toolbar", "tabBar",
        "design", "metrics", "fonts", "root", "variants",
    ]

    /// The format version this Plumb reads.
    static let formatVersion = 1

    /// Decodes the document's top-level mapping.
    init(from document: SpecNode) throws(SpecError) {
        let entries = try document.mapping("a spec: a mapping with plumb: 1 and a root view")
        try entries.checkKeys(LayoutSpec.keys, in: "the spec")
        let versionNode = try entries.required("plumb", in: "a spec")
        let version = try versionNode.number("the format version, \(LayoutSpec.formatVersion)")
        guard version == Double(LayoutSpec.formatVersion) else {
            throw versionNode.error("this Plumb reads format version \(LayoutSpec.formatVersion), found \(SpecNumber.format(version))")
        }
        fileName = document.document.fileName
        title = try entries["title"]?.string("a title")
        (deviceName, deviceLocation, windowSize) = try LayoutSpec.screen(entries)
        orientation = try entries["orientation"]?.choice(Orientation.self, "an orientation") ?? .portrait
        traits = try entries["traits"]?.traitPredicate() ?? TraitPredicate()
        layoutDirection = try entries["layoutDirection"]?.choice(LayoutDirection.self, "a layout direction") ?? .leftToRight
        safeAreaInsets = try entries["safeAreaInsets"].map(LayoutSpec.safeAreaInsets) ?? .device
        additionalSafeAreaInsets = try entries["additionalSafeAreaInsets"]?.edgeInsets() ?? .zero
        viewRespectsSystemMinimumLayoutMargins = try entries["viewRespectsSystemMinimumLayoutMargins"]?.bool() ?? true
        keyboardHeight = try entries["keyboard"].map(LayoutSpec.keyboardHeight)
        containerBars = try LayoutSpec.containerBars(entries)
        design = try entries["design"]?.choice(InterfaceDesign.self, "a design") ?? .classic
        let metrics = try LayoutSpec.metrics(entries["metrics"])
        fontDirectories = try LayoutSpec.fontDirectories(entries["fonts"], fileName: fileName)
        var viewCount = 0
        root = try ViewSpec(from: try entries.required("root", in: "a spec"), isRoot: true, viewCount: &viewCount)
        var variants: [VariantSpec] = []
        for element in try entries["variants"]?.sequence("a list of variants") ?? [] {
            variants.append(try VariantSpec(from: element))
        }
        self.variants = variants
        viewIDs = try root.uniqueSubtreeIDs()
        let ids = Set(viewIDs)
        if let clash = metrics.first(where: { ids.contains($0.name) }) {
            throw clash.location.error("'\(clash.name)' is both a metric and a view id; rename one")
        }
        self.metrics = Dictionary(metrics.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// `device:` or `window:`, not both; the default device when neither is given.
    private static func screen(_ entries: SpecMapping) throws(SpecError)
        -> (deviceName: String?, location: SpecLocation, windowSize: CGSize?)
    {
        if let window = entries["window"] {
            if entries["device"] != nil {
                throw window.error("give device or window, not both")
            }
            let size = try window.mapping("a window size {width, height}")
            try size.checkKeys(["width", "height"], in: "window")
            let width = try size.required("width", in: "window").number(in: 1...SpecNode.lengthLimit, "a width in points")
            let height = try size.required("height", in: "window").number(in: 1...SpecNode.lengthLimit, "a height in points")
            return (nil, window.location, CGSize(width: width, height: height))
        }
        guard let device = entries["device"] else { return (defaultDeviceName, entries.node.location, nil) }
        let name = try device.string("a device name")
        try LayoutSpec.device(named: name, at: device.location)
        return (name, device.location, nil)
    }

    /// The catalog's device `name`; throws at `location` when there is none.
    @discardableResult
    static func device(named name: String, at location: SpecLocation) throws(SpecError) -> Device {
        guard let device = DeviceCatalog.device(named: name) else { throw location.error(unknownDeviceMessage(name)) }
        return device
    }

    /// "unknown device 'iphone8'; did you mean 'iphone-8'? (`plumb devices` lists them)": what
    /// a spec and the command line say of a device the catalog does not have.
    public static func unknownDeviceMessage(_ name: String) -> String {
        "unknown device '\(name)'" + NameSuggestion.didYouMean(name, among: DeviceCatalog.all.map(\.name))
            + " (`plumb devices` lists them)"
    }

    /// `device`, `none`, or insets.
    private static func safeAreaInsets(_ node: SpecNode) throws(SpecError) -> SafeAreaInsets {
        if case .mapping = node.node { return .custom(try node.edgeInsets()) }
        switch try node.string("device, none or {top, left, bottom, right}") {
        case "device": return .device
        case "none": return .none
        default: throw node.error("expected device, none or {top, left, bottom, right}, found \(node.found)")
        }
    }

    /// `keyboard: {height}`: the keyboard shown, its height from the window's bottom edge.
    private static func keyboardHeight(_ node: SpecNode) throws(SpecError) -> CGFloat {
        let entries = try node.mapping("a keyboard {height}")
        try entries.checkKeys(["height"], in: "keyboard")
        return try entries.required("height", in: "keyboard").size("a keyboard height in points")
    }

    /// `navigationBar: {title, prefersLargeTitles}`, `toolbar: {items}`, `tabBar: {items}`:
    /// the containers' bars around the root view controller.
    private static func containerBars(_ entries: SpecMapping) throws(SpecError) -> ContainerBars {
        var bars = ContainerBars()
        if let node = entries["navigationBar"] {
            let bar = try node.mapping("a navigation bar {title, prefersLargeTitles}")
            try bar.checkKeys(["title", "prefersLargeTitles"], in: "navigationBar")
            bars.navigationBar = ContainerBars.NavigationBarContent(
                title: try bar["title"]?.string("a title"), prefersLargeTitles: try bar["prefersLargeTitles"]?.bool() ?? false)
        }
        bars.toolbarItems = try entries["toolbar"].map { node throws(SpecError) in try barItems(node, "toolbar") }
        bars.tabBarItems = try entries["tabBar"].map { node throws(SpecError) in try barItems(node, "tabBar") }
        return bars
    }

    /// A bar's `{items: [titles]}`.
    private static func barItems(_ node: SpecNode, _ name: String) throws(SpecError) -> [String] {
        let bar = try node.mapping("a bar {items: [titles]}")
        try bar.checkKeys(["items"], in: name)
        return try bar["items"]?.sequence("a list of titles").map { item throws(SpecError) in try item.string("a title") } ?? []
    }

    /// `metrics: {name: number}`, in the order written.
    private static func metrics(_ node: SpecNode?) throws(SpecError) -> [(name: String, value: CGFloat, location: SpecLocation)] {
        var metrics: [(name: String, value: CGFloat, location: SpecLocation)] = []
        for entry in try node?.mapping("a mapping of metric names to numbers").entries ?? [] {
            guard entry.key.isSpecIdentifier else {
                throw entry.keyNode.error("expected a metric name of letters, digits and _ (not starting with a digit), found '\(entry.key)'")
            }
            guard !SpecPriority.names.contains(where: { $0.0 == entry.key }) else {
                throw entry.keyNode.error("'\(entry.key)' names a priority; choose another metric name")
            }
            metrics.append((entry.key, try entry.value.points("a number of points"), entry.keyNode.location))
        }
        return metrics
    }

    /// `fonts:`: a directory of font files, or a list of them; a relative path is taken from
    /// the directory of the spec's file. Each must exist and be a directory of at most
    /// `FontFiles.entryLimit` files and folders.
    private static func fontDirectories(_ node: SpecNode?, fileName: String) throws(SpecError) -> [URL] {
        guard let node else { return [] }
        let paths: [SpecNode]
        if case .sequence = node.node {
            paths = try node.sequence("a directory of font files, or a list of them")
        } else {
            paths = [node]
        }
        let base = URL(fileURLWithPath: fileName).deletingLastPathComponent()
        var directories: [URL] = []
        for pathNode in paths {
            let path = try pathNode.string("a directory of font files")
            guard !path.isEmpty else { throw pathNode.error("expected a directory of font files, found an empty string") }
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw pathNode.error("font directory '\(path)' does not exist (a relative path is taken from the spec's directory, \(base.relativePath))")
            }
            guard isDirectory.boolValue else {
                throw pathNode.error("'\(path)' is a file; fonts: names the directory that holds font files")
            }
            guard FontFiles.find(in: url.path) != nil else {
                throw pathNode.error("'\(path)' holds more than \(FontFiles.entryLimit) files and folders, too many for a directory of fonts; fonts: names the directory that holds font files")
            }
            directories.append(url.standardizedFileURL)
        }
        return directories
    }
}
