import AutoLayout
import Foundation

/// What a control shows inside its frame, drawn in the figure as the canvas of Interface
/// Builder draws it: a label's text, a button's title, a field's text or placeholder, a
/// segmented control's titles, a switch's track.
public struct ViewContent: Hashable, Sendable {
    public var kind: Kind
    public var font: Font
    /// How a label's text and a button's title break and end when cut (a label truncates its
    /// tail, a button's title its middle, as UIKit's do).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// The smallest fraction of the font's size a label's text shrinks to so as to fit its
    /// frame (`adjustsFontSizeToFitWidth` with `minimumScaleFactor`), or nil when it does not
    /// shrink.
    public var minimumScaleFactor: CGFloat?
    /// The text's own colour (a label's `textColor`, a button's title colour; a switch's or
    /// another control's tint), or nil for the theme's, made legible on the view's backdrop.
    public var textColor: Color?

    public enum Kind: Hashable, Sendable {
        /// Text set like a label's: aligned as given (natural already resolved to left or
        /// right), at most `numberOfLines` lines (0: any).
        case text(String, alignment: TextAlignment, numberOfLines: Int)
        /// A title centred, like a button's.
        case title(String)
        /// A field's text, or its placeholder (drawn fainter), on the leading side; in a
        /// rounded outline and inset from its edges when the field has a border.
        case field(String, isPlaceholder: Bool, alignment: TextAlignment, isBordered: Bool = true)
        /// Equal segments with a title each.
        case segments([String])
        /// A switch's rounded track, on or off.
        case toggle(isOn: Bool)
        /// What one of the other kinds of UIKit shows (an image, a slider, a bar...).
        case control(ControlContent)
    }

    public init(_ kind: Kind, font: Font, textColor: Color? = nil) {
        self.kind = kind
        self.font = font
        self.textColor = textColor
    }
}

extension ViewContent {
    /// The content of a view of the layout model, or nil for a view that shows none.
    public init?(of view: View) {
        switch view {
        case let label as Label:
            guard let text = label.text, !text.isEmpty else { return nil }
            let alignment = label.textAlignment.resolved(for: label.effectiveLayoutDirection)
            self.init(.text(text, alignment: alignment, numberOfLines: label.numberOfLines), font: label.effectiveFont,
                      textColor: label.textColor.map(Color.init))
            lineBreakMode = label.lineBreakMode
            // A factor of 0 keeps the font's size, as UIKit's does.
            if label.adjustsFontSizeToFitWidth, label.minimumScaleFactor > 0, label.minimumScaleFactor < 1 {
                minimumScaleFactor = label.minimumScaleFactor
            }
        case let button as Button:
            if let control = ControlContent(richButton: button) {
                self.init(.control(control), font: button.effectiveFont, textColor: (button.titleColor ?? button.effectiveTintColor).map(Color.init))
                return
            }
            guard let title = button.title, !title.isEmpty else { return nil }
            self.init(.title(title), font: button.effectiveFont, textColor: (button.titleColor ?? button.effectiveTintColor).map(Color.init))
            lineBreakMode = .byTruncatingMiddle
        case let field as TextField:
            let isPlaceholder = field.text?.isEmpty ?? true
            let shown = isPlaceholder ? field.placeholder ?? "" : field.text!
            guard !shown.isEmpty else { return nil }
            let alignment = TextAlignment.natural.resolved(for: field.effectiveLayoutDirection)
            self.init(.field(shown, isPlaceholder: isPlaceholder, alignment: alignment, isBordered: field.borderStyle != .none),
                      font: field.effectiveFont,
                      textColor: isPlaceholder ? nil : field.textColor.map(Color.init))
        case let segmented as SegmentedControl:
            guard !segmented.items.isEmpty else { return nil }
            self.init(.segments(segmented.items), font: ControlMetrics.segmentFont)
        case let toggle as Switch:
            self.init(.toggle(isOn: toggle.isOn), font: ControlMetrics.labelFont, textColor: toggle.effectiveTintColor.map(Color.init))
        default:
            guard let control = ControlContent(of: view) else { return nil }
            self.init(.control(control), font: control.font, textColor: view.effectiveTintColor.map(Color.init))
        }
    }
}
