import AutoLayout
import Foundation
import Synchronization

/// What a label shows: a text on a translucent plate, a badge (a symbol on a rounded square
/// of a status colour), or a badge followed by a text, as "≥ 8"; or several of those side by
/// side, for constraints drawn on one segment ("40 · ≥ 44 @750").
public struct LabelContent: Hashable, Sendable {
    /// The label's size in points, plates and badges included.
    public let size: CGSize

    // One part in most labels: kept apart from the others so that a figure of thousands of
    // labels allocates no arrays for them.
    private let firstPart: Part
    private let otherParts: [Part]
    /// The measured width of each part's text (0 for none), the first's apart.
    private let firstTextWidth: CGFloat
    private let otherTextWidths: [CGFloat]
    private let sharedStyle: SharedStyle
    private var style: Style { sharedStyle.style }

    /// What drawing the label takes from its theme: fonts, colours and spacings, and not the
    /// whole theme, which every copy of the label would carry.
    private struct Style: Hashable, Sendable {
        let textFont: Font
        let textColor: Color
        let plate: Color?
        let badgeFill: Color
        let isHaloed: Bool
        let badgeFont: Font
        let badgeSymbol: Color
        let badgeSize: CGFloat
        let labelSpacing: CGFloat
        let labelPaddingX: CGFloat
        let halo: Color
        let haloWidth: CGFloat
    }

    /// A style held once for all the labels that have it: a figure's labels have a few styles
    /// between them, and a style in every label was most of the label's size.
    private final class SharedStyle: Hashable, Sendable {
        let style: Style
        /// The styles made so far.
        private static let made = Mutex<[Style: SharedStyle]>([:])

        private init(_ style: Style) {
            self.style = style
        }

        /// The one shared `style`.
        static func shared(_ style: Style) -> SharedStyle {
            made.withLock { made in
                if let shared = made[style] { return shared }
                let shared = SharedStyle(style)
                made[style] = shared
                return shared
            }
        }

        static func == (lhs: SharedStyle, rhs: SharedStyle) -> Bool { lhs === rhs || lhs.style == rhs.style }
        func hash(into hasher: inout Hasher) { hasher.combine(style) }
    }

    /// The parts, left to right.
    public var parts: [Part] { [firstPart] + otherParts }

    /// A badge, a text, or a badge and then a text.
    public struct Part: Hashable, Sendable {
        public var badge: String?
        public var text: String?

        public init(badge: String? = nil, text: String? = nil) {
            self.badge = badge
            self.text = text
        }
    }

    /// The first part's text.
    public var text: String? { firstPart.text }
    /// The colour of the text, which a leader line to the label takes.
    public var color: Color { style.textColor }
    /// The first part's badge.
    public var badge: String? { firstPart.badge }

    /// A label of one part, measured with `measurer` in `theme`'s fonts and paddings.
    ///
    /// - Parameters:
    ///   - plate: the colour behind the text, or nil for text straight on the figure.
    ///   - badgeFill: the badge's colour, the status colour of what it marks.
    ///   - haloed: whether badges get a ring in the theme's halo colour, which keeps them apart
    ///     from a fill of their own colour.
    public init(
        text: String?,
        badge: String? = nil,
        font: Font,
        color: Color,
        plate: Color?,
        badgeFill: Color,
        haloed: Bool = false,
        theme: Theme,
        measuredBy measurer: PangoTextMeasurer
    ) {
        self.init(parts: [Part(badge: badge, text: text)], font: font, color: color, plate: plate, badgeFill: badgeFill,
                  haloed: haloed, theme: theme, measuredBy: measurer)
    }

    /// A label of several parts, each laid out as a one-part label, four times the theme's
    /// label spacing apart with a dot between them, on one plate.
    public init(
        parts: [Part],
        font: Font,
        color: Color,
        plate: Color?,
        badgeFill: Color,
        haloed: Bool = false,
        theme: Theme,
        measuredBy measurer: PangoTextMeasurer
    ) {
        sharedStyle = .shared(Style(
            textFont: font, textColor: color, plate: plate, badgeFill: badgeFill, isHaloed: haloed, badgeFont: theme.badgeFont,
            badgeSymbol: theme.badgeSymbol, badgeSize: theme.badgeSize, labelSpacing: theme.labelSpacing,
            labelPaddingX: theme.labelPaddingX, halo: theme.halo, haloWidth: theme.haloWidth))
        let measured = parts.map { Self.measure($0, font: font, theme: theme, measuredBy: measurer) }
        firstPart = parts.first ?? Part()
        otherParts = Array(parts.dropFirst())
        firstTextWidth = measured.first?.textWidth ?? 0
        otherTextWidths = measured.dropFirst().map(\.textWidth)
        // Whole points keep plates on the pixel grid, so their edges are crisp at 1x.
        let spacing = CGFloat(max(parts.count - 1, 0)) * Self.partSpacing(labelSpacing: theme.labelSpacing)
        size = CGSize(width: (measured.reduce(0) { $0 + $1.size.width } + spacing).rounded(.up),
                      height: (measured.map(\.size.height).max() ?? 0).rounded(.up))
    }

