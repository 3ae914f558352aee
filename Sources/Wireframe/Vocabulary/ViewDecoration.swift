import AutoLayout
import Foundation

/// How a view's layer dresses its frame: rounded corners and a border, drawn with its fill.
public struct ViewDecoration: Hashable, Sendable {
    /// The corner radius in points (`layer.cornerRadius`); 0 for square corners.
    public var cornerRadius: CGFloat
    /// The border drawn inside the frame, or nil for none (`layer.borderWidth`, `borderColor`).
    public var border: Stroke?

    public init(cornerRadius: CGFloat = 0, border: Stroke? = nil) {
        self.cornerRadius = cornerRadius
        self.border = border
    }

    /// The decoration of a view of the layout model; a border without a colour is black, as a
    /// layer's default `borderColor` is.
    public init(of view: View) {
        let border = view.borderWidth > 0
            ? Stroke(color: view.borderColor.map(Color.init) ?? Color(red: 0, green: 0, blue: 0), width: view.borderWidth)
            : nil
        self.init(cornerRadius: view.cornerRadius, border: border)
    }
}

extension Theme {
    /// A view's own fill and border, rounded as its layer is: nothing for a clear view without
    /// a border.
    func backgroundItems(of view: ViewMark) -> [Scene.Item] {
        let radius = min(view.decoration.cornerRadius, min(view.frame.width, view.frame.height) / 2)
        var items: [Scene.Item] = []
        if let fill = view.backgroundColor {
            items.append(.rectangle(Scene.Rectangle(frame: view.frame, cornerRadius: radius, fill: fill)))
        }
        if let border = view.decoration.border {
            let inset = min(border.width / 2, view.frame.width / 2, view.frame.height / 2)
            items.append(.rectangle(Scene.Rectangle(frame: view.frame.insetBy(dx: inset, dy: inset),
                                                    cornerRadius: max(radius - inset, 0), stroke: border)))
        }
        return items
    }
}
