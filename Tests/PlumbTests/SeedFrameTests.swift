import Foundation
import Testing

/// The seeds' frames (docs/research/seed-examples.md, "the catalog"), as `plumb explain --format
/// json` gives them for the seed fixtures. Every number comes from the catalog's derivation, on
/// the device it assumes: an iPhone 8 in portrait, 375 × 667, a 20-pt status bar (the top layout
/// guide's bottom), root margins 16 at the sides. Seeds whose frames depend on text metrics are
/// checked by relations in SeedRelationTests.
@Suite("Seed fixtures: frames from the catalog")
struct SeedFrameTests {
    /// The phone every seed assumes, and what it implies.
    static let width = 375.0, height = 667.0, statusBar = 20.0, rootMargin = 16.0
    /// The root's side margins in the 667 pt wide landscape window (at least 414 wide: 20).
    static let landscapeRootMargin = 20.0
    static let cos45 = 2.0.squareRoot() / 2

    static let seed000: [FrameCase] = [
        // #1: the map is the root view and fills the window.
        FrameCase("seed000-loadview-mapview", [view("mapView", [0, 0, width, height])]),
        // #3: top, leading, trailing to the map's edges; iOS 10's intrinsic height 28, the
        // alignment rectangle's: UIKit's segmented control keeps a point of its frame below it
        // (UISegmentedControlDefaultStyleProvider), so the frame is 29 where the seed's iOS 10
        // figures say 28.
        FrameCase("seed000-anchors-segmented-edges", [view("segmentedControl", [0, 0, width, 29])]),
        // #4: the top 8 below the top layout guide: 20 + 8.
        FrameCase("seed000-layoutguide-segmented-tlg", [view("segmentedControl", [0, statusBar + 8, width, 29])]),
        // #5 (Fig 6.5): leading and trailing on the margins: 16, and 375 - 2 × 16.
        FrameCase("seed000-margins-segmented",
                  [view("segmentedControl", [rootMargin, statusBar + 8, width - 2 * rootMargin, 29])]),
        // #7: the segments reordered; the constraints of #5, the same frame.
        FrameCase("seed000-controls-segmented",
                  [view("segmentedControl", [rootMargin, statusBar + 8, width - 2 * rootMargin, 29])]),
        // #6: width == height × 1.5 with the height 100 the catalog suggests.
        FrameCase("seed000-explicit-aspect", [view("imageView", [rootMargin, statusBar + 8, 100 * 1.5, 100])]),
    ]

    static let seed001: [FrameCase] = [
        // #11 (Listing 13-1): x 16, width 343, height 2 × 343; the top the catalog adds.
        FrameCase("seed001-anchors-13-1",
                  [view("myView", [rootMargin, 0, width - 2 * rootMargin, 2 * (width - 2 * rootMargin)])]),
        // #13 (Listing 13-2): "exactly the same as Listing 13-1".
        FrameCase("seed001-nslayoutconstraint-13-2",
                  [view("myView", [rootMargin, 0, width - 2 * rootMargin, 2 * (width - 2 * rootMargin)])]),
    ]

    /// seed002's stack, pinned as Xcode 8's pin pop-over does (catalog reading A): 8 inside the
    /// margins at the sides, 8 from the layout guides: (24, 28, 327, 631).
    static let stack = [rootMargin + 8, statusBar + 8, width - 2 * (rootMargin + 8), height - statusBar - 2 * 8]

    static let seed002: [FrameCase] = [
        // #20 (Fig 13.7): fillEqually makes four labels of 631 / 4 = 157.75.
        FrameCase("seed002-fill-equally", [
            view("stack", stack),
            view("nameLabel", [0, 0, stack[2], stack[3] / 4], window: [stack[0], stack[1], stack[2], stack[3] / 4]),
            view("serialLabel", [0, stack[3] / 4, stack[2], stack[3] / 4]),
            view("valueLabel", [0, 2 * stack[3] / 4, stack[2], stack[3] / 4]),
            view("dateLabel", [0, 3 * stack[3] / 4, stack[2], stack[3] / 4],
                 window: [stack[0], stack[1] + 3 * stack[3] / 4, stack[2], stack[3] / 4]),
        ]),
    ]

    /// seed003's bookTextView: its bottom 20 above the root's, 0.65 of its height:
    /// 667 × 0.65 = 433.55 high, from 667 - 20 - 433.55 = 213.45.
    static let bookHeight = height * 0.65
    static let bookTop = height - 20 - bookHeight

