import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import Wireframe

/// The parts of a document the import reads, one at a time, on small documents written here.
@Suite struct ImportDetailTests {
    /// A view controller's root view (File's Owner's `view`) with `subviews` and `constraints`
    /// (XML), on an iPhone 8.
    private func layout(_ subviews: String, _ constraints: String = "", rootExtra: String = "", device: String = "retina4_7",
                        options: BuildOptions = BuildOptions()) throws -> IBSceneLayout {
        try xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                <connections><outlet property="view" destination="root" id="o1"/></connections>
            </placeholder>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>\(subviews)</subviews>
                <constraints>\(constraints)</constraints>
                \(rootExtra)
            </view>
            """, device: device).scenes[0].build(options)
    }

    /// A subview the traits do not install takes the constraints that name it out with it, in
    /// a view controller's xib as in a storyboard (element-ios's `MediaPickerViewController.xib`:
    /// its scroll view's constraints name the capture view its default variation excludes).
    @Test func constraintsToAViewNotInstalledAreLeftOut() throws {
        let built = try layout("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="capture"><rect key="frame" x="0.0" y="0.0" width="375" height="300"/></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="library"><rect key="frame" x="0.0" y="300" width="375" height="74"/></view>
            """, """
            <constraint firstItem="capture" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="library" firstAttribute="top" secondItem="capture" secondAttribute="bottom" id="c2"/>
            <constraint firstItem="library" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
            <constraint firstItem="library" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
            <constraint firstItem="library" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c5"/>
            <constraint firstItem="library" firstAttribute="height" constant="74" id="c6"/>
            """, rootExtra: #"<variation key="default"><mask key="subviews"><exclude reference="capture"/></mask></variation>"#)
        #expect(built.layout.view(withID: "capture") == nil)
        #expect(frame(built.layout, "library") == [0, 0, 375, 74])
    }

    /// The intrinsic sizes a document gives from outside: an image's size from `<resources>`,
    /// a placeholder size (`infinite` is none on that axis), a designable's measured size.
    @Test func intrinsicSizesFromTheDocument() throws {
        let document = try xib("""
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <imageView image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="img"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></imageView>
                    <view placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="50" translatesAutoresizingMaskIntoConstraints="NO" id="ph"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="dz" customClass="Gauge"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></view>
                </subviews>
            </view>
            """, afterObjects: """
            <designables><designable name="dz"><size key="intrinsicContentSize" width="63.5" height="26.5"/></designable></designables>
            <resources><image name="logo" width="120" height="40"/><image name="gear" catalog="system" width="128" height="121"/></resources>
            """)
        let layout = try document.scenes[0].build().layout
        #expect(layout.view(withID: "img")?.intrinsicContentSize == CGSize(width: 120, height: 40))
        #expect(layout.view(withID: "ph")?.fixedIntrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 50))
        #expect(layout.view(withID: "dz")?.fixedIntrinsicContentSize == CGSize(width: 63.5, height: 26.5))
    }

    /// A designable's measured axis of -1 is `UIViewNoIntrinsicMetric`, no size on that axis,
    /// as Xcode writes it for simplenote's custom slider (`SPNoteHistoryViewController.xib`):
    /// the slider's track takes its height, 30, and the width its constraints give (its frame
    /// reaches 2 pt past each end and 1 pt below, as a slider's does).
    @Test func designableAxisWithoutASize() throws {
        let document = try xib("""
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <slider minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="s" customClass="SPSnappingSlider">
                        <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                    </slider>
                </subviews>
                <constraints>
                    <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" constant="20" id="c2"/>
                    <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                </constraints>
            </view>
            """, afterObjects: """
            <designables><designable name="s"><size key="intrinsicContentSize" width="-1" height="30"/></designable></designables>
            """)
        let layout = try document.scenes[0].build().layout
        let slider = try #require(layout.view(withID: "s"))
        #expect(slider.fixedIntrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 30))
        #expect(slider.frame == CGRect(x: 20 - 2, y: 100, width: 375 - 2 * 20 + 2 * 2, height: 30 + 1))
    }

