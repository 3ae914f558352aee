import Foundation

/// What a device draws over an app's window, in window coordinates: the status bar, the
/// sensor housing (a notch or the Dynamic Island) and the home indicator. A figure draws them
/// as such, so that the band at the top of a notched phone reads as the status bar it is.
public struct DeviceChrome: Hashable, Sendable {
    /// The band the status bar takes across the top, or nil where there is none (an iPhone
    /// in landscape).
    public var statusBar: CGRect?
    public var sensorHousing: SensorHousing?
    /// The home indicator's bar, or nil on a device with a home button.
    public var homeIndicator: CGRect?

    public init(statusBar: CGRect? = nil, sensorHousing: SensorHousing? = nil, homeIndicator: CGRect? = nil) {
        self.statusBar = statusBar
        self.sensorHousing = sensorHousing
        self.homeIndicator = homeIndicator
    }

    /// The cut-out for the front camera and sensors.
    public struct SensorHousing: Hashable, Sendable {
        public var kind: Kind
        /// Where it covers the screen.
        public var frame: CGRect

        public init(kind: Kind, frame: CGRect) {
            self.kind = kind
            self.frame = frame
        }

        public enum Kind: Hashable, Sendable {
            /// A notch cut into the screen's edge (iPhone X to 14).
            case notch
            /// An island floating below the edge (iPhone 14 Pro and later).
            case dynamicIsland

            /// Its name, as the legend gives it.
            var name: String {
                switch self {
                case .notch: "Notch"
                case .dynamicIsland: "Dynamic Island"
                }
            }
        }
    }
}
