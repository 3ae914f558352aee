import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import Wireframe

/// Text views that documents the project had never seen showed off for reasons other than the
/// stand-in font's glyphs: each test is one such document's situation, measured with the
/// fixed-advance measurer.
@Suite struct TextFidelityTests {
    /// A `subtitle` row of a fixed height centres its pair whatever its margins:
    /// IQKeyboardManager's 50 pt rows (Xcode 26, whose Liquid Glass rows keep 15 pt above and
    /// below) hold a 16 pt title and a 12 pt detail, 34 pt together, where the margins leave
    /// 20; Xcode stores the detail at 27.5, under a title at 8. Bound by the margins, the pair
    /// could not be placed and the row's margin guide gave way, throwing both labels 33 pt up.
    @Test func fixedRowCentresASubtitlePairTallerThanItsMargins() throws {
        let document = try builtInCellTable(
            table: #"style="grouped" rowHeight="50" sectionHeaderHeight="18""#, width: 414,
            cell: #"textLabel="title" detailTextLabel="detail" rowHeight="50" style="IBUITableViewCellStyleSubtitle""#, rowHeight: 50,
            labels: """
                \(cellLabel("title", "Full Screen", font: #"type="system" weight="medium" pointSize="16""#, #"numberOfLines="0""#))
                \(cellLabel("detail", "- Layout guide", font: #"type="system" pointSize="12""#, #"numberOfLines="0""#))
                """, device: "retina6_1", toolsVersion: "24127")
        let layout = try document.scenes[0].build().layout
        #expect(!layout.report().diagnostics.map(\.kind).contains("unsatisfiable"))
        #expect(frame(layout, "detail") == [20, 27.5, 84, 14.5])
        #expect(frame(layout, "title") == [20, 8, 88, 19.5])
    }

