import AutoLayout
import Foundation
import LayoutSpec
import Wireframe

extension BuiltLayout {
    /// The layout's figure, captioned with `title`, the device and orientation (or the
    /// window's size when it stands for no device), the size classes, the scale and a
    /// right-to-left direction; the frame the spec writes for a view laid out by constraints
    /// is checked, so a view layout moved from it is marked misplaced.
    ///
    /// - Complexity: O(views + constraints), plus an ambiguity test per view.
    public func figure(title: String, layers: Set<FigureLayer> = Set(FigureLayer.allCases), theme: Theme = .light) -> Figure {
        let options = LayoutFigureOptions(
            layers: layers, theme: theme, caption: caption(title: title),
            specifiedFrames: specifiedFrames.sorted { $0.key < $1.key }.compactMap { id, frame in
                view(withID: id).map { ($0, frame) }
            })
        return Figure(layoutOf: window, options: options)
    }

    /// "Login", "iPhone SE (1st generation) · landscape", "wC hC · @2x · right to left · AX3
    /// text · Liquid Glass" (the text size when it is not the default, Large; the design when
    /// it is not the classic one).
    private func caption(title: String) -> Caption {
        let size = window.bounds.size
        let device = window.device.map { "\($0.displayName) · \(window.orientation.rawValue)" }
            ?? "\(Int(size.width)) × \(Int(size.height)) pt"
        let traits = window.traitCollection
        let direction = traits.layoutDirection == .rightToLeft ? ["right to left"] : []
        let category = traits.preferredContentSizeCategory
        let textSize = category == .large ? [] : ["\(category.shortName) text"]
        let design = window.design == .liquidGlass ? ["Liquid Glass"] : []
        return Caption(title: title, device: device,
                       traits: [traits.sizeClassDescription, "@\(Int(traits.displayScale))x"] + direction + textSize + design)
    }
}
