import AutoLayout
import Foundation

/// Numbers read from a document's attributes, each checked where it enters: finite, and
/// within the range layout accepts (the same ±100 000 points a spec accepts), so that no
/// number from a file can overflow a drawing or stall the solver.
enum IBNumber {
    /// The largest length, position or constant, either way.
    static let lengthLimit: Double = 100_000

    /// The number attribute `name` of `element`, or nil when it is absent.
    ///
    /// - Throws: ``IBError`` at the element when the text is not a number or is out of
    ///   `range`, naming the attribute, what was found and what is accepted.
    static func value(_ element: IBElement, _ name: String, source: IBSource,
                      in range: ClosedRange<Double> = -lengthLimit ... lengthLimit) throws(IBError) -> Double? {
        guard let text = element[name] else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw source.error(at: element, "\(name)=\"\(text.prefix(40))\" is not a number; expected a decimal number as \(name)=\"8\"")
        }
        guard range.contains(value) else {
            throw source.error(at: element, "\(name)=\"\(text.prefix(40))\" is out of range; expected a number from "
                + "\(format(range.lowerBound)) to \(format(range.upperBound))")
        }
        return value
    }

    /// A length attribute as a `CGFloat`, or `defaultValue` when absent.
    static func length(_ element: IBElement, _ name: String, source: IBSource, default defaultValue: CGFloat = 0) throws(IBError) -> CGFloat {
        try value(element, name, source: source).map { CGFloat($0) } ?? defaultValue
    }

    /// `<size width= height=>` or `<image width= height=>`: a size, or nil without both.
    static func size(_ element: IBElement, source: IBSource) throws(IBError) -> CGSize? {
        guard let width = try value(element, "width", source: source, in: 0 ... lengthLimit),
              let height = try value(element, "height", source: source, in: 0 ... lengthLimit) else { return nil }
        return CGSize(width: width, height: height)
    }

    /// `<size key="intrinsicContentSize">` of a `<designable>`: the size Interface Builder
    /// measured, where an axis of -1 is UIKit's `UIViewNoIntrinsicMetric`, no size on that
    /// axis (a custom slider measures only its height).
    static func intrinsicSize(_ element: IBElement, source: IBSource) throws(IBError) -> CGSize? {
        func axis(_ name: String) throws(IBError) -> CGFloat? {
            if let text = element[name], Double(text) == -1 { return View.noIntrinsicMetric }
            return try value(element, name, source: source, in: 0 ... lengthLimit).map { CGFloat($0) }
        }
        guard let width = try axis("width"), let height = try axis("height") else { return nil }
        return CGSize(width: width, height: height)
    }

    /// `<rect x= y= width= height=>`, missing parts as 0.
    static func rect(_ element: IBElement, source: IBSource) throws(IBError) -> CGRect {
        CGRect(x: try length(element, "x", source: source), y: try length(element, "y", source: source),
               width: try value(element, "width", source: source, in: 0 ... lengthLimit) ?? 0,
               height: try value(element, "height", source: source, in: 0 ... lengthLimit) ?? 0)
    }

    /// A priority attribute (1 to 1000), or nil when absent.
    static func priority(_ element: IBElement, _ name: String, source: IBSource) throws(IBError) -> Float? {
        try value(element, name, source: source, in: 1 ... 1000).map { Float($0) }
    }

    /// `12`, `0.5`, `-1e+06` as the range in a message shows them.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
