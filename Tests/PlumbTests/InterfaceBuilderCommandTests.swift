import Foundation
import TestSupport
import Testing

/// `plumb` on storyboards and xibs, as a user runs it: each scene a layout named
/// `<document>.<scene>`, JSON with the scenes keyed by Interface Builder id, placeholders and
/// misplaced views reported, bad documents and scenes refused with their exit codes.
@Suite struct InterfaceBuilderCommandTests {
    private let storyboard = "fixtures/ib/raywenderlich__alt-materials__10-adaptive-layout-Main.storyboard"
    private let xib = "fixtures/ib/SwiftKickMobile__SwiftMessages__CenteredView.xib"

    /// `explain --format json` on a xib: the document's name, one scene per top-level view
    /// with its id and name, its views by Interface Builder id.
    @Test func explainsAXibAsScenes() throws {
        let result = try PlumbCommand.run(["explain", xib, "--format", "json"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(object["document"] as? String == "SwiftKickMobile__SwiftMessages__CenteredView")
        let scenes = try #require(object["scenes"] as? [[String: Any]])
        #expect(scenes.count == 1)
        #expect(scenes[0]["scene"] as? String == "g5x-hF-D0u")
        #expect(scenes[0]["name"] as? String == "Centered View")
        let views = try #require(scenes[0]["views"] as? [String: [String: Any]])
        #expect(views["0Mj-jC-BX6"]?["frame"] as? [Double] == [20, 44, 394, 194])
        #expect(scenes[0]["window"] as? [String: Double] == ["width": 434, "height": 272])
    }

    /// `--scene` picks one scene by name or id; a scene the document lacks is a usage error
    /// (64) naming the scenes there are.
    @Test func sceneFlag() throws {
        let picked = try PlumbCommand.run(["explain", storyboard, "--format", "json", "--scene", "SettingsTableViewController"])
        #expect(picked.exitCode == 0, "\(picked.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: picked.standardOutput) as? [String: Any])
        #expect((object["scenes"] as? [[String: Any]])?.map { $0["name"] as? String } == ["SettingsTableViewController"])
        let missing = try PlumbCommand.run(["explain", storyboard, "--scene", "SettingsTableViewControler"])
        #expect(missing.exitCode == 64)
        #expect(missing.firstErrorLine == "error: --scene: \(storyboard) has no scene 'SettingsTableViewControler'; "
            + "did you mean 'SettingsTableViewController'?; its scenes are MessagesViewController, SettingsTableViewController, "
            + "ContactListTableViewController, AboutViewController")
    }

    /// `check --scene` checks that scene of each document against its golden, and no other;
    /// a scene no document has is a usage error (64).
    @Test func checkOneScene() throws {
        let example = "fixtures/example-storyboard.storyboard"
        let checked = try PlumbCommand.run(["check", example, "--golden", "golden", "--record", "never", "--scene", "Login"])
        #expect(checked.exitCode == 0, "\(checked.standardError)")
        #expect(String(decoding: checked.standardOutput, as: UTF8.self) == "1 passed, 0 failed\n")
        let missing = try PlumbCommand.run(["check", example, "--golden", "golden", "--record", "never", "--scene", "Logout"])
        #expect(missing.exitCode == 64)
        #expect(missing.firstErrorLine == "error: --scene: no scene 'Logout' in \(example)")
    }

    /// A storyboard's scenes in one environment make a sheet of ⌈√n⌉ columns: the four scenes
    /// of the adaptive layout sample two by two, narrower than one row of four and shorter
    /// than one column; the subtitle counts them.
    @Test func scenesMakeASquareSheet() throws {
        let scratch = try TemporaryDirectory()
        func sheetSize(_ name: String, _ arguments: [String] = []) throws -> (width: Double, height: Double) {
            let result = try PlumbCommand.run(["render", storyboard, "-o", scratch.path(name)] + arguments)
            #expect(result.exitCode == 0, "\(result.standardError)")
            return try #require(svgFigureSize(try Data(contentsOf: URL(fileURLWithPath: scratch.path(name)))))
        }
        let grid = try sheetSize("grid.svg"), row = try sheetSize("row.svg", ["--sheet-columns", "4"])
        let column = try sheetSize("column.svg", ["--sheet-columns", "1"])
        #expect(column.width < grid.width && grid.width < row.width)
        #expect(column.height > grid.height && grid.height > row.height)
        let result = try PlumbCommand.run(["render", storyboard, "-o", scratch.path("sheet.pdf")])
        #expect(result.exitCode == 0)
        #expect(try PDFDocument(path: scratch.path("sheet.pdf")).text().occurrences(of: "4 scenes") == 1)
    }

    /// A font iOS ships that this machine lacks, named by a corpus document: FloatingPanel's
    /// console, a text view in Courier New 14, is set in Liberation Mono, which has its widths,
    /// and the warning says so.
    @Test func iOSFontStandIn() throws {
        let path = "fixtures/ib/scenee__FloatingPanel__Samples-Main.storyboard"
        let result = try PlumbCommand.run(["explain", path, "--scene", "ConsoleViewController"])
        #expect(result.exitCode == 0)
        #expect(result.firstErrorLine == "warning: \(path): font 'CourierNewPSMT' is not installed; its text is measured and "
            + "drawn with Liberation Mono, whose advance widths match its own, at its line height on iOS. "
            + "Add its files with --fonts DIR, fonts: in the spec, or PLUMB_FONTS")
    }

