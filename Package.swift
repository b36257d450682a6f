// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "StackLayout",
    products: [
        .library(name: "StackLayout", targets: ["StackLayout"]),
        .library(name: "StackLayoutTesting", targets: ["StackLayoutTesting"]),
        .library(name: "StackLayoutUIKit", targets: ["StackLayoutUIKit"]),
        .executable(name: "stacklayout", targets: ["StackLayoutCLI"]),
        .executable(name: "stacklayout-bench", targets: ["StackLayoutBenchmarks"]),
    ],
    targets: [
        .target(
            name: "StackLayout",
            // The core imports no Foundation; the standard library's rounding needs libm on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "StackLayoutTesting", dependencies: ["StackLayout"]),
        // UIKit's names over the library, for unchanged UIKit layout code; it may use Foundation.
        .target(name: "StackLayoutUIKit", dependencies: ["StackLayout"]),
        .executableTarget(name: "StackLayoutCLI", dependencies: ["StackLayout"]),
        .executableTarget(name: "StackLayoutBenchmarks", dependencies: ["StackLayout"]),
        .testTarget(
            name: "StackLayoutTests",
            // StackLayoutCLI: CLITests run the built `stacklayout` binary.
            dependencies: ["StackLayout", "StackLayoutTesting", "StackLayoutCLI"],
            exclude: ["__Snapshots__", "Fixtures"]
        ),
        // Imports only StackLayoutUIKit (and XCTest): UIKit code as UIKit engineers write it.
        .testTarget(name: "StackLayoutUIKitTests", dependencies: ["StackLayoutUIKit"]),
    ]
)
