// swift-tools-version: 6.1
//
// Plumb's benchmarks (ordo-one's package-benchmark, now published as ordo-one/benchmark: 1.38
// warns that the old package identifier will go), kept in their own package so it (and its malloc
// interposer) stay out of the main build and test run.
//
//   cd Benchmarks && swift package benchmark                          # every suite
//   cd Benchmarks && swift package benchmark --target SolverBenchmarks
//   cd Benchmarks && swift package benchmark --target XMLBenchmarks   # the importer on the IB corpus
//   cd Benchmarks && swift package benchmark --target RenderBenchmarks   # SVG and PNG wireframes
//   PLUMB_WORKLOADS=/tmp/wl swift package benchmark --target SolverBenchmarks   # gen_workloads.py files
import PackageDescription

let package = Package(
    name: "PlumbBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Plumb", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PlumbSolver", package: "Plumb"),
            ],
            path: "Benchmarks/SolverBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PlumbCore", package: "Plumb"),
            ],
            path: "Benchmarks/CoreBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "FrontendBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PlumbCore", package: "Plumb"),
                .product(name: "Relayout", package: "Plumb"),
            ],
            path: "Benchmarks/FrontendBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "XMLBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PlumbXML", package: "Plumb"),
            ],
            path: "Benchmarks/XMLBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PlumbCore", package: "Plumb"),
                .product(name: "PlumbRender", package: "Plumb"),
            ],
            path: "Benchmarks/RenderBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
