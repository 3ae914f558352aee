import AutoLayout

/// A constraint as a spec writes it: an equation, or a line of the Visual Format Language,
/// perhaps named. Parsed and resolved against the views when the layout is built.
struct ConstraintSpec {
    enum Form {
        /// `item1.attribute1 relation item2.attribute2 [* m | / d] [+|- c] [@ priority]`.
        case equation(SpecString)
        /// A visual format (`H:|-[a]-[b]-|`) with its options, and where they are written (to
        /// blame options that do not suit the format).
        case visualFormat(SpecString, options: VisualFormatOptions, optionsLocation: SpecLocation?)
    }

    let form: Form
    /// The identifier the constraints get, for diagnostics and a variant's `set`.
    let name: String?
    let nameLocation: SpecLocation?
    /// The element of the `constraints` list.
    let location: SpecLocation

    /// The keys of a constraint written as a mapping.
    static let keys = ["name", "constraint", "visualFormat", "options"]

    /// A string in one of the two forms, `{name, constraint}`, or `{visualFormat, options}`
    /// (which may be named too).
    init(from node: SpecNode) throws(SpecError) {
        location = node.location
        guard case .mapping = node.node else {
            form = try ConstraintSpec.form(of: SpecString(node, expected: ConstraintSpec.expected), options: nil)
            (name, nameLocation) = (nil, nil)
            return
        }
        let entries = try node.mapping()
        try entries.checkKeys(ConstraintSpec.keys, in: "a constraint")
        switch (entries["constraint"], entries["visualFormat"]) {
        case (let equation?, nil):
            if let options = entries["options"] {
                throw options.error("'options' goes with 'visualFormat', not 'constraint'")
            }
            form = try ConstraintSpec.form(of: SpecString(equation, expected: ConstraintSpec.expected), options: nil)
        case (nil, let format?):
            form = try ConstraintSpec.form(of: SpecString(format, expected: "a visual format string"), options: entries["options"])
            guard case .visualFormat = form else {
                throw format.error("expected a visual format starting with H:, V:, | or [, found \(format.found)")
            }
        case (_?, _?):
            throw node.error("a constraint has either 'constraint' or 'visualFormat', not both")
        case (nil, nil):
            throw node.error("a constraint mapping needs 'constraint' (an equation) or 'visualFormat'")
        }
        if let nameNode = entries["name"] {
            let name = try nameNode.string("a name")
            guard name.isSpecIdentifier else {
                throw nameNode.error("expected a name of letters, digits and _ (not starting with a digit), found \(nameNode.found)")
            }
            (self.name, nameLocation) = (name, nameNode.location)
        } else {
            (name, nameLocation) = (nil, nil)
        }
    }

    /// What a constraint is expected to be, for messages.
    private static let expected = "a constraint: an equation such as \"a.top == b.bottom + 8\", or a visual format"

    /// The form a string takes: a visual format when it starts as one (`H:`, `V:`, `|`, `[`).
    private static func form(of text: SpecString, options optionsNode: SpecNode?) throws(SpecError) -> Form {
        let value = text.value
        guard value.hasPrefix("H:") || value.hasPrefix("V:") || value.hasPrefix("|") || value.hasPrefix("[") else {
            return .equation(text)
        }
        var options: VisualFormatOptions = []
        for element in try optionsNode?.sequence("a list of format options") ?? [] {
            let name = try element.string("a format option")
            do {
                options.formUnion(try VisualFormatOptions(name: name))
            } catch .unknownName(let name, let suggestion?) {
                throw element.error("unknown format option '\(name)'; did you mean '\(suggestion)'?")
            } catch {
                throw element.error(error.description)
            }
        }
        return .visualFormat(text, options: options, optionsLocation: optionsNode?.location)
    }
}
