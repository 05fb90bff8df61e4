// swift-tools-version: 6.0
import Foundation
import PackageDescription

// An app that uses Wayfinder's build-tool plugin: `Sources/TypedShop/shop.wayfinder.yaml` becomes
// typed Swift (`ShopRoute`, `ShopLink`, `ComposedApp.navigate(to:)`) at build time, and its
// findings become build errors on the YAML's lines. A package of its own, not a product of the
// root package; it depends on Wayfinder by path, as an app would by URL.

/// The identity SwiftPM gives a path dependency: its folder's name, lowercased.
let wayfinder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "TypedShop",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(
            name: "TypedShop",
            dependencies: [
                .product(name: "WayfinderComposition", package: wayfinder),
                .product(name: "WayfinderRouting", package: wayfinder),
                .product(name: "WayfinderDeepLinks", package: wayfinder),
                .product(name: "WayfinderAuthGuard", package: wayfinder),
            ],
            // Read by the generator through the manifest's `!include`; not a source or resource.
            exclude: ["screens.yaml"],
            plugins: [.plugin(name: "WayfinderGeneratePlugin", package: wayfinder)]
        ),
        .testTarget(name: "TypedShopTests", dependencies: ["TypedShop"]),
        // A session of the root package's shop (Configs/shop.yaml) recorded with `wayfinder run
        // --record` and exported with `wayfinder export-test --swift`: replays it through the
        // WayfinderScript product. ShopTests checks it is what export-test writes today.
        .testTarget(
            name: "RecordedShopTests",
            dependencies: [.product(name: "WayfinderScript", package: wayfinder)],
            path: "Recorded",
            // The script the session was recorded from.
            exclude: ["session.shop"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
