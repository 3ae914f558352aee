import AutoLayout
import Foundation

/// How a laid-out window becomes a figure.
public struct LayoutFigureOptions {
    /// The layers drawn; all of them by default.
    public var layers: Set<FigureLayer>
    public var theme: Theme
    public var caption: Caption?
    public var showsLegend: Bool
    /// Frames written by hand for views laid out by constraints (a spec's `frame`), in their
    /// superview's coordinates: where one differs from the solved frame, the figure marks it
    /// misplaced, as Interface Builder does.
    public var specifiedFrames: [(view: View, frame: CGRect)]

    public init(layers: Set<FigureLayer> = Set(FigureLayer.allCases), theme: Theme = .light, caption: Caption? = nil,
                showsLegend: Bool = true, specifiedFrames: [(view: View, frame: CGRect)] = []) {
        self.layers = layers
        self.theme = theme
        self.caption = caption
        self.showsLegend = showsLegend
        self.specifiedFrames = specifiedFrames
    }
}
