import Foundation
import TestSupport
import Testing

/// The feature fixtures' frames, each derived by hand in the fixture's header (and here) from
/// the contract's meaning of the keys and the device's numbers: an iPhone 8 in portrait unless
/// said otherwise (375 × 667, status bar 20, root margins 16; other views' margins 8).
@Suite("Feature fixtures: frames")
struct FeatureFrameTests {
    static let cases: [FrameCase] = [
        // Springs take the 292 pt the window gains across and loses down in landscape.
        FrameCase("feature-autoresizing-masks", [
            view("fixed", [20, 20, 100, 40]),
            view("wide", [20, 80, 335 + 292, 40]),
            view("corner", [255 + 292, 607 - 292, 100, 40]),
            view("tall", [255 + 292, 140, 100, 427 - 292]),
            view("centred", [(667 - 100) / 2, (375 - 40) / 2, 100, 40]),
        ]),
        FrameCase("feature-autoresizing-masks", flags: ["--orientation", "portrait"], [
            view("wide", [20, 80, 335, 40]),
            view("corner", [255, 607, 100, 40]),
            view("centred", [137.5, 313.5, 100, 40]),
        ]),
        // 8 below the top guide, then 8 apart; [none, h] takes its width from the margins.
        FrameCase("feature-intrinsic-content-size", [
            view("box", [16, 28, 120, 80]),
            view("bar", [16, 28 + 80 + 8, 343, 30]),
            view("post", [16, 116 + 30 + 8, 40, 100]),
            view("label", [16, 154 + 100 + 8, 200, 50]),
        ]),
        // The lower hugging grows (343 - 100 - 8 = 235); the lower resistance shrinks (150 - 8 - 100).
        FrameCase("feature-hugging-compression", [
            view("grows", [16, 28, 343 - 8 - 100, 44]),
            view("stays", [16 + 235 + 8, 28, 100, 44]),
            view("box", [16, 28 + 44 + 8, 150, 44]),
            view("squeezed", [0, 0, 150 - 8 - 100, 44]),
            view("firm", [50, 0, 100, 44]),
        ]),
        // Boxes 343 × 100; inners inset by their box's margins.
        FrameCase("feature-layout-margins", [
            view("numberInner", [20, 20, 343 - 40, 100 - 40]),
            view("edgesInner", [30, 4, 343 - 30 - 10, 100 - 4 - 12]),
            view("directionalInner", [30, 4, 343 - 30 - 10, 100 - 4 - 12]),
        ]),
        FrameCase("feature-preserves-superview-margins", [
            view("preservingInner", [16, 8, 375 - 32, 100 - 16]),
            view("ownInner", [8, 8, 375 - 16, 100 - 16]),
        ]),
        // iPhone X landscape (812 × 375), safe area 44 at the sides: 44 + 8 from the safe area's edge.
        FrameCase("feature-insets-margins-from-safe-area", [
            view("insettingInner", [44 + 8, 8, 812 - 2 * 52, 375 / 2 - 16]),
            view("ignoringInner", [8, 8, 812 - 16, 375 / 2 - 16]),
        ]),
        // A hidden view keeps its place in the chain.
        FrameCase("feature-hidden", [
            view("middle", [16, 28 + 44 + 8, 343, 44]),
            view("bottom", [16, 28 + 2 * (44 + 8), 343, 44]),
        ]),
        // Bounds origin (-20, -30): frames unchanged, drawn 20 right and 30 down.
        FrameCase("feature-bounds-origin", [
            view("byFrame", [0, 0, 60, 60], window: [16 + 20, 28 + 30, 60, 60]),
            view("byConstraints", [200 - 60, 0, 60, 60], window: [16 + 20 + 140, 28 + 30, 60, 60]),
        ]),
        // Bounding boxes of the transformed views, about their centres (66, 58), (182, 58),
        // (66, 158), (182, 158).
        FrameCase("feature-transform", [
            view("rotated", [66 - 30, 58 - 50, 60, 100]),
            view("scaled", [182 - 75, 58 - 15, 150, 30]),
            view("moved", [16 + 20, 128 + 10, 100, 60]),
            view("combined", [182 - 60, 158 + 40 - 100, 120, 200]),
        ]),
        // Stack distributions: 343 wide, spacing 10, intrinsic widths 60, 100, 40.
        FrameCase("feature-stack-distribution-fill", [
            view("a", [0, 0, 60, 44]), view("b", [70, 0, 343 - 20 - 100, 44]), view("c", [303, 0, 40, 44]),
        ]),
        FrameCase("feature-stack-distribution-fill-equally", [
            view("a", [0, 0, 323.0 / 3, 44]), view("b", [323.0 / 3 + 10, 0, 323.0 / 3, 44]),
            view("c", [2 * (323.0 / 3 + 10), 0, 323.0 / 3, 44]),
        ]),
        FrameCase("feature-stack-distribution-fill-proportionally", [
            view("a", [0, 0, 343 * 60 / 220, 44]),
            view("b", [343 * 60 / 220 + 10, 0, 343 * 100 / 220, 44]),
            view("c", [343 * 160 / 220 + 20, 0, 323 - 343 * 160 / 220, 44]),
        ]),
        FrameCase("feature-stack-distribution-equal-spacing", [
            view("a", [0, 0, 60, 44]), view("b", [60 + 71.5, 0, 100, 44]), view("c", [303, 0, 40, 44]),
        ]),
        FrameCase("feature-stack-distribution-equal-centering", [
            view("a", [0, 0, 60, 44]), view("b", [(30 + 323) / 2 - 50, 0, 100, 44]), view("c", [303, 0, 40, 44]),
        ]),
        FrameCase("feature-stack-axis", [
            view("row", [16, 28, 3 * 60 + 2 * 8, 40]),
            view("row3", [136, 0, 60, 40]),
            view("column", [16, 28 + 40 + 16, 60, 3 * 40 + 2 * 8]),
            view("column3", [0, 96, 60, 40]),
        ]),
        // Vertical stacks 163.5 wide: views 40, 80 and 60 wide.
        FrameCase("feature-stack-alignment-vertical", [
            view("fill2", [0, 28, 163.5, 24]),
            view("leading2", [0, 28, 80, 24]),
            view("center2", [(163.5 - 80) / 2, 28, 80, 24]),
            view("trailing2", [163.5 - 80, 28, 80, 24]),
        ]),
        // Horizontal stacks 100 high: views 40, 80 and 60 high.
        FrameCase("feature-stack-alignment-horizontal", [
            view("fill3", [100, 0, 40, 100]),
            view("top3", [100, 0, 40, 60]),
            view("center3", [100, (100 - 60) / 2, 40, 60]),
            view("bottom3", [100, 100 - 60, 40, 60]),
        ]),
        FrameCase("feature-stack-spacing", [
            view("twenty3", [2 * (60 + 20), 0, 60, 40]),
            view("system3", [2 * (60 + 8), 0, 60, 40]),
        ]),
        FrameCase("feature-stack-custom-spacing", [
            view("second", [0, 40 + 24, 343, 40]),
            view("third", [0, 64 + 40 + 8, 343, 40]),
            view("fourth", [0, 112 + 40 + 8, 343, 40]),
            view("stack", [16, 28, 343, 200]),
        ]),
        FrameCase("feature-stack-margins-relative", [
            view("relative", [16, 28, 343, 12 + 40 + 8 + 40 + 12]),
            view("relative2", [12, 12 + 40 + 8, 343 - 24, 40]),
            view("edges2", [0, 48, 343, 40]),
        ]),
        FrameCase("feature-stack-hidden-arranged", [
            view("third", [0, 40 + 8, 343, 40]),
            view("stack", [16, 28, 343, 88]),
        ]),
        FrameCase("feature-stack-nesting", [
            view("columns", [0, 30 + 12, 343, 2 * 40 + 4]),
            view("right", [(343 - 8) / 2 + 8, 0, (343 - 8) / 2, 84]),
            view("right2", [0, 44, (343 - 8) / 2, 40]),
        ]),
        // The root's margins: 16 at the sides, 20 on top (inside the safe area), 0 below.
        FrameCase("feature-guide-margins", [
            view("box", [16, 20, 343, 647]),
            view("inner", [8 + (327 - 100) / 2, 8, 100, 647 - 16]),
        ]),
        FrameCase("feature-guide-safe-area", [view("safe", [0, 44, 375, 812 - 44 - 34])]),
        FrameCase("feature-guide-readable", [view("column", [(1024 - 672) / 2, 28, 672, 200])]),
        FrameCase("feature-guide-readable", flags: ["--device", "iphone-8", "--orientation", "portrait"], [view("column", [16, 28, 343, 200])]),
        FrameCase("feature-guide-layout-guides", [
            view("header", [0, 44, 375, 60]),
            view("footer", [0, 812 - 34 - 60, 375, 60]),
            view("body", [0, 44 + 60 + 8, 375, 718 - 8 - 112]),
        ]),
        FrameCase("feature-constraint-equation", [
            view("below", [16, 28 + 80 + 12, 120 - 20, 40]),
            view("clamped", [16, 120 + 40 + 12, 200, 40]),
            view("raised", [16, 172 + 40 + 12, 150, 40]),
        ]),
        FrameCase("feature-constraint-multiplier", [
            view("half", [0, 28, 375 * 0.5, 40]),
            view("quarter", [0, 76, 375.0 / 4, 40]),
            view("photo", [0, 124, 375.0 / 2 - 16, (375.0 / 2 - 16) * 0.75]),
            view("padded", [0, 124 + (375.0 / 2 - 16) * 0.75 + 8, 375.0 / 4 * 2 + 10, 40]),
        ]),
        FrameCase("feature-constraint-metrics", [
            view("card", [16 + 12, 20 + 12, 343 - 24, 44]),
            view("badge", [28, 32 + 44 + 12, 319 * 0.5, 44]),
        ]),
        FrameCase("feature-constraint-priorities", [
            view("highWins", [16, 28, 100, 30]),
            view("numberWins", [16, 66, 300, 30]),
            view("lowWins", [16, 104, 250, 30]),
            view("requiredCap", [16, 142, 150, 30]),
        ]),
        FrameCase("feature-constraint-named", [view("banner", [16, 28, 343, 60])]),
        FrameCase("feature-constraint-named", flags: ["--device", "ipad"], [view("banner", [20, 20 + 40, 768 - 40, 100])]),
        FrameCase("feature-vfl-guides", [
            view("toolbar", [0, 667 - 44, 375, 44]),
            view("header", [16, 28, 343, 44]),
            view("content", [16, 80, 343, 623 - 8 - 80]),
            view("panel", [187.5 - 100, 80 + 535 / 2 - 50, 200, 100]),
        ]),
        FrameCase("feature-variants-size-classes", [
            view("details", [16, 28 + 120 + 8, 343, 3 * 28 + 2 * 6]),
            view("place", [0, 2 * (28 + 6), 343, 28]),
        ]),
        FrameCase("feature-variants-size-classes", flags: ["--device", "ipad"], [
            view("details", [20 + 120 + 8, 28, 768 - 20 - 148, 28]),
            view("place", [2 * ((600 - 12) / 3 + 6), 0, (600 - 12) / 3, 28]),
        ]),
        FrameCase("feature-right-to-left", [
            view("avatar", [375 - 16 - 80, 28, 80, 80]),
            view("inner", [10, 4, 343 - 40, 60 - 8]),
        ]),
        FrameCase("feature-safe-area-none", [
            view("header", [0, 0, 375, 60]),
            view("footer", [0, 812 - 60, 375, 60]),
        ]),
        FrameCase("feature-safe-area-custom", [
            view("content", [10, 20, 375 - 20, 667 - 20 - 49]),
            view("aboveTabBar", [10 + 16, 667 - 49 - 30, 375 - 2 * 26, 30]),
        ]),
        FrameCase("feature-window-size", [
            view("sidebar", [0, 0, 200, 400]),
            view("content", [208, 0, 600 - 20 - 208, 400]),
        ]),
        FrameCase("feature-traits", [view("panel", [20, 28, 375 - 40, 100])]),
        FrameCase("feature-traits", flags: ["--traits", "wC"], [view("panel", [16, 28, 343, 100])]),
        // The switch pinned by its trailing edge keeps it at 355 and is 63 × 28 in the Liquid
        // Glass design (51 × 31 otherwise: [304, 76, 51, 31]).
        FrameCase("feature-designer-keys", flags: ["--design", "liquidGlass"], [view("notify", [292, 76, 63, 28])]),
        // An iPhone 11 (safe area 44 at the top, margins 20 on its 414 pt screen) at AX3:
        // largeTitle 52 pt, a 62.05 pt line, 62.5 at @2x; headline and body 40 pt, 47.7 pt lines,
        // 48; the variant stacks the row.
        FrameCase("feature-dynamic-type", [
            view("heading", [20, 52, 374, 62.5]),
            view("row", [20, 52 + 62.5 + 8, 374, 48 + 8 + 48]),
            view("item", [0, 0, 374, 48]),
            view("price", [0, 56, 374, 48]),
        ]),
        // At Large: largeTitle 34 pt (40.57 pt line, 41), a row of 17 pt labels (20.29, 20.5).
        FrameCase("feature-dynamic-type", flags: ["--traits", "Large"], [
            view("heading", [20, 52, 374, 41]),
            view("row", [20, 52 + 41 + 8, 374, 20.5]),
        ]),
        // Ideographs an em wide, each followed by −0.483 pt of tracking (5 × 17 − 5 × 0.483 =
        // 82.59), two 44 pt emoji 1.11 em wide each followed by the Display tracking (98.12);
        // lines of the system font whatever the glyphs.
        // The iPhone 11's 414 pt screen gives the root 20 pt margins.
        FrameCase("feature-text-scripts", [
            view("emoji", [20, 52, 192, 20.5]),
            view("bigEmoji", [20, 52 + 20.5 + 8, 98.5, 53]),
            view("chinese", [20, 80.5 + 53 + 8, 83, 20.5]),
            view("arabic", [20, 198.5, 374, 20.5]),
        ]),
        // 150 wide, one 17 pt line each (20.5 at @2x), 8 apart; two lines 41, three 61.
        FrameCase("feature-text-line-breaks", [
            view("tail", [16, 28, 150, 20.5]),
            view("clipped", [16, 28 + 3 * 28.5, 150, 20.5]),
            view("twoLines", [16, 28 + 5 * 28.5, 150, 41]),
            view("characters", [16, 28 + 5 * 28.5 + 49, 150, 61]),
            view("shrunk", [16, 28 + 5 * 28.5 + 49 + 69, 150, 20.5]),
            view("longWord", [16, 28 + 6 * 28.5 + 49 + 69, 60, 41]),
        ]),
        FrameCase("feature-dynamic-type", flags: ["--traits", "preferredContentSizeCategory=extraSmall"], [
            view("heading", [20, 52, 374, 37]),
        ]),
        FrameCase("feature-misplaced-frame", diagnostics: ["misplaced"], [view("card", [16, 28, 343, 60])]),
        FrameCase("feature-unsatisfiable", diagnostics: ["unsatisfiable"], []),
        FrameCase("feature-ambiguous", diagnostics: ["ambiguous"], []),
    ]

