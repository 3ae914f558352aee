@testable import AutoLayout
import Foundation
import Testing

/// The published stack-view vectors (T5 in research/uikit-semantics.md §4, from kean's "Let's
/// Build UIStackView"): three views with intrinsic sizes 160 × 200, 80 × 100 and 40 × 50
/// (hugging 250, compression resistance 750) in a horizontal stack with no spacing, the stack
/// pinned at (100, 100) and otherwise free. Frames are in the stack's coordinates; each test
/// derives them from the constraints the stack makes and the priorities' strict order.
@Suite struct StackViewT5Tests {
    /// Lays out a T5 stack configured by `configure`, which may add constraints of its own.
    private func layOut(_ configure: (StackView) -> Void = { _ in }) -> (StackView, [SizedView]) {
        let views = makeT5Views()
        let stack = StackView(arrangedSubviews: views)
        configure(stack)
        placeStack(stack).layoutIfNeeded()
        return (stack, views)
    }

    // MARK: Distributions (alignment fill)

    /// Fill: `UISV-spacing` chains the views edge to edge (spacing 0); nothing stretches them,
    /// so each keeps its intrinsic width (hugging and resistance both hold): 160 + 80 + 40 =
    /// 280. Across, fill ties every top and bottom to the first view's; a common height h must
    /// be ≥ 200 (v0's resistance, 750), and hugging (250) then wants it as small as possible:
    /// h = 200.
    @Test func fill() {
        let (stack, views) = layOut()
        expectFrame(stack.frame, 100, 100, 280, 200)
        expectFrames(views, [(0, 0, 160, 200), (160, 0, 80, 200), (240, 0, 40, 200)])
    }

    /// Fill equally: `UISV-fill-equally` makes every width w; resistance (750) needs w ≥ 160,
    /// hugging (250) wants it small: w = 160, the largest intrinsic width, as Apple documents.
    @Test func fillEqually() {
        let (stack, views) = layOut { $0.distribution = .fillEqually }
        expectFrame(stack.frame, 100, 100, 480, 200)
        expectFrames(views, [(0, 0, 160, 200), (160, 0, 160, 200), (320, 0, 160, 200)])
    }

    /// Fill proportionally in a stack 200 wide: the denominator is 160 + 80 + 40 + 0 = 280,
    /// so the widths are 200 × 160/280 = 114.286, 200 × 80/280 = 57.143 and 200 × 40/280 =
    /// 28.571, at 999, 998 and 997, above compression resistance.
    @Test func fillProportionallyAtWidth200() {
        let (stack, views) = layOut {
            $0.distribution = .fillProportionally
            $0.widthAnchor.constraint(equalToConstant: 200).isActive = true
        }
        let widths: [CGFloat] = [200 * 160 / 280, 200 * 80 / 280, 200 * 40 / 280]
        expectFrame(stack.frame, 100, 100, 200, 200)
        expectFrames(views, [(0, 0, widths[0], 200), (widths[0], 0, widths[1], 200),
                             (widths[0] + widths[1], 0, widths[2], 200)])
        #expect(abs(widths[0] - 114.286) < 0.001 && abs(widths[1] - 57.143) < 0.001 && abs(widths[2] - 28.571) < 0.001)
    }

    /// Fill proportionally with the stack free: width W gives the views 160W/280, 80W/280 and
    /// 40W/280; hugging and resistance both hold at W = 280, the intrinsic widths.
    @Test func fillProportionallyUnconstrained() {
        let (stack, views) = layOut { $0.distribution = .fillProportionally }
        expectFrame(stack.frame, 100, 100, 280, 200)
        expectFrames(views, [(0, 0, 160, 200), (160, 0, 80, 200), (240, 0, 40, 200)])
    }

    /// Equal spacing with the stack free: the gaps (≥ 0) are equal and `UISV-canvas-fit` (49)
    /// pulls the stack to its narrowest, with the views at their intrinsic widths (hugging 250
    /// beats 49): gaps 0, as fill.
    @Test func equalSpacingUnconstrained() {
        let (stack, views) = layOut { $0.distribution = .equalSpacing }
        expectFrame(stack.frame, 100, 100, 280, 200)
        expectFrames(views, [(0, 0, 160, 200), (160, 0, 80, 200), (240, 0, 40, 200)])
    }

