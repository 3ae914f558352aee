import Cassowary

extension Workload {
    /// The intrinsic content size of a view and the priorities UIKit gives its content
    /// constraints (`NSContentSizeLayoutConstraint`).
    private struct IntrinsicSize {
        let width: Double
        let height: Double
        let hugging: Priority
        let compressionResistance: Priority

        /// A `UILabel` with placeholder text.
        static let label = IntrinsicSize(width: 50, height: 21, hugging: 251, compressionResistance: 750)
        /// A `UITextField`.
        static let field = IntrinsicSize(width: 97, height: 34, hugging: 250, compressionResistance: 749)
    }

    /// W2 "nested-forms N" (`workloads.md` §2): `count` copies of the Homepwner item-detail
    /// form of Big Nerd Ranch's *iOS Programming*, stacked down a 375 pt root, with the
    /// constraints UIKit generates for its stack views and intrinsic sizes.
    ///
    /// Each form is a vertical `UIStackView` (fill, fill, spacing 8) of three horizontal ones,
    /// each a label and a text field, and a date label. Only non-required intrinsic-size
    /// constraints fix a form's height, which is what makes the chain of forms hard for a
    /// dense tableau.
    public static func nestedForms(forms count: Int) -> Workload {
        var builder = WorkloadBuilder()
        let root = builder.makeView(named: "root")
        builder.add(root.left == 0)
        builder.add(root.top == 0)
        builder.add(root.width == 375)
        builder.add(root.height == Double(155 * count + 24))
        var previousStack: View?
        for form in 0..<count {
            let prefix = "f\(form)."
            let stack = builder.makeView(named: prefix + "stack")
            let rows = (1...3).map { builder.makeView(named: prefix + "row\($0)") }
            let labels = (1...3).map { builder.makeView(named: prefix + "label\($0)") }
            let fields = (1...3).map { builder.makeView(named: prefix + "field\($0)") }
            let date = builder.makeView(named: prefix + "date")

            // (A) The form's placement in the root.
            builder.add(stack.left == root.left + 16)
            builder.add(stack.right == root.right - 16)
            if let previousStack {
                builder.add(stack.top == previousStack.bottom + 8)
            } else {
                builder.add(stack.top == root.top + 16)
            }

            // (B) The vertical stack view of the three rows and the date.
            let arranged = rows + [date]
            builder.add(rows[0].top == stack.top)
            builder.add(rows[0].left == stack.left)
            builder.add(rows[0].right == stack.right)
            for (above, below) in zip(arranged, arranged.dropFirst()) {
                builder.add(below.top == above.bottom + 8)
            }
            for view in arranged.dropFirst() {
                builder.add(view.left == rows[0].left)
                builder.add(view.right == rows[0].right)
            }
            builder.add(date.bottom == stack.bottom)

            // (C) Each row's horizontal stack view of a label and a field.
            for (row, (label, field)) in zip(rows, zip(labels, fields)) {
                builder.add(label.left == row.left)
                builder.add(label.top == row.top)
                builder.add(label.bottom == row.bottom)
                builder.add(field.left == label.right + 8)
                builder.add(field.right == row.right)
                builder.add(field.top == label.top)
                builder.add(field.bottom == label.bottom)
            }

            // (D) The fields' leading edges, aligned in Interface Builder.
            builder.add(fields[1].left == fields[0].left)
            builder.add(fields[2].left == fields[0].left)

            // (E) Intrinsic content sizes: hugging and compression resistance, horizontal first.
            for label in labels + [date] { addIntrinsicSize(.label, of: label, to: &builder) }
            for field in fields { addIntrinsicSize(.field, of: field, to: &builder) }
            previousStack = stack
        }
        return Workload(kind: .nestedForms, size: count, variables: builder.variables, constraints: builder.constraints)
    }

    /// Adds UIKit's four content-size constraints of `view`: hug-H, CR-H, hug-V, CR-V.
    private static func addIntrinsicSize(_ size: IntrinsicSize, of view: View, to builder: inout WorkloadBuilder) {
        builder.add(view.width <= size.width, priority: size.hugging)
        builder.add(view.width >= size.width, priority: size.compressionResistance)
        builder.add(view.height <= size.height, priority: size.hugging)
        builder.add(view.height >= size.height, priority: size.compressionResistance)
    }
}
