import Foundation

extension LayoutEngine {
    /// Regenerates, for every view, the constraints UIKit makes itself: a root's size and
    /// position, the autoresizing mask's, content size (hugging and compression resistance)
    /// and the system guides'.
    func generateSystemConstraints(_ views: [View]) {
        for view in views {
            view.systemItems.generated.beginPass()
            if view.superview == nil || view.viewController != nil && view.superview is Window {
                generateEncapsulation(view)
            } else if view.translatesAutoresizingMaskIntoConstraints {
                generateAutoresizing(view)
            }
            generateContentSize(view)
            for guide in view.systemItems.guides { generate(guide, of: view) }
            view.generateArrangement()
            view.systemItems.generated.endPass()
        }
    }

    /// A root's frame, fixed ('UIView-Encapsulated-Layout-…'): a top-level view at the origin
    /// with its own size; a view controller's root view filling the window.
    private func generateEncapsulation(_ view: View) {
        let container = view.superview
        let size = container?.alignmentFrame.size ?? view.alignmentFrame.size
        for (attribute, constant, name) in [
            (LayoutAttribute.left, 0, "Left"), (.top, 0, "Top"),
            (.width, size.width, "Width"), (.height, size.height, "Height"),
        ] as [(LayoutAttribute, CGFloat, String)] {
            view.systemItems.generated.require(.encapsulated(attribute), constant: constant) {
                let constraint = LayoutConstraint(
                    firstItem: view, firstAttribute: attribute, relation: .equal,
                    secondItem: nil, secondAttribute: .notAnAttribute, multiplier: 0, constant: constant)
                constraint.origin = attribute.kind == .dimension ? .system : .autoresizingMask([.flexibleWidth, .flexibleHeight])
                constraint.identifier = "UIView-Encapsulated-Layout-\(name)"
                constraint.coordinateSpace = attribute.kind == .dimension ? nil : container
                return constraint
            }
        }
    }