    /// Equal spacing 400 wide: the two gaps share 400 − 280 = 120: 60 each.
    @Test func equalSpacingAtWidth400() {
        let (_, views) = layOut {
            $0.distribution = .equalSpacing
            $0.widthAnchor.constraint(equalToConstant: 400).isActive = true
        }
        expectFrames(views, [(0, 0, 160, 200), (220, 0, 80, 200), (360, 0, 40, 200)])
    }

    /// Equal centering with the stack free: the centres are 80, 80 + g and 80 + 2g (equal
    /// centre gaps at 149). The edges must not overlap: 80 + g − 40 ≥ 160 gives g ≥ 120, and
    /// 80 + 2g − 20 ≥ 80 + g + 40 gives g ≥ 60. Canvas fit (49) wants the stack, 80 + 2g + 20
    /// wide, as narrow as possible: g = 120, the stack 340 wide, the views at 0, 160 and 300.
    @Test func equalCenteringUnconstrained() {
        let (stack, views) = layOut { $0.distribution = .equalCentering }
        expectFrame(stack.frame, 100, 100, 340, 200)
        expectFrames(views, [(0, 0, 160, 200), (160, 0, 80, 200), (300, 0, 40, 200)])
    }

    /// Equal centering 400 wide: the last centre is at 400 − 20 = 380 = 80 + 2g, so g = 150:
    /// centres 80, 230 and 380, the views at 0, 190 and 360 (gaps 30 and 90, both ≥ 0).
    @Test func equalCenteringAtWidth400() {
        let (_, views) = layOut {
            $0.distribution = .equalCentering
            $0.widthAnchor.constraint(equalToConstant: 400).isActive = true
        }
        expectFrames(views, [(0, 0, 160, 200), (190, 0, 80, 200), (360, 0, 40, 200)])
    }

    // MARK: Alignments (distribution fill)

    /// Leading (top): the tops are aligned and tied to the stack's; the spanner reaches the
    /// lowest bottom and ends at the stack's bottom, its fit (51) pulling it to 200. Heights
    /// stay intrinsic: resistance 750 and hugging 250 beat the suppression at 25.
    @Test func leading() {
        let (stack, views) = layOut { $0.alignment = .top }
        expectFrame(stack.frame, 100, 100, 280, 200)
        expectFrames(views, [(0, 0, 160, 200), (160, 0, 80, 100), (240, 0, 40, 50)])
    }

    /// Center: the centres are aligned with the stack's; the spanner (both edges free) spans
    /// the tallest view, 200: centres at 100, tops at 0, 50 and 75.
    @Test func center() {
        let (stack, views) = layOut { $0.alignment = .center }
        expectFrame(stack.frame, 100, 100, 280, 200)
        expectFrames(views, [(0, 0, 160, 200), (160, 50, 80, 100), (240, 75, 40, 50)])
    }

    /// Trailing (bottom): the bottoms are aligned at the stack's bottom, 200 down: tops 0,
    /// 100 and 150.
    @Test func trailing() {
        let (stack, views) = layOut { $0.alignment = .bottom }
        expectFrame(stack.frame, 100, 100, 280, 200)
        expectFrames(views, [(0, 0, 160, 200), (160, 100, 80, 100), (240, 150, 40, 50)])
    }

    /// First baseline: a plain view's first baseline is its top edge (UIKit's
    /// `forFirstBaselineLayout`), so the tops line up; the stack is 200 high, the views as for
    /// top alignment.
    @Test func firstBaseline() {
        let (stack, views) = layOut { $0.alignment = .firstBaseline }
        expectFrame(stack.frame, 100, 100, 280, 200)
        expectFrames(views, [(0, 0, 160, 200), (160, 0, 80, 100), (240, 0, 40, 50)])
    }

