import Foundation

extension StackView {
    /// How a stack view places its arranged subviews across the axis: UIKit's
    /// `UIStackView.Alignment`, with its raw values (`top` is `leading`, `bottom` is
    /// `trailing`).
    public enum Alignment: Int, Hashable, Sendable, CaseIterable {
        /// The subviews fill the stack across the axis.
        case fill = 0
        /// The subviews' leading edges (top edges, in a horizontal stack) line up with the stack's.
        case leading = 1
        /// A horizontal stack lines up its subviews' first baselines; a vertical one treats it
        /// as ``leading``.
        case firstBaseline = 2
        /// The subviews are centred across the axis.
        case center = 3
        /// The subviews' trailing edges (bottom edges, in a horizontal stack) line up with the stack's.
        case trailing = 4
        /// A horizontal stack lines up its subviews' last baselines; a vertical one treats it
        /// as ``trailing``.
        case lastBaseline = 5

        /// The top edges, in a horizontal stack.
        public static let top = Alignment.leading
        /// The bottom edges, in a horizontal stack.
        public static let bottom = Alignment.trailing

        /// The alignments by the names UIKit's Swift API, specs and Interface Builder
        /// documents give them, `top` and `bottom` included.
        public static let names: [(String, Alignment)] = [
            ("fill", .fill), ("leading", .leading), ("top", .top), ("trailing", .trailing), ("bottom", .bottom),
            ("center", .center), ("firstBaseline", .firstBaseline), ("lastBaseline", .lastBaseline),
        ]

        /// What the alignment lines up across a stack's axis, as UIKit's alignment options
        /// encode it. In a vertical stack the baseline alignments line up the leading or
        /// trailing edges (docs/stack-views.md).
        func alignedEdges(stackAxis axis: LayoutAxis) -> AlignedEdges {
            let horizontal = axis == .horizontal
            switch self {
            case .fill: return AlignedEdges(start: true, end: true)
            case .leading: return AlignedEdges(start: true)
            case .trailing: return AlignedEdges(end: true)
            case .center: return AlignedEdges(center: true)
            case .firstBaseline: return horizontal ? AlignedEdges(baseline: .firstBaseline) : AlignedEdges(start: true)
            case .lastBaseline: return horizontal ? AlignedEdges(baseline: .lastBaseline) : AlignedEdges(end: true)
            }
        }
    }
}

/// The parts of the arranged subviews a stack view lines up across its axis (UIKit's
/// alignment options: `NSLayoutFormatAlignAllTop` and the rest).
struct AlignedEdges: Equatable {
    var start = false
    var end = false
    var center = false
    /// `firstBaseline` or `lastBaseline`, for the baseline alignments of a horizontal stack.
    var baseline: LayoutAttribute?

    /// Whether the subviews fill the stack across the axis.
    var fills: Bool { start && end }
}
