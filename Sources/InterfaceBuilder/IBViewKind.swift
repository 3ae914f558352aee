import AutoLayout
import Foundation

/// What a document's view tag becomes: one of the kinds the layout model has, a plain view
/// for the kinds that lay out as one (a map, a web view, a container), or a placeholder for a
/// kind the model lacks.
enum IBViewKind: Sendable, Equatable {
    case view, label, button, textField, imageView, switchControl, segmentedControl, stackView
    /// One of the kinds of scroll, table and the other controls the model has
    /// (``IBModelledKind``), by the document's tag and `style`.
    case modelled(IBModelledKind)
    /// A kind with no intrinsic size and no layout of its own: a plain view of that class.
    case plainView(className: String)
    /// A kind the layout model does not have: placed at its stored frame and reported.
    case unsupported(className: String)

    /// The kind of a view element.
    init(_ element: IBElement) {
        switch element.tag {
        case "view", "tableViewCellContentView", "collectionViewCellContentView", "collectionReusableView":
            self = .view
        case "label": self = .label
        case "button": self = .button
        case "textField": self = .textField
        case "imageView": self = .imageView
        case "switch": self = .switchControl
        case "segmentedControl": self = .segmentedControl
        case "stackView": self = .stackView
        default:
            if let kind = IBModelledKind(element) {
                self = .modelled(kind)
            } else if let className = IBViewKind.plainClasses[element.tag] {
                self = .plainView(className: className)
            } else {
                self = .unsupported(className: IBViewKind.unsupportedClasses[element.tag] ?? "<\(element.tag)>")
            }
        }
    }

    /// Whether an element of a document's `<objects>` or `<subviews>` is a view.
    static func isView(_ element: IBElement) -> Bool {
        element.child("rect", key: "frame") != nil || isViewTag(element.tag)
    }

    /// Whether `tag` is that of a view's class, whatever the element holds.
    static func isViewTag(_ tag: String) -> Bool {
        ["view", "label", "button", "textField", "imageView", "switch", "segmentedControl", "stackView"].contains(tag)
            || plainClasses[tag] != nil || unsupportedClasses[tag] != nil || IBModelledKind.classes[tag] != nil
    }

    /// The UIKit class the kind stands for.
    var className: String {
        switch self {
        case .view: "UIView"
        case .label: "UILabel"
        case .button: "UIButton"
        case .textField: "UITextField"
        case .imageView: "UIImageView"
        case .switchControl: "UISwitch"
        case .segmentedControl: "UISegmentedControl"
        case .stackView: "UIStackView"
        case .modelled(let kind): kind.className
        case .plainView(let className), .unsupported(let className): className
        }
    }

    /// A new view of the kind, at `frame`.
    func makeView(frame: CGRect) -> View {
        switch self {
        case .view, .plainView, .unsupported: View(frame: frame)
        case .label: Label(frame: frame)
        case .button: Button(frame: frame)
        case .textField: TextField(frame: frame)
        case .imageView: ImageView(frame: frame)
        case .switchControl: Switch(frame: frame)
        case .segmentedControl: SegmentedControl(frame: frame)
        case .stackView: StackView.withFrame(frame)
        case .modelled(let kind): kind.makeView(frame: frame)
        }
    }

    /// Tags of views that lay out as plain views: no intrinsic size, no arrangement.
    private static let plainClasses: [String: String] = [
        "mapView": "MKMapView", "wkWebView": "WKWebView", "webView": "UIWebView",
        "glkView": "GLKView", "sceneKitView": "SCNView", "arscnView": "ARSCNView", "arskView": "ARSKView",
        "mtkView": "MTKView", "skView": "SKView",
    ]

    /// Tags of views the layout model does not have yet, with their UIKit classes.
    private static let unsupportedClasses: [String: String] = [
        "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
    ]
}

extension StackView {
    /// A stack with no arranged subviews placed at `frame`.
    fileprivate static func withFrame(_ frame: CGRect) -> StackView {
        let stack = StackView()
        stack.frame = frame
        return stack
    }
}
