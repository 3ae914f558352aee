// swift-tools-version: 6.1
//
// Plumb's solver benchmarks, a package of their own so that the main package does not depend
// on the benchmark tooling.
//   SolverBenchmarks: the W1-W4 workloads under ordo-one's package-benchmark (`make bench`).
//   plumb-kiwi-compare: times a workload exactly as kiwi_bench.py times kiwi (`make bench-compare`).
//   plumb-scaling: the ratio of a workload's cost at two sizes, in alternating passes (`make bench-scaling`).
import PackageDescription

/// What the two command-line harnesses use: the solver, the workloads and an argument parser.
let harnessDependencies: [Target.Dependency] = [
    .product(name: "ArgumentParser", package: "swift-argument-parser"),
    .product(name: "Cassowary", package: "Plumb"),
    .product(name: "CassowaryWorkloads", package: "Plumb"),
]

let package = Package(
    name: "PlumbBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named: SwiftPM would otherwise name a path dependency after its directory, which is
        // whatever the clone happens to be called.
        .package(name: "Plumb", path: ".."),
        // Only the malloc interposer: the default traits would also pull in the Swift 6.3 runtime
        // interposer, which allocation counts do not need.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
    ],
    targets: [
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Cassowary", package: "Plumb"),
                .product(name: "CassowaryWorkloads", package: "Plumb"),
            ],
            path: "Benchmarks/SolverBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(name: "plumb-kiwi-compare", dependencies: harnessDependencies),
        .executableTarget(name: "plumb-scaling", dependencies: harnessDependencies),
    ]
)
