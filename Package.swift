// swift-tools-version: 6.0
//
// Plumb: UIKit Auto Layout on Linux.
//
// The layering, with dependencies pointing one way:
//   Cassowary -> AutoLayout -> LayoutSpec, InterfaceBuilder
//   CCairo -> Wireframe -> Golden -> plumb (and GoldenTesting, for users' tests)
//   (Golden reads specs and Interface Builder documents alike)
// Only Wireframe imports CCairo; no cairo type leaves it.
import PackageDescription

let package = Package(
    name: "Plumb",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "CassowaryWorkloads", targets: ["CassowaryWorkloads"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .executable(name: "plumb", targets: ["plumb"]),
        .library(name: "Wireframe", targets: ["Wireframe"]),
        .library(name: "Golden", targets: ["Golden"]),
        .library(name: "GoldenTesting", targets: ["GoldenTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Cassowary"),
        // The benchmark workloads of Benchmarks/ (W1 to W4), shared with the tests.
        .target(name: "CassowaryWorkloads", dependencies: ["Cassowary"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "CassowaryWorkloads"]),
        // The tests' shared helpers: temporary directories, the package's own files, running
        // the built `plumb` and other programs (rsvg-convert, poppler's tools).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .target(name: "AutoLayout", dependencies: ["Cassowary"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout"]),
        .target(name: "LayoutSpec", dependencies: ["AutoLayout", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec", "AutoLayout", "TestSupport"]),
        // Storyboards and xibs read into the layout model, with FoundationXML.
        .target(name: "InterfaceBuilder", dependencies: ["AutoLayout"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "AutoLayout", "CorpusFidelity", "Wireframe", "TestSupport"]),
        // The public Interface Builder corpus of fixtures/ib checked against Xcode's stored
        // frames: the fidelity test and `make fidelity` (plumb-fidelity) share it.
        .target(name: "CorpusFidelity", dependencies: ["InterfaceBuilder", "AutoLayout"]),
        .executableTarget(name: "plumb-fidelity", dependencies: ["CorpusFidelity", "Wireframe"]),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .target(name: "Wireframe", dependencies: ["CCairo", "AutoLayout"]),
        // Calibration/ holds the text samples the tests read, and the script that made them.
        .testTarget(name: "WireframeTests", dependencies: ["Wireframe", "AutoLayout", "InterfaceBuilder", "TestSupport"], exclude: ["Calibration"]),
        // Golden-image checks: what `plumb check` runs.
        .target(name: "Golden", dependencies: ["LayoutSpec", "InterfaceBuilder", "Wireframe", "AutoLayout"]),
        // `assertWireframe` for users' Swift Testing tests: apart from Golden so that the `plumb`
        // executable does not link the toolchain's Testing library.
        .target(name: "GoldenTesting", dependencies: ["Golden", "LayoutSpec", "AutoLayout"]),
        // Runs the built `plumb` too, so it depends on it to have it built first.
        .testTarget(name: "GoldenTests", dependencies: ["Golden", "GoldenTesting", "LayoutSpec", "Wireframe", "AutoLayout", "TestSupport", "plumb"]),
        .executableTarget(
            name: "plumb",
            dependencies: ["LayoutSpec", "InterfaceBuilder", "Wireframe", "Golden",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // Runs the built `plumb` as a user does (fixtures' frames, renders, exit codes, help);
        // it imports no module of the package but the tests' helpers, and depends on `plumb` to
        // have it built first.
        .testTarget(name: "PlumbTests", dependencies: ["TestSupport", "plumb"]),
    ],
    swiftLanguageModes: [.v6]
)
