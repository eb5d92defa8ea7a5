// swift-tools-version: 6.1
// waykit-port: rewrites UIKit sources for WayKit (SPEC U2, docs/porting.md).
// A package of its own, so that swift-syntax stays out of what an app that
// depends on WayKit resolves and builds.
import PackageDescription

let package = Package(
    name: "waykit-port",
    products: [
        .executable(name: "waykit-port", targets: ["waykit-port"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    ],
    targets: [
        .target(
            name: "WayKitPort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "waykit-port", dependencies: ["WayKitPort"]),
        .testTarget(name: "WayKitPortTests", dependencies: ["WayKitPort"]),
    ]
)
