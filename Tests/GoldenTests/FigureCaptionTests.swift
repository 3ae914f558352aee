import Golden
import LayoutSpec
import Testing

/// What a layout's figure says under its title: the device and orientation, the size classes
/// and scale, and what else shaped the layout (a right-to-left direction, the Liquid Glass
/// design).
@Suite struct FigureCaptionTests {
    @Test(arguments: [
        ("", ["wC hR", "@3x"]),
        ("layoutDirection: rightToLeft\n", ["wC hR", "@3x", "right to left"]),
        ("design: liquidGlass\n", ["wC hR", "@3x", "Liquid Glass"]),
    ])
    func captionNamesWhatShapedTheLayout(keys: String, traits: [String]) throws {
        let spec = try LayoutSpec.parse("plumb: 1\ndevice: iphone-15\n\(keys)root: {id: root}\n", fileName: "caption.yaml")
        let caption = try spec.build().figure(title: "Caption").caption
        #expect(caption?.device == "iPhone 14 Pro, 15, 15 Pro · portrait")
        #expect(caption?.traits == traits)
    }
}
