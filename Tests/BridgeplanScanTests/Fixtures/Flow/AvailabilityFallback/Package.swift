// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "Fallbacks", platforms: [.iOS(.v15)])
