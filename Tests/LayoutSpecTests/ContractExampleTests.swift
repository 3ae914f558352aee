import AutoLayout
import Foundation
import TestSupport
import Testing

@testable import LayoutSpec

/// Every example of the contract (docs/spec-format.md) loads and builds, with the
/// meaning the contract gives it. The contract's fragments are completed into documents as
/// little as possible; each test says what it adds.
@Suite struct ContractExampleTests {
    /// §1, every screen key as the contract writes it, with a root for `root: {...}`.
    @Test func screenKeys() throws {
        let spec = try LayoutSpec.parse("""
            plumb: 1                    # format version; required
            title: Map with a segmented control   # optional; drawn as the figure caption
            device: iphone-8            # a name from `plumb devices`; or `window: {width: 375, height: 667}`
            orientation: portrait       # portrait | landscape (swaps the device's width and height)
            traits:                     # optional; overrides what the device and orientation imply
              horizontalSizeClass: compact   # compact | regular
              verticalSizeClass: regular
              displayScale: 2
              userInterfaceIdiom: phone      # phone | pad
            layoutDirection: leftToRight     # leftToRight | rightToLeft (leading/trailing follow it)
            safeAreaInsets: device           # device (default: the device's insets for that orientation) | none | {top, left, bottom, right}
            metrics: {pad: 12, rowHeight: 44}   # names usable as constants in constraints and VFL
            root: {id: map}
            """, fileName: "screen.yaml")
        #expect(spec.title == "Map with a segmented control")
        #expect(spec.deviceName == "iphone-8")
        #expect(spec.orientation == .portrait)
        #expect(spec.viewIDs == ["map"])
        let report = try spec.build().report()
        #expect(report.window == LayoutReport.Size(width: 375, height: 667))
        #expect(report.traits == LayoutReport.Traits(horizontalSizeClass: "compact", verticalSizeClass: "regular", displayScale: 2))
        #expect(report.frame("map") == [0, 0, 375, 667])
    }

    /// §1's alternative to `device`: a window by size, with no device (so no safe area).
    @Test func windowBySize() throws {
        let spec = try LayoutSpec.parse("plumb: 1\nwindow: {width: 375, height: 667}\nroot: {id: map}\n", fileName: "w.yaml")
        #expect(spec.deviceName == nil)
        let report = try spec.build().report()
        #expect(report.window == LayoutReport.Size(width: 375, height: 667))
        #expect(report.frame("map") == [0, 0, 375, 667])
    }
}

extension ContractExampleTests {
    /// §2, every view key as the contract lists it, each on a kind that has it: the plain
    /// view's keys on `avatar`, the text keys on a label, `items` on a segmented control.
    static let viewKeys = """
        plumb: 1
        device: iphone-8
        root:
          id: root
          views:
            - id: avatar                 # unique in the spec: [A-Za-z_][A-Za-z0-9_]*
              kind: view                 # view | label | button | textField | imageView | switch | segmentedControl | stack | guide
              views: []                  # subviews, back to front (for a stack: its arranged subviews)
              constraints: []            # constraints, see §3
              frame: [113, 111, 132, 194]        # x, y, width, height in the superview
              translatesAutoresizingMaskIntoConstraints: true   # default: true when `frame` is given, else false
              autoresizingMask: [flexibleWidth, flexibleTopMargin]
              intrinsicContentSize: [none, 100]  # width, height; `none` is UIViewNoIntrinsicMetric
              contentHuggingPriority: {horizontal: 250, vertical: 251}
              contentCompressionResistancePriority: {horizontal: 750, vertical: 749}
              layoutMargins: 8                   # a number or {top, left, bottom, right}
              preservesSuperviewLayoutMargins: false
              insetsLayoutMarginsFromSafeArea: true
              hidden: false
              alpha: 1
              backgroundColor: "#FF66FF"         # fill in the wireframe; optional
              boundsOrigin: [0, 0]               # the bounds origin (shifts the subviews)
              transform: {rotate: 45, scale: [1.8, 1], translate: [100, 0]}   # applied about the center, in this order
            - id: dateLabel
              kind: label
              text: "Date Created"               # label, button (title), textField (text or placeholder)
              font: {size: 17, weight: regular}  # or a text style: body | headline | subheadline | caption1 | footnote | title1 | ...
              numberOfLines: 1                   # labels; 0 wraps within the width the layout gives
              textAlignment: natural             # natural | left | center | right
              directionalLayoutMargins: {top: 4, leading: 10, bottom: 4, trailing: 30}
            - {id: title, kind: label, text: Hello, font: headline}
            - {id: mapType, kind: segmentedControl, items: [Standard, Hybrid, Satellite]}
          constraints:
            - dateLabel.leading == root.margins.leading
            - dateLabel.top == root.safeArea.top
            - title.leading == dateLabel.leading
            - title.firstBaseline == dateLabel.lastBaseline + 20
            - mapType.leading == root.leading
            - mapType.bottom == root.bottom
        """