    /// A designable label's measured size is its text on one line, in the font it runs with:
    /// that font's size follows from the height (26.5 pt: 22 pt, over the 17 the document
    /// writes); a label that fits its text on one line takes the size; one narrower wraps.
    @Test func designableLabels() throws {
        let label = { (id: String, lines: Int, text: String, width: Int) in
            """
            <label numberOfLines="\(lines)" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" customClass="ENALabel">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        }
        let document = try xib("""
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    \(label("title", 1, "Title 2", 64))\(label("fits", 0, "Short", 41))\(label("wraps", 0, "Lorem ipsum dolor sit amet", 100))
                </subviews>
                <constraints>
                    <constraint firstItem="fits" firstAttribute="width" relation="lessThanOrEqual" constant="300" id="c1"/>
                    <constraint firstItem="wraps" firstAttribute="width" constant="100" id="c2"/>
                </constraints>
            </view>
            """, afterObjects: """
            <designables>
                <designable name="title"><size key="intrinsicContentSize" width="63.5" height="26.5"/></designable>
                <designable name="fits"><size key="intrinsicContentSize" width="41" height="20.5"/></designable>
                <designable name="wraps"><size key="intrinsicContentSize" width="210" height="20.5"/></designable>
            </designables>
            """)
        let layout = try document.scenes[0].build().layout
        layout.window.layoutIfNeeded()
        let title = try #require(layout.view(withID: "title") as? Label)
        #expect(title.font == Font(size: 22))
        #expect(title.frame.size == CGSize(width: 63.5, height: 26.5))
        #expect(layout.view(withID: "fits")?.frame.size == CGSize(width: 41, height: 20.5))
        // The fixed-advance measurer sets 17 pt text 8.5 pt a character, 11 to a 100 pt line: "Lorem ipsum" and
        // "dolor sit" and "amet" on three lines 20.4 pt apart, 61.2 rounded up to the pixel.
        #expect(layout.view(withID: "wraps")?.frame.size == CGSize(width: 100, height: 61.5))
    }

    /// Views the document leaves to autoresizing keep their stored frames against the
    /// superview's stored size, flexible parts growing with it; `fixedFrame` views too. In
    /// landscape the controller's 375 pt view is 667 wide: the flexible width grows by 292,
    /// the flexible left margin moves the fixed view 292 right.
    @Test func autoresizingFromTheStoredFrame() throws {
        let built = try layout("""
            <view id="pinned"><rect key="frame" x="10" y="20" width="100" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></view>
            <view id="wide"><rect key="frame" x="10" y="100" width="355" height="50"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/></view>
            <view fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed"><rect key="frame" x="30" y="200" width="40" height="40"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES"/></view>
            """, options: BuildOptions(orientation: .landscape))
        #expect(frame(built.layout, "pinned") == [10, 20, 100, 50])
        #expect(frame(built.layout, "wide") == [10, 100, 647, 50])
        #expect(frame(built.layout, "fixed") == [322, 200, 40, 40])
        #expect(built.layout.report().views["fixed"]?.frameSource == "autoresizing")
    }

    /// Margin attributes (the root's: 16 at the sides, and 20 at the top, the iPhone 8's status
    /// bar), the `baseline` attribute (the last baseline) and a symbolic constraint's stored
    /// constant.
    @Test func marginsBaselinesAndSystemSpacing() throws {
        let built = try layout("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="16" y="28" width="343" height="10"/></view>
            <label text="One" translatesAutoresizingMaskIntoConstraints="NO" id="one"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></label>
            <label text="Two" translatesAutoresizingMaskIntoConstraints="NO" id="two"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/></label>
            """, """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="8" id="c3"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
            <constraint firstItem="one" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="8" symbolic="YES" id="c5"/>
            <constraint firstItem="one" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="c6"/>
            <constraint firstItem="two" firstAttribute="baseline" secondItem="one" secondAttribute="baseline" id="c7"/>
            <constraint firstItem="two" firstAttribute="leading" secondItem="one" secondAttribute="trailing" constant="8" symbolic="YES" id="c8"/>
            """)
        let layout = built.layout
        #expect(frame(layout, "a") == [16, 28, 343, 10])
        let one = try #require(layout.view(withID: "one")), two = try #require(layout.view(withID: "two"))
        #expect(one.frame.minY == 46)
        #expect(two.frame.minX == one.frame.maxX + 8)
        #expect(two.frame.minY == one.frame.minY)
    }

