import AutoLayout
import Foundation

/// What a button with more than a title shows: its image and title placed as UIKit places them
/// (beside each other, centred in the content insets, shifted by the title and image edge
/// insets), the background of its configuration's style, or the symbol of a system type.
public struct ButtonContent: Hashable, Sendable {
    public var title: String?
    public var font: Font
    /// The image's name and size, when it has one.
    public var image: Image?
    public var type: Button.ButtonType
    public var configuration: ButtonConfiguration?
    public var contentEdgeInsets: EdgeInsets
    public var titleEdgeInsets: EdgeInsets
    public var imageEdgeInsets: EdgeInsets
}

extension ControlContent {
    /// A button's content when it has an image, a configuration or a system type's look; nil
    /// for a plain titled button, which the title alone draws.
    init?(richButton button: Button) {
        guard button.image != nil || button.configuration != nil || Button.systemButtonSize(button.buttonType) != nil else { return nil }
        self = .button(ButtonContent(
            title: button.title, font: button.effectiveFont, image: button.effectiveImage, type: button.buttonType,
            configuration: button.configuration, contentEdgeInsets: button.contentEdgeInsets,
            titleEdgeInsets: button.titleEdgeInsets, imageEdgeInsets: button.imageEdgeInsets))
    }
}

extension Theme {
    /// A button's parts in `frame`.
    func buttonItems(_ button: ButtonContent, tint: Color, in frame: CGRect) -> [Scene.Item] {
        if let symbol = systemButtonSymbol(button.type) {
            let size = min(frame.width, frame.height) - 2
            return [
                .path(Scene.Path.circle(center: CGPoint(x: frame.midX, y: frame.midY), radius: size / 2, fill: nil,
                                        stroke: Stroke(color: tint, width: 1.5))),
                textItem(symbol, font: Font(size: size * 0.7, weight: .semibold), in: frame, alignment: .center, lines: 1, color: tint),
            ]
        }
        var items: [Scene.Item] = []
        var titleColor = tint
        if let style = button.configuration?.style {
            let fill: Color? = switch style {
            case .filled, .borderedProminent: tint
            case .tinted, .borderedTinted: tint.withAlpha(0.15)
            case .gray, .bordered: ghost.withAlpha(0.15)
            case .plain, .borderless: nil
            }
            if let fill { items.append(.rectangle(Scene.Rectangle(frame: frame, cornerRadius: min(8, frame.height / 2), fill: fill))) }
            if style == .filled || style == .borderedProminent { titleColor = surface }
        }
        let box: CGRect = if let insets = button.configuration?.contentInsets {
            CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                   width: max(frame.width - insets.leading - insets.trailing, 0), height: max(frame.height - insets.top - insets.bottom, 0))
        } else {
            frame.inset(by: button.contentEdgeInsets)
        }
        let (imageFrame, titleFrame) = partFrames(button, in: box)
        if let image = button.image, let imageFrame {
            items += image.isSymbol
                ? [textItem(Self.symbolGlyph(image.name), font: Font(size: max(imageFrame.height * 1.2, 1)), in: imageFrame.insetBy(dx: -4, dy: -4),
                            alignment: .center, lines: 1, color: titleColor)]
                : [.rectangle(Scene.Rectangle(frame: imageFrame, fill: ghost.withAlpha(0.25)))]
        }
        if let title = button.title, !title.isEmpty, let titleFrame {
            items.append(textItem(title, font: button.font, in: titleFrame, alignment: .center, lines: 1, color: titleColor))
        }
        return items
    }

    /// Where the image and the title go in the content box: side by side (or stacked, for a
    /// configuration that places the image on top or below), the pair centred, each moved by
    /// its edge insets.
    private func partFrames(_ button: ButtonContent, in box: CGRect) -> (image: CGRect?, title: CGRect?) {
        let image = button.image?.size ?? .zero
        let hasTitle = !(button.title ?? "").isEmpty
        let titleWidth = hasTitle ? max(box.width - image.width - (button.configuration?.imagePadding ?? 0), 0) : 0
        let padding = hasTitle && button.image != nil ? button.configuration?.imagePadding ?? 0 : 0
        let placement = button.configuration?.imagePlacement ?? .leading
        var imageFrame: CGRect?, titleFrame: CGRect?
        switch placement {
        case .leading, .trailing:
            let total = image.width + padding + titleWidth
            let start = box.midX - total / 2
            let imageX = placement == .leading ? start : start + titleWidth + padding
            let titleX = placement == .leading ? start + image.width + padding : start
            if button.image != nil { imageFrame = CGRect(x: imageX, y: box.midY - image.height / 2, width: image.width, height: image.height) }
            if hasTitle { titleFrame = CGRect(x: titleX, y: box.minY, width: titleWidth, height: box.height) }
        case .top, .bottom:
            let titleHeight = hasTitle ? max(box.height - image.height - padding, 0) : 0
            let total = image.height + padding + titleHeight
            let start = box.midY - total / 2
            let imageY = placement == .top ? start : start + titleHeight + padding
            let titleY = placement == .top ? start + image.height + padding : start
            if button.image != nil { imageFrame = CGRect(x: box.midX - image.width / 2, y: imageY, width: image.width, height: image.height) }
            if hasTitle { titleFrame = CGRect(x: box.minX, y: titleY, width: box.width, height: titleHeight) }
        }
        return (imageFrame.map { $0.inset(by: button.imageEdgeInsets) }, titleFrame.map { $0.inset(by: button.titleEdgeInsets) })
    }

    /// A character that stands for an SF Symbol (which cannot ship with Plumb): the shape of
    /// the common ones, a diamond for the others.
    static func symbolGlyph(_ name: String) -> String {
        let base = name.replacingOccurrences(of: ".fill", with: "")
        let glyphs: [(String, String)] = [
            ("chevron.right", "›"), ("chevron.forward", "›"), ("chevron.left", "‹"), ("chevron.backward", "‹"),
            ("arrowtriangle.forward", "▶"), ("arrowtriangle.right", "▶"), ("arrowtriangle.backward", "◀"),
            ("xmark", "×"), ("plus", "+"), ("minus", "−"), ("star", "★"), ("heart", "♥"), ("checkmark", "✓"),
        ]
        return glyphs.first { base == $0.0 || base.hasPrefix($0.0 + ".") }?.1 ?? "◆"
    }

    /// The glyph in a system button's circle.
    private func systemButtonSymbol(_ type: Button.ButtonType) -> String? {
        switch type {
        case .infoLight, .infoDark, .detailDisclosure: "i"
        case .contactAdd: "+"
        case .close: "×"
        case .system, .custom: nil
        }
    }
}
