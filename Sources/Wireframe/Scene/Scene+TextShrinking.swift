import AutoLayout
import Foundation

extension Scene.Text {
    /// The text as a label that adjusts its font size to fit its width draws it: at the
    /// largest size, down to `minimumScaleFactor` of its own, at which it shows whole in its
    /// box, within its line limit; at the smallest, what still does not fit is cut as the line
    /// break mode says. One line keeps its baseline where the full-size line's is (UILabel's
    /// default `baselineAdjustment`, `.alignBaselines`); several stay centred. Text that fits,
    /// or that is not in a box, is unchanged.
    ///
    /// One line starts at the share of the width it fits in; then the size goes down by a
    /// hundredth until the text fits, as tracking makes widths not quite proportional to it.
    ///
    /// - Complexity: O(n) in the length of the string, for each size tried (at most a hundred).
    func shrunkToFit(minimumScaleFactor: CGFloat, measuredBy measurer: PangoTextMeasurer) -> Scene.Text {
        guard case .box(let box) = placement, box.width > 0, !string.isEmpty else { return self }
        let full = neededWidth(at: font, in: box, measuredBy: measurer)
        guard full > box.width + 0.0001 else { return self }
        var scale = max(minimumScaleFactor, full.isFinite ? box.width / full : 1)
        while scale > minimumScaleFactor,
              neededWidth(at: font.withSize(font.pointSize * scale), in: box, measuredBy: measurer) > box.width + 0.0001 {
            scale = max(minimumScaleFactor, scale - 0.01)
        }
        var shrunk = self
        shrunk.font = font.withSize(font.pointSize * scale)
        if numberOfLines == 1 {
            // A line centred in the box has its baseline ascent − lineHeight / 2 below the centre.
            let fullMetrics = measurer.metrics(for: font), shrunkMetrics = measurer.metrics(for: shrunk.font)
            let shift = (fullMetrics.ascent - fullMetrics.lineHeight / 2) - (shrunkMetrics.ascent - shrunkMetrics.lineHeight / 2)
            shrunk.placement = .box(box.offsetBy(dx: 0, dy: shift))
        }
        return shrunk
    }

    /// The width the text needs at `font` to show whole in `box`: one line's width, unwrapped;
    /// for several lines, the widest wrapped at the box's width, or infinity when they are
    /// more than the line limit.
    private func neededWidth(at font: Font, in box: CGRect, measuredBy measurer: PangoTextMeasurer) -> CGFloat {
        if numberOfLines == 1 {
            return measurer.measure(string, font: font, numberOfLines: 0, width: nil, lineBreakMode: lineBreakMode).size.width
        }
        let wrapped = measurer.measure(string, font: font, numberOfLines: 0, width: box.width, lineBreakMode: lineBreakMode)
        let metrics = measurer.metrics(for: font)
        return wrapped.size.height > metrics.height(ofLines: lineLimit(metrics: metrics)) + 0.0001 ? .infinity : wrapped.size.width
    }
}
