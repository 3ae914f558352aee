import Foundation

extension StackView {
    /// How a stack view shares its length along the axis among its arranged subviews:
    /// UIKit's `UIStackView.Distribution`, with its raw values.
    ///
    /// Every distribution pins the first and last visible arranged subviews to the stack's
    /// edges; all but ``fillEqually`` keep the subviews at their intrinsic length when the
    /// stack's length allows.
    public enum Distribution: Int, Hashable, Sendable, CaseIterable {
        /// The subviews, separated by the spacing exactly, fill the stack; the one with the
        /// lowest hugging (when too long) or compression resistance (when too short) gives,
        /// and with equal priorities the arrangement order decides.
        case fill = 0
        /// Every subview gets the same length: the largest intrinsic length when it fits.
        case fillEqually = 1
        /// The subviews' lengths keep the proportions of their intrinsic lengths.
        case fillProportionally = 2
        /// The space left over is shared equally among the gaps, each at least the spacing.
        case equalSpacing = 3
        /// The subviews' centres are equally far apart, their edges at least the spacing apart.
        case equalCentering = 4

        /// Whether the spacing is a minimum (the equal-spacing distributions, whose gaps are
        /// spacer guides of their own) rather than exact.
        var hasGapGuides: Bool { self == .equalSpacing || self == .equalCentering }

        /// The distributions by the names UIKit's Swift API, specs and Interface Builder
        /// documents give them.
        public static let names: [(String, Distribution)] = [
            ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
            ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
        ]
    }
}
