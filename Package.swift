// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Bridgeplan",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "bridgeplan", targets: ["bridgeplan"]),
        .library(name: "Bridgeplan", targets: ["Bridgeplan"]),
        // For the fuzz package (Fuzz/), which scans single files in memory-backed folders.
        .library(name: "BridgeplanScan", targets: ["BridgeplanScan"]),
        .plugin(name: "BridgeplanPlugin", targets: ["BridgeplanPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // SHA-1 for git blob ids: the facts cache keys a file by the id git gives its content.
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // libyaml events -> compact node tree with marks. Knows nothing of Bridgeplan.
        .target(name: "YAMLFront", dependencies: ["CYAML"]),
        // Inventory model, validation, analysis, planning and reporters.
        .target(
            name: "Bridgeplan",
            dependencies: ["YAMLFront"],
            resources: [.embedInCode("Resources/gates.yaml")]
        ),
        // Swift sources -> draft inventory and containment findings (`bridgeplan scan`).
        .target(
            name: "BridgeplanScan",
            dependencies: [
                "Bridgeplan",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // The commands, as a library so tests can drive them.
        .target(
            name: "BridgeplanCLI",
            dependencies: ["Bridgeplan", "BridgeplanScan", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "bridgeplan", dependencies: ["BridgeplanCLI"]),
        // The scan benchmark's floor (scripts/bench-scan): the same walk, a bare parse of every file.
        .executableTarget(name: "parse-floor", dependencies: ["BridgeplanScan"], path: "Benchmarks/ParseFloor"),
        // `swift package plan-migration` for packages that depend on Bridgeplan.
        .plugin(
            name: "BridgeplanPlugin",
            capability: .command(intent: .custom(verb: "plan-migration", description: "Plan the UIKit to SwiftUI migration of the package's UI inventory")),
            dependencies: ["bridgeplan"]
        ),
        .testTarget(name: "YAMLFrontTests", dependencies: ["YAMLFront"]),
        // Fixtures and golden files are read from the source tree (see Tests/*/Support.swift).
        .testTarget(name: "BridgeplanTests", dependencies: ["Bridgeplan", "YAMLFront"], exclude: ["Fixtures", "Golden"]),
        // Every module a test target imports is listed: one missing (Bridgeplan here) left its
        // objects unrebuilt when a struct's layout changed, and the stale code crashed.
        .testTarget(name: "BridgeplanCLITests", dependencies: ["BridgeplanCLI", "Bridgeplan"], exclude: ["Hostile"]),
        // Fixture apps (Swift sources that are data, not code) and their golden drafts.
        .testTarget(name: "BridgeplanScanTests", dependencies: ["BridgeplanScan", "BridgeplanCLI", "Bridgeplan", "YAMLFront"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
