import Foundation
import TestSupport
import Testing

import AutoLayout
@testable import LayoutSpec

/// docs/spec.md, the user's guide to the format: every example in it loads and builds, and the
/// frames it states are the ones Plumb computes.
@Suite struct DocsExampleTests {
    /// The guide's `yaml` and `json` code blocks, in order.
    static let examples: [String] = {
        let url = PackageDirectory.url("docs/spec.md")
        guard let guide = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var examples: [String] = []
        var current: String?
        for line in guide.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```yaml" || line == "```json" {
                current = ""
            } else if let text = current, line == "```" {
                examples.append(text)
                current = nil
            } else if current != nil {
                current! += line + "\n"
            }
        }
        return examples
    }()

    @Test func guideHasAnExampleForEveryKey() {
        #expect(Self.examples.count >= 20)
        let text = Self.examples.joined()
        let keys = LayoutSpec.keys + ViewSpec.structuralKeys + PropertyKey.allCases.map(\.rawValue)
            + ConstraintSpec.keys + VariantSpec.keys + ViewKind.allCases.map { "kind: \($0.rawValue)" }
        for key in keys {
            #expect(text.contains(key), "no example uses \(key)")
        }
    }

    @Test(arguments: examples.indices)
    func exampleLoadsAndBuilds(index: Int) throws {
        let extensionName = Self.examples[index].hasPrefix("{") ? "json" : "yaml"
        let spec = try LayoutSpec.parse(Self.examples[index], fileName: "example\(index).\(extensionName)")
        _ = try spec.build()
    }

    /// The example whose text contains `marker`, built and reported.
    private func report(ofExampleContaining marker: String) throws -> LayoutReport {
        let example = try #require(Self.examples.first { $0.contains(marker) })
        return try LayoutSpec.parse(example, fileName: "example.yaml").build().report()
    }

    /// The frames the guide states beside its examples.
    @Test func statedFrames() throws {
        #expect(try report(ofExampleContaining: "device: iphone-x\norientation: landscape").frame("content") == [64, 0, 684, 354])
        #expect(try report(ofExampleContaining: "layoutDirection: rightToLeft").frame("name") == [321, 20, 34, 20.667])
        #expect(try report(ofExampleContaining: "additionalSafeAreaInsets: {top: 44").frame("content") == [0, 64, 375, 554])
        #expect(try report(ofExampleContaining: "design: liquidGlass").frame("wifi") == [298, 44, 63, 28])
        let autoresizing = try report(ofExampleContaining: "id: corner")
        #expect(autoresizing.frame("corner") == [607, 315, 60, 60])
        #expect(autoresizing.frame("banner") == [0, 0, 667, 44])
        #expect(autoresizing.frame("fixed") == [10, 60, 50, 50])
        #expect(autoresizing.frame("constrained") == [68, 60, 50, 50])
        #expect(try report(ofExampleContaining: "boundsOrigin: [10, 10]").frame("v1") == [71.535, 92.742, 414.93, 230.517])
        #expect(try report(ofExampleContaining: "title: Map with a segmented control").frame("segmented") == [16, 28, 343, 32])
        #expect(try report(ofExampleContaining: "keyboard: {height: 336}").frame("inputBar") == [0, 426, 375, 50])
        #expect(try report(ofExampleContaining: "layoutMarginsFollowReadableWidth: true").frame("text")[0...1] == [176, 72])
        #expect(try report(ofExampleContaining: "id: middle").frame("middle") == [137.5, 0, 100, 44])
        #expect(try report(ofExampleContaining: "tabBar: {items: [Listen").frame("content") == [0, 88, 375, 597])
        let controls = try report(ofExampleContaining: "kind: slider")
        #expect(controls.frame("volume") == [14, 67, 365, 31])
        #expect(controls.frame("when")[2...3] == [112, 34])
        #expect(controls.frame("size")[2...3] == [320, 216])
        let scroll = try report(ofExampleContaining: "navigationBar: {title: Long form}")
        #expect(scroll.frame("page") == [0, 0, 375, 1200])
        #expect(scroll.windowFrame("page") == [0, 64, 375, 1200])
        #expect(try report(ofExampleContaining: "id: standalone").frame("wifi") == [20, 40, 353, 43.667])
        #expect(try report(ofExampleContaining: "id: photos").frame("photo#1") == [137.5, 10, 100, 100])
        #expect(try report(ofExampleContaining: "buttonType: infoLight").frame("info")[2...3] == [25, 24])
    }
}
