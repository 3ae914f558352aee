import Foundation

/// What one mark draws: shapes, each on a layer, and labels whose place is still to be chosen
/// among candidates, so that a figure can keep all its labels apart.
public struct MarkDrawing: Hashable, Sendable {
    public var shapes: [Shape]
    public var labels: [Label]
    /// Areas labels must keep clear of: what a control shows inside its frame.
    public var reserved: [CGRect]
    /// The boxes of the lines of text the mark shows, which constraint lines break around
    /// so that they never strike through words.
    public var texts: [CGRect]

    public init(shapes: [Shape] = [], labels: [Label] = [], reserved: [CGRect] = [], texts: [CGRect] = []) {
        self.shapes = shapes
        self.labels = labels
        self.reserved = reserved
        self.texts = texts
    }

    /// An item and the layer it is painted in.
    public struct Shape: Hashable, Sendable {
        public var layer: Layer
        public var item: Scene.Item

        public init(_ item: Scene.Item, layer: Layer) {
            self.layer = layer
            self.item = item
        }
    }

    /// The layers of a figure, bottom to top: the tints of margins and the safe area under
    /// every view's fill, so that fills keep the spec's colours exactly; the device's status bar
    /// and the tints' edge hatching over the fills; then outlines; then constraints, each line
    /// over the halos of all of them. Labels go above all of them.
    public enum Layer: Int, Hashable, Sendable, Comparable, CaseIterable {
        /// Margin bands and the safe area tint.
        case tint
        /// View backgrounds and content.
        case fill
        /// The edge hatching of margins and the safe area, the status bar, the sensor housing
        /// and the home indicator.
        case overlay
        /// View, guide, ghost and misplaced outlines.
        case outline
        /// The halos of constraint lines.
        case halo
        /// Constraint lines.
        case constraint

        public static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A label and where it may go, best first.
    public struct Label: Hashable, Sendable {
        public var content: LabelContent
        /// Frames of `content.size`, in order of preference.
        public var candidates: [CGRect]
        /// Labels with a lower rank are placed first and so get their preferred spot: a
        /// constant belongs next to its line, while a view's name can go to any corner.
        public var rank: Int
        /// For a view's name, the view's box: the label then keeps out of every other view
        /// that does not contain this one, so it is never read as that view's name.
        public var owner: CGRect?
        /// A shorter label to place instead when none of these candidates is free, such as a
        /// view's identifier without its kind.
        public var fallback: Fallback? {
            get { if case .fallback(let fallback) = storedFallback { fallback } else { nil } }
            set { storedFallback = newValue.map(OutOfLine.fallback) }
        }
        /// The fallback, held out of line: a view's name has one, a constraint's label (most of a
        /// figure's labels) none, and each would carry a fallback's size.
        private var storedFallback: OutOfLine?
        /// The point the label belongs to (the middle of its line, the corner of its view): when
        /// none of the candidates is free, the label goes to a free spot further away with a
        /// leader line from here. Nil for a label that stays with its candidates.
        public var anchor: CGPoint?
        /// For a view's name, the view's identifier, by which a contact sheet keeps the name on
        /// the same side of its view in every cell.
        public var viewIdentifier: String?

        public init(content: LabelContent, candidates: [CGRect], rank: Int, owner: CGRect? = nil, fallback: Fallback? = nil,
                    anchor: CGPoint? = nil, viewIdentifier: String? = nil) {
            self.content = content
            self.candidates = candidates
            self.rank = rank
            self.owner = owner
            self.fallback = fallback
            self.anchor = anchor
            self.viewIdentifier = viewIdentifier
        }

        /// A fallback in a box of its own.
        private indirect enum OutOfLine: Hashable, Sendable {
            case fallback(Fallback)
        }

        /// The content of the label's option `option`, in the order they are tried: 0 for its
        /// own, 1 for its fallback's.
        func content(ofOption option: Int) -> LabelContent {
            if option > 0, case .fallback(let fallback) = storedFallback { fallback.content } else { content }
        }
    }

    /// A shorter label with its own candidates.
    public struct Fallback: Hashable, Sendable {
        public var content: LabelContent
        public var candidates: [CGRect]

        public init(content: LabelContent, candidates: [CGRect]) {
            self.content = content
            self.candidates = candidates
        }
    }
}