    /// The avatar keeps its frame (it translates its mask, in the size it was written for),
    /// and its transform makes the reported frame the bounding box about the centre (179, 208):
    /// the 132 × 194 rectangle rotated 45° spans 163 × √½ = 115.258 each way from the centre,
    /// scaled 1.8 wide that is 207.465, then moved 100 right. The label is 12 characters of
    /// 8.5 pt (17 pt text) by 17 × 1.2 = 20.4, rounded up to the pixel, 20.5; the headline
    /// (17 pt too, one line) has its baseline as far below its top as the date's, so its first
    /// baseline 20 below the date's last puts its top 20 lower. The segmented control's bottom
    /// is its alignment rectangle's, on the root's; its frame reaches a point lower.
    @Test func viewKeys() throws {
        let spec = try LayoutSpec.parse(Self.viewKeys, fileName: "views.yaml")
        #expect(spec.viewIDs == ["root", "avatar", "dateLabel", "title", "mapType"])
        let layout = try spec.build()
        let report = layout.report()
        #expect(report.frame("avatar") == [71.535, 92.742, 414.93, 230.517])
        #expect(report.frame("dateLabel") == [16, 20, 102, 20.5])
        #expect(report.frame("title") == [16, 40, 42.5, 20.5])
        #expect(report.frame("mapType") == [0, 636, 230, 32])
        #expect(report.diagnostics.isEmpty)
        let avatar = try #require(layout.view(withID: "avatar"))
        #expect(avatar.alignmentFrame == CGRect(x: 113, y: 111, width: 132, height: 194))
        #expect(avatar.backgroundColor == ViewColor(red: 1, green: 0.4, blue: 1))
        #expect(avatar.fixedIntrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 100))
        #expect(avatar.contentCompressionResistancePriority(for: .vertical) == 749)
        #expect(avatar.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
        // The avatar translates its mask, so its frame is an input, not a claim to check.
        #expect(layout.specifiedFrames == [:])
        let date = try #require(layout.view(withID: "dateLabel"))
        #expect(date.directionalLayoutMargins == DirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 30))
    }

    /// §2's autoresizing: frames keep their springs and struts against the size written (the
    /// iPhone 8 in portrait, 375 × 667), so in landscape (667 × 375) the bottom-right corner
    /// view with flexible left and top margins moves by the growth, (+292, −292), and the
    /// banner with a flexible width grows by 292.
    @Test func autoresizingInLandscape() throws {
        let report = try report("""
            plumb: 1
            device: iphone-8
            orientation: landscape
            root:
              id: root
              views:
                - {id: corner, frame: [315, 607, 60, 60], autoresizingMask: [flexibleLeftMargin, flexibleTopMargin]}
                - {id: banner, frame: [0, 0, 375, 44], autoresizingMask: [flexibleWidth]}
                - {id: pinned, frame: [10, 10, 20, 20]}
            """)
        #expect(report.frame("corner") == [607, 315, 60, 60])
        #expect(report.frame("banner") == [0, 0, 667, 44])
        #expect(report.frame("pinned") == [10, 10, 20, 20])
        #expect(report.window == LayoutReport.Size(width: 667, height: 375))
        #expect(report.traits.verticalSizeClass == "compact")
    }
}

