import Foundation

/// What `plumb explain --format json` prints about a built spec (the contract's §5): the
/// window's size, its traits, every view's and guide's frame by id, and what layout found
/// wrong. Numbers are points rounded to 1/1000, so that reports compare exactly.
public struct LayoutReport: Encodable, Equatable, Sendable {
    public struct Size: Codable, Hashable, Sendable {
        public let width: Double
        public let height: Double

        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    public struct Traits: Codable, Hashable, Sendable {
        public let horizontalSizeClass: String
        public let verticalSizeClass: String
        public let displayScale: Double
        /// The text size, when it is not the default (`large`): UIKit's name.
        public let preferredContentSizeCategory: String?

        public init(horizontalSizeClass: String, verticalSizeClass: String, displayScale: Double,
                    preferredContentSizeCategory: String? = nil) {
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
            self.displayScale = displayScale
            self.preferredContentSizeCategory = preferredContentSizeCategory
        }
    }

    /// A view's or guide's frame, as `[x, y, width, height]`, and what placed it when not the
    /// constraints alone.
    public struct Frames: Encodable, Equatable, Sendable {
        /// In the superview's coordinates (a guide's owning view's): UIKit's `frame`.
        public let frame: [Double]
        /// In the window's coordinates.
        public let windowFrame: [Double]
        /// `autoresizing` for a view placed by its autoresizing mask rather than by
        /// constraints of its own; nil otherwise.
        public let frameSource: String?
        /// For a misplaced view, the frame the document wrote (Xcode's stored frame), which
        /// layout moved by more than a pixel; nil otherwise.
        public let storedFrame: [Double]?
        /// For an item the layout model lacks (placed at the frame the document gave), why.
        public let unsupported: String?

        public init(frame: [Double], windowFrame: [Double], frameSource: String? = nil, storedFrame: [Double]? = nil,
                    unsupported: String? = nil) {
            self.frame = frame
            self.windowFrame = windowFrame
            self.frameSource = frameSource
            self.storedFrame = storedFrame
            self.unsupported = unsupported
        }
    }

    /// Something layout found wrong: `unsatisfiable` (required constraints conflict; one was
    /// broken to recover), `ambiguous` (the constraints do not determine a view's frame),
    /// `misplaced` (layout put a view more than a pixel from the frame the document wrote),
    /// `invalid` (a constraint layout could not use), `notConverged`, `outOfRange` (a frame
    /// beyond `CGRect.drawableLimit` of the window's origin, or not a number).
    public struct Diagnostic: Encodable, Equatable, Sendable {
        public let kind: String
        public let message: String
        /// The constraints involved, as UIKit's logs print them.
        public let constraints: [String]
        /// The constraint broken to recover, for `unsatisfiable`.
        public let broken: String?

        public init(kind: String, message: String, constraints: [String], broken: String?) {
            self.kind = kind
            self.message = message
            self.constraints = constraints
            self.broken = broken
        }
    }

    public let window: Size
    public let traits: Traits
    /// The window's design when it is not `classic` (`liquidGlass`), so that most reports
    /// keep the contract's fields.
    public let design: String?
    /// Every view and guide with an id, the root included.
    public let views: [String: Frames]
    public let diagnostics: [Diagnostic]

    public init(window: Size, traits: Traits, design: String? = nil, views: [String: Frames], diagnostics: [Diagnostic]) {
        self.window = window
        self.traits = traits
        self.design = design
        self.views = views
        self.diagnostics = diagnostics
    }
}

extension BuiltLayout {
    /// The layout's report (the contract's §5).
    ///
    /// - Complexity: an ambiguity test per view, on top of the layout if anything changed.
    public func report() -> LayoutReport {
        window.layoutIfNeeded()
        let traits = window.traitCollection
        var views: [String: LayoutReport.Frames] = [:]
        for (id, item) in items {
            views[id] = LayoutReport.Frames(item, misplacedFrom: misplacedFrame(of: id, item), unsupported: unsupportedItems[id])
        }
        return LayoutReport(
            window: LayoutReport.Size(width: rounded(window.bounds.width), height: rounded(window.bounds.height)),
            traits: LayoutReport.Traits(horizontalSizeClass: traits.horizontalSizeClass.rawValue,
                                        verticalSizeClass: traits.verticalSizeClass.rawValue,
                                        displayScale: rounded(traits.displayScale),
                                        preferredContentSizeCategory: traits.preferredContentSizeCategory == .large
                                            ? nil : traits.preferredContentSizeCategory.rawValue),
            design: window.design == .classic ? nil : window.design.rawValue,
            views: views,
            diagnostics: window.layoutDiagnostics.map(LayoutReport.Diagnostic.init) + ambiguityDiagnostics() + misplacedDiagnostics()
                + rangeDiagnostics())
    }

    /// The views whose written frame layout moved by more than a pixel, in document order,
    /// with that frame.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public func misplacedViews() -> [(id: String, view: View, written: CGRect)] {
        window.layoutIfNeeded()
        return items.compactMap { id, item in
            guard let view = item as? View, let written = misplacedFrame(of: id, item) else { return nil }
            return (id, view, written)
        }
    }

