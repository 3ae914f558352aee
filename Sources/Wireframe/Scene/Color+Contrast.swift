import Foundation

extension Color {
    /// The colour painted at its alpha over `backdrop`, as an opaque colour rounded to the
    /// 8 bits a PNG holds, so that a tint given as "purple at 14 % on white" is the one colour
    /// the figure draws and its legend shows.
    public func composited(over backdrop: Color) -> Color {
        let opaqueBackdrop = backdrop.alpha < 1 ? backdrop.composited(over: .white) : backdrop
        func mix(_ top: Double, _ bottom: Double) -> Double {
            ((top * alpha + bottom * (1 - alpha)) * 255).rounded() / 255
        }
        return Color(red: mix(red, opaqueBackdrop.red), green: mix(green, opaqueBackdrop.green), blue: mix(blue, opaqueBackdrop.blue))
    }

    /// WCAG 2's relative luminance: 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ component: Double) -> Double {
            component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio between two opaque colours, from 1 (the same) to 21 (black on
    /// white); the alpha is ignored.
    public func contrastRatio(with other: Color) -> Double {
        let (lighter, darker) = (max(relativeLuminance, other.relativeLuminance), min(relativeLuminance, other.relativeLuminance))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// This colour when it has at least `minimum` contrast with `backdrop`, else whichever of
    /// `alternatives` has the most.
    public func legible(on backdrop: Color, minimum: Double, alternatives: [Color]) -> Color {
        guard contrastRatio(with: backdrop) < minimum else { return self }
        return alternatives.max { $0.contrastRatio(with: backdrop) < $1.contrastRatio(with: backdrop) } ?? self
    }
}