extension ContractExampleTests {
    /// §2's stack view with every stack key, the contract's `form` holding three label rows
    /// (one hidden), plus a horizontal stack with `spacing: system` and centred views, and a
    /// `kind: guide` spacer from the stack to the legacy bottom layout guide inside the
    /// readable guide.
    @Test func stacksAndGuides() throws {
        let report = try report("""
            plumb: 1
            device: iphone-8
            root:
              id: root
              views:
                - id: form
                  kind: stack
                  axis: vertical             # horizontal | vertical
                  distribution: fill         # fill | fillEqually | fillProportionally | equalSpacing | equalCentering
                  alignment: fill            # fill | leading | top | trailing | bottom | center | firstBaseline | lastBaseline
                  spacing: 8                 # a number, or `system`
                  customSpacing: {nameRow: 16}          # spacing after an arranged view
                  isLayoutMarginsRelativeArrangement: false
                  isBaselineRelativeArrangement: false
                  views:                     # the arranged subviews; a hidden one takes no space
                    - {id: nameRow, kind: label, text: Name}
                    - {id: serialRow, kind: label, text: Serial}
                    - {id: hiddenRow, kind: label, text: Hidden, hidden: true}
                    - {id: valueRow, kind: label, text: Value}
                - id: buttons
                  kind: stack
                  spacing: system
                  alignment: center
                  views:
                    - {id: ok, kind: button, text: OK}
                    - {id: toggle, kind: switch}
                - {id: spacer, kind: guide}
              constraints:
                - form.top == root.safeArea.top + 8
                - form.leading == root.margins.leading
                - form.trailing == root.margins.trailing
                - buttons.top == form.bottom + 20
                - buttons.centerX == root.centerX
                - spacer.top == buttons.bottom
                - spacer.bottom == bottomLayoutGuide.top
                - spacer.leading == root.readable.leading
                - spacer.trailing == root.readable.trailing
            """)
        // The rows are 20.5 high; 16 after the first (its custom spacing), 8 after the second,
        // nothing for the hidden one: 0, 36.5, 65; the stack is 85.5 high, from 20 + 8.
        #expect(report.frame("form") == [16, 28, 343, 85.5])
        #expect(report.frame("nameRow") == [0, 0, 343, 20.5])
        #expect(report.frame("serialRow") == [0, 36.5, 343, 20.5])
        #expect(report.frame("valueRow") == [0, 65, 343, 20.5])
        #expect(report.windowFrame("valueRow") == [16, 93, 343, 20.5])
        // "OK" is 2 × 7.5 wide at 15 pt, but a system button is at least 30, by its 30; the
        // switch's alignment rectangle 49 × 31; the system spacing 8: 87 wide, 31 high,
        // centred on 187.5, 20 below the form.
        #expect(report.frame("buttons") == [144, 133.5, 87, 31])
        #expect(report.frame("ok") == [0, 0.5, 30, 30])
        #expect(report.frame("toggle") == [38, 0, 51, 31])
        // The readable guide is the margins (16 to 359) when narrower than 672.
        #expect(report.frame("spacer") == [16, 164.5, 343, 502.5])
        #expect(report.diagnostics.isEmpty)
    }

