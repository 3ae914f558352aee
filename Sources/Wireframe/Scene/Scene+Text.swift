import AutoLayout
import Foundation

extension Scene {
    /// A run of text, set by pango exactly as `PangoTextMeasurer` measures it.
    ///
    /// Text is placed either by anchoring its natural box to a point (labels of marks: lines
    /// break only at newlines) or inside a box (a UILabel's frame: lines wrap at the box's
    /// width, and the block is centred vertically, as UILabel centres its text).
    public struct Text: Hashable, Sendable {
        public var string: String
        public var font: Font
        public var color: Color
        public var placement: Placement
        /// How lines of different widths line up within the block.
        public var alignment: Alignment
        /// The most lines to show, 0 for no limit (UILabel's `numberOfLines`). In a box, only
        /// lines that fit its height show.
        public var numberOfLines: Int
        /// Where lines break, and how the last line shown ends when text is cut: with "…" at
        /// its tail unless said otherwise; a clipped line is cut at the box's edge.
        public var lineBreakMode: LineBreakMode

        public init(
            _ string: String,
            font: Font,
            color: Color,
            placement: Placement,
            alignment: Alignment = .left,
            numberOfLines: Int = 0,
            lineBreakMode: LineBreakMode = .byTruncatingTail
        ) {
            self.string = string
            self.font = font
            self.color = color
            self.placement = placement
            self.alignment = alignment
            self.numberOfLines = numberOfLines
            self.lineBreakMode = lineBreakMode
        }

        /// Where the block of text goes.
        public enum Placement: Hashable, Sendable {
            /// The text's natural box positioned so that its `anchor` point lies on `point`.
            case anchored(at: CGPoint, anchor: Anchor)
            /// Wrapped at the box's width, centred vertically in it, cut to the lines that fit.
            case box(CGRect)
        }

        /// How lines line up horizontally.
        public enum Alignment: Hashable, Sendable {
            case left, center, right

            /// The share of the spare width that goes before a line.
            var leadingShare: CGFloat {
                switch self {
                case .left: 0
                case .center: 0.5
                case .right: 1
                }
            }
        }

        /// A point of a text's box as fractions of its width and height: (0, 0) is the top
        /// left, (1, 1) the bottom right.
        public struct Anchor: Hashable, Sendable {
            public var x: CGFloat
            public var y: CGFloat

            public init(x: CGFloat, y: CGFloat) {
                self.x = x
                self.y = y
            }

            public static let topLeft = Anchor(x: 0, y: 0)
            public static let top = Anchor(x: 0.5, y: 0)
            public static let topRight = Anchor(x: 1, y: 0)
            public static let left = Anchor(x: 0, y: 0.5)
            public static let center = Anchor(x: 0.5, y: 0.5)
            public static let right = Anchor(x: 1, y: 0.5)
            public static let bottomLeft = Anchor(x: 0, y: 1)
            public static let bottom = Anchor(x: 0.5, y: 1)
            public static let bottomRight = Anchor(x: 1, y: 1)
        }
    }
}
