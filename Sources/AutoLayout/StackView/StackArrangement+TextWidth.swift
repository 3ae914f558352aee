import Foundation

extension StackArrangement {
    /// `UISV-text-width-disambiguation`: in a horizontal stack that fills, or spaces equally,
    /// a label that wraps could take any width (its height follows from it), so each such
    /// label is given an equal share of the canvas's width: `label.width == canvas.width / n
    /// − spacing × (n − 1) / n` for *n* visible subviews, just above the label's hugging and
    /// compression resistance (the larger plus 10, at most 999: 760 for a default label).
    ///
    /// This is the variant whose numbers UIKit logs show (kean's iOS 10 dumps); current UIKit
    /// has a second, `<=` one for apps built with newer SDKs (docs/stack-views.md).
    func generateTextWidthDisambiguation() {
        guard axis == .horizontal, stack.distribution != .fillEqually, stack.distribution != .fillProportionally
        else { return }
        let count = CGFloat(visibleIndices.count)
        let multiplier = count > 0 ? 1 / count : 0
        let constant = count > 0 ? -stack.numericSpacing * (count - 1) / count : 0
        for (index, item) in items.enumerated() where item.wrapsText {
            let resistance = max(item.contentCompressionResistancePriority(for: .horizontal),
                                 item.contentHuggingPriority(for: .horizontal))
            let priority = LayoutPriority(min(resistance.rawValue + 10, 999))
            require("UISV-text-width-disambiguation", index: index,
                    relate(item, .width, to: canvas, multiplier: multiplier, constant: constant), priority: priority)
        }
    }
}

extension View {
    /// Whether the view is a label whose text wraps (UIKit's
    /// `_ola_isCandidateForMultilineTextWidthDisambiguationWhenArranged`).
    var wrapsText: Bool { (self as? Label)?.numberOfLines ?? 1 != 1 }
}
