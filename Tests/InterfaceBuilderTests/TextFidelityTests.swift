import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

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
        let document = try xib("""
            <tableView contentMode="scaleToFill" style="grouped" rowHeight="50" sectionHeaderHeight="18" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <sections><tableViewSection id="s"><cells>
                    <tableViewCell contentMode="scaleToFill" textLabel="title" detailTextLabel="detail" rowHeight="50" style="IBUITableViewCellStyleSubtitle" id="cell">
                        <rect key="frame" x="0.0" y="18" width="414" height="50"/>
                        <tableViewCellContentView key="contentView" contentMode="center" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                            <subviews>
                                <label text="Full Screen" numberOfLines="0" id="title"><rect key="frame" x="20" y="8" width="88" height="19.5"/>\
            <fontDescription key="fontDescription" type="system" weight="medium" pointSize="16"/></label>
                                <label text="- Layout guide" numberOfLines="0" id="detail"><rect key="frame" x="20" y="27.5" width="84" height="14.5"/>\
            <fontDescription key="fontDescription" type="system" pointSize="12"/></label>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </cells></tableViewSection></sections>
            </tableView>
            """, device: "retina6_1", toolsVersion: "24127")
        let layout = try document.scenes[0].build().layout
        #expect(!layout.report().diagnostics.map(\.kind).contains("unsatisfiable"))
        #expect(frame(layout, "detail") == [20, 27.5, 84, 14.5])
        // The title sits 1 pt under Xcode's 8: the subtitle text's raise for a 16 pt font
        // (TableMetrics.subtitleTextRaise), fitted on larger fonts, is another matter.
        #expect(frame(layout, "title") == [20, 9, 88, 19.5])
    }
}
