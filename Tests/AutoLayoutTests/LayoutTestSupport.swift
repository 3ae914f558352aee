import AutoLayout
import Foundation
import Testing

/// A window for a catalog device with a root view controller, ready for views.
func makeWindow(_ device: String = "iphone-8", orientation: Orientation = .portrait,
                direction: LayoutDirection = .leftToRight) -> (Window, View) {
    let window = Window(device: DeviceCatalog.device(named: device)!, orientation: orientation, layoutDirection: direction)
    let controller = ViewController()
    window.rootViewController = controller
    return (window, controller.view)
}

/// A view laid out by constraints, added to `superview`.
func addConstrainedView<V: View>(_ view: V, to superview: View, _ identifier: String) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    view.identifier = identifier
    superview.addSubview(view)
    return view
}

/// Expects `frame` to equal (x, y, width, height) to within 1/1000 pt.
func expectFrame(_ frame: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let expected = [x, y, width, height], actual = [frame.minX, frame.minY, frame.width, frame.height]
    #expect(zip(expected, actual).allSatisfy { abs($0 - $1) < 0.001 },
            "frame \(actual) is not \(expected)", sourceLocation: sourceLocation)
}