    /// raywenderlich/alt-materials `07-layout-guide` Contacts: a controller's view whose
    /// margins follow the readable width (`layoutMarginsFollowReadableWidth`) on a 1024 pt
    /// landscape iPad, and a paragraph pinned to those margins by its own. The readable
    /// content is 672 wide, 176 from each side, and the label's 8 pt margins put it at
    /// (168, 70), 688 wide, as Xcode stores it; its nine 17 pt lines are 183 high.
    @Test func marginsThatFollowTheReadableWidth() throws {
        let layout = try corpusLayout("raywenderlich__alt-materials__07-layout-guide-Contacts.storyboard", containing: "J52-t4-ghE")
        #expect(layout.view(withID: "wXR-PZ-f5E")?.layoutMarginsFollowReadableWidth == true)
        let options = BuildOptions(textMeasurer: PangoTextMeasurer())
        let document = try corpusDocument("raywenderlich__alt-materials__07-layout-guide-Contacts.storyboard")
        let scene = try #require(document.scenes.first { (try? $0.build().layout.view(withID: "J52-t4-ghE")) != nil })
        #expect(frame(try scene.build(options).layout, "J52-t4-ghE") == [168, 70, 688, 183])
    }

    /// A width-class variation beats a height-class one for the same constraint.
    @Test func widthClassVariationsBeatHeightClassOnes() throws {
        let built = try layout("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """, """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="x"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="y"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
            <constraint firstItem="a" firstAttribute="width" constant="10" id="w">
                <variation key="heightClass=regular" constant="20"/>
                <variation key="widthClass=compact" constant="30"/>
            </constraint>
            """)
        #expect(frame(built.layout, "a")[2] == 30)
    }

    /// A xib view that File's Owner's `view` outlet names is a controller's view: it fills the
    /// window of another device, where a view no controller owns keeps its stored size.
    @Test func filesOwnersViewFillsTheWindow() throws {
        let objects = """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-2" customClass="LoginViewController">
                <connections><outlet property="view" destination="root" id="o1"/></connections>
            </placeholder>
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
            <view contentMode="scaleToFill" id="card"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/></view>
            """
        let document = try xib(objects)
        let options = BuildOptions(device: DeviceCatalog.device(named: "iphone-15"))
        let owned = try document.scenes[0].build(options).layout
        #expect(owned.window.bounds.size == CGSize(width: 393, height: 852))
        #expect(frame(owned, "root") == [0, 0, 393, 852])
        let free = try document.scenes[1].build(options).layout
        #expect(frame(free, "card") == [0, 0, 300, 200])
    }

