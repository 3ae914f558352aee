import Foundation
import Testing

@testable import AutoLayout

// The constraints `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` makes,
// field by field, and the frames they give. Expected values follow from docs/vfl.md §6: a
// sibling gap `-` is LayoutMetrics.systemSpacing, `|-` and `-|` are 0 pt to the superview's
// margin, a number next to `|` runs to its edge.

/// A constraint's fields, compared by the items' identity.
private struct Shape: Equatable, CustomStringConvertible {
    let first: ObjectIdentifier
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: ObjectIdentifier?
    let secondAttribute: LayoutAttribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: LayoutPriority
    /// The equation, for failure messages.
    let equation: String

    static func == (lhs: Shape, rhs: Shape) -> Bool {
        (lhs.first, lhs.firstAttribute, lhs.relation, lhs.second, lhs.secondAttribute)
            == (rhs.first, rhs.firstAttribute, rhs.relation, rhs.second, rhs.secondAttribute)
            && (lhs.multiplier, lhs.constant, lhs.priority) == (rhs.multiplier, rhs.constant, rhs.priority)
    }

    var description: String { equation }

    init(_ constraint: LayoutConstraint) {
        self.init(
            constraint.firstItem!, constraint.firstAttribute, constraint.relation, constraint.secondItem,
            constraint.secondAttribute, multiplier: constraint.multiplier, constant: constraint.constant,
            priority: constraint.priority)
    }

    init(_ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: LayoutItem?,
         _ secondAttribute: LayoutAttribute, multiplier: CGFloat, constant: CGFloat, priority: LayoutPriority) {
        self.first = ObjectIdentifier(first)
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second.map(ObjectIdentifier.init)
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        func name(_ item: LayoutItem?) -> String {
            (item as? View)?.logName ?? (item as? LayoutGuide)?.identifier ?? "nil"
        }
        equation = "\(name(first)).\(firstAttribute) \(relation) \(multiplier)×\(name(second)).\(secondAttribute) + "
            + "\(constant) @\(priority)"
    }
}

/// `first.attribute REL second.attribute + constant`, multiplier 1.
private func relate(
    _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: LayoutItem, _ secondAttribute: LayoutAttribute, _ constant: CGFloat = 0,
    priority: LayoutPriority = .required
) -> Shape {
    Shape(first, firstAttribute, relation, second, secondAttribute, multiplier: 1, constant: constant,
          priority: priority)
}

/// `first.attribute == second.attribute + constant`.
private func relate(
    _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ second: LayoutItem, _ secondAttribute: LayoutAttribute,
    _ constant: CGFloat = 0, priority: LayoutPriority = .required
) -> Shape {
    relate(first, firstAttribute, .equal, second, secondAttribute, constant, priority: priority)
}

/// `item.attribute REL constant`: a size with no second item (multiplier 0).
private func size(
    _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ constant: CGFloat,
    priority: LayoutPriority = .required
) -> Shape {
    Shape(item, attribute, relation, nil, .notAnAttribute, multiplier: 0, constant: constant, priority: priority)
}

/// `item.attribute == constant`.
private func size(
    _ item: LayoutItem, _ attribute: LayoutAttribute, _ constant: CGFloat, priority: LayoutPriority = .required
) -> Shape {
    size(item, attribute, .equal, constant, priority: priority)
}

/// The constraints of a format, which must be inactive and unnamed, as shapes.
private func shapes(
    _ format: String, _ views: [String: LayoutItem], options: VisualFormatOptions = [],
    metrics: [String: CGFloat]? = nil, sourceLocation: SourceLocation = #_sourceLocation
) throws -> [Shape] {
    let constraints = try LayoutConstraint.constraints(
        withVisualFormat: format, options: options, metrics: metrics, views: views)
    #expect(constraints.allSatisfy { !$0.isActive && $0.identifier == nil }, sourceLocation: sourceLocation)
    return constraints.map(Shape.init)
}

/// Activates the constraints of each format.
private func activate(
    _ formats: [String], _ views: [String: LayoutItem], options: VisualFormatOptions = [],
    metrics: [String: CGFloat]? = nil
) throws {
    for format in formats {
        LayoutConstraint.activate(
            try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views))
    }
}

/// A plain top-level view of the given size (default 8 pt margins, no safe area) holding
/// constrained subviews named `names`, and the views dictionary for them.
private func container(
    width: CGFloat, height: CGFloat, _ subviews: [(String, View)]
) -> (root: View, views: [String: View]) {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.identifier = "root"
    var views: [String: View] = [:]
    for (name, view) in subviews { views[name] = addConstrainedView(view, to: root, name) }
    return (root, views)
}

