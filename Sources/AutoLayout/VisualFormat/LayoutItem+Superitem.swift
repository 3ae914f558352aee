extension LayoutItem {
    /// The view `|` stands for beside the item in a visual format (UIKit's `nsli_superitem`):
    /// a view's superview, or the view that owns a guide, so that a guide named in a format,
    /// such as `topLayoutGuide`, sits among its owning view's subviews.
    var superitem: View? {
        switch self {
        case let view as View: view.superview
        case let guide as LayoutGuide: guide.owningView
        default: nil
        }
    }
}
