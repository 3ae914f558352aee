import AutoLayout
import Foundation

extension DeviceChrome {
    /// The chrome of `device` in `orientation`, read from its safe area: the status bar takes
    /// the top inset; a phone whose portrait safe area is inset at the bottom has a home
    /// indicator and a sensor housing, the Dynamic Island when its top inset is 59 pt or more
    /// (iPhone 14 Pro and later), a notch otherwise; an iPad inset at the bottom has a home
    /// indicator. In landscape an iPhone shows no status bar and its housing is on the left.
    ///
    /// The shapes are drawn to the proportions of an iPhone's screen (a notch 209 × 30 pt, an
    /// island 126 × 37 pt 11 pt below the edge, a home indicator 134 × 5 pt 8 pt above it);
    /// they say what covers the screen there, not its exact outline.
    public init(device: Device, orientation: Orientation) {
        let size = device.size(orientation)
        let insets = device.environment(orientation).safeAreaInsets
        let portraitInsets = device.portrait.safeAreaInsets
        self.init()
        if insets.top > 0 { statusBar = CGRect(x: 0, y: 0, width: size.width, height: insets.top) }
        guard portraitInsets.bottom > 0 else { return }
        homeIndicator = CGRect(x: ((size.width - 134) / 2).rounded(), y: size.height - 13, width: 134, height: 5)
        guard device.idiom == .phone else { return }
        let kind: SensorHousing.Kind = portraitInsets.top >= 59 ? .dynamicIsland : .notch
        // Across the top edge in portrait, turned onto the left edge in landscape.
        let (length, depth, offset): (CGFloat, CGFloat, CGFloat) = kind == .notch ? (209, 30, 0) : (126, 37, 11)
        let frame = orientation == .portrait
            ? CGRect(x: ((size.width - length) / 2).rounded(), y: offset, width: length, height: depth)
            : CGRect(x: offset, y: ((size.height - length) / 2).rounded(), width: depth, height: length)
        sensorHousing = SensorHousing(kind: kind, frame: frame)
    }
}
