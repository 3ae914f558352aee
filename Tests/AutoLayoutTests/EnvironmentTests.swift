import AutoLayout
import Foundation
import Testing

/// The device table, margins, safe areas and the readable guide, against the research figures
/// (research/uikit-semantics.md §1.4–1.7).
@Suite struct EnvironmentTests {
    /// Every device of the catalog is a row of the research tables, and every row a device.
    @Test func catalogIsTheResearchTable() {
        #expect(DeviceCatalog.all.map(\.name) == ResearchDevice.all.map(\.name))
    }

    /// Size, scale, size classes and safe-area insets per orientation, as the research tables
    /// give them.
    @Test(arguments: ResearchDevice.all)
    func deviceTable(_ row: ResearchDevice) throws {
        let device = try #require(DeviceCatalog.device(named: row.name))
        #expect(device.size(.portrait) == CGSize(width: row.width, height: row.height))
        #expect(device.size(.landscape) == CGSize(width: row.height, height: row.width))
        #expect(device.scale == row.scale)
        #expect(device.idiom == (row.multitasking.isEmpty ? .phone : .pad))
        #expect(device.traitCollection(.portrait).sizeClassDescription == row.portraitClasses)
        #expect(device.traitCollection(.landscape).sizeClassDescription == row.landscapeClasses)
        #expect(device.environment(.portrait).safeAreaInsets == EdgeInsets(research: row.portraitInsets))
        #expect(device.environment(.landscape).safeAreaInsets == EdgeInsets(research: row.landscapeInsets))
    }

    /// Every iPad's split-view and full-screen widths, with their width classes, as the
    /// research's multitasking table gives them (phones have none).
    @Test(arguments: ResearchDevice.all)
    func multitaskingWidths(_ row: ResearchDevice) throws {
        let device = try #require(DeviceCatalog.device(named: row.name))
        #expect(device.multitaskingWidths.count == row.multitasking.count)
        for ((orientation, fraction), (width, sizeClass)) in zip(ResearchDevice.multitaskingColumns, row.multitasking) {
            let entry = try #require(device.multitaskingWidths.first { $0.orientation == orientation && $0.fraction == fraction })
            #expect(entry.width == width, "\(orientation) \(fraction)")
            #expect(entry.horizontalSizeClass == (sizeClass == "R" ? .regular : .compact), "\(orientation) \(fraction)")
        }
    }

    /// A root view's margins are the system minimum, 16 pt at the sides in compact width and
    /// 20 in regular, measured from the safe area; custom margins below the minimum are raised
    /// to it unless the controller opts out.
    @Test func rootViewMargins() {
        let (phone, phoneRoot) = makeWindow()
        _ = phoneRoot.layoutMarginsGuide
        phone.layoutIfNeeded()
        #expect(phoneRoot.effectiveLayoutMargins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        let (pad, padRoot) = makeWindow("ipad")
        _ = padRoot.layoutMarginsGuide
        pad.layoutIfNeeded()
        #expect(padRoot.effectiveLayoutMargins == EdgeInsets(top: 20, left: 20, bottom: 0, right: 20))
        phoneRoot.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 64)
        phone.layoutIfNeeded()
        #expect(phoneRoot.effectiveLayoutMargins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 64))
        phoneRoot.viewController!.viewRespectsSystemMinimumLayoutMargins = false
        phone.layoutIfNeeded()
        #expect(phoneRoot.effectiveLayoutMargins == EdgeInsets(top: 20, left: 10, bottom: 0, right: 64))
    }

    /// The margin setting restores a root view's unset margins (the system minimum, not 8 pt)
    /// and which of the two properties was set, so a reverted variant leaves no trace.
    @Test func marginSettingRoundTrips() {
        let (window, root) = makeWindow(direction: .rightToLeft)
        _ = root.layoutMarginsGuide
        let unset = root.layoutMarginsSetting
        #expect(unset == .system)
        root.layoutMargins = EdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        window.layoutIfNeeded()
        #expect(root.effectiveLayoutMargins == EdgeInsets(top: 20, left: 40, bottom: 0, right: 40))
        root.layoutMarginsSetting = unset
        window.layoutIfNeeded()
        #expect(root.effectiveLayoutMargins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        let box = View()
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 5)
        root.addSubview(box)
        #expect(box.layoutMarginsSetting == .directional(DirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 5)))
        #expect(box.layoutMargins == EdgeInsets(top: 1, left: 5, bottom: 2, right: 30))
        #expect(View().layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    /// On an iPhone X in landscape the root's margins start at the sensor housing's inset
    /// (44 + 20, the side margin of an 812 pt wide window) and the safe area guide is inset
    /// 44 / 21.
    @Test func notchedPhoneInLandscape() {
        let (window, root) = makeWindow("iphone-x", orientation: .landscape)
        let content = addConstrainedView(View(), to: root, "content")
        let safe = root.safeAreaLayoutGuide
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: safe.topAnchor),
            content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(content.frame, 64, 0, 812 - 128, 375 - 21)
        expectFrame(safe.layoutFrame, 44, 0, 812 - 88, 375 - 21)
    }

    /// A subview's safe area is the part of it outside its superview's, per edge, capped at
    /// the superview's inset: inside, none; flush with the top, the full 44; partly
    /// covered, the overlap; further up, still capped at 44.
    @Test(arguments: [(100.0, 0.0), (0, 44), (30, 14), (-50, 44)] as [(CGFloat, CGFloat)])
    func subviewSafeArea(top: CGFloat, expectedInset: CGFloat) {
        let (window, root) = makeWindow("iphone-x")
        let banner = View(frame: CGRect(x: 0, y: top, width: 375, height: 100))
        root.addSubview(banner)
        window.layoutIfNeeded()
        #expect(banner.safeAreaInsets.top == expectedInset)
        #expect(banner.safeAreaInsets.bottom == 0)
    }

    /// The readable guide: 672 wide, centred in the margins, when the margins are wider.
    @Test func readableWidthOnAWideWindow() {
        let (window, root) = makeWindow("ipad-pro-12.9", orientation: .landscape)
        let guide = root.readableContentGuide
        window.layoutIfNeeded()
        expectFrame(guide.layoutFrame, (1366 - 672) / 2, 24, 672, 1024 - 24 - 20)
    }
}

extension EnvironmentTests {
    /// The iPhone 17 keeps its status bar in landscape (iOS 26): its safe area is inset 20 at
    /// the top and bottom and 62 at the sides.
    @Test func iPhone17InLandscape() {
        let (window, root) = makeWindow("iphone-17", orientation: .landscape)
        let content = addConstrainedView(View(), to: root, "content")
        let safe = root.safeAreaLayoutGuide
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            content.topAnchor.constraint(equalTo: safe.topAnchor),
            content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(content.frame, 62, 20, 874 - 124, 402 - 40)
        #expect(window.traitCollection.sizeClassDescription == "wC hC")
    }
}
