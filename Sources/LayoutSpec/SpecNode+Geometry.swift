import AutoLayout
import Foundation

extension SpecNode {
    /// A list of exactly `count` elements.
    func tuple(_ count: Int, _ expected: String) throws(SpecError) -> [SpecNode] {
        let elements = try sequence(expected)
        guard elements.count == count else {
            throw error("expected \(expected), found a list of \(elements.count)")
        }
        return elements
    }

    /// `[x, y, width, height]`.
    func rect() throws(SpecError) -> CGRect {
        let values = try tuple(4, "a frame [x, y, width, height]")
        return CGRect(x: try values[0].points("x"), y: try values[1].points("y"),
                      width: try values[2].size("a width"), height: try values[3].size("a height"))
    }

    /// `[x, y]`.
    func point() throws(SpecError) -> CGPoint {
        let values = try tuple(2, "a point [x, y]")
        return CGPoint(x: try values[0].points("x"), y: try values[1].points("y"))
    }

    /// `[width, height]`, either of them `none` (UIKit's `noIntrinsicMetric`) when `allowsNone`.
    func size(allowsNone: Bool) throws(SpecError) -> CGSize {
        let values = try tuple(2, allowsNone ? "a size [width, height], each a number or none" : "a size [width, height]")
        func dimension(_ value: SpecNode, _ name: String) throws(SpecError) -> CGFloat {
            if allowsNone, case .scalar(let scalar) = value.node, scalar.string == "none" { return View.noIntrinsicMetric }
            return try value.size(allowsNone ? "a \(name) in points or none" : "a \(name) in points")
        }
        return CGSize(width: try dimension(values[0], "width"), height: try dimension(values[1], "height"))
    }

    /// Insets: one number for every edge, or a mapping of some of `top`, `left`, `bottom`,
    /// `right` (an edge not given is 0).
    func edgeInsets() throws(SpecError) -> EdgeInsets {
        let edges = try insetEdges(["top", "left", "bottom", "right"])
        return EdgeInsets(top: edges[0], left: edges[1], bottom: edges[2], right: edges[3])
    }

    /// Directional insets: one number, or a mapping of some of `top`, `leading`, `bottom`,
    /// `trailing`.
    func directionalEdgeInsets() throws(SpecError) -> DirectionalEdgeInsets {
        let edges = try insetEdges(["top", "leading", "bottom", "trailing"])
        return DirectionalEdgeInsets(top: edges[0], leading: edges[1], bottom: edges[2], trailing: edges[3])
    }

    /// The four edges named `names`, in that order.
    private func insetEdges(_ names: [String]) throws(SpecError) -> [CGFloat] {
        if case .scalar = node {
            let inset = try points("a number for every edge, or a mapping of \(NameSuggestion.list(names))")
            return [inset, inset, inset, inset]
        }
        let edges = try mapping("a number for every edge, or a mapping of \(NameSuggestion.list(names))")
        try edges.checkKeys(names, in: "insets")
        var values: [CGFloat] = []
        for name in names { values.append(try edges[name]?.points("an inset in points") ?? 0) }
        return values
    }
}
