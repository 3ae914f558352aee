import AutoLayout
import Foundation
import Testing

/// Text styles sized for the window's content size category, as fonts made with
/// `preferredFont(forTextStyle:)` are in an app running at that text size. Text is measured with
/// the fixed-advance font: half the point size per character, lines 1.2 times it.
@Suite struct DynamicTypeTests {
    func window(_ category: ContentSizeCategory) -> Window {
        Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667),
               traitCollection: TraitCollection(preferredContentSizeCategory: category))
    }

    @Test("A body label at AX3 is set at 40 pt: 5 × 20 wide, 48 high")
    func labelAtAX3() {
        let label = Label(text: "Hello")
        label.font = .preferredFont(forTextStyle: .body)
        let window = window(.accessibilityExtraLarge)
        window.rootViewController = ViewController(view: label)
        #expect(label.effectiveFont == .preferredFont(forTextStyle: .body, compatibleWith: .accessibilityExtraLarge))
        #expect(label.intrinsicContentSize == CGSize(width: 100, height: 48))
        // The font the label was given stays as it was given.
        #expect(label.font.pointSize == 17)
    }

    @Test("A system font of a fixed size does not change with the text size")
    func fixedSizeStays() {
        let label = Label(text: "Hello")
        label.font = .systemFont(ofSize: 17)
        let window = window(.accessibilityExtraExtraExtraLarge)
        window.rootViewController = ViewController(view: label)
        #expect(label.intrinsicContentSize == CGSize(width: 42.5, height: 20.5))
    }

    @Test("Buttons and text fields follow too, and a change of traits relayouts them")
    func controlsFollowTraits() {
        let button = Button(title: "Order now")
        button.font = .preferredFont(forTextStyle: .headline)
        let field = TextField(placeholder: "Name")
        field.font = .preferredFont(forTextStyle: .footnote)
        let root = View()
        root.addSubview(button)
        root.addSubview(field)
        let window = window(.extraSmall)
        window.rootViewController = ViewController(view: root)
        // Headline at xSmall is 14 pt: "Order now" 9 × 7 = 63 wide, its 16.8 pt line rounded
        // to 17, plus 12.
        #expect(button.intrinsicContentSize == CGSize(width: 63, height: 29))
        // Footnote at xSmall is 12 pt: "Name" 24 wide, plus 14 on each side.
        #expect(field.intrinsicContentSize == CGSize(width: 52, height: 34))
        window.traitOverrides = TraitPredicate(preferredContentSizeCategory: .accessibilityMedium)
        #expect(window.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        #expect(button.effectiveFont.pointSize == 28)
        #expect(button.intrinsicContentSize == CGSize(width: 126, height: 46))
    }

    @Test("Trait predicates match the text size, and overrides set it")
    func predicates() {
        let traits = TraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        #expect(TraitPredicate(preferredContentSizeCategory: .accessibilityExtraLarge).matches(traits))
        #expect(!TraitPredicate(preferredContentSizeCategory: .large).matches(traits))
        #expect(TraitCollection().overridden(by: TraitPredicate(preferredContentSizeCategory: .small)).preferredContentSizeCategory == .small)
        #expect(traits.description == "wC hR @2x phone leftToRight AX3")
        #expect(TraitCollection().description == "wC hR @2x phone leftToRight")
    }
}
