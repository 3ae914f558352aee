import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// What a document says of a label's and a button's text: fonts by name and text style, line
/// break modes, shrinking to fit.
@Suite struct TextPropertyTests {
    @Test("Labels keep their line break mode, their shrinking and their fonts, named or styled")
    func labelText() throws {
        let document = try xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label text="Avenir" lineBreakMode="middleTruncation" adjustsFontSizeToFit="YES" minimumScaleFactor="0.5" \
            translatesAutoresizingMaskIntoConstraints="NO" id="named">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="21"/>
                        <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="18"/>
                    </label>
                    <label text="Body" lineBreakMode="characterWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="styled">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                    </label>
                </subviews>
            </view>
            """)
        let layout = try document.scenes[0].build().layout
        let named = try #require(layout.view(withID: "named") as? Label)
        #expect(named.font == Font(name: "Avenir-Heavy", size: 18, weight: .heavy))
        #expect(named.lineBreakMode == .byTruncatingMiddle)
        #expect(named.adjustsFontSizeToFitWidth && named.minimumScaleFactor == 0.5)
        let styled = try #require(layout.view(withID: "styled") as? Label)
        #expect(styled.font == .preferredFont(forTextStyle: .subheadline))
        #expect(styled.lineBreakMode == .byCharWrapping)
        #expect(!styled.adjustsFontSizeToFitWidth && styled.minimumScaleFactor == 0)
    }
}
