import AutoLayout
import Foundation

/// One line of a figure's legend: a sample of a mark, drawn by the same code as the mark, and
/// what it means.
enum LegendEntry: CaseIterable {
    case view, layoutMargins, safeArea, layoutGuide
    case statusBar, notch, dynamicIsland, homeIndicator
    case space, optional, alignment, equalSize, inequality, proportional, aspectRatio, merged
    case conflicting, misplaced, hiddenView, transformedFrame, outsideWindow

    /// What the mark means, in the words of Interface Builder's documentation.
    var text: String {
        switch self {
        case .view: "View (name · class)"
        case .layoutMargins: "Layout margins"
        case .safeArea: "Safe area"
        case .layoutGuide: "Layout guide"
        case .statusBar: "Status bar"
        case .notch: "Notch"
        case .dynamicIsland: "Dynamic Island"
        case .homeIndicator: "Home indicator"
        case .space: "Space or size, required"
        case .optional: "Optional, with its priority (@750)"
        case .alignment: "Alignment or 0-pt space"
        case .equalSize: "Equal widths or heights"
        case .inequality: "At least (≥) or at most (≤)"
        case .proportional: "Multiple of another (0.5 × a)"
        case .aspectRatio: "Aspect ratio (width:height)"
        case .merged: "Several on one line (a · b)"
        case .conflicting: "Conflicting or ambiguous"
        case .misplaced: "Misplaced: written frame"
        case .hiddenView: "Hidden arranged view"
        case .transformedFrame: "Frame of a transformed view"
        case .outsideWindow: "Outside the window (clipped)"
        }
    }

    /// The entries that explain `marks`, in the legend's fixed order, with the one for content
    /// outside the window when some reaches outside it.
    ///
    /// - Complexity: O(m) in the number of marks.
    static func entries(explaining marks: [Mark], reachingOutsideWindow: Bool = false) -> [LegendEntry] {
        var used: Set<LegendEntry> = reachingOutsideWindow ? [.outsideWindow] : []
        for mark in marks {
            switch mark {
            case .view(let view):
                used.insert(.view)
                if !view.transform.isIdentity { used.insert(.transformedFrame) }
                used.formUnion(entries(for: view.status))
            case .layoutMargins: used.insert(.layoutMargins)
            case .safeArea: used.insert(.safeArea)
            case .layoutGuide: used.insert(.layoutGuide)
            case .constraint(let constraint):
                used.formUnion(entries(for: constraint))
            case .misplacedFrame: used.insert(.misplaced)
            case .hiddenView: used.insert(.hiddenView)
            case .deviceChrome(let chrome, _):
                if chrome.statusBar != nil { used.insert(.statusBar) }
                switch chrome.sensorHousing?.kind {
                case .notch: used.insert(.notch)
                case .dynamicIsland: used.insert(.dynamicIsland)
                case nil: break
                }
                if chrome.homeIndicator != nil { used.insert(.homeIndicator) }
            }
        }
        return allCases.filter(used.contains)
    }

    /// The entries a constraint mark needs: its shape, and what its label says.
    private static func entries(for constraint: ConstraintMark) -> Set<LegendEntry> {
        var used: Set<LegendEntry> = switch constraint.kind {
        case .aspectRatio: [.aspectRatio]
        case _ where constraint.isPlain: [.alignment]
        default: [.space]
        }
        if constraint.showsEqualSizeBadge { used.insert(.equalSize) }
        if constraint.kind != .aspectRatio && constraint.isProportional { used.insert(.proportional) }
        if constraint.isMerged { used.insert(.merged) }
        if !constraint.isRequired { used.insert(.optional) }
        if constraint.hasInequality { used.insert(.inequality) }
        return used.union(entries(for: constraint.status))
    }

    private static func entries(for status: ConstraintStatus) -> Set<LegendEntry> {
        switch status {
        case .satisfied: []
        case .conflicting, .ambiguous: [.conflicting]
        case .misplaced: [.misplaced]
        }
    }

