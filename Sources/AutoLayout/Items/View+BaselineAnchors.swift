extension View {
    /// The baseline of the view's first line of text (UIView's `firstBaselineAnchor`); for a
    /// view without text, its bottom, as in UIKit.
    public var firstBaselineAnchor: LayoutYAxisAnchor { yAnchor(.firstBaseline) }
    /// The baseline of the view's last line of text (UIView's `lastBaselineAnchor`); for a
    /// view without text, its bottom.
    public var lastBaselineAnchor: LayoutYAxisAnchor { yAnchor(.lastBaseline) }
}