/// Plain subviews named `names`.
private func plain(_ names: String...) -> [(String, View)] {
    names.map { ($0, View()) }
}

/// Pins the given parts of `view`'s frame in its superview with anchors.
private func pin(_ view: View, x: CGFloat? = nil, y: CGFloat? = nil, width: CGFloat? = nil, height: CGFloat? = nil) {
    let superview = view.superview!
    var constraints: [LayoutConstraint] = []
    if let x { constraints.append(view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: x)) }
    if let y { constraints.append(view.topAnchor.constraint(equalTo: superview.topAnchor, constant: y)) }
    if let width { constraints.append(view.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(view.heightAnchor.constraint(equalToConstant: height)) }
    LayoutConstraint.activate(constraints)
}

/// The error a format throws, or nil.
private func formatError(
    _ format: String, _ views: [String: LayoutItem], options: VisualFormatOptions = [],
    metrics: [String: CGFloat]? = nil
) -> VisualFormatError? {
    do {
        _ = try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        return nil
    } catch {
        return error
    }
}

private let standard = LayoutMetrics.systemSpacing

/// Apple's nine examples (Auto Layout Guide, "Visual Format Language"), each turned into its
/// constraints and laid out in an iPhone 8 window (root view 375 wide, side margins 16).
@Suite struct VisualFormatAppleExampleConstraintTests {
    @Test func standardSpace() throws {
        let (window, root) = makeWindow()
        let button = addConstrainedView(View(), to: root, "button")
        let textField = addConstrainedView(View(), to: root, "textField")
        let views = ["button": button, "textField": textField]
        #expect(try shapes("[button]-[textField]", views) == [relate(textField, .leading, button, .trailing, standard)])
        try activate(["[button]-[textField]"], views)
        pin(button, x: 20, y: 100, width: 60, height: 30)
        pin(textField, y: 100, width: 100, height: 30)
        window.layoutIfNeeded()
        expectFrame(textField.frame, 20 + 60 + standard, 100, 100, 30)
    }

    @Test func widthConstraint() throws {
        let (window, root) = makeWindow()
        let button = addConstrainedView(SizedView(30, 20), to: root, "button")
        let views = ["button": button]
        #expect(try shapes("[button(>=50)]", views) == [size(button, .width, .greaterThanOrEqual, 50)])
        try activate(["[button(>=50)]"], views)
        pin(button, x: 20, y: 100)
        window.layoutIfNeeded()
        // The required minimum beats hugging the intrinsic 30 at 250.
        expectFrame(button.frame, 20, 100, 50, 20)
    }

