import Foundation
import PluginTestSupport
import PropertyBased
import PropertySupport
import Testing
import WayfinderComposition
import WayfinderGenerator

/// What the generator writes compiles, with zero warnings in Swift 6 mode, for the shop, transit
/// and 20 random manifests: all 22 files in ONE `swiftc -typecheck` against the modules of the
/// last debug build (as `Scripts/check-seed-names.sh` checks the seed names), never one build
/// per manifest. Distinct app ids give distinct type names, so the files share one module.
@MainActor
@Suite struct CompileCheckTests {
    /// The folder of the built modules: next to the test bundle (`.build/debug/Modules`).
    static func modulesFolder() throws -> URL {
        var candidates: [URL] = []
        for argument in CommandLine.arguments where argument.hasSuffix(".xctest") {
            candidates.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
        }
        if let main = Bundle.main.executableURL { candidates.append(main.deletingLastPathComponent()) }
        candidates.append(Manifests.root.appendingPathComponent(".build/debug"))
        let found = candidates.map { $0.appendingPathComponent("Modules") }.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("WayfinderComposition.swiftmodule").path)
        }
        return try #require(found, "no built modules near \(candidates.map(\.path)); run swift build --build-tests")
    }

    /// The 20 random manifests of the property, generated from seeds 0 to 19; each validates.
    static func randomManifests() throws -> [(name: String, yaml: String)] {
        try (0..<20).map { index in
            var random = Xoshiro(fixtureSeed: UInt64(index))
            let manifest = RandomManifest(index: index, random: &random)
            let findings = Manifests.findings(yaml: manifest.yaml, sourceName: "\(manifest.appID).yaml")
            try #require(findings.isEmpty, "random manifest \(index) has findings:\n\(findings)\n\(manifest.yaml)")
            return ("\(manifest.appID).yaml", manifest.yaml)
        }
    }

    @Test func shopTransitAnd20RandomManifests_typeCheckInOneCompile_withoutWarnings() throws {
        let folder = URL(fileURLWithPath: temporaryFolder("generated"))
        var files: [String] = []
        func write(_ name: String, _ source: String) throws {
            let file = folder.appendingPathComponent(name)
            try source.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        try write("Shop.swift", try Manifests.generated("Configs/shop.yaml"))
        try write("Transit.swift", try Manifests.generated("Configs/examples/transit.yaml"))
        for (index, manifest) in try Self.randomManifests().enumerated() {
            let validated = try Manifests.validated(yaml: manifest.yaml, sourceName: manifest.name)
            // Half public, half internal: both access levels compile.
            let access: SwiftGenerator.Access = index.isMultiple(of: 2) ? .public : .internal
            try write(
                "Random\(index).swift", SwiftGenerator(access: access).source(for: validated, sourceName: manifest.name)
            )
        }

        let (status, output) = try Self.typeCheck(files)
        #expect(status == 0, "swiftc failed:\n\(output)")
        #expect(!output.contains("warning:"), "swiftc warned:\n\(output)")
        #expect(files.count == 22)
    }

    /// `swiftc -typecheck` of `files` as one module, in Swift 6 mode, against the built modules.
    static func typeCheck(_ files: [String]) throws -> (Int32, String) {
        var arguments = ["-typecheck", "-swift-version", "6", "-module-name", "GeneratedCheck"]
        arguments += [
            "-I", try Self.modulesFolder().path, "-I", Manifests.root.appendingPathComponent("Modules/CLibYAML").path,
        ]
        // C modules of dependencies (swift-atomics' shims) are found through their include folders.
        let checkouts = Manifests.root.appendingPathComponent(".build/checkouts")
        for package in (try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? [] {
            let sources = checkouts.appendingPathComponent(package).appendingPathComponent("Sources")
            for target in (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [] {
                let include = sources.appendingPathComponent(target).appendingPathComponent("include")
                if FileManager.default.fileExists(atPath: include.appendingPathComponent("module.modulemap").path) {
                    arguments += ["-I", include.path]
                }
            }
        }
        return try run("swiftc", arguments + files)
    }

    /// Runs a tool found on `PATH`, with standard output and error together.
    static func run(_ tool: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.dataToEndRetryingInterrupts()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
