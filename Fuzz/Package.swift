// swift-tools-version: 6.0
//
// Plumb's libFuzzer targets, a package of their own: they are built with the address
// sanitizer and libFuzzer's coverage, which the main package's builds must not have, and each
// target's main calls libFuzzer's driver (SwiftPM gives every executable its own entry point,
// so libFuzzer's main cannot be it). `make fuzz` builds and runs them (Fuzz/run.sh).
//   fuzz-spec: a spec's bytes, loaded, built, laid out, reported and drawn as a figure.
//   fuzz-equation, fuzz-vfl: one constraint string, as an equation or a visual format, in a
//     spec of a label, a view and a stack, loaded to the figure likewise.
//   fuzz-interface-builder: a storyboard's or xib's bytes, imported, every scene laid out.
import PackageDescription

let package = Package(
    name: "PlumbFuzz",
    dependencies: [
        // Named: SwiftPM would otherwise name a path dependency after its directory.
        .package(name: "Plumb", path: ".."),
    ],
    targets: [
        // Declares libFuzzer's driver, LLVMFuzzerRunDriver.
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: [
            "CLibFuzzer",
            .product(name: "LayoutSpec", package: "Plumb"),
            .product(name: "InterfaceBuilder", package: "Plumb"),
            .product(name: "AutoLayout", package: "Plumb"),
            .product(name: "Wireframe", package: "Plumb"),
            .product(name: "Golden", package: "Plumb"),
        ]),
        .executableTarget(name: "fuzz-spec", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-equation", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-vfl", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-interface-builder", dependencies: ["FuzzSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
