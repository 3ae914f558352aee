import AutoLayout
import Foundation
import Testing

/// The controls of docs/controls.md, "More controls": UIKit's intrinsic sizes and default
/// priorities, and frames from corpus documents that use them.
@Suite struct ControlKindTests {
    /// One kind's intrinsic size (−1: none on that axis) and hugging, per axis.
    struct Row: Sendable, CustomTestStringConvertible {
        let make: @Sendable () -> View
        let size: CGSize
        let hugging: (horizontal: Float, vertical: Float)
        var testDescription: String { String(describing: type(of: make())) }
    }

    static let rows: [Row] = [
        Row(make: { Slider() }, size: CGSize(width: -1, height: 30), hugging: (250, 250)),
        Row(make: { Stepper() }, size: CGSize(width: 94, height: 32), hugging: (750, 750)),
        Row(make: { ColorWell() }, size: CGSize(width: 28, height: 28), hugging: (250, 250)),
        Row(make: { ProgressView() }, size: CGSize(width: -1, height: 4), hugging: (250, 750)),
        Row(make: { ActivityIndicatorView() }, size: CGSize(width: 20, height: 20), hugging: (750, 750)),
        Row(make: { ActivityIndicatorView(style: .large) }, size: CGSize(width: 37, height: 37), hugging: (750, 750)),
        Row(make: { PageControl() }, size: CGSize(width: 3 * 16 + 26, height: 26), hugging: (250, 250)),
        Row(make: { SearchBar() }, size: CGSize(width: -1, height: 56), hugging: (250, 250)),
        Row(make: { PickerView() }, size: CGSize(width: 320, height: 216), hugging: (250, 250)),
        Row(make: { DatePicker() }, size: CGSize(width: 112 + 8 + 87, height: 34), hugging: (250, 250)),
        Row(make: { TextView() }, size: CGSize(width: -1, height: -1), hugging: (250, 250)),
        Row(make: { VisualEffectView() }, size: CGSize(width: -1, height: -1), hugging: (250, 250)),
        Row(make: { NavigationBar() }, size: CGSize(width: -1, height: 44), hugging: (250, 250)),
        Row(make: { Toolbar() }, size: CGSize(width: -1, height: 44), hugging: (250, 250)),
        Row(make: { TabBar() }, size: CGSize(width: -1, height: 49), hugging: (250, 250)),
    ]

    @Test(arguments: rows)
    func intrinsicSizeAndPriorities(_ row: Row) {
        let view = row.make()
        #expect(view.intrinsicContentSize == row.size)
        #expect(view.contentHuggingPriority(for: .horizontal).rawValue == row.hugging.horizontal)
        #expect(view.contentHuggingPriority(for: .vertical).rawValue == row.hugging.vertical)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    /// The SDK a window's app is built with sets the sizes UIKit keeps for older apps: before
    /// iOS 13, a rounded-rect text field is 30 high, a segmented control 29 (its frame; its
    /// alignment rectangle a point shorter), a stepper 94 × 29; before iOS 14, an automatic
    /// date picker is wheels and a progress view 2 high. Every view of the window follows it,
    /// and changing it lays the window out again.
    @Test(arguments: [
        (SDKVersion(major: 12), [30, 28, 29, 216, 2]),
        (SDKVersion.iOS13, [34, 31, 32, 216, 2]),
        (SDKVersion.iOS14, [34, 31, 32, 34, 4]),
        (SDKVersion.latest, [34, 31, 32, 34, 4]),
    ] as [(SDKVersion, [CGFloat])])
    func linkedSDKSetsSizes(sdk: SDKVersion, heights: [CGFloat]) {
        let (window, root) = makeWindow()
        let views: [View] = [TextField(text: "Name"), SegmentedControl(items: ["A", "B"]), Stepper(), DatePicker(), ProgressView()]
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        window.layoutIfNeeded()
        window.linkedSDK = sdk
        window.layoutIfNeeded()
        #expect(views.map(\.intrinsicContentSize.height) == heights)
        #expect(views[2].frame.size == CGSize(width: 94, height: heights[2]))
    }

    /// Text views set the system font in the San Francisco of their window's SDK: the two
    /// designs before iOS 14, the variable font since; a font set on a view keeps the default.
    @Test(arguments: [(SDKVersion.iOS13, SystemFontMetrics.Generation.twoDesigns), (.iOS14, .variable), (.latest, .variable)])
    func linkedSDKSetsSystemFont(sdk: SDKVersion, generation: SystemFontMetrics.Generation) {
        let (window, root) = makeWindow()
        window.linkedSDK = sdk
        let label = Label(text: "Name")
        let button = Button(title: "Save")
        let field = TextField(text: "Name")
        let textView = TextView(text: "Notes")
        for view in [label, button, field, textView] as [View] { root.addSubview(view) }
        #expect([label.effectiveFont, button.effectiveFont, field.effectiveFont, textView.effectiveFont].map(\.systemFontGeneration)
            == Array(repeating: generation, count: 4))
        #expect(label.font.systemFontGeneration == .variable)
    }

