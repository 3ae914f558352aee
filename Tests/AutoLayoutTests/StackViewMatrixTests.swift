@testable import AutoLayout
import Foundation
import Testing

/// Every combination of 2 axes × 6 alignments × 5 distributions × spacing {0, 20} × {the
/// three T5 views, the same with the middle one hidden}: 240 stacks, each free but for its
/// top-left corner, each checked against what its configuration promises; and a
/// representative subset against frames derived by hand.
@Suite struct StackViewMatrixTests {
    struct Case: CustomStringConvertible, Sendable {
        let axis: LayoutAxis
        let alignment: StackView.Alignment
        let distribution: StackView.Distribution
        let spacing: CGFloat
        let hidesMiddle: Bool

        var description: String {
            "\(axis) \(alignment) \(distribution) spacing \(spacing)\(hidesMiddle ? " middle hidden" : "")"
        }

        static let all: [Case] = LayoutAxis.allCases.flatMap { axis in
            StackView.Alignment.allCases.flatMap { alignment in
                StackView.Distribution.allCases.flatMap { distribution in
                    [CGFloat(0), 20].flatMap { spacing in
                        [false, true].map { Case(axis: axis, alignment: alignment, distribution: distribution,
                                                 spacing: spacing, hidesMiddle: $0) }
                    }
                }
            }
        }

        /// The stack and its views, laid out.
        func layOut() -> (StackView, [SizedView]) {
            let views = makeT5Views()
            views[1].isHidden = hidesMiddle
            let stack = StackView(arrangedSubviews: views)
            stack.axis = axis
            stack.alignment = alignment
            stack.distribution = distribution
            stack.spacing = spacing
            placeStack(stack).layoutIfNeeded()
            return (stack, views)
        }
    }

    @Test func caseCount() {
        #expect(Case.all.count == 240)
    }

    /// The invariants: nothing broken; the first and last visible views at the stack's ends;
    /// visible neighbours exactly the spacing apart (at least, for the equal-spacing
    /// distributions); lengths as the distribution says; hidden views without length; every
    /// view placed across the axis as the alignment says, the stack as wide as the widest.
    @Test(arguments: Case.all)
    func invariants(_ testCase: Case) {
        let (stack, views) = testCase.layOut()
        let axis = testCase.axis, cross = axis.crossing
        let tolerance: CGFloat = 0.001
        #expect(stack.layoutDiagnostics.isEmpty)
        let visible = views.filter { !$0.isHidden }
        let along = visible.map { Span($0.frame, axis) }
        let intrinsic = visible.map { axis.length(of: $0.size) }
        let stackLength = axis.length(of: stack.frame.size), stackBreadth = cross.length(of: stack.frame.size)

        #expect(abs(along.first!.start) < tolerance)
        #expect(abs(along.last!.end - stackLength) < tolerance)
        let gaps = zip(along, along.dropFirst()).map { $1.start - $0.end }
        for gap in gaps {
            if testCase.distribution.hasGapGuides {
                #expect(gap >= testCase.spacing - tolerance)
            } else {
                #expect(abs(gap - testCase.spacing) < tolerance)
            }
        }
        let lengths = along.map(\.length)
        switch testCase.distribution {
        case .fill, .fillProportionally:
            // Free to grow, the stack gives every view its intrinsic length (for a
            // proportional fill, the one length that keeps every proportion).
            #expect(zip(lengths, intrinsic).allSatisfy { abs($0 - $1) < tolerance })
        case .fillEqually:
            #expect(lengths.allSatisfy { abs($0 - intrinsic.max()!) < tolerance })
        case .equalSpacing:
            #expect(gaps.allSatisfy { abs($0 - testCase.spacing) < tolerance })
            #expect(zip(lengths, intrinsic).allSatisfy { abs($0 - $1) < tolerance })
        case .equalCentering:
            let centres = along.map(\.center)
            let distances = zip(centres, centres.dropFirst()).map { $1 - $0 }
            #expect(distances.allSatisfy { abs($0 - distances[0]) < tolerance })
        }
        for view in views where view.isHidden {
            #expect(Span(view.frame, axis).length == 0)
        }

        let widest = visible.map { cross.length(of: $0.size) }.max()!
        #expect(abs(stackBreadth - widest) < tolerance)
        for view in views {
            let span = Span(view.frame, cross), natural = cross.length(of: view.size)
            switch testCase.alignment.alignedEdges(stackAxis: axis) {
            case AlignedEdges(start: true, end: true):
                #expect(abs(span.start) < tolerance && abs(span.length - stackBreadth) < tolerance)
            case AlignedEdges(start: true), AlignedEdges(baseline: .firstBaseline):
                // A plain view's first baseline is its top edge.
                #expect(abs(span.start) < tolerance && abs(span.length - natural) < tolerance)
            case AlignedEdges(end: true), AlignedEdges(baseline: .lastBaseline):
                // A plain view's last baseline is its bottom edge.
                #expect(abs(span.end - stackBreadth) < tolerance && abs(span.length - natural) < tolerance)
            default:
                #expect(abs(span.center - stackBreadth / 2) < tolerance && abs(span.length - natural) < tolerance)
            }
        }
    }

