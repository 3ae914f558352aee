import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import Wireframe

/// What a document says of a label's and a button's text: fonts by name and text style, line
/// break modes, shrinking to fit.
@Suite struct TextPropertyTests {
    /// A label of attributed text has no `<fontDescription>`: Interface Builder writes the font
    /// in its text's attributes. pocket-casts' `StarredViewController.xib` (`toolsVersion` 19455,
    /// an iPhone 8) sets "You haven't starred any episodes yet." in the 14 pt label font
    /// (`metaFont="label"`) and stores it 17 pt tall, a 14 pt line, where the 17 pt default
    /// made it 20.5; its `ChangePasswordViewController.xib` names Helvetica Neue.
    @Test func attributedLabelsTakeTheirTextsFont() throws {
        func label(_ id: String, _ text: String, font: String) -> String {
            """
            <label usesAttributedText="YES" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="30" y="408.5" width="315" height="17"/>
                <attributedString key="attributedText">
                    <fragment content="\(text)">
                        <attributes>
                            \(font)
                            <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """
        }
        let document = try rootViewXib(
            label("starred", "You haven't starred any episodes yet.", font: #"<font key="NSFont" metaFont="label" size="14"/>"#)
                + label("rule", "• Must be at least 6 characters", font: #"<font key="NSFont" size="14" name="HelveticaNeue"/>"#),
            """
            <constraint firstItem="starred" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" id="leading"/>
            <constraint firstAttribute="trailing" secondItem="starred" secondAttribute="trailing" constant="30" id="trailing"/>
            <constraint firstItem="starred" firstAttribute="top" secondItem="root" secondAttribute="top" constant="408.5" id="top"/>
            """, toolsVersion: "19455")
        let layout = try document.scenes[0].build().layout
        #expect((layout.view(withID: "starred") as? Label)?.font == Font(size: 14))
        #expect(frame(layout, "starred") == [30, 408.5, 315, 17])
        #expect((layout.view(withID: "rule") as? Label)?.font == Font(name: "HelveticaNeue", size: 14, weight: .regular))
    }

    /// The paragraph style of a label's attributed text spaces its lines: pocket-casts'
    /// `DownloadsViewController.xib` (`toolsVersion` 19162) sets its empty-state text in two
    /// 14 pt lines 7 pt apart (`lineSpacing="7"`), stored 40.5 tall (2 × 16.71 + 7), and its
    /// `EpisodeListHeaderView.xib` a 15 pt line 1.2 times its height, 21.5 (1.2 × 17.9), where
    /// Plumb made them 33.5 and 18.
    @Test func attributedLabelsSpaceTheirLinesAsTheirParagraphStyleSays() throws {
        func label(_ id: String, _ text: String, size: Int, style: String, top: Int) -> (String, String) {
            ("""
            <label usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="30" y="\(top)" width="315" height="40.5"/>
                <attributedString key="attributedText">
                    <fragment content="\(text)">
                        <attributes>
                            <font key="NSFont" metaFont="system" size="\(size)"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" \
            baseWritingDirection="natural" \(style) tighteningFactorForTruncation="0.0"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """, """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" id="\(id)-leading"/>
            <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="30" id="\(id)-trailing"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(top)" id="\(id)-top"/>
            """)
        }
        let downloads = label("downloads", "Oh no! You’re fresh out of downloads. Download some more and they’ll show up here.",
                              size: 14, style: #"lineSpacing="7""#, top: 408)
        let header = label("header", "Description goes here ", size: 15, style: #"lineHeightMultiple="1.2""#, top: 0)
        let document = try rootViewXib(downloads.0 + header.0, downloads.1 + header.1, toolsVersion: "19162")
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: PangoTextMeasurer())).layout
        #expect(frame(layout, "downloads") == [30, 408, 315, 40.5])
        #expect(frame(layout, "header") == [30, 0, 315, 21.5])
    }

    /// A paragraph style's minimum line height is the least a line takes, whatever its font:
    /// duckduckgo's `Onboarding.storyboard` (Xcode 16, an iPhone XS Max) sets its subheading,
    /// "This is a generic subheading example.", in the 17 pt system font with
    /// `minimumLineHeight="22"` and stores it 22 tall, where the 17 pt line made it 20.333.
    /// Here the same label spans a 375 pt root less 20 at each side.
    @Test func attributedLabelsTakeTheirParagraphStylesMinimumLineHeight() throws {
        let document = try rootViewXib("""
            <label usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="subheading">
                <rect key="frame" x="20" y="3" width="335" height="22"/>
                <attributedString key="attributedText">
                    <fragment content="This is a generic subheading example.">
                        <attributes>
                            <font key="NSFont" metaFont="system" size="17"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="truncatingTail" \
            baseWritingDirection="natural" minimumLineHeight="22" tighteningFactorForTruncation="0.0"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """, """
            <constraint firstItem="subheading" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="leading"/>
            <constraint firstAttribute="trailing" secondItem="subheading" secondAttribute="trailing" constant="20" id="trailing"/>
            <constraint firstItem="subheading" firstAttribute="top" secondItem="root" secondAttribute="top" constant="3" id="top"/>
            """, toolsVersion: "32700.99.1234")
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: PangoTextMeasurer())).layout
        let label = try #require(layout.view(withID: "subheading") as? Label)
        #expect(label.minimumLineHeight == 22 && label.maximumLineHeight == 0)
        #expect(frame(layout, "subheading") == [20, 3, 335, 22])
    }

