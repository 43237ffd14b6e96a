// swift-tools-version:6.0
// The libFuzzer target for Bridgeplan (RECIPES.md, "libFuzzer with SwiftPM"). A separate
// package so the main package's `swift build` and `swift test` stay sanitizer-free.
// Build and run it with scripts/fuzz; see README.md here.
import PackageDescription

let package = Package(
    name: "BridgeplanFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Bridgeplan", path: ".."),
    ],
    targets: [
        // Top-level code that hands control to LLVMFuzzerRunDriver. Only meaningful when
        // built with `-Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld`.
        .executableTarget(
            name: "BridgeplanFuzz",
            dependencies: [
                .product(name: "Bridgeplan", package: "Bridgeplan"),
                .product(name: "BridgeplanScan", package: "Bridgeplan"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
