// swift-tools-version: 6.0
import PackageDescription

// Wayfinder: a headless, coordinator-pattern navigation engine.
// Layers (dependencies point down only) are described in README.md.
let package = Package(
    name: "Wayfinder",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "WayfinderConfig", targets: ["WayfinderConfig"]),
        .library(name: "WayfinderRouting", targets: ["WayfinderRouting"]),
        .library(name: "WayfinderStacks", targets: ["WayfinderStacks"]),
        .library(name: "WayfinderCoordinators", targets: ["WayfinderCoordinators"]),
        .library(name: "WayfinderComposition", targets: ["WayfinderComposition"]),
        .executable(name: "wayfinder-config", targets: ["WayfinderConfigTool"]),
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
            name: "WayfinderComposition",
            dependencies: ["WayfinderConfig", "WayfinderRouting", "WayfinderStacks", "WayfinderCoordinators"],
            path: "Modules/Composition"
        ),

        // MARK: - Apps
        .executableTarget(name: "WayfinderConfigTool", dependencies: ["WayfinderConfig"], path: "Apps/ConfigTool"),

        // MARK: - Tests
        .testTarget(name: "ConfigTests", dependencies: ["WayfinderConfig"], path: "Tests/ConfigTests"),
        .testTarget(name: "RoutingTests", dependencies: ["WayfinderRouting"], path: "Tests/RoutingTests"),
        .testTarget(name: "StacksTests", dependencies: ["WayfinderStacks"], path: "Tests/StacksTests"),
        .testTarget(
            name: "CoordinatorsTests",
            dependencies: ["WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks"],
            path: "Tests/CoordinatorsTests"
        ),
        .testTarget(
            name: "CompositionTests",
            dependencies: [
                "WayfinderComposition", "WayfinderConfig", "WayfinderRouting", "WayfinderStacks", "WayfinderCoordinators",
            ],
            path: "Tests/CompositionTests",
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
