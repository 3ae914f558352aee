import AutoLayout
import Foundation
import Testing

/// `Font` as UIKit's `UIFont` makes it: the system font, fonts by name, text styles at every
/// content size category (Apple's Dynamic Type table).
@Suite struct FontTests {
    @Test("Text styles at the default size, Large, and their weights")
    func defaultSizes() {
        let sizes = Font.TextStyle.allCases.map { Font.preferredFont(forTextStyle: $0).pointSize }
        #expect(sizes == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(Font.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(Font.preferredFont(forTextStyle: .body).weight == .regular)
        #expect(Font.preferredFont(forTextStyle: .body).textStyle == .body)
        #expect(Font.preferredFont(forTextStyle: .body) != .systemFont(ofSize: 17))
    }

    @Test("Body from extra small to AX5, and every style at AX5")
    func dynamicType() {
        let body = ContentSizeCategory.allCases.map { Font.TextStyle.body.pointSize(for: $0) }
        #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        let accessibility5 = Font.TextStyle.allCases.map { $0.pointSize(for: .accessibilityExtraExtraExtraLarge) }
        #expect(accessibility5 == [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40])
        // The captions and the footnote do not shrink below 11 and 12.
        #expect(Font.TextStyle.caption2.pointSize(for: .extraSmall) == 11)
        #expect(Font.TextStyle.footnote.pointSize(for: .medium) == 12)
    }

    @Test("A text style's font resizes for a category; other fonts stay")
    func sizedForCategory() {
        let title = Font.preferredFont(forTextStyle: .title1)
        #expect(title.sized(for: .accessibilityExtraLarge) == .preferredFont(forTextStyle: .title1, compatibleWith: .accessibilityExtraLarge))
        #expect(title.sized(for: .accessibilityExtraLarge).pointSize == 48)
        #expect(Font.systemFont(ofSize: 17).sized(for: .accessibilityExtraLarge).pointSize == 17)
        #expect(Font(name: "Avenir-Heavy", size: 17).sized(for: .extraSmall).pointSize == 17)
    }

    @Test("Categories by UIKit's names and the guidelines' short ones")
    func categoryNames() {
        #expect(ContentSizeCategory(named: "AX3") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(named: "ax3") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(named: "xSmall") == .extraSmall)
        #expect(ContentSizeCategory(named: "extraExtraExtraLarge") == .extraExtraExtraLarge)
        #expect(ContentSizeCategory(named: "huge") == nil)
        #expect(ContentSizeCategory.allCases.map(\.shortName).joined(separator: " ")
            == "xSmall Small Medium Large xLarge xxLarge xxxLarge AX1 AX2 AX3 AX4 AX5")
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test("Named fonts, and UIKit's names of the text styles as Interface Builder writes them")
    func namesAndStyles() {
        let avenir = Font(name: "Avenir-Heavy", size: 18)
        #expect(avenir.family == .named("Avenir-Heavy"))
        #expect(!avenir.isSystemFont)
        #expect(avenir.description == "Avenir-Heavy 18.0 pt")
        #expect(Font.boldSystemFont(ofSize: 17) == .systemFont(ofSize: 17, weight: .bold))
        #expect(Font.systemFont(ofSize: 17).withSize(20) == .systemFont(ofSize: 20))
        #expect(Font.TextStyle(uiKitName: "UICTFontTextStyleTitle0") == .largeTitle)
        #expect(Font.TextStyle(uiKitName: "UICTFontTextStyleSubhead") == .subheadline)
        #expect(Font.TextStyle(uiKitName: "UICTFontTextStyleBody")?.uiKitName == "UICTFontTextStyleBody")
        #expect(Font.TextStyle(uiKitName: "UICTFontTextStyleBodyy") == nil)
    }

    @Test("San Francisco's line height and tracking, in units of 2048 per em")
    func systemFontMetrics() {
        #expect(SystemFontMetrics.lineHeight * 17 == 20.287109375)
        #expect(SystemFontMetrics.tracking(forPointSize: 17, generation: .twoDesigns) == -47.0 / 2048 * 17)
        #expect(SystemFontMetrics.tracking(forPointSize: 17, generation: .variable) == -52.0 / 2048 * 17)
        #expect(SystemFontMetrics.tracking(forPointSize: 15, generation: .variable) == -32.0 / 2048 * 15)
        #expect(SystemFontMetrics.tracking(forPointSize: 12, generation: .twoDesigns) == 0)
        #expect(SystemFontMetrics.tracking(forPointSize: 20, generation: .twoDesigns) == 37.0 / 2048 * 20)
        // Between listed sizes the units are interpolated; beyond the table they hold.
        #expect(abs(SystemFontMetrics.tracking(forPointSize: 16.5, generation: .twoDesigns) - -43.5 / 2048 * 16.5) < 1e-12)
        #expect(abs(SystemFontMetrics.tracking(forPointSize: 18.5, generation: .variable) - -53.5 / 2048 * 18.5) < 1e-12)
        #expect(SystemFontMetrics.tracking(forPointSize: 4, generation: .twoDesigns) == 82.0 / 2048 * 4)
        #expect(SystemFontMetrics.tracking(forPointSize: 120, generation: .variable) == 0)
    }

    @Test("The San Francisco of iOS 14 and later is the variable one")
    func systemFontGenerations() {
        #expect(SystemFontMetrics.Generation(sdk: .iOS13) == .twoDesigns)
        #expect(SystemFontMetrics.Generation(sdk: .iOS14) == .variable)
        #expect(Font.systemFont(ofSize: 17).systemFontGeneration == .variable)
    }
}
