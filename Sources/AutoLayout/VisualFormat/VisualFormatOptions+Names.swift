extension VisualFormatOptions {
    /// Every option by the name the spec format writes it with (UIKit's Swift name), in
    /// raw-value order within each group. `alignAllBaseline` follows the option it is an alias
    /// of, so `names` never picks it.
    static let namedOptions: [(name: String, option: VisualFormatOptions)] = [
        ("alignAllLeft", .alignAllLeft),
        ("alignAllRight", .alignAllRight),
        ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom),
        ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing),
        ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY),
        ("alignAllLastBaseline", .alignAllLastBaseline),
        ("alignAllBaseline", .alignAllBaseline),
        ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft),
        ("spacingEdgeToEdge", .spacingEdgeToEdge),
        ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]

    /// The option with this name, as the spec format writes it (`alignAllCenterY`).
    ///
    /// - Throws: `VisualFormatOptionsError.unknownName`, with the nearest name if the name
    ///   looks like a typo of one.
    public init(name: String) throws(VisualFormatOptionsError) {
        guard let named = Self.namedOptions.first(where: { $0.name == name }) else {
            throw .unknownName(name, suggestion: NameSuggestion.nearest(to: name, among: Self.namedOptions.map(\.name)))
        }
        self = named.option
    }

    /// The union of the named options, as a spec's `options: [alignAllTop, alignAllBottom]`.
    ///
    /// - Throws: `VisualFormatOptionsError.unknownName` for the first unknown name.
    public init(names: some Sequence<String>) throws(VisualFormatOptionsError) {
        self = []
        for name in names {
            formUnion(try VisualFormatOptions(name: name))
        }
    }

    /// The names of the options in the set, in `namedOptions` order; the options with no bit
    /// (the defaults) and aliases are left out.
    public var names: [String] {
        var remaining = self
        return Self.namedOptions.compactMap { named in
            guard !named.option.isEmpty, remaining.isSuperset(of: named.option) else { return nil }
            remaining.subtract(named.option)
            return named.name
        }
    }
}
