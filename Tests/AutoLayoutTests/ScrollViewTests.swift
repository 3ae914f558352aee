import AutoLayout
import Foundation
import Testing

/// UIScrollView's layout: the content and frame guides, the pre-iOS 11 rule, the adjusted
/// content inset by behaviour, and the content size solved from the constraints.
@Suite struct ScrollViewTests {
    /// A scroll view filling the root view of `device`, optionally in a navigation controller.
    private func makeScrollView(_ device: String = "iphone-8", navigationBar: Bool = false) -> (Window, View, ScrollView) {
        let (window, root) = makeWindow(device)
        if navigationBar { root.viewController?.containerBars = ContainerBars(navigationBar: .init(title: "Forecast")) }
        let scroll = addConstrainedView(ScrollView(), to: root, "scroll")
        LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor), scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        return (window, root, scroll)
    }

    /// kharrison/CodeExamples `ScrollGuide-IB-Main.storyboard` (retina4_7, in a navigation
    /// controller): a stack pinned to the content guide and as wide as the frame guide, and an
    /// info button 8 from the scroll view's safe area. Xcode stores the stack at (0, 0, 375, …)
    /// and the button at (8, 8) in the content: with the navigation bar the safe area's top is
    /// 64, the content is adjusted by 64 and scrolled to −64, so the safe area's top is the
    /// content's 0. In the window the stack starts at 64.
    @Test func scrollGuideStoryboard() {
        let (window, _, scroll) = makeScrollView(navigationBar: true)
        let stack = addConstrainedView(View(), to: scroll, "stack")
        let button = addConstrainedView(View(), to: scroll, "button")
        let content = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor), stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor), stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: frame.widthAnchor), stack.heightAnchor.constraint(equalToConstant: 408),
            button.leadingAnchor.constraint(equalTo: scroll.safeAreaLayoutGuide.leadingAnchor, constant: 8),
            button.topAnchor.constraint(equalTo: scroll.safeAreaLayoutGuide.topAnchor, constant: 8),
            button.widthAnchor.constraint(equalToConstant: 25), button.heightAnchor.constraint(equalToConstant: 24),
        ])
        window.layoutIfNeeded()
        expectFrame(stack.frame, 0, 0, 375, 408)
        expectFrame(button.frame, 8, 8, 25, 24)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -64))
        #expect(scroll.contentSize == CGSize(width: 375, height: 408))
        expectFrame(stack.convert(stack.bounds, to: nil), 0, 64, 375, 408)
        expectFrame(frame.layoutFrame, 0, -64, 375, 667)
    }

    /// The pre-iOS 11 rule: edges pinned to the scroll view mean the content's; widths, the
    /// frame's. A 100-high box 20 from every edge, 40 narrower than the frame, makes content
    /// of 375 × 140; the content is shorter than the frame, so (not in a container) it is not
    /// adjusted and rests at 0, below the status bar's 20 only if the box says so.
    @Test func edgesToTheScrollViewMeanTheContent() {
        let (window, _, scroll) = makeScrollView()
        let box = addConstrainedView(View(), to: scroll, "box")
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 20),
            box.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 20),
            scroll.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 20),
            scroll.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 20),
            box.widthAnchor.constraint(equalTo: scroll.widthAnchor, constant: -40),
            box.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        expectFrame(box.frame, 20, 20, 335, 100)
        #expect(scroll.contentSize == CGSize(width: 375, height: 140))
        #expect(scroll.contentOffset == .zero)
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    /// The pre-iOS 11 rule for centres: a centre related to the scroll view means the
    /// frame's, as Apple's Auto Layout Guide says. A content view pinned to the edges and
    /// centred horizontally in the scroll view (Interface Builder's usual way of stopping
    /// horizontal scrolling; pocket-casts' `AddCustomViewController.xib`) is as wide as the
    /// frame, 375, whatever its own content (a 300-wide box) would give.
    @Test func centresToTheScrollViewMeanTheFrame() {
        let (window, _, scroll) = makeScrollView()
        let content = addConstrainedView(View(), to: scroll, "content")
        let box = addConstrainedView(View(), to: content, "box")
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.topAnchor), content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            scroll.bottomAnchor.constraint(equalTo: content.bottomAnchor), scroll.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            content.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            box.leadingAnchor.constraint(equalTo: content.leadingAnchor), box.topAnchor.constraint(equalTo: content.topAnchor),
            box.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            box.widthAnchor.constraint(equalToConstant: 300), box.heightAnchor.constraint(equalToConstant: 100),
        ])
        let hugging = content.trailingAnchor.constraint(equalTo: box.trailingAnchor)
        hugging.priority = .defaultLow
        hugging.isActive = true
        window.layoutIfNeeded()
        expectFrame(content.frame, 0, 0, 375, 100)
        #expect(scroll.contentSize == CGSize(width: 375, height: 100))
    }

    /// The adjusted content inset by behaviour on an iPhone X (44 / 34 of safe area), for
    /// content shorter (400) and taller (1000) than the 812-high frame, outside a container:
    /// `never` adds nothing, `always` both, `scrollableAxes` and `automatic` only for the
    /// taller content; with a 10-point content inset of its own.
    @Test(arguments: [
        (ScrollView.ContentInsetAdjustmentBehavior.never, 400.0, 10.0, 10.0), (.never, 1000, 10, 10),
        (.always, 400, 54, 44), (.always, 1000, 54, 44),
        (.scrollableAxes, 400, 10, 10), (.scrollableAxes, 1000, 54, 44),
        (.automatic, 400, 10, 10), (.automatic, 1000, 54, 44),
    ] as [(ScrollView.ContentInsetAdjustmentBehavior, CGFloat, CGFloat, CGFloat)])
    func adjustedContentInset(behavior: ScrollView.ContentInsetAdjustmentBehavior, contentHeight: CGFloat, top: CGFloat, bottom: CGFloat) {
        let (window, _, scroll) = makeScrollView("iphone-x")
        scroll.contentInsetAdjustmentBehavior = behavior
        scroll.contentInset = EdgeInsets(all: 10)
        scroll.explicitContentSize = CGSize(width: 375, height: contentHeight)
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 375, height: contentHeight))
        #expect(scroll.adjustedContentInset == EdgeInsets(top: top, left: 10, bottom: bottom, right: 10))
        #expect(scroll.contentOffset == CGPoint(x: -10, y: -top))
    }

    /// `automatic` always adjusts vertically when the scroll view is the content of a view
    /// controller in a navigation controller, even for short content: 64 on an iPhone 8.
    @Test func automaticInANavigationController() {
        let (window, _, scroll) = makeScrollView(navigationBar: true)
        scroll.explicitContentSize = CGSize(width: 375, height: 100)
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    }

    /// The content's subviews see the safe area that reaches them where the content is: a view
    /// at the content's top, scrolled below the 44-point bar area of an iPhone X by the
    /// adjusted inset, has none; with `never`, the content starts under the status bar and the
    /// same view's safe area top is 44.
    @Test func contentSafeArea() {
        for (behavior, inset) in [(ScrollView.ContentInsetAdjustmentBehavior.always, 0.0), (.never, 44)] as [(ScrollView.ContentInsetAdjustmentBehavior, CGFloat)] {
            let (window, _, scroll) = makeScrollView("iphone-x")
            scroll.contentInsetAdjustmentBehavior = behavior
            let header = addConstrainedView(View(), to: scroll, "header")
            LayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                header.widthAnchor.constraint(equalToConstant: 375), header.heightAnchor.constraint(equalToConstant: 100),
                header.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                header.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            ])
            window.layoutIfNeeded()
            #expect(header.safeAreaInsets.top == inset, "\(behavior)")
        }
    }

    /// A scroll view passes on to its subviews none of the safe area it adds to its content
    /// inset: the content scrolls out of that area rather than under it. On an iPhone X, a view
    /// of 1000 pt content lying across the 34 pt home indicator area (from 700 to 800 in the
    /// 812 pt frame, the content adjusted by 44 at the top) has no bottom inset when the
    /// behaviour adds the safe area, and the 22 pt it overlaps with `never`.
    @Test(arguments: [(ScrollView.ContentInsetAdjustmentBehavior.automatic, 0.0), (.always, 0), (.never, 22)])
    func contentAcrossTheBottomSafeArea(behavior: ScrollView.ContentInsetAdjustmentBehavior, bottom: CGFloat) {
        let (window, _, scroll) = makeScrollView("iphone-x")
        scroll.contentInsetAdjustmentBehavior = behavior
        scroll.explicitContentSize = CGSize(width: 375, height: 1000)
        let row = addConstrainedView(View(), to: scroll, "row")
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 700),
            row.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            row.widthAnchor.constraint(equalToConstant: 375), row.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(row.safeAreaInsets.bottom == bottom, "\(behavior)")
    }
}
