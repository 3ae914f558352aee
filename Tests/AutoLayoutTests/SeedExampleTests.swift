import AutoLayout
import Foundation
import Testing

/// The layouts of the seed texts (docs/research/seed-examples.md), written with the API, with
/// the frames the texts state or imply. Devices are the era's iPhone (iPhone 8 portrait,
/// 375 × 667, status bar 20, root side margins 16) unless the text says otherwise.
@Suite struct SeedExampleTests {
    // MARK: seed000, BNR "Programmatic Views" (WorldTrotter's segmented control)

    /// #2: the control added with no constraints: its size is intrinsic (its alignment
    /// rectangle's), its position undetermined.
    @Test func seed000SegmentedControlWithoutConstraintsIsAmbiguous() {
        let (window, map) = makeWindow()
        let segmented = addConstrainedView(SegmentedControl(items: ["Standard", "Hybrid", "Satellite"]), to: map, "segmented")
        window.layoutIfNeeded()
        #expect(segmented.hasAmbiguousLayout)
        #expect(!map.hasAmbiguousLayout)
        #expect(segmented.alignmentFrame.size == segmented.intrinsicContentSize)
    }

    /// #3: pinned to the top, leading and trailing edges: full width, under the status bar.
    @Test func seed000SegmentedControlPinnedToEdges() {
        let (window, map) = makeWindow()
        let segmented = addConstrainedView(SegmentedControl(items: ["Standard", "Hybrid", "Satellite"]), to: map, "segmented")
        LayoutConstraint.activate([
            segmented.topAnchor.constraint(equalTo: map.topAnchor),
            segmented.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            segmented.trailingAnchor.constraint(equalTo: map.trailingAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(segmented.frame, 0, 0, 375, ControlMetrics.segmentedControlHeight)
        #expect(!segmented.hasAmbiguousLayout)
    }

    /// #4: below the top layout guide, 8 pt under the 20 pt status bar.
    @Test func seed000SegmentedControlBelowTopLayoutGuide() {
        let (window, map) = makeWindow()
        let segmented = addConstrainedView(SegmentedControl(items: ["Standard", "Hybrid", "Satellite"]), to: map, "segmented")
        LayoutConstraint.activate([
            segmented.topAnchor.constraint(equalTo: map.viewController!.topLayoutGuide.bottomAnchor, constant: 8),
            segmented.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            segmented.trailingAnchor.constraint(equalTo: map.trailingAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(segmented.frame, 0, 28, 375, ControlMetrics.segmentedControlHeight)
    }

    /// #5 (and #7): inset to the root view's margins, 16 pt in compact width (Fig 6.5).
    @Test func seed000SegmentedControlInsetToMargins() {
        let (window, map) = makeWindow()
        let segmented = addConstrainedView(SegmentedControl(items: ["Standard", "Hybrid", "Satellite"]), to: map, "segmented")
        let margins = map.layoutMarginsGuide
        LayoutConstraint.activate([
            segmented.topAnchor.constraint(equalTo: map.viewController!.topLayoutGuide.bottomAnchor, constant: 8),
            segmented.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            segmented.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(segmented.frame, 16, 28, 343, ControlMetrics.segmentedControlHeight)
        // In landscape the status bar is hidden (the guide has no height) and the 667 pt wide
        // window gives the root 20 pt margins: 667 - 2 × 20 = 627.
        window.rotate(to: .landscape)
        window.layoutIfNeeded()
        expectFrame(segmented.frame, 20, 8, 627, ControlMetrics.segmentedControlHeight)
    }

    /// #6: the hypothetical aspect constraint `width == height × 1.5`, with a height of 100.
    @Test func seed000AspectRatioConstraint() throws {
        let (window, root) = makeWindow()
        let image = addConstrainedView(ImageView(), to: root, "imageView")
        LayoutConstraint.activate([
            try LayoutConstraint(item: image, attribute: .width, relatedBy: .equal, toItem: image, attribute: .height,
                                 multiplier: 1.5, constant: 0),
            image.heightAnchor.constraint(equalToConstant: 100),
            image.topAnchor.constraint(equalTo: root.topAnchor),
            image.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(image.frame, 0, 0, 150, 100)
    }
}
