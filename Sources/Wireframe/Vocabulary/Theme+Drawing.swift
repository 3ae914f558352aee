import Foundation

extension Theme {
    /// A mark's shapes and labels in this theme's colours, lines and type.
    ///
    /// - Parameters:
    ///   - measurer: measures label text, so candidates have the label's real size.
    ///   - haloed: whether a constraint's line gets its halo, which a figure asks for where the
    ///     line crosses a view's fill (elsewhere the halo is the colour already under it).
    /// - Complexity: O(1) per mark, plus measuring its label.
    public func drawing(of mark: Mark, measuredBy measurer: PangoTextMeasurer = PangoTextMeasurer(), haloed: Bool = true) -> MarkDrawing {
        switch mark {
        case .view(let view):
            viewDrawing(view, measuredBy: measurer)
        case .layoutMargins(let frame, let marginsFrame):
            marginsDrawing(frame: frame, marginsFrame: marginsFrame)
        case .safeArea(let frame, let viewFrame):
            safeAreaDrawing(frame, window: viewFrame)
        case .layoutGuide(let frame, let identifier):
            guideDrawing(frame: frame, identifier: identifier, measuredBy: measurer)
        case .constraint(let constraint):
            constraintDrawing(constraint, haloed: haloed, measuredBy: measurer)
        case .misplacedFrame(let frame):
            misplacedDrawing(frame: frame)
        case .hiddenView(let frame, let identifier):
            ghostDrawing(frame: frame, identifier: identifier, measuredBy: measurer)
        case .deviceChrome(let chrome, let backdrop):
            chromeDrawing(chrome, backdrop: backdrop ?? surface, measuredBy: measurer)
        }
    }

    /// A label of plain text on a plate, in the label font.
    func nameLabel(_ text: String, color: Color, measuredBy measurer: PangoTextMeasurer) -> LabelContent {
        LabelContent(
            text: text,
            font: labelFont,
            color: color,
            plate: labelPlate,
            badgeFill: color,
            theme: self,
            measuredBy: measurer
        )
    }

    /// A stroke of the theme's line width.
    func hairline(_ color: Color, dashes: [CGFloat]? = nil) -> Stroke {
        Stroke(color: color, width: lineWidth, style: dashes.map { .dashed(pattern: $0) } ?? .solid)
    }
}
