// swift-tools-version: 6.1
//
// package-benchmark suites for Plumb, kept out of the main package's build and tests.
//   cd Benchmarks && swift package benchmark --target SolverBenchmarks
// Workloads: PLUMB_WORKLOADS=DIR (files from ../shared/bench/gen_workloads.py), else built-in chains.
import PackageDescription

let package = Package(
    name: "PlumbBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Plumb", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "PlumbSolver", package: "Plumb"),
            ],
            path: "Benchmarks/SolverBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ]
)