    /// §3's example constraints, all valid, on the views they name; the frames they
    /// determine, and the views they leave ambiguous (each example constrains one thing).
    @Test func constraintExamples() throws {
        let spec = try LayoutSpec.parse("""
            plumb: 1
            device: iphone-8
            metrics: {pad: 12}
            root:
              id: map
              views:
                - {id: segmented, kind: segmentedControl, items: [Standard, Hybrid, Satellite]}
                - {id: imageView, kind: imageView}
                - {id: v3}
                - {id: chapterLabel, kind: label, text: "Chapter 1"}
                - {id: v1}
                - {id: v}
              constraints:
                - segmented.top == map.safeArea.top + 8
                - segmented.leading == map.margins.leading
                - imageView.width == imageView.height * 1.5
                - v3.width == 20
                - chapterLabel.bottom <= map.bottom - pad @ high
                - "H:|-[v1]-|"
                - "V:[topLayoutGuide]-0-[v]"
                - {visualFormat: "H:|-(0)-[v]-(0)-|"}
                - {name: segTop, constraint: "segmented.top == map.safeArea.top + 8"}
            """, fileName: "constraints.yaml")
        let layout = try spec.build()
        let report = layout.report()
        // Three segments as wide as "Satellite" (9 × 6.5 at 13 pt = 58.5) plus 2 × 9, rounded
        // down to the point (76), and two 1-point dividers: 230.
        #expect(report.frame("segmented") == [16, 28, 230, 32])
        #expect(report.frame("v")[0...2] == [0, 20, 375])
        #expect(report.frame("v1")[0] == 16)
        #expect(report.frame("v1")[2] == 343)
        #expect(report.frame("v3")[2] == 20)
        #expect(report.frame("chapterLabel")[1...3] == [634.5, 76.5, 20.5])
        #expect(report.diagnostics.map(\.kind) == Array(repeating: "ambiguous", count: 5))
        #expect(report.diagnostics.map(\.message) == ["imageView", "v3", "chapterLabel", "v1", "v"].map {
            "the constraints do not determine the frame of '\($0)'"
        })
        #expect(layout.constraint(named: "segTop")?.constant == 8)
    }

    /// §3's mapping form with options: `alignAllCenterY` centres the second view on the first.
    @Test func visualFormatWithOptions() throws {
        let report = try report("""
            plumb: 1
            device: iphone-8
            root:
              id: root
              views:
                - {id: a, kind: label, text: Name}
                - {id: b, kind: switch}
              constraints:
                - {visualFormat: "H:|-[a]-[b]-|", options: [alignAllCenterY]}
                - b.top == root.safeArea.top
            """)
        // The switch (its alignment rectangle 49 × 31, its frame 2 pt wider on the right) sits
        // at the right margin, 20 down; the label fills the rest from the left margin
        // (375 − 2 × 16 − 8 − 49 = 286), centred on the switch: 20 + 15.5 − 10.25.
        #expect(report.frame("b") == [310, 20, 51, 31])
        #expect(report.frame("a") == [16, 25.25, 286, 20.5])
    }

    /// §6, the additions of the kinds issue, as the contract writes them: on an iPhone 16
    /// (393 × 852, safe area from 59) under a 44 pt navigation bar with a 336 pt keyboard up,
    /// the card 16 into the scroll view's content and as wide as its frame less 32; the send
    /// button 8 above the keyboard (852 − 336 − 8), the table down to 8 above it.
    @Test func kindsAdditions() throws {
        let url = PackageDirectory.url("docs/spec-format.md")
        let contract = try String(contentsOf: url, encoding: .utf8)
        let section = try #require(contract.components(separatedBy: "## 6. ").last)
        let example = try #require(section.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first)
        let spec = try LayoutSpec.parse(example, fileName: "additions.yaml")
        let report = try spec.build().report()
        #expect(report.frame("card") == [16, 0, 361, 300])
        #expect(report.windowFrame("scroll") == [0, 103, 393, 120])
        let send = report.windowFrame("send")
        #expect(send.count == 4 && send[1] + send[3] == 852 - 336 - 8)
        #expect(send.count == 4 && send[0] + send[2] == 393 - 16)
        #expect(report.frame("table")[1] == 223)
        #expect(report.diagnostics.isEmpty)
    }
}