    /// The written frame of a view layout moved by more than a pixel; nil for any other item.
    private func misplacedFrame(of id: String, _ item: LayoutItem) -> CGRect? {
        guard let view = item as? View, let written = specifiedFrames[id], view.isMisplaced(from: written) else { return nil }
        return written
    }

    /// How a diagnostic names an item: `'login'` when the id is its name, `'Label - Name'
    /// (abc-12-def)` when the item has a name of its own (an Interface Builder view).
    private func describe(_ id: String, _ item: LayoutItem) -> String {
        guard let name = (item as? View)?.identifier, name != id else { return "'\(id)'" }
        return "'\(name)' (\(id))"
    }

    /// An `ambiguous` diagnostic for each view whose frame the constraints leave open, in
    /// document order.
    private func ambiguityDiagnostics() -> [LayoutReport.Diagnostic] {
        items.compactMap { id, item in
            guard let view = item as? View, view.hasAmbiguousLayout else { return nil }
            return LayoutReport.Diagnostic(kind: "ambiguous", message: "the constraints do not determine the frame of \(describe(id, item))",
                                           constraints: [], broken: nil)
        }
    }

    /// A `misplaced` diagnostic for each view layout moved from its written frame, with both
    /// frames, as Xcode's issue navigator reports one.
    private func misplacedDiagnostics() -> [LayoutReport.Diagnostic] {
        misplacedViews().map { id, view, written in
            LayoutReport.Diagnostic(
                kind: "misplaced",
                message: "the frame of \(describe(id, view)) will be different at run time: written \(written.reportText), "
                    + "solved \(view.untransformedFrame.reportText)",
                constraints: [], broken: nil)
        }
    }

    /// An `outOfRange` diagnostic for each item whose frame in the window reaches beyond
    /// `CGRect.drawableLimit` of its origin (figures cut it there) or is not a number at all
    /// (figures leave it out), in document order.
    private func rangeDiagnostics() -> [LayoutReport.Diagnostic] {
        items.compactMap { id, item in
            let frame = frameInWindow(of: item)
            guard !frame.isDrawable else { return nil }
            let message = frame.clampedToDrawableRange == nil
                ? "the layout gives \(describe(id, item)) no frame, \(frame.reportText) in the window: "
                    + "the constraints multiply past what a number holds; figures leave it out"
                : "\(describe(id, item)) reaches beyond \(Double(CGRect.drawableLimit).reportText) points from the window's origin, "
                    + "\(frame.reportText) in the window; figures cut it there"
            return LayoutReport.Diagnostic(kind: "outOfRange", message: message, constraints: [], broken: nil)
        }
    }
}

/// A view's or guide's frame in the window's coordinates.
private func frameInWindow(of item: LayoutItem) -> CGRect {
    switch item {
    case let view as View: view.superview?.convert(view.frame, to: nil) ?? view.frame
    case let guide as LayoutGuide: guide.owningView?.convert(guide.layoutFrame, to: nil) ?? guide.layoutFrame
    default: .zero
    }
}

extension LayoutReport.Frames {
    fileprivate init(_ item: LayoutItem, misplacedFrom written: CGRect?, unsupported: String?) {
        switch item {
        case let view as View:
            let placedByMask = view.translatesAutoresizingMaskIntoConstraints && view.superview != nil
                && view.superview !== view.window && unsupported == nil
            self.init(frame: view.frame.reportArray, windowFrame: frameInWindow(of: view).reportArray,
                      frameSource: placedByMask ? "autoresizing" : nil, storedFrame: written?.reportArray, unsupported: unsupported)
        case let guide as LayoutGuide:
            self.init(frame: guide.layoutFrame.reportArray, windowFrame: frameInWindow(of: guide).reportArray)
        default:
            self.init(frame: CGRect.zero.reportArray, windowFrame: CGRect.zero.reportArray)
        }
    }
}

extension LayoutReport.Diagnostic {
    fileprivate init(_ diagnostic: LayoutDiagnostic) {
        switch diagnostic {
        case .unsatisfiable(let conflicts, let broken):
            self.init(kind: "unsatisfiable",
                      message: "unable to simultaneously satisfy \(conflicts.count) required constraints; "
                          + "one was broken to recover",
                      constraints: conflicts.map(\.description), broken: broken.description)
        case .invalid(let constraint, let error):
            self.init(kind: "invalid", message: error.description, constraints: [constraint.description], broken: nil)
        case .notConverged:
            self.init(kind: "notConverged", message: diagnostic.description, constraints: [], broken: nil)
        }
    }
}

extension CGRect {
    /// `(x, y, width, height)`, rounded as a report rounds, for messages.
    fileprivate var reportText: String {
        "(" + reportArray.map(\.reportText).joined(separator: ", ") + ")"
    }

    /// `[x, y, width, height]`, rounded as a report rounds.
    fileprivate var reportArray: [Double] {
        [rounded(origin.x), rounded(origin.y), rounded(size.width), rounded(size.height)]
    }
}

/// `value` rounded to 1/1000, without a negative zero.
private func rounded(_ value: CGFloat) -> Double {
    (Double(value) * 1000).rounded() / 1000 + 0
}

extension Double {
    /// The number in its shortest form: whole numbers below 10¹⁵ without a decimal point,
    /// others as Swift prints them ("0.5", "1e+19", "inf", "nan"), with no conversion to an
    /// integer that could trap.
    var reportText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