    @Test func connectionToSuperview() throws {
        let (window, root) = makeWindow()
        let purpleBox = addConstrainedView(View(), to: root, "purpleBox")
        let views = ["purpleBox": purpleBox]
        #expect(
            try shapes("|-50-[purpleBox]-50-|", views) == [
                relate(purpleBox, .leading, root, .leading, 50), relate(root, .trailing, purpleBox, .trailing, 50),
            ])
        try activate(["|-50-[purpleBox]-50-|"], views)
        pin(purpleBox, y: 100, height: 30)
        window.layoutIfNeeded()
        expectFrame(purpleBox.frame, 50, 100, 375 - 50 - 50, 30)
    }

    @Test func verticalLayout() throws {
        let (window, root) = makeWindow()
        let topField = addConstrainedView(View(), to: root, "topField")
        let bottomField = addConstrainedView(View(), to: root, "bottomField")
        let views = ["topField": topField, "bottomField": bottomField]
        #expect(
            try shapes("V:[topField]-10-[bottomField]", views) == [relate(bottomField, .top, topField, .bottom, 10)])
        try activate(["V:[topField]-10-[bottomField]"], views)
        pin(topField, x: 20, y: 100, width: 100, height: 30)
        pin(bottomField, x: 20, width: 100, height: 30)
        window.layoutIfNeeded()
        expectFrame(bottomField.frame, 20, 100 + 30 + 10, 100, 30)
    }

    @Test func flushViews() throws {
        let (window, root) = makeWindow()
        let maroonView = addConstrainedView(View(), to: root, "maroonView")
        let blueView = addConstrainedView(View(), to: root, "blueView")
        let views = ["maroonView": maroonView, "blueView": blueView]
        #expect(try shapes("[maroonView][blueView]", views) == [relate(blueView, .leading, maroonView, .trailing)])
        try activate(["[maroonView][blueView]"], views)
        pin(maroonView, x: 20, y: 100, width: 100, height: 30)
        pin(blueView, y: 100, width: 50, height: 30)
        window.layoutIfNeeded()
        expectFrame(blueView.frame, 120, 100, 50, 30)
    }

    @Test func priority() throws {
        let (window, root) = makeWindow()
        let button = addConstrainedView(SizedView(60, 20), to: root, "button")
        let views = ["button": button]
        #expect(try shapes("[button(100@20)]", views) == [size(button, .width, 100, priority: 20)])
        try activate(["[button(100@20)]"], views)
        pin(button, x: 20, y: 100)
        window.layoutIfNeeded()
        // Hugging the intrinsic 60 at 250 beats the width of 100 at 20.
        expectFrame(button.frame, 20, 100, 60, 20)
    }

    @Test func equalWidths() throws {
        let (window, root) = makeWindow()
        let button1 = addConstrainedView(View(), to: root, "button1")
        let button2 = addConstrainedView(View(), to: root, "button2")
        let views = ["button1": button1, "button2": button2]
        #expect(try shapes("[button1(==button2)]", views) == [relate(button1, .width, button2, .width)])
        try activate(["[button1(==button2)]"], views)
        pin(button1, x: 20, y: 100, height: 30)
        pin(button2, x: 20, y: 200, width: 80, height: 30)
        window.layoutIfNeeded()
        expectFrame(button1.frame, 20, 100, 80, 30)
    }

    @Test func multiplePredicates() throws {
        let (window, root) = makeWindow()
        let narrow = addConstrainedView(SizedView(50, 20), to: root, "narrow")
        let wide = addConstrainedView(SizedView(120, 20), to: root, "wide")
        for view in [narrow, wide] {
            let views = ["flexibleButton": view]
            #expect(
                try shapes("[flexibleButton(>=70,<=100)]", views) == [
                    size(view, .width, .greaterThanOrEqual, 70), size(view, .width, .lessThanOrEqual, 100),
                ])
            try activate(["[flexibleButton(>=70,<=100)]"], views)
        }
        pin(narrow, x: 20, y: 100)
        pin(wide, x: 20, y: 200)
        window.layoutIfNeeded()
        // Each intrinsic width is held to the range by required constraints.
        expectFrame(narrow.frame, 20, 100, 70, 20)
        expectFrame(wide.frame, 20, 200, 100, 20)
    }

    @Test func completeLine() throws {
        let (window, root) = makeWindow()
        let find = addConstrainedView(SizedView(40, 30), to: root, "find")
        let findNext = addConstrainedView(SizedView(70, 30), to: root, "findNext")
        let findField = addConstrainedView(View(), to: root, "findField")
        let views = ["find": find, "findNext": findNext, "findField": findField]
        let format = "|-[find]-[findNext]-[findField(>=20)]-|"
        #expect(
            try shapes(format, views) == [
                relate(find, .leading, root, .leadingMargin),
                relate(findNext, .leading, find, .trailing, standard),
                relate(findField, .leading, findNext, .trailing, standard),
                size(findField, .width, .greaterThanOrEqual, 20),
                relate(root, .trailingMargin, findField, .trailing),
            ])
        try activate([format], views)
        pin(find, y: 100)
        pin(findNext, y: 100)
        pin(findField, y: 100, height: 30)
        window.layoutIfNeeded()
        let margin = LayoutMetrics.compactSystemMinimumSideMargin
        expectFrame(find.frame, margin, 100, 40, 30)
        expectFrame(findNext.frame, margin + 40 + standard, 100, 70, 30)
        let fieldX = margin + 40 + standard + 70 + standard
        expectFrame(findField.frame, fieldX, 100, 375 - margin - fieldX, 30)
    }
}

