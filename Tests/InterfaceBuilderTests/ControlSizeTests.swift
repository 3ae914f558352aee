import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// The sizes of controls as Xcode's canvas stores them, from the documents measured in
/// docs/fidelity.md.
@Suite struct ControlSizeTests {
    /// SideMenu's settings (`Example/Main.storyboard`, `toolsVersion` 15400): a vertical stack
    /// 8 pt apart of segmented controls, each followed by a 4 pt spacer view; Xcode stores the
    /// controls 32 tall and each spacer 39 pt under its control's top, not 40: the control's
    /// bottom point is outside its alignment rectangle.
    @Test func segmentedControlsInAStack() throws {
        func segmented(_ id: String) -> String {
            """
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="335" height="32"/>
                <segments><segment title="None"/><segment title="Dark"/><segment title="Light"/><segment title="ExtraLight"/></segments>
            </segmentedControl>
            """
        }
        func spacer(_ id: String) -> String {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="335" height="4"/>
                <constraints><constraint firstAttribute="height" constant="4" id="height-\(id)"/></constraints>
            </view>
            """
        }
        let document = try rootViewXib("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="20" width="335" height="141"/>
                <subviews>\(segmented("KV2-tN-Aff"))\(spacer("wsl-iY-a5K"))\(segmented("owH-AA-wgw"))\(spacer("svy-p5-tiL"))</subviews>
            </stackView>
            """, """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="top"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="leading"/>
            <constraint firstItem="stack" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-20" id="trailing"/>
            """, toolsVersion: "15400")
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "KV2-tN-Aff") == [0, 0, 335, 32])
        #expect(frame(layout, "wsl-iY-a5K") == [0, 39, 335, 4])
        #expect(frame(layout, "owH-AA-wgw") == [0, 51, 335, 32])
        #expect(frame(layout, "svy-p5-tiL") == [0, 90, 335, 4])
        #expect(frame(layout, "stack") == [20, 20, 335, 94])
    }

    /// A search bar's field follows the body text style, so the bar is shorter at the xSmall
    /// text size at which Xcodes 12.5 and 13 lay documents out: ProtonVPN's search storyboard
    /// (`toolsVersion` 19529) pins one 6 pt in from its superview's sides, to its top, and a
    /// table under it, and stores the bar 51 tall and the table from 51; at Large (Xcode
    /// 14.2, 21701) the bar is UIKit's 56.
    @Test(arguments: [("19529", 51.0), ("21701", 56.0)])
    func searchBarsAtTheCanvasTextSize(toolsVersion: String, height: Double) throws {
        let document = try rootViewXib("""
            <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="sg3-V9-Zii">
                <rect key="frame" x="6" y="0.0" width="363" height="\(height)"/>
                <textInputTraits key="textInputTraits"/>
            </searchBar>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="W5x-SX-owJ">
                <rect key="frame" x="0.0" y="\(height)" width="375" height="\(667 - height)"/>
            </view>
            """, """
            <constraint firstItem="sg3-V9-Zii" firstAttribute="top" secondItem="root" secondAttribute="top" id="Yen-BP-rPU"/>
            <constraint firstItem="sg3-V9-Zii" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="6" id="cRj-Kt-Z5s"/>
            <constraint firstItem="sg3-V9-Zii" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-6" id="3It-kI-Lh2"/>
            <constraint firstItem="W5x-SX-owJ" firstAttribute="top" secondItem="sg3-V9-Zii" secondAttribute="bottom" id="KXd-Gh-Gna"/>
            <constraint firstItem="W5x-SX-owJ" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="kqd-Ws-QXX"/>
            <constraint firstItem="W5x-SX-owJ" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="dbb-Pj-mEB"/>
            <constraint firstItem="W5x-SX-owJ" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="UNu-qE-hia"/>
            """, toolsVersion: toolsVersion)
        let layout = try document.scenes[0].build().layout
        // The bar: 375 less 6 on each side wide, the canvas's height; the table under it.
        #expect(frame(layout, "sg3-V9-Zii") == [6, 0, 363, height])
        #expect(frame(layout, "W5x-SX-owJ") == [0, height, 375, 667 - height])
    }

    /// A navigation bar placed as a view shows large titles as Interface Builder's `largeTitles`
    /// attribute says: the Hackers action extension (`toolsVersion` 16097) pins one, with
    /// `largeTitles="YES"`, to its safe area's top and sides and stores it 96 pt tall, the
    /// 44 pt bar and its 52 pt large title.
    @Test(arguments: [("YES", 96.0), ("NO", 44.0)])
    func navigationBarViewsShowLargeTitles(largeTitles: String, height: Double) throws {
        let document = try rootViewXib("""
            <navigationBar contentMode="scaleToFill" horizontalCompressionResistancePriority="751" verticalCompressionResistancePriority="751" largeTitles="\(largeTitles)" translatesAutoresizingMaskIntoConstraints="NO" id="NOA-Dm-cuz">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                <items><navigationItem id="3HJ-uW-3hn"/></items>
            </navigationBar>
            """, """
            <constraint firstItem="NOA-Dm-cuz" firstAttribute="top" secondItem="root" secondAttribute="top" id="we0-1t-bgp"/>
            <constraint firstItem="NOA-Dm-cuz" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="HxO-8t-aoh"/>
            <constraint firstItem="root" firstAttribute="trailing" secondItem="NOA-Dm-cuz" secondAttribute="trailing" id="A05-Pj-hrr"/>
            """, toolsVersion: "16097")
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "NOA-Dm-cuz") == [0, 0, 375, height])
    }

    /// kharrison's reminders (`RemindMe10`, `toolsVersion` 11542, Xcode 9) stack a rounded-rect
    /// text field, a segmented control and a row of buttons 16 pt apart; Xcode stores the field
    /// 30 tall, the control 29 and the row 15 pt under it: the controls of the iOS 12 SDK. The
    /// Xcodes of the iOS 13 SDK, from 11's betas (openfoodfacts' barcode input, 14868) on,
    /// store the field 34 tall and the control 32. kharrison's `Designable` (13196) centres a
    /// stepper Xcode stores 94 × 29, 94 × 32 since.
    @Test(arguments: [("11542", 30.0, 29.0), ("14868", 34.0, 32.0)])
    func controlsOfTheIOS12SDK(toolsVersion: String, fieldHeight: Double, controlHeight: Double) throws {
        let document = try rootViewXib("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="3pG-qe-lPN">
                <rect key="frame" x="16" y="36" width="343" height="160"/>
                <subviews>
                    <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Enter reminder text" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Euq-Br-0lh">
                        <rect key="frame" x="0.0" y="0.0" width="343" height="30"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textField>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="7qd-MW-hML">
                        <rect key="frame" x="0.0" y="46" width="343" height="29"/>
                        <segments><segment title="Never"/><segment title="Daily"/><segment title="Weekly"/></segments>
                    </segmentedControl>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="1Sh-lf-pEK">
                        <rect key="frame" x="0.0" y="90" width="343" height="34"/>
                        <constraints><constraint firstAttribute="height" constant="34" id="row-height"/></constraints>
                    </view>
                </subviews>
            </stackView>
            <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="1" stepValue="0.10000000000000001" translatesAutoresizingMaskIntoConstraints="NO" id="dgT-EZ-aS6">
                <rect key="frame" x="140.5" y="319" width="94" height="29"/>
            </stepper>
            """, """
            <constraint firstItem="3pG-qe-lPN" firstAttribute="top" secondItem="root" secondAttribute="top" constant="36" id="top"/>
            <constraint firstItem="3pG-qe-lPN" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="leading"/>
            <constraint firstItem="3pG-qe-lPN" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-16" id="trailing"/>
            <constraint firstItem="dgT-EZ-aS6" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="centerX"/>
            <constraint firstItem="dgT-EZ-aS6" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="centerY"/>
            """, toolsVersion: toolsVersion)
        let layout = try document.scenes[0].build().layout
        let controlTop = fieldHeight + 16
        #expect(frame(layout, "Euq-Br-0lh") == [0, 0, 343, fieldHeight])
        #expect(frame(layout, "7qd-MW-hML") == [0, controlTop, 343, controlHeight])
        #expect(frame(layout, "1Sh-lf-pEK") == [0, controlTop + controlHeight - 1 + 16, 343, 34])
        #expect(frame(layout, "dgT-EZ-aS6") == [(375 - 94) / 2, (667 - controlHeight) / 2, 94, controlHeight])
    }

    /// kharrison's reminders (`Archive/RemindMe`, `toolsVersion` 15505, Xcode 11) stack a
    /// segmented control and an `automatic` date and time picker 16 pt apart, and Xcode stores
    /// the picker as wheels, 216 tall: the compact style came with the iOS 14 SDK (Xcode 12,
    /// 17000 on), which shows it 34 tall. openfoodfacts' loading view (15702) stores its
    /// progress view 2 pt high, the Xcodes since 4.
    @Test(arguments: [("15505", 216.0, 2.0), ("17156", 34.0, 4.0)])
    func controlsOfTheIOS13SDK(toolsVersion: String, pickerHeight: Double, progressHeight: Double) throws {
        let document = try rootViewXib("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="6Ob-KZ-rCp">
                <rect key="frame" x="16" y="16" width="343" height="263"/>
                <subviews>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="ZHr-3h-Ye1">
                        <rect key="frame" x="0.0" y="0.0" width="343" height="32"/>
                        <segments><segment title="Never"/><segment title="Daily"/><segment title="Weekly"/></segments>
                    </segmentedControl>
                    <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="5" translatesAutoresizingMaskIntoConstraints="NO" id="I8r-dx-dMd">
                        <rect key="frame" x="0.0" y="47" width="343" height="216"/>
                    </datePicker>
                </subviews>
            </stackView>
            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.80000000000000004" translatesAutoresizingMaskIntoConstraints="NO" id="eQu-Bk-KjX">
                <rect key="frame" x="16" y="400" width="343" height="2"/>
            </progressView>
            """, """
            <constraint firstItem="6Ob-KZ-rCp" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="top"/>
            <constraint firstItem="6Ob-KZ-rCp" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="leading"/>
            <constraint firstItem="6Ob-KZ-rCp" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-16" id="trailing"/>
            <constraint firstItem="eQu-Bk-KjX" firstAttribute="top" secondItem="root" secondAttribute="top" constant="400" id="progress-top"/>
            <constraint firstItem="eQu-Bk-KjX" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="progress-leading"/>
            <constraint firstItem="eQu-Bk-KjX" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-16" id="progress-trailing"/>
            """, toolsVersion: toolsVersion)
        let layout = try document.scenes[0].build().layout
        // Under the control's 31 pt alignment rectangle and the 16 pt spacing.
        #expect(frame(layout, "I8r-dx-dMd") == [0, 31 + 16, 343, pickerHeight])
        #expect(frame(layout, "eQu-Bk-KjX") == [16, 400, 343, progressHeight])
        #expect((layout.view(withID: "I8r-dx-dMd") as? DatePicker)?.datePickerStyle == (pickerHeight == 216 ? .wheels : .compact))
    }

    /// A custom button its document gives no font has UIKit's default title font, 18 pt
    /// (`buttonFontSize`), and a button showing only an image is at least its empty title's
    /// line high: IBAnimatable's demo (`DemoApp.storyboard`, Xcode 8) stores its arrow
    /// buttons, a 9 × 17 image each, 9 × 22 and 20 pt from the trailing edge; XLPagerTabStrip's
    /// example (Xcode 10) its "Reload" 34 tall, the 18 pt line rounded up and 6 above and
    /// below. In the fixed-advance measurer "Reload" is 6 × 9 wide and the line 21.6 high.
    @Test func customButtonWithoutAFont() throws {
        let document = try rootViewXib("""
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
            lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="saA-2O-bMJ">
                        <rect key="frame" x="346" y="561" width="9" height="22"/>
                        <state key="normal" image="right"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
            lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="jSE-G2-qe6">
                        <rect key="frame" x="299" y="83" width="56" height="34"/>
                        <state key="normal" title="Reload"/>
                    </button>
            """, """
            <constraint firstAttribute="trailing" secondItem="saA-2O-bMJ" secondAttribute="trailing" constant="20" id="nMf-EK-sKi"/>
            <constraint firstItem="saA-2O-bMJ" firstAttribute="top" secondItem="root" secondAttribute="top" constant="561" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="jSE-G2-qe6" secondAttribute="trailing" constant="20" id="MMy-Mk-MhJ"/>
            <constraint firstItem="jSE-G2-qe6" firstAttribute="top" secondItem="root" secondAttribute="top" constant="83" id="c2"/>
            """, afterObjects: #"<resources><image name="right" width="9" height="17"/></resources>"#)
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "saA-2O-bMJ") == [346, 561, 9, 22])
        #expect(frame(layout, "jSE-G2-qe6") == [301, 83, 54, 34])
    }

    /// A segmented control has its title's baseline: heremaps' CLE2 example (Xcode 11.4, 16097)
    /// ties a 17 pt label's first baseline to a segmented control's stored at y 94, and stores
    /// the label at y 98.5. The title's line is centred in the 32 pt frame at its height rounded
    /// up to the pixel, here (fixed-advance measurer, 13 pt) 15.6 to 16, so 8 pt down, and its
    /// ascent, 12.35, rounds to 12.5: the baseline is 20.5 below the control's top. The label's
    /// first baseline is its 17 pt ascent, 16.15, rounded to 16: 94 + 20.5 − 16 = 98.5.
    /// Without a baseline of its own the control's top would be its baseline, the label at 78.
    @Test func segmentedControlsHaveTheirTitlesBaseline() throws {
        let document = try rootViewXib("""
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" \
            verticalHuggingPriority="251" text="Connectivity:" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" \
            adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="37u-eW-2oJ">
                        <rect key="frame" x="10" y="98.5" width="101" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" \
            segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="P5i-DU-l4o">
                        <rect key="frame" x="121" y="94" width="218" height="32"/>
                        <segments>
                            <segment title="ONLINE"/>
                            <segment title="OFFLINE"/>
                            <segment title="AUTO"/>
                        </segments>
                    </segmentedControl>
            """, """
            <constraint firstItem="37u-eW-2oJ" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="P5i-DU-l4o" firstAttribute="leading" secondItem="37u-eW-2oJ" secondAttribute="trailing" constant="10" id="c2"/>
            <constraint firstItem="P5i-DU-l4o" firstAttribute="top" secondItem="root" secondAttribute="top" constant="94" id="c3"/>
            <constraint firstItem="37u-eW-2oJ" firstAttribute="firstBaseline" secondItem="P5i-DU-l4o" secondAttribute="firstBaseline" id="9CP-7W-VIy"/>
            """, toolsVersion: "16097")
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "37u-eW-2oJ")[1] == 98.5)
    }

    /// A segmented control that apportions its segments' widths by content is the sum of each
    /// segment's own ideal width, its title in the selected font and 9 pt a side, rounded down
    /// (UIKit's `_intrinsicSizeWithinSize:` sums `_idealWidth` then), not as many times the
    /// widest: SwiftMessages' demo (Xcode 14) stores "Automatic", "Forever", "1 Second",
    /// "5 Seconds" 310 wide, where equal segments would need 4 × 82 + 3. In the fixed-advance
    /// measurer a 13 pt character is 6.5 wide: 76 + 63 + 70 + 76 and three dividers.
    @Test func segmentsApportionedByContent() throws {
        let document = try rootViewXib("""
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" \
            apportionsSegmentWidthsByContent="YES" segmentControlStyle="plain" selectedSegmentIndex="0" \
            translatesAutoresizingMaskIntoConstraints="NO" id="nng-9a-v3B">
                        <rect key="frame" x="26" y="32" width="310" height="32"/>
                        <segments>
                            <segment title="Automatic"/>
                            <segment title="Forever"/>
                            <segment title="1 Second"/>
                            <segment title="5 Seconds"/>
                        </segments>
                    </segmentedControl>
            """, """
            <constraint firstItem="nng-9a-v3B" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="26" id="c1"/>
            <constraint firstItem="nng-9a-v3B" firstAttribute="top" secondItem="root" secondAttribute="top" constant="32" id="c2"/>
            """, toolsVersion: "22505")
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "nng-9a-v3B") == [26, 32, 288, 32])
    }

    /// A system symbol the sizes table lacks takes its proportions from the template image
    /// `<resources>` gives (128 pt on its longer side), its longer side the default's: nextcloud's
    /// call view (Xcode 26) shows `ellipsis`, a 128 × 37 template, at 20 pt in a custom button
    /// 44 wide that Xcode stores 22 tall, its empty 18 pt title's line (a 20 pt square would make
    /// it 24); KeePassium's file viewer (Xcode 13) a `doc`, 115 × 128, stored 18 × 20. In an
    /// image view the symbol is aligned by the 17 pt line (20 at 2x), the image centred on it:
    /// its frame starts 0.167 above the top its constraint gives the line.
    @Test func symbolShapedByItsTemplate() throws {
        let document = try rootViewXib("""
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
            lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Gjp-FF-fc2">
                        <rect key="frame" x="312" y="21" width="44" height="22"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="44" id="yxW-nz-Toe"/>
                        </constraints>
                        <state key="normal" image="ellipsis" catalog="system">
                            <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="20"/>
                        </state>
                    </button>
                    <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c2m-da-5aZ">
                        <rect key="frame" x="19" y="18.5" width="18" height="20"/>
                        <imageReference key="image" image="doc" catalog="system" renderingMode="template"/>
                    </imageView>
            """, """
            <constraint firstItem="Gjp-FF-fc2" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="312" id="c1"/>
            <constraint firstItem="Gjp-FF-fc2" firstAttribute="top" secondItem="root" secondAttribute="top" constant="21" id="c2"/>
            <constraint firstItem="c2m-da-5aZ" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="19" id="c3"/>
            <constraint firstItem="c2m-da-5aZ" firstAttribute="top" secondItem="root" secondAttribute="top" constant="18.5" id="c4"/>
            """, afterObjects: """
            <resources><image name="ellipsis" catalog="system" width="128" height="37"/><image name="doc" catalog="system" width="115" height="128"/></resources>
            """)
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "Gjp-FF-fc2") == [312, 21, 44, 22])
        #expect(frame(layout, "c2m-da-5aZ") == [19, 18.333, 18.333, 20.333])
    }

    /// Symbols whose images Xcode stores in image views a size holds: Loop's status bar
    /// (Xcode 14) shows `questionmark.circle.fill` in a 19 pt square, NetNewsWire's inspector
    /// (Xcode 26) `safari` in a 25 pt one, and both store the image 0.5 pt inside the square at
    /// top and bottom, a 19 pt image on the 20 pt line; ProtonVPN's streaming features (Xcode
    /// 14) show `placeholdertext.fill` at a 24 × 24 placeholder size, stored 21.5 high, 1 pt
    /// inside at the top and 1.5 at the bottom, a 17.5 pt image (four of its documents), which
    /// Plumb centres on the line: 1.167 inside at each end, within a pixel of both.
    /// OnionBrowser's permission screen (Xcode 14) shows `checkmark.circle.fill` in a 24 pt
    /// square, stored 24 × 23, 0.5 inside at top and bottom, as the other circles.
    @Test(arguments: [
        ("questionmark.circle.fill", #"<constraint firstAttribute="width" constant="19" id="w"/><constraint firstAttribute="height" constant="19" id="h"/>"#, "", [0.0, 0.5, 19, 18]),
        ("checkmark.circle.fill", #"<constraint firstAttribute="width" constant="24" id="w"/><constraint firstItem="symbol" firstAttribute="width" secondItem="symbol" secondAttribute="height" multiplier="1:1" id="h"/>"#, "", [0.0, 0.5, 24, 23]),
        ("safari", #"<constraint firstAttribute="width" constant="25" id="w"/><constraint firstAttribute="height" constant="25" id="h"/>"#, "", [0.0, 0.5, 25, 24]),
        ("placeholdertext.fill", "", #"placeholderIntrinsicWidth="24" placeholderIntrinsicHeight="24""#, [0.0, 1.167, 24, 21.667]),
    ])
    func symbolsXcodeStoresInImageViews(symbol: String, sizeConstraints: String, placeholder: String, expected: [Double]) throws {
        let document = try rootViewXib("""
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" \(placeholder) \
            image="\(symbol)" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="symbol">
                <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                <constraints>\(sizeConstraints)</constraints>
            </imageView>
            """, """
            <constraint firstItem="symbol" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="symbol" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
            """)
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "symbol") == expected)
    }

    /// An image view without an image arranged in a stack view is 50 × 50 in Xcode's canvas,
    /// as an empty one-line label is: ProtonVPN's `ImageSubtitleTableViewCell.xib` (Xcode 14,
    /// `toolsVersion` 21507, an iPhone 14 Pro) lays a square image view, filled by the app's
    /// code, beside a stack of two labels in a horizontal stack centred on its row and pinned
    /// 12 pt inside its 88 pt cell, so 64 high. Nothing else sizes the image: Xcode stores it
    /// 50 × 50 at y (64 − 50) / 2 = 7, and the labels' stack 50 + 16 = 66 in, where Plumb gave
    /// the image no size and left it 0 × 0 or the stack's 64 high.
    @Test func imageViewWithoutAnImageInAStack() throws {
        let document = try xib("""
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" \
            indentationWidth="10" rowHeight="90" id="iXo-oM-JTP">
                <rect key="frame" x="0.0" y="0.0" width="320" height="88"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" \
            preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="iXo-oM-JTP" id="W8t-NH-9qE">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="88"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="OeZ-M8-Xn3">
                            <rect key="frame" x="16" y="12" width="288" height="64"/>
                            <subviews>
                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" \
            verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="1UL-ZG-i6L">
                                    <rect key="frame" x="0.0" y="7" width="50" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" secondItem="1UL-ZG-i6L" secondAttribute="height" id="KoO-dJ-kXA"/>
                                    </constraints>
                                </imageView>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" \
            translatesAutoresizingMaskIntoConstraints="NO" id="qmK-K8-DWs">
                                    <rect key="frame" x="66" y="11.666666666666668" width="222" height="40.666666666666657"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" \
            text="Label" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="CPd-iN-zaP">
                                            <rect key="frame" x="0.0" y="0.0" width="222" height="20.333333333333332"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" \
            text="Label" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="C6g-pK-kuJ">
                                            <rect key="frame" x="0.0" y="20.333333333333336" width="222" height="20.333333333333336"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                </stackView>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="OeZ-M8-Xn3" firstAttribute="bottom" secondItem="W8t-NH-9qE" secondAttribute="bottom" constant="-12" id="7ZD-a6-yyA"/>
                        <constraint firstItem="OeZ-M8-Xn3" firstAttribute="trailing" secondItem="W8t-NH-9qE" secondAttribute="trailing" constant="-16" id="Mc3-3f-ffl"/>
                        <constraint firstItem="OeZ-M8-Xn3" firstAttribute="top" secondItem="W8t-NH-9qE" secondAttribute="top" constant="12" id="Sav-eH-h90"/>
                        <constraint firstItem="OeZ-M8-Xn3" firstAttribute="leading" secondItem="W8t-NH-9qE" secondAttribute="leadingMargin" id="T81-CF-OMc"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """, device: "retina6_12", toolsVersion: "21507")
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "OeZ-M8-Xn3") == [16, 12, 288, 64])
        #expect(frame(layout, "1UL-ZG-i6L") == [0, 7, 50, 50])
        #expect(frame(layout, "qmK-K8-DWs")[0] == 66)
    }
}
