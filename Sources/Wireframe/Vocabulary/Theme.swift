import AutoLayout
import Foundation

/// The colours, line widths, fonts and spacings of a wireframe, in Interface Builder's visual
/// language; `docs/wireframe-style.md` gives the reason for each value.
///
/// Two themes ship, `light` and `dark`. They differ only in colours: geometry and type are the
/// same, so a figure has the same layout in both.
public struct Theme: Hashable, Sendable {
    // MARK: Colours

    /// The page around and under the window.
    public var canvas: Color
    /// The fill of a view that has no background colour of its own (the window's root view).
    public var surface: Color
    /// Titles and legend text.
    public var primaryText: Color
    /// View labels and the caption's second line.
    public var secondaryText: Color
    /// The outline of a view's frame, when layout found nothing wrong with the view.
    public var viewOutline: Color
    /// The backing behind a label, so it stays legible over lines and fills.
    public var labelPlate: Color
    /// Constraints that are satisfied and unambiguous (IB's blue).
    public var satisfied: Color
    /// Constraints that conflict or leave a view ambiguous, and the outlines of the views they
    /// affect (IB's red).
    public var conflicting: Color
    /// Misplaced frames, the outlines of the views layout moved from them, and the constraints
    /// whose constants they contradict (IB's orange).
    public var misplaced: Color
    /// The symbol on a badge, drawn on the status colour.
    public var badgeSymbol: Color
    /// The layout margin bands: an opaque tint, painted under every view's fill so that fills
    /// keep their colours exactly.
    public var layoutMargins: Color
    /// The hatching along the inner edge of the margin bands, drawn over fills, so that margins
    /// show on a view that covers their tint.
    public var layoutMarginsEdge: Color
    /// The safe area's opaque tint, under every view's fill.
    public var safeArea: Color
    /// The hatching along the safe area's inset edges, drawn over fills.
    public var safeAreaEdge: Color
    /// The ring around constraint lines and badges, so that they stay visible on any fill,
    /// a blue one included.
    public var halo: Color
    /// The status bar's text and glyphs, and the home indicator.
    public var deviceChrome: Color
    /// The sensor housing: the notch or the Dynamic Island, black on every device.
    public var sensorHousing: Color
    /// The veil over what lies outside the window, which fades it.
    public var offscreenVeil: Color
    /// Layout guide outlines and their labels.
    public var layoutGuide: Color
    /// Hidden arranged views (ghosts) and the frames of transformed views.
    public var ghost: Color

    // MARK: Lines

    /// The width of every outline and constraint line, in points: one pixel at 1x, so lines
    /// are crisp where they fall on the half-point grid.
    public var lineWidth: CGFloat
    /// The dashes of optional constraints.
    public var optionalDash: [CGFloat]
    /// The dashes of a misplaced frame.
    public var misplacedDash: [CGFloat]
    /// The dashes of layout guides.
    public var guideDash: [CGFloat]
    /// The dots of hidden views and transformed views' frames.
    public var ghostDash: [CGFloat]
    /// Half the length of an I-bar's end cap, in points.
    public var capHalfLength: CGFloat
    /// How far the halo reaches beyond each side of a constraint line, in points.
    public var haloWidth: CGFloat

    // MARK: Type

    /// View, guide and ghost labels.
    public var labelFont: Font
    /// Constraint constants.
    public var constantFont: Font
    /// The symbol in a badge.
    public var badgeFont: Font
    /// The caption's title.
    public var titleFont: Font
    /// The caption's device and traits line.
    public var subtitleFont: Font
    /// Legend entries.
    public var legendFont: Font

    // MARK: Spacing

    /// The horizontal padding inside a label's plate, in points.
    public var labelPaddingX: CGFloat
    /// The vertical padding inside a label's plate, in points.
    public var labelPaddingY: CGFloat
    /// The least space between two labels, in points.
    public var labelSpacing: CGFloat
    /// How far outside the window labels may go, in points.
    public var labelReach: CGFloat
    /// The side of a badge, in points.
    public var badgeSize: CGFloat
    /// The empty border around a whole figure, in points.
    public var figurePadding: CGFloat
    /// The space between the caption, the window and the legend, in points.
    public var sectionSpacing: CGFloat
}