    static let seed003: [FrameCase] = [
        // #27: both forms put a view at the margins (x 16, width 343); tops and heights added.
        FrameCase("seed003-create-margins", [
            view("subview", [rootMargin, statusBar + 8, width - 2 * rootMargin, 100]),
            view("anchoredView", [rootMargin, statusBar + 8 + 100 + 8, width - 2 * rootMargin, 100]),
        ]),
        // #28.
        FrameCase("seed003-booktextview", [view("bookTextView", [0, bookTop, width, bookHeight])]),
        // #29: avatarView at the top, in the margins, 200 high.
        FrameCase("seed003-margins-avatar", [
            view("avatarView", [rootMargin, 0, width - 2 * rootMargin, 200]),
            view("bookTextView", [0, bookTop, width, bookHeight]),
        ]),
        // #30: below the top guide (20); the bottom guide is at 667 with no bottom bar.
        FrameCase("seed003-vc-guides", [
            view("avatarView", [rootMargin, statusBar, width - 2 * rootMargin, 200]),
            view("bookTextView", [0, bookTop, width, bookHeight]),
        ]),
        // #31 on the phone: the readable guide is the margins.
        FrameCase("seed003-readable", [
            view("avatarView", [rootMargin, statusBar, width - 2 * rootMargin, 200]),
            view("bookTextView", [rootMargin, bookTop, width - 2 * rootMargin, bookHeight]),
        ]),
        // #31 on an iPad in landscape (1024 × 768, margins 20, status bar 20): the readable guide is
        // 672 wide, centred at (1024 - 672) / 2 = 176; 768 × 0.65 = 499.2 high from 768 - 20 - 499.2.
        FrameCase("seed003-readable", flags: ["--device", "ipad", "--orientation", "landscape"], [
            view("avatarView", [20, 20, 1024 - 40, 200]),
            view("bookTextView", [(1024 - 672) / 2, 768 - 20 - 768 * 0.65, 672, 768 * 0.65]),
        ]),
        // #32: the intrinsic height 100 replaces the height constraint.
        FrameCase("seed003-intrinsic-avatar", [
            view("avatarView", [rootMargin, statusBar, width - 2 * rootMargin, 100]),
            view("bookTextView", [rootMargin, bookTop, width - 2 * rootMargin, bookHeight]),
        ]),
        // #35 compact width (the phone): the original's compact set, the icons (three invented
        // 24-pt squares) in a column at the top right of the 343 × 200 avatarView.
        FrameCase("seed003-sizeclass-avatarview", [
            view("avatarView", [rootMargin, statusBar, width - 2 * rootMargin, 200]),
            view("socialMediaView", [width - 2 * rootMargin - 24, 0, 24, 3 * 24]),
        ]),
        // #35 regular width (an iPad in portrait, 768 wide, margins 20): the regular set, the icons
        // in a row at the bottom right.
        FrameCase("seed003-sizeclass-avatarview", flags: ["--device", "ipad"], [
            view("avatarView", [20, statusBar, 768 - 40, 200]),
            view("socialMediaView", [768 - 40 - 3 * 24, 200 - 24, 3 * 24, 24]),
        ]),
    ]

