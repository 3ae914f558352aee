import AutoLayout
import Foundation

/// What the kinds beyond labels, buttons, fields, segmented controls and switches show inside
/// their frames, as Interface Builder's canvas draws them: an image's placeholder, a slider's
/// track, a bar's items, the keyboard.
public enum ControlContent: Hashable, Sendable {
    /// An image: a crossed placeholder with its name (a symbol's name in the tint colour).
    case image(name: String, isSymbol: Bool)
    /// The on-screen keyboard: rows of keys on a grey plate.
    case keyboard

    /// The font of the content's text, if it has any.
    var font: Font {
        switch self {
        case .image, .keyboard: Font(size: 11)
        }
    }
}

extension ControlContent {
    /// The content of a view of the layout model that is not a label, button, text field,
    /// segmented control or switch; nil for a view that shows nothing of its own.
    public init?(of view: View) {
        switch view {
        case let imageView as ImageView:
            guard let image = imageView.image else { return nil }
            self = .image(name: image.name, isSymbol: image.isSymbol)
        default:
            return nil
        }
    }
}
