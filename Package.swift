// swift-tools-version: 6.0
import PackageDescription

// Wayfinder: a headless, coordinator-pattern navigation engine.
// Layers (dependencies point down only) are described in README.md.
let package = Package(
    name: "Wayfinder",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "Wayfinder", targets: ["Wayfinder"]),
        .library(name: "WayfinderConfig", targets: ["WayfinderConfig"]),
        .library(name: "WayfinderRouting", targets: ["WayfinderRouting"]),
        .library(name: "WayfinderStacks", targets: ["WayfinderStacks"]),
        .library(name: "WayfinderCoordinators", targets: ["WayfinderCoordinators"]),
        .library(name: "WayfinderPersistence", targets: ["WayfinderPersistence"]),
        .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
        .executable(name: "wayfinder-config", targets: ["WayfinderConfigTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // MARK: - C
        .systemLibrary(
            name: "CLibYAML",
            path: "Modules/CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),

        // MARK: - Modules
        .target(name: "WayfinderConfig", dependencies: ["CLibYAML"], path: "Modules/Config"),
        .target(name: "WayfinderRouting", path: "Modules/Routing"),
        .target(name: "WayfinderStacks", dependencies: ["WayfinderRouting"], path: "Modules/Stacks"),
        .target(
            name: "WayfinderCoordinators",
            dependencies: ["WayfinderRouting", "WayfinderStacks"],
            path: "Modules/Coordinators"
        ),
        .target(
            name: "WayfinderPersistence",
            dependencies: [
                "WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Modules/Persistence"
        ),
        .target(
            name: "WayfinderTesting",
            dependencies: ["WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks"],
            path: "Modules/Testing"
        ),
        .target(
            name: "Wayfinder",
            dependencies: [
                "WayfinderConfig", "WayfinderRouting", "WayfinderStacks", "WayfinderCoordinators",
                "WayfinderPersistence",
            ],
            path: "Modules/Wayfinder"
        ),

        // MARK: - Apps
        .executableTarget(name: "WayfinderConfigTool", dependencies: ["WayfinderConfig"], path: "Apps/ConfigTool"),

        // MARK: - Tests
        .testTarget(name: "ConfigTests", dependencies: ["WayfinderConfig"], path: "Tests/ConfigTests"),
        .testTarget(name: "RoutingTests", dependencies: ["WayfinderRouting"], path: "Tests/RoutingTests"),
        .testTarget(name: "StacksTests", dependencies: ["WayfinderStacks"], path: "Tests/StacksTests"),
        .testTarget(
            name: "CoordinatorsTests",
            dependencies: ["WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks", "WayfinderTesting"],
            path: "Tests/CoordinatorsTests"
        ),
        .testTarget(name: "TestingTests", dependencies: ["WayfinderTesting"], path: "Tests/TestingTests"),
        .testTarget(
            name: "FamiliesTests",
            dependencies: ["WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks"],
            path: "Tests/FamiliesTests"
        ),
        .testTarget(
            name: "PersistenceTests",
            dependencies: [
                "WayfinderPersistence", "WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks",
                "SnapshotWriter",
            ],
            path: "Tests/PersistenceTests"
        ),
        // Saves snapshots in a loop until killed; PersistenceTests' crash test runs it.
        .executableTarget(
            name: "SnapshotWriter",
            dependencies: ["WayfinderPersistence", "WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks"],
            path: "Tests/Support/SnapshotWriter"
        ),
    ],
    swiftLanguageModes: [.v6]
)
