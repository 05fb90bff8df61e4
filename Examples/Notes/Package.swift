// swift-tools-version: 6.1
import Foundation
import PackageDescription

// A notes app written in Swift only, with no manifest: two tabs, a list pushing a note, a "new
// note" sheet with detents whose draft is saved and asks before it is thrown away, onboarding as
// a full-screen cover, a guard on locked notes and the deep link notes://note/42. A package of
// its own that depends on Wayfinder by path, as an app would, with the package's traits off:
// it resolves none of GRDB, swift-syntax, FlyingFox or swift-argument-parser.

/// The identity SwiftPM gives a path dependency: its folder's name, lowercased.
let wayfinder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "Notes",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../..", traits: [])],
    targets: [
        .target(
            name: "Notes",
            dependencies: [
                .product(name: "WayfinderCoordinators", package: wayfinder),
                .product(name: "WayfinderRouting", package: wayfinder),
                .product(name: "WayfinderStacks", package: wayfinder),
            ]
        ),
        // The README's first example ("A taste"), as printed: Scripts/examples.sh runs it and
        // compares what it prints with the README's comment lines.
        .executableTarget(
            name: "Taste",
            dependencies: [
                .product(name: "WayfinderCoordinators", package: wayfinder),
                .product(name: "WayfinderRouting", package: wayfinder),
            ]
        ),
        .testTarget(
            name: "NotesTests",
            dependencies: [
                "Notes",
                .product(name: "WayfinderCoordinators", package: wayfinder),
                .product(name: "WayfinderRouting", package: wayfinder),
                .product(name: "WayfinderTesting", package: wayfinder),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
