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
}
