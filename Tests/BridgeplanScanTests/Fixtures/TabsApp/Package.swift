// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "TabsApp",
    platforms: [.iOS(.v16)],
    targets: [.target(name: "TabsApp", path: "Sources")]
)
