/// Why format options were refused: an unknown name in a spec, or an option that cannot apply
/// to the format it is given with.
public enum VisualFormatOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No option has this name; `suggestion` is the nearest name, if the name looks like a
    /// typo of it.
    case unknownName(String, suggestion: String?)
    /// The alignment lines views up along the axis the format lays them out on, as
    /// `alignAllLeading` in a horizontal format would.
    case alignmentAlongOrientation(VisualFormatOptions, VisualFormat.Orientation)
    /// `spacingBaselineToBaseline` in a horizontal format: baselines are horizontal lines, so
    /// they can only space views from top to bottom.
    case baselineSpacingInHorizontalFormat

    public var description: String {
        switch self {
        case .unknownName(let name, let suggestion?):
            "Unknown format option '\(NameSuggestion.shown(name))'. Did you mean '\(suggestion)'?"
        case .unknownName(let name, nil):
            "Unknown format option '\(NameSuggestion.shown(name))'. The options are "
                + VisualFormatOptions.namedOptions.map(\.name).joined(separator: ", ")
        case .alignmentAlongOrientation(let option, let orientation):
            "\(option.names.joined(separator: ", ")) cannot be used with a \(orientation.name) format "
                + "(\(orientation.letter):), which lays its views out along that axis already. "
                + "A \(orientation.name) format takes "
                + VisualFormatOptions.alignments(across: orientation).names.joined(separator: ", ")
        case .baselineSpacingInHorizontalFormat:
            "spacingBaselineToBaseline cannot be used with a horizontal format (H:): "
                + "baselines can only space views from top to bottom"
        }
    }
}
