/// The heading of a figure: what it shows, and on which device with which traits.
public struct Caption: Hashable, Sendable {
    /// The first line, such as the spec's name.
    public var title: String
    /// The device the layout was solved for, such as "iPhone 15 (393 × 852 pt)".
    public var device: String?
    /// The traits that shaped the layout, such as "compact width", "regular height", "RTL".
    public var traits: [String]

    public init(title: String, device: String? = nil, traits: [String] = []) {
        self.title = title
        self.device = device
        self.traits = traits
    }

    /// The second line: the device and the traits, separated by middle dots; nil when there
    /// are neither.
    public var subtitle: String? {
        let parts = ([device].compactMap { $0 } + traits).filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