/// What each part of a format makes, and in which order.
@Suite struct VisualFormatConstraintSemanticsTests {
    @Test func theStandardGapToTheSuperviewIsZeroToItsMargins() throws {
        let (root, views) = container(width: 200, height: 100, plain("v"))
        let v = views["v"]!
        #expect(
            try shapes("|-[v]-|", views) == [
                relate(v, .leading, root, .leadingMargin), relate(root, .trailingMargin, v, .trailing),
            ])
        #expect(
            try shapes("V:|-[v]-|", views) == [
                relate(v, .top, root, .topMargin), relate(root, .bottomMargin, v, .bottom),
            ])
    }

    @Test func explicitAndFlushGapsToTheSuperviewRunToItsEdges() throws {
        let (root, views) = container(width: 200, height: 100, plain("v"))
        let v = views["v"]!
        #expect(
            try shapes("|-0-[v]-(>=12@750)-|", views) == [
                relate(v, .leading, root, .leading, 0),
                relate(root, .trailing, .greaterThanOrEqual, v, .trailing, 12, priority: 750),
            ])
        #expect(try shapes("V:|[v]|", views) == [relate(v, .top, root, .top), relate(root, .bottom, v, .bottom)])
    }

    @Test func predicatesCarryRelationsPrioritiesAndMetrics() throws {
        let (_, views) = container(width: 200, height: 100, plain("a", "b"))
        let (a, b) = (views["a"]!, views["b"]!)
        let metrics: [String: CGFloat] = ["pad": 12, "high": 750, "wide": 64]
        #expect(
            try shapes("[a(wide@high)]-(>=pad,<=40@high)-[b(<=a@251)]", views, metrics: metrics) == [
                size(a, .width, 64, priority: 750),
                relate(b, .leading, .greaterThanOrEqual, a, .trailing, 12),
                relate(b, .leading, .lessThanOrEqual, a, .trailing, 40, priority: 750),
                relate(b, .width, .lessThanOrEqual, a, .width, priority: 251),
            ])
        // A negative gap, and a relation with a priority between single dashes.
        #expect(
            try shapes("V:[a]-(-4)-[b]->=2@300-[a]", views) == [
                relate(b, .top, a, .bottom, -4), relate(a, .top, .greaterThanOrEqual, b, .bottom, 2, priority: 300),
            ])
    }

    /// UIKit's order: each gap, then the size predicates of the view after it; alignments last.
    @Test func constraintsComeInReadingOrderWithAlignmentsLast() throws {
        let (root, views) = container(width: 200, height: 100, plain("a", "b"))
        let (a, b) = (views["a"]!, views["b"]!)
        #expect(
            try shapes("|-[a(>=20)]-[b(30)]-|", views, options: .alignAllCenterY) == [
                relate(a, .leading, root, .leadingMargin), size(a, .width, .greaterThanOrEqual, 20),
                relate(b, .leading, a, .trailing, standard), size(b, .width, 30),
                relate(root, .trailingMargin, b, .trailing), relate(a, .centerY, b, .centerY),
            ])
        // Without a leading `|`, the first view's predicates come first.
        #expect(
            try shapes("[a(20)]-[b]", views) == [size(a, .width, 20), relate(b, .leading, a, .trailing, standard)])
    }

    @Test func layoutGuidesStandAsViews() throws {
        let (window, root) = makeWindow()
        let v = addConstrainedView(View(), to: root, "v")
        let topGuide = root.viewController!.topLayoutGuide
        let views: [String: LayoutItem] = ["topLayoutGuide": topGuide, "v": v]
        #expect(try shapes("V:[topLayoutGuide]-0-[v]", views) == [relate(v, .top, topGuide, .bottom, 0)])
        try activate(["V:[topLayoutGuide]-0-[v]", "|[v]|", "V:[v(100)]"], views)
        window.layoutIfNeeded()
        // The guide ends at the iPhone 8's 20 pt status bar.
        expectFrame(v.frame, 0, window.screenSafeAreaInsets.top, 375, 100)
    }

    /// A guide's `|` is the view that owns it.
    @Test func aGuidesSuperviewIsItsOwningView() throws {
        let (root, _) = container(width: 200, height: 100, [])
        let spacer = LayoutGuide(identifier: "spacer")
        root.addLayoutGuide(spacer)
        #expect(
            try shapes("|-[spacer]-10-|", ["spacer": spacer]) == [
                relate(spacer, .leading, root, .leadingMargin), relate(root, .trailing, spacer, .trailing, 10),
            ])
    }
}

