import AutoLayout
import Foundation
import Testing

/// `insertSubview(_:at:)`: the order of `subviews` (back to front), as UIKit keeps it.
@Suite struct ViewHierarchyTests {
    /// A container with subviews named by their identifiers, added in order.
    private func container(_ names: [String]) -> (View, [String: View]) {
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var views: [String: View] = [:]
        for name in names {
            let view = View()
            view.identifier = name
            container.addSubview(view)
            views[name] = view
        }
        return (container, views)
    }

    private func order(_ view: View) -> [String] {
        view.subviews.map { $0.identifier ?? "?" }
    }

    /// A new subview goes in at the index: 0 is the back, `subviews.count` the front (what
    /// `addSubview(_:)` does). An index beyond the count puts it in front: Apple says the index
    /// "cannot be greater than the number of subviews", and Plumb clamps it rather than trap
    /// (docs/geometry.md).
    @Test func insertsAtTheIndex() {
        let (container, _) = container(["a", "b", "c"])
        for (name, index) in [("d", 1), ("e", 0), ("f", 5), ("g", 99)] {
            let view = View()
            view.identifier = name
            container.insertSubview(view, at: index)
            #expect(view.superview === container)
        }
        #expect(order(container) == ["e", "a", "d", "b", "c", "f", "g"])
    }

    /// Re-inserting a subview moves it so that it ends at the index among the others (beyond
    /// the count: the front). It stays a subview, so its constraints stay active.
    @Test func reinsertingMovesTheSubview() throws {
        let (container, views) = container(["a", "b", "c", "d"])
        let a = try #require(views["a"]), b = try #require(views["b"]), d = try #require(views["d"])
        let tie = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        tie.isActive = true
        container.insertSubview(a, at: 2)
        #expect(order(container) == ["b", "c", "a", "d"])
        container.insertSubview(d, at: 0)
        #expect(order(container) == ["d", "b", "c", "a"])
        container.insertSubview(b, at: 99)
        #expect(order(container) == ["d", "c", "a", "b"])
        container.insertSubview(b, at: 3)
        #expect(order(container) == ["d", "c", "a", "b"])
        #expect(a.superview === container && tie.isActive)
    }

    /// Inserting another view's subview takes it from its superview first, deactivating the
    /// constraints that tied it to the views it leaves, as `removeFromSuperview()` does.
    @Test func insertingTakesTheViewFromItsSuperview() throws {
        let (source, sourceViews) = container(["x", "y"])
        let (target, _) = container(["a", "b"])
        let x = try #require(sourceViews["x"]), y = try #require(sourceViews["y"])
        let tie = x.widthAnchor.constraint(equalTo: y.widthAnchor)
        tie.isActive = true
        target.insertSubview(x, at: 1)
        #expect(order(target) == ["a", "x", "b"])
        #expect(order(source) == ["y"])
        #expect(x.superview === target && !tie.isActive)
    }
}
