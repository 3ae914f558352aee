import AutoLayout
import Foundation

extension ViewSpec {
    /// Decodes a view mapping and its subviews; `viewCount` counts the views decoded so far,
    /// against ``viewLimit``.
    ///
    /// - Parameters:
    ///   - isRoot: the root view's id defaults to `root`, and it takes no frame.
    ///   - impliedKind: the kind of every entry of the list the mapping is in, whatever its
    ///     `kind` says (which may be omitted, or that kind): a guide of `layoutGuides`, a
    ///     cell of a section's `cells`.
    init(from node: SpecNode, isRoot: Bool, impliedKind: ViewKind? = nil, viewCount: inout Int) throws(SpecError) {
        viewCount += 1
        guard viewCount <= ViewSpec.viewLimit else {
            throw node.error("a spec holds at most \(ViewSpec.viewLimit) views and guides; this is view \(viewCount)")
        }
        let entries = try node.mapping(impliedKind == .guide ? "a layout guide: a mapping with an id" : "a view: a mapping with an id")
        kind = try entries["kind"]?.choice(ViewKind.self, "a kind") ?? impliedKind ?? .view
        if let impliedKind, kind != impliedKind, let kindNode = entries["kind"] {
            throw kindNode.error(impliedKind == .guide
                ? "an entry of layoutGuides is a guide; leave out 'kind' or write 'kind: guide'"
                : "an entry of cells is a cell; leave out 'kind' or write 'kind: \(impliedKind.rawValue)'")
        }
        id = try ViewSpec.id(in: entries, isRoot: isRoot)
        location = node.location
        try ViewSpec.checkKeys(entries, kind: kind, id: id, isRoot: isRoot)
        frame = try entries["frame"]?.rect()
        var properties: [Setting] = []
        for entry in entries.entries where !ViewSpec.kindKeys(kind).contains(entry.key) {
            guard let key = PropertyKey(rawValue: entry.key) else { continue }
            properties.append(Setting(property: try ViewProperty(key, from: entry.value), key: key, location: entry.value.location))
        }
        self.properties = properties
        var constraints: [ConstraintSpec] = []
        for element in try entries["constraints"]?.sequence("a list of constraints") ?? [] {
            constraints.append(try ConstraintSpec(from: element))
        }
        self.constraints = constraints
        var subviews: [ViewSpec] = []
        for element in try entries["views"]?.sequence("a list of views") ?? [] {
            let subview = try ViewSpec(from: element, isRoot: false, viewCount: &viewCount)
            if kind == .stack, subview.kind == .guide {
                throw element.error("a stack view arranges views, and '\(subview.id)' is a guide; put it in another view")
            }
            subviews.append(subview)
        }
        for element in try entries["layoutGuides"]?.sequence("a list of layout guides") ?? [] {
            subviews.append(try ViewSpec(from: element, isRoot: false, impliedKind: .guide, viewCount: &viewCount))
        }
        self.subviews = subviews
        kindSpec = try ViewSpec.kindSpec(of: kind, entries, viewCount: &viewCount)
    }

    /// The keys of a kind that are not properties: a table's `style` and `sections`, a cell's
    /// `style` and `accessoryView`.
    static func kindKeys(_ kind: ViewKind) -> [String] {
        switch kind {
        case .tableView: TableSpec.keys
        case .tableViewCell: ["style", "accessoryView"]
        case .collectionView: ["cells", "prototype", "rows"]
        default: []
        }
    }

    /// A table's or a cell's keys that are not properties.
    private static func kindSpec(of kind: ViewKind, _ entries: SpecMapping, viewCount: inout Int) throws(SpecError) -> KindSpec {
        switch kind {
        case .tableView:
            return .table(try TableSpec(entries, viewCount: &viewCount))
        case .tableViewCell:
            let style = try entries["style"]?.choice(TableViewCell.Style.self, "a cell style") ?? .custom
            let accessory = try entries["accessoryView"].map { node throws(SpecError) in
                try ViewSpec(from: node, isRoot: false, viewCount: &viewCount)
            }
            return .cell(CellSpec(style: style, accessoryView: accessory))
        case .collectionView:
            return .collection(try SectionSpec.cells(entries, of: .collectionViewCell, viewCount: &viewCount))
        default:
            return .none
        }
    }

    /// The view's id: given, or `root` for the root.
    private static func id(in entries: SpecMapping, isRoot: Bool) throws(SpecError) -> String {
        guard let node = entries["id"] else {
            if isRoot { return "root" }
            throw entries.node.error("a view needs an 'id'")
        }
        let id = try node.string("an id")
        guard id.isSpecIdentifier else {
            throw node.error("expected an id of letters, digits and _ (not starting with a digit), found \(node.found)")
        }
        guard !ViewSpec.reservedIDs.contains(id) else {
            throw node.error("'\(id)' names the view controller's guide; choose another id")
        }
        return id
    }

    /// The keys each kind of view takes, in the order messages list them.
    private static let validKeys: [ViewKind: [String]] = Dictionary(uniqueKeysWithValues: ViewKind.allCases.map { kind in
        (kind, kind == .guide ? guideKeys : structuralKeys + kindKeys(kind)
            + PropertyKey.allCases.filter { $0.kinds.contains(kind) && !kindKeys(kind).contains($0.rawValue) }.map(\.rawValue))
    })

    /// Throws at the first key that is unknown, or known but not for this kind of view.
    private static func checkKeys(_ entries: SpecMapping, kind: ViewKind, id: String, isRoot: Bool) throws(SpecError) {
        let validKeys = ViewSpec.validKeys[kind] ?? []
        for entry in entries.entries where !validKeys.contains(entry.key) {
            let key = entry.keyNode
            if kind == .guide, entry.key == "views" { throw key.error("a guide has no subviews") }
            if kind == .guide, entry.key == "layoutGuides" { throw key.error("a guide has no guides of its own") }
            if kind == .guide, entry.key == "frame" {
                throw key.error("a guide's frame comes from its constraints; it cannot be set")
            }
            if let mismatch = PropertyKey(rawValue: entry.key)?.mismatch(with: kind) { throw key.error(mismatch) }
            if TableSpec.keys.dropFirst().contains(entry.key) || entry.key == "accessoryView" {
                throw key.error("'\(entry.key)' belongs to a \(entry.key == "accessoryView" ? "tableViewCell" : "tableView"), not \(kind.withArticle)")
            }
            throw key.error(NameSuggestion.unknown("key", entry.key, in: "view '\(id)'", among: validKeys))
        }
        if isRoot {
            if kind == .guide { throw entries.node.error("the root must be a view, not a guide") }
            if let excluded = entries.entries.first(where: { rootExcludedKeys.contains($0.key) }) {
                throw excluded.keyNode.error("the root view fills the window: '\(excluded.key)' does not apply to it")
            }
        }
        if entries["layoutMargins"] != nil, let directional = entries.entries.first(where: { $0.key == "directionalLayoutMargins" }) {
            throw directional.keyNode.error("give layoutMargins or directionalLayoutMargins, not both")
        }
    }
}
