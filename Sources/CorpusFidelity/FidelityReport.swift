import Foundation

/// How many of the corpus' counted views land within a pixel of Xcode's frame, per class and
/// per document, with every view that does not and why.
public struct FidelityReport: Sendable {
    /// Whether a view landed.
    public enum Outcome: Sendable, Equatable {
        case landed
        /// Solved elsewhere than Xcode's stored frame.
        case off(solved: CGRect, stored: CGRect)
        /// Not solved by the engine: not imported, or a placeholder; with why.
        case notImported(String)
    }

    public struct View: Sendable {
        public let id: String
        public let viewClass: ViewClass
        public let outcome: Outcome
    }

    public struct Document: Sendable {
        public let file: String
        public let views: [View]
        /// Why the document could not be imported, when it could not: its counted views are
        /// off, and a directory without classes counts none of them, so the report names it.
        public var importError: String?
    }

    public let documents: [Document]

    /// The landed and counted views of a class.
    public func tally(_ viewClass: ViewClass) -> (landed: Int, total: Int) {
        tally { $0.viewClass == viewClass }
    }

    /// The landed and counted views of every class.
    public var overall: (landed: Int, total: Int) { tally { _ in true } }

    private func tally(_ counts: (View) -> Bool) -> (landed: Int, total: Int) {
        let views = documents.flatMap(\.views).filter(counts)
        return (views.filter { $0.outcome == .landed }.count, views.count)
    }

    /// The share of a class's views that landed (1 for a class with none).
    public func share(_ viewClass: ViewClass) -> Double {
        let (landed, total) = tally(viewClass)
        return total == 0 ? 1 : Double(landed) / Double(total)
    }

    /// The tables `make fidelity` prints: per class, then per document, then, with
    /// `listsViews`, every view that did not land.
    public func text(listsViews: Bool) -> String {
        var lines = ["| views whose frame depends on | within 1/scale | goal |", "|---|---|---|"]
        for viewClass in ViewClass.allCases {
            let (landed, total) = tally(viewClass)
            lines.append("| \(viewClass.rawValue) | \(landed)/\(total) (\(percent(landed, total))) | \(Int(viewClass.goal * 100))% |")
        }
        let (landed, total) = overall
        lines.append("| all | \(landed)/\(total) (\(percent(landed, total))) | |")
        lines += ["", "| document | constant-only | known intrinsic | text |", "|---|---|---|---|"]
        for document in documents where !document.views.isEmpty {
            let cells = ViewClass.allCases.map { viewClass -> String in
                let views = document.views.filter { $0.viewClass == viewClass }
                return views.isEmpty ? "" : "\(views.filter { $0.outcome == .landed }.count)/\(views.count)"
            }
            lines.append("| \(document.file) | " + cells.joined(separator: " | ") + " |")
        }
        let refused = documents.compactMap { document in document.importError.map { "  \(document.file): \($0)" } }
        if !refused.isEmpty {
            lines += ["", "Documents not imported:"] + refused
        }
        if listsViews {
            lines += ["", "Views off:"]
            for document in documents {
                for view in document.views where view.outcome != .landed {
                    lines.append("  \(document.file) \(view.id) [\(view.viewClass.rawValue)]: \(describe(view.outcome))")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func describe(_ outcome: Outcome) -> String {
        switch outcome {
        case .landed: "landed"
        case .off(let solved, let stored): "solved \(format(solved)), Xcode \(format(stored))"
        case .notImported(let why): "not solved: \(why)"
        }
    }

    private func format(_ rect: CGRect) -> String {
        "(" + [rect.minX, rect.minY, rect.width, rect.height].map { value in
            let rounded = (Double(value) * 1000).rounded() / 1000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }.joined(separator: ", ") + ")"
    }

    private func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "-" : String(format: "%.1f%%", Double(part) * 100 / Double(whole))
    }
}