/// The format options: alignments, directions and baseline spacing.
@Suite struct VisualFormatOptionConstraintTests {
    @Test(arguments: [
        (VisualFormatOptions.alignAllTop, LayoutAttribute.top), (.alignAllBottom, .bottom),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllBaseline, .lastBaseline),
        (.alignAllFirstBaseline, .firstBaseline),
    ])
    func eachHorizontalAlignmentAlignsNeighbours(option: VisualFormatOptions, attribute: LayoutAttribute) throws {
        let (_, views) = container(width: 200, height: 100, plain("a", "b", "c"))
        let (a, b, c) = (views["a"]!, views["b"]!, views["c"]!)
        #expect(
            try shapes("[a]-[b][c]", views, options: option) == [
                relate(b, .leading, a, .trailing, standard), relate(c, .leading, b, .trailing),
                relate(a, attribute, b, attribute), relate(b, attribute, c, attribute),
            ])
    }

    @Test(arguments: [
        (VisualFormatOptions.alignAllLeft, LayoutAttribute.left), (.alignAllRight, .right),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
    ])
    func eachVerticalAlignmentAlignsNeighbours(option: VisualFormatOptions, attribute: LayoutAttribute) throws {
        let (_, views) = container(width: 200, height: 100, plain("a", "b"))
        let (a, b) = (views["a"]!, views["b"]!)
        #expect(
            try shapes("V:[a]-8-[b]", views, options: option) == [
                relate(b, .top, a, .bottom, 8), relate(a, attribute, b, attribute),
            ])
    }

    @Test func severalAlignmentsGoPairByPairInAttributeOrder() throws {
        let (_, views) = container(width: 200, height: 100, plain("a", "b", "c"))
        let (a, b, c) = (views["a"]!, views["b"]!, views["c"]!)
        #expect(
            try shapes("[a][b][c]", views, options: [.alignAllBottom, .alignAllTop]) == [
                relate(b, .leading, a, .trailing), relate(c, .leading, b, .trailing),
                relate(a, .top, b, .top), relate(a, .bottom, b, .bottom),
                relate(b, .top, c, .top), relate(b, .bottom, c, .bottom),
            ])
    }

    /// UIKit's spelling, `NSLayoutConstraint.FormatOptions`, names the same options: b, after
    /// a standard gap, takes a's top (30) although only a's is pinned.
    @Test func formatOptionsIsUIKitsSpelling() throws {
        let (root, views) = container(width: 200, height: 100, plain("a", "b"))
        let (a, b) = (views["a"]!, views["b"]!)
        let options: LayoutConstraint.FormatOptions = .alignAllTop
        #expect(options.rawValue == 8)  // UIKit's 1 << NSLayoutConstraint.Attribute.top (3)
        LayoutConstraint.activate(try LayoutConstraint.constraints(
            withVisualFormat: "|-[a(40)]-[b(60)]", options: options, metrics: nil, views: views))
        pin(a, y: 30, height: 20)
        pin(b, height: 20)
        root.layoutIfNeeded()
        expectFrame(a.frame, 8, 30, 40, 20)
        expectFrame(b.frame, 56, 30, 60, 20)
    }

    @Test func leftToRightUsesLeftAndRight() throws {
        let (root, views) = container(width: 200, height: 100, plain("a", "b"))
        let (a, b) = (views["a"]!, views["b"]!)
        let expected = [
            relate(a, .left, root, .leftMargin), relate(b, .left, a, .right, standard),
            relate(root, .right, b, .right, 10),
        ]
        #expect(try shapes("|-[a]-[b]-10-|", views, options: .directionLeftToRight) == expected)
        // UIKit reads both direction bits as left to right.
        #expect(try shapes("|-[a]-[b]-10-|", views, options: .directionMask) == expected)
    }

    /// Right to left, the first view named is the rightmost: each gap runs from the view
    /// after it in the format to the view before it, and alignments put the left view first.
    @Test func rightToLeftReadsTheFormatFromTheRight() throws {
        let (root, views) = container(width: 200, height: 100, plain("a", "b"))
        let (a, b) = (views["a"]!, views["b"]!)
        #expect(
            try shapes("|-[a(30)]-[b]-10-|", views, options: [.directionRightToLeft, .alignAllTop]) == [
                relate(root, .rightMargin, a, .right), size(a, .width, 30),
                relate(a, .left, b, .right, standard), relate(b, .left, root, .left, 10),
                relate(b, .top, a, .top),
            ])
        try activate(["|-[a(30)]-[b]-10-|"], views, options: .directionRightToLeft)
        try activate(["V:|[a(20)]", "V:|[b(20)]"], views)
        root.layoutIfNeeded()
        let margin = LayoutMetrics.defaultViewMargin
        expectFrame(a.frame, 200 - margin - 30, 0, 30, 20)
        expectFrame(b.frame, 10, 0, 200 - margin - 30 - standard - 10, 20)
    }

    /// The default direction relates leading and trailing, which the engine mirrors in a
    /// right-to-left window.
    @Test func leadingToTrailingFollowsTheWindowsDirection() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (window, root) = makeWindow(direction: direction)
            let a = addConstrainedView(View(), to: root, "a")
            let b = addConstrainedView(View(), to: root, "b")
            try activate(["|-[a(30)]-[b]-10-|", "V:|-100-[a(20)]", "V:|-100-[b(20)]"], ["a": a, "b": b])
            window.layoutIfNeeded()
            let margin = LayoutMetrics.compactSystemMinimumSideMargin
            let bWidth = 375 - margin - 30 - standard - 10
            if direction == .leftToRight {
                expectFrame(a.frame, margin, 100, 30, 20)
                expectFrame(b.frame, margin + 30 + standard, 100, bWidth, 20)
            } else {
                expectFrame(a.frame, 375 - margin - 30, 100, 30, 20)
                expectFrame(b.frame, 10, 100, bWidth, 20)
            }
        }
    }

    @Test func directionDoesNotApplyToVerticalFormats() throws {
        let (root, views) = container(width: 200, height: 100, plain("a", "b"))
        let (a, b) = (views["a"]!, views["b"]!)
        let expected = [
            relate(a, .top, root, .topMargin), relate(b, .top, a, .bottom, standard), relate(root, .bottom, b, .bottom),
        ]
        for direction in [VisualFormatOptions.directionLeftToRight, .directionRightToLeft] {
            #expect(try shapes("V:|-[a]-[b]|", views, options: direction) == expected)
        }
    }

    /// Baseline spacing measures gaps between views from baseline to baseline; the
    /// superview's edges stay top and bottom.
    @Test func baselineSpacingRelatesBaselines() throws {
        let (root, views) = container(width: 200, height: 200, plain("a", "b"))
        let (a, b) = (views["a"]!, views["b"]!)
        #expect(
            try shapes("V:|-[a]-[b]-20-|", views, options: .spacingBaselineToBaseline) == [
                relate(a, .firstBaseline, root, .topMargin), relate(b, .firstBaseline, a, .lastBaseline, standard),
                relate(root, .bottom, b, .lastBaseline, 20),
            ])
        #expect(
            try shapes("V:|-[a]-[b]-20-|", views, options: .spacingEdgeToEdge)
                == shapes("V:|-[a]-[b]-20-|", views))
        // A plain view's first baseline is its top edge and its last its bottom edge (as
        // UIKit documents for `forFirstBaselineLayout` and `forLastBaselineLayout`).
        try activate(["V:|-40-[a(20)]-[b(30)]"], views, options: .spacingBaselineToBaseline)
        try activate(["|[a]|", "|[b]|"], views)
        root.layoutIfNeeded()
        expectFrame(a.frame, 0, 40, 200, 20)
        expectFrame(b.frame, 0, 40 + 20 + standard, 200, 30)
    }
}