    /// The constraints of the springs-and-struts rule (`NSAutoresizingMaskLayoutConstraint`).
    ///
    /// On each axis the view has three parts, margin, size, margin; the mask says which are
    /// flexible (with none, the far margin is). When the superview grows by Δ, each flexible
    /// part grows by Δ times its share of the flexible parts' total length, and the frame
    /// given by hand, against the superview size it was given in, is reproduced exactly.
    /// The resulting position and size are linear in the superview's size, so each is one
    /// constraint: `view.minX == k × superview.width + c`, `view.width == k' × superview.width + c'`.
    private func generateAutoresizing(_ view: View) {
        guard let superview = view.superview else { return }
        let reference = view.autoresizingReference ?? (view.alignmentFrame, superview.alignmentFrame.size)
        let mask = view.autoresizingMask
        let horizontal = AutoresizingAxis(
            start: reference.frame.minX, length: reference.frame.width, container: reference.superviewSize.width,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = AutoresizingAxis(
            start: reference.frame.minY, length: reference.frame.height, container: reference.superviewSize.height,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        for (axis, values) in [(LayoutAxis.horizontal, horizontal), (.vertical, vertical)] {
            let position: LayoutAttribute = axis == .horizontal ? .left : .top
            let size: LayoutAttribute = axis == .horizontal ? .width : .height
            for (attribute, share, base) in [(position, values.startShare, values.start), (size, values.lengthShare, values.length)] {
                let constant = base - share * values.container
                view.systemItems.generated.require(.autoresizing(attribute), constant: constant) {
                    let constraint = LayoutConstraint(
                        firstItem: view, firstAttribute: attribute, relation: .equal,
                        secondItem: share == 0 ? nil : superview, secondAttribute: share == 0 ? .notAnAttribute : size,
                        multiplier: share, constant: constant)
                    constraint.origin = .autoresizingMask(mask)
                    constraint.coordinateSpace = attribute == position ? superview : nil
                    return constraint
                }
            }
        }
    }

    /// Hugging (`size <= intrinsic @ hugging`) and compression resistance (`size >= intrinsic
    /// @ resistance`) on each axis that has an intrinsic size (`NSContentSizeLayoutConstraint`).
    ///
    /// A hidden arranged subview of a stack view that fills across its axis resists no
    /// compression across it: aligned with the others, it does not widen the stack
    /// (docs/stack-views.md).
    private func generateContentSize(_ view: View) {
        let intrinsic = view.fixedIntrinsicContentSize ?? view.intrinsicContentSize(forWidth: view.wrappingWidth)
        let filledAxis = view.hiddenInFillingStackCrossAxis
        for (axis, value) in [(LayoutAxis.horizontal, intrinsic.width), (.vertical, intrinsic.height)] where value != View.noIntrinsicMetric {
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            for (hugging, relation, priority) in [
                (true, LayoutRelation.lessThanOrEqual, view.contentHuggingPriority(for: axis)),
                (false, .greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis)),
            ] where hugging || axis != filledAxis {
                view.systemItems.generated.require(.contentSize(axis, hugging: hugging), constant: value, priority: priority) {
                    let constraint = LayoutConstraint(
                        firstItem: view, firstAttribute: attribute, relation: relation,
                        secondItem: nil, secondAttribute: .notAnAttribute, multiplier: 0, constant: value)
                    constraint.origin = .contentSize
                    return constraint
                }
            }
        }
    }

    /// The constraints that place a system guide in its view.
    private func generate(_ guide: LayoutGuide, of view: View) {
        switch guide.role {
        case .layoutMargins:
            // A scroll view's margins are in its content; its safe area is in its visible frame.
            let area: LayoutItem = (view as? ScrollView)?.contentLayoutGuide ?? view
            pin(guide, to: area, insets: view.systemItems.effectiveMargins, name: { "UIView-\($0)Margin-guide-constraint" })
        case .safeArea:
            let area: LayoutItem = (view as? ScrollView)?.frameLayoutGuide ?? view
            pin(guide, to: area, insets: view.safeAreaInsets, name: { "UIViewSafeAreaLayoutGuide-\($0)" })
        case .readableContent:
            let margins = view.layoutMarginsGuide, insets = view.systemItems.effectiveMargins
            let available = max(view.alignmentFrame.width - insets.left - insets.right, 0)
            let side = (available - min(available, LayoutMetrics.readableWidth)) / 2
            pin(guide, to: margins, insets: EdgeInsets(top: 0, left: side, bottom: 0, right: side),
                name: { "UIViewReadableContentGuide-\($0)" })
        case .topLayoutGuide, .bottomLayoutGuide:
            let isTop = guide.role == .topLayoutGuide
            let edge: LayoutAttribute = isTop ? .top : .bottom
            let length = isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
            relate(guide, edge, to: view, edge, constant: 0, name: "_UILayoutSupportConstraint")
            relate(guide, .left, to: view, .left, constant: 0, name: "_UILayoutSupportConstraint")
            relate(guide, .right, to: view, .right, constant: 0, name: "_UILayoutSupportConstraint")
            requireHeight(of: guide, length, name: "_UILayoutSupportConstraint")
        case .keyboard:
            relate(guide, .left, to: view, .left, constant: 0, name: "UIKeyboardLayoutGuide-left")
            relate(guide, .right, to: view, .right, constant: 0, name: "UIKeyboardLayoutGuide-right")
            relate(guide, .bottom, to: view, .bottom, constant: 0, name: "UIKeyboardLayoutGuide-bottom")
            let length = keyboardLength(in: view)
            requireHeight(of: guide, length, name: "UIKeyboardLayoutGuide-height")
        case .contentLayout, .frameLayout:
            if let scrollView = view as? ScrollView { generateScrollGuide(guide, of: scrollView) }
        case .custom, .stackArrangement:
            break
        }
    }

    /// How much of the view's bottom the keyboard covers, from the last pass's frames: the
    /// part below the keyboard's top edge while the window shows one, else the view's bottom
    /// safe-area inset (where `keyboardLayoutGuide` rests while the keyboard is down).
    /// The system's constraint that makes `guide` `length` high (a layout support guide's, the
    /// keyboard guide's), kept and updated across passes.
    private func requireHeight(of guide: LayoutGuide, _ length: CGFloat, name: String) {
        guide.owningView?.systemItems.generated.require(.guide(guide.role, .height), constant: length) {
            let constraint = LayoutConstraint(
                firstItem: guide, firstAttribute: .height, relation: .equal,
                secondItem: nil, secondAttribute: .notAnAttribute, multiplier: 0, constant: length)
            constraint.origin = .system
            constraint.identifier = name
            return constraint
        }
    }

    private func keyboardLength(in view: View) -> CGFloat {
        guard let window = view.window, let height = window.keyboardHeight else { return view.safeAreaInsets.bottom }
        let keyboardTop = window.alignmentFrame.height - height
        return max(view.engineOrigin.y + view.alignmentFrame.height - keyboardTop, 0)
    }

    /// Pins the guide's four edges inside `item` by `insets`.
    func pin(_ guide: LayoutGuide, to item: LayoutItem, insets: EdgeInsets, name: (String) -> String) {
        relate(guide, .left, to: item, .left, constant: insets.left, name: name("left"))
        relate(guide, .right, to: item, .right, constant: -insets.right, name: name("right"))
        relate(guide, .top, to: item, .top, constant: insets.top, name: name("top"))
        relate(guide, .bottom, to: item, .bottom, constant: -insets.bottom, name: name("bottom"))
    }

    /// The generated constraint `guide.attribute == item.other + constant`.
    func relate(_ guide: LayoutGuide, _ attribute: LayoutAttribute, to item: LayoutItem,
                        _ other: LayoutAttribute, constant: CGFloat, name: String) {
        guide.owningView?.systemItems.generated.require(.guide(guide.role, attribute), constant: constant) {
            let constraint = LayoutConstraint(
                firstItem: guide, firstAttribute: attribute, relation: .equal,
                secondItem: item, secondAttribute: other, multiplier: 1, constant: constant)
            constraint.origin = .system
            constraint.identifier = name
            return constraint
        }
    }
}

/// One axis of the springs-and-struts rule: where the view starts, how long it is, how long
/// its superview was, and which of margin, size and margin are flexible.
struct AutoresizingAxis {
    let start: CGFloat
    let length: CGFloat
    let container: CGFloat
    /// The share of a change in the superview's length that moves the start.
    let startShare: CGFloat
    /// The share that goes to the length.
    let lengthShare: CGFloat

    init(start: CGFloat, length: CGFloat, container: CGFloat, flexible: (start: Bool, length: Bool, end: Bool)) {
        self.start = start
        self.length = length
        self.container = container
        let end = container - start - length
        let far = flexible.2 || !flexible.0 && !flexible.1
        let parts = [(flexible.0, start), (flexible.1, length), (far, end)]
        let flexibleParts = parts.filter(\.0)
        let total = flexibleParts.reduce(0) { $0 + max($1.1, 0) }
        func share(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? max(parts[index].1, 0) / total : 1 / CGFloat(flexibleParts.count)
        }
        startShare = share(0)
        lengthShare = share(1)
    }
}
