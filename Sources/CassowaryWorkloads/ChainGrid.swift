import Cassowary

extension Workload {
    /// The grid's geometry (`workloads.md` §1): 40×20 buttons in rows of 10, 8 pt apart, with
    /// a 16 pt margin, in a root 520 pt wide.
    private enum Grid {
        static let columns = 10
        static let rootWidth = 520.0
        static let margin = 16.0
        static let spacing = 8.0
        static let buttonWidth = 40.0
        static let buttonHeight = 20.0
        /// Apple's minimum tap target, preferred at priority 750 against the required 40 pt:
        /// a violated optional constraint in every view.
        static let minimumTapWidth = 44.0
        static let tapPriority: Priority = 750
        /// The number of resize steps of W4.
        static let resizeStepCount = 100
    }

    /// W1 "chain-grid N": `views` buttons of fixed size in rows of 10, each placed after the
    /// previous one or under the previous row, in a root of fixed size.
    public static func chainGrid(views count: Int) -> Workload {
        chainGrid(views: count, resizable: false)
    }

    /// W4 "resize N": W1 with the root's width an edit variable of strength strong instead of
    /// a constraint, suggested 520 once built and then 100 widths from 320 to 1020.
    public static func resize(views count: Int) -> Workload {
        chainGrid(views: count, resizable: true)
    }

    private static func chainGrid(views count: Int, resizable: Bool) -> Workload {
        var builder = WorkloadBuilder()
        let root = builder.makeView(named: "root")
        builder.add(root.left == 0)
        builder.add(root.top == 0)
        if !resizable { builder.add(root.width == Grid.rootWidth) }
        // Rows of 20 pt buttons 8 pt apart, with 16 pt margins: 28 pt a row, plus 24.
        let rows = (count + Grid.columns - 1) / Grid.columns
        builder.add(root.height == Double(28 * rows + 24))
        var views: [View] = []
        views.reserveCapacity(count)
        for index in 0..<count {
            let (row, column) = index.quotientAndRemainder(dividingBy: Grid.columns)
            let view = builder.makeView(named: "v\(index)")
            builder.add(view.width == Grid.buttonWidth)
            builder.add(view.height == Grid.buttonHeight)
            if column == 0 {
                builder.add(view.left == root.left + Grid.margin)
            } else {
                builder.add(view.left == views[index - 1].right + Grid.spacing)
            }
            if column > 0 {
                builder.add(view.top == views[index - 1].top)
            } else if row == 0 {
                builder.add(view.top == root.top + Grid.margin)
            } else {
                builder.add(view.top == views[index - Grid.columns].bottom + Grid.spacing)
            }
            builder.add(view.width >= Grid.minimumTapWidth, priority: Grid.tapPriority)
            if column == Grid.columns - 1 || index == count - 1 {
                builder.add(view.right <= root.right - Grid.margin)
            }
            views.append(view)
        }
        guard resizable else {
            return Workload(kind: .chainGrid, size: count, variables: builder.variables, constraints: builder.constraints)
        }
        return Workload(
            kind: .resize, size: count, variables: builder.variables, constraints: builder.constraints,
            editVariables: [EditVariable(variable: root.width, priority: .strong)],
            initialSuggestions: [Suggestion(variable: root.width, value: Grid.rootWidth)],
            resizeSteps: (0..<Grid.resizeStepCount).map { step in
                // 320 + (271 j mod 701): a deterministic walk over 320…1020, a quarter of it
                // below the 504 pt the grid needs.
                [Suggestion(variable: root.width, value: 320 + Double(271 * step % 701))]
            })
    }
}