/// The published numeric cases of autolayout.js (research §4 T7) that are valid Apple VFL.
@Suite struct VisualFormatPublishedVectorTests {
    /// 200 × 100, in a plain superview whose default 8 pt margins put `|-` where
    /// autolayout.js's 8 pt standard spacing does: child (8, 0, 88, 100), child2 at x 104.
    @Test func equalWidthsBetweenStandardGaps() throws {
        let (root, views) = container(width: 200, height: 100, plain("child", "child2"))
        let (child, child2) = (views["child"]!, views["child2"]!)
        try activate(["|-[child(==child2)]-[child2]-|", "V:|[child(==child2)]|"], views)
        root.layoutIfNeeded()
        let margin = LayoutMetrics.defaultViewMargin
        #expect(margin == standard)
        let width = (200 - 2 * margin - standard) / 2
        expectFrame(child.frame, margin, 0, width, 100)
        expectFrame(child2.frame, margin + width + standard, child2.frame.minY, width, 100)
        // Nothing places child2 vertically: autolayout.js reports top 0; UIKit's is ambiguous.
        #expect(child2.hasAmbiguousLayout)
        #expect(!child.hasAmbiguousLayout)
    }

    @Test func headerAndContent() throws {
        let (root, views) = container(width: 300, height: 500, plain("header", "content"))
        try activate(["V:|[header(100)][content]|", "|[header]|", "|[content]|"], views)
        root.layoutIfNeeded()
        expectFrame(views["header"]!.frame, 0, 0, 300, 100)
        expectFrame(views["content"]!.frame, 0, 100, 300, 400)
    }

    /// autolayout.js's spacing 20, written as explicit gaps (UIKit's `-` is 8 between views).
    @Test func intrinsicWidthAndTheRest() throws {
        let (root, views) = container(
            width: 500, height: 100,
            [("view1", SizedView(100, View.noIntrinsicMetric) as View), ("view2", View())])
        try activate(["|-20-[view1]-20-[view2]-20-|", "V:|[view1]|", "V:|[view2]|"], views)
        root.layoutIfNeeded()
        expectFrame(views["view1"]!.frame, 20, 0, 100, 100)
        expectFrame(views["view2"]!.frame, 140, 0, 500 - 20 - 100 - 20 - 20, 100)
    }

