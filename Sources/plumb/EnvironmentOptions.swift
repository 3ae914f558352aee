import ArgumentParser
import AutoLayout
import LayoutSpec

/// The flags that override what a spec says about where it is shown: `--device`,
/// `--orientation`, `--traits`, `--design`.
struct EnvironmentOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The device, overriding the spec's (see `plumb devices`).", valueName: "name"))
    var device: String?

    @Option(help: "The orientation, overriding the spec's: portrait or landscape.")
    var orientation: Orientation?

    @Option(help: ArgumentHelp(
        "Traits overriding the device's: comma-separated wC, wR, hC, hR, rtl, ltr, phone, pad, @2x, @3x, a text size (xSmall to xxxLarge, AX1 to AX5), or key=value.",
        valueName: "traits"))
    var traits: String?

    @Option(help: "The design the app runs with, overriding the spec's or document's: classic or liquidGlass (iOS 26).")
    var design: InterfaceDesign?

    func validate() throws {
        if let device { _ = try Self.device(named: device) }
        if let traits { _ = try TraitList.parse(traits) }
    }

    /// The build options these flags ask for.
    func buildOptions(device override: String? = nil, orientation orientationOverride: Orientation? = nil) throws -> BuildOptions {
        let name = override ?? device
        return BuildOptions(
            device: try name.map(Self.device(named:)),
            orientation: orientationOverride ?? orientation,
            traitOverrides: try traits.map(TraitList.parse) ?? TraitPredicate(),
            design: design)
    }

    /// The catalog device called `name`, or a usage error naming the nearest one.
    static func device(named name: String) throws -> Device {
        guard let device = DeviceCatalog.device(named: name) else {
            throw ValidationError(LayoutSpec.unknownDeviceMessage(name))
        }
        return device
    }
}

extension Orientation: ExpressibleByArgument {}
extension InterfaceDesign: ExpressibleByArgument {}

/// The `--traits` list.
enum TraitList {
    /// Parses `wR,hC,rtl,@3x,pad` or `horizontalSizeClass=regular,…`.
    static func parse(_ text: String) throws -> TraitPredicate {
        var traits = TraitPredicate()
        for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            switch item {
            case "wC": traits.horizontalSizeClass = .compact
            case "wR": traits.horizontalSizeClass = .regular
            case "hC": traits.verticalSizeClass = .compact
            case "hR": traits.verticalSizeClass = .regular
            case "rtl": traits.layoutDirection = .rightToLeft
            case "ltr": traits.layoutDirection = .leftToRight
            case "phone": traits.userInterfaceIdiom = .phone
            case "pad": traits.userInterfaceIdiom = .pad
            case "@1x", "@2x", "@3x": traits.displayScale = Double(item.dropFirst().dropLast())!
            default:
                if let category = ContentSizeCategory(named: item), !item.contains("=") {
                    traits.preferredContentSizeCategory = category
                } else {
                    try parsePair(item, into: &traits)
                }
            }
        }
        return traits
    }

    private static func parsePair(_ item: String, into traits: inout TraitPredicate) throws {
        let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw ValidationError("unknown trait '\(item)'; expected wC, wR, hC, hR, rtl, ltr, phone, pad, @2x, a text size such as AX3, or key=value")
        }
        let (key, value) = (parts[0], parts[1])
        func bad() -> ValidationError { ValidationError("'\(value)' is not a value of trait \(key)") }
        switch key {
        case "horizontalSizeClass": traits.horizontalSizeClass = try SizeClass(rawValue: value).orThrow(bad())
        case "verticalSizeClass": traits.verticalSizeClass = try SizeClass(rawValue: value).orThrow(bad())
        case "layoutDirection": traits.layoutDirection = try LayoutDirection(rawValue: value).orThrow(bad())
        case "userInterfaceIdiom": traits.userInterfaceIdiom = try UserInterfaceIdiom(rawValue: value).orThrow(bad())
        case "displayScale": traits.displayScale = try Double(value).flatMap { $0 > 0 ? $0 : nil }.orThrow(bad())
        case "preferredContentSizeCategory": traits.preferredContentSizeCategory = try ContentSizeCategory(named: value).orThrow(bad())
        default:
            throw ValidationError("unknown trait '\(key)'; expected horizontalSizeClass, verticalSizeClass, displayScale, userInterfaceIdiom, layoutDirection or preferredContentSizeCategory")
        }
    }
}

extension Optional {
    /// The value, or `error` thrown.
    func orThrow(_ error: @autoclosure () -> Error) throws -> Wrapped {
        guard let self else { throw error() }
        return self
    }
}