    /// Vertical, fill, fill equally, spacing 20: every height h ≥ 200 (v0's resistance) and
    /// hugging wants it small, h = 200; rows 20 apart; every width the widest, 160.
    @Test func verticalFillEquallySpaced() {
        let (stack, views) = Case(axis: .vertical, alignment: .fill, distribution: .fillEqually,
                                  spacing: 20, hidesMiddle: false).layOut()
        expectFrame(stack.frame, 100, 100, 160, 640)
        expectFrames(views, [(0, 0, 160, 200), (0, 220, 160, 200), (0, 440, 160, 200)])
    }

    /// Vertical, center, equal centering, spacing 20, v1 hidden: one gap only, so no equal
    /// centring to keep; the canvas fit (49) closes the gap to its minimum, 20: v2 at 220, the
    /// stack 270 high. Across, centred in 160: v2 at x 60. (v1's place along the axis is
    /// only bounded below, at priority 50, so it is not checked.)
    @Test func verticalCenterEqualCenteringHidden() {
        let (stack, views) = Case(axis: .vertical, alignment: .center, distribution: .equalCentering,
                                  spacing: 20, hidesMiddle: true).layOut()
        expectFrame(stack.frame, 100, 100, 160, 270)
        expectFrame(views[0].frame, 0, 0, 160, 200)
        expectFrame(views[2].frame, 60, 220, 40, 50)
        #expect(views[1].frame.minX == 40 && views[1].frame.height == 0)
    }

    /// Horizontal, bottom, equal spacing, spacing 20: the canvas fit closes both gaps to 20;
    /// the bottoms at 200.
    @Test func horizontalTrailingEqualSpacing() {
        let (stack, views) = Case(axis: .horizontal, alignment: .trailing, distribution: .equalSpacing,
                                  spacing: 20, hidesMiddle: false).layOut()
        expectFrame(stack.frame, 100, 100, 320, 200)
        expectFrames(views, [(0, 0, 160, 200), (180, 100, 80, 100), (280, 150, 40, 50)])
    }

    /// Horizontal, last baseline, fill proportionally, spacing 20, v1 hidden: the denominator
    /// is 160 + 40 + 20 × (2 − 1) = 220, so the width W gives v0 160W/220 and v2 40W/220; the
    /// chain W = 160W/220 + 20 + 40W/220 gives W = 220: v0 160, v2 40 from 180. v1 hangs
    /// after v0 at half the spacing (x 170) with no width, its baseline (bottom) with the
    /// others at 200.
    @Test func horizontalLastBaselineProportionalHidden() {
        let (stack, views) = Case(axis: .horizontal, alignment: .lastBaseline, distribution: .fillProportionally,
                                  spacing: 20, hidesMiddle: true).layOut()
        expectFrame(stack.frame, 100, 100, 220, 200)
        expectFrames(views, [(0, 0, 160, 200), (170, 100, 0, 100), (180, 150, 40, 50)])
    }

    /// Vertical, first baseline (the leading edges, in a vertical stack), fill, no spacing,
    /// v1 hidden: v0 then v2 at 200; v1 at 200 with no height, at the leading edge with its
    /// own width; the spanner makes the stack as wide as v0.
    @Test func verticalFirstBaselineHidden() {
        let (stack, views) = Case(axis: .vertical, alignment: .firstBaseline, distribution: .fill,
                                  spacing: 0, hidesMiddle: true).layOut()
        expectFrame(stack.frame, 100, 100, 160, 250)
        expectFrames(views, [(0, 0, 160, 200), (0, 200, 80, 0), (0, 200, 40, 50)])
    }
}

/// A frame's extent along one axis.
struct Span {
    let start: CGFloat
    let length: CGFloat

    init(_ frame: CGRect, _ axis: LayoutAxis) {
        start = axis == .horizontal ? frame.minX : frame.minY
        length = axis.length(of: frame.size)
    }

    var end: CGFloat { start + length }
    var center: CGFloat { start + length / 2 }
}
