import Foundation

/// The attributes a stack view names along one axis: horizontally leading, trailing, centerX
/// and width (a stack follows the layout direction), vertically top, bottom, centerY and height.
extension LayoutAxis {
    /// The axis across this one.
    var crossing: LayoutAxis { self == .horizontal ? .vertical : .horizontal }

    /// The edge where the axis starts: leading or top.
    var startEdge: LayoutAttribute { self == .horizontal ? .leading : .top }

    /// The edge where the axis ends: trailing or bottom.
    var endEdge: LayoutAttribute { self == .horizontal ? .trailing : .bottom }

    var center: LayoutAttribute { self == .horizontal ? .centerX : .centerY }

    var dimension: LayoutAttribute { self == .horizontal ? .width : .height }

    /// The length of `size` along the axis.
    func length(of size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }
}