    @Test(arguments: cases)
    func frames(_ fixture: FrameCase) throws { try fixture.check() }

    /// "H:|-[cancel(>=minWidth@750)]-gap-[save(==cancel)]-gap-[more(44)]-|" with gap 12 and
    /// alignAllCenterY: 343 = 2 × cancel + 2 × 12 + 44, so cancel and save are 137.5 wide; the
    /// buttons' heights are measured from their titles, so their centres are compared.
    @Test func visualFormatWithOptionsAndMetrics() throws {
        let report = try PlumbCommand.explain("feature-vfl-options-metrics")
        let width = (343 - 2 * 12 - 44) / 2.0
        #expect([report.frame("cancel", 0), report.frame("cancel", 1), report.frame("cancel", 2)] == [16, 28, width])
        #expect([report.frame("save", 0), report.frame("save", 2)] == [16 + width + 12, width])
        #expect([report.frame("more", 0), report.frame("more", 2)] == [16 + 2 * (width + 12), 44])
        let centres = ["cancel", "save", "more"].map { report.frame($0, 1) + report.frame($0, 3) / 2 }
        #expect(Set(centres).count == 1)
        #expect(report.diagnostics.isEmpty)
    }

    /// A custom guide between two 80-pt buttons at the margins spans 96 to 279; the label is
    /// centred in it.
    @Test func customLayoutGuide() throws {
        let report = try PlumbCommand.explain("feature-guide-custom")
        #expect([report.frame("gap", 0), report.frame("gap", 2)] == [16 + 80, 343 - 160])
        #expect(report.frame("title", 0) + report.frame("title", 2) / 2 == 96 + 183 / 2.0)
        #expect(report.frame("title", 1) + report.frame("title", 3) / 2 == report.frame("gap", 1) + report.frame("gap", 3) / 2)
    }
}
