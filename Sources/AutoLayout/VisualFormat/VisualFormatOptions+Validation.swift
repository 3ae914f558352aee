extension VisualFormatOptions {
    /// The alignments that line views up along the x axis. A horizontal format already places
    /// its views along x, so only a vertical format takes these.
    public static let xAxisAlignments: VisualFormatOptions = [
        .alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX,
    ]

    /// The alignments that line views up along the y axis; only a horizontal format takes these.
    public static let yAxisAlignments: VisualFormatOptions = [
        .alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
    ]

    /// The alignments a format of this orientation can take: those across its axis.
    public static func alignments(across orientation: VisualFormat.Orientation) -> VisualFormatOptions {
        orientation == .horizontal ? yAxisAlignments : xAxisAlignments
    }

    /// Checks the options against a parsed format, raising what UIKit raises and only when
    /// UIKit raises it.
    ///
    /// Baseline spacing is checked only if the format has a connection, since UIKit checks it
    /// as it makes a gap; an alignment only if the format has two views or more, since UIKit
    /// checks it as it aligns a pair. The first gap comes no later than the first pair, so a
    /// format wrong in both ways reports the baseline spacing, as UIKit does.
    ///
    /// - Throws: `VisualFormatOptionsError.baselineSpacingInHorizontalFormat` for
    ///   `spacingBaselineToBaseline` in a horizontal format; `.alignmentAlongOrientation` for
    ///   the first alignment (in raw-value order) along the format's own axis.
    public func validate(for format: VisualFormat) throws(VisualFormatOptionsError) {
        if contains(.spacingBaselineToBaseline), format.orientation == .horizontal, !format.links.isEmpty {
            throw .baselineSpacingInHorizontalFormat
        }
        if !format.followingViews.isEmpty {
            let misaligned = intersection(.alignmentMask).subtracting(Self.alignments(across: format.orientation))
            if let first = Self.namedOptions.first(where: { !$0.option.isEmpty && misaligned.contains($0.option) }) {
                throw .alignmentAlongOrientation(first.option, format.orientation)
            }
        }
    }
}