    /// Last baseline: the same bottoms; the spanner starts at the stack's top and the stack's
    /// bottom is at least v0's, pulled up to it by the canvas fit.
    @Test func lastBaseline() {
        let (stack, views) = layOut { $0.alignment = .lastBaseline }
        expectFrame(stack.frame, 100, 100, 280, 200)
        expectFrames(views, [(0, 0, 160, 200), (160, 100, 80, 100), (240, 150, 40, 50)])
    }

    // MARK: Hidden, margins, baselines, a single view

    /// v1 hidden, spacing 20: v0 and v2 are chained directly (20 apart); v1 has no width
    /// (999.999) and hangs after v0 at half the spacing (50): x = 170. Across it is still
    /// aligned with v0 (fill: 200 high). The stack is 160 + 20 + 40 = 220 wide.
    @Test func hiddenView() {
        let (stack, views) = layOut {
            $0.spacing = 20
            $0.arrangedSubviews[1].isHidden = true
        }
        expectFrame(stack.frame, 100, 100, 220, 200)
        expectFrames(views, [(0, 0, 160, 200), (170, 0, 0, 200), (180, 0, 40, 200)])
    }

    /// Margins-relative with the stack's default margins: they are zero (UIKit's
    /// `initWithFrame:` sets them so), so the frames are fill's.
    @Test func marginsRelativeWithDefaultMargins() {
        let (stack, views) = layOut { $0.isLayoutMarginsRelativeArrangement = true }
        #expect(stack.layoutMargins == .zero)
        expectFrame(stack.frame, 100, 100, 280, 200)
        expectFrames(views, [(0, 0, 160, 200), (160, 0, 80, 200), (240, 0, 40, 200)])
    }

    /// Margins-relative with margins top 10, left 20, bottom 30, right 40: the views are laid
    /// out in the margins guide, so the stack is 20 + 280 + 40 = 340 by 10 + 200 + 30 = 240
    /// and the views start at (20, 10).
    @Test func marginsRelativeWithMargins() {
        let (stack, views) = layOut {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        }
        expectFrame(stack.frame, 100, 100, 340, 240)
        expectFrames(views, [(20, 10, 160, 200), (180, 10, 80, 200), (260, 10, 40, 200)])
    }

    /// Baseline-relative, vertical: the spacing runs from one view's last baseline to the
    /// next one's first baseline, and a plain view's last baseline is its bottom and its first
    /// its top, so the views follow each other edge to edge (spacing 0): v0 from 0 to 200, v1
    /// from 200, v2 from 300, the stack 350 high. Across, fill makes every width the largest
    /// intrinsic one, 160.
    @Test func baselineRelativeVertical() {
        let (stack, views) = layOut {
            $0.axis = .vertical
            $0.isBaselineRelativeArrangement = true
        }
        expectFrame(stack.frame, 100, 100, 160, 350)
        expectFrames(views, [(0, 0, 160, 200), (0, 200, 160, 100), (0, 300, 160, 50)])
    }

    /// One view, centred, the stack 300 high: the view's centre is the stack's (150), its top
    /// at 150 − 100 = 50; it stays inside the stack (`<=`/`>=` connections, no spanner).
    @Test func singleViewCentered() {
        let view = SizedView(160, 200, "v0")
        let stack = StackView(arrangedSubviews: [view])
        stack.alignment = .center
        stack.heightAnchor.constraint(equalToConstant: 300).isActive = true
        placeStack(stack).layoutIfNeeded()
        expectFrame(stack.frame, 100, 100, 160, 300)
        expectFrame(view.frame, 0, 50, 160, 200)
    }

    /// One view, centred, the stack free: the canvas fit (49) pulls the stack onto the view.
    @Test func singleViewCenteredUnconstrained() {
        let view = SizedView(160, 200, "v0")
        let stack = StackView(arrangedSubviews: [view])
        stack.alignment = .center
        placeStack(stack).layoutIfNeeded()
        expectFrame(stack.frame, 100, 100, 160, 200)
        expectFrame(view.frame, 0, 0, 160, 200)
    }
}
