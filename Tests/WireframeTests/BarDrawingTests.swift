import AutoLayout
import Foundation
import Testing
@testable import Wireframe

/// A toolbar's items are drawn where UIKit lays them out: a toolbar made 49 pt tall over the
/// home indicator keeps them in a 44 pt row at its bottom, 5 pt below its top edge.
@Suite struct BarDrawingTests {
    /// A toolbar pinned to the safe area's bottom of an iPhone X, or `gap` above it, with the
    /// window that holds it.
    func toolbar(gap: CGFloat) -> (Window, Toolbar) {
        let window = Window(device: DeviceCatalog.device(named: "iphone-x")!, orientation: .portrait)
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view, bar = Toolbar()
        bar.items = ["Edit"]
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -gap),
        ])
        window.layoutIfNeeded()
        return (window, bar)
    }

    func textBoxes(of bar: Toolbar) -> [CGRect] {
        let content = ViewContent(.control(ControlContent(of: bar)!), font: Font(size: 17))
        return Theme.light.contentItems(content, in: bar.frame, on: Theme.light.surface, measuredBy: PangoTextMeasurer())
            .compactMap { item in
                guard case .text(let text) = item, case .box(let box) = text.placement else { return nil }
                return box
            }
    }

    @Test("A toolbar over the home indicator draws its items in its bottom 44 pt")
    func extendedToolbar() {
        let (window, bar) = toolbar(gap: 0)
        #expect(bar.window === window && bar.frame == CGRect(x: 0, y: 729, width: 375, height: 49))
        #expect(bar.itemsTopInset == 5)
        #expect(textBoxes(of: bar) == [CGRect(x: 0, y: 734, width: 375, height: 44)])
    }

    @Test("A toolbar above the home indicator draws its items along its whole 44 pt")
    func standardToolbar() {
        let (window, bar) = toolbar(gap: 10)
        #expect(bar.window === window && bar.itemsTopInset == 0)
        #expect(textBoxes(of: bar) == [CGRect(x: 0, y: 812 - 34 - 10 - 44, width: 375, height: 44)])
    }
}