    /// A label that wraps is as wide as its widest line with the space that line broke after,
    /// as CoreText measures a line: pocket-casts' `PlusLockedInfoView.xib` (Xcode 13.2, a
    /// freeform 400 pt view) centres "Get Pocket Casts Plus to unlock this feature, plus lots
    /// more!" at 15 pt between 40 pt insets, on two lines, and stores it 308 wide, where the
    /// first line without its space made it 304 (San Francisco's widths; the stand-in's first
    /// line, measured here, may be a pixel off).
    @Test func wrappedLabelsMeasureTheSpaceTheirLinesBreakAfter() throws {
        let document = try xib("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="root">
                <rect key="frame" x="0.0" y="0.0" width="400" height="161"/>
                <subviews>
                    <label text="Get Pocket Casts Plus to unlock this feature, plus lots more!" textAlignment="center"             lineBreakMode="tailTruncation" numberOfLines="3" horizontalHuggingPriority="251" verticalHuggingPriority="251"             adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="info">
                        <rect key="frame" x="46" y="71" width="308" height="36"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="info" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="centre"/>
                    <constraint firstItem="info" firstAttribute="top" secondItem="root" secondAttribute="top" constant="71" id="top"/>
                    <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="info" secondAttribute="trailing" constant="40" id="trailing"/>
                    <constraint firstItem="info" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leading" constant="40" id="leading"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """, device: "retina6_1", toolsVersion: "19529")
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: PangoTextMeasurer())).layout
        let text = "Get Pocket Casts Plus to unlock this feature, plus lots more!", font = Font.systemFont(ofSize: 15)
        let lines = PangoTextMeasurer().lines(of: text, font: font, numberOfLines: 3, width: 320, lineBreakMode: .byTruncatingTail)
        #expect(lines.map(\.text) == ["Get Pocket Casts Plus to unlock this feature, ", "plus lots more!"])
        // The text measures its first line and the space after it (a 15 pt space is 4 pt wide);
        // the line draws without it.
        let measured = PangoTextMeasurer().measure(text, font: font, numberOfLines: 3, width: 320).size.width
        #expect(measured > lines[0].width + 3.5)
        let width = (Double(measured) * 2).rounded(.up) / 2
        #expect(frame(layout, "info") == [200 - width / 2, 71, width, 36])
    }

    /// TextKit multiplies a line's natural height by the paragraph's line height multiple, then
    /// holds it between the minimum and maximum line heights (`NSParagraphStyle`): two 17 pt
    /// lines held to 30, from above or from below, are 60 tall.
    @Test func paragraphLineHeightsBoundTheMultipliedLine() {
        let label = Label(text: "Two\nlines")
        label.numberOfLines = 0
        label.lineHeightMultiple = 2
        label.maximumLineHeight = 30
        #expect(label.intrinsicContentSize.height == 60)
        label.maximumLineHeight = 0
        label.lineHeightMultiple = 0
        label.minimumLineHeight = 30
        #expect(label.intrinsicContentSize.height == 60)
    }

    @Test("Labels keep their line break mode, their shrinking and their fonts, named, system or styled")
    func labelText() throws {
        let document = try rootViewXib("""
                    <label text="Avenir" lineBreakMode="middleTruncation" adjustsFontSizeToFit="YES" minimumScaleFactor="0.5" \
            translatesAutoresizingMaskIntoConstraints="NO" id="named">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="21"/>
                        <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="18"/>
                    </label>
                    <label text="System" translatesAutoresizingMaskIntoConstraints="NO" id="system">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="21"/>
                        <fontDescription key="fontDescription" name=".SFUIText-Semibold" family=".SF UI Text" pointSize="15"/>
                    </label>
                    <label text="Body" lineBreakMode="characterWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="styled">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                    </label>
            """)
        let layout = try document.scenes[0].build().layout
        let named = try #require(layout.view(withID: "named") as? Label)
        #expect(named.font == Font(name: "Avenir-Heavy", size: 18, weight: .heavy))
        #expect(named.lineBreakMode == .byTruncatingMiddle)
        #expect(named.adjustsFontSizeToFitWidth && named.minimumScaleFactor == 0.5)
        #expect((layout.view(withID: "system") as? Label)?.font == Font(size: 15, weight: .semibold))
        let styled = try #require(layout.view(withID: "styled") as? Label)
        #expect(styled.font == .preferredFont(forTextStyle: .subheadline))
        #expect(styled.lineBreakMode == .byCharWrapping)
        #expect(!styled.adjustsFontSizeToFitWidth && styled.minimumScaleFactor == 0)
    }

    /// Interface Builder writes `adjustsFontSizeToFit="NO"` for a label of a fixed font size and
    /// leaves the attribute out for one that shrinks to a minimum scale or font size (every
    /// such label of the corpus).
    @Test("A label with a minimum scale or font size and no adjustsFontSizeToFit shrinks")
    func shrinkingByDefault() throws {
        let document = try rootViewXib("""
            <label text="Area" minimumScaleFactor="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="scale">
                <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
            </label>
            <label text="Area" minimumFontSize="8" translatesAutoresizingMaskIntoConstraints="NO" id="size">
                <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
            </label>
            <label text="Area" adjustsFontSizeToFit="NO" minimumScaleFactor="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
            </label>
            """)
        let layout = try document.scenes[0].build().layout
        let shrinking = try ["scale", "size", "fixed"].map { try #require(layout.view(withID: $0) as? Label).adjustsFontSizeToFitWidth }
        #expect(shrinking == [true, true, false])
    }

    /// A button dragged from Xcode 13's library keeps "Button" as its normal state's title
    /// when its configuration's title is changed; it shows the configuration's. AgoraIO's
    /// API-Examples store such a plain "default color" 119.5 wide in San Francisco: 95.5 of
    /// title and 12 each side. Here in the fixed-advance measurer: 14 characters of 8.5 pt,
    /// plus 24; a 20.4 pt line rounded to the pixel, plus 7 above and below.
    @Test func configuredButtonShowsTheConfigurationsTitle() throws {
        let document = try rootViewXib("""
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
            buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="configured">
                        <rect key="frame" x="28" y="82" width="119.5" height="34.5"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="plain" title="Video Scenario"/>
                    </button>
            """, """
            <constraint firstItem="configured" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="28" id="c1"/>
            <constraint firstItem="configured" firstAttribute="top" secondItem="root" secondAttribute="top" constant="82" id="c2"/>
            """)
        let layout = try document.scenes[0].build().layout
        #expect((layout.view(withID: "configured") as? Button)?.title == "Video Scenario")
        #expect(frame(layout, "configured") == [28, 82, 143, 34.5])
    }

    /// A text field without a `borderStyle` has no border: as wide as its text, with no padding,
    /// and its line height rounded up to the point, plus 1 (NetNewsWire's 17 pt body fields and
    /// ProtonVPN's 17 pt name field are stored 22 tall); a rounded-rect one has its 7 pt padding
    /// twice on each side and is 34 pt. In the fixed-advance measurer "Name" is 4 × 8.5 wide at
    /// 17 pt and its line 20.4 high; 4 × 7 at 14 pt.
    @Test func textFieldHeightByBorderStyle() throws {
        let document = try rootViewXib("""
                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \
            placeholder="Name" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                        <rect key="frame" x="20" y="20" width="34" height="22"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </textField>
                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \
            borderStyle="roundedRect" placeholder="Name" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="rounded">
                        <rect key="frame" x="20" y="60" width="56" height="34"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textField>
            """, """
            <constraint firstItem="plain" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="plain" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="rounded" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstItem="rounded" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c4"/>
            """)
        let layout = try document.scenes[0].build().layout
        #expect((layout.view(withID: "plain") as? TextField)?.borderStyle == TextField.BorderStyle.none)
        #expect(frame(layout, "plain") == [20, 20, 34, 22])
        #expect(frame(layout, "rounded") == [20, 60, 56, 34])
        let measured = try document.scenes[0].build(BuildOptions(textMeasurer: PangoTextMeasurer())).layout
        #expect(frame(measured, "plain")[3] == 22)
    }

    /// A text view that does not scroll sizes to its text; empty, it keeps the line where the
    /// insertion point goes: nextcloud's empty 14 pt text view is stored 33 tall, 8 above and
    /// below a line rounded up to 17 (16.8 in the fixed-advance measurer, 16.7 in San
    /// Francisco).
    @Test func emptyTextViewIsOneLineHigh() throws {
        let document = try rootViewXib("""
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" \
            textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                        <rect key="frame" x="44" y="5.5" width="246" height="33"/>
                    </textView>
            """, """
            <constraint firstItem="empty" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="44" id="c1"/>
            <constraint firstItem="empty" firstAttribute="top" secondItem="root" secondAttribute="top" constant="5.5" id="c2"/>
            <constraint firstItem="empty" firstAttribute="width" constant="246" id="c3"/>
            """)
        #expect(frame(try document.scenes[0].build().layout, "empty") == [44, 5.5, 246, 33])
        let measured = try document.scenes[0].build(BuildOptions(textMeasurer: PangoTextMeasurer())).layout
        #expect(frame(measured, "empty") == [44, 5.5, 246, 33])
    }

    /// A text view lays its lines out as TextKit does, each with its font's leading under it,
    /// the last one too: kharrison's `StackMargin` (Xcode 11.3) stores a one-line body text view
    /// 38 tall, the body style's 22 pt line (20.287 of San Francisco's and 1.713 of leading)
    /// and 8 above and below, where a body label of the line is 20.5; without the leading it
    /// was 36.5.
    @Test func textViewLinesTakeTheirStylesLeading() throws {
        let document = try rootViewXib("""
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" \
            editable="NO" text="Content goes here" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                        <rect key="frame" x="20" y="48.5" width="335" height="38"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </textView>
            """, """
            <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" constant="48.5" id="c2"/>
            <constraint firstItem="body" firstAttribute="width" constant="335" id="c3"/>
            """)
        let measured = try document.scenes[0].build(BuildOptions(textMeasurer: PangoTextMeasurer())).layout
        #expect(frame(measured, "body") == [20, 48.5, 335, 38])
    }
}
