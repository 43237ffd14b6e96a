// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "AvailableFallbackValue", platforms: [.iOS(.v15)], targets: [.executableTarget(name: "App", path: ".")])
