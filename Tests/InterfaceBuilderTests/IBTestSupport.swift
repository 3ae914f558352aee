import AutoLayout
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// The repository's `fixtures/ib/`: the public Interface Builder corpus.
let corpusDirectory = PackageDirectory.url("fixtures/ib")

/// A corpus document, loaded.
func corpusDocument(_ file: String) throws -> IBDocument {
    try IBDocument.load(contentsOf: corpusDirectory.appendingPathComponent(file), file: file)
}

/// The layout of a corpus document's scene (its first when `scene` is nil), built and laid out
/// with the fixed-advance measurer unless another is given.
func corpusLayout(_ file: String, scene: String? = nil, options: BuildOptions = BuildOptions()) throws -> IBSceneLayout {
    let document = try corpusDocument(file)
    let chosen = try #require(scene.map { document.scene(named: $0) } ?? document.scenes.first, "no scene \(scene ?? "") in \(file)")
    return try chosen.build(options)
}

/// The layout of the scene of a corpus document that holds the view `id`, built and laid out
/// with the fixed-advance measurer.
func corpusLayout(_ file: String, containing id: String) throws -> BuiltLayout {
    let layouts = try corpusDocument(file).scenes.map { try $0.build().layout }
    return try #require(layouts.first { $0.view(withID: id) != nil }, "no view \(id) in \(file)")
}

/// A table cell `id` `width` pt wide with an empty content view, of its own `rowHeight`, or
/// of its table's (44 pt) when `rowHeight` is nil.
func emptyCell(_ id: String, rowHeight: Int?, width: Int = 375) -> String {
    let ownHeight = rowHeight.map { " rowHeight=\"\($0)\"" } ?? ""
    return """
    <tableViewCell contentMode="scaleToFill"\(ownHeight) id="\(id)">
        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(rowHeight ?? 44)"/>
        <tableViewCellContentView key="contentView" id="content-\(id)"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(rowHeight ?? 44)"/></tableViewCellContentView>
    </tableViewCell>
    """
}

/// A static table section `section-<id>` of one empty 414 pt wide row `id` of its table's
/// height, with a header title and, if given, a footer title.
func staticSection(_ id: String, headerTitle: String, footerTitle: String? = nil) -> String {
    let footer = footerTitle.map { " footerTitle=\"\($0)\"" } ?? ""
    return """
    <tableViewSection headerTitle="\(headerTitle)"\(footer) id="section-\(id)"><cells>\(emptyCell(id, rowHeight: nil, width: 414))</cells></tableViewSection>
    """
}

/// A document made of `objects` (the XML inside `<objects>` of a xib) on `device`, with
/// `afterObjects` (`<designables>`, `<resources>`) after them; a launch screen's when
/// `launchScreen`.
func xib(_ objects: String, device: String = "retina4_7", toolsVersion: String = "21701", safeAreas: Bool = true,
         launchScreen: Bool = false, afterObjects: String = "") throws -> IBDocument {
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(safeAreas ? " useSafeAreas=\"YES\"" : "")\
        \(launchScreen ? " launchScreen=\"YES\"" : "")>
            <device id="\(device)" orientation="portrait"/>
            <objects>
        \(objects)
            </objects>
        \(afterObjects)
        </document>
        """
    return try IBDocument.parse(Data(xml.utf8), file: "test.xib")
}

/// A storyboard made of `scenes` (the XML inside `<scenes>`) on `device` in `orientation`
/// (portrait unless given), using safe areas unless `safeAreas` is false (top and bottom layout
/// guides), with `afterScenes` (`<resources>`) after them.
func storyboard(_ scenes: String, device: String, orientation: String = "portrait", toolsVersion: String,
                safeAreas: Bool = true, afterScenes: String = "") throws -> IBDocument {
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(safeAreas ? " useSafeAreas=\"YES\"" : "")>
            <device id="\(device)" orientation="\(orientation)"/>
            <scenes>
        \(scenes)
            </scenes>
        \(afterScenes)
        </document>
        """
    return try IBDocument.parse(Data(xml.utf8), file: "test.storyboard")
}

/// The layout of a storyboard whose one scene is a table view controller with `tableView`
/// (the XML of its `<tableView key="view">`) for its view, on `device` in portrait; the other
/// arguments as ``storyboard(_:device:toolsVersion:safeAreas:afterScenes:)``'s.
func tableControllerLayout(_ tableView: String, device: String, toolsVersion: String, safeAreas: Bool = true,
                           afterScenes: String = "") throws -> BuiltLayout {
    let document = try storyboard("""
        <scene sceneID="scene"><objects>
            <tableViewController id="controller" sceneMemberID="viewController">
        \(tableView)
            </tableViewController>
        </objects></scene>
        """, device: device, toolsVersion: toolsVersion, safeAreas: safeAreas, afterScenes: afterScenes)
    return try #require(document.scenes.first).build().layout
}

/// A xib whose one top-level view is a 375 × 667 root (no controller's: it keeps that size)
/// holding `subviews` and `constraints`, the XML inside its `<subviews>` and `<constraints>`,
/// with `afterObjects` (`<resources>`) after them.
func rootViewXib(_ subviews: String, _ constraints: String = "", toolsVersion: String = "21701",
                 afterObjects: String = "") throws -> IBDocument {
    try xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>\(subviews)</subviews>
            <constraints>\(constraints)</constraints>
        </view>
        """, toolsVersion: toolsVersion, afterObjects: afterObjects)
}

/// The layout of a storyboard whose one scene is a view controller with a `width` × `height`
/// root `root` holding `subviews`, a safe area `safe` and `constraints` (the XML inside its
/// `<subviews>` and `<constraints>`), on `device` in `orientation` (portrait unless given).
func rootViewControllerLayout(_ subviews: String, _ constraints: String, width: Int, height: Int, device: String,
                              orientation: String = "portrait", toolsVersion: String) throws -> BuiltLayout {
    let document = try storyboard("""
        <scene sceneID="scene"><objects>
            <viewController id="controller" sceneMemberID="viewController">
                <view key="view" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>\(subviews)</subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>\(constraints)</constraints>
                </view>
            </viewController>
        </objects></scene>
        """, device: device, orientation: orientation, toolsVersion: toolsVersion)
    return try #require(document.scenes.first).build().layout
}

/// A table cell `id` `width` pt wide and `height` high at `y` whose content view, preserving the
/// cell's margins, holds a view `box` pinned to its side margins and to its top and bottom:
/// the rows of the documents that show a row's side margins.
func marginPinnedCell(width: Int, height: Int, y: Int = 0) -> String {
    """
    <tableViewCell contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" id="cell">
        <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="\(height)"/>
        <tableViewCellContentView key="contentView" preservesSuperviewLayoutMargins="YES" id="content">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="16" y="0.0" width="\(width - 32)" height="\(height)"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="b1"/>
                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="b2"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" id="b3"/>
                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b4"/>
            </constraints>
        </tableViewCellContentView>
    </tableViewCell>
    """
}

/// The x and the width of ``marginPinnedCell(width:height:y:)``'s `box`: its side margins.
func boxSides(_ layout: BuiltLayout) -> [Double] {
    let box = frame(layout, "box")
    return box.count == 4 ? [box[0], box[2]] : []
}

/// The frame of the view `id` in its superview, rounded to 1/1000 as reports round.
func frame(_ layout: BuiltLayout, _ id: String) -> [Double] {
    guard let view = layout.view(withID: id) else { return [] }
    return [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].map { (Double($0) * 1000).rounded() / 1000 + 0 }
}
