import Foundation

extension View {
    /// The baseline of the view's first line of text (UIView's `firstBaselineAnchor`); for a
    /// view without text, its bottom, as in UIKit.
    public var firstBaselineAnchor: LayoutYAxisAnchor { yAnchor(.firstBaseline) }
    /// The baseline of the view's last line of text (UIView's `lastBaselineAnchor`); for a
    /// view without text, its bottom.
    public var lastBaselineAnchor: LayoutYAxisAnchor { yAnchor(.lastBaseline) }
}

extension View {
    /// Where the view's first (or last) baseline lies after layout, as a y coordinate in the
    /// window: what a figure draws a baseline constraint along. A view without text has it at
    /// its bottom; a stack view takes it from the arranged view that provides it.
    public func windowBaseline(first: Bool) -> CGFloat {
        let (provider, model) = baseline(first: first)
        let frame = provider.superview?.convert(provider.alignmentFrame, to: nil) ?? provider.alignmentFrame
        return frame.minY + model.heightFraction * frame.height + model.offset
    }
}
