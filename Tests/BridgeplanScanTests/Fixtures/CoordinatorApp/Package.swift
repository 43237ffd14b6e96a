// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "CoordinatorApp",
    platforms: [.iOS("15.4"), .macOS(.v13)],
    targets: [.target(name: "CoordinatorApp", path: ".")]
)
