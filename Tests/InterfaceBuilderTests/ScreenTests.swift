import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// The screen each document's Xcode simulated: status bars, notches, bars inferred from the
/// storyboard, each shown by a corpus document whose stored frames depend on it.
@Suite struct ScreenTests {
    /// Xcode 11 (`toolsVersion` 16096) draws no status bar on an iPhone 8, and ChatSecure's
    /// onboarding navigation controller hides its bar: the logo, 75 below the top layout
    /// guide, is stored at y 75.
    @Test func xcode11HasNoStatusBarAndHiddenBarsTakeNoRoom() throws {
        let layout = try corpusLayout("ChatSecure__ChatSecure-iOS__Onboarding.storyboard", scene: "OTRWelcomeViewController").layout
        #expect(layout.window.screenSafeAreaInsets.top == 0)
        #expect(frame(layout, "7Yv-8V-PyJ")[1] == 75)
    }

    /// IBAnimatable's gradients: a controller shown from one that simulates a navigation bar
    /// is in the same stack; its views start under the status bar and the bar, at 20 + 44.
    @Test func controllersShownFromANavigationStackHaveItsBar() throws {
        let layout = try corpusLayout("IBAnimatable__IBAnimatable__UserInterfaceGradients.storyboard", scene: "GradientViewController").layout
        #expect(frame(layout, "3fw-ra-H6G")[1] == 64)
    }

    /// The Xcode of `toolsVersion` 25094 simulates a notched phone's safe area twice over:
    /// LNPopupController's paged card, 16 inside the safe area of an iPhone 15, is stored at
    /// (16, 2 × 59 + 16, 361, 852 − 134 − 2 × 34 − 16); home-assistant's launch screen logo,
    /// 32 above the safe area's bottom on an iPhone 11, at y 896 − 2 × 34 − 32 − 25.
    @Test func xcode26DoublesTheNotchedSafeArea() throws {
        let card = try corpusLayout("LeoNatan__LNPopupController__TestingScene-Main.storyboard", scene: "PagedCard").layout
        #expect(frame(card, "yhe-RH-20i") == [16, 134, 361, 634])
        let launch = try corpusLayout("home-assistant__iOS__LaunchScreen.storyboard").layout
        #expect(frame(launch, "pDB-na-0R2") == [97, 771, 220, 25])
        let elsewhere = try corpusLayout("home-assistant__iOS__LaunchScreen.storyboard",
                                         options: BuildOptions(device: DeviceCatalog.device(named: "iphone-11"))).layout
        #expect(frame(elsewhere, "pDB-na-0R2") == [97, 805, 220, 25])
    }

    /// The Xcode of `toolsVersion` 23727 doubles a notched phone's safe area already, with the
    /// bars of the Xcodes before 26: KeePassium's `OnboardingStepVC.storyboard` stores its
    /// scroll view, 40 pt under the safe area's top, at y 158 of an iPhone 15 (2 × 59 + 40),
    /// and seafile's `FolderView_iPhone.storyboard` its 44 pt navigation bars at y 118; the
    /// Xcode of 23504 keeps the single inset (KeePassium's passcode screen).
    @Test(arguments: [("23504", 59.0), ("23727", 118.0), ("24127", 118.0)])
    func xcode23727DoublesTheNotchedSafeArea(toolsVersion: String, top: Double) throws {
        let pinned = try viewPinnedToTheSafeAreaTop(device: "retina6_12", width: 393, height: 852,
                                                    toolsVersion: toolsVersion, ownedByAController: true)
        #expect(pinned == [0, top, 393, 100])
    }

    /// In landscape the Xcodes that double a notched phone's safe area add its portrait insets
    /// to the landscape ones: xdripswift's `Main.storyboard` (`toolsVersion` 24412, an iPhone 12
    /// in landscape) pins its value stack 5 pt inside the safe area's sides and bottom and 25 pt
    /// under its top, and stores it at (47 + 5, 47 + 25, 844 − 2 × 47 − 10, 390 − 72 − 5 − (34 + 21)):
    /// the 47 pt housing at the top and both sides, the home indicator's 34 and 21 at the bottom.
    /// An Xcode 12 document (17506) has the landscape insets alone: 44 at the sides (the
    /// housing's depth then), 21 at the bottom.
    @Test(arguments: [("24412", [52.0, 72, 740, 258]), ("17506", [49.0, 25, 746, 339])])
    func doublingXcodesAddThePortraitInsetsInLandscape(toolsVersion: String, stack: [Double]) throws {
        let layout = try rootViewControllerLayout("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Zc1-sc-Nbm">
                <rect key="frame" x="52" y="72" width="740" height="258"/>
            </stackView>
            """, """
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="Zc1-sc-Nbm" secondAttribute="trailing" constant="5" id="RFB-t1-QIu"/>
            <constraint firstItem="Zc1-sc-Nbm" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="5" id="Rwz-AU-gpa"/>
            <constraint firstItem="safe" firstAttribute="bottom" secondItem="Zc1-sc-Nbm" secondAttribute="bottom" constant="5" id="sLP-qM-2Vs"/>
            <constraint firstItem="Zc1-sc-Nbm" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="25" id="t03-HJ-BbB"/>
            """, width: 844, height: 390, device: "retina6_0", orientation: "landscape", toolsVersion: toolsVersion)
        #expect(frame(layout, "Zc1-sc-Nbm") == stack)
    }

    /// Xcodes 12 to 14.1 drew no status bar on a phone without a notch either, as Xcode 11 did
    /// not: a controller's view pinned to the safe area of an iPhone SE or 8 is stored at y 0 in
    /// pocket-casts' sign-in form (`toolsVersion` 18122), AgoraIO's rhythm player (19162),
    /// pocket-casts' password reset (21223) and ProtonVPN's main screens (21507); 20 pt down in
    /// AgoraIO's Objective-C examples (21701, Xcode 14.2) and nextcloud's emoji picker (24128).
    @Test func xcodes12To14DrawNoStatusBarOnAPhoneWithoutANotch() throws {
        for (toolsVersion, top) in [("18122", 0.0), ("19162", 0.0), ("21223", 0.0), ("21507", 0.0), ("21701", 20.0), ("24128", 20.0)] {
            let pinned = try viewPinnedToTheSafeAreaTop(device: "retina4_0", width: 320, height: 568,
                                                        toolsVersion: toolsVersion, ownedByAController: true)
            #expect(pinned == [0, top, 320, 100], "toolsVersion \(toolsVersion)")
        }
    }

    /// Xcode 11's betas (`toolsVersion` 14854 to 14868) drew no status bar either: openfoodfacts'
    /// taxonomy pickers (`SelectAllergenViewController.xib`, 14868, an iPhone 8) store the search
    /// bar pinned to their view's safe area at y 0; Xcode 10.3 (14490) drew the bar.
    @Test(arguments: [("14868", 0.0), ("14490", 20.0)])
    func xcode11BetasDrawNoStatusBar(toolsVersion: String, top: Double) throws {
        let pinned = try viewPinnedToTheSafeAreaTop(device: "retina4_7", width: 375, height: 667,
                                                    toolsVersion: toolsVersion, ownedByAController: true)
        #expect(pinned == [0, top, 375, 100])
    }

    /// Xcode 13 still drew the iPhone 11's housing 44 pt tall, Xcode 14 48: ProtonVPN's subuser
    /// alert (19529) and pocket-casts' password form (20037) store their content 44 pt down,
    /// ProtonVPN's announcement (21507) and profiles (21701) 48. From Xcode 14 the iPhone X's is
    /// 50 (AgoraIO's audio sample), 44 before (SkeletonView's, 19455). An early Xcode 14 build
    /// still drew 44: WordPressAuthenticator's magic link screen (21179, an iPhone 12) stores the
    /// stack it pins to its safe area's top 44 pt down, where woocommerce's login prologue
    /// (21507) has the iPhone 12's 47.
    @Test func xcode14DrawsTheDevicesHousing() throws {
        for (device, width, height, toolsVersion, top) in [
            ("retina6_1", 414, 812, "20037", 44.0), ("retina6_1", 414, 812, "21507", 48.0),
            ("retina5_9", 375, 812, "19455", 44.0), ("retina5_9", 375, 812, "22685", 50.0),
            ("retina6_0", 390, 844, "21179.7", 44.0), ("retina6_0", 390, 844, "21507", 47.0),
        ] {
            let pinned = try viewPinnedToTheSafeAreaTop(device: device, width: width, height: height,
                                                        toolsVersion: toolsVersion, ownedByAController: false)
            #expect(pinned == [0, top, Double(width), 100], "\(device) at \(toolsVersion)")
        }
    }

    /// A xib's view simulated at a freeform size in a document that uses safe areas is the whole
    /// screen when it resizes with it: ProtonVPN's `FeatureView.xib` (`toolsVersion` 21701, an
    /// iPhone 11), 376 × 122 and sizable both ways, stores its icon and label 48 pt from the top
    /// and the label's bottom 34 from the view's, under the housing and over the home
    /// indicator. The Xcodes from 14.2 give the same view with flexible margins, which keeps
    /// its size, the whole screen's insets too.
    @Test(arguments: [("widthSizable=\"YES\" heightSizable=\"YES\"", [56.0, 48, 296, 40], [24.0, 48, 20, 20]),
                      ("flexibleMaxX=\"YES\" flexibleMaxY=\"YES\"", [56.0, 48, 296, 40], [24.0, 48, 20, 20])])
    func freeformViewsThatResizeWithTheScreenTakeItsSafeArea(mask: String, label: [Double], icon: [Double]) throws {
        let document = try xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="376" height="122"/>
                <autoresizingMask key="autoresizingMask" \(mask)/>
                <subviews>
                    <label horizontalHuggingPriority="251" verticalHuggingPriority="251" \
            text="Route through ultra secure servers in Switzerland, Sweden, and Iceland" numberOfLines="0" \
            translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="56" y="48" width="296" height="40"/>
                        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="14"/>
                    </label>
                    <imageView contentMode="scaleAspectFit" horizontalHuggingPriority="254" verticalHuggingPriority="251" \
            horizontalCompressionResistancePriority="753" placeholderIntrinsicWidth="20" placeholderIntrinsicHeight="20" \
            translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                        <rect key="frame" x="24" y="48" width="20" height="20"/>
                    </imageView>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe-area"/>
                <constraints>
                    <constraint firstItem="icon" firstAttribute="leading" secondItem="safe-area" secondAttribute="leading" constant="24" id="icon-leading"/>
                    <constraint firstItem="icon" firstAttribute="top" secondItem="label" secondAttribute="top" id="icon-top"/>
                    <constraint firstItem="safe-area" firstAttribute="bottom" secondItem="label" secondAttribute="bottom" id="label-bottom"/>
                    <constraint firstItem="safe-area" firstAttribute="top" secondItem="icon" secondAttribute="top" id="safe-top"/>
                    <constraint firstItem="safe-area" firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="icon" secondAttribute="bottom" id="icon-bottom"/>
                    <constraint firstItem="safe-area" firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="24" id="label-trailing"/>
                    <constraint firstItem="label" firstAttribute="leading" secondItem="icon" secondAttribute="trailing" constant="12" id="gap"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """, device: "retina6_1", toolsVersion: "21701")
        let layout = try #require(document.scenes.first).build().layout
        #expect(frame(layout, "label") == label)
        #expect(frame(layout, "icon") == icon)
    }

