extension VisualFormat {
    /// The axis a format lays its views out along: `H:` (the default) or `V:`.
    public enum Orientation: Hashable, Sendable, CaseIterable {
        /// Leading to trailing (left to right in a left-to-right language); sizes are widths.
        case horizontal
        /// Top to bottom; sizes are heights.
        case vertical

        /// The letter that selects it: `H` or `V`.
        public var letter: Character {
            switch self {
            case .horizontal: "H"
            case .vertical: "V"
            }
        }

        /// The word diagnostics use: "horizontal" or "vertical".
        public var name: String {
            switch self {
            case .horizontal: "horizontal"
            case .vertical: "vertical"
            }
        }

        /// The orientation a format's first character selects, if it is `H` or `V`.
        init?(letter: Unicode.Scalar) {
            guard let orientation = Self.allCases.first(where: { $0.letter == Character(letter) }) else {
                return nil
            }
            self = orientation
        }
    }
}
