import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// Reading documents: scenes and their names, views, constraints in every form, size-class
/// variations, placeholders for kinds the model lacks.
@Suite struct ImportTests {
    /// Every corpus document imports, each scene builds without an error, and every part the
    /// model lacks is named with its line.
    @Test func everyCorpusDocumentImports() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        #expect(files.count == 42)
        var scenes = 0
        for file in files {
            let document = try corpusDocument(file)
            for scene in document.scenes {
                let built = try scene.build()
                scenes += 1
                for warning in built.warnings {
                    #expect(warning.file == file && warning.line > 0, "\(warning)")
                }
            }
        }
        #expect(scenes == 85)
    }

    /// A storyboard's scenes are its view controllers with views, named by storyboard
    /// identifier, else title, else class, else id; containers without a view (the navigation
    /// controller here) are not scenes.
    @Test func storyboardScenesAndNames() throws {
        let document = try corpusDocument("kharrison__CodeExamples__Margins-Main.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.name == "kharrison__CodeExamples__Margins-Main")
        #expect(document.scenes.map(\.name) == ["BYZ-38-t0r"])
        let named = try corpusDocument("raywenderlich__alt-materials__10-adaptive-layout-Main.storyboard")
        #expect(named.scenes.map(\.name).prefix(2) == ["MessagesViewController", "SettingsTableViewController"])
    }

    /// A navigation controller's bar is in no scene (no scene lays it out); a text field in a
    /// cell of a scene's table is.
    @Test func storedViewsKnowWhetherASceneHoldsThem() throws {
        let stored = try corpusDocument("firebase__quickstart-ios__database-Main.storyboard").storedViews()
        #expect(stored["UrK-nm-QJl"]?.isInScene == false)
        #expect(stored["lzt-HY-ohA"]?.isInScene == true)
    }

    /// `--scene` finds a storyboard scene by its name, its view controller's id, or the
    /// `sceneID` Xcode's issue navigator shows: FloatingPanel's detail panel is all three.
    @Test func scenesByNameControllerOrSceneID() throws {
        let document = try corpusDocument("scenee__FloatingPanel__Samples-Main.storyboard")
        for key in ["DetailViewController", "YC8-ae-15L", "b6k-zi-3wn"] {
            #expect(document.scene(named: key)?.id == "YC8-ae-15L", "\(key)")
        }
        #expect(document.scene(named: "no-such-scene") == nil)
    }

    /// A xib's scenes are its top-level views, named by their label in the outline.
    @Test func xibScenesAndNames() throws {
        let document = try corpusDocument("SwiftKickMobile__SwiftMessages__CenteredView.xib")
        #expect(document.kind == .xib)
        #expect(document.scenes.map(\.name) == ["Centered View"])
        #expect(document.scenes.map(\.id) == ["g5x-hF-D0u"])
        #expect(document.scene(named: "g5x-hF-D0u")?.name == "Centered View")
    }

    /// Figures name views as Xcode's outline does: the label, else the class's words with the
    /// text, else the class's words; the custom class is the class shown.
    @Test func outlineNames() throws {
        let document = try xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="21"/>
                    </label>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="card" customClass="CardView">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="21"/>
                    </view>
                    <stackView translatesAutoresizingMaskIntoConstraints="NO" id="stk" userLabel="Buttons">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="21"/>
                    </stackView>
                </subviews>
            </view>
            """)
        let layout = try document.scenes[0].build().layout
        #expect(layout.view(withID: "lbl")?.identifier == "Label - Name")
        #expect(layout.view(withID: "card")?.identifier == "Card View")
        #expect(layout.view(withID: "card")?.className == "CardView")
        #expect(layout.view(withID: "stk")?.identifier == "Buttons")
        #expect(layout.view(withID: "stk")?.className == "UIStackView")
    }

    /// Constraints: the omitted first item is the holder, multipliers as ratios, fractions and
    /// decimals, relations, priorities, and placeholder constraints left out.
    @Test func constraintForms() throws {
        let document = try xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="400" height="400"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="10" y="20" width="100" height="150"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                    <constraint firstAttribute="top" secondItem="a" secondAttribute="top" constant="-20" id="c2"/>
                    <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:4" id="c3"/>
                    <constraint firstItem="a" firstAttribute="height" secondItem="a" secondAttribute="width" multiplier="3/2" id="c4"/>
                    <constraint firstItem="a" firstAttribute="height" relation="lessThanOrEqual" constant="120" priority="750" id="c5"/>
                    <constraint firstItem="a" firstAttribute="width" constant="300" placeholder="YES" id="c6"/>
                    <constraint firstItem="a" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" multiplier="0.5" priority="250" id="c7"/>
                </constraints>
            </view>
            """)
        let layout = try document.scenes[0].build().layout
        #expect(frame(layout, "a") == [10, 20, 100, 150])
        #expect(layout.report().diagnostics.isEmpty)
    }

    /// Size classes: `<variation>`s install constraints and subviews per class and change
    /// attributes and properties, the most specific matching one winning; they are resolved
    /// for the traits of the window, so another orientation resolves them again.
    @Test func variationsFollowTheTraits() throws {
        let document = try xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="x1"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="y1">
                        <variation key="heightClass=compact" constant="5"/>
                    </constraint>
                    <constraint firstItem="a" firstAttribute="width" constant="100" id="w1"/>
                    <constraint firstItem="a" firstAttribute="width" constant="200" id="w2"/>
                    <constraint firstItem="a" firstAttribute="height" constant="10" id="h1"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints"><exclude reference="w2"/></mask>
                    <mask key="subviews"><exclude reference="b"/></mask>
                </variation>
                <variation key="heightClass=compact">
                    <mask key="constraints"><exclude reference="w1"/><include reference="w2"/></mask>
                </variation>
            </view>
            """)
        let portrait = try document.scenes[0].build().layout
        #expect(frame(portrait, "a") == [0, 10, 100, 10])
        #expect(portrait.view(withID: "b") == nil)
        let landscape = try document.scenes[0].build(BuildOptions(orientation: .landscape)).layout
        #expect(landscape.window.traitCollection.verticalSizeClass == .compact)
        #expect(frame(landscape, "a") == [0, 5, 200, 10])
    }

    /// A kind the model lacks becomes a placeholder at its stored frame, with a warning that
    /// names its line and an `unsupported` entry in the report.
    @Test func unsupportedKindsArePlaceholders() throws {
        let document = try xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <tableViewHeaderFooterView translatesAutoresizingMaskIntoConstraints="NO" id="p">
                        <rect key="frame" x="0.0" y="100" width="375" height="216"/>
                    </tableViewHeaderFooterView>
                </subviews>
            </view>
            """)
        let built = try document.scenes[0].build()
        #expect(frame(built.layout, "p") == [0, 100, 375, 216])
        #expect(built.warnings.map(\.description) == ["test.xib:8: warning: unsupported <tableViewHeaderFooterView> (UITableViewHeaderFooterView): drawn at its stored frame"])
        #expect(built.layout.report().views["p"]?.unsupported == "UITableViewHeaderFooterView is not in Plumb's layout model; it is drawn at its stored frame")
    }
}
