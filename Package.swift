// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// Each heavy dependency is resolved only when the trait that needs it is on (all are, by
// default); an app that uses only the engine turns them off (README: "Depend only on what you use").
/// GRDB: WayfinderPersistence and what builds on it.
let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["Persistence"]))
/// swift-argument-parser: the `shop` and `wayfinder` executables.
let argumentParser = Target.Dependency.product(
    name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Tools"]))
let concurrencyExtras = Target.Dependency.product(
    name: "ConcurrencyExtras", package: "swift-concurrency-extras", condition: .when(traits: ["Tools"]))
/// A product of FlyingFox: the browser UI of `serve`.
func flyingFox(_ product: String) -> Target.Dependency {
    .product(name: product, package: "FlyingFox", condition: .when(traits: ["Server"]))
}
/// A product of swift-syntax: the `@RouteNames` macro.
func swiftSyntax(_ product: String) -> Target.Dependency {
    .product(name: product, package: "swift-syntax", condition: .when(traits: ["Macros"]))
}

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
        .library(name: "WayfinderComposition", targets: ["WayfinderComposition"]),
        .library(name: "WayfinderGenerator", targets: ["WayfinderGenerator"]),
        .library(name: "WayfinderBindings", targets: ["WayfinderBindings"]),
        .library(name: "WayfinderServer", targets: ["WayfinderServer"]),
        .library(name: "WayfinderScript", targets: ["WayfinderScript"]),
        .library(name: "WayfinderCheck", targets: ["WayfinderCheck"]),
        .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
        .library(name: "WayfinderConformance", targets: ["WayfinderConformance"]),
        .library(name: "WayfinderAnalytics", targets: ["WayfinderAnalytics"]),
        .library(name: "WayfinderDeepLinks", targets: ["WayfinderDeepLinks"]),
        .library(name: "WayfinderStateRestoration", targets: ["WayfinderStateRestoration"]),
        .library(name: "WayfinderAuthGuard", targets: ["WayfinderAuthGuard"]),
        .library(name: "WayfinderPlugins", targets: ["WayfinderPlugins"]),
        .executable(name: "wayfinder", targets: ["WayfinderTool"]),
        .executable(name: "shop", targets: ["Shop"]),
        // The generator without the CLI's dependencies, and the SwiftPM plugins that run it.
        .executable(name: "wayfinder-generate", targets: ["WayfinderGenerate"]),
        .plugin(name: "WayfinderGeneratePlugin", targets: ["WayfinderGeneratePlugin"]),
        .plugin(name: "WayfinderValidatePlugin", targets: ["WayfinderValidatePlugin"]),
        // Deprecated names of renamed modules, kept for one release: each re-exports its new home
        // (Modules/Deprecated; CHANGELOG.md, "Migrating").
        .library(name: "WayfinderSession", targets: ["WayfinderSession"]),
        .library(name: "ShopScript", targets: ["ShopScript"]),
        .library(name: "WayfinderCoding", targets: ["WayfinderCoding"]),
        // `@RouteNames`: route names without reflection. Its own product, so that only apps that
        // use it build swift-syntax.
        .library(name: "WayfinderMacros", targets: ["WayfinderMacros"]),
    ],
    traits: [
        .trait(name: "Persistence", description: "WayfinderPersistence and what builds on it: GRDB"),
        .trait(name: "Server", description: "WayfinderServer, the browser UI of serve: FlyingFox"),
        .trait(name: "Macros", description: "WayfinderMacros (@RouteNames): swift-syntax"),
        .trait(
            name: "Tools",
            description: "the shop and wayfinder executables: swift-argument-parser, swift-concurrency-extras",
            enabledTraits: ["Persistence", "Server"]),
        .default(enabledTraits: ["Persistence", "Server", "Macros", "Tools"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // AnyRoute's route name, asked lazily and kept once asked, without a lock.
        .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
        // Only for `check`'s process: every job on the main actor's serial queue, so no hop
        // between threads (1.5x less CPU per state, measured; docs/performance.md).
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
        // Only for the WayfinderMacros product's compiler plugin (and its expansion tests).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // Only for Scripts/docs.sh (`swift package generate-documentation`); no target uses it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: - C
        .systemLibrary(
            name: "CLibYAML",
            path: "Modules/CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),

        // libedit (line editing and history for the interactive mode of `shop run` and `wayfinder run`).
        .systemLibrary(
            name: "CLibEdit",
            path: "Apps/CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),

        // mimalloc, the allocator of the `wayfinder` executable on Linux: `wayfinder check` spent
        // about a tenth of its time in glibc's malloc and free (docs/performance.md, "The
        // allocator of `wayfinder`"). Not in `shop`, which Scripts/soak.sh runs under valgrind.
        .systemLibrary(
            name: "CMimalloc",
            path: "Apps/CMimalloc",
            providers: [.apt(["libmimalloc-dev"])]
        ),

        // MARK: - Modules
        // Config answers Routing's scalar-kind query (`ScalarKindProviding`, Modules/Routing/Coding)
        // for its YAML decoder.
        .target(name: "WayfinderConfig", dependencies: ["CLibYAML", "WayfinderRouting"], path: "Modules/Config"),
        .target(
            name: "WayfinderRouting",
            dependencies: [.product(name: "Atomics", package: "swift-atomics")],
            path: "Modules/Routing"
        ),
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
                grdb,
            ],
            path: "Modules/Persistence"
        ),
        .target(
            name: "WayfinderComposition",
            dependencies: ["WayfinderConfig", "WayfinderRouting", "WayfinderStacks", "WayfinderCoordinators"],
            path: "Modules/Composition"
        ),
        // Typed Swift from a manifest, for `wayfinder generate` and the build-tool plugin.
        .target(
            name: "WayfinderGenerator",
            dependencies: ["WayfinderConfig", "WayfinderComposition", "WayfinderRouting"],
            path: "Modules/Generator"
        ),
        // Projects the tree into what UI containers bind to; drives renderers. No UI import.
        .target(
            name: "WayfinderBindings",
            dependencies: ["WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks"],
            path: "Modules/Bindings"
        ),
        // The browser UI of `serve` (shop serve, wayfinder serve): an embedded HTTP server.
        .target(
            name: "WayfinderServer",
            dependencies: [
                "WayfinderBindings", "WayfinderComposition", "WayfinderConfig", "WayfinderCoordinators",
                "WayfinderRouting", "WayfinderStacks",
                // A live reload carries every window's snapshot to the new app (Hub/ServeHub+Reload).
                "WayfinderPersistence",
                flyingFox("FlyingFox"),
                // The page runs the renderer conformance kit's scenarios (Hub/ConformanceStage).
                "WayfinderConformance",
                // The front door's sockets (Modules/Server/Door), from the same package.
                flyingFox("FlyingSocks"),
            ],
            path: "Modules/Server",
            // The page's HTML, script and style, compiled into the module (`PackageResources`) so
            // that every binary serves them byte for byte with no resource bundle to lose
            // (Modules/Server/HTTP/PageAsset.swift).
            resources: [
                .embedInCode("Assets/index.html"), .embedInCode("Assets/app.js"), .embedInCode("Assets/app-back.js"),
                .embedInCode("Assets/app-windows.js"), .embedInCode("Assets/app-stage.js"),
                .embedInCode("Assets/app.css"), .embedInCode("Assets/inspector.html"),
                .embedInCode("Assets/inspector.js"), .embedInCode("Assets/inspector.css"),
                .embedInCode("Assets/inspector-page.css"),
            ]
        ),
        .target(
            name: "WayfinderTesting",
            dependencies: ["WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks"],
            path: "Modules/Testing"
        ),
        // The renderer conformance kit: above the binding layer, which WayfinderTesting stays below.
        .target(
            name: "WayfinderConformance",
            dependencies: [
                "WayfinderBindings", "WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks", "WayfinderTesting",
            ],
            path: "Modules/Conformance"
        ),
        // `@RouteNames` is declared here and expanded by the compiler plugin below.
        .target(
            name: "WayfinderMacros", dependencies: ["WayfinderRouting", "WayfinderMacrosPlugin"],
            path: "Modules/Macros"),
        .macro(
            name: "WayfinderMacrosPlugin",
            dependencies: [
                swiftSyntax("SwiftSyntax"),
                swiftSyntax("SwiftSyntaxBuilder"),
                swiftSyntax("SwiftSyntaxMacros"),
                swiftSyntax("SwiftDiagnostics"),
                swiftSyntax("SwiftCompilerPlugin"),
            ],
            path: "Modules/MacrosPlugin"
        ),
        .target(
            name: "Wayfinder",
            dependencies: [
                "WayfinderConfig", "WayfinderRouting", "WayfinderStacks", "WayfinderCoordinators",
                "WayfinderPersistence", "WayfinderComposition",
            ],
            path: "Modules/Wayfinder"
        ),

        // MARK: - Plugins (they depend on Composition, never the reverse)
        .target(
            name: "WayfinderAnalytics",
            dependencies: ["WayfinderComposition", "WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks"],
            path: "Plugins/Analytics"
        ),
        .target(
            name: "WayfinderDeepLinks",
            dependencies: ["WayfinderComposition", "WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks"],
            path: "Plugins/DeepLinks"
        ),
        .target(
            name: "WayfinderStateRestoration",
            dependencies: [
                "WayfinderComposition", "WayfinderConfig", "WayfinderCoordinators", "WayfinderRouting",
                "WayfinderStacks",
                "WayfinderPersistence",
            ],
            path: "Plugins/StateRestoration"
        ),
        .target(
            name: "WayfinderAuthGuard",
            dependencies: [
                "WayfinderComposition", "WayfinderConfig", "WayfinderCoordinators", "WayfinderRouting",
                "WayfinderStacks",
            ],
            path: "Plugins/AuthGuard"
        ),
        // The four bundled plugins in one registry.
        .target(
            name: "WayfinderPlugins",
            dependencies: [
                "WayfinderComposition", "WayfinderCoordinators", "WayfinderRouting", "WayfinderAnalytics",
                "WayfinderDeepLinks", "WayfinderStateRestoration", "WayfinderAuthGuard",
            ],
            path: "Plugins/Bundled"
        ),

        // The script language (commands, words, script files; fuzzed on its own) and its
        // interpreter, which carries out commands on a composed app with the bundled plugins and
        // shows the screen as the transcript does. Above the plugins, below the apps.
        .target(
            name: "WayfinderScript",
            dependencies: [
                "WayfinderComposition", "WayfinderConfig", "WayfinderCoordinators", "WayfinderPlugins",
                "WayfinderRouting", "WayfinderStacks",
            ],
            path: "Modules/Script"
        ),
        // Deprecated module names, kept for one release: each only re-exports its new home.
        .target(
            name: "WayfinderSession", dependencies: ["WayfinderScript"], path: "Modules/Deprecated/WayfinderSession"),
        .target(name: "ShopScript", dependencies: ["WayfinderScript"], path: "Modules/Deprecated/ShopScript"),
        .target(
            name: "WayfinderCoding", dependencies: ["WayfinderRouting"], path: "Modules/Deprecated/WayfinderCoding"),
        // The explorer of `check`: every interleaving of a composed app's events to a depth,
        // against named invariants. Above Script and Persistence, below the apps.
        .target(
            name: "WayfinderCheck",
            dependencies: [
                "WayfinderBindings", "WayfinderComposition", "WayfinderConformance", "WayfinderCoordinators",
                "WayfinderPersistence", "WayfinderPlugins", "WayfinderRouting", "WayfinderScript", "WayfinderStacks",
            ],
            path: "Modules/Check"
        ),

        // MARK: - Apps
        // What the `wayfinder` and `shop` commands share: run, validate, graph, state, the
        // session and its transcript.
        .target(
            name: "WayfinderCLI",
            dependencies: [
                "CLibEdit",
                "WayfinderComposition", "WayfinderConfig", "WayfinderCoordinators", "WayfinderPersistence",
                "WayfinderRouting", "WayfinderStacks", "WayfinderPlugins", "WayfinderServer",
                "WayfinderStateRestoration", "WayfinderGenerator", "WayfinderScript", "WayfinderCheck",
                argumentParser, concurrencyExtras,
            ],
            path: "Apps/WayfinderCLI"
        ),
        // `wayfinder`: the commands for any manifest, and `config outline`.
        .executableTarget(
            name: "WayfinderTool",
            dependencies: [
                "WayfinderCLI", "WayfinderConfig",
                .target(name: "CMimalloc", condition: .when(platforms: [.linux])),
                argumentParser,
            ],
            path: "Apps/Wayfinder"
        ),
        // `wayfinder-generate`: what the build-tool plugin runs. Config, Composition, the
        // generator and the bundled plugins without a database; no GRDB, FlyingFox or libedit.
        .executableTarget(
            name: "WayfinderGenerate",
            dependencies: [
                "WayfinderGenerator", "WayfinderComposition", "WayfinderConfig", "WayfinderAnalytics",
                "WayfinderDeepLinks", "WayfinderAuthGuard",
            ],
            path: "Apps/WayfinderGenerate"
        ),
        // SwiftPM plugins, each in a folder of its own (Plugins/ holds Wayfinder's navigation
        // plugins): typed Swift from `*.wayfinder.yaml`, and `swift package wayfinder-validate`.
        .plugin(
            name: "WayfinderGeneratePlugin", capability: .buildTool(), dependencies: ["WayfinderGenerate"],
            path: "Modules/GeneratePlugin"),
        .plugin(
            name: "WayfinderValidatePlugin",
            capability: .command(
                intent: .custom(
                    verb: "wayfinder-validate", description: "Check every *.wayfinder.yaml app manifest of the package")
            ),
            dependencies: ["WayfinderGenerate"],
            path: "Modules/ValidatePlugin"),
        // The headless sample app: runs, validates and draws Configs/shop.yaml.
        .executableTarget(
            name: "Shop",
            dependencies: [
                "WayfinderCLI",
                argumentParser,
            ],
            path: "Apps/Shop"
        ),

        // MARK: - Tests
        .testTarget(
            name: "ConfigTests", dependencies: ["WayfinderConfig", "WayfinderRouting"], path: "Tests/ConfigTests"),
        .testTarget(
            name: "RoutingTests", dependencies: ["PropertySupport", "WayfinderRouting"], path: "Tests/RoutingTests"),
        .testTarget(
            name: "MacrosTests",
            dependencies: [
                "WayfinderMacros", "WayfinderMacrosPlugin", "WayfinderRouting",
                swiftSyntax("SwiftSyntaxMacroExpansion"), swiftSyntax("SwiftSyntaxMacrosGenericTestSupport"),
            ],
            path: "Tests/MacrosTests"
        ),
        .testTarget(
            name: "StacksTests", dependencies: ["PropertySupport", "WayfinderRouting", "WayfinderStacks"],
            path: "Tests/StacksTests"),
        .testTarget(
            name: "CoordinatorsTests",
            dependencies: [
                "PropertySupport", "WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks", "WayfinderTesting",
            ],
            path: "Tests/CoordinatorsTests"
        ),
        .testTarget(
            name: "CompositionTests",
            dependencies: [
                "PluginTestSupport", "WayfinderComposition", "WayfinderConfig", "WayfinderRouting", "WayfinderStacks",
                "WayfinderCoordinators", "WayfinderPlugins",
            ],
            path: "Tests/CompositionTests",
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "GeneratorTests",
            dependencies: [
                "PluginTestSupport", "PropertySupport", "WayfinderGenerator", "WayfinderComposition", "WayfinderConfig",
                "WayfinderRouting", "WayfinderPlugins",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/GeneratorTests"
        ),
        .testTarget(
            name: "TestingTests",
            dependencies: ["WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks", "WayfinderTesting"],
            path: "Tests/TestingTests"),
        .testTarget(
            name: "BindingsTests",
            dependencies: [
                "WayfinderBindings", "WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks", "WayfinderTesting",
            ],
            path: "Tests/BindingsTests"
        ),
        .testTarget(
            name: "ConformanceTests",
            dependencies: [
                "WayfinderBindings", "WayfinderConformance", "WayfinderCoordinators", "WayfinderRouting",
                "WayfinderStacks",
            ],
            path: "Tests/ConformanceTests"
        ),
        // Runs the built `shop` binary on Configs/scenarios and compares whole transcripts.
        .testTarget(
            name: "ShopTests",
            dependencies: [
                "Shop", "WayfinderTool", "WayfinderCLI", "WayfinderScript", "WayfinderConfig", "WayfinderCoordinators",
                "WayfinderRouting", "PropertySupport",
                // To save windows as a run of `shop --state` saves them, for the kill test.
                "WayfinderComposition",
                grdb,
                .product(name: "PropertyBased", package: "swift-property-based"),
                // To parse what `export-test --swift` writes, in its property test.
                swiftSyntax("SwiftParser"),
                swiftSyntax("SwiftSyntax"),
            ],
            path: "Tests/ShopTests",
            // Recordings of format versions 1 and 2 (RecordingMigrationTests), read from the package root.
            exclude: ["Fixtures"]),
        .testTarget(
            name: "CheckTests",
            dependencies: [
                "WayfinderBindings", "WayfinderCheck", "WayfinderCLI", "WayfinderComposition", "WayfinderConfig",
                "WayfinderConformance", "WayfinderCoordinators", "WayfinderPersistence", "WayfinderPlugins",
                "WayfinderScript", "WayfinderStacks", "WayfinderTesting",
            ],
            path: "Tests/CheckTests"),
        .testTarget(
            name: "ScriptTests",
            dependencies: [
                "WayfinderScript", "WayfinderComposition", "WayfinderCoordinators", "WayfinderRouting",
                "WayfinderStacks", "WayfinderTesting",
            ],
            path: "Tests/ScriptTests"),
        .testTarget(
            name: "ServerTests",
            dependencies: [
                "WayfinderServer", "WayfinderCLI", "WayfinderComposition", "WayfinderCoordinators",
                "WayfinderConformance",
            ],
            path: "Tests/ServerTests"),
        .testTarget(
            name: "FamiliesTests",
            dependencies: ["WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks"],
            path: "Tests/FamiliesTests"
        ),
        .testTarget(
            name: "PersistenceTests",
            dependencies: [
                "PropertySupport", .product(name: "PropertyBased", package: "swift-property-based"),
                "WayfinderPersistence", "WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks",
                "SnapshotWriter", "WayfinderTesting",
                // To build databases Wayfinder did not create, for the foreign-store tests.
                grdb,
            ],
            path: "Tests/PersistenceTests",
            // A store written by 0.2 (before tree changes), for the migration test.
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "AnalyticsPluginTests",
            dependencies: [
                "PluginTestSupport",
                "WayfinderAnalytics", "WayfinderComposition", "WayfinderConfig", "WayfinderCoordinators",
                "WayfinderRouting",
                "WayfinderStacks", "WayfinderTesting",
            ],
            path: "Tests/AnalyticsPluginTests"
        ),
        .testTarget(
            name: "DeepLinkPluginTests",
            dependencies: [
                "PluginTestSupport",
                "WayfinderDeepLinks", "WayfinderComposition", "WayfinderConfig", "WayfinderCoordinators",
                "WayfinderRouting",
                "WayfinderStacks", "WayfinderTesting",
            ],
            path: "Tests/DeepLinkPluginTests"
        ),
        .testTarget(
            name: "StateRestorationPluginTests",
            dependencies: [
                "PluginTestSupport",
                "WayfinderStateRestoration", "WayfinderComposition", "WayfinderConfig", "WayfinderCoordinators",
                "WayfinderRouting",
                "WayfinderStacks", "WayfinderTesting", "WayfinderPersistence",
            ],
            path: "Tests/StateRestorationPluginTests"
        ),
        .testTarget(
            name: "AuthGuardPluginTests",
            dependencies: [
                "PluginTestSupport",
                "WayfinderAuthGuard", "WayfinderComposition", "WayfinderConfig", "WayfinderCoordinators",
                "WayfinderRouting",
                "WayfinderStacks", "WayfinderTesting", "WayfinderDeepLinks", "WayfinderStateRestoration",
            ],
            path: "Tests/AuthGuardPluginTests"
        ),
        .testTarget(
            name: "BundledPluginTests",
            dependencies: [
                "PluginTestSupport",
                "WayfinderPlugins", "WayfinderAnalytics", "WayfinderDeepLinks", "WayfinderStateRestoration",
                "WayfinderAuthGuard", "WayfinderComposition", "WayfinderConfig", "WayfinderCoordinators",
                "WayfinderRouting", "WayfinderStacks", "WayfinderTesting",
            ],
            path: "Tests/BundledPluginTests"
        ),
        // The documentation's code samples, compiled and run, and the manifest reference's YAML
        // examples, validated (see Scripts/docs.sh for the catalogs themselves).
        .testTarget(
            name: "DocumentationTests",
            dependencies: [
                "Wayfinder", "WayfinderTesting", "WayfinderPlugins", "WayfinderComposition", "WayfinderConfig",
                "WayfinderMacros", "WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks", "WayfinderScript",
                "WayfinderBindings", "WayfinderConformance",
            ],
            path: "Tests/DocumentationTests"
        ),
        // Property tests' random choices as PropertyBased cases (generated, shrunk, seeded).
        .target(
            name: "PropertySupport",
            dependencies: [.product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/Support/PropertySupport"
        ),
        // What the plugin test targets share.
        .target(
            name: "PluginTestSupport", dependencies: ["WayfinderComposition"], path: "Tests/Support/PluginTestSupport"),
        // Saves snapshots in a loop until killed; PersistenceTests' crash test runs it.
        .executableTarget(
            name: "SnapshotWriter",
            dependencies: ["WayfinderPersistence", "WayfinderCoordinators", "WayfinderRouting", "WayfinderStacks"],
            path: "Tests/Support/SnapshotWriter"
        ),
    ],
    swiftLanguageModes: [.v6]
)
