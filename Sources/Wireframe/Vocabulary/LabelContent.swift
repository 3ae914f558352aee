import AutoLayout
import Foundation

/// What a label shows: a text on a translucent plate, a badge (a symbol on a rounded square
/// of a status colour), or a badge followed by a text, as "≥ 8".
public struct LabelContent: Hashable, Sendable {
    public var text: String?
    public var badge: String?
    /// The label's size in points, plate and badge included.
    public let size: CGSize

    private let textFont: Font
    private let textColor: Color
    private let plate: Color?
    private let badgeFill: Color
    private let theme: Theme
    private let textWidth: CGFloat

    /// Measures the label's parts with `measurer`, in `theme`'s fonts and paddings.
    ///
    /// - Parameters:
    ///   - plate: the colour behind the text, or nil for text straight on the figure.
    ///   - badgeFill: the badge's colour, the status colour of what it marks.
    public init(
        text: String?,
        badge: String? = nil,
        font: Font,
        color: Color,
        plate: Color?,
        badgeFill: Color,
        theme: Theme,
        measuredBy measurer: PangoTextMeasurer
    ) {
        self.text = text
        self.badge = badge
        textFont = font
        textColor = color
        self.plate = plate
        self.badgeFill = badgeFill
        self.theme = theme
        let measured = text.map { measurer.measure($0, font: font, numberOfLines: 1, width: nil).size } ?? .zero
        textWidth = measured.width
        let textBox = text == nil
            ? CGSize.zero
            : CGSize(width: measured.width + 2 * theme.labelPaddingX, height: measured.height + 2 * theme.labelPaddingY)
        let badgeSide = badge == nil ? 0 : theme.badgeSize
        let gap = badge != nil && text != nil ? theme.labelSpacing : 0
        // Whole points keep plates on the pixel grid, so their edges are crisp at 1x.
        size = CGSize(
            width: (badgeSide + gap + textBox.width).rounded(.up),
            height: max(badgeSide, textBox.height).rounded(.up)
        )
    }

    /// The badge and the text as plain text, as "≥ 8", for reports of where labels went.
    public var plainText: String {
        guard let badge else { return text ?? "" }  // most labels: no array, no join
        return text.map { badge + " " + $0 } ?? badge
    }

    /// The label's items with its box at `frame` (of `size`): badge at the left, text after.
    public func items(in frame: CGRect) -> [Scene.Item] {
        var items: [Scene.Item] = []
        var textLeft = frame.minX
        if let badge {
            let square = CGRect(x: frame.minX, y: frame.midY - theme.badgeSize / 2, width: theme.badgeSize, height: theme.badgeSize)
            // The halo's ring keeps the badge apart from a fill of its own colour.
            let ring = square.insetBy(dx: -theme.haloWidth, dy: -theme.haloWidth)
            items.append(.rectangle(Scene.Rectangle(frame: ring, cornerRadius: 3 + theme.haloWidth, fill: theme.halo)))
            items.append(.rectangle(Scene.Rectangle(frame: square, cornerRadius: 3, fill: badgeFill)))
            items.append(.text(Scene.Text(
                badge,
                font: theme.badgeFont,
                color: theme.badgeSymbol,
                placement: .anchored(at: CGPoint(x: square.midX, y: square.midY), anchor: .center)
            )))
            textLeft = square.maxX + theme.labelSpacing
        }
        if let text {
            let box = CGRect(x: textLeft, y: frame.minY, width: frame.maxX - textLeft, height: frame.height)
            if let plate {
                items.append(.rectangle(Scene.Rectangle(frame: box, cornerRadius: 3, fill: plate)))
            }
            items.append(.text(Scene.Text(
                text,
                font: textFont,
                color: textColor,
                placement: .anchored(at: CGPoint(x: box.midX, y: box.midY), anchor: .center)
            )))
        }
        return items
    }
}