    /// From Xcode 14.2 the status bar is over a xib's top-level view that no controller owns
    /// too, on a phone without a notch: duckduckgo's `NotificationView.xib` (`toolsVersion`
    /// 22505) and nextcloud's `PlaceholderView.xib` (24127) store their content under it on an
    /// iPhone 8; ProtonVPN's `AppVersionView.xib` (14313) and openfoodfacts'
    /// `SingleLetterNutriscoreView.xib` (13771) at the view's top, as Xcodes 11 to 14.1 do.
    @Test(arguments: [("13771", 0.0), ("14313.18", 0.0), ("21507", 0.0), ("22505", 20.0), ("24127", 20.0)])
    func xcode14_2DrawsTheStatusBarOverTopLevelViews(toolsVersion: String, top: Double) throws {
        let pinned = try viewPinnedToTheSafeAreaTop(device: "retina4_7", width: 375, height: 667,
                                                    toolsVersion: toolsVersion, ownedByAController: false)
        #expect(pinned == [0, top, 375, 100])
    }

    /// From Xcode 9.4 a full-screen xib view is drawn under the status bar even where it hides
    /// the simulated one (`<nil key="simulatedStatusBarMetrics"/>`): matrix-ios-kit's
    /// `MXKAttachmentsViewController.xib` (`toolsVersion` 14490, Xcode 10.3, an iPhone 8)
    /// stores the navigation bar it pins to the safe area's top at y 20, element's
    /// `RoomViewController.xib` (21701) its table, and OsmAnd's first-usage wizard (22505, an
    /// iPhone SE) its scroll view.
    @Test(arguments: ["14490.70", "21701", "22505"])
    func aXibsViewIsUnderTheStatusBarItHides(toolsVersion: String) throws {
        let pinned = try viewPinnedToTheSafeAreaTop(device: "retina4_7", width: 375, height: 667, toolsVersion: toolsVersion,
                                                    ownedByAController: true, simulatedMetrics: #"<nil key="simulatedStatusBarMetrics"/>"#)
        #expect(pinned == [0, 20, 375, 100])
    }

    /// A storyboard's full-screen controller that hides the simulated status bar has none in
    /// Xcode 9.0 (IBAnimatable's demo, `toolsVersion` 12120, and eidolon's auction, 12118, store
    /// their views at the top) and is under it from Xcode 9.4 (Presentr's split and popup
    /// controllers, 14109, 20 pt down an iPhone 8; duckduckgo's `Tab.storyboard`, 32700); one
    /// simulated at a size of its own keeps none (FSCalendar's today extension, 14313, 320 × 300).
    /// A box 8 pt under the safe area's top of an iPhone 8 Plus is at y 8, or 28 under the bar.
    @Test(arguments: [("12120", false, 8.0), ("14109", false, 28.0), ("21701", false, 28.0), ("14313.18", true, 8.0)])
    func aFullScreenControllerIsUnderTheStatusBarItHidesFromXcode9_4(toolsVersion: String, freeform: Bool, y: Double) throws {
        let size = freeform ? #"<size key="freeformSize" width="414" height="736"/>"# : ""
        let document = try storyboard(Self.boxUnderTheSafeArea(controller: "controller", box: "box", top: 8, storedTop: Int(y),
                                                               items: #"<nil key="simulatedStatusBarMetrics"/>"# + size),
                                      device: "retina5_5", toolsVersion: toolsVersion)
        #expect(frame(try #require(document.scenes.first).build().layout, "box") == [48, y, 318, 100])
    }

    /// Before the iOS 11 SDK (Xcode 8 and earlier) Interface Builder lays out a xib's
    /// top-level view as a plain view, with its own margins, not as a controller's root with
    /// the system minimum: beam's `TableViewHeaderBannerView.xib` (`toolsVersion` 11542) sets
    /// 12 pt margins and stores its image 12 pt in, where the iOS 11 SDK would give 16. A
    /// launch screen is a controller's view whatever the SDK: googleads' launch xibs (12121)
    /// store their labels 20 pt in, as the root of a 480 pt wide screen.
    @Test(arguments: [("11542", false, 12.0), ("13529", false, 16.0), ("12121", true, 16.0)])
    func oldTopLevelViewsKeepTheirOwnMargins(toolsVersion: String, launchScreen: Bool, x: Double) throws {
        let document = try xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="62"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                        <rect key="frame" x="12" y="8" width="46" height="46"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="image" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                    <constraint firstItem="image" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c2"/>
                    <constraint firstItem="image" firstAttribute="width" constant="46" id="c3"/>
                    <constraint firstItem="image" firstAttribute="height" constant="46" id="c4"/>
                </constraints>
                <edgeInsets key="layoutMargins" top="8" left="12" bottom="8" right="12"/>
            </view>
            """, toolsVersion: toolsVersion, safeAreas: false, launchScreen: launchScreen)
        let layout = try #require(document.scenes.first).build().layout
        #expect(frame(layout, "image") == [x, 8, 46, 46])
    }

    /// Before the iOS 11 SDK a view's margins are not measured from a safe area (UIKit had
    /// none; `insetsLayoutMarginsFromSafeArea` came with iOS 11): Estimote's Proximity example
    /// (Xcode 8.3, `toolsVersion` 12121, layout guides, an iPhone 8 under its 20 pt status
    /// bar) pins a stack to its root's top margin and to its bottom layout guide, and stores it
    /// at y 0, 667 tall: the root's top margin is 0, not 20 under the bar. Xcode 9.4 (14109)
    /// measures it from the safe area: 20 down, 647 tall.
    @Test(arguments: [("12121", 0.0), ("14109", 20.0)])
    func marginsBeforeTheIOS11SDKIgnoreTheStatusBar(toolsVersion: String, top: Double) throws {
        let document = try storyboard("""
            <scene sceneID="tne-QT-ifu"><objects>
                <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="y3c-jy-aDJ"/>
                        <viewControllerLayoutGuide type="bottom" id="wfy-db-euE"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="i96-43-vvX">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="i96-43-vvX" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" id="Z9T-32-hPk"/>
                            <constraint firstItem="wfy-db-euE" firstAttribute="top" secondItem="i96-43-vvX" secondAttribute="bottom" id="Za7-Z6-WJr"/>
                            <constraint firstAttribute="trailing" secondItem="i96-43-vvX" secondAttribute="trailing" id="utZ-HD-033"/>
                            <constraint firstItem="i96-43-vvX" firstAttribute="top" secondItem="8bC-Xf-vdC" secondAttribute="topMargin" id="wpS-HL-y0I"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """, device: "retina4_7", toolsVersion: toolsVersion, safeAreas: false)
        let layout = try #require(document.scenes.first).build().layout
        #expect(frame(layout, "i96-43-vvX") == [0, top, 375, 667 - top])
    }

    /// A freeform view that follows the screen's width alone is on the screen too:
    /// duckduckgo's `NotificationView.xib` (465 × 154 on an iPhone 8, sizable in width only)
    /// stores its stack 8 pt under the safe area's top at y 28, under the status bar.
    @Test func freeformViewsThatFollowTheScreensWidthTakeItsSafeArea() throws {
        let document = try xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="465" height="154"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="16" y="28" width="403" height="24"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="24" id="height"/>
                            <constraint firstAttribute="width" constant="403" id="width"/>
                        </constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe-area"/>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="safe-area" secondAttribute="leading" constant="16" id="leading"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="safe-area" secondAttribute="top" constant="8" id="top"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """, device: "retina4_7", toolsVersion: "22505")
        #expect(frame(try #require(document.scenes.first).build().layout, "stack") == [16, 28, 403, 24])
    }

    /// A freeform view with flexible margins, which keeps its size, is drawn at the top of the
    /// screen under its top inset too: element's `RoomCreationIntroCellContentView.xib`
    /// (`toolsVersion` 17701, 414 × 344 on an iPhone 11) stores the view it pins to the safe
    /// area's top 44 pt down, under the housing of Xcode 12; vlc's `VideoPlayerControls.xib`
    /// (23504, 600 × 44 on an iPhone 8) centres its 44 pt stack on the safe area under the
    /// 20 pt status bar, at y (20 + 44 − 44) / 2 = 10.
    @Test(arguments: [("retina6_1", "17701", 414, 344, "top", 44.0), ("retina4_7", "23504", 600, 44, "centerY", 10.0)])
    func freeformViewsThatKeepTheirSizeAreUnderTheTopInset(device: String, toolsVersion: String, width: Int, height: Int,
                                                           attribute: String, y: Double) throws {
        let document = try xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                        <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="44"/>
                        <constraints><constraint firstAttribute="height" constant="44" id="height"/></constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe-area"/>
                <constraints>
                    <constraint firstItem="pinned" firstAttribute="\(attribute)" secondItem="safe-area" secondAttribute="\(attribute)" id="pin"/>
                    <constraint firstItem="pinned" firstAttribute="leading" secondItem="safe-area" secondAttribute="leading" id="leading"/>
                    <constraint firstItem="safe-area" firstAttribute="trailing" secondItem="pinned" secondAttribute="trailing" id="trailing"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """, device: device, toolsVersion: toolsVersion)
        #expect(frame(try #require(document.scenes.first).build().layout, "pinned") == [0, y, Double(width), 44])
    }

    /// Before Xcode 14.2 a freeform view no wider than the screen reaches the home indicator
    /// only by its frame, sizable both ways or not: element's `SectionFooterView.xib`
    /// (`toolsVersion` 18122, 414 × 210 on an iPhone 11) pins its label 6 pt under the safe
    /// area's top and 12 above its bottom and stores it at y 44 + 6 = 50, 210 − 12 − 50 = 148
    /// tall. A view wider than the screen has the whole screen's insets: ProtonVPN's
    /// `AnnouncementFeatureView.xib` (18122, 643 × 227) stores its label 34 + 2 pt above the
    /// bottom, so the footer at its width would be 210 − 34 − 12 − 50 = 114 tall; and from
    /// Xcode 14.2 every view has them (ProtonVPN's `FeatureView.xib`, 21701, 376 × 122):
    /// 210 − 34 − 12 − 54 = 110 under the 48 pt housing.
    @Test(arguments: [("18122", 414, [0.0, 50, 414, 148]), ("18122", 643, [0.0, 50, 643, 114]),
                      ("21701", 414, [0.0, 54, 414, 110])])
    func freeformViewsReachTheHomeIndicatorByTheirFrameBeforeXcode14_2(toolsVersion: String, width: Int,
                                                                      label: [Double]) throws {
        #expect(try freeformViewPinnedToTheSafeArea(width: width, height: 210, top: 6, bottom: 12, side: 0,
                                                    toolsVersion: toolsVersion) == label)
    }

    /// A root that preserves its superview's margins keeps the canvas's 8 pt under the sensor
    /// housing, not 8 pt below it: woocommerce's `FilteredOrdersHeaderBar.xib` (`toolsVersion`
    /// 32700, 375 × 67 with flexible margins on an iPhone 11, its margins not inset from the safe
    /// area) pins its stack to its top and bottom margins and stores it at (16, 8, 343, 51).
    @Test func aRootPreservesTheCanvasMarginsUnderTheHousing() throws {
        let document = try xib("""
            <view opaque="NO" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" \
            insetsLayoutMarginsFromSafeArea="NO" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="67"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="16" y="8" width="343" height="51"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe-area"/>
                <constraints>
                    <constraint firstAttribute="bottomMargin" secondItem="stack" secondAttribute="bottom" id="bottom"/>
                    <constraint firstAttribute="topMargin" secondItem="stack" secondAttribute="top" id="top"/>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="safe-area" secondAttribute="leading" constant="16" id="leading"/>
                    <constraint firstItem="stack" firstAttribute="trailing" secondItem="safe-area" secondAttribute="trailing" constant="-16" id="trailing"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """, device: "retina6_1", toolsVersion: "32700.99.1234")
        #expect(frame(try #require(document.scenes.first).build().layout, "stack") == [16, 8, 343, 51])
    }

    /// A xib's top-level view that does not follow the screen's height is drawn at the top of
    /// the screen at its own height, and reaches no more of the home indicator than its frame
    /// overlaps: Loop's `StatusHighlightHUDView.xib` (`toolsVersion` 16097, an iPhone 11), a
    /// stack 126 × 50 sizable in width only, pins its label's bottom to the safe area's and
    /// stores the label 50 tall, where the home indicator's 34 pt would leave it 16.
    @Test func topLevelViewsAboveTheHomeIndicatorHaveNoBottomInset() throws {
        let document = try xib("""
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="5" id="root">
                <rect key="frame" x="0.0" y="0.0" width="126" height="50"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                <subviews>
                    <label horizontalCompressionResistancePriority="250" verticalCompressionResistancePriority="250" \
            text="Add Device" textAlignment="right" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="0.0" y="0.0" width="87" height="50"/>
                        <fontDescription key="fontDescription" type="system" weight="heavy" pointSize="16"/>
                    </label>
                    <imageView horizontalHuggingPriority="1000" verticalHuggingPriority="1000" \
            horizontalCompressionResistancePriority="1000" verticalCompressionResistancePriority="1000" \
            translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                        <rect key="frame" x="92" y="8" width="34" height="34"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="34" id="icon-width"/>
                            <constraint firstAttribute="height" constant="34" id="icon-height"/>
                        </constraints>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" id="label-top"/>
                    <constraint firstItem="safe-area" firstAttribute="bottom" secondItem="label" secondAttribute="bottom" id="label-bottom"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="safe-area"/>
            </stackView>
            """, device: "retina6_1", toolsVersion: "16097.2")
        let layout = try #require(document.scenes.first).build().layout
        #expect(layout.window.screenSafeAreaInsets.bottom == 0)
        #expect(frame(layout, "label") == [0, 0, 87, 50])
        #expect(frame(layout, "icon") == [92, 8, 34, 34])
    }

    /// A xib's File's Owner view simulated at a freeform size is drawn at the top of the
    /// screen, under its top inset and over no bottom one: pocket-casts'
    /// `NetworkViewController.xib` (Xcode 10, 400 × 600 on an iPhone 8) stores its image and
    /// table under the 20 pt status bar; simplenote's `SPNoteHistoryViewController.xib` (Xcode
    /// 12.3, 414 × 258 on an iPhone 11) its content 16 pt under the 44 pt housing and 46 pt
    /// above the root's bottom, where its constraints ask for 16 above the safe area's: no
    /// home indicator under it. A view between the safe area's top and bottom, 16 pt in, is
    /// 60 to 242.
    @Test func freeformOwnersViewsTakeTheScreensTopInsetOnly() throws {
        let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#
        #expect(try viewPinnedToTheSafeAreaTop(device: "retina4_7", width: 400, height: 600, toolsVersion: "14460.31",
                                               ownedByAController: true, simulatedMetrics: freeform) == [0, 20, 400, 100])
        #expect(try freeformViewPinnedToTheSafeArea(width: 414, height: 258, top: 16, bottom: 16, side: 16, toolsVersion: "17506",
                                                    ownedByAController: true) == [16, 60, 382, 182])
    }

    /// A freeform File's Owner view follows the rule of a xib's view: wider than the screen, it
    /// has the whole screen's insets before Xcode 14.2 too. simplenote's
    /// `NoteEditorTagListViewController.xib` (`toolsVersion` 17701, 431 × 155 on a 414 pt
    /// iPhone 11) pins its collection view to the safe area's top and bottom and stores it 44 pt
    /// down and 155 − 44 − 34 = 77 pt tall, over the home indicator.
    @Test func wideFreeformOwnersViewsTakeTheWholeScreensInsets() throws {
        #expect(try freeformViewPinnedToTheSafeArea(width: 431, height: 155, top: 0, bottom: 0, side: 0, toolsVersion: "17701",
                                                    ownedByAController: true) == [0, 44, 431, 77])
    }

    /// A xib's File's Owner, a view controller whose view is `root`.
    private static let filesOwner = """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ViewController">
            <connections><outlet property="view" destination="root" id="owner-view"/></connections>
        </placeholder>
        """

    /// The frame of a view pinned inside the safe area of a top-level view simulated at a
    /// freeform `width` × `height`, sizable both ways, on an iPhone 11: `top` and `bottom` from
    /// the safe area's top and bottom, `side` from its leading and trailing edges. The
    /// top-level view is a File's Owner's view when `ownedByAController`.
    private func freeformViewPinnedToTheSafeArea(width: Int, height: Int, top: Int, bottom: Int, side: Int,
                                                 toolsVersion: String, ownedByAController: Bool = false) throws -> [Double] {
        let document = try xib((ownedByAController ? Self.filesOwner : "") + """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe-area"/>
                <constraints>
                    <constraint firstItem="pinned" firstAttribute="top" secondItem="safe-area" secondAttribute="top" constant="\(top)" id="top"/>
                    <constraint firstItem="safe-area" firstAttribute="bottom" secondItem="pinned" secondAttribute="bottom" constant="\(bottom)" id="bottom"/>
                    <constraint firstItem="pinned" firstAttribute="leading" secondItem="safe-area" secondAttribute="leading" constant="\(side)" id="leading"/>
                    <constraint firstItem="safe-area" firstAttribute="trailing" secondItem="pinned" secondAttribute="trailing" constant="\(side)" id="trailing"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """, device: "retina6_1", toolsVersion: toolsVersion)
        return frame(try #require(document.scenes.first).build().layout, "pinned")
    }

    /// The frame of a 100 pt tall view pinned to the safe area's top and to the sides of a xib's
    /// root of `width` × `height` on `device`, saved by the Xcode of `toolsVersion`; the root is
    /// File's Owner's view, a controller's, when `ownedByAController`.
    private func viewPinnedToTheSafeAreaTop(device: String, width: Int, height: Int, toolsVersion: String,
                                            ownedByAController: Bool, simulatedMetrics: String = "") throws -> [Double] {
        let document = try xib((ownedByAController ? Self.filesOwner : "") + """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                        <constraints><constraint firstAttribute="height" constant="100" id="height"/></constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe-area"/>
                <constraints>
                    <constraint firstItem="pinned" firstAttribute="top" secondItem="safe-area" secondAttribute="top" id="top"/>
                    <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="leading"/>
                    <constraint firstItem="pinned" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="trailing"/>
                </constraints>
                \(simulatedMetrics)
            </view>
            """, device: device, toolsVersion: toolsVersion)
        return frame(try #require(document.scenes.first).build().layout, "pinned")
    }

    /// A xib keeps its simulated bars on its top-level view, not on its File's Owner: nextcloud's
    /// `CallsFromOldAccountViewController.xib` (`toolsVersion` 21225, an iPhone 11) stores its
    /// label 20 pt below a navigation bar under the 48 pt housing, at y 112. An opaque bar
    /// (`translucent="NO"`) is above the view, not over it: pocket-casts'
    /// `ProfileViewController.xib` (21701, an iPhone 8) stores its 603 pt view's table at y 0.
    @Test func xibsKeepTheirSimulatedBarsOnTheirView() throws {
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        #expect(try viewPinnedToTheSafeAreaTop(device: "retina6_1", width: 414, height: 896, toolsVersion: "21225",
                                               ownedByAController: true, simulatedMetrics: bar) == [0, 48 + 44, 414, 100])
        let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        #expect(try viewPinnedToTheSafeAreaTop(device: "retina4_7", width: 375, height: 603, toolsVersion: "21701",
                                               ownedByAController: true, simulatedMetrics: opaque) == [0, 0, 375, 100])
    }

    /// A storyboard of Xcode 12 (`toolsVersion` 17506) on an iPhone 12, as Esri's samples are
    /// made: a map under the 44 pt housing that Xcodes before 14 draw on every notched phone, over a
    /// toolbar pinned to the safe area's bottom, which UIKit makes 49 pt tall over the home
    /// indicator; and a controller embedded in a container that ends at the screen's bottom,
    /// drawn at the container's size with no bottom inset, so that its toolbar keeps 44 pt on
    /// its bottom edge. Frames as Esri's `ExportTiles` and `Content Display Logic` store them.
    @Test func toolbarsOverTheHomeIndicatorAndInEmbeddedControllers() throws {
        func constraint(_ first: String, _ firstAttribute: String, _ second: String, _ secondAttribute: String) -> String {
            """
            <constraint firstItem="\(first)" firstAttribute="\(firstAttribute)" secondItem="\(second)" \
            secondAttribute="\(secondAttribute)" id="\(first.prefix(3))-\(firstAttribute.prefix(2))-\(second.prefix(3))"/>
            """
        }
        func toolbar(_ id: String) -> String {
            """
            <toolbar opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                <items><barButtonItem title="Export tiles" id="\(id.prefix(3))-it-em1"/></items>
            </toolbar>
            """
        }
        let document = try storyboard("""
            <scene sceneID="s01-aa-aaa"><objects>
                <viewController id="map-vc-001" sceneMemberID="viewController">
                    <view key="view" id="map-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="map-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="700"/>
                            </view>
                            \(toolbar("map-tb-001"))
                            <containerView translatesAutoresizingMaskIntoConstraints="NO" id="box-vw-001">
                                <rect key="frame" x="0.0" y="88" width="390" height="756"/>
                                <connections><segue destination="box-vc-001" kind="embed" id="box-sg-001"/></connections>
                            </containerView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="map-sa-001"/>
                        <constraints>
                            \(constraint("map-vw-001", "top", "map-sa-001", "top"))
                            \(constraint("map-vw-001", "leading", "map-rt-001", "leading"))
                            \(constraint("map-vw-001", "trailing", "map-rt-001", "trailing"))
                            \(constraint("map-vw-001", "bottom", "map-tb-001", "top"))
                            \(constraint("map-tb-001", "leading", "map-rt-001", "leading"))
                            \(constraint("map-tb-001", "trailing", "map-rt-001", "trailing"))
                            \(constraint("map-sa-001", "bottom", "map-tb-001", "bottom"))
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            <scene sceneID="s02-aa-aaa"><objects>
                <viewController id="box-vc-001" sceneMemberID="viewController">
                    <view key="view" id="box-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="756"/>
                        <subviews>\(toolbar("box-tb-001"))</subviews>
                        <viewLayoutGuide key="safeArea" id="box-sa-001"/>
                        <constraints>
                            \(constraint("box-tb-001", "leading", "box-rt-001", "leading"))
                            \(constraint("box-tb-001", "trailing", "box-rt-001", "trailing"))
                            \(constraint("box-sa-001", "bottom", "box-tb-001", "bottom"))
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """, device: "retina6_0", toolsVersion: "17506")
        let map = try #require(document.scene(named: "map-vc-001")).build().layout
        #expect(frame(map, "map-vw-001") == [0, 44, 390, 717])
        #expect(frame(map, "map-tb-001") == [0, 761, 390, 49])
        let embedded = try #require(document.scene(named: "box-vc-001")).build().layout
        #expect(frame(embedded, "box-tb-001") == [0, 712, 390, 44])
    }

    /// XLPagerTabStrip's example (Xcode 10, `toolsVersion` 14460, layout guides, an iPhone 8): a
    /// controller embedded in a 497 pt container 121 pt down the screen is drawn at the
    /// container's size at the screen's top, under its status bar: the bar view it pins to its
    /// top layout guide is stored 20 pt down, the scroll view under it at 25.
    @Test func embeddedControllerUnderTheScreensTopInset() throws {
        let document = try storyboard("""
            <scene sceneID="s01-aa-aaa"><objects>
                <viewController id="bar-vc-001" sceneMemberID="viewController">
                    <view key="view" id="bar-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="618"/>
                        <subviews>
                            <containerView translatesAutoresizingMaskIntoConstraints="NO" id="box-vw-001">
                                <rect key="frame" x="0.0" y="121" width="375" height="497"/>
                                <connections><segue destination="box-vc-001" kind="embed" id="box-sg-001"/></connections>
                            </containerView>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            <scene sceneID="s02-aa-aaa"><objects>
                <viewController id="box-vc-001" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="box-tg-001"/>
                        <viewControllerLayoutGuide type="bottom" id="box-bg-001"/>
                    </layoutGuides>
                    <view key="view" id="box-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="497"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box-br-001">
                                <rect key="frame" x="0.0" y="20" width="375" height="5"/>
                                <constraints><constraint firstAttribute="height" constant="5" id="box-br-hgt"/></constraints>
                            </view>
                            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="box-sv-001">
                                <rect key="frame" x="0.0" y="25" width="375" height="472"/>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="box-br-001" secondAttribute="trailing" id="box-c-01"/>
                            <constraint firstItem="box-sv-001" firstAttribute="top" secondItem="box-br-001" secondAttribute="bottom" id="box-c-02"/>
                            <constraint firstItem="box-bg-001" firstAttribute="top" secondItem="box-sv-001" secondAttribute="bottom" id="box-c-03"/>
                            <constraint firstItem="box-br-001" firstAttribute="top" secondItem="box-tg-001" secondAttribute="bottom" id="box-c-04"/>
                            <constraint firstAttribute="trailing" secondItem="box-sv-001" secondAttribute="trailing" id="box-c-05"/>
                            <constraint firstItem="box-sv-001" firstAttribute="leading" secondItem="box-rt-001" secondAttribute="leading" id="box-c-06"/>
                            <constraint firstItem="box-br-001" firstAttribute="leading" secondItem="box-rt-001" secondAttribute="leading" id="box-c-07"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """, device: "retina4_7", toolsVersion: "14460.31", safeAreas: false)
        let embedded = try #require(document.scene(named: "box-vc-001")).build().layout
        #expect(frame(embedded, "box-br-001") == [0, 20, 375, 5])
        #expect(frame(embedded, "box-sv-001") == [0, 25, 375, 472])
    }

    /// The Xcodes of `toolsVersion` 24000 and later draw a phone's navigation bar 54 pt tall:
    /// LNPopupController's demo scene pins its top label to the safe area of an iPhone 15
    /// under a navigation bar, and stores it at y 2 × 59 + 54; on the device it has UIKit's
    /// 59 + 44.
    @Test func newerXcodesDrawTallerNavigationBars() throws {
        let document = "LeoNatan__LNPopupController__TestingScene-Main.storyboard"
        let demo = try corpusLayout(document, scene: "demoVC").layout
        #expect(frame(demo, "dF7-sj-hbZ")[1] == 172)
        let onDevice = try corpusLayout(document, scene: "demoVC", options: BuildOptions(device: DeviceCatalog.device(named: "iphone-15"))).layout
        #expect(frame(onDevice, "dF7-sj-hbZ")[1] == 103)
    }

    /// Xcode 26 draws a phone's navigation bar 54 pt tall in landscape too, where UIKit's compact
    /// bar is 32: xdripswift's `Main.storyboard` (`toolsVersion` 24412, an iPhone 12 in
    /// landscape) stores its navigation controllers' bars at (0, 47, 844, 54) and the settings
    /// table, the root's view's subview pinned to its safe area, at (47, 47 + 54, 844 − 2 × 47):
    /// here, without the storyboard's tab bar, 390 − 101 − (34 + 21) = 234 tall.
    @Test func xcode26DrawsTallNavigationBarsInLandscape() throws {
        let document = try storyboard("""
            <scene sceneID="navigation-scene"><objects>
                <navigationController id="dyf-bd-1WE" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="Q1d-AD-CWJ">
                        <rect key="frame" x="0.0" y="47" width="844" height="54"/>
                    </navigationBar>
                    <connections><segue destination="8rJ-Kc-sve" kind="relationship" relationship="rootViewController" id="4VO-X5-cwX"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="settings-scene"><objects>
                <viewController id="8rJ-Kc-sve" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="QS5-Rx-YEW">
                        <rect key="frame" x="0.0" y="0.0" width="844" height="390"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="9FI-0L-PPM">
                                <rect key="frame" x="47" y="101" width="750" height="234"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="O1u-W8-tvY"/>
                        <constraints>
                            <constraint firstItem="O1u-W8-tvY" firstAttribute="trailing" secondItem="9FI-0L-PPM" secondAttribute="trailing" id="Bvv-HI-POt"/>
                            <constraint firstItem="9FI-0L-PPM" firstAttribute="leading" secondItem="O1u-W8-tvY" secondAttribute="leading" id="EHk-wP-5F3"/>
                            <constraint firstItem="9FI-0L-PPM" firstAttribute="top" secondItem="O1u-W8-tvY" secondAttribute="top" id="T7O-fN-0TY"/>
                            <constraint firstItem="O1u-W8-tvY" firstAttribute="bottom" secondItem="9FI-0L-PPM" secondAttribute="bottom" id="d5c-Yp-d97"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" id="to5-z7-YS5"/>
                </viewController>
            </objects></scene>
            """, device: "retina6_0", orientation: "landscape", toolsVersion: "24412")
        let scene = try #require(document.scenes.first { $0.id == "8rJ-Kc-sve" })
        #expect(frame(try scene.build().layout, "9FI-0L-PPM") == [47, 101, 750, 234])
    }

    /// The simulated bars are the controller's container bars, drawn as Interface Builder draws
    /// them: LNPopupController's demo scene has its navigation item's title in a 54 pt bar and
    /// a toolbar with its items (not its spaces), 49 pt over the home indicator as UIKit's
    /// bottom bars are, under the iPhone 15's status bar and Dynamic Island; a xib's view that
    /// no controller owns and a scene whose Xcode drew no status bar show no device chrome.
    @Test func simulatedBarsAreTheControllersContainerBars() throws {
        let demo = try corpusLayout("LeoNatan__LNPopupController__TestingScene-Main.storyboard", scene: "demoVC").layout
        let bars = try #require(demo.window.rootViewController?.containerBars)
        #expect(bars.navigationBar == ContainerBars.NavigationBarContent(title: "LNPopupController", prefersLargeTitles: false))
        #expect(bars.toolbarItems == ["dock.arrow.up.rectangle", "dock.arrow.down.rectangle", "Appearance"])
        #expect(bars.insets(demo.window.traitCollection) == EdgeInsets(top: 54, left: 0, bottom: 49, right: 0))
        #expect(demo.window.showsDeviceChrome)
        let xcode11 = try corpusLayout("ChatSecure__ChatSecure-iOS__Onboarding.storyboard", scene: "OTRWelcomeViewController").layout
        let xib = try corpusLayout("SwiftKickMobile__SwiftMessages__CenteredView.xib").layout
        #expect([xcode11, xib].map(\.window.showsDeviceChrome) == [false, false])
    }

    /// Opaque bars (`translucent="NO"`) are beside a controller's view, not over it, as UIKit
    /// lays it out: XLPagerTabStrip's example, in a navigation controller with an opaque bar
    /// inside a tab bar controller with an opaque tab bar, stores its root view 667 − 64 − 49
    /// = 554 pt tall on an iPhone 8 and the view pinned to its safe area at its top and bottom
    /// edges; IBAnimatable's demo does the same under an opaque navigation bar alone.
    @Test func opaqueBarsAreBesideTheView() throws {
        let document = try storyboard(opaqueTabBarScenes(navigationBarTranslucent: false, root: "vc") + """
            <scene sceneID="s3"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="64" width="375" height="554"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="554"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="sa"/>
                        <constraints>
                            <constraint firstItem="content" firstAttribute="top" secondItem="sa" secondAttribute="top" id="c1"/>
                            <constraint firstItem="content" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c3"/>
                            <constraint firstItem="sa" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """, device: "retina4_7", toolsVersion: "14460.31")
        let scene = try #require(document.scenes.first { $0.id == "vc" })
        let layout = try scene.build().layout
        #expect(frame(layout, "content") == [0, 0, 375, 667 - 20 - 44 - 49])
    }

    /// A controller's view shorter than the screen by an opaque bar beside it is on the full
    /// screen, not a page sheet: XLPagerTabStrip's buttons example (Xcode 10), the root of a
    /// navigation controller with a translucent bar in a tab bar controller with an opaque tab
    /// bar, stores its root 618 pt tall on an iPhone 8 and the container it pins to its top
    /// layout guide under the status bar and the 44 pt navigation bar, 64 pt down.
    @Test func aViewBesideAnOpaqueBarIsNoSheet() throws {
        let document = try storyboard(opaqueTabBarScenes(navigationBarTranslucent: true, root: "buttons") + """
            <scene sceneID="s3"><objects>
                <viewController id="buttons" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="618"/>
                        <subviews>
                            <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                                <rect key="frame" x="0.0" y="64" width="375" height="554"/>
                            </containerView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="container" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>
                            <constraint firstItem="bottom" firstAttribute="top" secondItem="container" secondAttribute="bottom" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="container" secondAttribute="trailing" id="c3"/>
                            <constraint firstItem="container" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """, device: "retina4_7", toolsVersion: "14460.31", safeAreas: false)
        let scene = try #require(document.scenes.first { $0.id == "buttons" })
        let layout = try scene.build().layout
        #expect(frame(layout, "container") == [0, 64, 375, 554])
    }

    /// A controller that leaves an edge out of `edgesForExtendedLayout` has its view beside
    /// the bar at that edge, translucent or not, as beside an opaque bar: XLPagerTabStrip's
    /// button bar example (Xcode 10, `<extendedEdge key="edgesForExtendedLayout"/>`), the root of
    /// a navigation controller with a translucent bar in a tab bar controller with an opaque tab
    /// bar, stores its root 554 pt tall on an iPhone 8 and the scroll view it pins to its top
    /// layout guide at the root's top, 0 pt down, not under the navigation bar.
    @Test func edgesLeftOutOfTheExtendedLayoutAreBesideTheView() throws {
        let document = try storyboard(opaqueTabBarScenes(navigationBarTranslucent: true, root: "bar") + """
            <scene sceneID="s3"><objects>
                <viewController id="bar" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="554"/>
                        <subviews>
                            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="554"/>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                            <constraint firstItem="bottom" firstAttribute="top" secondItem="scroll" secondAttribute="bottom" id="c2"/>
                            <constraint firstItem="scroll" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c3"/>
                            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c4"/>
                        </constraints>
                    </view>
                    <extendedEdge key="edgesForExtendedLayout"/>
                </viewController>
            </objects></scene>
            """, device: "retina4_7", toolsVersion: "14460.31", safeAreas: false)
        let scene = try #require(document.scenes.first { $0.id == "bar" })
        let layout = try scene.build().layout
        #expect(frame(layout, "scroll") == [0, 0, 375, 554])
    }

    /// A controller shown from one that simulates an opaque navigation bar is under that bar,
    /// opaque too, as Interface Builder infers its bars from the controller it is shown from:
    /// IBAnimatable's timing function screen (Xcode 9.2), pushed from its animations screen
    /// (`simulatedNavigationBarMetrics` with `translucent="NO"`), stores its 603 pt root with
    /// the stack it pins to its layout guides at 0 and 44 pt above its simulated toolbar, not
    /// under a translucent bar.
    @Test func anOpaqueSimulatedNavigationBarIsPushedAlong() throws {
        let document = try storyboard("""
            <scene sceneID="s1"><objects>
                <viewController id="animations" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="animationsRoot">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                    </view>
                    <navigationItem key="navigationItem" title="Animations" id="item">
                        <barButtonItem key="rightBarButtonItem" image="settings" style="done" id="settings">
                            <connections><segue destination="timing" kind="show" id="push"/></connections>
                        </barButtonItem>
                    </navigationItem>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="timing" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="559"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>
                            <constraint firstItem="bottom" firstAttribute="top" secondItem="stack" secondAttribute="bottom" id="c2"/>
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c4"/>
                        </constraints>
                    </view>
                    <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                </viewController>
            </objects></scene>
            """, device: "retina4_7", toolsVersion: "14113", safeAreas: false)
        let scene = try #require(document.scenes.first { $0.id == "timing" })
        let layout = try scene.build().layout
        #expect(frame(layout, "stack") == [0, 0, 375, 603 - 44])
    }

    /// A tab bar controller with an opaque tab bar whose tab is a navigation controller (its bar
    /// translucent or not) whose root is the controller `root`: the scenes of XLPagerTabStrip's
    /// example, without the root's own scene.
    private func opaqueTabBarScenes(navigationBarTranslucent: Bool, root: String) -> String {
        """
        <scene sceneID="s1"><objects>
            <tabBarController id="tabs" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="tb"/>
                <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="g1"/></connections>
            </tabBarController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill"\(navigationBarTranslucent ? "" : #" translucent="NO""#) id="nb"/>
                <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="g2"/></connections>
            </navigationController>
        </objects></scene>
        """
    }

    /// A tab's split view controller shares the tab bar with the navigation stacks in its
    /// columns: the adaptive layout sample's messages, the root of the detail column, keep
    /// 49 pt for the bar, and its table, pinned to the safe area, is stored 574 tall under a
    /// 44 pt navigation bar on a 667 pt screen.
    @Test func splitViewsInATabShareItsBar() throws {
        let layout = try corpusLayout("raywenderlich__alt-materials__10-adaptive-layout-Main.storyboard", scene: "MessagesViewController").layout
        let root = try #require(layout.view(withID: "SNW-Tv-cMT"))
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 44, width: 375, height: 574))
    }

    /// A view that preserves a scroll view's margins measures them from where the scroll view
    /// is scrolled to, as its safe area: kharrison's `AdaptType` settings (Xcode 10.1, an
    /// iPhone 8 under a navigation bar) pins a stack to its scroll view's content, both
    /// preserving their superview's margins (the root's 20 pt, under the bar's 64), and stores
    /// the stack of a label and a switch 59 pt tall with its switch 20 pt down: the root's top margin, 84 pt down the
    /// scroll view's frame, lies 20 pt down its content, which the bar's inset scrolls 64 down.
    @Test func preservedMarginsFollowAScrollViewsOffset() throws {
        let document = try storyboard("""
            <scene sceneID="s1"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"/>
                    <connections><segue destination="settings" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="settings" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <scrollView clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" alignment="center" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="59"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalCompressionResistancePriority="250" text="Larger Accessibility Sizes" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                                <rect key="frame" x="20" y="25.5" width="278" height="20.5"/>
                                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                            </label>
                                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="761" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="switch">
                                                <rect key="frame" x="306" y="20" width="51" height="31"/>
                                            </switch>
                                        </subviews>
                                        <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="8" bottom="8" trailing="8"/>
                                    </stackView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="stack" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c1"/>
                                    <constraint firstItem="stack" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="c2"/>
                                    <constraint firstItem="stack" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c3"/>
                                    <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="c4"/>
                                    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c5"/>
                                </constraints>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c6"/>
                            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c7"/>
                            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c8"/>
                            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c9"/>
                        </constraints>
                        <directionalEdgeInsets key="directionalLayoutMargins" top="20" leading="20" bottom="20" trailing="20"/>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                    <navigationItem key="navigationItem" title="Settings" id="item"/>
                </viewController>
            </objects></scene>
            """, device: "retina4_7", toolsVersion: "14313.18")
        let scene = try #require(document.scenes.first { $0.id == "settings" })
        let layout = try scene.build().layout
        #expect(frame(layout, "stack") == [0, 0, 375, 59])
        #expect(frame(layout, "switch") == [306, 20, 51, 31])
    }

    /// A controller's root that the document marks misplaced is laid out at the size the
    /// screen and its bars give, as UIKit sizes it, not at its stale stored size:
    /// duckduckgo's `Feedback.storyboard` (Xcode 15, an iPhone 8 Plus) stores its
    /// controllers' roots 666 pt tall and misplaced under an opaque navigation bar, and the
    /// scroll views it pins to their safe areas 672 pt tall: 736 − 20 − 44.
    @Test func aMisplacedRootHasTheSizeItsBarsGive() throws {
        let document = try storyboard("""
            <scene sceneID="s1"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" translucent="NO" id="nb">
                        <rect key="frame" x="0.0" y="20" width="414" height="44"/>
                    </navigationBar>
                    <connections><segue destination="feedback" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="feedback" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" misplaced="YES" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="666"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="672"/>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c1"/>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c2"/>
                            <constraint firstItem="scroll" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c3"/>
                            <constraint firstItem="scroll" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c4"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </viewController>
            </objects></scene>
            """, device: "retina5_5", toolsVersion: "22505")
        let scene = try #require(document.scenes.first { $0.id == "feedback" })
        let layout = try scene.build().layout
        #expect(frame(layout, "root") == [0, 0, 414, 672])
        #expect(frame(layout, "scroll") == [0, 0, 414, 672])
    }

    /// UIKit's iPad constants pad a table's cells 8 pt more on the 12.9 and 13 inch iPads
    /// (`TableShouldUseExtraPaddingForCells`: a table 916 pt tall on a screen 1366 pt long), so
    /// a self-sizing row that collapses is 8 pt taller: nextcloud's settings (Xcode 26, a 12.9
    /// inch iPad) store their empty prototype row 59 pt high, the Liquid Glass design's 52 and
    /// 8 less its 1 pt separator, where a phone's is 51.
    @Test func aLargeIPadPadsItsTablesCells() throws {
        let document = try storyboard("""
            <scene sceneID="s1"><objects>
                <tableViewController id="settings" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="1024" height="1366"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="cell">
                                <rect key="frame" x="20" y="55.5" width="984" height="59"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="984" height="59"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """, device: "ipad12_9rounded", toolsVersion: "24127")
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "cell")[2...3] == [984, 59])
    }

    /// An iPad's bars are 50 pt high since iOS 12 and a phone's before it: the book examples
    /// of Xcode 9 (`toolsVersion` 13189 to 14109, iOS 11's SDK) store the toolbars and
    /// navigation bars they pin to an iPad's top (modal presentation context, 14087) 44 pt
    /// high, and their tab bar controller's tab bar 49; Xcode 10.1's (14460) store 50.
    @Test(arguments: [("14087.3", 44.0, 49.0), ("14460.31", 50.0, 50.0)])
    func iPadBarsBeforeIOS12AreAPhones(toolsVersion: String, barHeight: Double, tabBarHeight: Double) throws {
        let document = try storyboard("""
            <scene sceneID="s1"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tb"/>
                    <connections><segue destination="first" kind="relationship" relationship="viewControllers" id="g1"/></connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="first" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="tsR-hK-woN">
                        <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="iQr-d4-Ar2">
                                <rect key="frame" x="0.0" y="0.0" width="768" height="44"/>
                                <items/>
                            </toolbar>
                            <navigationBar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ej5-n5-O85">
                                <rect key="frame" x="0.0" y="100" width="768" height="44"/>
                            </navigationBar>
                        </subviews>
                        <constraints>
                            <constraint firstItem="iQr-d4-Ar2" firstAttribute="top" secondItem="tsR-hK-woN" secondAttribute="top" id="8qp-4k-ywN"/>
                            <constraint firstItem="iQr-d4-Ar2" firstAttribute="leading" secondItem="hYq-Ar-Wd3" secondAttribute="leading" id="9hT-Pl-9vo"/>
                            <constraint firstItem="iQr-d4-Ar2" firstAttribute="trailing" secondItem="hYq-Ar-Wd3" secondAttribute="trailing" id="GCv-eZ-Lr1"/>
                            <constraint firstItem="ej5-n5-O85" firstAttribute="top" secondItem="tsR-hK-woN" secondAttribute="top" constant="100" id="nav-top"/>
                            <constraint firstItem="ej5-n5-O85" firstAttribute="leading" secondItem="hYq-Ar-Wd3" secondAttribute="leading" id="nav-leading"/>
                            <constraint firstItem="ej5-n5-O85" firstAttribute="trailing" secondItem="hYq-Ar-Wd3" secondAttribute="trailing" id="nav-trailing"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="hYq-Ar-Wd3"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="First" id="acW-dT-cKf"/>
                </viewController>
            </objects></scene>
            """, device: "ipad9_7", toolsVersion: toolsVersion)
        let scene = try #require(document.scenes.first { $0.id == "first" })
        let layout = try scene.build().layout
        #expect(frame(layout, "iQr-d4-Ar2") == [0, 0, 768, barHeight])
        #expect(frame(layout, "ej5-n5-O85") == [0, 100, 768, barHeight])
        #expect(try #require(layout.view(withID: "tsR-hK-woN")).safeAreaInsets.bottom == tabBarHeight)
    }

    /// A controller's simulated toolbar over a notched phone's home indicator is 49 pt high,
    /// as a toolbar placed as a view is there: googleads' API demo (Xcode 15, 23089, an iPhone
    /// X) pins its fluid ad size scroll view 64 pt above its top layout guide's bottom and 44
    /// below its bottom layout guide's top, and stores it at y 30, 743 tall: under the 50 pt
    /// status bar and a 44 pt navigation bar, over 34 + 49.
    @Test func aSimulatedToolbarOverTheHomeIndicatorIsATabBarsHeight() throws {
        let document = try storyboard("""
            <scene sceneID="ePw-mV-wXI"><objects>
                <viewController id="hZP-P9-1wH" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="Qv5-BQ-OFS"/>
                        <viewControllerLayoutGuide type="bottom" id="weC-1w-zk0"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="wkx-3R-eSC" userLabel="Main View">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ap9-cD-K7J">
                                <rect key="frame" x="0.0" y="30" width="375" height="743"/>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Ap9-cD-K7J" firstAttribute="bottom" secondItem="weC-1w-zk0" secondAttribute="top" constant="44" id="ABw-cE-JVr"/>
                            <constraint firstAttribute="trailing" secondItem="Ap9-cD-K7J" secondAttribute="trailing" id="FOj-Qm-FOV"/>
                            <constraint firstItem="Ap9-cD-K7J" firstAttribute="leading" secondItem="wkx-3R-eSC" secondAttribute="leading" id="n1K-r2-PUD"/>
                            <constraint firstItem="Ap9-cD-K7J" firstAttribute="top" secondItem="Qv5-BQ-OFS" secondAttribute="bottom" constant="-64" id="pUy-Mu-GT9"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Fluid Ad Size" id="tec-Xw-9sJ"/>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                </viewController>
            </objects></scene>
            """, device: "retina5_9", toolsVersion: "23089", safeAreas: false)
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "Ap9-cD-K7J") == [0, 30, 375, 743])
    }

    /// From Xcode 11 a toolbar a scene asks for is drawn 49 pt high on a phone without a home
    /// indicator too: yandex's traffic demo (Xcode 13, `toolsVersion` 20037, an iPhone 8, no
    /// status bar in that canvas) pins its map 8 pt under its top layout guide and 8 pt past its
    /// bottom one, and stores it at y 8, 618 tall (667 − 49 + 8 − 8), as Bluefruit's firmware
    /// and colour picker scenes (Xcode 11.3) store theirs 49 pt above their bottom; IBAnimatable's
    /// animations playground (Xcode 9.4, 14113) stores its toolbar's 44 pt: under the 20 pt
    /// status bar, the map would be at y 28, 603 tall (667 − 44 + 8 − 28).
    @Test(arguments: [("20037", [3.0, 8, 375, 618]), ("14113", [3.0, 28, 375, 603])])
    func xcode11DrawsASimulatedToolbarTabBarHigh(toolsVersion: String, map: [Double]) throws {
        let document = try storyboard("""
            <scene sceneID="Ki5-H5-Yln"><objects>
                <viewController id="Q2C-JM-jCm" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="95d-V8-Rkd"/>
                        <viewControllerLayoutGuide type="bottom" id="pgt-An-D3U"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="ugv-cM-3P9">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="YRU-KL-lRz">
                                <rect key="frame" x="3" y="8" width="375" height="618"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="YRU-KL-lRz" secondAttribute="trailing" constant="-3" id="R1e-b7-xgL"/>
                            <constraint firstItem="YRU-KL-lRz" firstAttribute="top" secondItem="95d-V8-Rkd" secondAttribute="bottom" constant="8" id="a5c-Ta-X8P"/>
                            <constraint firstItem="YRU-KL-lRz" firstAttribute="leading" secondItem="ugv-cM-3P9" secondAttribute="leading" constant="3" id="tE4-Dp-OSt"/>
                            <constraint firstItem="pgt-An-D3U" firstAttribute="top" secondItem="YRU-KL-lRz" secondAttribute="bottom" constant="-8" id="yfP-zD-FgR"/>
                        </constraints>
                    </view>
                    <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                </viewController>
            </objects></scene>
            """, device: "retina4_7", toolsVersion: toolsVersion, safeAreas: false)
        #expect(frame(try document.scenes[0].build().layout, "YRU-KL-lRz") == map)
    }

    /// The scene of the controller `controller` whose view, `rootWidth` × `rootHeight` (a 414 ×
    /// 736 screen's unless given), holds the view `box`, 100 pt high, 48 pt inside its safe
    /// area's sides and `top` under its top, stored at `storedTop`; `items` (a navigation or tab
    /// bar item) after the view.
    static func boxUnderTheSafeArea(controller: String, box: String, top: Int, storedTop: Int, rootWidth: Int = 414,
                                    rootHeight: Int = 736, items: String) -> String {
        """
        <scene sceneID="scene-\(controller)"><objects>
            <viewController id="\(controller)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root-\(controller)">
                    <rect key="frame" x="0.0" y="0.0" width="\(rootWidth)" height="\(rootHeight)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(box)">
                            <rect key="frame" x="48" y="\(storedTop)" width="\(rootWidth - 96)" height="100"/>
                            <constraints><constraint firstAttribute="height" constant="100" id="height"/></constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe-\(controller)"/>
                    <constraints>
                        <constraint firstItem="\(box)" firstAttribute="top" secondItem="safe-\(controller)" secondAttribute="top" constant="\(top)" id="top-\(box)"/>
                        <constraint firstItem="safe-\(controller)" firstAttribute="trailing" secondItem="\(box)" secondAttribute="trailing" constant="48" id="trailing-\(box)"/>
                        <constraint firstItem="\(box)" firstAttribute="leading" secondItem="safe-\(controller)" secondAttribute="leading" constant="48" id="leading-\(box)"/>
                    </constraints>
                </view>
                \(items)
            </viewController>
        </objects></scene>
        """
    }

    /// The scenes of a navigation controller (`navigationAttributes` on it, `barAttributes` on
    /// its bar) whose root, the controller `root` with an empty 414 pt wide view `rootHeight`
    /// tall and `rootItems` after it, shows (pushes) the controller `pushed`.
    static func navigationStack(pushing pushed: String, root: String, rootHeight: Int, navigationAttributes: String = "",
                                barAttributes: String = "", rootItems: String = "") -> String {
        """
        \(navigationController(root: root, navigationAttributes: navigationAttributes, barAttributes: barAttributes))
        <scene sceneID="root-scene"><objects>
            <viewController id="\(root)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root-\(root)">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="\(rootHeight)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
                \(rootItems)
                <connections><segue destination="\(pushed)" kind="show" id="show-segue"/></connections>
            </viewController>
        </objects></scene>
        """
    }

    /// The scene of a navigation controller (`navigationAttributes` on it, `barAttributes` on
    /// its bar) whose root is the controller `root`.
    static func navigationController(root: String, navigationAttributes: String = "", barAttributes: String = "") -> String {
        """
        <scene sceneID="navigation-scene"><objects>
            <navigationController \(navigationAttributes) id="navigation" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes) id="navigation-bar"/>
                <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="root-segue"/></connections>
            </navigationController>
        </objects></scene>
        """
    }

    /// Xcode 26 draws a phone's navigation bar 54 pt tall, and a large title under it, 106 pt
    /// in all: nRF Mesh's firmware update progress screen (24128, an iPhone 11), pushed in a
    /// navigation stack whose bar has `largeTitles`, pins its progress view 48 pt under its
    /// safe area's top and stores it at y 250: the housing doubled (2 × 48), the 54 pt bar and
    /// its 52 pt large title, 48. Under UIKit's 96 pt bar it would be at 240.
    @Test func xcode26DrawsALargeTitleUnderItsTallerBar() throws {
        let document = try storyboard("""
            \(Self.navigationStack(pushing: "rrA-Zn-hXP", root: "4nR-2l-Xhz", rootHeight: 896, barAttributes: #"largeTitles="YES""#))
            \(Self.boxUnderTheSafeArea(controller: "rrA-Zn-hXP", box: "NBV-wi-UFr", top: 48, storedTop: 250, rootHeight: 896,
                                       items: #"<navigationItem key="navigationItem" title="Firmware Update" id="K1l-AF-OYi"/>"#))
            """, device: "retina6_1", toolsVersion: "24128")
        let scene = try #require(document.scenes.first { $0.id == "rrA-Zn-hXP" })
        #expect(frame(try scene.build().layout, "NBV-wi-UFr") == [48, 250, 318, 100])
    }

    /// Xcode 26 draws a phone's page sheet as if it were at the top of the screen, under the
    /// status bar (once, not doubled) and over no home indicator: sentry's view lifecycle
    /// sheet (24765, an iPhone 14 Pro, 393 × 793) pins its stack 8 pt inside its safe area and
    /// stores it at (8, 67, 377, 718): under the 59 pt housing, 8 pt above the sheet's bottom.
    /// As a sheet of the Xcodes before (the home indicator alone, doubled) it would be at
    /// (8, 8, 377, 709).
    @Test func xcode26DrawsASheetUnderTheStatusBarOverNoHomeIndicator() throws {
        let layout = try rootViewControllerLayout("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dtj-rH-6fW">
                <rect key="frame" x="8" y="67" width="377" height="718"/>
            </view>
            """, """
            <constraint firstItem="safe" firstAttribute="bottom" secondItem="dtj-rH-6fW" secondAttribute="bottom" constant="8" id="c1"/>
            <constraint firstItem="dtj-rH-6fW" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c2"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="dtj-rH-6fW" secondAttribute="trailing" constant="8" id="c3"/>
            <constraint firstItem="dtj-rH-6fW" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="8" id="c4"/>
            """, width: 393, height: 793, device: "retina6_12", toolsVersion: "24765")
        #expect(frame(layout, "dtj-rH-6fW") == [8, 67, 377, 718])
    }

    /// In a page sheet Xcode 26 draws a phone's navigation bar from the sheet's top, in the
    /// place of the status bar, 70 pt tall, 126 with a large title (`[U]`: the one sheet with
    /// a large title the documents show): pia's content blocker sheet (24765, an iPhone X, 375
    /// × 752) stores the view it pins to its top layout guide at y 70, nRF Mesh's configuration
    /// sheet (24128, an iPhone 11, 414 × 848, under a bar with `largeTitles`) the view it pins
    /// to its safe area's top at 126, each the root of its navigation controller. Under the
    /// 56 pt sheet's bar of the Xcodes before they would be at 56 and 108.
    @Test(arguments: [("retina5_9", 375, 752, "24765", "", 70), ("retina6_1", 414, 848, "24128", #"largeTitles="YES""#, 126)])
    func xcode26DrawsASheetsNavigationBarFromItsTop(device: String, width: Int, height: Int, toolsVersion: String,
                                                   barAttributes: String, top: Int) throws {
        let document = try storyboard("""
            \(Self.navigationController(root: "sheet", barAttributes: barAttributes))
            \(Self.boxUnderTheSafeArea(controller: "sheet", box: "content", top: 0, storedTop: top, rootWidth: width, rootHeight: height,
                                       items: #"<navigationItem key="navigationItem" title="Configuration" id="item"/>"#))
            """, device: device, toolsVersion: toolsVersion)
        let scene = try #require(document.scenes.first { $0.id == "sheet" })
        #expect(frame(try scene.build().layout, "content") == [48, Double(top), Double(width - 96), 100])
    }

    /// The tabs of a tab bar controller pushed onto a navigation stack are under the stack's
    /// navigation bar: tinode's new chat tabs (Xcode 15, 23727, an iPhone 8 Plus), a tab bar
    /// controller shown from the chats list of a navigation controller with large titles, pin
    /// the "By ID" tab's stack 8 pt under its safe area's top and store it at y 124: the 20 pt
    /// status bar, the 96 pt bar with its large title, 8.
    @Test func tabsOfAPushedTabBarControllerAreUnderTheNavigationBar() throws {
        let document = try storyboard("""
            \(Self.navigationStack(pushing: "qBo-ye-avT", root: "chats", rootHeight: 736, barAttributes: #"largeTitles="YES""#))
            <scene sceneID="s3"><objects>
                <tabBarController id="qBo-ye-avT" sceneMemberID="viewController">
                    <navigationItem key="navigationItem" title="New Chat" id="hZA-k4-xku"/>
                    <tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="GnU-bH-fWE"/>
                    <connections><segue destination="6na-ed-mpJ" kind="relationship" relationship="viewControllers" id="c5G-ZL-su1"/></connections>
                </tabBarController>
            </objects></scene>
            \(Self.boxUnderTheSafeArea(controller: "6na-ed-mpJ", box: "ZjQ-xM-JhJ", top: 8, storedTop: 124,
                                       items: #"<tabBarItem key="tabBarItem" title="By ID" id="tab"/>"#))
            """, device: "retina5_5", toolsVersion: "23727")
        let scene = try #require(document.scenes.first { $0.id == "6na-ed-mpJ" })
        let layout = try scene.build().layout
        #expect(frame(layout, "ZjQ-xM-JhJ") == [48, 124, 318, 100])
    }

    /// A controller shown from one that simulates no top bar (`<nil key="simulatedTopBarMetrics"/>`)
    /// infers none, as Interface Builder infers a shown controller's bars from its source's:
    /// tinode's login (Xcode 15, 23727, an iPhone 8 Plus), the root of a navigation controller,
    /// says it has no top bar, and the branding screen it shows pins its stack 68 pt under the
    /// safe area's top and stores it at y 88, under the status bar alone; shown from a login
    /// that simulates none, the stack would be under a 44 pt bar, at 132.
    @Test(arguments: [(true, 88.0), (false, 132.0)])
    func aControllerShownFromOneWithoutATopBarInfersNone(sourceHasNoTopBar: Bool, stackTop: Double) throws {
        let document = try storyboard("""
            \(Self.navigationStack(pushing: "Uy7-tG-NGm", root: "Lui-0V-oqF", rootHeight: 736,
                                   rootItems: #"<navigationItem key="navigationItem" id="R2u-u9-C9h"/>"#
                                       + (sourceHasNoTopBar ? #"<nil key="simulatedTopBarMetrics"/>"# : "")))
            \(Self.boxUnderTheSafeArea(controller: "Uy7-tG-NGm", box: "Anx-uB-gy1", top: 68, storedTop: 88,
                                       items: #"<navigationItem key="navigationItem" id="ZwM-0o-v4g"/>"#))
            """, device: "retina5_5", toolsVersion: "23727")
        let scene = try #require(document.scenes.first { $0.id == "Uy7-tG-NGm" })
        let layout = try scene.build().layout
        #expect(frame(layout, "Anx-uB-gy1") == [48, stackTop, 318, 100])
    }

    /// A controller of a navigation stack that hides the bottom bar when pushed
    /// (`hidesBottomBarWhenPushed`) shows no toolbar and no tab bar: AppLovin's Swift demo
    /// (Xcode 14.1, 21701, an iPhone 11) pushes its "Interstitial Ads" controller from the root
    /// of a navigation controller that shows its toolbar (`toolbarHidden="NO"`) under an opaque
    /// bar, and stores its "Show" button, pinned to the safe area's bottom, 30 pt tall at 740 in
    /// the 804 pt root: over the home indicator's 34 pt alone. Without the flag the 49 pt
    /// toolbar over the home indicator would take 49 more, the button at 691.
    @Test(arguments: [(true, 740.0), (false, 691.0)])
    func aControllerThatHidesTheBottomBarWhenPushedHasNoToolbar(hidesBottomBar: Bool, buttonTop: Double) throws {
        let document = try storyboard("""
            \(Self.navigationStack(pushing: "hvg-Tw-ebo", root: "Xhz-da-ENL", rootHeight: 804,
                                   navigationAttributes: #"toolbarHidden="NO""#, barAttributes: #"translucent="NO""#))
            <scene sceneID="jqw-xY-VjK"><objects>
                <viewController title="Interstitial Ads" \(hidesBottomBar ? #"hidesBottomBarWhenPushed="YES""# : "") id="hvg-Tw-ebo" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="cMa-q4-eJl">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="804"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="dDc-3C-PhG">
                                <rect key="frame" x="0.0" y="740" width="414" height="30"/>
                                <state key="normal" title="Show"/>
                            </button>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="tt7-7E-5dX"/>
                        <constraints>
                            <constraint firstItem="dDc-3C-PhG" firstAttribute="trailing" secondItem="tt7-7E-5dX" secondAttribute="trailing" id="MeO-IQ-92H"/>
                            <constraint firstItem="dDc-3C-PhG" firstAttribute="bottom" secondItem="tt7-7E-5dX" secondAttribute="bottom" id="gfX-mU-ykD"/>
                            <constraint firstItem="dDc-3C-PhG" firstAttribute="leading" secondItem="tt7-7E-5dX" secondAttribute="leading" id="yg5-Bf-bzO"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """, device: "retina6_1", toolsVersion: "21701")
        let scene = try #require(document.scenes.first { $0.id == "hvg-Tw-ebo" })
        let layout = try scene.build().layout
        #expect(frame(layout, "cMa-q4-eJl")[3] == 804)
        #expect(frame(layout, "dDc-3C-PhG")[1] == buttonTop)
        #expect(frame(layout, "dDc-3C-PhG")[3] == 30)
    }

    /// A controller a container holds is simulated at the container's freeform size, as
    /// Interface Builder infers it: MarqueeLabel's demo storyboards (Xcode 8.3, 12120, an
    /// iPhone 8) simulate their tab bar controller at 600 × 600 and store its tabs' roots
    /// 600 × 600 too, full-screen at that size rather than sheets: the first tab pins its title
    /// 6 pt under its top layout guide and stores it at y 26, under the 20 pt status bar, and the
    /// root of the navigation controller in the third tab pins a label 16 pt under its guide
    /// at y 80, under the status bar and a 44 pt navigation bar (20 + 44 + 16). As sheets they
    /// would be at 6 and at 72, under a sheet's 56 pt bar.
    @Test func controllersInAFreeformContainerAreSimulatedAtItsSize() throws {
        func tab(_ controller: String, box: String, gap: Int, storedTop: Int, items: String) -> String {
            """
            <scene sceneID="\(controller)-scene"><objects>
                <viewController id="\(controller)" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="\(controller)-top"/>
                        <viewControllerLayoutGuide type="bottom" id="\(controller)-bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="\(controller)-root">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(box)">
                                <rect key="frame" x="20" y="\(storedTop)" width="560" height="16"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="16" id="\(box)-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="\(box)" firstAttribute="leading" secondItem="\(controller)-root" secondAttribute="leading" constant="20" id="\(box)-l"/>
                            <constraint firstAttribute="trailing" secondItem="\(box)" secondAttribute="trailing" constant="20" id="\(box)-t"/>
                            <constraint firstItem="\(box)" firstAttribute="top" secondItem="\(controller)-top" secondAttribute="bottom" constant="\(gap)" id="\(box)-y"/>
                        </constraints>
                    </view>
                    \(items)
                </viewController>
            </objects></scene>
            """
        }
        let document = try storyboard("""
            <scene sceneID="tabs-scene"><objects>
                <tabBarController id="vUf-jv-yo6" sceneMemberID="viewController">
                    <nil key="simulatedBottomBarMetrics"/>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <size key="freeformSize" width="600" height="600"/>
                    <tabBar key="tabBar" contentMode="scaleToFill" id="P33-sb-rs3"/>
                    <connections>
                        <segue destination="4MI-rG-Qz8" kind="relationship" relationship="viewControllers" id="rfu-NN-Ih8"/>
                        <segue destination="WhA-Ms-jmb" kind="relationship" relationship="viewControllers" id="Tp3-gb-wUL"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="navigation-scene"><objects>
                <navigationController id="WhA-Ms-jmb" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="Navigation" id="wjf-nS-0rx"/>
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="LVv-Ou-Vxz"/>
                    <connections><segue destination="62K-nX-ZFv" kind="relationship" relationship="rootViewController" id="keC-9K-505"/></connections>
                </navigationController>
            </objects></scene>
            \(tab("4MI-rG-Qz8", box: "xyi-Hz-Wpw", gap: 6, storedTop: 26, items: #"<tabBarItem key="tabBarItem" title="Auto Layout" id="ptH-F3-VUn"/>"#))
            \(tab("62K-nX-ZFv", box: "SrV-q0-UjC", gap: 16, storedTop: 80, items: ""))
            """, device: "retina4_7", toolsVersion: "12120", safeAreas: false)
        let first = try #require(document.scenes.first { $0.id == "4MI-rG-Qz8" }).build().layout
        #expect(frame(first, "xyi-Hz-Wpw") == [20, 26, 560, 16])
        let navigationRoot = try #require(document.scenes.first { $0.id == "62K-nX-ZFv" }).build().layout
        #expect(frame(navigationRoot, "SrV-q0-UjC") == [20, 80, 560, 16])
    }
}
