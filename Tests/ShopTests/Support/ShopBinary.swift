import Foundation
import Testing

/// What one run of a built binary (`shop`, `wayfinder`) printed and how it exited.
struct ShopRun: Sendable {
    /// Standard output.
    let output: String
    /// Standard error.
    let errors: String
    /// The exit status.
    let status: Int32
}

/// Runs the `shop` (or `wayfinder`) binary built next to the test bundle, from the package root, so relative
/// paths (`Configs/shop.yaml`, `Configs/scenarios/...`) resolve as in `Scripts/run.sh`.
enum ShopBinary {
    /// The package's root directory.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built executable `tool` in the directory of the test bundle (`.build/debug`).
    static func executable(_ tool: String = "shop") throws -> URL {
        var directories: [URL] = []
        for argument in CommandLine.arguments where argument.hasSuffix(".xctest") {
            directories.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
        }
        if let main = Bundle.main.executableURL { directories.append(main.deletingLastPathComponent()) }
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        let candidates = directories.map { $0.appendingPathComponent(tool) }
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return try #require(
            found, "no built \(tool) binary in \(directories.map(\.path)); run swift build --build-tests")
    }

    /// The environment every run gets: the test process's, with analytics written to a
    /// scratch file, no state path from outside, and help text 100 columns wide.
    static func environment(scratch: Scratch, _ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SHOP_STATE_PATH"] = nil
        environment["TRANSIT_STATE_PATH"] = nil
        environment["SHOP_ANALYTICS_OUTPUT"] = scratch.path("analytics.jsonl")
        environment["COLUMNS"] = "100"
        environment.merge(extra) { $1 }
        return environment
    }

    /// Runs `TOOL ARGUMENTS` (`shop` unless told) to completion, feeding `input` on standard input (empty when `nil`),
    /// through a pipe or, with `terminal`, through a pseudo-terminal that does not echo.
    /// Standard output goes to `standardOutput` when given (`/dev/full`), and reads as empty then.
    static func run(
        _ arguments: [String], tool: String = "shop", input: String? = nil, terminal: Bool = false, scratch: Scratch,
        environment extra: [String: String] = [:], standardOutput: String? = nil
    ) throws -> ShopRun {
        let process = Process()
        process.executableURL = try executable(tool)
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        process.environment = environment(scratch: scratch, extra)
        let outputFile = scratch.path("stdout-\(UUID().uuidString)")
        let errorFile = scratch.path("stderr-\(UUID().uuidString)")
        try #require(FileManager.default.createFile(atPath: outputFile, contents: nil))
        try #require(FileManager.default.createFile(atPath: errorFile, contents: nil))
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: standardOutput ?? outputFile))
        let errors = try FileHandle(forWritingTo: URL(fileURLWithPath: errorFile))
        process.standardOutput = output
        process.standardError = errors
        let typing: FileHandle
        var terminalDevice: PseudoTerminal?
        if terminal {
            let device = try PseudoTerminal()
            process.standardInput = device.user
            typing = device.keyboard
            terminalDevice = device
        } else {
            let stdin = Pipe()
            process.standardInput = stdin
            typing = stdin.fileHandleForWriting
        }
        try process.run()
        // A run that hangs is killed, and the test fails on its status, rather than the suite hanging.
        let watchdog = Watchdog(process)
        typing.write(Data((input ?? "").utf8))
        if terminalDevice == nil { try typing.close() }
        process.waitUntilExit()
        watchdog.disarm()
        #expect(!watchdog.fired, "shop \(arguments.joined(separator: " ")) hung and was killed")
        terminalDevice = nil
        try output.close()
        try errors.close()
        return ShopRun(
            output: try String(contentsOfFile: outputFile, encoding: .utf8),
            errors: try String(contentsOfFile: errorFile, encoding: .utf8),
            status: process.terminationStatus)
    }
}

/// A temporary directory for one test, removed when the value is released.
final class Scratch: Sendable {
    /// The directory.
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("shop-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` inside the directory.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }
}
