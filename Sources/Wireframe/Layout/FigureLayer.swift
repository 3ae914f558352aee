/// A part of a layout that a figure can show or hide (`plumb render --show/--hide`).
public enum FigureLayer: String, CaseIterable, Hashable, Sendable {
    /// View frames, filled with their background colours.
    case frames
    /// Layout margins, as shaded bands.
    case margins
    /// The safe area, tinted.
    case safeArea = "safe-area"
    /// The device's status bar, notch or Dynamic Island, and home indicator, drawn when the
    /// window has the device's own safe area (not one the spec gives).
    case chrome
    /// Layout guides, dashed.
    case guides
    /// Constraints: I-bars, alignment lines and badges.
    case constraints
    /// The constants on constraints.
    case labels
    /// Each view's id and kind.
    case names
}
