import AutoLayout
import Foundation
import Testing

/// The constraint examples of the seeds: Apple's guide (seed001, and the cookbook's "Simple
/// Single View"), the NSLayoutAnchor article (seed003, #27–#33) and Neuburg's §1.10 (seed004,
/// #58–#67), on an iPhone 8 in portrait unless stated.
@Suite struct SeedConstraintTests {
    // MARK: Apple's guide

    /// Cookbook "Simple Single View" (research T4): margins at the sides, 20 pt from the top
    /// and bottom layout guides: (16, 40, 343, 607).
    @Test func cookbookSimpleSingleView() {
        let (window, root) = makeWindow()
        let red = addConstrainedView(View(), to: root, "red")
        let controller = root.viewController!
        LayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            red.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            red.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 20),
            controller.bottomLayoutGuide.topAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        expectFrame(red.frame, 16, 40, 343, 607)
        #expect(!red.hasAmbiguousLayout)
    }

    /// seed001 #11 and #13 (Listings 13-1 and 13-2): the anchor form and the NSLayoutConstraint
    /// form give the same frame; height == 2 × width; the vertical position (missing in the
    /// listings) is pinned to the top here.
    @Test func seed001AnchorsEqualNSLayoutConstraints() throws {
        let (window, root) = makeWindow()
        let anchored = addConstrainedView(View(), to: root, "anchored")
        let explicit = addConstrainedView(View(), to: root, "explicit")
        let margins = root.layoutMarginsGuide
        LayoutConstraint.activate([
            anchored.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            anchored.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            anchored.heightAnchor.constraint(equalTo: anchored.widthAnchor, multiplier: 2),
            anchored.topAnchor.constraint(equalTo: root.topAnchor),
            try LayoutConstraint(item: explicit, attribute: .leading, relatedBy: .equal, toItem: root,
                                 attribute: .leadingMargin, multiplier: 1, constant: 0),
            try LayoutConstraint(item: explicit, attribute: .trailing, relatedBy: .equal, toItem: root,
                                 attribute: .trailingMargin, multiplier: 1, constant: 0),
            try LayoutConstraint(item: explicit, attribute: .height, relatedBy: .equal, toItem: explicit,
                                 attribute: .width, multiplier: 2, constant: 0),
            explicit.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(anchored.frame, 16, 0, 343, 686)
        #expect(explicit.frame == anchored.frame)
    }

    // MARK: seed003, "Easier Auto Layout"

    /// The chapter's views: bookTextView at the bottom, 65 % of the root's height; avatarView above.
    private struct Book {
        let window: Window
        let root: View
        let bookText: View
        let avatar: View
        let chapter: Label

        init(device: String = "iphone-8", orientation: Orientation = .portrait, readable: Bool = false) {
            (window, root) = makeWindow(device, orientation: orientation)
            bookText = addConstrainedView(View(), to: root, "bookTextView")
            avatar = addConstrainedView(View(), to: root, "avatarView")
            chapter = addConstrainedView(Label(text: "Chapter 1"), to: root, "chapterLabel")
            let controller = root.viewController!
            let horizontal = readable ? root.readableContentGuide : nil
            LayoutConstraint.activate([
                bookText.leadingAnchor.constraint(equalTo: horizontal?.leadingAnchor ?? root.leadingAnchor),
                bookText.trailingAnchor.constraint(equalTo: horizontal?.trailingAnchor ?? root.trailingAnchor),
                bookText.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor, constant: -20),
                bookText.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.65),
                avatar.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
                avatar.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                avatar.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            ])
        }
    }

    /// #28–#30: 667 × 0.65 = 433.55, 667 − 20 − 433.55 = 213.45; the avatar below the 20 pt
    /// status bar, inside the 16 pt margins, 200 high.
    @Test func seed003BookTextAndAvatar() {
        let book = Book()
        book.avatar.heightAnchor.constraint(equalToConstant: 200).isActive = true
        book.chapter.isHidden = true
        book.chapter.removeFromSuperview()
        book.window.layoutIfNeeded()
        expectFrame(book.bookText.frame, 0, 213.45, 375, 433.55)
        expectFrame(book.avatar.frame, 16, 20, 343, 200)
    }

    /// #31: the readable guide equals the margins on a compact iPhone, and is 672 wide and
    /// centred on an iPad in landscape: (1024 − 672) / 2 = 176; 768 × 0.65 = 499.2;
    /// 768 − 20 − 499.2 = 248.8 (the iPad keeps its 20 pt status bar in landscape).
    @Test func seed003ReadableContentGuide() {
        let phone = Book(readable: true)
        phone.chapter.removeFromSuperview()
        phone.avatar.heightAnchor.constraint(equalToConstant: 200).isActive = true
        phone.window.layoutIfNeeded()
        expectFrame(phone.bookText.frame, 16, 213.45, 343, 433.55)
        let pad = Book(device: "ipad", orientation: .landscape, readable: true)
        pad.chapter.removeFromSuperview()
        pad.avatar.heightAnchor.constraint(equalToConstant: 200).isActive = true
        pad.window.layoutIfNeeded()
        expectFrame(pad.bookText.frame, 176, 248.8, 672, 499.2)
        expectFrame(pad.avatar.frame, 20, 20, 984, 200)
    }

    /// #32: an intrinsic height of 100 (no intrinsic width) replaces the height constraint.
    @Test func seed003IntrinsicHeight() {
        let book = Book()
        book.chapter.removeFromSuperview()
        book.avatar.fixedIntrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: 100)
        book.window.layoutIfNeeded()
        expectFrame(book.avatar.frame, 16, 20, 343, 100)
    }

    /// #33: avatarView, chapterLabel and bookTextView chained vertically. With the label
    /// hugging at 250 (a label made in code) the slack has no owner: ambiguous. Made required,
    /// the label keeps its text height (1.2 × 17 = 20.4, 20.5 on the 2× pixel grid) and the
    /// avatar takes the rest: 213.45 − 20.5 = 192.95, 192.95 − 10 − 20 = 162.95.
    @Test func seed003PrioritiesDecideWhichViewStretches() {
        let book = Book(readable: true)
        book.avatar.fixedIntrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: 100)
        LayoutConstraint.activate([
            book.chapter.centerXAnchor.constraint(equalTo: book.root.centerXAnchor),
            book.chapter.bottomAnchor.constraint(equalTo: book.bookText.topAnchor),
            book.avatar.bottomAnchor.constraint(equalTo: book.chapter.topAnchor, constant: -10),
        ])
        book.chapter.setContentHuggingPriority(.defaultLow, for: .vertical)
        book.window.layoutIfNeeded()
        #expect(book.avatar.hasAmbiguousLayout)
        #expect(book.chapter.hasAmbiguousLayout)
        book.chapter.setContentHuggingPriority(.required, for: .vertical)
        book.chapter.setContentCompressionResistancePriority(.required, for: .vertical)
        book.window.layoutIfNeeded()
        #expect(!book.avatar.hasAmbiguousLayout)
        expectFrame(book.bookText.frame, 16, 213.45, 343, 433.55)
        expectFrame(book.chapter.frame, 187.5 - 76.5 / 2, 192.95, 76.5, 20.5)
        expectFrame(book.avatar.frame, 16, 20, 343, 162.95)
    }

    // MARK: seed004, "Views" §1.10

    /// v1 with a stretching top bar v2 and a fixed bottom-right square v3 (#58).
    private func springsAndStruts(in root: View) -> (v1: View, v2: View, v3: View) {
        let v1 = View(frame: CGRect(x: 100, y: 111, width: 132, height: 194))
        let v2 = View(frame: CGRect(x: 0, y: 0, width: 132, height: 10))
        let v3 = View(frame: CGRect(x: 112, y: 174, width: 20, height: 20))
        root.addSubview(v1)
        v1.addSubview(v2)
        v1.addSubview(v3)
        v2.autoresizingMask = .flexibleWidth
        v3.autoresizingMask = [.flexibleTopMargin, .flexibleLeftMargin]
        return (v1, v2, v3)
    }

    /// #58: resizing v1 by +40 × −50 about its centre (166, 208): the top bar takes the width,
    /// the square keeps to the corner.
    @Test func seed004AutoresizingFollowsTheSuperview() {
        let (window, root) = makeWindow()
        let (v1, v2, v3) = springsAndStruts(in: root)
        window.layoutIfNeeded()
        expectFrame(v2.frame, 0, 0, 132, 10)
        expectFrame(v3.frame, 112, 174, 20, 20)
        v1.bounds.size.width += 40
        v1.bounds.size.height -= 50
        window.layoutIfNeeded()
        expectFrame(v1.frame, 80, 136, 172, 144)
        expectFrame(v2.frame, 0, 0, 172, 10)
        expectFrame(v3.frame, 152, 124, 20, 20)
    }

    /// #59: v1 fills the root with a flexible width and height, and follows a rotation.
    @Test func seed004AutoresizingThroughARotation() {
        let (window, root) = makeWindow()
        window.layoutIfNeeded()
        let (v1, v2, v3) = springsAndStruts(in: root)
        v1.frame = root.bounds
        v1.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.layoutIfNeeded()
        expectFrame(v1.frame, 0, 0, 375, 667)
        expectFrame(v2.frame, 0, 0, 375, 10)
        expectFrame(v3.frame, 355, 647, 20, 20)
        window.rotate(to: .landscape)
        window.layoutIfNeeded()
        expectFrame(v1.frame, 0, 0, 667, 375)
        expectFrame(v2.frame, 0, 0, 667, 10)
        expectFrame(v3.frame, 647, 355, 20, 20)
    }

    /// #60: a label placed by frame, mask none, under Auto Layout keeps its frame, through
    /// constraints logged as `h=--& v=--&` that pin its position and size.
    @Test func seed004FramePlacedLabelKeepsItsFrame() {
        let (window, root) = makeWindow()
        let label = Label(text: "Hi", frame: CGRect(x: 20, y: 20, width: 42, height: 22))
        label.identifier = "label"
        root.addSubview(label)
        let other = addConstrainedView(View(), to: root, "other")
        LayoutConstraint.activate([
            other.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            other.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            other.widthAnchor.constraint(equalToConstant: 100),
            other.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        expectFrame(label.frame, 20, 20, 42, 22)
        expectFrame(other.frame, 20, 50, 100, 10)
        #expect(AutoresizingMask().logNotation == "h=--& v=--&")
        let autoresizing = label.constraintsAffectingLayout(for: .horizontal).map(\.description)
        #expect(autoresizing.contains("<NSAutoresizingMaskLayoutConstraint h=--& v=--& label.minX == 20   (active)>"))
        #expect(autoresizing.contains("<NSAutoresizingMaskLayoutConstraint h=--& v=--& label.width == 42   (active)>"))
    }

    /// #61: #58 rebuilt with eight constraints behaves the same, before and after the resize.
    @Test func seed004ExplicitConstraintsMatchAutoresizing() {
        let (window, root) = makeWindow()
        let v1 = View(frame: CGRect(x: 100, y: 111, width: 132, height: 194))
        root.addSubview(v1)
        let v2 = addConstrainedView(View(), to: v1, "v2")
        let v3 = addConstrainedView(View(), to: v1, "v3")
        LayoutConstraint.activate([
            v2.leftAnchor.constraint(equalTo: v1.leftAnchor), v2.rightAnchor.constraint(equalTo: v1.rightAnchor),
            v2.topAnchor.constraint(equalTo: v1.topAnchor), v2.heightAnchor.constraint(equalToConstant: 10),
            v3.widthAnchor.constraint(equalToConstant: 20), v3.heightAnchor.constraint(equalToConstant: 20),
            v3.rightAnchor.constraint(equalTo: v1.rightAnchor), v3.bottomAnchor.constraint(equalTo: v1.bottomAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(v2.frame, 0, 0, 132, 10)
        expectFrame(v3.frame, 112, 174, 20, 20)
        v1.bounds.size.width += 40
        v1.bounds.size.height -= 50
        window.layoutIfNeeded()
        expectFrame(v2.frame, 0, 0, 172, 10)
        expectFrame(v3.frame, 152, 124, 20, 20)
    }

    /// #64 and #65: pinned to the root's top edge, v sits under the status bar in portrait;
    /// pinned to the top layout guide, it sits below it (20 pt), and at 0 in landscape, where
    /// the status bar is hidden.
    @Test func seed004TopEdgeAgainstTopLayoutGuide() {
        let (window, root) = makeWindow()
        let underBar = addConstrainedView(View(), to: root, "underBar")
        let belowBar = addConstrainedView(View(), to: root, "belowBar")
        LayoutConstraint.activate([
            underBar.topAnchor.constraint(equalTo: root.topAnchor),
            belowBar.topAnchor.constraint(equalTo: root.viewController!.topLayoutGuide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(underBar.frame.minY == 0)
        #expect(belowBar.frame.minY == 20)
        window.rotate(to: .landscape)
        window.layoutIfNeeded()
        #expect(belowBar.frame.minY == 0)
    }

    /// #66: against the root's left margin, x = 16.
    @Test func seed004LeftMargin() throws {
        let (window, root) = makeWindow()
        let v = addConstrainedView(View(), to: root, "v")
        try LayoutConstraint(item: v, attribute: .left, relatedBy: .equal, toItem: root, attribute: .leftMargin,
                             multiplier: 1, constant: 0).isActive = true
        window.layoutIfNeeded()
        #expect(v.frame.minX == 16)
    }

    /// #67: with preservesSuperviewLayoutMargins, the red view that covers the root takes the
    /// root's 16 pt side margins; its own 8 pt stay at the top and bottom, so the green view
    /// is inset 16 and 8. (iOS 8 did not inset margins from the safe area, so neither view does
    /// here; docs/margins.md explains the modern rule.)
    @Test func seed004PreservesSuperviewLayoutMargins() {
        let (window, root) = makeWindow()
        root.insetsLayoutMarginsFromSafeArea = false
        let red = addConstrainedView(View(), to: root, "v")
        red.preservesSuperviewLayoutMargins = true
        red.insetsLayoutMarginsFromSafeArea = false
        let green = addConstrainedView(View(), to: red, "v1")
        LayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: root.leadingAnchor), root.trailingAnchor.constraint(equalTo: red.trailingAnchor),
            red.topAnchor.constraint(equalTo: root.topAnchor), root.bottomAnchor.constraint(equalTo: red.bottomAnchor),
            green.leadingAnchor.constraint(equalTo: red.layoutMarginsGuide.leadingAnchor),
            red.layoutMarginsGuide.trailingAnchor.constraint(equalTo: green.trailingAnchor),
            green.topAnchor.constraint(equalTo: red.layoutMarginsGuide.topAnchor),
            red.layoutMarginsGuide.bottomAnchor.constraint(equalTo: green.bottomAnchor),
        ])
        window.layoutIfNeeded()
        expectFrame(red.frame, 0, 0, 375, 667)
        #expect(red.effectiveLayoutMargins == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        expectFrame(green.frame, 16, 8, 343, 651)
    }
}
