// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for Wayfinder, kept out of the main package so its build stays light.
// Scripts/fuzz.sh builds them with `-sanitize=fuzzer,address` and runs one with its seed corpus
// from Fuzz/Corpus/<target>/. Each executable's main.swift defines the target function and hands
// it to libFuzzer's driver (`LLVMFuzzerRunDriver`): SwiftPM links executables with their own
// `main` (renamed `<Module>_main` on Linux), so libFuzzer's `main` cannot be used, and
// `-parse-as-library` would leave that renamed symbol undefined.
let package = Package(
    name: "WayfinderFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Wayfinder", path: "..")
    ],
    targets: [
        .target(name: "CLibFuzzer", path: "Sources/CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"], path: "Sources/FuzzSupport"),
        .target(
            name: "FuzzNavigation",
            dependencies: [
                "FuzzSupport",
                .product(name: "WayfinderCoordinators", package: "Wayfinder"),
                .product(name: "WayfinderStacks", package: "Wayfinder"),
                .product(name: "WayfinderRouting", package: "Wayfinder"),
            ],
            path: "Sources/FuzzNavigation"
        ),
        .executableTarget(
            name: "FuzzYAMLManifest",
            dependencies: [
                "FuzzSupport",
                .product(name: "WayfinderConfig", package: "Wayfinder"),
                .product(name: "WayfinderPlugins", package: "Wayfinder"),
            ],
            path: "Sources/FuzzYAMLManifest"
        ),
        .executableTarget(
            name: "FuzzScript",
            dependencies: [
                "FuzzSupport",
                .product(name: "WayfinderScript", package: "Wayfinder"),
                .product(name: "WayfinderConfig", package: "Wayfinder"),
            ],
            path: "Sources/FuzzScript"
        ),
        .executableTarget(
            name: "FuzzTerminalText",
            dependencies: ["FuzzSupport", .product(name: "WayfinderConfig", package: "Wayfinder")],
            path: "Sources/FuzzTerminalText"
        ),
        .executableTarget(
            name: "FuzzDeepLink",
            dependencies: ["FuzzSupport", .product(name: "WayfinderRouting", package: "Wayfinder")],
            path: "Sources/FuzzDeepLink"
        ),
        .executableTarget(
            name: "FuzzSnapshot",
            dependencies: [
                "FuzzSupport", "FuzzNavigation",
                .product(name: "WayfinderPersistence", package: "Wayfinder"),
                .product(name: "WayfinderCoordinators", package: "Wayfinder"),
                .product(name: "WayfinderRouting", package: "Wayfinder"),
            ],
            path: "Sources/FuzzSnapshot"
        ),
        .executableTarget(
            name: "FuzzStackOps",
            dependencies: [
                "FuzzSupport", "FuzzNavigation",
                .product(name: "WayfinderCoordinators", package: "Wayfinder"),
                .product(name: "WayfinderStacks", package: "Wayfinder"),
                .product(name: "WayfinderRouting", package: "Wayfinder"),
                .product(name: "WayfinderTesting", package: "Wayfinder"),
            ],
            path: "Sources/FuzzStackOps"
        ),
    ],
    swiftLanguageModes: [.v6]
)