    /// A date picker's size by its style and mode: wheels 320 × 216 (and a countdown timer
    /// always has wheels), compact buttons 34 high, an inline calendar 320 wide.
    @Test(arguments: [
        (DatePicker.Style.wheels, DatePicker.Mode.date, CGSize(width: 320, height: 216)),
        (.automatic, .countDownTimer, CGSize(width: 320, height: 216)),
        (.compact, .date, CGSize(width: 112, height: 34)),
        (.compact, .time, CGSize(width: 87, height: 34)),
        (.inline, .date, CGSize(width: 320, height: 330)),
        (.inline, .dateAndTime, CGSize(width: 320, height: 380)),
        (.inline, .time, CGSize(width: 87, height: 34)),
    ])
    func datePickerSizes(style: DatePicker.Style, mode: DatePicker.Mode, size: CGSize) {
        let picker = DatePicker()
        picker.preferredDatePickerStyle = style
        picker.datePickerMode = mode
        #expect(picker.intrinsicContentSize == size)
    }

    /// danielgindi/Charts `BarChartViewController.xib` (retina4_7, 375 × 667): two sliders
    /// 8 pt from the safe area's leading edge, 25 below a chart that starts at 47, 8 apart,
    /// the second 26 above the bottom, each trailing 8 before a 70 pt field 8 from the
    /// trailing edge. Xcode stores the sliders at (6, 573, 285, 31) and (6, 611, 285, 31) and
    /// the chart at (0, 47, 375, 501): a 30 pt track, the frame 2 wider at each end and 1
    /// lower, which is what leaves the chart 667 − 47 − 25 − 30 − 8 − 30 − 26 = 501.
    @Test func chartsSliders() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view, safe = root.safeAreaLayoutGuide
        let chart = addConstrainedView(View(), to: root, "chart")
        let sliderX = addConstrainedView(Slider(), to: root, "sliderX")
        let sliderY = addConstrainedView(Slider(), to: root, "sliderY")
        let fieldX = addConstrainedView(View(), to: root, "fieldX")
        let fieldY = addConstrainedView(View(), to: root, "fieldY")
        LayoutConstraint.activate([
            chart.topAnchor.constraint(equalTo: root.topAnchor, constant: 47),
            chart.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            chart.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            sliderX.topAnchor.constraint(equalTo: chart.bottomAnchor, constant: 25),
            sliderY.topAnchor.constraint(equalTo: sliderX.bottomAnchor, constant: 8),
            root.bottomAnchor.constraint(equalTo: sliderY.bottomAnchor, constant: 26),
            sliderX.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            sliderY.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            fieldX.leadingAnchor.constraint(equalTo: sliderX.trailingAnchor, constant: 8),
            fieldY.leadingAnchor.constraint(equalTo: sliderY.trailingAnchor, constant: 8),
            safe.trailingAnchor.constraint(equalTo: fieldX.trailingAnchor, constant: 8),
            safe.trailingAnchor.constraint(equalTo: fieldY.trailingAnchor, constant: 8),
            fieldX.widthAnchor.constraint(equalToConstant: 70), fieldY.widthAnchor.constraint(equalToConstant: 70),
            fieldX.heightAnchor.constraint(equalToConstant: 30), fieldY.heightAnchor.constraint(equalToConstant: 30),
            fieldX.centerYAnchor.constraint(equalTo: sliderX.centerYAnchor),
            fieldY.centerYAnchor.constraint(equalTo: sliderY.centerYAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(chart.frame, 0, 47, 375, 501)
        expectFrame(sliderX.frame, 6, 573, 285, 31)
        expectFrame(sliderY.frame, 6, 611, 285, 31)
        expectFrame(fieldX.frame, 297, 573, 70, 30)
    }

    /// Delta `Settings.storyboard` (Xcode 26, iPhone SE 2nd generation): the controller
    /// opacity row, 343 × 51, a 46 pt "50%" label at its 16 pt margin and a slider 15 after it
    /// to the trailing margin, centred. Xcode stores the slider at (77, 8.5, 250, 34): in
    /// Liquid Glass a slider is 34 high and its frame is its alignment rectangle. The classic
    /// slider of the same row is 30 high, outset by 2 at each end and 1 below.
    @Test(arguments: [(InterfaceDesign.liquidGlass, CGRect(x: 77, y: 8.5, width: 250, height: 34)),
                      (.classic, CGRect(x: 75, y: 10.5, width: 254, height: 31))])
    func deltaOpacitySlider(design: InterfaceDesign, expected: CGRect) {
        let (window, root) = makeWindow()
        window.design = design
        let row = addConstrainedView(View(), to: root, "row")
        let label = addConstrainedView(View(), to: row, "label")
        let slider = addConstrainedView(Slider(), to: row, "slider")
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            row.topAnchor.constraint(equalTo: root.topAnchor),
            row.widthAnchor.constraint(equalToConstant: 343), row.heightAnchor.constraint(equalToConstant: 51),
            label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            label.widthAnchor.constraint(equalToConstant: 46), label.heightAnchor.constraint(equalToConstant: 21),
            label.centerYAnchor.constraint(equalTo: slider.centerYAnchor),
            slider.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 15),
            row.trailingAnchor.constraint(equalTo: slider.trailingAnchor, constant: 16),
            row.centerYAnchor.constraint(equalTo: slider.centerYAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(slider.frame, expected.minX, expected.minY, expected.width, expected.height)
    }

    /// corona-warn-app `Main.storyboard`: a medium activity indicator centred in a 414-wide
    /// view, 4 below a label; Xcode stores it at x 197, 20 × 20.
    @Test func coronaWarnActivityIndicator() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        let spinner = addConstrainedView(ActivityIndicatorView(), to: root, "spinner")
        LayoutConstraint.activate([
            spinner.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            spinner.topAnchor.constraint(equalTo: root.topAnchor, constant: 196),
        ])
        window.layoutIfNeeded()
        expectFrame(spinner.frame, 197, 196, 20, 20)
    }

    /// A non-scrolling text view of "abcd efgh" at the top left of an iPhone 8's root view,
    /// its width constrained by `width`.
    private func makeNonScrollingTextView(width: (LayoutDimension) -> LayoutConstraint) -> (Window, TextView) {
        let (window, root) = makeWindow()
        let text = addConstrainedView(TextView(text: "abcd efgh"), to: root, "text")
        text.isScrollEnabled = false
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor),
            width(text.widthAnchor),
        ])
        return (window, text)
    }

    /// A non-scrolling text view sizes to its text, wrapped at its width less 2 × 5 of line
    /// padding, plus 2 × 8 of inset: at 14 pt the fixed-advance font sets 7 pt a character
    /// and 16.8 a line, so "abcd efgh" (63 wide) in a 50-wide view (40 for text: "abcd" and
    /// "efgh" on two lines) is 2 × 16.8 = 33.6, 34 at the iPhone 8's pixel, + 16 = 50 high;
    /// scrolling, it keeps the height its constraints give.
    @Test func nonScrollingTextViewGrowsWithItsText() {
        let (window, text) = makeNonScrollingTextView { $0.constraint(equalToConstant: 50) }
        window.layoutIfNeeded()
        expectFrame(text.frame, 0, 0, 50, 50)
        text.isScrollEnabled = true
        text.heightAnchor.constraint(equalToConstant: 100).isActive = true
        window.layoutIfNeeded()
        expectFrame(text.frame, 0, 0, 50, 100)
    }

    /// A non-scrolling text view is as wide as its text on one line, up to the width it is
    /// allowed, and keeps that width when the text wraps (its text container is as wide as the
    /// view), where a label would narrow to its longest line: "abcd efgh" (63 + 10 of padding)
    /// is 73 wide; "abcd efgh ijkl mnop" (133 + 10) under a required width ≤ 100 is 100 wide,
    /// wrapped at 90 into two lines, 50 high.
    @Test func nonScrollingTextViewTakesTheWidthItIsAllowed() {
        let (window, text) = makeNonScrollingTextView { $0.constraint(lessThanOrEqualToConstant: 100) }
        window.layoutIfNeeded()
        expectFrame(text.frame, 0, 0, 73, 33)
        text.text = "abcd efgh ijkl mnop"
        window.layoutIfNeeded()
        expectFrame(text.frame, 0, 0, 100, 50)
    }

    /// A colour well is 28 pt across in a compact width and 36 in a regular one, as UIKit's
    /// iOS style measures it: an iPhone 8 in portrait, an iPad; and it changes when a
    /// rotation changes the width class (an iPhone 11 in landscape is regular).
    @Test func colorWellsFollowTheWidthClass() {
        func well(on device: String, rotated: Bool = false) -> CGRect {
            let (window, root) = makeWindow(device)
            let well = addConstrainedView(ColorWell(), to: root, "well")
            LayoutConstraint.activate([
                well.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                well.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ])
            if rotated { window.rotate(to: .landscape) }
            window.layoutIfNeeded()
            return well.frame
        }
        expectFrame(well(on: "iphone-8"), 10, 100, 28, 28)
        expectFrame(well(on: "ipad"), 10, 100, 36, 36)
        expectFrame(well(on: "iphone-11", rotated: true), 10, 100, 36, 36)
    }

    /// A visual effect view's content view fills it, as UIKit's autoresizing content view does.
    @Test func visualEffectContentViewFillsIt() {
        let (window, root) = makeWindow()
        let effect = addConstrainedView(VisualEffectView(), to: root, "effect")
        LayoutConstraint.activate([
            effect.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            effect.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            effect.widthAnchor.constraint(equalToConstant: 200), effect.heightAnchor.constraint(equalToConstant: 80),
        ])
        window.layoutIfNeeded()
        expectFrame(effect.contentView.frame, 0, 0, 200, 80)
    }

    /// A navigation controller's bar and toolbar and a tab bar take 44 and 44 + 49 from the
    /// root view's safe area on an iPhone X (44 / 34): it runs from 88 to 812 − 34 − 93; in
    /// landscape (compact height) every bar is 32, as UIKit's tab bar takes its mini height in
    /// landscape.
    @Test func containerBarsInsetTheSafeArea() {
        let (window, root) = makeWindow("iphone-x")
        root.viewController?.containerBars = ContainerBars(
            navigationBar: .init(title: "Library"), toolbarItems: ["Edit"], tabBarItems: ["Listen", "Browse"])
        let safe = root.safeAreaLayoutGuide
        window.layoutIfNeeded()
        expectFrame(safe.layoutFrame, 0, 88, 375, 812 - 34 - 93 - 88)
        window.rotate(to: .landscape)
        window.layoutIfNeeded()
        expectFrame(safe.layoutFrame, 44, 32, 812 - 88, 375 - 21 - 32 - 32 - 32)
    }

    /// On an iPad every bar is 50 pt (UIKit since iOS 12) and a large title adds 52: on a
    /// 768 × 1024 iPad (20 pt status bar) the safe area runs from 20 + 102 to 1024 − 50 − 50.
    @Test func containerBarsOnAnIPad() {
        let (window, root) = makeWindow("ipad")
        root.viewController?.containerBars = ContainerBars(
            navigationBar: .init(title: "Library", prefersLargeTitles: true), toolbarItems: ["Edit"], tabBarItems: ["Listen"])
        let safe = root.safeAreaLayoutGuide
        window.layoutIfNeeded()
        expectFrame(safe.layoutFrame, 0, 122, 768, 1024 - 122 - 100)
        let bar = NavigationBar(), tabs = TabBar(), tools = Toolbar()
        for view in [bar, tabs, tools] { root.addSubview(view) }
        #expect([bar, tabs, tools].map(\.intrinsicContentSize.height) == [50, 50, 50])
        bar.prefersLargeTitles = true
        #expect(bar.intrinsicContentSize.height == 102)
    }

    /// A toolbar placed as a view is a bottom bar: UIKit gives it 49 pt where its bottom edge
    /// reaches its superview's bottom safe-area inset, as over an iPhone X's home indicator
    /// (812 − 34 − 49), and 44 where it does not: on an iPhone 8, which has no such inset, and
    /// on the iPhone X when it stops short of the inset; 32 in landscape, 50 on an iPad. The 5
    /// pt it gains go above its items.
    @Test func toolbarOverTheHomeIndicatorIsTallerByFive() {
        func pinnedToolbar(_ device: String, gap: CGFloat = 0) -> (Window, Toolbar) {
            let (window, root) = makeWindow(device)
            let toolbar = addConstrainedView(Toolbar(), to: root, "toolbar")
            LayoutConstraint.activate([
                toolbar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                toolbar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                toolbar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -gap),
            ])
            window.layoutIfNeeded()
            return (window, toolbar)
        }
        let (window, overIndicator) = pinnedToolbar("iphone-x")
        expectFrame(overIndicator.frame, 0, 729, 375, 49)
        #expect(overIndicator.reachesBottomInset && overIndicator.itemsTopInset == 5)
        let (aboveWindow, above) = pinnedToolbar("iphone-x", gap: 1)
        expectFrame(above.frame, 0, 812 - 34 - 1 - 44, 375, 44)
        #expect(above.window === aboveWindow && above.itemsTopInset == 0)
        expectFrame(pinnedToolbar("iphone-8").1.frame, 0, 623, 375, 44)
        expectFrame(pinnedToolbar("ipad").1.frame, 0, 974, 768, 50)
        window.rotate(to: .landscape)
        window.layoutIfNeeded()
        expectFrame(overIndicator.frame, 0, 375 - 21 - 32, 812, 32)
    }

    /// A tab bar placed as a view adds the bottom safe-area inset its bottom edge reaches to its
    /// 49 pt, as UIKit's tab bar adds its background's extension: pinned to an iPhone X root's
    /// bottom (OneBusAway's launch screen) it is 49 + 34 = 83 tall at 812 − 83 = 729; pinned to
    /// the safe area's bottom its edge still reaches the inset, 83 at 812 − 34 − 83 = 695; one
    /// stopping 1 pt short of the inset is 49 at 812 − 34 − 1 − 49 = 728; on an iPhone 8, which
    /// has no bottom inset, 49 at 667 − 49 = 618.
    @Test func tabBarOverTheHomeIndicatorTakesTheInset() {
        func pinnedTabBar(_ device: String, toSafeArea: Bool = false, gap: CGFloat = 0) -> TabBar {
            let (window, root) = makeWindow(device)
            let tabBar = addConstrainedView(TabBar(), to: root, "tabs")
            let bottom = toSafeArea ? root.safeAreaLayoutGuide.bottomAnchor : root.bottomAnchor
            LayoutConstraint.activate([
                tabBar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                tabBar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                tabBar.bottomAnchor.constraint(equalTo: bottom, constant: -gap),
            ])
            window.layoutIfNeeded()
            return tabBar
        }
        expectFrame(pinnedTabBar("iphone-x").frame, 0, 729, 375, 83)
        expectFrame(pinnedTabBar("iphone-x", toSafeArea: true).frame, 0, 695, 375, 83)
        expectFrame(pinnedTabBar("iphone-x", toSafeArea: true, gap: 1).frame, 0, 728, 375, 49)
        expectFrame(pinnedTabBar("iphone-8").frame, 0, 618, 375, 49)
    }

    /// A navigation bar shows its large title only when it is as tall as one in its window's
    /// traits: 96 on a phone in portrait, never in compact height.
    @Test func navigationBarShowsLargeTitleWhenTallEnough() {
        let (window, root) = makeWindow("iphone-x")
        let bar = NavigationBar()
        bar.prefersLargeTitles = true
        root.addSubview(bar)
        bar.frame = CGRect(x: 0, y: 0, width: 375, height: 95)
        #expect(!bar.showsLargeTitle)
        bar.frame.size.height = 96
        #expect(bar.showsLargeTitle)
        window.rotate(to: .landscape)
        #expect(!bar.showsLargeTitle)
    }

    /// Simulated heights (a document's bars, as its Xcode drew them) replace UIKit's: the top
    /// is the navigation bar's, the bottom the tab bar's, else the toolbar's.
    @Test func simulatedBarHeights() {
        let insets = EdgeInsets(top: 54, left: 0, bottom: 50, right: 0)
        let traits = TraitCollection()
        let tabs = ContainerBars(navigationBar: .init(title: "Library"), tabBarItems: ["Listen"], simulatedInsets: insets)
        #expect([tabs.navigationBarHeight(traits), tabs.tabBarHeight(traits), tabs.toolbarHeight(traits)] == [54, 50, 0])
        let tools = ContainerBars(toolbarItems: ["Edit"], simulatedInsets: insets)
        #expect([tools.navigationBarHeight(traits), tools.tabBarHeight(traits), tools.toolbarHeight(traits)] == [0, 0, 50])
        #expect(tools.insets(traits) == EdgeInsets(top: 0, left: 0, bottom: 50, right: 0))
    }
}
