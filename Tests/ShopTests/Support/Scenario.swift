import Foundation
import Testing

/// A scenario of `Configs/scenarios/` (run by `shop`) or `Configs/scenarios/wayfinder/` (run
/// by `wayfinder`): a `.shop` file whose leading comments say how to run it, and the files
/// holding what the run must print.
///
/// ```
/// # tour: the README's walk through every capability.
/// # run: run --script $SCRIPT --no-state
/// # exit: 0
/// ```
///
/// - `run:` the arguments after the tool's name (default `run --script $SCRIPT --no-state`). `$SCRIPT`
///   is the scenario's path, `$STATE` a state file in the test's scratch directory; a final
///   `< $SCRIPT` feeds the file on standard input instead (a pipe).
/// - `exit:` the expected exit status (default 0).
/// - `after:` a scenario to run first with the same `$STATE`.
/// - `stderr:` the file holding the expected standard error, when it is not `NAME.stderr`.
/// - `env:` `NAME=VALUE` pairs set for the run (`PATH=/nonexistent` hides Graphviz).
/// - `terminal: yes` feeds `< $SCRIPT` through a pseudo-terminal (the interactive mode).
///
/// `NAME.expected` holds the whole expected standard output, `NAME.stderr` (or the `stderr:`
/// file) the whole standard error; no such file means nothing may be written there.
struct Scenario: CustomTestStringConvertible, Sendable {
    /// The scenario folders, relative to the package root, and the tool that runs theirs.
    static let folders = [("Configs/scenarios", "shop"), ("Configs/scenarios/wayfinder", "wayfinder")]

    /// The file name without `.shop`.
    let name: String
    /// The folder holding the scenario, relative to the package root.
    let folder: String
    /// The executable the scenario runs: `shop` or `wayfinder`.
    let tool: String
    let arguments: [String]
    let feedsStandardInput: Bool
    let exitStatus: Int32
    let after: String?
    let errorsFile: String
    let environment: [String: String]
    let terminal: Bool

    var testDescription: String { tool == "shop" ? name : "\(tool)/\(name)" }

    /// The scenario's path from the package root.
    var path: String { "\(folder)/\(name).shop" }

    /// Every scenario, by name.
    static func all() -> [Scenario] {
        folders.flatMap { folder, tool in
            let directory = ShopBinary.packageRoot.appendingPathComponent(folder)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return files.filter { $0.hasSuffix(".shop") }.sorted().compactMap {
                try? load(String($0.dropLast(5)), in: folder, tool: tool)
            }
        }
    }

    /// The scenario `name` of `folder`, run by `tool`.
    static func load(_ name: String, in folder: String = "Configs/scenarios", tool: String = "shop") throws -> Scenario
    {
        let text = try String(
            contentsOf: ShopBinary.packageRoot.appendingPathComponent("\(folder)/\(name).shop"), encoding: .utf8)
        var directives: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard line.hasPrefix("#") else { break }
            let body = line.dropFirst().trimmingCharacters(in: .whitespaces)
            guard let colon = body.firstIndex(of: ":") else { continue }
            directives[String(body[..<colon])] = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var arguments = (directives["run"] ?? "run --script $SCRIPT --no-state").split(separator: " ").map(String.init)
        let feeds = arguments.suffix(2) == ["<", "$SCRIPT"]
        if feeds { arguments.removeLast(2) }
        return Scenario(
            name: name, folder: folder, tool: tool, arguments: arguments, feedsStandardInput: feeds,
            exitStatus: Int32(directives["exit"] ?? "0") ?? -1,
            after: directives["after"], errorsFile: directives["stderr"] ?? "\(name).stderr",
            environment: Dictionary(
                (directives["env"] ?? "").split(separator: " ").compactMap { pair in
                    pair.firstIndex(of: "=").map { (String(pair[..<$0]), String(pair[pair.index(after: $0)...])) }
                }, uniquingKeysWith: { $1 }),
            terminal: directives["terminal"] == "yes")
    }

    /// Runs the scenario (after the one it follows), with `$STATE` in `scratch`.
    func run(in scratch: Scratch) throws -> ShopRun {
        if let after { _ = try Scenario.load(after, in: folder, tool: tool).run(in: scratch) }
        let arguments = arguments.map {
            $0.replacingOccurrences(of: "$SCRIPT", with: path).replacingOccurrences(
                of: "$STATE", with: scratch.path("state.sqlite"))
        }
        var input =
            try feedsStandardInput
            ? String(contentsOf: ShopBinary.packageRoot.appendingPathComponent(path), encoding: .utf8) : nil
        if terminal {
            // A person types the commands, not the scenario's header.
            input = input?.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("#") }.joined(
                separator: "\n")
        }
        return try ShopBinary.run(
            arguments, tool: tool, input: input, terminal: terminal, scratch: scratch, environment: environment)
    }

    /// The expected standard output and standard error. With `SHOP_RECORD=1` in the
    /// environment, `actual` is written there first (to write a new scenario's expectations).
    func expectations(recording actual: ShopRun) throws -> (output: String, errors: String) {
        let outputURL = ShopBinary.packageRoot.appendingPathComponent("\(folder)/\(name).expected")
        let errorsURL = ShopBinary.packageRoot.appendingPathComponent("\(folder)/\(errorsFile)")
        if ProcessInfo.processInfo.environment["SHOP_RECORD"] == "1" {
            try actual.output.write(to: outputURL, atomically: true, encoding: .utf8)
            if actual.errors.isEmpty {
                try? FileManager.default.removeItem(at: errorsURL)
            } else {
                try actual.errors.write(to: errorsURL, atomically: true, encoding: .utf8)
            }
        }
        let output = try String(contentsOf: outputURL, encoding: .utf8)
        let errors = (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? ""
        return (output, errors)
    }
}
