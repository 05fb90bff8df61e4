import Foundation
import PropertyBased
import PropertySupport
import Testing
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the `SnapshotWriter` helper, kills it with SIGKILL at seeded random moments, and checks
/// after every kill that the store opens cleanly and holds a snapshot at least as new as the
/// last one the writer reported committed.
@Suite(.serialized) struct CrashTests {
    let folder = TemporaryDirectory()
    let registry: RouteRegistry = {
        var registry = RouteRegistry()
        try? registry.register(DefaultRoute.self)
        return registry
    }()

    @Test func sqliteStore_killedTwoHundredTimesMidSave_alwaysHoldsTheLastCommittedSnapshot() async throws {
        let path = folder.file("crash.sqlite")
        let outcome = try await crashLoop(store: "sqlite", path: path, kills: 200, seed: 0x5EED) {
            () async throws -> Int in
            let store = SQLiteSnapshotStore(path: path, registry: registry)
            let stored = try await store.load(appID: "crash", sceneID: "main")
            let sequence = Self.sequence(of: stored)
            // The snapshot and its journal event were written in one transaction.
            let journal = try await store.journal(appID: "crash", sceneID: "main", limit: 1)
            #expect(journal.last.map { Int($0.sequence) } ?? 0 == sequence)
            try await store.close()
            return sequence
        }
        #expect(outcome.kills == 200)
        #expect(outcome.lastSequence > 200)
        print("sqlite crash test: \(outcome.kills) kills, \(outcome.lastSequence) saves, \(outcome.seconds) s")
    }

    @Test func fileStore_killedHundredTimesMidSave_alwaysHoldsTheLastCommittedSnapshot() async throws {
        let path = folder.file("crash-files")
        let outcome = try await crashLoop(store: "file", path: path, kills: 100, seed: 0xF11E) {
            () async throws -> Int in
            Self.sequence(
                of: try await FileSnapshotStore(directory: path, registry: registry).load(
                    appID: "crash", sceneID: "main"))
        }
        #expect(outcome.kills == 100)
        #expect(outcome.lastSequence > 100)
        #expect(folder.names(in: "crash-files/crash").filter { $0.contains("corrupt") } == [])
        print("file crash test: \(outcome.kills) kills, \(outcome.lastSequence) saves, \(outcome.seconds) s")
    }

    // MARK: - Loop

    struct Outcome {
        var kills = 0
        var lastSequence = 0
        var seconds = 0.0
    }

    /// Starts the writer `kills` times, each time reading a seeded number of committed
    /// sequence numbers (0 to 5), waiting a seeded few hundred microseconds more, and killing it;
    /// then checks the store with `storedSequence`.
    func crashLoop(
        store: String, path: String, kills: Int, seed: UInt64, storedSequence: () async throws -> Int
    ) async throws -> Outcome {
        let helper = try #require(
            Self.helperURL(), "SnapshotWriter not found next to the test bundle; run swift build --build-tests")
        var random = Xoshiro(fixtureSeed: seed)
        var outcome = Outcome()
        var committed = 0
        let start = Date()
        for round in 0..<kills {
            let process = Process()
            process.executableURL = helper
            process.arguments = [store, path]
            let output = Pipe()
            let errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            var reader = LineReader(handle: output.fileHandleForReading)
            let wanted = random.int(0...5)
            var reported: [Int] = []
            while reported.count < wanted, let line = reader.nextLine() {
                reported.append(Int(line) ?? -1)
            }
            usleep(UInt32(random.int(0...800)))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            while let line = reader.nextLine() {
                reported.append(Int(line) ?? -1)
            }
            let problems = String(decoding: errors.fileHandleForReading.dataToEndRetryingInterrupts(), as: UTF8.self)
            #expect(problems.isEmpty, "round \(round): \(problems)")
            #expect(
                reported == Array(reported.indices.map { committed + 1 + $0 }), "round \(round) reported \(reported)")
            committed = reported.last ?? committed
            let stored = try await storedSequence()
            #expect(stored >= committed, "round \(round): stored \(stored), writer had committed \(committed)")
            #expect(stored <= committed + 1, "round \(round): stored \(stored), writer reported only \(committed)")
            committed = stored
            outcome.kills += process.terminationReason == .uncaughtSignal ? 1 : 0
        }
        outcome.lastSequence = committed
        outcome.seconds = (Date().timeIntervalSince(start) * 10).rounded() / 10
        return outcome
    }

    /// The sequence number the writer put in a snapshot, 0 for none.
    static func sequence(of snapshot: NavigationSnapshot?) -> Int {
        guard
            case .int(let value)? = snapshot?.tree.root?.entries.first?.route.base(as: DefaultRoute.self)?.parameters[
                "sequence"]
        else {
            return 0
        }
        return value
    }

    /// The helper binary, built next to the test bundle (`.build/debug/`).
    static func helperURL() -> URL? {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            candidates.append(executable.deletingLastPathComponent())
        }
        var bundle = Bundle.main.bundleURL
        for _ in 0..<4 {
            candidates.append(bundle)
            bundle.deleteLastPathComponent()
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(package.appendingPathComponent(".build/debug"))
        return candidates.map { $0.appendingPathComponent("SnapshotWriter") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// Reads whole lines from a pipe, blocking until one is complete or the pipe is closed.
struct LineReader {
    let handle: FileHandle
    private var buffer = Data()

    init(handle: FileHandle) {
        self.handle = handle
    }

    /// The next complete line without its newline, or `nil` at the end of the stream (a last
    /// line without a newline was never fully reported, so it is not returned).
    mutating func nextLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                return line
            }
            let chunk = handle.dataRetryingInterrupts()
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }
}
