import Cassowary
import Foundation

/// Something constraints can position: a ``View`` or a ``LayoutGuide`` (what UIKit's
/// `NSLayoutConstraint` accepts as an item).
public protocol LayoutItem: AnyObject, CustomStringConvertible {
    /// The view in whose hierarchy the item lives: a view itself, a guide's owning view.
    var hierarchyView: View? { get }
    /// The solver's view of the item; opaque outside the module.
    var layoutStorage: LayoutItemStorage { get }
}

/// The four solver variables of a layout item, and the names used in logs.
///
/// The variables are the item's alignment rectangle in *window* coordinates (bounds origins
/// ignored, as UIKit's engine ignores them: that is how content pinned to a scroll view's
/// edges scrolls). Every constraint UIKit accepts is invariant under translation (Apple's
/// rules forbid constant positions and multipliers on positions), so absolute variables give
/// the same frames as UIKit's per-superview ones and keep every expression short.
public final class LayoutItemStorage {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    /// A sequence number fixed at creation, for deterministic ordering and default names.
    let serial: Int

    init(kindName: String) {
        serial = LayoutItemStorage.nextSerial()
        minX = Variable("\(kindName)#\(serial).minX")
        minY = Variable("\(kindName)#\(serial).minY")
        width = Variable("\(kindName)#\(serial).width")
        height = Variable("\(kindName)#\(serial).height")
    }

    private nonisolated(unsafe) static var counter = 0
    private static let lock = NSLock()

    private static func nextSerial() -> Int {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        return counter
    }
}

extension LayoutItem {
    /// The item's x-axis anchor for `attribute` (left, right, leading, trailing, centerX or a margin form).
    func xAnchor(_ attribute: LayoutAttribute) -> LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: attribute) }
    /// The item's y-axis anchor for `attribute` (top, bottom, centerY, baselines or a margin form).
    func yAnchor(_ attribute: LayoutAttribute) -> LayoutYAxisAnchor { LayoutAnchor(item: self, attribute: attribute) }
    /// The item's dimension anchor for `attribute` (width or height).
    func dimension(_ attribute: LayoutAttribute) -> LayoutDimension { LayoutAnchor(item: self, attribute: attribute) }

    public var leadingAnchor: LayoutXAxisAnchor { xAnchor(.leading) }
    public var trailingAnchor: LayoutXAxisAnchor { xAnchor(.trailing) }
    public var leftAnchor: LayoutXAxisAnchor { xAnchor(.left) }
    public var rightAnchor: LayoutXAxisAnchor { xAnchor(.right) }
    public var centerXAnchor: LayoutXAxisAnchor { xAnchor(.centerX) }
    public var topAnchor: LayoutYAxisAnchor { yAnchor(.top) }
    public var bottomAnchor: LayoutYAxisAnchor { yAnchor(.bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { yAnchor(.centerY) }
    public var widthAnchor: LayoutDimension { dimension(.width) }
    public var heightAnchor: LayoutDimension { dimension(.height) }
}
