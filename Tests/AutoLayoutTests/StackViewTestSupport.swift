@testable import AutoLayout
import Foundation
import Testing

/// A plain view whose intrinsic content size is set by the test (hugging 250, compression
/// resistance 750, as any `UIView`).
final class SizedView: View {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat, _ identifier: String? = nil) {
        size = CGSize(width: width, height: height)
        super.init()
        self.identifier = identifier
    }

    override var intrinsicContentSize: CGSize { size }
}

/// The arranged views of the published stack-view vectors (T5, kean's "Let's Build
/// UIStackView"): intrinsic 160 × 200, 80 × 100 and 40 × 50.
func makeT5Views() -> [SizedView] {
    [SizedView(160, 200, "v0"), SizedView(80, 100, "v1"), SizedView(40, 50, "v2")]
}

/// A 1000 × 1000 window with no safe area and a root view, holding `stack` with its top-left
/// corner pinned 100 pt in from the root's and its size left to the stack.
@discardableResult
func placeStack(_ stack: StackView) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let controller = ViewController()
    window.rootViewController = controller
    let root = controller.view
    _ = addConstrainedView(stack, to: root, stack.identifier ?? "stack")
    LayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    return window
}

/// One generated constraint as a UIKit log shows it: `'identifier' first.attribute REL
/// second.attribute × multiplier + constant @priority`, written here so that the tests do not
/// depend on the dump format.
struct GeneratedConstraint: Hashable, CustomStringConvertible {
    let identifier: String
    let relation: LayoutRelation
    let priority: Float
    let description: String

    init(_ constraint: LayoutConstraint) {
        identifier = constraint.identifier ?? ""
        relation = constraint.relation
        priority = constraint.priority.rawValue
        var text = "'\(identifier)' \(GeneratedConstraint.name(constraint.firstItem)).\(constraint.firstAttribute) \(relation) "
        if let second = constraint.secondItem {
            text += "\(GeneratedConstraint.name(second)).\(constraint.secondAttribute)"
            if constraint.multiplier != 1 { text += " × \(GeneratedConstraint.number(constraint.multiplier))" }
            if constraint.constant != 0 { text += " + \(GeneratedConstraint.number(constraint.constant))" }
        } else {
            text += GeneratedConstraint.number(constraint.constant)
        }
        if priority < 1000 { text += " @\(GeneratedConstraint.number(CGFloat(priority)))" }
        description = text
    }

    private static func name(_ item: LayoutItem?) -> String {
        switch item {
        case let view as View: view.identifier ?? view.logName
        case let guide as LayoutGuide: guide.identifier
        default: "nil"
        }
    }

    static func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
}

extension StackView {
    /// The constraints the stack generated at its last layout, in the order it made them.
    var generatedConstraints: [GeneratedConstraint] {
        systemItems.generated.entries.map(\.constraint).filter { $0.identifier?.hasPrefix("UISV-") ?? false }
            .map(GeneratedConstraint.init)
    }

    /// The descriptions of ``generatedConstraints``, sorted, to compare with a UIKit log.
    var generatedDescriptions: [String] { generatedConstraints.map(\.description).sorted() }
}

/// Expects each frame of `views` to equal the matching (x, y, width, height), to 1/1000 pt.
func expectFrames(_ views: [View], _ expected: [(CGFloat, CGFloat, CGFloat, CGFloat)],
                  sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(views.count == expected.count, sourceLocation: sourceLocation)
    for (view, frame) in zip(views, expected) {
        expectFrame(view.frame, frame.0, frame.1, frame.2, frame.3, sourceLocation: sourceLocation)
    }
}