    /// Two intrinsic widths of 100 with 20 pt gaps fit in 260: a container pinned only at its
    /// leading edge takes that width.
    @Test func fittingWidth() throws {
        let (root, outer) = container(width: 1000, height: 100, plain("container"))
        let box = outer["container"]!
        let inner = [("view1", SizedView(100, 50)), ("view2", SizedView(100, 50))]
        var views: [String: View] = [:]
        for (name, view) in inner { views[name] = addConstrainedView(view, to: box, name) }
        try activate(["|[container]", "V:|[container]|"], outer)
        try activate(["|-20-[view1]-20-[view2]-20-|", "V:|[view1]", "V:|[view2]"], views)
        root.layoutIfNeeded()
        expectFrame(box.frame, 0, 0, 20 + 100 + 20 + 100 + 20, 100)
    }

    /// The README's example; its `V:|[view1,view2]|` (not Apple syntax) is written as two formats.
    @Test func readmeExample() throws {
        let (root, views) = container(width: 400, height: 500, plain("view1", "view2"))
        try activate(["H:|[view1(==view2)]-10-[view2]|", "V:|[view1]|", "V:|[view2]|"], views)
        root.layoutIfNeeded()
        expectFrame(views["view1"]!.frame, 0, 0, 195, 500)
        expectFrame(views["view2"]!.frame, 205, 0, 195, 500)
    }

    /// Listing 13-3 of Apple's guide, `|-[myView]-|` with `.alignAllTop`, makes Listing 13-1's
    /// constraints: 0 pt to each margin (the alignment has no pair to align).
    @Test func listing13_3MatchesTheAnchorsOfListing13_1() throws {
        let (vflWindow, vflRoot) = makeWindow()
        let vflView = addConstrainedView(View(), to: vflRoot, "myView")
        let constraints = try shapes("|-[myView]-|", ["myView": vflView], options: .alignAllTop)
        #expect(
            constraints == [
                relate(vflView, .leading, vflRoot, .leadingMargin), relate(vflRoot, .trailingMargin, vflView, .trailing),
            ])
        try activate(["|-[myView]-|"], ["myView": vflView], options: .alignAllTop)

        let (anchorWindow, anchorRoot) = makeWindow()
        let anchorView = addConstrainedView(View(), to: anchorRoot, "myView")
        let margins = anchorRoot.layoutMarginsGuide
        LayoutConstraint.activate([
            anchorView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            anchorView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        for (view, root) in [(vflView, vflRoot), (anchorView, anchorRoot)] {
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 2),
            ])
        }
        vflWindow.layoutIfNeeded()
        anchorWindow.layoutIfNeeded()
        let width = 375 - 2 * LayoutMetrics.compactSystemMinimumSideMargin
        for view in [vflView, anchorView] {
            expectFrame(view.frame, LayoutMetrics.compactSystemMinimumSideMargin, 20, width, 2 * width)
        }
    }
}

