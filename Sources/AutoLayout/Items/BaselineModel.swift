import Foundation

/// Where a baseline sits in a view: `top + heightFraction × height + offset`.
///
/// It is linear in the view's top and height, so baselines take part in constraints like any
/// other attribute. A label centres its text vertically, so its baseline is
/// `centerY + (ascent from the text's top − text height / 2)`: a height fraction of 0.5.
struct BaselineModel: Equatable {
    var heightFraction: CGFloat
    var offset: CGFloat
}
