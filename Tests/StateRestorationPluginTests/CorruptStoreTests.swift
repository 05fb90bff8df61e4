import Foundation
import Testing
import WayfinderComposition
import WayfinderStateRestoration

/// A store that cannot be read is set aside and reported; the app starts fresh and runs.
@MainActor
@Suite struct CorruptStoreTests {
    @Test func corruptDatabase_isSetAside_andTheAppStartsFresh() async throws {
        let folder = RestorationFixture.temporaryFolder()
        let path = "\(folder)/state.sqlite"
        try Data("this is not a database, just some text long enough to look like a header".utf8).write(
            to: URL(fileURLWithPath: path))
        let (app, plugin) = try await RestorationFixture.compose(options: "{path: \"\(path)\", log: none}")

        #expect(app.plugins.failures.isEmpty)
        #expect(app.topScreen?.title == "Home")
        let moved = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasPrefix("state.sqlite.corrupt-") })
        #expect(
            plugin.log == [
                "state-restoration: unreadable store (file is not a database); moved it aside to \(folder)/\(moved) "
                    + "and started fresh at \(path); starting fresh"
            ])
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(moved)")).starts(with: Data("this is not".utf8)))
    }

    @Test func corruptDatabase_theFreshStoreSavesAndRestores() async throws {
        let folder = RestorationFixture.temporaryFolder()
        let options = "{path: \"\(folder)/state.sqlite\", log: none}"
        try Data(repeating: 0x5A, count: 4_096).write(to: URL(fileURLWithPath: "\(folder)/state.sqlite"))
        let (first, _) = try await RestorationFixture.compose(options: options)
        try await RestorationFixture.tap(1, in: first)
        await first.stop()
        let (second, _) = try await RestorationFixture.compose(options: options)
        #expect(second.topScreen?.title == "Item 1")
    }

    @Test func corruptSnapshotFile_isSetAside_andTheAppStartsFresh() async throws {
        let folder = RestorationFixture.temporaryFolder()
        try FileManager.default.createDirectory(atPath: "\(folder)/state/shop", withIntermediateDirectories: true)
        let path = "\(folder)/state/shop/main.json"
        try Data("{\"schemaVersion\": 1, \"tree\": [".utf8).write(to: URL(fileURLWithPath: path))
        let (app, plugin) = try await RestorationFixture.compose(
            options: "{store: file, path: \"\(folder)/state\", log: none}")

        #expect(app.topScreen?.title == "Home")
        let moved = try #require(
            try FileManager.default.contentsOfDirectory(atPath: "\(folder)/state/shop").first {
                $0.hasPrefix("main.json.corrupt-")
            })
        #expect(plugin.log.count == 1)
        #expect(plugin.log.first?.hasPrefix("state-restoration: unreadable store (") == true)
        #expect(
            plugin.log.first?.hasSuffix(
                "moved it aside to \(folder)/state/shop/\(moved) and started fresh at \(path); starting fresh") == true)
    }
}