    /// A `subtitle` title rises above its centred place by the row's height beyond 54.5 pt, at
    /// most 3 pt, both scaled by its size over 17: IQKeyboardManager's examples (Xcode 26, an
    /// iPhone 11) store their 16 pt titles over 12 pt details at 8 in 50 pt rows, where the pair
    /// is centred (27.5 for the detail), and 3 pt above it in 60 pt rows (10, the detail at
    /// 32.5). Raised by 0.8 pt for each point above 17 alone, the titles of the taller rows
    /// were 3 pt low, at 13.
    @Test(arguments: [(50, 8.0, 27.5), (60, 10.0, 32.5)])
    func subtitleTextRisesInTallRows(rowHeight: Int, titleTop: Double, detailTop: Double) throws {
        let document = try builtInCellTable(
            table: #"style="grouped" rowHeight="44" sectionHeaderHeight="18""#, width: 414,
            cell: #"accessoryType="disclosureIndicator" textLabel="title" detailTextLabel="detail" rowHeight="\#(rowHeight)" style="IBUITableViewCellStyleSubtitle""#,
            rowHeight: rowHeight,
            labels: """
                \(cellLabel("title", "Special Cases", font: #"type="system" weight="medium" pointSize="16""#, #"numberOfLines="0""#))
                \(cellLabel("detail", "- UISearchBar", font: #"type="system" pointSize="12""#, #"numberOfLines="0""#))
                """, device: "retina6_1", toolsVersion: "24127")
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "title")[1] == titleTop)
        #expect(frame(layout, "detail")[1] == detailTop)
    }

    /// A self-sizing row of a built-in style places its text, once the row has measured
    /// itself, as a row of that height would: at `ceil((height − text) / 2)`, not on the row's
    /// centre. twilio's virtual background settings (Xcode 26, whose Liquid Glass rows are
    /// 52 pt less a 1 pt separator) store a `value1` row 51 high with its 17 pt text and detail
    /// at 16, where the centre puts them at 15.25.
    @Test func selfSizingValue1RowPlacesItsTextAtAWholePoint() throws {
        let document = try builtInCellTable(
            table: #"style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28""#, width: 375,
            cell: #"textLabel="title" detailTextLabel="detail" style="IBUITableViewCellStyleValue1""#, rowHeight: 51,
            labels: """
                \(cellLabel("title", "Title", font: #"type="system" pointSize="17""#))
                \(cellLabel("detail", "Detail", font: #"type="system" pointSize="17""#, #"textAlignment="right""#))
                """, device: "retina4_7", toolsVersion: "24506")
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "cell")[3] == 51)
        #expect(frame(layout, "title")[1] == 16)
        #expect(frame(layout, "detail")[1] == 16)
    }

    /// Once a self-sizing row of a built-in style has measured itself, its pair is centred at
    /// the labels' own heights, as UIKit's layout managers set their frames, even where the
    /// pair's top rounded up leaves it past the bottom margin: tinode's topic security rows
    /// (Xcode 16, `toolsVersion` 23727, a 414 pt iPhone at 3x) are 43.667 high, with a 17 pt
    /// "Anonymous users" at 12 and a Courier New "N" detail, whose ascender is 2 pt less, at 14
    /// and 19.333 tall, its bottom 0.667 past the 11 pt margin. Held within the margin, the
    /// detail was 18.667 tall.
    @Test func measuredBuiltInRowKeepsItsLabelsHeights() throws {
        let document = try builtInCellTable(
            table: #"style="grouped" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="1""#, width: 414,
            cell: #"accessoryType="disclosureIndicator" textLabel="title" detailTextLabel="detail" style="IBUITableViewCellStyleValue1""#,
            rowHeight: 44,
            labels: """
                \(cellLabel("title", "Anonymous users", font: #"type="system" pointSize="17""#))
                \(cellLabel("detail", "N", font: #"name="CourierNewPSMT" family="Courier New" pointSize="17""#, #"textAlignment="right""#))
                """, device: "retina5_5", toolsVersion: "23727")
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: PangoTextMeasurer())).layout
        #expect(frame(layout, "cell")[3] == 43.667)
        #expect([frame(layout, "title")[1], frame(layout, "title")[3]] == [12, 20.333])
        #expect(frame(layout, "detail")[1 ... 3] == [14, 10.333, 19.333])
    }

    /// A built-in style's pair is centred by its labels' heights at the width they are laid
    /// out at: IQKeyboardManager's examples (Xcode 26) put a detail of three paragraphs, four
    /// lines in its row's text rectangle, under a 16 pt title in a 120 pt row, and store the
    /// title at 19 (the pair of 77 centred at 22, then raised 3), where the paragraphs set
    /// unwrapped, three lines, put it at 26. Here, in the fixed-advance font (6 pt a character
    /// at 12 pt, lines of 14.4), a paragraph of 80 characters and one of 10 are two lines
    /// unwrapped and three in the 374 pt rectangle: 43.5 high, so the pair of 63 is centred at
    /// 29 (the detail at 48.5) and the title raised to 26, where two lines would put it at 33.
    @Test func subtitlePairIsCentredByItsWrappedHeights() throws {
        let paragraph = String(repeating: "aaaa ", count: 16).trimmingCharacters(in: .whitespaces)
        let document = try builtInCellTable(
            table: #"style="plain" rowHeight="120""#, width: 414,
            cell: #"textLabel="title" detailTextLabel="detail" rowHeight="120" style="IBUITableViewCellStyleSubtitle""#,
            rowHeight: 120,
            labels: """
                \(cellLabel("title", "Title", font: #"type="system" weight="medium" pointSize="16""#, #"numberOfLines="0""#))
                \(cellLabel("detail", "\(paragraph)&#10;bbbb bbbb", font: #"type="system" pointSize="12""#, #"numberOfLines="0""#))
                """, device: "retina6_1", toolsVersion: "24127")
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "detail")[3] == 43.5)
        #expect(frame(layout, "title")[1] == 26)
        #expect(frame(layout, "detail")[1] == 48.5)
    }

    /// A `subtitle` text smaller than the style's 17 pt stays on top of its detail, where the
    /// centred pair puts it: RxSwift's example list (Xcode 13.3) stores its 16 pt titles at 6
    /// over 11 pt details at 25.5 in 44 pt rows, as every document with a smaller title
    /// does (seafile's); a row this short raises no title. Lowered 0.8 pt a point, the titles were
    /// a pixel low at 7.
    @Test func subtitleTextSmallerThanTheStylesIsNotLowered() throws {
        let document = try builtInCellTable(
            table: #"style="plain" rowHeight="44""#, width: 375,
            cell: #"accessoryType="disclosureIndicator" textLabel="title" detailTextLabel="detail" style="IBUITableViewCellStyleSubtitle""#,
            rowHeight: 44,
            labels: """
                \(cellLabel("title", "ImagePicker", font: #"type="system" pointSize="16""#))
                \(cellLabel("detail", "UIImagePickerController example", font: #"type="system" pointSize="11""#))
                """, device: "retina4_7", toolsVersion: "20037")
        let layout = try document.scenes[0].build().layout
        // 11 characters of 8 pt over 31 of 5.5 pt: lines of 19.2 and 13.2 rounded up to the
        // pixel, 33 together, centred at ceil((44 − 33) / 2).
        #expect(frame(layout, "title") == [16, 6, 88, 19.5])
        #expect(frame(layout, "detail") == [16, 25.5, 170.5, 13.5])
    }

    /// A disclosure indicator is as wide as the saving Xcode's canvas draws it, and a
    /// `default` text runs to 8 pt before the content view it leaves: openfoodfacts' settings
    /// (Xcode 12.5, 18122) store their rows' content views 349.5 of 375 and their texts 325.5
    /// wide at 16, where iOS 13's 11 pt indicator made them 324; RxSwift's (20037) 350.5;
    /// Xcode 14's (21701 on) 348.5. Before Xcode 10.2 the indicator took 18 and the text
    /// ended 1 pt before the content view (Alamofire's rows, 14460: 324 at 16 in 341).
    @Test func disclosureIndicatorIsTheSavingXcodes() throws {
        func row(_ toolsVersion: String) throws -> (content: Double, text: [Double]) {
            let document = try builtInCellTable(
                table: #"style="grouped" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18""#, width: 375,
                cell: #"accessoryType="disclosureIndicator" textLabel="text" style="IBUITableViewCellStyleDefault""#, rowHeight: 44,
                labels: cellLabel("text", "Allergen alerts", font: #"type="system" pointSize="15""#),
                device: "retina4_7", toolsVersion: toolsVersion)
            let layout = try document.scenes[0].build().layout
            return (frame(layout, "content")[2], Array(frame(layout, "text")[0 ... 2]))
        }
        let eras: [(String, Double, [Double])] = [
            ("14460", 341, [16, 0, 324]), ("17156", 348, [16, 0, 324]), ("18122", 349.5, [16, 0, 325.5]),
            ("19529", 350.5, [16, 0, 326.5]), ("20037", 350.5, [16, 0, 326.5]), ("21701", 348.5, [16, 0, 324.5]),
        ]
        for (toolsVersion, content, text) in eras {
            let measured = try row(toolsVersion)
            #expect(measured.content == content, "toolsVersion \(toolsVersion)")
            #expect(measured.text == text, "toolsVersion \(toolsVersion)")
        }
    }

    /// Before Xcode 11 a built-in style's text runs to the content view's edge beside a checkmark
    /// or a detail button, where it ends 1 pt before it beside the wide disclosure indicator:
    /// FSCalendar's Swift example (Xcode 10.1, 14313, an iPhone 8) stores its checkmark rows'
    /// texts 319 wide at 16 in 335 pt content views (375 - 16 - 24), and RxSwift's table
    /// example (Xcode 8, 11542) a detail button row's 313 at 15 in 328 (375 - 15 - 32).
    @Test(arguments: [("14313", "checkmark", 335.0, [16.0, 0, 319]), ("11542", "detailButton", 328.0, [15.0, 0, 313])])
    func oldTextRunsToTheEdgeBesideACheckmark(toolsVersion: String, accessory: String, content: Double, text: [Double]) throws {
        let document = try builtInCellTable(
            table: #"style="plain" rowHeight="44""#, width: 375,
            cell: #"accessoryType="\#(accessory)" textLabel="text" style="IBUITableViewCellStyleDefault""#, rowHeight: 44,
            labels: cellLabel("text", "Scroll direction", font: #"type="system" pointSize="17""#),
            device: "retina4_7", toolsVersion: toolsVersion)
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "content")[2] == content)
        #expect(Array(frame(layout, "text")[0 ... 2]) == text)
    }

    /// A detail button narrows the content view by the saving Xcode's button too:
    /// raywenderlich's contact rows (an iPhone 8) store their content views 327 of 375 when
    /// saved by Xcode 10.1 (14460), the side margin and iOS 12's 32 pt button, and 335 when
    /// saved by Xcode 11 (15400), its 24; their name label, pinned 48 pt in and to the content
    /// view's trailing edge, 279 and 287 wide.
    @Test(arguments: [("14460", 327.0, 279.0), ("15400", 335.0, 287.0)])
    func detailButtonIsTheSavingXcodes(toolsVersion: String, content: Double, label: Double) throws {
        let document = try builtInCellTable(
            table: #"style="plain" rowHeight="44""#, width: 375,
            cell: #"accessoryType="detailButton""#, rowHeight: 44,
            labels: cellLabel("name", "Label", font: #"type="system" pointSize="17""#, #"translatesAutoresizingMaskIntoConstraints="NO""#),
            constraints: """
                <constraint firstItem="name" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="48" id="l"/>
                <constraint firstAttribute="trailing" secondItem="name" secondAttribute="trailing" id="t"/>
                <constraint firstItem="name" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c"/>
                """, device: "retina4_7", toolsVersion: toolsVersion)
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "content")[2] == content)
        #expect(frame(layout, "name")[2] == label)
    }

    /// Beside an accessory the content view is what the cell leaves it rounded up to the pixel:
    /// at 3x Xcode 14's 10.5 pt disclosure indicator takes 10.333. googleads' examples (Xcode
    /// 15, 23089, an iPhone X at 3x) store a 375 pt row's content view 348.667 wide (375 - 16
    /// - 10.5 = 348.5, up to the pixel), where an iPhone 8 at 2x keeps 348.5; owntracks'
    /// storyboard (Xcode 26, 3x) its detail disclosure rows' 377.667 of 440 (440 - 20 - 42.5).
    @Test(arguments: [("23089", "retina5_9", 375, "disclosureIndicator", 348.667),
                      ("23089", "retina4_7", 375, "disclosureIndicator", 348.5),
                      ("24765", "retina6_9", 440, "detailDisclosureButton", 377.667)])
    func contentBesideAnAccessoryIsRoundedUpToThePixel(toolsVersion: String, device: String, width: Int,
                                                        accessory: String, content: Double) throws {
        let document = try builtInCellTable(
            table: #"style="plain" rowHeight="44""#, width: width,
            cell: #"accessoryType="\#(accessory)""#, rowHeight: 44, labels: "", device: device, toolsVersion: toolsVersion)
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "content")[2] == content)
    }

    /// Xcode 13's checkmark and detail button narrow the content view by 20.5 pt beyond the side
    /// margin, not 24: ProtonVPN's `CheckmarkTableViewCell.xib` (Xcode 13, 20037), a 320 pt
    /// top-level cell with a checkmark, stores its content view 283.5 wide (320 - 16 - 20.5)
    /// and the label it pins to the content view's margins 259.5 (283.5 - 16 - the 8 pt
    /// accessory margin); corona-warn-app's `DiaryEditEntriesTableViewCell.xib` (20037) stores a
    /// detail button's content view 283.5 of 320 too. Xcode 14 (21701) takes 24: 280 and 256.
    @Test(arguments: [("20037", "checkmark", 283.5, 259.5), ("20037", "detailButton", 283.5, 259.5),
                      ("21701", "checkmark", 280.0, 256.0)])
    func checkmarkOfXcode13IsNarrower(toolsVersion: String, accessory: String, content: Double, label: Double) throws {
        let document = try xib("""
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="\(accessory)" indentationWidth="10" id="KGk-i7-Jjw">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                    <rect key="frame" x="0.0" y="0.0" width="283.5" height="44"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="_Label" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="42B-hx-AXo">
                            <rect key="frame" x="16" y="0.0" width="259.5" height="44"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="42B-hx-AXo" firstAttribute="top" secondItem="H2p-sc-9uM" secondAttribute="top" id="Geo-gC-27Q"/>
                        <constraint firstItem="42B-hx-AXo" firstAttribute="leading" secondItem="H2p-sc-9uM" secondAttribute="leadingMargin" id="LaE-TM-XJw"/>
                        <constraint firstAttribute="bottom" secondItem="42B-hx-AXo" secondAttribute="bottom" id="Vig-kJ-Flg"/>
                        <constraint firstAttribute="trailingMargin" secondItem="42B-hx-AXo" secondAttribute="trailing" id="qOK-BW-Ykc"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """, device: "retina6_1", toolsVersion: toolsVersion)
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "H2p-sc-9uM")[2] == content)
        #expect(frame(layout, "42B-hx-AXo")[0 ... 2] == [16, 0, label])
    }

    /// A detail disclosure button narrows the content view by the saving Xcode's button and
    /// chevron: owntracks' storyboard keeps a 414 pt row with one on an iPhone 11 (20 pt side
    /// margins) through its history, and stores its content view 351 wide when saved by Xcode
    /// 12.4 (17701: 20 + 43 less), 357 by Xcode 13 (20037: 20 + 37; Esri's Xcode 13 samples too)
    /// and 351.5 by Xcode 14 (21225: 20 + 42.5); ProtonVPN's of Xcode 9.4 (14113) stores its
    /// 375 pt row's 308 (16 + 51 less).
    @Test(arguments: [("14113", 375, 308.0), ("17701", 414, 351.0), ("20037", 414, 357.0), ("21225", 414, 351.5)])
    func detailDisclosureButtonIsTheSavingXcodes(toolsVersion: String, width: Int, content: Double) throws {
        let document = try builtInCellTable(
            table: #"style="plain" rowHeight="44""#, width: width,
            cell: #"accessoryType="detailDisclosureButton""#, rowHeight: 44, labels: "",
            device: width == 375 ? "retina4_7" : "retina6_1", toolsVersion: toolsVersion)
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "content")[2] == content)
    }

    /// Beside an accessory a cell's content view has an 8 pt trailing margin, not the row's:
    /// SwiftMessages' demo (Xcode 14.3) pins its rows' titles 10 pt inside the margins of a
    /// 348.5 pt content view beside a disclosure indicator and stores them 304.5 wide at 26,
    /// ending 18 pt before the edge, as every document with a view pinned to such a margin
    /// stores it (34 constraints of 10 documents, every accessory type). With the row's 16 pt
    /// margin they were 296.5 wide.
    @Test(arguments: [("disclosureIndicator", 304.5), ("checkmark", 291)])
    func contentBesideAnAccessoryHasAnEightPointMargin(accessory: String, width: Double) throws {
        let document = try builtInCellTable(
            table: #"style="plain" rowHeight="44""#, width: 375,
            cell: #"accessoryType="\#(accessory)" rowHeight="80""#, rowHeight: 80,
            labels: cellLabel("title", "VIEW CONTROLLERS 2", font: #"type="boldSystem" pointSize="13""#,
                              #"translatesAutoresizingMaskIntoConstraints="NO""#),
            constraints: """
                <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" constant="10" id="c1"/>
                <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="10" id="c2"/>
                <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" constant="10" id="c3"/>
                """, device: "retina4_7", toolsVersion: "22505")
        let layout = try document.scenes[0].build().layout
        // A 13 pt line of 15.6, rounded up to the pixel.
        #expect(frame(layout, "title") == [26, 21, width, 16])
    }

    /// iOS 10's built-in styles set their text 15 pt from the content view's sides and from
    /// the image, where the row's margins are 16: IBAnimatable's refresh control rows (Xcode 8,
    /// 12120) store their texts 345 wide at 15 in 375, its demo's 304 wide at 56 after a 25 pt
    /// image at 16. They were a point in, and a point after the image, at 16 and 57.
    @Test func xcode8BuiltInTextsAreFifteenPointsIn() throws {
        func row(_ image: String?) throws -> BuiltLayout {
            let imageView = image.map { #"<imageView image="\#($0)" id="image"/>"# } ?? ""
            return try builtInCellTable(
                table: #"style="plain" rowHeight="44""#, width: 375,
                cell: #"textLabel="text" \#(image == nil ? "" : #"imageView="image""#) style="IBUITableViewCellStyleDefault""#, rowHeight: 44,
                labels: cellLabel("text", "Home", font: #"type="system" pointSize="17""#) + imageView,
                resources: #"<image name="home" width="25" height="22"/>"#,
                device: "retina4_7", toolsVersion: "12120").scenes[0].build().layout
        }
        #expect(Array(frame(try row(nil), "text")[0 ... 2]) == [15, 0, 345])
        let withImage = try row("home")
        #expect(frame(withImage, "image")[0] == 16)
        #expect(Array(frame(withImage, "text")[0 ... 2]) == [56, 0, 304])
    }

    /// A built-in style's text is 15 pt after its image in every Xcode's documents, not 16:
    /// FSCalendar's example (Xcode 10.1, an iPhone 8 Plus) stores its rows' texts at 53 after
    /// an 18 pt image at 20, 341 wide to the 20 pt margin; they were at 54.
    @Test func builtInTextIsFifteenPointsAfterItsImage() throws {
        let layout = try builtInCellTable(
            table: #"style="plain" rowHeight="44""#, width: 414,
            cell: #"textLabel="text" imageView="image" style="IBUITableViewCellStyleDefault""#, rowHeight: 44,
            labels: cellLabel("text", "FSCalendarScopeExample", font: #"type="system" pointSize="17""#)
                + #"<imageView image="icon_cat" id="image"/>"#,
            resources: #"<image name="icon_cat" width="18" height="15"/>"#,
            device: "retina5_5", toolsVersion: "14313.18").scenes[0].build().layout
        #expect(frame(layout, "image")[0] == 20)
        #expect(Array(frame(layout, "text")[0 ... 2]) == [53, 0, 341])
    }

    /// A built-in cell's label the document leaves empty keeps the frame its style's default
    /// text gave it in Xcode's canvas: FSCalendar's `value1` rows (Xcode 10, 16 pt) store
    /// their empty details 41.667 × 19.333 at the trailing margin, the size of "Detail".
    @Test func emptyBuiltInLabelIsSizedByItsDefaultText() throws {
        let document = try builtInCellTable(
            table: #"style="plain" rowHeight="44""#, width: 414,
            cell: #"textLabel="text" detailTextLabel="detail" style="IBUITableViewCellStyleValue1""#, rowHeight: 44,
            labels: """
                \(cellLabel("text", "Full Screen Example", font: #"type="system" pointSize="16""#))
                \(cellLabel("detail", "", font: #"type="system" pointSize="16""#, #"textAlignment="right""#))
                """, device: "retina5_5", toolsVersion: "14313.18")
        let layout = try document.scenes[0].build().layout
        // "Detail", 6 characters of 8 pt, a 19.2 pt line rounded up to the pixel at 3x.
        #expect(frame(layout, "detail") == [346, 13, 48, 19.333])
        #expect((layout.view(withID: "detail") as? Label)?.text == "")
    }

    /// An empty built-in label, which UIKit takes out of the cell, sets nothing of a
    /// self-sizing row's height: Loop's lesson rows (Xcode 10), whose empty headline and
    /// subheadline labels Xcode stores at the size of "Title" and "Subtitle", stay 44 pt high.
    @Test func emptyBuiltInLabelsLeaveASelfSizingRowAlone() throws {
        let document = try builtInCellTable(
            table: #"style="grouped" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18""#, width: 375,
            cell: #"textLabel="title" detailTextLabel="subtitle" style="IBUITableViewCellStyleSubtitle""#, rowHeight: 44,
            labels: """
                \(cellLabel("title", "", font: #"style="UICTFontTextStyleHeadline""#, #"numberOfLines="0""#))
                \(cellLabel("subtitle", "", font: #"style="UICTFontTextStyleSubhead""#, #"numberOfLines="0""#))
                """, device: "retina4_7", toolsVersion: "14460.31")
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "cell")[3] == 44)
        // "Title" at 17 pt and "Subtitle" at 15, lines of 20.4 and 18 rounded up to the pixel.
        #expect(frame(layout, "title")[2 ... 3] == [42.5, 20.5])
        #expect(frame(layout, "subtitle")[2 ... 3] == [60, 18])
    }

    /// Beside an accessory a `value1` detail ends 8 pt before the content view's edge, as the
    /// `default` style's text does: Esri's samples (Xcode 12) store every detail of a row with
    /// a disclosure indicator, 414 pt wide, ending at 375 of a 383 pt content view.
    @Test func value1DetailEndsBeforeTheAccessory() throws {
        let document = try builtInCellTable(
            table: #"style="plain" rowHeight="44""#, width: 414,
            cell: #"accessoryType="disclosureIndicator" textLabel="text" detailTextLabel="detail" style="IBUITableViewCellStyleValue1""#,
            rowHeight: 44,
            labels: """
                \(cellLabel("text", "Title", font: #"type="system" pointSize="17""#))
                \(cellLabel("detail", "Detail", font: #"type="system" pointSize="17""#, #"textAlignment="right""#))
                """, device: "retina6_1", toolsVersion: "17156")
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "content")[2] == 383)
        // "Detail", 6 characters of 8.5 pt.
        #expect(frame(layout, "detail") == [324, 12, 51, 20.5])
    }

    /// The canvases of Xcode 12.5 to 13 set text styles at the xSmall content size category:
    /// AgoraIO's `PrecallTest` (18122) stores its headline "Echo Pretest" 86 × 17, 14 pt
    /// semibold, not 17 pt's 101 × 20.5. A document of Xcode 12.4 (17701) keeps Large, and a
    /// size asked for with the traits wins.
    @Test func xcode13SetsTextStylesAtExtraSmall() throws {
        func headline(_ toolsVersion: String, _ options: BuildOptions = BuildOptions()) throws -> [Double] {
            let document = try rootViewXib("""
                <label text="Echo Pretest" translatesAutoresizingMaskIntoConstraints="NO" id="headline">
                    <rect key="frame" x="20" y="100" width="86" height="17"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                </label>
                """, """
                <constraint firstItem="headline" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="headline" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                """, toolsVersion: toolsVersion)
            return frame(try document.scenes[0].build(options).layout, "headline")
        }
        // 12 characters of 7 pt, a 16.8 pt line rounded up to the pixel at 2x.
        #expect(try headline("18122") == [20, 100, 84, 17])
        #expect(try headline("20037") == [20, 100, 84, 17])
        // At Large, 17 pt: 8.5 pt characters, a 20.4 pt line.
        #expect(try headline("17701") == [20, 100, 102, 20.5])
        #expect(try headline("21225") == [20, 100, 102, 20.5])
        let large = BuildOptions(traitOverrides: TraitPredicate(preferredContentSizeCategory: .large))
        #expect(try headline("18122", large) == [20, 100, 102, 20.5])
    }

    /// A table's rows take the margin UIKit gives by the table's own width: 16 pt in a table
    /// 320 pt wide or narrower, even on a screen that wants wide margins. KeePassium's
    /// `SyncConflictAlert` (Xcode 13, an iPhone 11) centres a 300 pt table in its 414 pt view
    /// and pins its rows' labels to their content view's margins: Xcode stores them at 16,
    /// 268 wide, where the root's 20 had put them 4 pt in and 8 narrower.
    @Test func rowsOfANarrowTableKeepSixteenPointMargins() throws {
        let layout = try syncConflictTable(sizePriority: nil).scenes[0].build().layout
        #expect(frame(layout, "table") == [57, 298, 300, 300])
        #expect(frame(layout, "title")[0] == 16)
        #expect(frame(layout, "title")[2] == 268)
    }

    /// A table's rows take its width; their content never sizes the table, as UIKit's table
    /// sets its cells' frames. KeePassium's `SyncConflictAlert` (Xcode 13) asks its table for
    /// 300 × 300 at priority 250 only, and its rows' labels, pinned to the content view's
    /// margins, hug their text at 251: Xcode stores the table 300 wide and the labels 268,
    /// where a row width related both ways had let the labels pull the table to 190.
    @Test func rowsDoNotSizeTheirTable() throws {
        let layout = try syncConflictTable(sizePriority: 250, labelAttributes: #"horizontalHuggingPriority="251""#)
            .scenes[0].build().layout
        #expect(frame(layout, "table") == [57, 298, 300, 300])
        #expect(frame(layout, "cell")[2] == 300)
        #expect(frame(layout, "title")[2] == 268)
    }

    /// A text field without a border is its line rounded up to the point, and from the iOS 14
    /// SDK on its caret's height when that is taller: IBAnimatable's demo (Xcode 8,
    /// `toolsVersion` 12120) stacks a 35 pt light title field and a 14 pt light one 10 pt under
    /// it, and stores them 42 and 17 tall at 20 and 72 (pocket-casts' `AddCustomViewController.xib`
    /// of Xcode 10.2 a 16 pt field 20 tall); Xcode 12's documents (Esri's, 17156) store such
    /// fields taller. With this measurer's lines (1.2 times the size: 42 and 16.8, 17 rounded
    /// up), the carets are 44 and 18.8, 18.5 at 2x.
    @Test(arguments: [("12120", 42.0, 17.0), ("17156", 44.0, 18.5)])
    func borderlessTextFieldsOfXcode8AreTheirLine(toolsVersion: String, title: Double, detail: Double) throws {
        func field(_ id: String, _ size: Int) -> String {
            """
            <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Title" textAlignment="center" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="20" width="335" height="42"/>
                <fontDescription key="fontDescription" type="system" weight="light" pointSize="\(size)"/>
            </textField>
            """
        }
        let document = try rootViewXib(field("J5J-mW-Tm2", 35) + field("9iI-V0-ybN", 14), """
            <constraint firstItem="J5J-mW-Tm2" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
            <constraint firstItem="J5J-mW-Tm2" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
            <constraint firstAttribute="trailing" secondItem="J5J-mW-Tm2" secondAttribute="trailing" constant="20" id="r1"/>
            <constraint firstItem="9iI-V0-ybN" firstAttribute="top" secondItem="J5J-mW-Tm2" secondAttribute="bottom" constant="10" id="t2"/>
            <constraint firstItem="9iI-V0-ybN" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l2"/>
            <constraint firstAttribute="trailing" secondItem="9iI-V0-ybN" secondAttribute="trailing" constant="20" id="r2"/>
            """, toolsVersion: toolsVersion)
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "J5J-mW-Tm2") == [20, 20, 335, title])
        #expect(frame(layout, "9iI-V0-ybN") == [20, 30 + title, 335, detail])
    }

    /// A secure-entry field without a border is its line rounded up to the point, its caret not
    /// counted: pocket-casts' `NewEmailViewController.xib` (Xcode 13, `toolsVersion` 19455)
    /// centres a 14 pt password field in a 56 pt row and stores it 17 tall at 19.5, where a
    /// field that shows its text is its caret's height, 18.5 (this measurer's 16.8 pt line and
    /// a point above and below it, down to the pixel at 2x), at (56 - 18.5) / 2 = 18.75
    /// (NetNewsWire's `Account.storyboard`, Xcode 16, stores its 17 pt password fields 21 tall
    /// beside its 22 pt email fields).
    @Test func secureBorderlessTextFieldsAreTheirLine() throws {
        func field(_ id: String, secure: Bool) -> String {
            """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Password" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="48" y="19.5" width="284" height="17"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"\(secure ? #" secureTextEntry="YES" textContentType="password""# : "")/>
            </textField>
            """
        }
        func row(_ id: String, _ fieldID: String, secure: Bool, top: Int) -> String {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="\(top)" width="375" height="56"/>
                <subviews>\(field(fieldID, secure: secure))</subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="56" id="\(id)-h"/>
                    <constraint firstItem="\(fieldID)" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" constant="48" id="\(id)-l"/>
                    <constraint firstAttribute="trailing" secondItem="\(fieldID)" secondAttribute="trailing" constant="43" id="\(id)-r"/>
                    <constraint firstItem="\(fieldID)" firstAttribute="centerY" secondItem="\(id)" secondAttribute="centerY" id="\(id)-c"/>
                </constraints>
            </view>
            """
        }
        func pin(_ id: String, top: Int) -> String {
            """
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(top)" id="\(id)-t"/>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="\(id)-rl"/>
            <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" id="\(id)-rr"/>
            """
        }
        let document = try rootViewXib(row("kUO-eE-vAQ", "mHh-0p-6aT", secure: true, top: 0) + row("email", "emailField", secure: false, top: 56),
                                       pin("kUO-eE-vAQ", top: 0) + pin("email", top: 56), toolsVersion: "19455")
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "mHh-0p-6aT") == [48, 19.5, 284, 17])
        #expect(frame(layout, "emailField") == [48, 18.75, 284, 18.5])
    }

    /// A field without a border is its line rounded up to the point, with no point more, in an
    /// app linked before the iOS 14 SDK: LoopKit's `GlucoseRangeTableViewCell.xib` (Xcode 11,
    /// `toolsVersion` 14854.2) centres its body-style "min" and "max" fields in a 28 pt stack
    /// and stores them 21 tall at 3.5, and beam's `Main.storyboard` (15705) its 17 pt message
    /// field 21 tall; Xcode 12's (Esri's samples, 17156 to 17701) are 22.
    @Test func borderlessTextFieldsBeforeTheIOS14SDKAreTheirLine() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="3" translatesAutoresizingMaskIntoConstraints="NO" id="OlF-DK-Tvf">
                <rect key="frame" x="294.5" y="11" width="68.5" height="28"/>
                <subviews>
                    <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" horizontalHuggingPriority="251" horizontalCompressionResistancePriority="751" enabled="NO" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="min" textAlignment="right" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="ZFq-4F-l9E">
                        <rect key="frame" x="0.0" y="3.5" width="32" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <textInputTraits key="textInputTraits" keyboardType="decimalPad"/>
                    </textField>
                    <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" horizontalHuggingPriority="251" horizontalCompressionResistancePriority="751" enabled="NO" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="max" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Dw2-da-mzO">
                        <rect key="frame" x="35" y="3.5" width="32" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <textInputTraits key="textInputTraits" keyboardType="decimalPad"/>
                    </textField>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="28" id="43t-kd-KwW"/>
                    <constraint firstItem="ZFq-4F-l9E" firstAttribute="width" secondItem="Dw2-da-mzO" secondAttribute="width" id="qK8-aB-wYy"/>
                    <constraint firstAttribute="width" constant="67" id="stack-w"/>
                </constraints>
            </stackView>
            """
        let pins = """
            <constraint firstItem="OlF-DK-Tvf" firstAttribute="top" secondItem="root" secondAttribute="top" constant="11" id="t"/>
            <constraint firstItem="OlF-DK-Tvf" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="294.5" id="l"/>
            """
        for (toolsVersion, height) in [("14854.2", 21.0), ("17156", 22)] {
            let document = try rootViewXib(stack, pins, toolsVersion: toolsVersion)
            let layout = try document.scenes[0].build().layout
            #expect(frame(layout, "ZFq-4F-l9E") == [0, (28 - height) / 2, 32, height], "toolsVersion \(toolsVersion)")
        }
    }

    /// A borderless field is the taller of its line and its caret, the caret's font's line with
    /// a point more above and below it, rounded down to the pixel; with the iOS 26 SDK an empty
    /// field's caret is the 17 pt system font's. owntracks' `Storyboard.storyboard` centres its
    /// empty 14 pt "Radius" field in a 44 pt row: Xcode 16 (`toolsVersion` 23727, an iPhone 12
    /// at 3x) stored it 18.667 tall at 12.667, Xcode 26 (24765, an iPhone 16 Pro Max at 3x)
    /// 22 tall at 11. The system font's line is 2444/2048 of its size: 16.707 at 14 pt (17
    /// rounded up to the point), whose caret 18.707 is 18.667 at 3x, centred at
    /// (44 - 18.667) / 2 = 12.667; 20.287 at 17 pt, whose caret 22.287 is 22, at (44 - 22) / 2.
    @Test(arguments: [("23727", "retina6_0", 390, 18.667, 12.667), ("24765", "retina6_9", 440, 22, 11)])
    func borderlessTextFieldsTakeTheirCaretsHeight(toolsVersion: String, device: String, width: Int,
                                                   height: Double, y: Double) throws {
        let row = """
            <view contentMode="scaleToFill" id="yi1-FC-Ocp">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <subviews>
                    <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Radius" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="0WN-ST-XQq">
                        <rect key="frame" x="192.667" y="11" width="177.333" height="22"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits" autocorrectionType="no" keyboardType="numbersAndPunctuation"/>
                    </textField>
                </subviews>
                <constraints>
                    <constraint firstAttribute="trailing" secondItem="0WN-ST-XQq" secondAttribute="trailing" constant="20" id="tco-FF-bwK"/>
                    <constraint firstAttribute="centerY" secondItem="0WN-ST-XQq" secondAttribute="centerY" id="SJy-iP-hzc"/>
                    <constraint firstItem="0WN-ST-XQq" firstAttribute="leading" secondItem="yi1-FC-Ocp" secondAttribute="leading" constant="192.667" id="VwJ-FH-BP0"/>
                </constraints>
            </view>
            """
        let document = try xib(row, device: device, toolsVersion: toolsVersion)
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: PangoTextMeasurer())).layout
        #expect(frame(layout, "0WN-ST-XQq")[1] == y)
        #expect(frame(layout, "0WN-ST-XQq")[3] == height)
    }

    /// A font of point size 0 is set at CoreText's default 12 pt (`CTFontCreateWithName` takes
    /// 0 for it): pia's `Main.storyboard` (Xcode 16, `toolsVersion` 24765, an iPhone X) gives
    /// its network settings' `value1` rows "Title" and "Detail" labels `pointSize="0.0"` and
    /// stores them 25 and 32.667 wide, 14.333 tall, at 19 in a 51 pt row.
    @Test func fontsOfPointSizeZeroAreTwelvePoints() throws {
        let document = try storyboard("""
            <scene sceneID="scene"><objects><tableViewController id="controller" sceneMemberID="viewController">
            <tableView key="view" dataMode="prototypes" style="grouped" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" sectionFooterHeight="-1" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" reuseIdentifier="SettingCell" textLabel="Gr4-Th-WAi" detailTextLabel="m7P-FJ-3og" rowHeight="51" style="IBUITableViewCellStyleValue1" id="sKK-Ci-vnx">
                        <rect key="frame" x="0.0" y="55.333" width="375" height="51"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="sKK-Ci-vnx" id="dfV-jO-21d">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="51"/>
                            <subviews>
                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" minimumScaleFactor="0.5" adjustsFontSizeToFit="NO" id="Gr4-Th-WAi">
                                    <rect key="frame" x="16" y="19" width="25" height="14.333333333333334"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                                </label>
                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Detail" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="m7P-FJ-3og">
                                    <rect key="frame" x="326.33333333333331" y="19" width="32.666666666666664" height="14.333333333333334"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            </tableViewController></objects></scene>
            """, device: "retina5_9", toolsVersion: "24765")
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: PangoTextMeasurer())).layout
        #expect(frame(layout, "Gr4-Th-WAi") == [16, 19, 25, 14.333])
        #expect(frame(layout, "m7P-FJ-3og")[1...] == [19, 32.667, 14.333])
    }

    /// A rounded-rect field is its placeholder, or a space when it has neither text nor
    /// placeholder, with its border's 7 pt padding twice on each side, as UIKit's
    /// `_intrinsicSizeWithinSize:` adds it (the text rectangle's inset, then the metrics'):
    /// AgoraIO's `LocalCompositeGraph` (Xcode 15, `toolsVersion` 23504, an iPhone 15) centres an
    /// "Enter channel name" field in its 393 pt view and stores it 156 wide at 118.667 (its
    /// placeholder is 128 in San Francisco and in the calibrated stand-in), and
    /// JTAppleCalendar's sample (Xcode 14.1) stores its empty 14 pt field 32 wide.
    @Test func roundedRectFieldsCountTheirPaddingTwice() throws {
        let document = try xib("""
            <view contentMode="scaleToFill" id="vDu-zF-Fre">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Enter channel name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="n7x-Fb-Blm">
                        <rect key="frame" x="118.66666666666669" y="421.66666666666669" width="156" height="34"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textField>
                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="DXf-xv-kka">
                        <rect key="frame" x="20" y="100" width="32" height="34"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textField>
                </subviews>
                <constraints>
                    <constraint firstItem="n7x-Fb-Blm" firstAttribute="centerX" secondItem="vDu-zF-Fre" secondAttribute="centerX" id="Qdn-Ek-m1w"/>
                    <constraint firstItem="n7x-Fb-Blm" firstAttribute="top" secondItem="vDu-zF-Fre" secondAttribute="top" constant="421.66666666666669" id="iEv-1n-xxQ"/>
                    <constraint firstItem="DXf-xv-kka" firstAttribute="leading" secondItem="vDu-zF-Fre" secondAttribute="leading" constant="20" id="l"/>
                    <constraint firstItem="DXf-xv-kka" firstAttribute="top" secondItem="vDu-zF-Fre" secondAttribute="top" constant="100" id="t"/>
                </constraints>
            </view>
            """, device: "retina6_12", toolsVersion: "23504")
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: PangoTextMeasurer())).layout
        // Centred in 393 pt: 118.5, the pixel Xcode stores as 118.667.
        #expect(frame(layout, "n7x-Fb-Blm") == [118.5, 421.667, 156, 34])
        #expect(frame(layout, "DXf-xv-kka") == [20, 100, 32, 34])
    }

    /// A `value1` detail too long for its row keeps 6 pt from the text, as UIKit's
    /// `UITableViewCellLayoutManagerValue1` gives it the text rectangle's width less the text's
    /// and 6: Alamofire's example (Xcode 10.2, an iPhone X) stores the detail of its "Accept"
    /// row, a 16 pt MIME list, at 73.333, 6 pt after the 51.333 pt text at 16 (San Francisco's
    /// width; the stand-in's may be a pixel off), and up to the row's 16 pt margin.
    @Test func value1DetailKeepsSixPointsFromTheText() throws {
        let document = try builtInCellTable(
            table: #"style="plain" rowHeight="44""#, width: 375,
            cell: #"textLabel="CVi-D2-cds" detailTextLabel="Umi-gS-7r0" style="IBUITableViewCellStyleValue1""#, rowHeight: 44,
            labels: """
                \(cellLabel("CVi-D2-cds", "Accept", font: #"type="system" pointSize="16""#))
                \(cellLabel("Umi-gS-7r0", "&quot;text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8&quot;",
                            font: #"type="system" pointSize="16""#, #"textAlignment="right""#))
                """, device: "retina5_9", toolsVersion: "14460.31")
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: PangoTextMeasurer())).layout
        let text = frame(layout, "CVi-D2-cds")
        let detailX = ((text[0] + text[2] + 6) * 1000).rounded() / 1000
        #expect([text[0], text[1], text[3]] == [16, 13, 19.333])
        #expect(frame(layout, "Umi-gS-7r0") == [detailX, 13, ((375 - 16 - detailX) * 1000).rounded() / 1000, 19.333])
    }

    /// A label's last baseline is as far above its bottom as its rounded line puts it, and its
    /// first as far below its top, whatever its height, as UIKit's `_baselineOffsetFromBottom`
    /// and `_firstBaselineOffsetFromTop` measure them: PhoneNumberKit's `CustomCell.xib`
    /// (Xcode 16, an iPhone 15) ties two 17 pt labels of a row by `baseline` to
    /// `firstBaseline`, which holds that row at their 20.333 pt line, and stores the rows of its
    /// 67 pt stack 20.333, 20.333 and 26.333 high: the third row, free, takes the rest.
    @Test func labelBaselinesHoldToTheirEdges() throws {
        func row(_ id: String, _ title: String, _ value: String, hugging: Int, tied: Bool) -> String {
            let tie = tied ? #"<constraint firstItem="\#(id)-title" firstAttribute="baseline" secondItem="\#(id)-value" secondAttribute="firstBaseline" id="\#(id)-tie"/>"# : ""
            return """
                <stackView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="\(hugging)" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="361" height="20.333333333333332"/>
                    <subviews>
                        <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(title)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-title">
                            <rect key="frame" x="0.0" y="0.0" width="48" height="20.333333333333332"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label opaque="NO" contentMode="left" verticalHuggingPriority="251" horizontalCompressionResistancePriority="752" text="\(value)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-value">
                            <rect key="frame" x="56" y="0.0" width="305" height="20.333333333333332"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>\(tie)</constraints>
                </stackView>
                """
        }
        let document = try xib("""
            <view contentMode="scaleToFill" id="BVp-oo-nU0">
                <rect key="frame" x="0.0" y="0.0" width="393" height="83"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="56Q-Mu-jAM">
                        <rect key="frame" x="16" y="8" width="361" height="67"/>
                        <subviews>
                            \(row("RQM-y7-OaG", "Prefix:", "Label", hugging: 250, tied: true))
                            \(row("G36-Zg-FYl", "Flag:", "Label", hugging: 251, tied: true))
                            \(row("pRl-x9-NVz", "Name:", "Label", hugging: 252, tied: false))
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="56Q-Mu-jAM" firstAttribute="leading" secondItem="BVp-oo-nU0" secondAttribute="leading" constant="16" id="EGb-ha-WqP"/>
                    <constraint firstAttribute="bottom" secondItem="56Q-Mu-jAM" secondAttribute="bottom" constant="8" id="VXQ-5U-hH6"/>
                    <constraint firstAttribute="trailing" secondItem="56Q-Mu-jAM" secondAttribute="trailing" constant="16" id="gPq-vB-mgU"/>
                    <constraint firstItem="56Q-Mu-jAM" firstAttribute="top" secondItem="BVp-oo-nU0" secondAttribute="top" constant="8" id="xxN-se-g6Q"/>
                </constraints>
            </view>
            """, device: "retina6_12", toolsVersion: "24412")
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: PangoTextMeasurer())).layout
        #expect(frame(layout, "RQM-y7-OaG") == [0, 0, 361, 20.333])
        #expect(frame(layout, "G36-Zg-FYl") == [0, 20.333, 361, 20.333])
        #expect(frame(layout, "pRl-x9-NVz") == [0, 40.667, 361, 26.333])
    }

    /// A titled button's baseline is its title label's: the label at the pixel its centring
    /// rounds down to, its ascent rounded to the pixel below that. Esri's "Query a map image
    /// sublayer" sample (Xcode 12, an iPhone 11, 2x) aligns a body label, a field and a "Query"
    /// button by their first baselines and stores the button 33 high at −6: its title 20.5 pt
    /// line at 6 in it, the baseline 16 below, as the label's is 16 below its top at 0.
    @Test func buttonBaselineIsItsTitleLabels() throws {
        let document = try xib("""
            <view contentMode="scaleToFill" id="cgR-8z-ZuK">
                <rect key="frame" x="0.0" y="0.0" width="398" height="50"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="firstBaseline" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="wbD-0d-BEI">
                        <rect key="frame" x="8" y="15" width="382" height="27"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Max Population" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                <rect key="frame" x="0.0" y="0.0" width="89" height="20.5"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="251" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="9Co-ma-VW1">
                                <rect key="frame" x="335" y="-6" width="47" height="33"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                <state key="normal" title="Query"/>
                            </button>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="wbD-0d-BEI" firstAttribute="top" secondItem="cgR-8z-ZuK" secondAttribute="top" constant="15" id="t"/>
                    <constraint firstAttribute="trailing" secondItem="wbD-0d-BEI" secondAttribute="trailing" constant="8" id="T7A-PN-iPE"/>
                    <constraint firstItem="wbD-0d-BEI" firstAttribute="leading" secondItem="cgR-8z-ZuK" secondAttribute="leading" constant="8" id="yRj-b3-ceB"/>
                </constraints>
            </view>
            """, device: "retina6_1", toolsVersion: "17506")
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: PangoTextMeasurer())).layout
        #expect(frame(layout, "label")[1] == 0)
        #expect(frame(layout, "9Co-ma-VW1")[1] == -6)
        #expect(frame(layout, "9Co-ma-VW1")[3] == 33)
    }

    /// A text style's leading at its xSmall size is the Dynamic Type table's, not Large's
    /// scaled down: KeePassium's entry history (Xcode 13, 19162, whose canvas sets text styles
    /// at xSmall) stacks a 14 pt body title over an 11 pt caption 1 detail in self-sizing
    /// `subtitle` rows stored 49.5 high, their lines (16.706 and 13.126), the body's 19 pt
    /// leading and the separator; the 18.1 of the scaled leading made them 48.5.
    @Test func xSmallBodyLeadingSizesASubtitleRow() throws {
        let document = try builtInCellTable(
            table: #"style="plain" rowHeight="-1" estimatedRowHeight="-1""#, width: 320,
            cell: #"textLabel="title" detailTextLabel="detail" style="IBUITableViewCellStyleSubtitle""#, rowHeight: 44,
            labels: """
                \(cellLabel("title", "{History Entry Title}", font: #"style="UICTFontTextStyleBody""#))
                \(cellLabel("detail", "{History Entry Subtitle}", font: #"style="UICTFontTextStyleCaption1""#))
                """, device: "retina4_0", toolsVersion: "19162")
        // San Francisco's line heights (the calibrated stand-in's), which the sum is made of.
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: PangoTextMeasurer())).layout
        #expect(frame(layout, "cell")[3] == 49.5)
        #expect(frame(layout, "detail")[1] == 27)
    }

    /// KeePassium's `SyncConflictAlert` (Xcode 13, an iPhone 11): a 300 × 300 table (at
    /// `sizePriority`, required when nil) centred in a 414 pt view, of one 44 pt row whose
    /// label `title`, with `labelAttributes`, is pinned to its content view's side margins.
    private func syncConflictTable(sizePriority: Int?, labelAttributes: String = "") throws -> IBDocument {
        let priority = sizePriority.map { #" priority="\#($0)""# } ?? ""
        return try xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                    <tableView contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                        <rect key="frame" x="57" y="298" width="300" height="300"/>
                        <constraints>
                            <constraint firstAttribute="width"\(priority) constant="300" id="w"/>
                            <constraint firstAttribute="height"\(priority) constant="300" id="h"/>
                        </constraints>
                        <sections><tableViewSection id="s"><cells>
                            <tableViewCell contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" rowHeight="44" id="cell">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="44"/>
                                <tableViewCellContentView key="contentView" preservesSuperviewLayoutMargins="YES" contentMode="center" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="44"/>
                                    <subviews>
                                        <label text="Conflict" \(labelAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                            <rect key="frame" x="16" y="12" width="268" height="20.5"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="t"/>
                                        <constraint firstItem="title" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells></tableViewSection></sections>
                    </tableView>
                </subviews>
                <constraints>
                    <constraint firstItem="table" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
                    <constraint firstItem="table" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
                </constraints>
            </view>
            """, device: "retina6_1", toolsVersion: "19162")
    }

    /// A document whose root is a table (`table`: its attributes) `width` wide, of one section
    /// holding one cell (`cell`: its attributes) `rowHeight` high, whose content view holds
    /// `labels`.
    private func builtInCellTable(table: String, width: Int, cell: String, rowHeight: Int, labels: String,
                                  constraints: String = "", resources: String = "", device: String,
                                  toolsVersion: String) throws -> IBDocument {
        try xib("""
            <tableView contentMode="scaleToFill" \(table) id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="600"/>
                <sections><tableViewSection id="s"><cells>
                    <tableViewCell contentMode="scaleToFill" \(cell) id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(rowHeight)"/>
                        <tableViewCellContentView key="contentView" contentMode="center" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(rowHeight)"/>
                            <subviews>\(labels)</subviews>
                            <constraints>\(constraints)</constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </cells></tableViewSection></sections>
            </tableView>
            """, device: device, toolsVersion: toolsVersion, afterObjects: "<resources>\(resources)</resources>")
    }

    /// A view without a baseline has its first baseline at its top edge, as UIKit documents for
    /// `forFirstBaselineLayout`: KeePassium's `DatabaseKeyChangerVC` (an iPhone SE, 2x) ties a
    /// 29 pt file icon's first baseline to a callout label's and stores the icon's top on the
    /// label's baseline, at 182.5, 15 below the label's top at 167.5, not its bottom there.
    @Test func firstBaselineOfAViewWithoutTextIsItsTop() throws {
        let document = try xib("""
            <view contentMode="scaleToFill" id="3zV-VG-oSJ">
                <rect key="frame" x="0.0" y="0.0" width="320" height="401"/>
                <subviews>
                    <imageView contentMode="center" image="fp-generic-listitem" translatesAutoresizingMaskIntoConstraints="NO" id="a4q-gk-OB4">
                        <rect key="frame" x="52" y="182.5" width="29" height="29"/>
                    </imageView>
                    <label text="{Database file name}" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="0" \
            translatesAutoresizingMaskIntoConstraints="NO" id="lzF-lh-Cod">
                        <rect key="frame" x="85" y="167.5" width="150.5" height="19.5"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleCallout"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="lzF-lh-Cod" firstAttribute="top" secondItem="3zV-VG-oSJ" secondAttribute="top" constant="167.5" id="top"/>
                    <constraint firstItem="lzF-lh-Cod" firstAttribute="centerX" secondItem="3zV-VG-oSJ" secondAttribute="centerX" id="NrT-LW-u0X"/>
                    <constraint firstItem="a4q-gk-OB4" firstAttribute="firstBaseline" secondItem="lzF-lh-Cod" secondAttribute="firstBaseline" id="Rz1-ft-9D6"/>
                    <constraint firstItem="lzF-lh-Cod" firstAttribute="leading" secondItem="a4q-gk-OB4" secondAttribute="trailing" constant="4" id="zbc-G1-xEf"/>
                </constraints>
            </view>
            """, device: "retina4_0", toolsVersion: "32700.99.1234",
            afterObjects: #"<resources><image name="fp-generic-listitem" width="29" height="29"/></resources>"#)
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: PangoTextMeasurer())).layout
        let label = frame(layout, "lzF-lh-Cod")
        #expect([label[1], label[3]] == [167.5, 19.5])
        #expect(frame(layout, "a4q-gk-OB4")[1...] == [182.5, 29, 29])
    }

    /// A designable label that wraps breaks its text where the font Interface Builder measured
    /// it in breaks it: corona-warn-app's `InviteFriendsViewController.xib` (Xcode 12.4, an
    /// iPhone 11) stores its 531-character description, an `ENALabel` whose style its code
    /// sets, 3965.5 pt on one line and 11 lines (223.5) tall at 382. The fixed-advance measurer
    /// sets it 4513.5 on one line, 13 lines at 382; wrapped at 382 scaled by the two one-line
    /// widths it is 11 lines again (San Francisco's files, 3976.7 on one line, made it 12).
    @Test func designableLabelWrapsAsItsMeasuredFont() throws {
        let document = try xib("""
            <view contentMode="scaleToFill" id="Yo9-8Z-aqq">
                <rect key="frame" x="0.0" y="0.0" width="414" height="573"/>
                <subviews>
                    <label horizontalHuggingPriority="251" verticalHuggingPriority="251" lineBreakMode="wordWrap" numberOfLines="0" \
            translatesAutoresizingMaskIntoConstraints="NO" id="AiN-fu-feH" customClass="ENALabel">
                        <rect key="frame" x="16" y="333.5" width="382" height="223.5"/>
                        <string key="text"># Lorem ipsum dolor sit er elit lamet, consectetaur cillium adipisicing pecu, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum. Nam liber te conscient to factor tum poen legum odioque civiuda.</string>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="AiN-fu-feH" firstAttribute="top" secondItem="Yo9-8Z-aqq" secondAttribute="top" constant="333.5" id="top"/>
                    <constraint firstItem="AiN-fu-feH" firstAttribute="leading" secondItem="Yo9-8Z-aqq" secondAttribute="leading" constant="16" id="97i-EO-idX"/>
                    <constraint firstAttribute="trailing" secondItem="AiN-fu-feH" secondAttribute="trailing" constant="16" id="cN5-gm-IG5"/>
                </constraints>
            </view>
            """, device: "retina6_1", toolsVersion: "17701", afterObjects: """
            <designables><designable name="AiN-fu-feH"><size key="intrinsicContentSize" width="3965.5" height="20.5"/></designable></designables>
            """)
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: FixedAdvanceTextMeasurer())).layout
        // 11 lines of the fixed-advance measurer's 20.4 pt, rounded up to the pixel.
        #expect(frame(layout, "AiN-fu-feH") == [16, 333.5, 382, 224.5])
    }

    /// An empty one-line label arranged in a stack view is 50 × 50 in Xcode's canvas, an empty
    /// label of more lines 0 high: habitica's `MenuNavigationBarView.xib` (Xcode 10.2,
    /// `toolsVersion` 14490.70) stacks an empty two-line label over an empty one-line one,
    /// both hugging and resisting vertically at 1000 over heights of 20 at 500, in a vertical
    /// stack 72 pt in and centred in its 72 pt high view. The one-line label's 50 sets the
    /// stack's width (both labels hug at 251 and the stack fills its width with them) and,
    /// with the other's 0, its height: the stack is 50 × 50 at y (72 − 50) / 2 = 11, as Xcode
    /// stores it, where Plumb had sized both labels, and the stack, 0 × 0.
    @Test func emptyOneLineLabelInAStackIsFiftyPointsSquare() throws {
        let document = try xib("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="561" height="72"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="TIW-0z-XpQ">
                        <rect key="frame" x="72" y="11" width="50" height="50"/>
                        <subviews>
                            <label horizontalHuggingPriority="251" verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" \
            text="" lineBreakMode="tailTruncation" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="rdf-Mj-RXC">
                                <rect key="frame" x="0.0" y="0.0" width="50" height="0.0"/>
                                <constraints><constraint firstAttribute="height" priority="500" constant="20" id="pIa-Pj-W8q"/></constraints>
                                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                            </label>
                            <label horizontalHuggingPriority="251" verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" \
            text="" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="9Pp-gg-58F">
                                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                <constraints><constraint firstAttribute="height" priority="500" constant="20" id="BZy-Ly-AzZ"/></constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                            </label>
                        </subviews>
                        <constraints><constraint firstAttribute="height" priority="500" constant="20" id="sFb-iH-aCm"/></constraints>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="TIW-0z-XpQ" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="72" id="lead"/>
                    <constraint firstItem="TIW-0z-XpQ" firstAttribute="centerY" secondItem="iN0-l3-epB" secondAttribute="centerY" id="centre"/>
                </constraints>
            </view>
            """, toolsVersion: "14490.70")
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: FixedAdvanceTextMeasurer())).layout
        #expect(frame(layout, "TIW-0z-XpQ") == [72, 11, 50, 50])
        #expect(frame(layout, "9Pp-gg-58F") == [0, 0, 50, 50])
        #expect(frame(layout, "rdf-Mj-RXC") == [0, 0, 50, 0])
    }

    /// An empty one-line label outside a stack view is UIKit's 0 × 0 in the canvas too: AgoraIO's
    /// `VideoView.xib` (Xcode 14.3) pins its empty "Info" label's top and trailing edges only
    /// and stores it 0 × 0.
    @Test func emptyOneLineLabelOutsideAStackIsEmpty() throws {
        let document = try rootViewXib("""
            <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" lineBreakMode="tailTruncation" \
            translatesAutoresizingMaskIntoConstraints="NO" id="2sO-zb-ccE">
                <rect key="frame" x="355" y="10" width="0.0" height="0.0"/>
                <fontDescription key="fontDescription" type="system" pointSize="13"/>
            </label>
            """, """
            <constraint firstItem="2sO-zb-ccE" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="Idv-HE-LBC"/>
            <constraint firstAttribute="trailing" secondItem="2sO-zb-ccE" secondAttribute="trailing" constant="20" id="cLx-LC-AQf"/>
            """)
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: FixedAdvanceTextMeasurer())).layout
        #expect(frame(layout, "2sO-zb-ccE") == [355, 10, 0, 0])
    }

    /// A cell's content view keeps the row's margins on every edge over margins its document
    /// sets: UIKit's content view preserves the cell's margins on all four edges
    /// (`_tableViewCellContentViewCommonSetup` sets its `edgesPreservingSuperviewLayoutMargins`
    /// to all of them, UIKit 26.1). beam's notification cell (Xcode 11, `toolsVersion` 15705,
    /// an iPhone 8) gives its content view margins of 10, 22, 10 and 8 in a 76 pt row: Xcode
    /// stores the name button it pins 6 pt above the top margin at y 11 − 6 = 5, the date label
    /// it pins to the bottom margin ending at 76 − 11 = 65 (51.5 for its 13.5 pt line), and
    /// both ending at the row's 16 pt right margin, 375 − 16 − 22 = 337 wide from the 22 pt
    /// left one, which is wider than the row's and stays.
    @Test func contentViewKeepsTheRowsMarginsOverItsOwn() throws {
        let layout = try tableControllerLayout("""
            <tableView key="view" dataMode="prototypes" style="plain" rowHeight="62" sectionHeaderHeight="22" sectionFooterHeight="22" id="FQG-gp-URq">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="notification" rowHeight="76" id="unD-xV-fnJ">
                        <rect key="frame" x="0.0" y="28" width="375" height="76"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="unD-xV-fnJ" id="lFT-KS-Dcn">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="76"/>
                            <subviews>
                                <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="2h - Apple Watch rollout slowed" \
            lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="B2a-Ri-UY1">
                                    <rect key="frame" x="22" y="51.5" width="337" height="13.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="11"/>
                                </label>
                                <button contentHorizontalAlignment="left" contentVerticalAlignment="center" lineBreakMode="middleTruncation" \
            translatesAutoresizingMaskIntoConstraints="NO" id="PHg-BV-bJe">
                                    <rect key="frame" x="22" y="5" width="337" height="29"/>
                                    <constraints><constraint firstAttribute="height" constant="29" id="H6y-Ca-n2U"/></constraints>
                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="14"/>
                                    <state key="normal" title="flyingcoffeecup"/>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="B2a-Ri-UY1" firstAttribute="leading" secondItem="lFT-KS-Dcn" secondAttribute="leadingMargin" id="Hh6-MO-KnB"/>
                                <constraint firstAttribute="trailingMargin" secondItem="B2a-Ri-UY1" secondAttribute="trailing" id="a56-Eu-LF4"/>
                                <constraint firstAttribute="bottomMargin" secondItem="B2a-Ri-UY1" secondAttribute="bottom" id="erb-RR-DDe"/>
                                <constraint firstItem="PHg-BV-bJe" firstAttribute="leading" secondItem="lFT-KS-Dcn" secondAttribute="leadingMargin" id="IBA-cE-LUf"/>
                                <constraint firstItem="PHg-BV-bJe" firstAttribute="trailing" secondItem="lFT-KS-Dcn" secondAttribute="trailingMargin" id="Of4-Od-mA4"/>
                                <constraint firstItem="PHg-BV-bJe" firstAttribute="top" secondItem="lFT-KS-Dcn" secondAttribute="topMargin" constant="-6" id="UpS-wr-4VT"/>
                            </constraints>
                            <edgeInsets key="layoutMargins" top="10" left="22" bottom="10" right="8"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """, device: "retina4_7", toolsVersion: "15705")
        #expect(frame(layout, "PHg-BV-bJe") == [22, 5, 337, 29])
        #expect(frame(layout, "B2a-Ri-UY1") == [22, 51.5, 337, 13.5])
    }

    /// A xib's top-level cell of an app built before the iOS 13 SDK has its content view a
    /// separator shorter than the cell, as a fixed row's: LoopKit's
    /// `DecimalTextFieldTableViewCell.xib` (Xcode 10.1, `toolsVersion` 14460.31, an iPhone 8)
    /// stores its 44 pt cell's content view 43.5 high and the body "Title" it centres in it at
    /// (43.5 − 20.5) / 2 = 11.5, where Plumb had 44 and 11.75; from Xcode 11 on the content
    /// view is the cell's height (184 of the 185 top-level cells of the sets saved since store it so).
    @Test(arguments: [("14460.31", 43.5, 11.5), ("15705", 44.0, 11.75)])
    func topLevelCellContentLeavesOutTheSeparatorBeforeIOS13(toolsVersion: String, contentHeight: Double, titleTop: Double) throws {
        let document = try xib("""
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="PiW-EA-ApI">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="PiW-EA-ApI" id="O8y-eg-zyE">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" lineBreakMode="tailTruncation" \
            translatesAutoresizingMaskIntoConstraints="NO" id="Mk9-MM-in6">
                            <rect key="frame" x="16" y="11.5" width="33.5" height="21"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Mk9-MM-in6" firstAttribute="centerY" secondItem="O8y-eg-zyE" secondAttribute="centerY" id="03U-PY-Qkc"/>
                        <constraint firstItem="Mk9-MM-in6" firstAttribute="leading" secondItem="O8y-eg-zyE" secondAttribute="leadingMargin" priority="999" id="LlZ-hl-V9r"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """, toolsVersion: toolsVersion)
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: FixedAdvanceTextMeasurer())).layout
        #expect(frame(layout, "O8y-eg-zyE") == [0, 0, 375, contentHeight])
        // The fixed-advance measurer's body line, 20.4, rounded up to the pixel: 20.5.
        #expect(frame(layout, "Mk9-MM-in6")[1...] == [titleTop, 42.5, 20.5])
    }

    /// A cell outside any table lays its built-in style's labels out at its own height, as a
    /// fixed row does (UIKit's layout manager places them in the cell's bounds; nothing
    /// measures a cell no table holds): the pair is centred at ceil((content − pair) / 2), not
    /// squeezed into the content view's 11 pt margins. KeePassium's `ParameterValueCell.xib`
    /// (Xcode 13.2, 19529, an iPhone 11: xSmall text, a body 14 pt and a footnote 12 pt line of
    /// 16.8 and 14.4 with this measurer, 17 and 14.5 at 2×) stores its title at
    /// ceil((44 − 31.5) / 2) = 7 and its subtitle under it at 24, 20 pt in; WooCommerce's
    /// `ValueOneTableViewCell.xib` (Xcode 10.1, 14460.31, an iPhone 8: 17 and 12 pt, 20.5 and
    /// 14.5, in a content view a separator shorter, 43.5) at ceil((43.5 − 35) / 2) = 5 and 25.5,
    /// 16 pt in. Plumb had squeezed both pairs between the margins (7.5 and 5 high, 7.5 and 1.5).
    @Test(arguments: [
        ("19529", "retina6_1", 414.0, "style=\"UICTFontTextStyleBody\"", "style=\"UICTFontTextStyleFootnote\"",
         [20.0, 7, 35, 17], [20.0, 24, 48, 14.5]),
        ("14460.31", "retina4_7", 320.0, "type=\"system\" pointSize=\"17\"", "type=\"system\" pointSize=\"12\"",
         [16.0, 5, 42.5, 20.5], [16.0, 25.5, 48, 14.5]),
    ] as [(String, String, Double, String, String, [Double], [Double])])
    func topLevelBuiltInCellPlacesItsLabelsAtItsOwnHeight(toolsVersion: String, device: String, width: Double, titleFont: String,
                                                         subtitleFont: String, title: [Double], subtitle: [Double]) throws {
        let document = try xib("""
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" \
            textLabel="eOf-fR-SN8" detailTextLabel="iOv-tq-nnm" style="IBUITableViewCellStyleSubtitle" id="Ght-nG-jvB">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
            contentMode="center" tableViewCell="Ght-nG-jvB" id="waF-dc-SCS">
                    <rect key="frame" x="0.0" y="0.0" width="\(width - 28.5)" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label text="Title" lineBreakMode="wordWrap" numberOfLines="0" id="eOf-fR-SN8">
                            <rect key="frame" x="20" y="7" width="28.5" height="17"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <fontDescription key="fontDescription" \(titleFont)/>
                        </label>
                        <label text="Subtitle" lineBreakMode="wordWrap" numberOfLines="0" id="iOv-tq-nnm">
                            <rect key="frame" x="20" y="24" width="44" height="14.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <fontDescription key="fontDescription" \(subtitleFont)/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """, device: device, toolsVersion: toolsVersion)
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: FixedAdvanceTextMeasurer())).layout
        // "Title" and "Subtitle" at half the point size a character: 35 and 48 at 14 and 12 pt,
        // 42.5 at 17 pt.
        #expect(frame(layout, "eOf-fR-SN8") == title)
        #expect(frame(layout, "iOv-tq-nnm") == subtitle)
    }

    /// Before the iOS 11 SDK a cell's accessory is 15 pt from the row's trailing edge, as its
    /// built-in texts are from its sides, not at the row's margin: element's
    /// `MediaAlbumTableCell.xib` (Xcode 8.2, 11762, an iPhone 8) stores its 600 pt cell's
    /// content view 600 − 15 − 18 = 567 wide beside the disclosure indicator (18 pt before
    /// Xcode 11), and its labels, 84 from the content view's leading edge and 30 from its
    /// trailing one, 567 − 84 − 30 = 453 wide; JSQMessagesViewController's rows, AircraftForSale's
    /// and kharrison's (Xcode 5 to 8) agree. Xcode 9 (13528) stores the row's 16 pt margin there:
    /// 600 − 16 − 18 = 566, and the labels 452.
    @Test(arguments: [("11762", 567.0), ("13528", 566.0)])
    func accessoryBeforeIOS11IsFifteenPointsFromTheEdge(toolsVersion: String, contentWidth: Double) throws {
        let document = try xib("""
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" \
            indentationWidth="10" id="ChX-Tl-3Zt">
                <rect key="frame" x="0.0" y="0.0" width="600" height="74"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
            contentMode="center" tableViewCell="ChX-Tl-3Zt" id="SeD-4h-8Bk">
                    <rect key="frame" x="0.0" y="0.0" width="567" height="73"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label text="Single line" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" \
            id="AqS-OH-Gcq">
                            <rect key="frame" x="84" y="13" width="453" height="20"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="20" id="LCo-2q-raT"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" weight="medium" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="AqS-OH-Gcq" firstAttribute="top" secondItem="SeD-4h-8Bk" secondAttribute="top" \
            constant="13" id="Hcm-hC-RFv"/>
                        <constraint firstItem="AqS-OH-Gcq" firstAttribute="leading" secondItem="SeD-4h-8Bk" \
            secondAttribute="leading" constant="84" id="XC0-Sc-FNf"/>
                        <constraint firstAttribute="trailing" secondItem="AqS-OH-Gcq" secondAttribute="trailing" constant="30" \
            id="cn1-lM-KIz"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """, toolsVersion: toolsVersion)
        let layout = try document.scenes[0].build(BuildOptions(textMeasurer: FixedAdvanceTextMeasurer())).layout
        #expect(frame(layout, "SeD-4h-8Bk")[2] == contentWidth)
        #expect(frame(layout, "AqS-OH-Gcq") == [84, 13, contentWidth - 114, 20])
    }

    /// A built-in cell's label `id` showing `text` in `font` (its `fontDescription`'s
    /// attributes), with `attributes`.
    private func cellLabel(_ id: String, _ text: String, font: String, _ attributes: String = "") -> String {
        #"<label text="\#(text)" \#(attributes) id="\#(id)"><fontDescription key="fontDescription" \#(font)/></label>"#
    }
}
