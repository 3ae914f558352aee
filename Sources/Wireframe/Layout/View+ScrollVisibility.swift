import AutoLayout
import Foundation

extension View {
    /// The part of the window the view shows through when it is inside scroll views: the
    /// intersection of their frames in the window; nil outside any scroll view.
    ///
    /// - Complexity: O(depth) in the hierarchy.
    var scrollVisibleRect: CGRect? {
        var visible: CGRect?
        var ancestor = superview
        while let view = ancestor {
            if view is ScrollView {
                let frame = view.windowFrame
                visible = visible.map { $0.intersection(frame) } ?? frame
            }
            ancestor = view.superview
        }
        return visible.map { $0.isNull ? .zero : $0 }
    }
}
