import Foundation

extension StackView {
    /// As a spacing: "no value of its own" (UIKit's `UIStackViewSpacingUseDefault`, `FLT_MAX`
    /// there). A custom spacing of this value falls back to ``spacing``; a ``spacing`` of
    /// this value is 0.
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    /// As a spacing: the system spacing between the two views (UIKit's
    /// `UIStackViewSpacingUseSystem`, `FLT_MIN` there), made with the system-spacing anchors.
    public static let spacingUseSystem: CGFloat = .leastNonzeroMagnitude

    /// Sets the space after `arrangedSubview`, which takes precedence over ``spacing``. It
    /// follows the view when the view moves, and is forgotten when it stops being arranged;
    /// it is ignored for a view that is not an arranged subview.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }),
              customSpacing(after: arrangedSubview) != spacing else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsLayout()
    }

    /// The space set after `arrangedSubview`, or ``spacingUseDefault`` when none is set.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    /// The space the stack puts after `view`: its custom spacing, else the stack's, with
    /// ``spacingUseDefault`` meaning 0; a number rounded to the pixel, as UIKit rounds it.
    func gap(after view: View) -> Gap {
        var value = customSpacing(after: view)
        if value == StackView.spacingUseDefault { value = spacing }
        if value == StackView.spacingUseDefault { return .points(0) }
        if value == StackView.spacingUseSystem { return .system }
        return .points(roundToPixel(value))
    }

    /// ``spacing`` as a number for arithmetic (the proportional denominator, the text-width
    /// constant), where UIKit uses the stored value: its two markers count as 0.
    var numericSpacing: CGFloat {
        spacing == StackView.spacingUseDefault || spacing == StackView.spacingUseSystem ? 0 : spacing
    }

    /// A resolved spacing.
    enum Gap: Equatable {
        case points(CGFloat)
        /// The system spacing (``LayoutMetrics/systemSpacing``), made with the system-spacing anchors.
        case system
    }
}