    static let seed004: [FrameCase] = [
        // #38: the window fills the screen.
        FrameCase("seed004-1.1-window", [view("mainview", [0, 0, width, height])]),
        // #39, #40: the red square where its frame puts it.
        FrameCase("seed004-1.2-red-square-1", [view("v", [100, 100, 50, 50], window: [100, 100, 50, 50])]),
        FrameCase("seed004-1.2-red-square-2", [view("v", [100, 100, 50, 50], window: [100, 100, 50, 50])]),
        // #42: v2 in the window at v1's origin + its own: (113 + 41, 111 + 56).
        FrameCase("seed004-1.5-frame", [
            view("v1", [113, 111, 132, 194]),
            view("v2", [41, 56, 132, 194], window: [113 + 41, 111 + 56, 132, 194]),
            view("v3", [43, 197, 160, 230]),
        ]),
        // #43: v1's bounds inset by 10.
        FrameCase("seed004-1.6-bounds-inset", [view("v2", [10, 10, 132 - 20, 194 - 20], window: [123, 121, 112, 174])]),
        // #44: the bounds grown by 20 about the centre: the frame is v1's bounds.
        FrameCase("seed004-1.6-bounds-grow", [view("v2", [0, 0, 132, 194], window: [113, 111, 132, 194])]),
        // #45: v1's bounds origin (10, 10): v2 keeps its frame, drawn at 113 + 10 - 10.
        FrameCase("seed004-1.6-bounds-origin", [
            view("v1", [113, 111, 132, 194]),
            view("v2", [10, 10, 112, 174], window: [113 + 10 - 10, 111 + 10 - 10, 112, 174]),
        ]),
        // #46: v2's centre at v1's bounds centre, (66, 97).
        FrameCase("seed004-1.6-center-convert", [view("v2", [66 - 112 / 2, 97 - 174 / 2, 112, 174])]),
        // #48: rotated 45° about the centre (179, 208); the frame is the bounding box, its
        // half-extent (132 + 194) × cos 45° / 2; v2 keeps its frame in v1.
        FrameCase("seed004-1.8-transform-rotate", [
            view("v1", box(centre: (179, 208), half: (132 + 194) * cos45 / 2)),
            view("v2", [10, 10, 112, 174]),
        ]),
        // #49: scaled (1.8, 1) about x 179: 237.6 wide.
        FrameCase("seed004-1.8-transform-scale", [view("v1", [179 - 132 * 1.8 / 2, 111, 132 * 1.8, 194])]),
        // #50 (Fig 1-8): rotated about its centre, then moved 100 right: centre (166, 97) in v1.
        FrameCase("seed004-1.8-transform-translate-rotate",
                  [view("v2", box(centre: (66 + 100, 97), half: (132 + 194) * cos45 / 2))]),
        // #51 (Fig 1-9): the shift along the rotated x axis: the centre moves by 100 × (cos 45°, sin 45°).
        FrameCase("seed004-1.8-transform-rotate-translate",
                  [view("v2", box(centre: (66 + 100 * cos45, 97 + 100 * cos45), half: (132 + 194) * cos45 / 2))]),
        // #52: Concat(t, r) is Fig 1-9 again.
        FrameCase("seed004-1.8-transform-concat",
                  [view("v2", box(centre: (66 + 100 * cos45, 97 + 100 * cos45), half: (132 + 194) * cos45 / 2))]),
        // #53 (Fig 1-10): R⁻¹ · T · R is a translation by 100 × (cos 45°, sin 45°).
        FrameCase("seed004-1.8-transform-invert", [view("v2", [100 * cos45, 100 * cos45, 132, 194])]),
        // #54 (Fig 1-11): x' = x - 0.2 y about the centre (86, 208); the top edge (97 above it)
        // moves right by 19.4, the bottom edge left by 19.4.
        FrameCase("seed004-1.8-transform-skew", [view("v1", [86 - 66 - 0.2 * 97, 111, 132 + 2 * 0.2 * 97, 194])]),
        // #55, in landscape (667 × 375): mask none stays put, off screen; flexible left and top
        // margins keep the right and bottom distances (0).
        FrameCase("seed004-1.8-rotation-offscreen", [
            view("stuck", [315, 607, 60, 60]),
            view("pinned", [height - 60, width - 60, 60, 60]),
        ]),
        // #57, in landscape: the invented frames with the masks the text implies; the window is
        // 292 wider and 292 shorter, and the springs take it.
        FrameCase("seed004-1.10.1-springs-struts", [
            view("field", [20, 40, 335 + 292, 34]),
            view("panel", [20, 100, 335 + 292, 400 - 292]),
            view("badge", [(627 - 80) / 2, (108 - 40) / 2, 80, 40]),
            view("okButton", [275 + 292, 603 - 292, 80, 44]),
        ]),
        // #58 (Fig 1-12): the frames as given; v3 = (v1 width - 20, v1 height - 20, 20, 20).
        FrameCase("seed004-1.10.1-autoresizing", [
            view("v2", [0, 0, 132, 10], window: [100, 111, 132, 10]),
            view("v3", [132 - 20, 194 - 20, 20, 20], window: [100 + 112, 111 + 174, 20, 20]),
        ]),
        // #59, portrait and landscape: v1 fills the main view; v2's width and v3's margins follow.
        FrameCase("seed004-1.10.1-autoresizing-fill", flags: ["--orientation", "portrait"], [
            view("v1", [0, 0, width, height]),
            view("v2", [0, 0, width, 10]),
            view("v3", [width - 20, height - 20, 20, 20]),
        ]),
        FrameCase("seed004-1.10.1-autoresizing-fill", [
            view("v1", [0, 0, height, width]),
            view("v2", [0, 0, height, 10]),
            view("v3", [height - 20, width - 20, 20, 20]),
        ]),
        // #60: the label's four implicit constraints keep its frame: width 42, height 22, centre (41, 31).
        FrameCase("seed004-1.10.2-autoresizing-constraints", [view("label", [41 - 42 / 2, 31 - 22 / 2, 42, 22])]),
        // #61 and #62: "the same views and layout behaviour as Figs 1-12 and 1-13".
        FrameCase("seed004-1.10.2-code-constraints", [
            view("v2", [0, 0, 132, 10]),
            view("v3", [112, 174, 20, 20]),
        ]),
        FrameCase("seed004-1.10.2-vfl", [
            view("v2", [0, 0, 132, 10]),
            view("v3", [112, 174, 20, 20]),
        ]),
        // #63 with v2: |-(20)-[v(100)], V:|-(100)-[v1(20)], 20 between the 20-pt views.
        FrameCase("seed004-1.10.2-constraints-as-objects", [
            view("v1", [20, 100, 100, 20]),
            view("v2", [20, 140, 100, 20]),
            view("v3", [20, 180, 100, 20]),
        ]),
        // #63 without v2 (the landscape variant): v3 moves up to where v2 was.
        FrameCase("seed004-1.10.2-constraints-as-objects", flags: ["--orientation", "landscape"], [
            view("v1", [20, 100, 100, 20]),
            view("v3", [20, 140, 100, 20]),
        ]),
        // #64: "V:|-0-[v]": y 0 in both orientations (the status bar covers it in portrait).
        FrameCase("seed004-1.10.2-guides-top", [view("v", [rootMargin, 0, width - 2 * rootMargin, 44])]),
        FrameCase("seed004-1.10.2-guides-top", flags: ["--orientation", "landscape"],
                  [view("v", [landscapeRootMargin, 0, height - 2 * landscapeRootMargin, 44])]),
        // #65: below the top guide: 20 in portrait, 0 in landscape (no status bar on an iPhone);
        // v and w share the margins' width less 8.
        FrameCase("seed004-1.10.2-guides-tlg", [
            view("v", [rootMargin, statusBar, (width - 2 * rootMargin - 8) / 2, 44]),
            view("w", [rootMargin + (width - 2 * rootMargin - 8) / 2 + 8, statusBar, (width - 2 * rootMargin - 8) / 2, 44]),
        ]),
        FrameCase("seed004-1.10.2-guides-tlg", flags: ["--orientation", "landscape"], [
            view("v", [landscapeRootMargin, 0, (height - 2 * landscapeRootMargin - 8) / 2, 44]),
            view("w", [landscapeRootMargin + (height - 2 * landscapeRootMargin - 8) / 2 + 8, 0,
                       (height - 2 * landscapeRootMargin - 8) / 2, 44]),
        ]),
        // #66: "H:|-[v]" and .LeftMargin: x 16.
        FrameCase("seed004-1.10.2-margins-left", [
            view("v", [rootMargin, statusBar + 8, 100, 44]),
            view("w", [rootMargin, statusBar + 8 + 44 + 8, 100, 44]),
        ]),
        // #67: v's margins become {8, 16, 8, 16}: v1 (16, 8, 343, 651).
        FrameCase("seed004-1.10.2-preserves-margins", [
            view("v", [0, 0, width, height]),
            view("v1", [16, 8, width - 32, height - 16]),
        ]),
    ]

    @Test("seed000 (BNR ch. 6, WorldTrotter)", arguments: seed000)
    func seed000Frames(_ fixture: FrameCase) throws { try fixture.check() }

    @Test("seed001 (Auto Layout Guide, Listings 13-1 to 13-3)", arguments: seed001)
    func seed001Frames(_ fixture: FrameCase) throws { try fixture.check() }

    @Test("seed002 (BNR ch. 13, stack views)", arguments: seed002)
    func seed002Frames(_ fixture: FrameCase) throws { try fixture.check() }

    @Test("seed003 (Coding Constraints in iOS 9)", arguments: seed003)
    func seed003Frames(_ fixture: FrameCase) throws { try fixture.check() }

    @Test("seed004 (iOS 8 Programming Fundamentals, Views)", arguments: seed004)
    func seed004Frames(_ fixture: FrameCase) throws { try fixture.check() }
}

/// The square bounding box, `half` from `centre` on each side, of a rectangle turned 45°.
func box(centre: (x: Double, y: Double), half: Double) -> [Double] {
    [centre.x - half, centre.y - half, 2 * half, 2 * half]
}
