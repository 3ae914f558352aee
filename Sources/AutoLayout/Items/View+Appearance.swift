import Foundation

extension View {
    /// The tint the view draws with: its own, else its nearest ancestor's, else nil (the
    /// system's blue), as UIKit inherits `tintColor` down the hierarchy.
    ///
    /// - Complexity: O(depth) in the hierarchy.
    public var effectiveTintColor: ViewColor? {
        tintColor ?? superview?.effectiveTintColor
    }
}
