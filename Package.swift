// swift-tools-version: 6.1
//
// Plumb — a headless, portable Auto Layout engine for Swift.
// Module map and dependency rules: Documentation/Architecture.md.
//   PlumbSolver <- PlumbCore <- { Mortar <- MortarVFL, Draftsman, Relayout, PlumbXML, PlumbRender }
// Frontends depend only on PlumbCore; only PlumbCore (and `plumb solve`) talk to PlumbSolver.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "Plumb",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
        .library(name: "PlumbCore", targets: ["PlumbCore"]),
        .library(name: "PlumbUIKitNames", targets: ["PlumbUIKitNames"]),
        .library(name: "PlumbRender", targets: ["PlumbRender"]),
        .library(name: "Mortar", targets: ["Mortar"]),
        .library(name: "MortarVFL", targets: ["MortarVFL"]),
        .library(name: "Draftsman", targets: ["Draftsman"]),
        .library(name: "Relayout", targets: ["Relayout"]),
        .library(name: "PlumbXML", targets: ["PlumbXML"]),
        .executable(name: "plumb", targets: ["plumb"]),
        .plugin(name: "PlumbCheckPlugin", targets: ["PlumbCheckPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // MARK: Solver and core
        .target(name: "PlumbSolver", swiftSettings: swiftSettings),
        .target(name: "PlumbCore", dependencies: ["PlumbSolver"], swiftSettings: swiftSettings),
        .target(name: "PlumbUIKitNames", dependencies: ["PlumbCore"], swiftSettings: swiftSettings),
        .target(name: "PlumbRender", dependencies: ["PlumbCore"], swiftSettings: swiftSettings),

        // MARK: Frontends
        .target(name: "Mortar", dependencies: ["PlumbCore"], swiftSettings: swiftSettings),
        .target(name: "MortarVFL", dependencies: ["Mortar", "PlumbCore"], swiftSettings: swiftSettings),
        .target(name: "Draftsman", dependencies: ["PlumbCore"], swiftSettings: swiftSettings),
        .target(name: "Relayout", dependencies: ["PlumbCore"], swiftSettings: swiftSettings),

        // MARK: XML importer
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"]), .yum(["libxml2-devel"])]
        ),
        .target(name: "PlumbXML", dependencies: ["PlumbCore", "CLibXML2"], swiftSettings: swiftSettings),
        .plugin(
            name: "PlumbCheckPlugin",
            capability: .command(intent: .custom(verb: "plumb-check", description: "Check .xib, .storyboard and .layout.xml files with plumb check")),
            dependencies: ["plumb"],
            path: "Plugins/PlumbCheckPlugin"
        ),

        // MARK: Examples (one screen per frontend; executables, `plumb demo`, and tests share them)
        .target(
            name: "PlumbExamples",
            dependencies: ["PlumbCore", "Mortar", "MortarVFL", "Draftsman", "Relayout", "PlumbXML"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(name: "MortarExample", dependencies: ["PlumbExamples", "Mortar", "PlumbCore"],
                          path: "Examples/MortarExample", swiftSettings: swiftSettings),
        .executableTarget(name: "DraftsmanExample", dependencies: ["PlumbExamples", "Draftsman", "PlumbCore"],
                          path: "Examples/DraftsmanExample", swiftSettings: swiftSettings),
        .executableTarget(name: "RelayoutExample", dependencies: ["PlumbExamples", "PlumbCore"],
                          path: "Examples/RelayoutExample", swiftSettings: swiftSettings),

        // MARK: Tool
        .executableTarget(
            name: "plumb",
            dependencies: [
                "PlumbSolver", "PlumbCore", "PlumbRender", "PlumbXML", "PlumbExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: Tests
        .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver"], swiftSettings: swiftSettings),
        .testTarget(name: "PlumbCoreTests", dependencies: ["PlumbCore", "PlumbUIKitNames"], swiftSettings: swiftSettings),
        .testTarget(name: "PlumbRenderTests", dependencies: ["PlumbRender", "PlumbCore"], exclude: ["Golden"], swiftSettings: swiftSettings),
        .testTarget(name: "MortarTests", dependencies: ["Mortar", "MortarVFL", "PlumbCore", "PlumbExamples"], swiftSettings: swiftSettings),
        .testTarget(name: "DraftsmanTests", dependencies: ["Draftsman", "PlumbCore"], swiftSettings: swiftSettings),
        .testTarget(name: "RelayoutTests", dependencies: ["Relayout", "PlumbCore"], swiftSettings: swiftSettings),
        .testTarget(
            name: "ExamplesTests",
            // `plumb` so that the tool the documented sessions run is built before the tests.
            dependencies: ["PlumbExamples", "PlumbCore", "PlumbRender", "plumb"],
            exclude: ["Golden"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EquivalenceTests",
            dependencies: ["PlumbCore", "Mortar", "MortarVFL", "Draftsman", "Relayout", "PlumbXML"],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "PlumbXMLTests", dependencies: ["PlumbXML", "PlumbCore"], exclude: ["Fixtures"], swiftSettings: swiftSettings),
    ]
)
