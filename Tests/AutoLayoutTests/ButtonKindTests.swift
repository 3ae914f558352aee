import AutoLayout
import Foundation
import Testing

/// Buttons as UIKit builds them (docs/buttons.md): system types, images beside the title,
/// content edge insets, iOS 15 configurations, the 30 pt minimum of a system button, and the
/// SF Symbols' sizes as data.
@Suite struct ButtonKindTests {
    /// The system's own buttons have fixed sizes whatever their title: the info, detail
    /// disclosure and add contact buttons 25 × 24 (kharrison/CodeExamples
    /// `ScrollGuide-IB-Main.storyboard` stores its info button so), the close button 30 × 30.
    @Test(arguments: [
        (Button.ButtonType.infoLight, CGSize(width: 25, height: 24)),
        (.infoDark, CGSize(width: 25, height: 24)),
        (.detailDisclosure, CGSize(width: 25, height: 24)),
        (.contactAdd, CGSize(width: 25, height: 24)),
        (.close, CGSize(width: 30, height: 30)),
    ])
    func systemTypes(type: Button.ButtonType, size: CGSize) {
        let button = Button(title: "Ignored")
        button.buttonType = type
        #expect(button.intrinsicContentSize == size)
    }

    /// A system button is at least 30 wide (UIKit's minimum for a tappable system button); a
    /// custom one is its title's width.
    @Test func systemMinimumWidth() {
        let system = Button(title: "i")
        let custom = Button(title: "i")
        custom.buttonType = .custom
        custom.font = system.font
        #expect(system.intrinsicContentSize.width == 30)
        #expect(custom.intrinsicContentSize.width < 30)
        #expect(custom.intrinsicContentSize.height == system.intrinsicContentSize.height)
    }

    /// Content edge insets replace the 6 pt above and below the title and add at the sides;
    /// title and image edge insets move what is drawn and leave the size alone.
    @Test func contentEdgeInsets() {
        let button = Button(title: "Options")
        button.buttonType = .custom
        let plain = button.intrinsicContentSize
        button.contentEdgeInsets = EdgeInsets(top: 7, left: 10, bottom: 7, right: 10)
        expectSize(button.intrinsicContentSize, plain.width + 20, plain.height - 12 + 14)
        button.titleEdgeInsets = EdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        button.imageEdgeInsets = EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        expectSize(button.intrinsicContentSize, plain.width + 20, plain.height + 2)
    }

    /// LeoNatan/LNPopupController `TestingScene-Main.storyboard`: a system button with only the
    /// `dock.arrow.up.rectangle` symbol is the symbol's image, 30.667 × 23.667, no padding.
    @Test func imageOnly() {
        let button = Button()
        button.image = .symbol("dock.arrow.up.rectangle")
        expectSize(button.intrinsicContentSize, 30.667, 23.667)
    }

    /// A button showing only an image is at least its empty title's line high, without the
    /// padding a title has: pocket-casts' search clear button (`PCSearchBarController.xib`, a
    /// custom button of a 16 × 16 image and no font, so UIKit's 18 pt) is stored 16 × 22. In
    /// the fixed-advance measurer the 18 pt line is 21.6 and the 15 pt one 18.
    @Test func imageOnlyIsAtLeastALineHigh() {
        let custom = Button()
        custom.buttonType = .custom
        custom.image = Image(name: "clear", size: CGSize(width: 16, height: 16))
        #expect(custom.effectiveFont.pointSize == 18)
        expectSize(custom.intrinsicContentSize, 16, 22)
        let system = Button()
        system.image = custom.image
        expectSize(system.intrinsicContentSize, 30, 18)
    }

    /// An image beside a title adds its width; the height is the taller of the title's line
    /// (with its padding) and the image.
    @Test func imageBesideTitle() {
        let button = Button(title: "Share")
        let titleOnly = button.intrinsicContentSize
        button.image = Image(name: "icon", size: CGSize(width: 24, height: 40))
        expectSize(button.intrinsicContentSize, titleOnly.width + 24, 40)
    }

    /// A configuration sizes the button by its own content insets (7 and 12 by default) and
    /// the image's placement and padding; its title is rounded to the pixel, not the point.
    @Test func configuration() {
        let button = Button(title: "Next")
        button.configuration = ButtonConfiguration()
        let title = button.intrinsicContentSize
        #expect(title.height > 14 && title.width > 24)
        button.image = Image(name: "arrow", size: CGSize(width: 6, height: 5.667))
        button.configuration = ButtonConfiguration(imagePlacement: .trailing, imagePadding: 5)
        expectSize(button.intrinsicContentSize, title.width + 5 + 6, title.height)
        button.configuration = ButtonConfiguration(imagePlacement: .top, imagePadding: 5)
        expectSize(button.intrinsicContentSize, title.width, title.height + 5 + 5.667)
        button.configuration = ButtonConfiguration(contentInsets: DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        expectSize(button.intrinsicContentSize, title.width - 24 + 6, title.height - 14)
    }

    /// SF Symbols' sizes come from the table at 17 pt, medium scale, and scale with the point
    /// size and the symbol scale, rounded to the pixel at 3x.
    @Test func symbolSizes() {
        expectSize(SymbolSizes.size(of: "dock.rectangle", pointSize: 17, scale: .medium), 30.667, 23.667)
        expectSize(SymbolSizes.size(of: "chevron.right", pointSize: 34, scale: .medium), 20, 34)
        expectSize(SymbolSizes.size(of: "arrowtriangle.forward.fill", pointSize: 8, scale: .small), 8, 7.667)
        expectSize(SymbolSizes.size(of: "not.a.symbol", pointSize: 17, scale: .medium), 20.333, 20.333)
    }

    private func expectSize(_ size: CGSize, _ width: CGFloat, _ height: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        expectFrame(CGRect(origin: .zero, size: size), 0, 0, width, height, sourceLocation: sourceLocation)
    }
}
