import ArgumentParser
import AutoLayout
import Foundation

/// `plumb devices`: the device table.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the devices a spec can name, with their sizes, size classes and safe areas.",
        discussion: """
            Sizes are in points, portrait; safe-area insets are top/left/bottom/right. \
            docs/devices.md gives the source of every figure.

            Examples:
              plumb devices
              plumb render card.yaml --devices iphone-se,iphone-15-pro-max,ipad-pro-12.9
            """)

    func run() {
        var lines = ["name                 size        scale  portrait            landscape"]
        for device in DeviceCatalog.all {
            let size = "\(Int(device.portraitSize.width))×\(Int(device.portraitSize.height))"
            lines.append([
                device.name.padding(toLength: 20, withPad: " ", startingAt: 0),
                size.padding(toLength: 11, withPad: " ", startingAt: 0),
                "@\(Int(device.scale))x".padding(toLength: 6, withPad: " ", startingAt: 0),
                column(device, .portrait).padding(toLength: 19, withPad: " ", startingAt: 0),
                column(device, .landscape),
            ].joined(separator: " "))
        }
        print(lines.joined(separator: "\n"))
    }

    /// "wC hR 20/0/0/0": size classes and safe area in one orientation.
    private func column(_ device: Device, _ orientation: Orientation) -> String {
        let insets = device.environment(orientation).safeAreaInsets
        let numbers = [insets.top, insets.left, insets.bottom, insets.right].map { String(Int($0)) }.joined(separator: "/")
        return "\(device.traitCollection(orientation).sizeClassDescription) \(numbers)"
    }
}
