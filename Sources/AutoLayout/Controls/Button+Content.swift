import Foundation

/// An iOS 15 button configuration (`UIButton.Configuration`), as far as layout needs it: its
/// style (which only draws), its content insets, the image's placement and the padding between
/// image and title.
public struct ButtonConfiguration: Hashable, Sendable {
    /// UIKit's `plain()`, `gray()`, `tinted()`, `filled()`, and the `bordered…` and
    /// `borderless` ones, which lay out as these.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    /// Where the image is beside the title: UIKit's `NSDirectionalRectEdge` of the placement.
    public enum ImagePlacement: String, Hashable, Sendable, CaseIterable {
        case leading, trailing, top, bottom
    }

    public var style: Style
    /// Around the title and image: 7 pt above and below, 12 at the sides by default (the
    /// medium size's, as the corpus's configured buttons are).
    public var contentInsets: DirectionalEdgeInsets
    public var imagePlacement: ImagePlacement
    /// Between the image and the title: 0 by default.
    public var imagePadding: CGFloat

    public static let defaultContentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

    public init(style: Style = .plain, contentInsets: DirectionalEdgeInsets = ButtonConfiguration.defaultContentInsets,
                imagePlacement: ImagePlacement = .leading, imagePadding: CGFloat = 0) {
        self.style = style
        self.contentInsets = contentInsets
        self.imagePlacement = imagePlacement
        self.imagePadding = imagePadding
    }
}

extension Button {
    /// The system's fixed-size buttons: the info and detail disclosure buttons and the add
    /// contact button 25 × 24, as the corpus stores an info button; the close button 30 × 30.
    public static func systemButtonSize(_ type: ButtonType) -> CGSize? {
        switch type {
        case .infoLight, .infoDark, .detailDisclosure, .contactAdd: CGSize(width: 25, height: 24)
        case .close: CGSize(width: 30, height: 30)
        case .system, .custom: nil
        }
    }

    /// The image as shown: a symbol given without a point size takes a configured button's
    /// title's (UIKit's configurations scale the image with the title); a button of the older
    /// kind shows it at 17 pt, the default symbol configuration.
    public var effectiveImage: Image? {
        guard let image, configuration != nil else { return image }
        return image.atPointSize(effectiveFont.pointSize)
    }

    /// The title's size, its width and its line's height rounded up to the point for a
    /// button of the older kind (the corpus's button widths are whole points) and to the pixel
    /// for a configured one (the corpus's configured "Next" is 34.333 high: 20.333 + 2 × 7);
    /// zero wide without a title (but a line high: an empty button is as high as its line).
    private func titleSize(toPoints: Bool) -> CGSize {
        let text = measurer.measure(title ?? "", font: effectiveFont, numberOfLines: 1, width: nil)
        let line = measurer.lineHeight(of: effectiveFont)
        return toPoints ? CGSize(width: ceilToPoint(text.size.width), height: ceilToPoint(line))
            : CGSize(width: ceilToPixel(text.size.width), height: ceilToPixel(line))
    }

    /// The intrinsic size: a system type's fixed size; else the title beside the image, plus
    /// the content edge insets (which replace the 6 pt above and below the title a button of
    /// the older kind has without them), at least 30 pt
    /// wide for a system button; without a title, the image at least the empty title's line
    /// high, without those 6 pt, as Xcode stores image-only buttons (docs/buttons.md); with a
    /// configuration, the title and the image by its placement and padding, plus its content
    /// insets.
    var contentSize: CGSize {
        if let fixed = Button.systemButtonSize(buttonType) { return fixed }
        let title = titleSize(toPoints: configuration == nil), image = effectiveImage?.size ?? .zero
        if let configuration { return configuredSize(title: title, image: image, configuration) }
        let insets = contentEdgeInsets
        let padding = insets == .zero ? 2 * ControlMetrics.buttonTitleVerticalPadding : 0
        let hasTitle = !(self.title ?? "").isEmpty
        let titleHeight = !hasTitle && image != .zero ? title.height : title.height + padding
        let width = title.width + image.width + insets.left + insets.right
        let height = max(titleHeight, image.height) + insets.top + insets.bottom
        return CGSize(width: buttonType == .system ? max(width, ControlMetrics.systemButtonMinimumWidth) : width, height: height)
    }

    private func configuredSize(title: CGSize, image: CGSize, _ configuration: ButtonConfiguration) -> CGSize {
        let insets = configuration.contentInsets
        let hasTitle = !(self.title ?? "").isEmpty
        let title = hasTitle ? title : .zero
        let padding = hasTitle && image != .zero ? configuration.imagePadding : 0
        let content: CGSize = switch configuration.imagePlacement {
        case .leading, .trailing:
            CGSize(width: title.width + padding + image.width, height: max(title.height, image.height))
        case .top, .bottom:
            CGSize(width: max(title.width, image.width), height: title.height + padding + image.height)
        }
        return CGSize(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
    }
}