    /// A part's text width, and the size of the part: its badge, the gap, its text's plate.
    private static func measure(_ part: Part, font: Font, theme: Theme, measuredBy measurer: PangoTextMeasurer)
        -> (textWidth: CGFloat, size: CGSize) {
        let measured = part.text.map { measurer.measure($0, font: font, numberOfLines: 1, width: nil).size } ?? .zero
        let textBox = part.text == nil
            ? CGSize.zero
            : CGSize(width: measured.width + 2 * theme.labelPaddingX, height: measured.height + 2 * theme.labelPaddingY)
        let badgeSide = part.badge == nil ? 0 : theme.badgeSize
        let gap = part.badge != nil && part.text != nil ? theme.labelSpacing : 0
        return (measured.width, CGSize(width: badgeSide + gap + textBox.width, height: max(badgeSide, textBox.height)))
    }

    /// The space between two parts, in points, with a dot in its middle.
    private static func partSpacing(labelSpacing: CGFloat) -> CGFloat { 4 * labelSpacing }

    /// The parts as plain text, each badge before its text, parts joined by " · " ("≥ 8",
    /// "40 · ≥ 44 @750"), for reports of where labels went.
    public var plainText: String {
        guard !otherParts.isEmpty else {
            // Most labels: one part, no array, no join.
            guard let badge = firstPart.badge else { return firstPart.text ?? "" }
            return firstPart.text.map { badge + " " + $0 } ?? badge
        }
        return parts.map { part in [part.badge, part.text].compactMap { $0 }.joined(separator: " ") }.joined(separator: " · ")
    }

    /// The label's items with its box at `frame` (of `size`): each part's badge, then its text
    /// on its plate, left to right; several parts on one plate, a dot between each two.
    public func items(in frame: CGRect) -> [Scene.Item] {
        var items: [Scene.Item] = []
        var left = frame.minX
        // Several parts share one plate, a dot between each two, so that they read as one label.
        let sharesPlate = !otherParts.isEmpty
        if sharesPlate, let plate = style.plate {
            items.append(.rectangle(Scene.Rectangle(frame: frame, cornerRadius: 3, fill: plate)))
        }
        let partSpacing = Self.partSpacing(labelSpacing: style.labelSpacing)
        for index in 0 ... otherParts.count {
            let part = index == 0 ? firstPart : otherParts[index - 1]
            if index > 0 {
                // A 2-pt square: at label size a dot, and a fill costs less than an arc.
                let dot = CGRect(x: (left - partSpacing / 2 - 1).rounded(), y: (frame.midY - 1).rounded(), width: 2, height: 2)
                items.append(.rectangle(Scene.Rectangle(frame: dot, fill: style.textColor)))
            }
            if let badge = part.badge {
                let square = CGRect(x: left, y: frame.midY - style.badgeSize / 2, width: style.badgeSize, height: style.badgeSize)
                items.append(badgeSquare(square))
                items.append(.text(Scene.Text(
                    badge,
                    font: style.badgeFont,
                    color: style.badgeSymbol,
                    placement: .anchored(at: CGPoint(x: square.midX, y: square.midY), anchor: .center)
                )))
                left = square.maxX + (part.text == nil ? 0 : style.labelSpacing)
            }
            if let text = part.text {
                let textWidth = index == 0 ? firstTextWidth : otherTextWidths[index - 1]
                let width = sharesPlate ? textWidth + 2 * style.labelPaddingX : frame.maxX - left
                let box = CGRect(x: left, y: frame.minY, width: width, height: frame.height)
                if let plate = style.plate, !sharesPlate {
                    items.append(.rectangle(Scene.Rectangle(frame: box, cornerRadius: 3, fill: plate)))
                }
                items.append(.text(Scene.Text(
                    text,
                    font: style.textFont,
                    color: style.textColor,
                    placement: .anchored(at: CGPoint(x: box.midX, y: box.midY), anchor: .center)
                )))
                left = box.maxX
            }
            left += partSpacing
        }
        return items
    }

    /// A badge's rounded square, with the halo's ring (a stroke just outside it) when the label
    /// asks for one.
    private func badgeSquare(_ square: CGRect) -> Scene.Item {
        guard style.isHaloed else { return .rectangle(Scene.Rectangle(frame: square, cornerRadius: 3, fill: style.badgeFill)) }
        let halo = style.haloWidth
        return .rectangle(Scene.Rectangle(frame: square.insetBy(dx: -halo / 2, dy: -halo / 2), cornerRadius: 3 + halo / 2,
                                          fill: style.badgeFill, stroke: Stroke(color: style.halo, width: halo)))
    }
}
