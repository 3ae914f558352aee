import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// The engine behaviours Xcode's stored frames in the public corpus showed Plumb had wrong,
/// each checked on the document that shows it.
@Suite struct EngineFixTests {
    /// SwiftMessages' `CenteredView.xib`: a 434 pt wide freeform view on an iPhone 11, whose
    /// background view is pinned to its margins. A window at least 414 wide gives the root
    /// 20 pt side margins, and without safe areas the iPhone 11's 44 and 34 pt insets push the
    /// top and bottom margins in: Xcode stores (20, 44, 394, 194).
    @Test func wideWindowsGiveTwentyPointMargins() throws {
        let layout = try corpusLayout("SwiftKickMobile__SwiftMessages__CenteredView.xib").layout
        #expect(frame(layout, "0Mj-jC-BX6") == [20, 44, 394, 194])
    }

    /// SwiftMessages' `TacoDialogView.xib`: a 600 pt wide freeform view designed on a 375 pt
    /// iPhone 8; its background view sits 10 inside the margins. The margin is 20, by the
    /// window's width, not 16 by the phone's: Xcode stores x 30 (and 0 at the top and bottom:
    /// no notch, no status bar for a xib's view).
    @Test func marginsFollowTheWindowNotThePhone() throws {
        let layout = try corpusLayout("SwiftKickMobile__SwiftMessages__TacoDialogView.xib").layout
        #expect(frame(layout, "dp3-Ae-zep") == [30, 10, 540, 289])
    }

    /// raywenderlich's `PitchControl.xib` in landscape (compact height): a vertical fill stack
    /// holds a 288 pt wide stack and an image view 308 wide that the compact-height variation
    /// hides. Xcode keeps the stack 288 wide, 26 from each side of the 340 pt view, and the
    /// hidden image aligned to it.
    @Test func hiddenViewDoesNotWidenAFillingStack() throws {
        let layout = try corpusLayout("raywenderlich__alt-materials__PitchControl.xib").layout
        #expect(frame(layout, "4kc-ck-nRD") == [26, 0, 288, 620])
        #expect(frame(layout, "sP1-pb-0AO") == [0, 0, 26, 620])
        #expect(layout.view(withID: "0dz-sF-ixR")?.isHidden == true)
        #expect(frame(layout, "0dz-sF-ixR")[2] == 288)
    }

    /// corona-warn-app's `Main.storyboard`: a system button titled ">" 28 pt from its cell's
    /// trailing edge. Its title is about 10 wide, but a system button is at least 30 wide:
    /// Xcode stores (356, _, 30, 30) in a 414 pt wide view.
    @Test func systemButtonsAreAtLeastThirtyWide() throws {
        let layout = try corpusLayout("corona-warn-app__cwa-app-ios__Main.storyboard", scene: "HomeScreenViewController").layout
        #expect(frame(layout, "juj-bc-2tR")[0] == 356)
        #expect(frame(layout, "juj-bc-2tR")[2] == 30)
    }

    /// simplenote's `NoticeView.xib`: a label and a button that hug and resist at 1000 in a
    /// stack that must fill 275 pt. UIKit documents 1000 as required, so the layout is
    /// unsatisfiable, as Plumb reports; Xcode's widths are its own (102 each). Their height is
    /// the stack's, within margins measured from the safe area: the view, drawn at the top of
    /// an iPhone 11 by Xcode 12.5, is under its 44 pt housing, so the two views are
    /// 94 − 44 − 16 − 16 = 18 pt tall at y 44 + 16 = 60, as stored.
    @Test func requiredHuggingInAFullStackIsUnsatisfiable() throws {
        let layout = try corpusLayout("Automattic__simplenote-ios__NoticeView.xib").layout
        let kinds = layout.report().diagnostics.map(\.kind)
        #expect(kinds.contains("unsatisfiable"))
        let document = try corpusDocument("Automattic__simplenote-ios__NoticeView.xib")
        let stored = document.storedViews()
        #expect(stored["VzW-UO-SDt"]?.frame.height == 18)
        #expect(frame(layout, "VzW-UO-SDt")[1] == 60)
        #expect(frame(layout, "VzW-UO-SDt")[3] == 18)
        #expect(frame(layout, "PEr-q4-fDe")[3] == 18)
        // The stack gives up its own constraint, not its width: 275 wide, as stored.
        #expect(frame(layout, "SfY-hE-pTa") == [0, 0, 275, 94])
    }