    /// The sample, drawn in `frame` by the theme's own mark drawing.
    func sample(in frame: CGRect, theme: Theme, measuredBy measurer: PangoTextMeasurer) -> [Scene.Item] {
        func shapes(_ mark: Mark) -> [Scene.Item] {
            theme.drawing(of: mark, measuredBy: measurer, haloed: false).shapes.map(\.item)
        }
        /// A bar across the middle, `inset` in from each side.
        func bar(kind: ConstraintMark.Kind = .space, priority: Double = 1000, status: ConstraintStatus = .satisfied,
                 inset: CGFloat = 0) -> [Scene.Item] {
            shapes(.constraint(ConstraintMark(from: CGPoint(x: frame.minX + inset, y: frame.midY), to: CGPoint(x: frame.maxX - inset, y: frame.midY),
                                              kind: kind, priority: priority, status: status)))
        }
        /// A short text in the constants' font and colour, centred.
        func sampleText(_ text: String) -> [Scene.Item] {
            [.text(Scene.Text(text, font: theme.constantFont, color: theme.satisfied,
                              placement: .anchored(at: CGPoint(x: frame.midX, y: frame.midY), anchor: .center)))]
        }
        func badge(_ symbol: String) -> [Scene.Item] {
            let content = LabelContent(
                text: nil, badge: symbol, font: theme.constantFont, color: theme.satisfied,
                plate: nil, badgeFill: theme.satisfied, theme: theme, measuredBy: measurer
            )
            let origin = CGPoint(x: frame.midX - content.size.width / 2, y: frame.midY - content.size.height / 2)
            return content.items(in: CGRect(origin: PixelGrid.wholePoints(origin), size: content.size))
        }
        let swatch = frame.insetBy(dx: 2, dy: 1)
        let surface = Scene.Item.rectangle(Scene.Rectangle(frame: swatch, fill: theme.surface))
        switch self {
        case .view: return shapes(.view(ViewMark(frame: swatch, identifier: "", kind: "")))
        // Tints are shown on the window's surface, as they appear in the figure.
        // Bands wider than the hatching, so that the tint itself shows at their outer edge.
        case .layoutMargins: return [surface] + shapes(.layoutMargins(frame: swatch, marginsFrame: swatch.insetBy(dx: 9, dy: 3)))
        case .safeArea: return [surface] + shapes(.safeArea(frame: swatch.insetBy(dx: 0, dy: 3), viewFrame: swatch))
        case .layoutGuide: return shapes(.layoutGuide(frame: swatch, identifier: ""))
        // The device's parts on a piece of window, in their own colours.
        case .statusBar:
            let battery = CGRect(x: swatch.midX - 8, y: swatch.midY - 4, width: 16, height: 8)
            return [surface,
                    .rectangle(Scene.Rectangle(frame: battery.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 2,
                                               stroke: theme.hairline(theme.deviceChrome.withAlpha(0.5)))),
                    .rectangle(Scene.Rectangle(frame: battery.insetBy(dx: 2, dy: 2), cornerRadius: 1, fill: theme.deviceChrome))]
        case .notch:
            return [surface, .rectangle(Scene.Rectangle(frame: CGRect(x: swatch.midX - 8, y: swatch.minY, width: 16, height: 6),
                                                        cornerRadius: 2, fill: theme.sensorHousing))]
        case .dynamicIsland:
            return [surface, .rectangle(Scene.Rectangle(frame: CGRect(x: swatch.midX - 8, y: swatch.minY + 2, width: 16, height: 6),
                                                        cornerRadius: 3, fill: theme.sensorHousing))]
        case .homeIndicator:
            return [surface, .rectangle(Scene.Rectangle(frame: CGRect(x: swatch.midX - 8, y: swatch.maxY - 5, width: 16, height: 2),
                                                        cornerRadius: 1, fill: theme.deviceChrome))]
        case .space: return bar()
        case .optional: return bar(priority: 750)
        case .alignment: return bar(kind: .alignment)
        case .equalSize: return badge("=")
        case .inequality: return badge("≥")
        case .proportional: return sampleText("0.5 ×")
        case .aspectRatio:
            let corner = CGPoint(x: swatch.maxX, y: swatch.maxY)
            return shapes(.view(ViewMark(frame: swatch, identifier: "", kind: "")))
                + shapes(.constraint(ConstraintMark(from: CGPoint(x: corner.x - 9, y: corner.y), to: CGPoint(x: corner.x, y: corner.y - 9),
                                                    kind: .aspectRatio)))
        case .merged: return sampleText("= · ≥")
        // Both things IB draws red: a view in error, and a constraint on it.
        case .conflicting: return shapes(.view(ViewMark(frame: swatch, identifier: "", kind: "", status: .conflicting))) + bar(status: .conflicting, inset: 6)
        case .misplaced: return shapes(.misplacedFrame(swatch))
        case .hiddenView: return shapes(.hiddenView(frame: swatch, identifier: ""))
        case .transformedFrame:
            return shapes(.view(ViewMark(frame: swatch.insetBy(dx: 5, dy: 1), identifier: "", kind: "", transform: CGAffineTransform(rotationAngle: .pi / 9))))
        // A view faded by the veil, beyond the window's edge and its red flag.
        case .outsideWindow:
            let edge = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: theme.flagThickness)
            let view = CGRect(x: swatch.minX, y: edge.maxY + 2, width: swatch.width, height: frame.maxY - edge.maxY - 2)
            return shapes(.view(ViewMark(frame: view, identifier: "", kind: "", backgroundColor: theme.satisfied.withAlpha(0.3))))
                + [.rectangle(Scene.Rectangle(frame: view, fill: theme.offscreenVeil)),
                   .rectangle(Scene.Rectangle(frame: edge, fill: theme.conflicting))]
        }
    }
}
