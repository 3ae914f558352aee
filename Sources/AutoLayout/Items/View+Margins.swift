import Foundation

extension View {
    /// The margins, left and right fixed (UIKit's `layoutMargins`), kept in step with
    /// ``directionalLayoutMargins`` through the layout direction.
    public var layoutMargins: EdgeInsets {
        get {
            switch layoutMarginsSetting {
            case .system: systemLayoutMargins.absolute(for: effectiveLayoutDirection)
            case .absolute(let insets): insets
            case .directional(let insets): insets.absolute(for: effectiveLayoutDirection)
            }
        }
        set { layoutMarginsSetting = .absolute(newValue) }
    }

    /// The margins, leading and trailing following the layout direction (UIKit's
    /// `directionalLayoutMargins`).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            switch layoutMarginsSetting {
            case .system: systemLayoutMargins
            case .absolute(let insets): insets.directional(for: effectiveLayoutDirection)
            case .directional(let insets): insets
            }
        }
        set { layoutMarginsSetting = .directional(newValue) }
    }

    /// The layout direction of the hierarchy the view is in (its window's), left to right
    /// outside a window.
    public var effectiveLayoutDirection: LayoutDirection {
        traitCollection.layoutDirection
    }

    /// The guide inset from the view's edges by its effective margins.
    public var layoutMarginsGuide: LayoutGuide {
        systemGuide(.layoutMargins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The guide for the part of the view no bar, notch or home indicator covers.
    public var safeAreaLayoutGuide: LayoutGuide {
        systemGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// The guide for text that reads comfortably: inside the margins, centred in them, at most
    /// the readable width (``LayoutMetrics/readableWidth``) wide.
    public var readableContentGuide: LayoutGuide {
        systemGuide(.readableContent, identifier: "UIViewReadableContentGuide")
    }

    /// The guide from the keyboard's top to the view's bottom (UIKit's `keyboardLayoutGuide`,
    /// iOS 15): while the window shows no keyboard, the part of the view below its safe area.
    public var keyboardLayoutGuide: LayoutGuide {
        systemGuide(.keyboard, identifier: "UIKeyboardLayoutGuide")
    }

    /// The system guides made so far (margins, safe area, readable content, the legacy layout
    /// guides), without making any: what a drawing of the layout shows.
    public var systemLayoutGuides: [LayoutGuide] { systemItems.guides }

    /// The system guide with `role`, made on first use (the engine then makes its constraints).
    func systemGuide(_ role: LayoutGuide.Role, identifier: String) -> LayoutGuide {
        if let guide = systemItems[role] { return guide }
        let guide = LayoutGuide(role: role, identifier: identifier, owningView: self)
        systemItems[role] = guide
        if role == .readableContent { _ = layoutMarginsGuide }
        setNeedsLayout()
        return guide
    }
}
