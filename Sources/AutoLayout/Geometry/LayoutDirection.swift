/// The direction in which leading and trailing run: UIKit's `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}

/// Which way a rectangle's axis runs: UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical
}