    /// A kind the model lacks is a warning with its line, and the render goes on.
    @Test func unsupportedPartsAreWarnings() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.path("Header.xib")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <tableViewHeaderFooterView id="h">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                            </tableViewHeaderFooterView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """.utf8).write(to: URL(fileURLWithPath: path))
        let result = try PlumbCommand.run(["explain", path])
        #expect(result.exitCode == 0)
        #expect(result.standardError.contains(
            "\(path):8: warning: unsupported <tableViewHeaderFooterView> (UITableViewHeaderFooterView): drawn at its stored frame"))
    }

    /// A malformed document exits 65 with the file, line and column.
    @Test func malformedDocumentExits65() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.path("Broken.storyboard")
        try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" toolsVersion=\"21701\">\n<scenes>\n</document>\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        let result = try PlumbCommand.run(["render", path, "-o", scratch.path("out.png")])
        #expect(result.exitCode == 65)
        #expect(result.firstErrorLine.hasPrefix("\(path):3:"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out.png")))
    }

    /// A storyboard whose only controller is a container (pocket-casts' `Main.storyboard` holds
    /// a tab bar controller alone) has no scene: `explain` reports none, `render` has nothing
    /// to draw and says why, with exit 65 and no file.
    @Test func documentWithoutScenes() throws {
        let scratch = try TemporaryDirectory()
        let path = scratch.path("Main.storyboard")
        try Data("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s"><objects><tabBarController id="tab" sceneMemberID="viewController"/></objects></scene>
                </scenes>
            </document>
            """.utf8).write(to: URL(fileURLWithPath: path))
        let explained = try PlumbCommand.run(["explain", path, "--format", "json"])
        #expect(explained.exitCode == 0)
        let report = try JSONSerialization.jsonObject(with: explained.standardOutput) as? [String: Any]
        #expect((report?["scenes"] as? [Any])?.isEmpty == true)
        let output = scratch.path("out.png")
        let result = try PlumbCommand.run(["render", path, "-o", output])
        #expect(result.exitCode == 65)
        #expect(result.standardError == "\(path): error: the document has no scene to draw; a scene is a view controller "
            + "with a view of its own or a view at a xib's top level (navigation, tab bar and split view controllers "
            + "and storyboard references only hold other scenes)\n")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// Rendering a storyboard into a directory writes one file per scene, named
    /// `<document>.<scene>`.
    @Test func rendersEachSceneToItsOwnFile() throws {
        let scratch = try TemporaryDirectory()
        let result = try PlumbCommand.run(["render", storyboard, "-o", scratch.path("scenes") + "/", "--format", "svg"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.path("scenes")).sorted()
        #expect(files == ["AboutViewController", "ContactListTableViewController", "MessagesViewController", "SettingsTableViewController"]
            .map { "raywenderlich__alt-materials__10-adaptive-layout-Main.\($0).svg" })
    }
}
