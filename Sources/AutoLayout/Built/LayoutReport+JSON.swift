import Foundation

extension LayoutReport {
    /// The report as JSON text: keys sorted, one view or diagnostic per line and the small
    /// objects inline, a newline at the end; the same layout always gives the same bytes, and
    /// two reports diff line by line. It decodes to the same value as the `Encodable` form.
    ///
    /// ```json
    /// {
    ///   "diagnostics": [],
    ///   "traits": {"displayScale": 2, "horizontalSizeClass": "compact", "verticalSizeClass": "regular"},
    ///   "views": {
    ///     "map": {"frame": [0, 0, 375, 667], "windowFrame": [0, 0, 375, 667]}
    ///   },
    ///   "window": {"height": 667, "width": 375}
    /// }
    /// ```
    public func jsonData() -> Data {
        Data((jsonText(indent: "") + "\n").utf8)
    }

    /// The reports of a document's layouts (an Interface Builder document's scenes) as one
    /// JSON object: `{"document": name, "scenes": [...]}`, each scene its id, its name and
    /// its report's fields, written as ``jsonData()`` writes a report.
    ///
    /// - Complexity: O(*n*) in the reports' views and diagnostics.
    public static func documentJSONData(document: String, scenes: [(id: String, name: String, report: LayoutReport)]) -> Data {
        let sceneTexts = scenes.map { id, name, report in
            report.jsonText(indent: "    ", leadingFields: ["\"name\": \(JSONText.string(name))", "\"scene\": \(JSONText.string(id))"])
        }
        let text = "{\n  \"document\": \(JSONText.string(document)),\n  \"scenes\": "
            + (sceneTexts.isEmpty ? "[]" : "[\n    " + sceneTexts.joined(separator: ",\n    ") + "\n  ]") + "\n}\n"
        return Data(text.utf8)
    }

    /// The report as a JSON object whose lines after the first start with `indent`, with
    /// `leadingFields` (already written, in key order) before the report's own.
    private func jsonText(indent: String, leadingFields: [String] = []) -> String {
        let viewLines = views.sorted { $0.key < $1.key }.map { id, frames in
            var fields = ["\"frame\": \(JSONText.numbers(frames.frame))"]
            if let source = frames.frameSource { fields.append("\"frameSource\": \(JSONText.string(source))") }
            if let stored = frames.storedFrame { fields.append("\"storedFrame\": \(JSONText.numbers(stored))") }
            if let reason = frames.unsupported { fields.append("\"unsupported\": \(JSONText.string(reason))") }
            fields.append("\"windowFrame\": \(JSONText.numbers(frames.windowFrame))")
            return "\(JSONText.string(id)): {" + fields.joined(separator: ", ") + "}"
        }
        let diagnosticLines = diagnostics.map { diagnostic in
            let broken = diagnostic.broken.map { "\"broken\": \(JSONText.string($0)), " } ?? ""
            return "{\(broken)\"constraints\": [\(diagnostic.constraints.map(JSONText.string).joined(separator: ", "))], "
                + "\"kind\": \(JSONText.string(diagnostic.kind)), \"message\": \(JSONText.string(diagnostic.message))}"
        }
        // The text size only when it is not the default, so that most reports keep the
        // contract's three traits.
        let category = traits.preferredContentSizeCategory.map { "\"preferredContentSizeCategory\": \(JSONText.string($0)), " } ?? ""
        let traitsText = "{\"displayScale\": \(JSONText.number(traits.displayScale)), "
            + "\"horizontalSizeClass\": \(JSONText.string(traits.horizontalSizeClass)), "
            + "\(category)\"verticalSizeClass\": \(JSONText.string(traits.verticalSizeClass))}"
        let fields = (design.map { ["\"design\": \(JSONText.string($0))"] } ?? [])
            + ["\"diagnostics\": " + JSONText.block(diagnosticLines, open: "[", close: "]", indent: indent)]
            + leadingFields
            + ["\"traits\": " + traitsText,
               "\"views\": " + JSONText.block(viewLines, open: "{", close: "}", indent: indent),
               "\"window\": {\"height\": \(JSONText.number(window.height)), \"width\": \(JSONText.number(window.width))}"]
        return "{\n" + fields.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n" + indent + "}"
    }
}

/// The pieces of JSON text a report is written with.
private enum JSONText {
    /// A string literal, escaped as JSON requires.
    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A number in its shortest form, whole numbers without a decimal point; `null` for one
    /// that is not finite (a layout whose constraints overflow), which JSON has no number for.
    static func number(_ value: Double) -> String {
        value.isFinite ? value.reportText : "null"
    }

    /// `[x, y, width, height]`.
    static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    /// An array or object with one element per line, or empty on one line, in an object
    /// whose lines start with `indent`.
    static func block(_ lines: [String], open: String, close: String, indent: String) -> String {
        guard !lines.isEmpty else { return open + close }
        return open + "\n" + lines.map { indent + "    " + $0 }.joined(separator: ",\n") + "\n" + indent + "  " + close
    }
}
