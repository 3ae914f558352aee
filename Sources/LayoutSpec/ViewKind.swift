import AutoLayout
import Foundation

/// What a spec's `kind:` makes: a plain view, one of UIKit's controls, a stack view, or a
/// layout guide.
enum ViewKind: String, CaseIterable, Sendable {
    case view, label, button, textField, imageView
    case `switch`
    case segmentedControl, stack, guide
    case textView, slider, stepper, colorWell, progressView, activityIndicatorView, pageControl, searchBar
    case datePicker, pickerView, visualEffectView, containerView, navigationBar, toolbar, tabBar
    case scrollView, tableView, tableViewCell, collectionView, collectionViewCell

    /// A new view of the kind `spec` describes, at its frame; nil for a guide, which is not a
    /// view.
    static func makeView(for spec: ViewSpec, frame: CGRect) -> View? {
        switch spec.kindSpec {
        case .table(let table): return TableView(style: table.style, frame: frame)
        case .cell(let cell): return TableViewCell(style: cell.style, frame: frame)
        case .none, .collection: return spec.kind.makeView(frame: frame)
        }
    }

    /// A new view of this kind with `frame`; nil for a guide, which is not a view.
    private func makeView(frame: CGRect) -> View? {
        switch self {
        case .view: View(frame: frame)
        case .label: Label(frame: frame)
        case .button: Button(frame: frame)
        case .textField: TextField(frame: frame)
        case .imageView: ImageView(frame: frame)
        case .switch: Switch(frame: frame)
        case .segmentedControl: SegmentedControl(frame: frame)
        case .stack: StackView.framed(frame)
        case .guide: nil
        case .textView: TextView(frame: frame)
        case .slider: Slider(frame: frame)
        case .stepper: Stepper(frame: frame)
        case .colorWell: ColorWell(frame: frame)
        case .progressView: ProgressView(frame: frame)
        case .activityIndicatorView: ActivityIndicatorView(frame: frame)
        case .pageControl: PageControl(frame: frame)
        case .searchBar: SearchBar(frame: frame)
        case .datePicker: DatePicker(frame: frame)
        case .pickerView: PickerView(frame: frame)
        case .visualEffectView: VisualEffectView(frame: frame)
        case .containerView: ContainerView(frame: frame)
        case .navigationBar: NavigationBar(frame: frame)
        case .toolbar: Toolbar(frame: frame)
        case .tabBar: TabBar(frame: frame)
        case .scrollView: ScrollView(frame: frame)
        case .tableView: TableView(frame: frame)
        case .tableViewCell: TableViewCell(frame: frame)
        case .collectionView: CollectionView(frame: frame)
        case .collectionViewCell: CollectionViewCell(frame: frame)
        }
    }

    /// "a label", "a stack", for messages.
    var withArticle: String {
        switch self {
        case .imageView, .activityIndicatorView: "an \(rawValue)"
        default: "a \(rawValue)"
        }
    }
}

extension StackView {
    /// A stack view placed at `frame` (UIKit's `initWithFrame:`; ours starts from no frame).
    fileprivate static func framed(_ frame: CGRect) -> StackView {
        let stack = StackView()
        stack.frame = frame
        return stack
    }
}
