import Foundation

/// The constraints a toolbar makes for its custom views, as `UIToolbar` places its items in
/// the row of item height at its bottom (below ``Toolbar/itemsTopInset``): each custom view
/// centred on the row, its frame as large as it was given when it is sized by its frame (the
/// bar sets frames, not alignment rectangles), and placed
/// along the row by the run of custom views and fixed spaces it belongs to. A run at the
/// start of the row begins at the toolbar's side margin (a fixed space there takes the
/// margin's place), a run at its end ends at the other margin, and a run between flexible
/// spaces is centred in the bar, whatever the items beyond them, as Xcode's frames show in
/// every such toolbar (docs/controls.md). The items the model knows no width of (a title, an
/// image, a system item) only separate runs.
struct ToolbarArrangement {
    let toolbar: Toolbar
    private let layout: GeneratedLayout

    init(_ toolbar: Toolbar) {
        self.toolbar = toolbar
        layout = GeneratedLayout(owner: toolbar)
    }

    /// A run of custom views and fixed spaces between two other slots (or an end of the row).
    private struct Run {
        var slots: [Toolbar.ItemSlot] = []
        var startsRow = false
        var endsRow = false
    }

    func generate() {
        var index = 0
        for run in runs() where run.slots.contains(where: \.isCustomView) {
            place(run, startingAt: &index)
        }
    }

    /// The runs of the row, in order.
    private func runs() -> [Run] {
        var runs: [Run] = [], current = Run(startsRow: true)
        for slot in toolbar.itemSlots {
            switch slot {
            case .customView, .fixedSpace:
                current.slots.append(slot)
            case .flexibleSpace, .item:
                runs.append(current)
                current = Run()
            }
        }
        current.endsRow = true
        runs.append(current)
        return runs
    }

    /// The constraints of one run's custom views; `index` numbers them across the bar.
    private func place(_ run: Run, startingAt index: inout Int) {
        let margin = toolbar.sideMargin
        var offset: CGFloat
        if run.startsRow {
            offset = run.slots.first?.isFixedSpace == true ? 0 : margin
        } else if run.endsRow {
            offset = -(run.slots.last?.isFixedSpace == true ? 0 : margin) - width(of: run.slots)
        } else {
            offset = -width(of: run.slots) / 2
        }
        let anchor: LayoutAttribute = run.startsRow ? .left : run.endsRow ? .right : .centerX
        for slot in run.slots {
            switch slot {
            case .fixedSpace(let width):
                offset += width
            case .customView(let view, let size):
                // The bar sets a frame: its alignment rectangle is inset by the view's own.
                let insets = size == nil ? EdgeInsets.zero : view.alignmentRectInsets
                layout.relate("UIToolbar-item-left", at: index, view, .left, to: toolbar, anchor, constant: offset + insets.left)
                layout.relate("UIToolbar-item-centerY", at: index, view, .centerY, to: toolbar,
                              constant: toolbar.itemsTopInset / 2 + (insets.top - insets.bottom) / 2)
                if let size {
                    layout.fix("UIToolbar-item-width", at: index, view, .width, constant: size.width - insets.left - insets.right)
                    layout.fix("UIToolbar-item-height", at: index, view, .height, constant: size.height - insets.top - insets.bottom)
                }
                offset += size?.width ?? view.alignmentFrame.width
                index += 1
            case .flexibleSpace, .item:
                break
            }
        }
    }

    /// The width of a run: its fixed spaces and its custom views (a view sized by its
    /// constraints, at its width of the last pass).
    private func width(of slots: [Toolbar.ItemSlot]) -> CGFloat {
        slots.reduce(0) { total, slot in
            switch slot {
            case .fixedSpace(let width): total + width
            case .customView(let view, let size): total + (size?.width ?? view.alignmentFrame.width)
            case .flexibleSpace, .item: total
            }
        }
    }
}
