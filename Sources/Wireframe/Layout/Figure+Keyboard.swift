import AutoLayout
import Foundation

extension Figure {
    /// The keyboard the window shows (a spec's `keyboard: {height}`), as a grey view along the
    /// window's bottom edge, drawn over the views it covers; none while no keyboard is up.
    func keyboardMarks(of window: Window, names: Bool) -> [Mark] {
        guard let height = window.keyboardHeight, height > 0 else { return [] }
        let size = window.bounds.size
        let frame = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
        return [.view(ViewMark(
            frame: frame, identifier: names ? "keyboard" : "", kind: names ? "UIKeyboard" : "",
            backgroundColor: Color(red: 0.82, green: 0.83, blue: 0.85), content: ViewContent(.control(.keyboard), font: Font(size: 11))))]
    }
}
