import Foundation

/// A rectangle that takes part in constraints without being a view: UIKit's `UILayoutGuide`.
///
/// Custom guides stand in for spacer views; every view also owns system guides
/// (``View/layoutMarginsGuide``, ``View/safeAreaLayoutGuide``, ``View/readableContentGuide``)
/// whose constraints the engine makes.
public final class LayoutGuide: LayoutItem {
    /// The view that owns the guide; its hierarchy is the guide's.
    public internal(set) weak var owningView: View?
    /// A name for logs and dumps.
    public var identifier: String
    /// The guide's rectangle in its owning view's coordinates, after layout.
    public internal(set) var layoutFrame: CGRect = .zero
    public let layoutStorage: LayoutItemStorage
    /// What the guide is for: a custom guide, or one of the system's.
    public let role: Role

    /// What a guide is for.
    public enum Role: Sendable {
        case custom
        case layoutMargins
        case safeArea
        case readableContent
        case topLayoutGuide
        case bottomLayoutGuide
        /// The keyboard's top edge to the view's bottom (`keyboardLayoutGuide`): the bottom
        /// of the safe area while the keyboard is hidden.
        case keyboard
        /// A scroll view's content rectangle (`contentLayoutGuide`).
        case contentLayout
        /// A scroll view's visible frame, in its bounds (`frameLayoutGuide`).
        case frameLayout
        /// A guide a stack view makes for its arrangement (a spanner, a gap), whose
        /// constraints the stack view makes itself.
        case stackArrangement
    }

    public init(identifier: String = "") {
        self.identifier = identifier
        self.role = .custom
        self.layoutStorage = LayoutItemStorage(kindName: "guide")
    }

    init(role: Role, identifier: String, owningView: View) {
        self.identifier = identifier
        self.role = role
        self.owningView = owningView
        self.layoutStorage = LayoutItemStorage(kindName: "guide")
    }

    public var hierarchyView: View? { owningView }

    public var description: String {
        let name = identifier.isEmpty ? "UILayoutGuide#\(layoutStorage.serial)" : identifier
        return "<\(name) \(layoutFrame)>"
    }
}
