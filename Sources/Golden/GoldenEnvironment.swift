import AutoLayout

/// A device and an orientation a spec is checked in, each either chosen by the run (a flag
/// of `plumb check`, a parameter of `assertWireframe`) or nil for what the spec says.
///
/// What the run chose is what goes into the golden's file name; what the spec says does not,
/// since it is in the spec already. Hence the rule for golden names,
/// `<spec-name>[.<device>][.<orientation>]`:
///
/// - `.<device>` appears exactly when the run names the devices (`--devices`), even one;
/// - `.<orientation>` appears exactly when the run names the orientations
///   (`--orientations`), even one.
///
/// So `plumb check fixtures` reads `golden/login.png`, `--devices iphone-se,ipad` reads
/// `golden/login.iphone-se.png` and `golden/login.ipad.png`, and `--orientations landscape`
/// reads `golden/login.landscape.png`. A spec has one device and one orientation, so a run
/// renders more than one environment only when flags ask for it, and then every name says
/// which one it is. The same spec checked with and without a flag uses different goldens,
/// never one golden for two pictures.
public struct GoldenEnvironment: Hashable, Sendable {
    /// The device the run chose, or nil for the spec's.
    public var device: Device?
    /// The orientation the run chose, or nil for the spec's.
    public var orientation: Orientation?

    public init(device: Device? = nil, orientation: Orientation? = nil) {
        self.device = device
        self.orientation = orientation
    }

    /// Every device with every orientation, devices outermost, in the order given; an empty
    /// list stands for the spec's own choice, so two empty lists give the one environment
    /// the spec describes.
    ///
    /// - Complexity: O(devices × orientations).
    public static func matrix(devices: [Device], orientations: [Orientation]) -> [GoldenEnvironment] {
        let deviceChoices: [Device?] = devices.isEmpty ? [nil] : devices
        let orientationChoices: [Orientation?] = orientations.isEmpty ? [nil] : orientations
        return deviceChoices.flatMap { device in
            orientationChoices.map { GoldenEnvironment(device: device, orientation: $0) }
        }
    }

    /// The golden's name, without an extension, for the spec called `specName` (its file
    /// name without the extension): `login`, `login.ipad`, `login.ipad.landscape`.
    public func goldenName(forSpecNamed specName: String) -> String {
        ([specName, device?.name, orientation?.rawValue] as [String?]).compactMap { $0 }.joined(separator: ".")
    }
}
