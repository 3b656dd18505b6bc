// swift-tools-version: 6.1
//
// Plumb's benchmarks, kept in their own package so package-benchmark (and its malloc
// interposer) stay out of the main build and test run.
//
//   cd Benchmarks && swift package benchmark                          # every suite
//   cd Benchmarks && swift package benchmark --target SolverBenchmarks
//   PLUMB_WORKLOADS=/tmp/wl swift package benchmark --target SolverBenchmarks   # gen_workloads.py files
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
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "PlumbCore", package: "Plumb"),
            ],
            path: "Benchmarks/CoreBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "FrontendBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "PlumbCore", package: "Plumb"),
                .product(name: "Relayout", package: "Plumb"),
            ],
            path: "Benchmarks/FrontendBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ]
)
