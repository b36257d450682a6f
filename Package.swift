// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "StackLayout",
    products: [
        .library(name: "StackLayout", targets: ["StackLayout"]),
        .library(name: "StackLayoutTesting", targets: ["StackLayoutTesting"]),
        .library(name: "StackLayoutInterfaceBuilder", targets: ["StackLayoutInterfaceBuilder"]),
        .library(name: "StackLayoutUIKit", targets: ["StackLayoutUIKit"]),
        .executable(name: "stacklayout", targets: ["StackLayoutCLI"]),
        .executable(name: "stacklayout-bench", targets: ["StackLayoutBenchmarks"]),
    ],
    targets: [
        // The Cassowary solver, in the paper's language; it knows nothing of views.
        // Build with `-Xswiftc -DSTACKLAYOUT_INVARIANTS` to compile its expensive consistency
        // checks (Tableau+Invariants.swift), which the property tests then run after every
        // operation: CI runs the solver suites that way (.ci/run).
        .target(
            name: "StackLayoutSolver",
            // The standard library's rounding needs libm on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(
            name: "StackLayout",
            dependencies: ["StackLayoutSolver"],
            // The core imports no Foundation; the standard library's rounding needs libm on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "StackLayoutTesting", dependencies: ["StackLayout"]),
        // Storyboards and xibs into the model; it reads XML with the toolchain's FoundationXML,
        // so the core stays free of Foundation.
        .target(name: "StackLayoutInterfaceBuilder", dependencies: ["StackLayout"]),
        // UIKit's names over the library, for unchanged UIKit layout code; it may use Foundation.
        .target(name: "StackLayoutUIKit", dependencies: ["StackLayout"]),
        .executableTarget(name: "StackLayoutCLI", dependencies: ["StackLayout", "StackLayoutInterfaceBuilder"]),
        .executableTarget(name: "StackLayoutBenchmarks", dependencies: ["StackLayout"]),
        .testTarget(
            name: "StackLayoutTests",
            // StackLayoutCLI: CLITests run the built `stacklayout` binary.
            dependencies: ["StackLayoutSolver", "StackLayout", "StackLayoutTesting", "StackLayoutInterfaceBuilder",
                           "StackLayoutCLI"],
            exclude: ["__Snapshots__", "Fixtures"]
        ),
        // Imports only StackLayoutUIKit (and XCTest): UIKit code as UIKit engineers write it.
        .testTarget(name: "StackLayoutUIKitTests", dependencies: ["StackLayoutUIKit"]),
    ]
)
