@testable import AutoLayout
import Foundation
import Testing

/// Baselines: which arranged view a stack vends for its first and last baselines, baseline
/// alignment through a nested stack, and baseline-relative spacing, with labels measured by
/// the fixed-advance metrics at 2 pixels per point: a 17 pt line is 20.4, rounded up to 20.5
/// high, its baseline 0.95 × 17 = 16.15 below its top, 16 rounded to the pixel as a label's
/// baselines are; a 34 pt line 41 high, baseline 32.3, 32.5 rounded.
@Suite struct StackViewBaselineTests {
    private func label(_ text: String, _ size: CGFloat) -> Label {
        let label = Label(text: text)
        label.font = Font(size: size)
        label.identifier = text
        return label
    }

    /// Vertical stacks vend their first and last visible views; horizontal ones the first
    /// and last, or the tallest where the alignment leaves the others free of that baseline.
    @Test func vendedBaselineViews() {
        let small = label("small", 17), big = label("big", 34), hidden = label("hidden", 50)
        hidden.isHidden = true
        let stack = StackView(arrangedSubviews: [hidden, small, big])
        stack.axis = .vertical
        #expect(stack.baselineView(first: true) === small && stack.baselineView(first: false) === big)
        stack.axis = .horizontal
        let expectations: [(StackView.Alignment, View, View)] = [
            (.fill, small, big), (.leading, small, big), (.firstBaseline, small, big),
            (.center, big, big), (.trailing, big, big), (.lastBaseline, big, big),
        ]
        for (alignment, first, last) in expectations {
            stack.alignment = alignment
            #expect(stack.baselineView(first: true) === first && stack.baselineView(first: false) === last,
                    "\(alignment)")
        }
        stack.insertArrangedSubview(big, at: 1)
        stack.alignment = .leading
        #expect(stack.baselineView(first: false) === big)  // the tallest, not the last
    }

    /// A horizontal stack aligning first baselines of a vertical stack (whose first baseline
    /// is its first label's, 34 pt) and a 17 pt label: with the inner stack's top at 0, its
    /// baseline is at 32.5, so the label's top is at 32.5 − 16 = 16.5. The inner stack is
    /// 41 + 20.5 = 61.5 high and as wide as its wider label ("Ab" at 34 pt: 2 × 17 = 34); the
    /// label follows it, 2 × 8.5 = 17 wide. The spanner reaches the lowest bottom, 61.5.
    @Test func firstBaselineThroughANestedStack() {
        let inner = StackView(arrangedSubviews: [label("Ab", 34), label("Cd", 17)])
        inner.axis = .vertical
        let outside = label("Ef", 17)
        let stack = StackView(arrangedSubviews: [inner, outside])
        stack.alignment = .firstBaseline
        placeStack(stack).layoutIfNeeded()
        expectFrame(stack.frame, 100, 100, 51, 61.5)
        expectFrames([inner, outside], [(0, 0, 34, 61.5), (34, 16.5, 17, 20.5)])
    }

    /// Baseline-relative vertical spacing 30 between two 17 pt labels: the second's first
    /// baseline is 30 below the first's last, so its top is 30 below the first's top.
    @Test func baselineRelativeLabels() {
        let labels = [label("A", 17), label("B", 17)]
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.isBaselineRelativeArrangement = true
        stack.spacing = 30
        placeStack(stack).layoutIfNeeded()
        expectFrame(stack.frame, 100, 100, 8.5, 50.5)
        expectFrames(labels, [(0, 0, 8.5, 20.5), (0, 30, 8.5, 20.5)])
    }

    /// Hiding the nested stack's first label after a layout moves its first baseline to the
    /// second label's (17 pt): the incremental layout must follow, as a fresh one does. The
    /// inner stack is then 0 + 20.5 high below a hidden label hung at its top, and as wide as
    /// the visible label (17): the hidden one does not widen a filling stack; both labels'
    /// baselines are 16 below the tops, so everything starts at 0.
    @Test func nestedBaselineFollowsHiding() {
        let inner = StackView(arrangedSubviews: [label("Ab", 34), label("Cd", 17)])
        inner.axis = .vertical
        let outside = label("Ef", 17)
        let stack = StackView(arrangedSubviews: [inner, outside])
        stack.alignment = .firstBaseline
        let window = placeStack(stack)
        window.layoutIfNeeded()
        inner.arrangedSubviews[0].isHidden = true
        window.layoutIfNeeded()
        expectFrame(stack.frame, 100, 100, 34, 20.5)
        expectFrames([inner, outside], [(0, 0, 17, 20.5), (17, 0, 17, 20.5)])
    }

    /// Inserting a 34 pt label at the top of the nested stack after a layout makes its first
    /// baseline the stack's (32.5 down): the outside label follows, its top at 32.5 − 16 =
    /// 16.5, as in a fresh layout, not the first layout's baseline (now 41 + 16 down).
    @Test func nestedBaselineFollowsInsertion() {
        let inner = StackView(arrangedSubviews: [label("Cd", 17)])
        inner.axis = .vertical
        let outside = label("Ef", 17)
        let stack = StackView(arrangedSubviews: [inner, outside])
        stack.alignment = .firstBaseline
        let window = placeStack(stack)
        window.layoutIfNeeded()
        inner.insertArrangedSubview(label("Ab", 34), at: 0)
        window.layoutIfNeeded()
        expectFrame(stack.frame, 100, 100, 51, 61.5)
        expectFrames([inner, outside], [(0, 0, 34, 61.5), (34, 16.5, 17, 20.5)])
    }

    /// The baseline anchors of views: a 17 pt label whose first baseline sits on a 34 pt
    /// two-line label's last baseline. The big label's top is 100 and its lines are 40.8 apart
    /// (1.2 × 34), so its last baseline is 40.8 + 32.3 = 73.1, 73 rounded, below its top:
    /// 82 − 73 = 9 above its 82 pt bottom, at 173, and the small label's top 173 − 16 = 157. A
    /// plain view's last baseline is its bottom.
    @Test func baselineAnchorsOfViews() {
        let (window, root) = makeWindow()
        let big = addConstrainedView(label("Ab\nCd", 34), to: root, "big")
        big.numberOfLines = 0
        let small = addConstrainedView(label("Ef", 17), to: root, "small")
        let box = addConstrainedView(View(), to: root, "box")
        LayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor),
            small.firstBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
            box.leadingAnchor.constraint(equalTo: small.trailingAnchor), box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10), box.lastBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(big.frame, 0, 100, 34, 82)
        expectFrame(small.frame, 34, 157, 17, 20.5)
        expectFrame(box.frame, 51, 163, 10, 10)
    }
}
