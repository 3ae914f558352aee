import AutoLayout
import Foundation

extension Theme {
    /// Black on white, with iOS's light-mode system colours.
    public static let light = Theme(
        canvas: Color(hex: 0xF2F2F7),
        surface: Color(hex: 0xFFFFFF),
        primaryText: Color(hex: 0x1C1C1E),
        secondaryText: Color(hex: 0x6C6C70),
        viewOutline: Color(hex: 0x8E8E93),
        labelPlate: Color(hex: 0xFFFFFF).withAlpha(0.88),
        satisfied: Color(hex: 0x007AFF),
        conflicting: Color(hex: 0xFF3B30),
        misplaced: Color(hex: 0xFF9500),
        badgeSymbol: Color(hex: 0xFFFFFF),
        layoutMargins: Color(hex: 0xAF52DE).withAlpha(0.14),
        safeArea: Color(hex: 0x34C759).withAlpha(0.12),
        edgeAlpha: 0.6,
        halo: Color(hex: 0xFFFFFF).withAlpha(0.9),
        layoutGuide: Color(hex: 0x30B0C7),
        ghost: Color(hex: 0x8E8E93)
    )

    /// White on black, with iOS's dark-mode system colours.
    public static let dark = Theme(
        canvas: Color(hex: 0x000000),
        surface: Color(hex: 0x1C1C1E),
        primaryText: Color(hex: 0xF2F2F7),
        secondaryText: Color(hex: 0xAEAEB2),
        viewOutline: Color(hex: 0x8E8E93),
        labelPlate: Color(hex: 0x1C1C1E).withAlpha(0.88),
        satisfied: Color(hex: 0x0A84FF),
        conflicting: Color(hex: 0xFF453A),
        misplaced: Color(hex: 0xFF9F0A),
        badgeSymbol: Color(hex: 0xFFFFFF),
        layoutMargins: Color(hex: 0xBF5AF2).withAlpha(0.22),
        safeArea: Color(hex: 0x30D158).withAlpha(0.16),
        edgeAlpha: 0.7,
        halo: Color(hex: 0x1C1C1E).withAlpha(0.9),
        layoutGuide: Color(hex: 0x40C8E0),
        ghost: Color(hex: 0x98989D)
    )

    /// A theme with these colours and the geometry and type that both themes share. The
    /// margins and safe area are given as translucent system colours and kept as the opaque
    /// colours they make on the window's surface; their edge hatching is the system colour at
    /// `edgeAlpha`.
    private init(
        canvas: Color, surface: Color, primaryText: Color, secondaryText: Color, viewOutline: Color,
        labelPlate: Color, satisfied: Color, conflicting: Color, misplaced: Color, badgeSymbol: Color,
        layoutMargins: Color, safeArea: Color, edgeAlpha: Double, halo: Color, layoutGuide: Color, ghost: Color
    ) {
        self.canvas = canvas
        self.surface = surface
        self.primaryText = primaryText
        self.secondaryText = secondaryText
        self.viewOutline = viewOutline
        self.labelPlate = labelPlate
        self.satisfied = satisfied
        self.conflicting = conflicting
        self.misplaced = misplaced
        self.badgeSymbol = badgeSymbol
        self.layoutMargins = layoutMargins.composited(over: surface)
        layoutMarginsEdge = layoutMargins.withAlpha(edgeAlpha)
        self.safeArea = safeArea.composited(over: surface)
        safeAreaEdge = safeArea.withAlpha(edgeAlpha)
        self.halo = halo
        deviceChrome = primaryText
        sensorHousing = Color(hex: 0x000000)
        offscreenVeil = canvas.withAlpha(0.6)
        self.layoutGuide = layoutGuide
        self.ghost = ghost
        lineWidth = 1
        optionalDash = [4, 3]
        misplacedDash = [6, 3]
        guideDash = [3, 3]
        ghostDash = [1, 2]
        capHalfLength = 4
        haloWidth = 1
        labelFont = Font(size: 11, weight: .medium)
        constantFont = Font(size: 11, weight: .semibold)
        badgeFont = Font(size: 11, weight: .bold)
        titleFont = Font(size: 15, weight: .semibold)
        subtitleFont = Font(size: 12)
        legendFont = Font(size: 11)
        labelPaddingX = 3
        labelPaddingY = 1
        labelSpacing = 2
        labelReach = 40
        badgeSize = 15
        figurePadding = 20
        sectionSpacing = 16
    }
}

extension Color {
    /// A palette entry written as 0xRRGGBB, opaque; only for constants checked by reading.
    init(hex value: UInt32) {
        self.init(
            red: Double((value >> 16) & 0xFF) / 255,
            green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255
        )
    }
}