/// The faults only the constraint builder can find, with UIKit's wording and caret.
@Suite struct VisualFormatBuilderErrorTests {
    /// UIKit's exception for `|` beside a view without a superview, as published: the caret
    /// goes after the view beside the leading `|`.
    @Test func aViewBesideTheLeadingBarNeedsASuperview() {
        let views = ["view": View()]
        #expect(
            formatError("|[view]|", views)?.description == """
                Unable to parse constraint format:
                Unable to interpret '|' character, because the related view doesn't have a superview
                |[view]|
                       ^
                """)
        let published = formatError("H:|-(>=50)-[view(100)]", views)
        #expect(published?.fault == .missingSuperview)
        #expect(published?.column == 23)
    }

    /// For a closing `|` UIKit looks once it has read the `|`.
    @Test func aViewBesideTheClosingBarNeedsASuperview() {
        let error = formatError("[a]-[b]-|", ["a": View(), "b": View()])
        #expect(error?.fault == .missingSuperview)
        #expect(error?.column == 10)
    }

    @Test func everyViewOfAFormatWithABarSharesItsSuperview() {
        let (root, views) = container(width: 200, height: 100, plain("a", "b"))
        let (other, _) = container(width: 200, height: 100, [])
        defer { withExtendedLifetime((root, other)) {} }  // superviews are weak references
        let c = addConstrainedView(View(), to: other, "c")
        var named: [String: LayoutItem] = views
        named["c"] = c
        #expect(
            formatError("|-[a]-[c]-[b]", named)?.description == """
                Unable to parse constraint format:
                Unable to interpret '|' character, because the related views don't have the same superview: \
                c is not in the superview of a
                |-[a]-[c]-[b]
                         ^
                """)
        // Beside a closing `|`, the view beside it sets the superview.
        let error = formatError("[c]-[a]-|", named)
        #expect(error?.fault == .differentSuperviews(name: "c", reference: "a"))
        #expect(error?.column == 4)
        // A view with no superview at all, away from the bars.
        named["d"] = View()
        let missing = formatError("|[a][d][b]|", named)
        #expect(missing?.fault == .missingSuperview)
        #expect(missing?.column == 8)
        // Without `|`, views in different superviews are fine (a gap between cousins).
        #expect(formatError("[a]-[c]", named) == nil)
    }

    @Test func anAlignmentAlongTheFormatsAxisStopsAtTheFirstPair() {
        let (_, views) = container(width: 200, height: 100, plain("a", "b", "c"))
        let error = formatError("|-[a]-[b]-[c]", views, options: .alignAllLeading)
        #expect(error?.fault == .invalidOptions(.alignmentAlongOrientation(.alignAllLeading, .horizontal)))
        #expect(
            error?.description == """
                Unable to parse constraint format:
                \(VisualFormatOptionsError.alignmentAlongOrientation(.alignAllLeading, .horizontal))
                |-[a]-[b]-[c]
                         ^
                """)
        #expect(formatError("[a]", views, options: .alignAllLeading) == nil)
    }

    @Test func baselineSpacingInAHorizontalFormatStopsAtTheFirstGap() {
        let (_, views) = container(width: 200, height: 100, plain("a", "b"))
        let fault = VisualFormatError.Fault.invalidOptions(.baselineSpacingInHorizontalFormat)
        for (format, column) in [("|-[a]-[b]", 6), ("[a]-[b]-|", 8), ("[a]-|", 6)] {
            let error = formatError(format, views, options: .spacingBaselineToBaseline)
            #expect(error?.fault == fault, "\(format)")
            #expect(error?.column == column, "\(format)")
        }
        #expect(
            formatError("|-[a]-[b]", views, options: .spacingBaselineToBaseline)?.description == """
                Unable to parse constraint format:
                spacingBaselineToBaseline cannot be used with a horizontal format (H:): baselines can only \
                space views from top to bottom
                |-[a]-[b]
                     ^
                """)
        // Both faults: UIKit meets the gap before the pair.
        let both = formatError("[a]-[b]", views, options: [.spacingBaselineToBaseline, .alignAllLeft])
        #expect(both?.fault == fault)
    }

    @Test func aMetricMustBeAFiniteNumber() {
        let (_, views) = container(width: 200, height: 100, plain("a", "b"))
        let infinite = formatError("[a]-gap-[b]", views, metrics: ["gap": .infinity])
        #expect(infinite?.fault == .nonFiniteMetric(name: "gap", value: .infinity))
        #expect(infinite?.column == 8)
        // NaN equals nothing, so the message stands for the fault.
        let notANumber = formatError("[a]-gap-[b]", views, metrics: ["gap": .nan])
        #expect(notANumber?.message == "Expected a finite number for the metric gap, found nan")
        #expect(notANumber?.column == 8)
        #expect(
            formatError("[a(w)]", views, metrics: ["w": -.infinity])?.description == """
                Unable to parse constraint format:
                Expected a finite number for the metric w, found -inf
                [a(w)]
                    ^
                """)
    }

    @Test func aMetricPriorityMustBeInRange() {
        let (_, views) = container(width: 200, height: 100, plain("a"))
        for value: CGFloat in [0, -1, 1000.5] {
            let error = formatError("[a(20@p)]", views, metrics: ["p": value])
            #expect(error?.fault == .invalidPriority(Double(value)))
            #expect(error?.column == 8)
        }
        #expect(
            formatError("[a(20@p)]", views, metrics: ["p": 1000.5])?.description == """
                Unable to parse constraint format:
                Expected a priority greater than 0 and at most 1000, found 1000.5
                [a(20@p)]
                       ^
                """)
        #expect(formatError("[a(20@p)]", views, metrics: ["p": 1000]) == nil)
    }

    /// The parser's faults come through unchanged, in Apple's wording.
    @Test func parserFaultsComeThrough() {
        let (_, views) = container(width: 200, height: 100, plain("whiteBox2"))
        #expect(
            formatError("|[whiteBox2][blackBox]", views)?.description == """
                Unable to parse constraint format:
                Unable to find view with name blackBox
                |[whiteBox2][blackBox]
                                     ^
                """)
        #expect(formatError("[whiteBox2]-gap-|", views, metrics: nil)?.fault == .unknownMetric(name: "gap"))
    }
}
