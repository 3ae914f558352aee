import AutoLayout
import Foundation

/// The typeface that sets the system font, and how it is spaced so that its widths are
/// San Francisco's.
///
/// San Francisco itself when the fonts Plumb is given hold it (SF Pro Text and SF Pro Display,
/// spaced by UIKit's tracking); otherwise Inter, a look-alike whose Text and Display designs
/// follow San Francisco's, spaced by UIKit's tracking, a per-weight correction and a
/// per-character one fitted to Xcode's frames (docs/text.md); DejaVu Sans, which every Debian
/// system has, when neither is installed.
enum SystemTypeface: Equatable, Sendable {
    case sanFrancisco
    case inter
    case dejaVuSans

    /// The first of the stand-ins whose families `available` holds.
    init(available: Set<String>) {
        if available.contains("SF Pro Text") && available.contains("SF Pro Display") {
            self = .sanFrancisco
        } else if available.contains("Inter") && available.contains("Inter Display") {
            self = .inter
        } else {
            self = .dejaVuSans
        }
    }

    /// The family that sets `font` (a system font): the Text design below 20 pt, Display from
    /// 20 pt, as San Francisco switches.
    func family(for font: Font) -> String {
        let display = font.pointSize >= SystemFontMetrics.displayPointSize
        switch self {
        case .sanFrancisco: return display ? "SF Pro Display" : "SF Pro Text"
        case .inter: return display ? "Inter Display" : "Inter"
        case .dejaVuSans: return "DejaVu Sans"
        }
    }

    /// The space added after each character of `font` (a system font), in points: UIKit's
    /// tracking, and for Inter the correction of its weight and design.
    func spacing(for font: Font) -> CGFloat {
        let tracking = SystemFontMetrics.tracking(forPointSize: font.pointSize, generation: font.systemFontGeneration)
        guard self == .inter else { return tracking }
        let correction = font.pointSize < SystemFontMetrics.displayPointSize
            ? SystemTypeface.interTextCorrection(for: font.weight)
            : SystemTypeface.interDisplayCorrection
        return tracking + correction * font.pointSize
    }

    /// How much wider San Francisco sets each character of `font` (a system font) than the
    /// typeface spaced by `spacing(for:)`, as a fraction of the point size: Inter's
    /// `InterCharacterWidths` for its design and weight, none for the others (San Francisco is
    /// itself; DejaVu Sans is not calibrated).
    func characterWidths(for font: Font) -> [Character: CGFloat] {
        guard self == .inter else { return [:] }
        return InterCharacterWidths.table(for: font)
    }

    /// What Inter's Text design adds after each character on top of UIKit's tracking, as a
    /// fraction of the point size, so that its widths match San Francisco's: fitted per weight
    /// on the Interface Builder corpus (docs/text.md). Weights without samples take the
    /// nearest fitted one's.
    static func interTextCorrection(for weight: Font.Weight) -> CGFloat {
        switch weight {
        case .ultraLight, .thin, .light, .regular: -0.003
        case .medium: 0.01
        case .semibold: 0.0055
        case .bold, .heavy, .black: 0.013
        }
    }

    /// What Inter Display adds after each character on top of UIKit's tracking, as a fraction
    /// of the point size: fitted on the corpus like the Text design's, for every weight.
    static let interDisplayCorrection: CGFloat = -0.0035
}
