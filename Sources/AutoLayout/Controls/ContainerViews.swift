import Foundation

/// A blur or vibrancy effect behind its content: UIKit's `UIVisualEffectView`. Its subviews go
/// in its `contentView`, which fills it by its autoresizing mask, as UIKit makes it.
public final class VisualEffectView: View {
    override public class var kindName: String { "UIVisualEffectView" }

    /// UIKit's blur styles, for the drawing.
    public enum Effect: String, Hashable, Sendable, CaseIterable {
        case regular, prominent, light, extraLight, dark
        case systemMaterial, systemThinMaterial, systemUltraThinMaterial, systemThickMaterial, systemChromeMaterial
    }

    public var effect: Effect = .systemMaterial
    /// The view that holds the content, filling the effect view.
    public let contentView: View

    override public init(frame: CGRect = .zero) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}

/// A view that embeds a child view controller's view (Interface Builder's container view): a
/// plain `UIView` at run time, drawn with the embedded controller's name.
public final class ContainerView: View {
    /// The name of the embedded controller (a storyboard's destination scene).
    public var embeddedControllerName: String?
}