    /// A top-level view's side minimum follows its own width, not its document's screen's:
    /// corona-warn-app's `ExposureSubmissionTestResultHeaderView.xib` (Xcode 12.4), a 385 pt
    /// view on a 414 pt iPhone 11, stores its margin-pinned card 16 pt in, 353 wide, as a view
    /// narrower than 414 pt has on any phone (JTAppleCalendar's controller simulated 375 pt wide
    /// on the same phone, seafile's 320 pt master column on an iPad, alike); a view 414 pt wide
    /// or wider gets 20 (SwiftMessages' 434 pt `CenteredView.xib`). A cell takes a table's
    /// margins instead (below).
    @Test(arguments: ["retina6_1", "retina4_7"])
    func aViewNarrowerThanItsScreenHasTheMarginsOfItsWidth(device: String) throws {
        let document = try xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="385" height="90"/>
                \(marginPinnedView(in: "root"))
            </view>
            """, device: device)
        let layout = try document.scenes[0].build().layout
        #expect(layout.window.bounds.width == 385)
        #expect(frame(layout, "a") == [16, 0, 353, 10])
    }

    /// A top-level cell's side margins follow its own width, as a table of that width gives
    /// its rows: openfoodfacts' 320 pt cell on an iPhone 8 Plus has 16 pt margins, not the
    /// Plus's 20, so its content view beside a disclosure indicator is 320 − 16 − 11 = 293
    /// wide and its labels end at 293, as Xcode stores them; ChatSecure's 380 pt cell keeps 20.
    @Test func aTopLevelCellsMarginsFollowItsWidth() throws {
        let layout = try corpusLayout("openfoodfacts__openfoodfacts-ios__ProductTableViewCell.xib").layout
        #expect(frame(layout, "H2p-sc-9uM") == [0, 0, 293, 136])
        #expect(frame(layout, "dDx-EI-TGK")[0] == 16)
        #expect(frame(layout, "21I-9E-8yS")[0...2] == [84, 4, 209])
        let wide = try corpusLayout("ChatSecure__ChatSecure-iOS__XMPPServerInfoCell.xib").layout
        #expect(frame(wide, "hHR-8h-o2Q")[0] == 20)
    }

    /// A top-level cell wider than 375 pt keeps 16 pt margins on a 375 pt screen: the screen's
    /// margins bound the width's. pocket-casts' 394 pt `PodcastHeadingTableCell.xib` on an
    /// iPhone 8 (Xcode 15) stores its tabs, pinned to the content view's side margins, at x 16,
    /// 362 wide; ProtonVPN's search cells store 16 in 399, 514 and 596 pt cells on it, and 20
    /// in 414 and 433 pt cells on an iPhone 11, as ChatSecure's 380 pt one.
    @Test(arguments: [("retina4_7", 16.0), ("retina6_1", 20.0)])
    func aWideTopLevelCellKeepsItsScreensMargins(device: String, margin: Double) throws {
        let document = try xib(topLevelCell(width: 394, height: 526, rowHeight: 526), device: device, toolsVersion: "22138.1")
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "a") == [margin, 0, 394 - 2 * margin, 10])
    }

    /// Xcode 11's canvas (the iOS 13 SDK) gives a top-level cell on an iPhone 8 15 pt side
    /// margins, whatever its width: ProtonVPN's 320 pt `SelectionTableViewCell.xib`
    /// (`toolsVersion` 15505) stores its label, pinned to the content view's side margins, at
    /// x 15, 290 wide, and openfoodfacts' 387 pt `NutritionTableRowTableViewCell.xib` (14868)
    /// its stack at 15 too; the same Xcode gives 16 on an iPhone 11 (ProtonVPN's
    /// troubleshooting cells, 16096), Xcode 12 16 on an iPhone 8 (pocket-casts'
    /// `FilterNameCell.xib`, 17156).
    @Test(arguments: [("retina4_7", "15505", 320.0, 15.0), ("retina4_7", "14868", 387.0, 15.0),
                      ("retina6_1", "16096", 320.0, 16.0), ("retina4_7", "17156", 320.0, 16.0)])
    func xcode11GivesTopLevelCellsOnANarrowPhone15PointMargins(device: String, toolsVersion: String,
                                                              width: Double, margin: Double) throws {
        let document = try xib(topLevelCell(width: width, height: 44), device: device, toolsVersion: toolsVersion)
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "a") == [margin, 0, width - 2 * margin, 10])
    }

    /// The `<subviews>` and `<constraints>` of `container` holding a view `a`, 10 pt tall at
    /// its top and pinned to its side margins.
    private func marginPinnedView(in container: String) -> String {
        """
        <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="20" y="0.0" width="340" height="10"/></view>
        </subviews>
        <constraints>
            <constraint firstItem="a" firstAttribute="leading" secondItem="\(container)" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="\(container)" secondAttribute="top" id="c3"/>
            <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
        </constraints>
        """
    }

    /// A top-level table cell `width` × `height` (of its own `rowHeight` if given) whose
    /// content view holds `marginPinnedView`.
    private func topLevelCell(width: Double, height: Double, rowHeight: Int? = nil) -> String {
        let ownHeight = rowHeight.map { " rowHeight=\"\($0)\"" } ?? ""
        return """
            <tableViewCell contentMode="scaleToFill"\(ownHeight) id="cell">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <tableViewCellContentView key="contentView" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    \(marginPinnedView(in: "content"))
                </tableViewCellContentView>
            </tableViewCell>
            """
    }

    /// A cell's content view starts at its stored frame, so that the views in it placed by
    /// autoresizing keep their stored frames: seafile-iOS's settings rows (Xcode 16) pin a
    /// switch to the right and centre a label with flexible margins, and stored them at
    /// x 336 and y 11 in a 393 × 44 row, not a row's width and height further on.
    @Test func autoresizingInACellsContentView() throws {
        let document = try xib("""
            <tableViewCell contentMode="scaleToFill" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label text="Auto Upload" fixedFrame="YES" id="label">
                            <rect key="frame" x="30" y="11" width="220" height="21"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES" flexibleMaxY="YES"/>
                        </label>
                        <switch opaque="NO" fixedFrame="YES" on="YES" id="switch">
                            <rect key="frame" x="336" y="6" width="51" height="31"/>
                            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES" flexibleMaxY="YES"/>
                        </switch>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """, device: "retina6_12", toolsVersion: "23727")
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "label") == [30, 11, 220, 21])
        #expect(frame(layout, "switch") == [336, 6, 51, 31])
    }

    /// Xcode's canvas lays a top-level cell's content out at the height its required
    /// constraints give when that is not the cell's, and marks the content view ambiguous:
    /// pocket-casts' `NoSearchResultsCell.xib` (Xcode 10, a 320 × 203 cell) stacks two labels
    /// 22 and 42 tall 40 pt from the top, 20 apart and 40 from the bottom (164 pt in all) and
    /// stores them at y 40 and 82, where breaking a constraint of the content to keep the
    /// cell's height put them 39 pt lower.
    @Test func topLevelCellContentKeepsItsOwnHeight() throws {
        let document = try xib("""
            <tableViewCell contentMode="scaleToFill" rowHeight="203" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="203"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" ambiguous="YES" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="202.5"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="No Episodes Found" \
            translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="77.5" y="40" width="165.5" height="22"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="22" id="title-height"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="18"/>
                        </label>
                        <label horizontalHuggingPriority="251" verticalHuggingPriority="251" \
            text="This podcast has no episodes matching your search criteria." textAlignment="center" numberOfLines="2" \
            translatesAutoresizingMaskIntoConstraints="NO" id="detail">
                            <rect key="frame" x="60" y="82" width="200" height="42"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="200" id="detail-width"/>
                                <constraint firstAttribute="height" constant="42" id="detail-height"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="detail" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="20" id="05q-SE-tdX"/>
                        <constraint firstItem="detail" firstAttribute="centerX" secondItem="content" secondAttribute="centerX" id="2l9-Hz-uXl"/>
                        <constraint firstAttribute="bottom" secondItem="detail" secondAttribute="bottom" constant="40" id="D4y-VE-vUj"/>
                        <constraint firstItem="title" firstAttribute="centerX" secondItem="content" secondAttribute="centerX" id="KHt-zs-oLC"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="40" id="meE-YS-5HZ"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """, device: "retina6_1", toolsVersion: "14490.70")
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "title")[1] == 40)
        #expect(frame(layout, "detail") == [60, 82, 200, 42])
        #expect(frame(layout, "cell")[3] == 203)
    }

    /// Xcode 8's canvas drew with iOS 10, whose cells' content views have a view's 8 pt
    /// margins: ChatSecure's `XMPPAccountCell.xib` (toolsVersion 11762) pins its button 8 pt
    /// after its content's leading margin and 4 below its top margin, and stores it at
    /// (16, 12). A view pinned to those margins is at (8, 8) in a document of Xcode 8, at the
    /// row's (16, 11) in one of Xcode 9 on. A built-in style keeps its views where they are now:
    /// IBAnimatable's `default` rows (12120) store their images 16 pt in.
    @Test(arguments: [("11762", 8.0, 8.0), ("13528", 16.0, 11.0)])
    func xcode8CellsHaveAViewsMargins(toolsVersion: String, x: Double, y: Double) throws {
        let custom = try xib("""
            <tableViewCell contentMode="scaleToFill" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="8" y="8" width="100" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="w"/>
                                <constraint firstAttribute="height" constant="30" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """, toolsVersion: toolsVersion).scenes[0].build().layout
        #expect(frame(custom, "box") == [x, y, 100, 30])
        let builtIn = try xib("""
            <tableViewCell contentMode="scaleToFill" textLabel="text" imageView="image" style="IBUITableViewCellStyleDefault" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label text="Lists" id="text"><rect key="frame" x="52" y="0.0" width="308" height="43.5"/></label>
                        <imageView image="lists" id="image"><rect key="frame" x="16" y="12" width="21" height="19"/></imageView>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """, toolsVersion: toolsVersion, afterObjects: "<resources><image name=\"lists\" width=\"21\" height=\"19\"/></resources>")
        #expect(frame(try builtIn.scenes[0].build().layout, "image")[0] == 16)
    }

    /// A top-level cell is on no screen: the iPhone 11's sensor housing and home indicator do
    /// not inset it, and its content view keeps a cell's 11 pt top and bottom margins.
    @Test func aTopLevelCellHasNoSafeArea() throws {
        let layout = try corpusLayout("ChatSecure__ChatSecure-iOS__XMPPServerInfoCell.xib").layout
        #expect(layout.window.safeAreaInsets == .zero)
        #expect(frame(layout, "hHR-8h-o2Q") == [20, 11, 68, 68])
        #expect(frame(layout, "9aM-Hd-hB1") == [96, 60, 22, 22])
    }

    /// A plain table's sections sit under the header the saving Xcode's canvas shows: 50 pt
    /// from Xcode 14, 44.5 in Xcode 13, 28 before, and before Xcode 10.2 the table's section
    /// header height (22 here); an untitled static section gets none before Xcode 11.
    @Test(arguments: [("21701", 50.0, 50.0), ("19455", 44.5, 44.5), ("17506", 28.0, 28.0), ("14313", 22.0, 0.0)])
    func plainTableHeadersByXcode(toolsVersion: String, prototypeTop: Double, staticTop: Double) throws {
        func table(_ content: String) -> String {
            """
            <tableView contentMode="scaleToFill" style="plain" rowHeight="44" sectionHeaderHeight="22" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                \(content)
            </tableView>
            """
        }
        let cell = """
            <tableViewCell contentMode="scaleToFill" id="cell"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/></tableViewCell>
            """
        let prototypes = try xib(table("<prototypes>\(cell)</prototypes>"), toolsVersion: toolsVersion).scenes[0].build().layout
        #expect(frame(prototypes, "cell") == [0, prototypeTop, 375, 44])
        let sections = "<sections><tableViewSection id=\"s\"><cells>\(cell)</cells></tableViewSection></sections>"
        let statics = try xib(table(sections), toolsVersion: toolsVersion).scenes[0].build().layout
        #expect(frame(statics, "cell") == [0, staticTop, 375, 44])
    }

    /// The canvases of the Xcodes of `toolsVersion` 24000 to 25999 make a standard row 51 pt
    /// high: LNPopupController's built-in rows (25094) are stored 51 high, in order.
    @Test func standardRowHeightOfXcode15() throws {
        let layout = try corpusLayout("LeoNatan__LNPopupController__TestingScene-Main.storyboard", scene: "DemoGalleryController").layout
        #expect(frame(layout, "zg7-YE-7cZ") == [20, 55.333, 353, 51])
        #expect(frame(layout, "nni-ZQ-Lf1") == [20, 106.333, 353, 51])
    }

    /// A cell of a built-in style lays out its own labels: the document's `textLabel` is the
    /// cell's, placed by the cell (the `default` style's text fills the row's height and runs
    /// to 8 pt before a disclosure indicator), not at the frame Xcode stored for it.
    @Test func builtInCellLabelsAreTheCells() throws {
        let document = try xib("""
            <tableView contentMode="scaleToFill" style="plain" rowHeight="44" sectionHeaderHeight="22" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <sections>
                    <tableViewSection id="s">
                        <cells>
                            <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" textLabel="title" style="IBUITableViewCellStyleDefault" id="cell">
                                <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" contentMode="center" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="341" height="44"/>
                                    <subviews>
                                        <label opaque="NO" contentMode="left" text="Pick Any" id="title">
                                            <rect key="frame" x="20" y="5" width="100" height="20"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
            """)
        let layout = try document.scenes[0].build().layout
        let cell = try #require(layout.view(withID: "cell") as? TableViewCell)
        #expect(layout.view(withID: "title") === cell.textLabel)
        #expect(cell.textLabel?.text == "Pick Any")
        #expect(cell.contentView.subviews.count == 2)
        #expect(frame(layout, "title") == [16, 0, 324.5, 44])
    }

    /// A segment given a width of its own keeps it (openHAB's "ON" and "OFF" segments of 61
    /// make a 61 + 1 + 61 = 123 pt control); the others share the automatic width.
    @Test func segmentWidthsFromTheDocument() throws {
        let document = try rootViewXib("""
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                <rect key="frame" x="20" y="40" width="123" height="32"/>
                <segments>
                    <segment title="ON" width="61"/>
                    <segment title="OFF" width="61"/>
                </segments>
            </segmentedControl>
            """, """
            <constraint firstItem="fixed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="fixed" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
            """)
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "fixed") == [20, 40, 123, 32])
        let control = try #require(layout.view(withID: "fixed") as? SegmentedControl)
        control.segmentWidths = [61]
        let automatic = control.intrinsicContentSize.width - 61 - 1
        control.segmentWidths = []
        #expect(control.intrinsicContentSize.width == 2 * automatic + 1)
    }

    /// A label or an image view without a hugging priority in the document hugs at UIKit's 250:
    /// Interface Builder writes the 251 of its library's labels and image views, and leaves
    /// out what equals UIKit's default. raywenderlich's `10-adaptive-layout` caption (vertical
    /// hugging left out) fills its 80 pt row under a 251-hugging title, as Xcode stores it.
    @Test func absentHuggingIsUIKits() throws {
        let layout = try corpusLayout("raywenderlich__alt-materials__10-adaptive-layout-Main.storyboard", containing: "klN-Ru-BgL")
        let caption = try #require(layout.view(withID: "klN-Ru-BgL"))
        #expect(caption.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(caption.contentHuggingPriority(for: .horizontal) == 251)
        #expect(frame(layout, "Aq2-jy-o8e")[3] == 20.5)
        #expect(frame(layout, "klN-Ru-BgL")[1] == 10 + 20.5 + 3)
    }

    /// The SDK each Xcode's canvas draws with: iOS 17 in Xcode 15.2 (22505) and in the Xcodes
    /// that write `32700.99.1234` (OwnTracks' storyboard has it between its saves of Xcode 15.2
    /// and 16.0), iOS 18 in Xcode 16.3 (23727), iOS 26 in Xcode 26 (24506).
    @Test(arguments: [(22505, 17), (32700, 17), (23727, 18), (24506, 26)])
    func canvasSDKByToolsVersion(toolsVersion: Int, major: Int) {
        #expect(SDKVersion(toolsVersion: toolsVersion) == SDKVersion(major: major))
    }

    /// A switch is as large as the saving Xcode's iOS draws it: 63 × 28 in Xcode 26's documents
    /// (NetNewsWire's, 24127 to 24765), 51 × 31 before them and in FloatingPanel's 32700, which
    /// is no Xcode's build; 2 pt of either is right of its alignment rectangle, so that one
    /// pinned 20 pt from the trailing edge of a 375 pt view is at 375 − 20 − 61 = 294 (or
    /// 375 − 20 − 49 = 306) and ends 18 pt from it.
    @Test(arguments: [("24765", 63.0, 28.0, 294.0), ("23504", 51.0, 31.0, 306.0), ("32700", 51.0, 31.0, 306.0)])
    func switchesByXcode(toolsVersion: String, width: Double, height: Double, trailingX: Double) throws {
        let document = try rootViewXib("""
            <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="leading">
                <rect key="frame" x="20" y="40" width="51" height="31"/>
            </switch>
            <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="trailing">
                <rect key="frame" x="304" y="40" width="51" height="31"/>
            </switch>
            """, """
            <constraint firstItem="leading" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="leading" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="trailing" secondAttribute="trailing" constant="20" id="c3"/>
            <constraint firstItem="trailing" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c4"/>
            """, toolsVersion: toolsVersion)
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "leading") == [20, 40, width, height])
        #expect(frame(layout, "trailing") == [trailingX, 40, width, height])
    }

    /// A search bar is as high as the saving Xcode's iOS draws it: 64 in Xcode 26's documents
    /// (GoMap's default search bar, 24765, and IQKeyboardManager's minimal one, 24127, both
    /// sized by nothing else and stored 64 high), 56 before them; the view pinned under it
    /// (GoMap's map) starts where it ends.
    @Test(arguments: [("24765", "default", 64.0), ("24127", "minimal", 64.0), ("23504", "default", 56.0)])
    func searchBarsByXcode(toolsVersion: String, style: String, height: Double) throws {
        let document = try rootViewXib("""
            <searchBar contentMode="redraw" searchBarStyle="\(style)" placeholder="Niagara Falls" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                <rect key="frame" x="0.0" y="40" width="375" height="64"/>
                <textInputTraits key="textInputTraits"/>
            </searchBar>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="map">
                <rect key="frame" x="0.0" y="104" width="375" height="563"/>
            </view>
            """, """
            <constraint firstItem="search" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c1"/>
            <constraint firstItem="search" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="search" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="map" firstAttribute="top" secondItem="search" secondAttribute="bottom" id="c4"/>
            <constraint firstItem="map" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
            <constraint firstItem="map" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c6"/>
            <constraint firstAttribute="bottom" secondItem="map" secondAttribute="bottom" id="c7"/>
            """, toolsVersion: toolsVersion)
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "search") == [0, 40, 375, height])
        #expect(frame(layout, "map") == [0, 40 + height, 375, 667 - 40 - height])
    }

    /// A controller simulated at a freeform size (`<size key="freeformSize">`) is a screen of
    /// that size with the device's safe area; a root shorter than it is a sheet, with none.
    @Test func freeformControllersAndTheirSheets() throws {
        let file = "scenee__FloatingPanel__Samples-Main.storyboard"
        let panel = try corpusLayout(file, scene: "DetailViewController").layout
        #expect(frame(panel, "noi-1a-5bZ") == [319, 48, 44, 44])
        #expect(frame(panel, "Kva-Z7-0qY") == [0, 0, 375, 744])
        let modal = try corpusLayout(file, scene: "ModalViewController").layout
        #expect(frame(modal, "qwo-GK-p1U") == [0, 0, 375, 768])
        #expect(frame(modal, "vut-mK-Y4t") == [0, 768, 375, 0])
        #expect(frame(modal, "sbF-Az-7sy")[1] == 0)
    }

    /// Xcode 8's documents name their screen in `simulatedScreenMetrics`, and so do Xcode 5's
    /// (`retina4`, the 4-inch screen: Amazeotron's MolluskVideos, toolsVersion 5056); an
    /// unknown device id is a warning, and the scene keeps its stored size.
    @Test(arguments: [("11542", "retina4_7.fullscreen"), ("5056", "retina4")])
    func legacyAndUnknownDevices(toolsVersion: String, screen: String) throws {
        let legacy = try IBDocument.parse(Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)">
                <objects><view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view></objects>
                <simulatedMetricsContainer key="defaultSimulatedMetrics">
                    <simulatedScreenMetrics key="destination" type="\(screen)"/>
                </simulatedMetricsContainer>
            </document>
            """.utf8), file: "old.xib")
        #expect(legacy.namesDevice == false)
        let old = try legacy.scenes[0].build()
        #expect(old.warnings.isEmpty)
        #expect(old.layout.window.traitCollection.displayScale == 2)
        let future = try xib("<view id=\"root\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"420\" height=\"910\"/></view>", device: "retina7_0")
        let built = try future.scenes[0].build()
        #expect(built.warnings.map(\.description) == ["test.xib:3: warning: unknown device 'retina7_0'; each scene is laid out at its root view's stored size"])
        #expect(built.layout.window.bounds.size == CGSize(width: 420, height: 910))
    }

    /// An iPad xib (seafile-iOS's `SeafTextEditorViewController_iPad.xib`, Xcode 7) has a
    /// document type of its own and `targetRuntime="iOS.CocoaTouch.iPad"`: it is read as a
    /// xib, and without a device its scene has an iPad's traits, so its regular-width
    /// variations hold.
    @Test func iPadDocuments() throws {
        let document = try IBDocument.parse(Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB" version="3.0" toolsVersion="10116" \
            targetRuntime="iOS.CocoaTouch.iPad" useAutolayout="YES">
                <objects>
                    <view id="root"><rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="x"/>
                            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="y"/>
                            <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
                            <constraint firstItem="a" firstAttribute="width" constant="10" id="w">
                                <variation key="widthClass=regular" constant="40"/>
                            </constraint>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8), file: "iPad.xib")
        #expect(document.kind == .xib)
        let layout = try document.scenes[0].build().layout
        #expect(layout.window.traitCollection.userInterfaceIdiom == .pad)
        #expect(layout.window.bounds.size == CGSize(width: 768, height: 1024))
        #expect(frame(layout, "a") == [0, 0, 40, 10])
    }

    /// Colours: sRGB components, greys, and names from `<resources>`.
    @Test func colours() throws {
        let document = try IBDocument.parse(Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701">
                <device id="retina4_7" orientation="portrait"/>
                <objects><view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view id="rgb"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/><color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>
                        <view id="grey"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/><color key="backgroundColor" white="0.2" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></view>
                        <view id="named"><rect key="frame" x="0.0" y="0.0" width="1" height="1"/><color key="backgroundColor" name="Brand"/></view>
                    </subviews>
                </view></objects>
                <resources><namedColor name="Brand"><color red="0.0" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor></resources>
            </document>
            """.utf8), file: "colours.xib")
        let layout = try document.scenes[0].build().layout
        #expect(layout.view(withID: "rgb")?.backgroundColor == ViewColor(red: 1, green: 0.5, blue: 0))
        #expect(layout.view(withID: "grey")?.backgroundColor == ViewColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.5))
        #expect(layout.view(withID: "named")?.backgroundColor == ViewColor(red: 0, green: 0.4, blue: 0.8))
    }

    /// beam's `Subreddit View.storyboard` (Xcode 11.3, an iPhone 11): a row's 42 pt avatar keeps
    /// its width equal to its height by `multiplier="1: 1"`, spaces and all, as Interface Builder
    /// keeps the field as typed; Xcode stores the avatar 42 × 42 at (24, 11). The ratio is read,
    /// not refused.
    @Test func ratioMultiplierWithSpaces() throws {
        let document = try rootViewXib("""
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="avatar">
                <rect key="frame" x="24" y="11" width="42" height="42"/>
                <constraints>
                    <constraint firstAttribute="width" secondItem="avatar" secondAttribute="height" multiplier="1: 1" id="c1"/>
                    <constraint firstAttribute="height" constant="42" id="c2"/>
                </constraints>
            </imageView>
            """, """
            <constraint firstItem="avatar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="24" id="c3"/>
            <constraint firstItem="avatar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="11" id="c4"/>
            """)
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "avatar") == [24, 11, 42, 42])
    }
}
