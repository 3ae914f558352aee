import AutoLayout
import Foundation

extension Figure {
    /// The system's views over the layout: the bars of the navigation and tab bar controllers
    /// that show the root view controller (a spec's `navigationBar`, `toolbar`, `tabBar`), and
    /// the keyboard (`keyboard: {height}`), each a view mark drawn over the views it covers.
    func systemBarMarks(of window: Window, names: Bool) -> [Mark] {
        let size = window.bounds.size
        let screen = window.screenSafeAreaInsets
        var marks: [Mark] = []
        func bar(_ frame: CGRect, _ identifier: String, _ kind: String, _ content: ControlContent) {
            marks.append(.view(ViewMark(frame: frame, identifier: names ? identifier : "", kind: names ? kind : "",
                                        backgroundColor: Color(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.94),
                                        content: ViewContent(.control(content), font: content.font))))
        }
        if let controller = window.rootViewController {
            let bars = controller.containerBars, traits = window.traitCollection
            if let navigation = bars.navigationBar {
                let height = bars.navigationBarHeight(traits)
                bar(CGRect(x: 0, y: screen.top, width: size.width, height: height), "navigationBar", "UINavigationBar",
                    .navigationBar(title: navigation.title ?? "",
                                   isLarge: BarMetrics.showsLargeTitle(prefersLargeTitles: navigation.prefersLargeTitles, traits: traits)))
            }
            var bottom = size.height - screen.bottom
            if let items = bars.tabBarItems {
                bottom -= bars.tabBarHeight(traits)
                bar(CGRect(x: 0, y: bottom, width: size.width, height: size.height - bottom), "tabBar", "UITabBar",
                    .barItems(items, selected: 0))
            }
            if let items = bars.toolbarItems {
                let top = bottom - bars.toolbarHeight(traits)
                let height = bars.tabBarItems == nil ? size.height - top : bottom - top
                bar(CGRect(x: 0, y: top, width: size.width, height: height), "toolbar", "UIToolbar", .barItems(items, selected: nil))
            }
        }
        if let height = window.keyboardHeight, height > 0 {
            let frame = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
            marks.append(.view(ViewMark(
                frame: frame, identifier: names ? "keyboard" : "", kind: names ? "UIKeyboard" : "",
                backgroundColor: Color(red: 0.82, green: 0.83, blue: 0.85), content: ViewContent(.control(.keyboard), font: Font(size: 11)))))
        }
        return marks
    }
}