    /// pocket-casts' `PCSearchBarController.xib`: a 40 × 40 "search" image that resists
    /// compression across at 1000 in an image view the document makes 16 × 16. UIKit makes the
    /// content-size constraints when the view updates its constraints, after the nib's, and
    /// breaks the required one that contradicts the document's: Xcode stores (10, 8, 16, 16).
    @Test func requiredCompressionResistanceGivesWayToTheDocument() throws {
        let document = try xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="504" height="32"/>
                <subviews>
                    <imageView contentMode="scaleAspectFit" horizontalHuggingPriority="750" verticalHuggingPriority="750" \
            horizontalCompressionResistancePriority="1000" image="search" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                        <rect key="frame" x="10" y="8" width="16" height="16"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="16" id="h16"/>
                            <constraint firstAttribute="width" constant="16" id="w16"/>
                        </constraints>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="lead"/>
                    <constraint firstItem="icon" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="midY"/>
                </constraints>
            </view>
            """, afterObjects: #"<resources><image name="search" width="40" height="40"/></resources>"#)
        let layout = try #require(document.scenes.first).build().layout
        #expect(frame(layout, "icon") == [10, 8, 16, 16])
        let conflict = try #require(layout.report().diagnostics.first { $0.kind == "unsatisfiable" })
        #expect(conflict.broken == "<NSContentSizeLayoutConstraint Image View.width >= 40   (active)>")
    }

    /// ChatSecure's `OTRMessageUnknownSenderCell.xib` (Xcode 9): a 375 × 134 cell is filled by
    /// a vertical stack of a view holding a "No data" label 12 and 15 pt inside it, hugging and
    /// resisting at 1000 both ways, over a 65 pt view. The stack's constraints contradict the
    /// label's hugging; as an app constraint would, they hold and the hugging gives way: Xcode
    /// stores the label 351 × 39 and both views 375 wide, where breaking the stack's edge left
    /// them the label's text width.
    @Test func requiredHuggingGivesWayToAStack() throws {
        let document = try xib("""
            <collectionReusableView contentMode="center" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="375" height="134"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <stackView contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="134"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title-section">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="69"/>
                                <subviews>
                                    <label horizontalHuggingPriority="1000" verticalHuggingPriority="1000" \
            horizontalCompressionResistancePriority="1000" verticalCompressionResistancePriority="1000" text="No data" \
            textAlignment="center" lineBreakMode="wordWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                        <rect key="frame" x="12" y="15" width="351" height="39"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="title-section" secondAttribute="leading" constant="12" id="BqC-Zs-NYx"/>
                                    <constraint firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="15" id="ZAB-xN-HSm"/>
                                    <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="12" id="hDt-VY-1CU"/>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="title-section" secondAttribute="top" constant="15" id="hVw-Vh-BIx"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="occupant-section">
                                <rect key="frame" x="0.0" y="69" width="375" height="65"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="65" id="V9k-h3-cFF"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="Crc-5l-OKd"/>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="cell" secondAttribute="leading" id="HsF-yB-wCk"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="cell" secondAttribute="top" id="Oix-BI-WZ8"/>
                    <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="lY3-zw-lEI"/>
                </constraints>
            </collectionReusableView>
            """, device: "retina4_7", toolsVersion: "13771")
        let layout = try #require(document.scenes.first).build().layout
        #expect(frame(layout, "title") == [12, 15, 351, 39])
        #expect(frame(layout, "title-section") == [0, 0, 375, 69])
        #expect(frame(layout, "occupant-section") == [0, 69, 375, 65])
    }

    /// Esri's `Buffer.storyboard` (Xcode 12): a 44 pt row holds a "Buffer Radius" label that
    /// resists compression at 751 over a slider that resists at 750, 11 from the row's top and
    /// bottom with 8 between them: 14 pt for both. UIKit keeps a view's size at zero or more,
    /// so the slider stops at nothing and the label takes the 14: Xcode stores the label
    /// (20, 11, 103, 14) and the slider (18, 33, 378, 1), its alignment rectangle 0 tall.
    @Test func squeezedViewsStopAtZeroHeight() throws {
        let layout = try labelOverSlider(text: "Buffer Radius", resistances: (751, 750), top: 11, bottom: 11)
        #expect(frame(layout, "slider") == [18, 33, 339, 1])
        #expect(frame(layout, "label")[1] == 11)
        #expect(frame(layout, "label")[3] == 14)
        #expect(!layout.report().diagnostics.contains { $0.kind == "unsatisfiable" })
    }

    /// Esri's `ColorPicker.storyboard` (Xcode 12): a 44 pt row holds a "Hue" label that resists
    /// compression at 1000 over a slider that resists at 999, 12 from the row's top and 15 from
    /// its bottom with 8 between them: 9 pt for both. The label's line does not fit, so the row
    /// is unsatisfiable and its resistance is broken; but UIKit keeps a broken constraint above
    /// every optional one, so the label still takes the 9 and the slider stops at nothing:
    /// Xcode stores the label (20, 12, 31, 9) and the slider (18, 29, 378, 1).
    @Test func brokenConstraintStillBeatsOptionalOnes() throws {
        let layout = try labelOverSlider(text: "Hue", resistances: (1000, 999), top: 12, bottom: 15)
        #expect(frame(layout, "label")[1] == 12)
        #expect(frame(layout, "label")[3] == 9)
        #expect(frame(layout, "slider") == [18, 29, 339, 1])
        let conflict = try #require(layout.report().diagnostics.first { $0.kind == "unsatisfiable" })
        #expect(conflict.broken?.hasPrefix("<NSContentSizeLayoutConstraint Label - Hue.height >= ") == true)
    }

    /// Esri's settings rows of Xcode 12, laid out: a 375 × 44 view holding a 17 pt label `top`
    /// from its top and 20 from its leading edge, and 8 below it a slider across the view but
    /// 20 at each side, `bottom` above the view's bottom; the label and the slider resist
    /// vertical compression at `resistances`.
    private func labelOverSlider(text: String, resistances: (label: Int, slider: Int), top: Int, bottom: Int) throws -> BuiltLayout {
        let document = try xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" \
            verticalHuggingPriority="251" verticalCompressionResistancePriority="\(resistances.label)" text="\(text)" \
            translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="20" y="\(top)" width="100" height="14"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <slider opaque="NO" contentMode="scaleToFill" verticalCompressionResistancePriority="\(resistances.slider)" \
            contentHorizontalAlignment="center" contentVerticalAlignment="center" minValue="0.0" maxValue="1" \
            translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                        <rect key="frame" x="18" y="33" width="339" height="1"/>
                    </slider>
                </subviews>
                <constraints>
                    <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(top)" id="top"/>
                    <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="lead"/>
                    <constraint firstItem="slider" firstAttribute="leading" secondItem="label" secondAttribute="leading" id="sliderLead"/>
                    <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="20" id="trail"/>
                    <constraint firstItem="slider" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="8" id="gap"/>
                    <constraint firstAttribute="bottom" secondItem="slider" secondAttribute="bottom" constant="\(bottom)" id="bottom"/>
                </constraints>
            </view>
            """)
        return try #require(document.scenes.first).build().layout
    }
}
