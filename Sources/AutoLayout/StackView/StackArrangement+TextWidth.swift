import Foundation

extension StackArrangement {
    /// `UISV-text-width-disambiguation`: in a horizontal stack that fills, or spaces equally,
    /// labels that wrap, side by side, could share the width any way (each one's height
    /// follows from its width), so when there are two or more, each may be at most an equal
    /// share of the canvas's width: `label.width <= canvas.width / m − spacing × (m − 1) / m`
    /// for *m* visible wrapping labels, at 950, 951, … in order (steps of 25 / m when there
    /// are more than 25). One wrapping label gets nothing: its neighbours' hugging and
    /// resistance decide (docs/stack-views.md).
    ///
    /// This is current UIKit's "improved" variant (`-[_UIOrderedLayoutArrangement
    /// _preparedImprovedMultilineTextWidthDisambiguationConstraintForItem:…]`); the older
    /// `==` one, for apps linked against old SDKs, is not modelled (docs/stack-views.md).
    func generateTextWidthDisambiguation() {
        guard axis == .horizontal, stack.distribution != .fillEqually, stack.distribution != .fillProportionally
        else { return }
        let wrapping = items.indices.filter { items[$0].wrapsText }
        guard wrapping.count >= 2 else { return }
        let count = CGFloat(wrapping.filter { !items[$0].isHidden }.count)
        let multiplier = count > 0 ? 1 / count : 1
        let constant = count > 0 ? -stack.numericSpacing * (count - 1) / count : 0
        let step = min(25 / CGFloat(wrapping.count), 1)
        for (order, index) in wrapping.enumerated() {
            let priority = LayoutPriority(Float(min(950 + step * CGFloat(order), 1000)))
            require("UISV-text-width-disambiguation", index: index,
                    relate(items[index], .width, .lessThanOrEqual, to: canvas, multiplier: multiplier, constant: constant),
                    priority: priority)
        }
    }
}

extension View {
    /// Whether the view is a label whose text wraps (UIKit's
    /// `_ola_isCandidateForMultilineTextWidthDisambiguationWhenArranged`).
    var wrapsText: Bool { (self as? Label)?.numberOfLines ?? 1 != 1 }
}
