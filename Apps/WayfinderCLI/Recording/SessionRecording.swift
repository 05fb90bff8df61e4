import Foundation
import WayfinderCoordinators

/// A recorded session (`run --record`, `serve --record`) as versioned JSON lines, and how one
/// is read back, refusing anything it cannot trust.
///
/// ```
/// {"app":"shop","format":"wayfinder-session","kind":"header","manifest":"Configs/shop.yaml","manifestHash":"sha256:…","tool":"wayfinder","version":1}
/// {"kind":"start","restored":false,"tree":{…}}
/// {"command":"tab cart","kind":"step","outcome":"ok","step":1,"tree":{…}}
/// {"command":"tap 1","kind":"step","message":"…","outcome":"note","step":2,"tree":{…}}
/// ```
///
/// Every line is one JSON object with a `kind`: the header first, then the starting tree (the
/// one `--state` restored, if it did), then one `step` per command with its outcome (`ok`,
/// `note` for a guard's redirect, `error` for a refusal) and the tree after it. Trees are
/// written as `run --json` writes them. Each line ends with a line break, so a file cut short
/// is recognised.
struct SessionRecording {
    /// The format's name, in every header.
    static let format = "wayfinder-session"
    /// The version this build writes and reads.
    static let version = 1

    /// The first line.
    struct Header {
        var app: String
        var manifest: String
        var manifestHash: String
        var tool: String
    }

    /// One recorded command.
    struct Step {
        /// Its number, from 1.
        var number: Int
        /// The line in the recording.
        var line: Int
        var command: String
        /// `ok`, `note` or `error`.
        var outcome: String
        var message: String?
        /// The tree after it, as JSON.
        var tree: Any
    }

    var header: Header
    /// Whether the starting tree was restored from saved state.
    var restored: Bool
    /// The starting tree, as JSON.
    var start: Any
    var steps: [Step]

    // MARK: - Reading

    /// Reads and checks a recording.
    ///
    /// - Throws: ``RecordingError`` when the file cannot be read, is of a newer version, is cut
    ///   short or corrupt, or holds an entry this build does not know.
    static func read(path: String) throws(RecordingError) -> SessionRecording {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RecordingError(path, "cannot read the recording")
        }
        guard !data.isEmpty else { throw RecordingError(path, "the recording is empty: it has no header") }
        guard data.last == UInt8(ascii: "\n") else {
            let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
            throw RecordingError(path, line: lines, "the last line is cut off: the recording is truncated")
        }
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        var objects: [(line: Int, object: [String: Any])] = []
        for (index, line) in lines.enumerated() {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else {
                throw RecordingError(path, line: index + 1, "not a JSON object: the recording is corrupt")
            }
            objects.append((index + 1, object))
        }
        return try parse(objects, path: path)
    }

    /// Reads a recording as ``read(path:)`` does, telling `console` why when it cannot.
    static func read(path: String, complainingTo console: Console) -> SessionRecording? {
        do {
            return try read(path: path)
        } catch {
            console.complain(error.description)
            return nil
        }
    }

    /// Reads a recording for `export-test`, which starts the app afresh: one that started from
    /// restored state is refused, telling `console` why, as are those ``read(path:)`` refuses.
    static func readForExport(path: String, complainingTo console: Console) -> SessionRecording? {
        guard let recording = read(path: path, complainingTo: console) else { return nil }
        guard !recording.restored else {
            console.complain(
                "\(path): error: the session started from a restored state; an exported test starts the app afresh, "
                    + "so it cannot reproduce it (record with --no-state)")
            return nil
        }
        return recording
    }

    private static func parse(
        _ objects: [(line: Int, object: [String: Any])], path: String
    ) throws(RecordingError)
        -> SessionRecording
    {
        guard let (_, first) = objects.first, first["kind"] as? String == "header",
            first["format"] as? String == format
        else {
            throw RecordingError(path, line: 1, "not a session recording: the first line is no \(format) header")
        }
        guard let version = first["version"] as? Int else {
            throw RecordingError(path, line: 1, "the header has no format version")
        }
        guard version <= Self.version else {
            throw RecordingError(
                path, line: 1,
                "recorded in format version \(version) by a newer Wayfinder; this build reads version \(Self.version)")
        }
        let header = Header(
            app: try string("app", in: first, line: 1, path: path),
            manifest: try string("manifest", in: first, line: 1, path: path),
            manifestHash: try string("manifestHash", in: first, line: 1, path: path),
            tool: (first["tool"] as? String) ?? "wayfinder")
        guard objects.count >= 2, objects[1].object["kind"] as? String == "start",
            let start = objects[1].object["tree"] as? [String: Any]
        else {
            throw RecordingError(path, line: 2, "the starting tree is missing: the recording is truncated or corrupt")
        }
        var steps: [Step] = []
        for (line, object) in objects.dropFirst(2) {
            let kind = object["kind"] as? String ?? "(none)"
            guard kind == "step" else {
                throw RecordingError(path, line: line, "unknown entry kind '\(kind)'; a step was expected")
            }
            guard let number = object["step"] as? Int, number == steps.count + 1 else {
                let found = (object["step"] as? Int).map { "step \($0)" } ?? "a step without a number"
                throw RecordingError(
                    path, line: line,
                    "\(found) follows step \(steps.count): step \(steps.count + 1) does not exist in the recording")
            }
            guard let tree = object["tree"] as? [String: Any] else {
                throw RecordingError(path, line: line, "step \(number) has no tree after it")
            }
            steps.append(
                Step(
                    number: number, line: line, command: try string("command", in: object, line: line, path: path),
                    outcome: try string("outcome", in: object, line: line, path: path),
                    message: object["message"] as? String, tree: tree))
        }
        return SessionRecording(
            header: header, restored: objects[1].object["restored"] as? Bool ?? false, start: start, steps: steps)
    }

    private static func string(
        _ key: String, in object: [String: Any], line: Int, path: String
    ) throws(RecordingError)
        -> String
    {
        guard let value = object[key] as? String else {
            throw RecordingError(path, line: line, "'\(key)' is missing or not text")
        }
        return value
    }

    // MARK: - Trees as JSON

    /// `tree` as the JSON object a recording holds.
    static func json(_ tree: NavigationTree) throws -> Any {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try JSONSerialization.jsonObject(with: try encoder.encode(tree))
    }

    /// The first place where two JSON values differ (`root.entries[2].route.type: "login" ≠
    /// "checkout-address"`), or `nil` when they are equal.
    static func difference(recorded: Any, replayed: Any, at path: String = "tree") -> String? {
        switch (recorded, replayed) {
        case (let left as [String: Any], let right as [String: Any]):
            for key in Set(left.keys).union(right.keys).sorted() {
                guard let leftValue = left[key] else { return "\(path).\(key): absent in the recording" }
                guard let rightValue = right[key] else { return "\(path).\(key): absent in the replay" }
                if let found = difference(recorded: leftValue, replayed: rightValue, at: "\(path).\(key)") {
                    return found
                }
            }
            return nil
        case (let left as [Any], let right as [Any]):
            for (index, (leftValue, rightValue)) in zip(left, right).enumerated() {
                if let found = difference(recorded: leftValue, replayed: rightValue, at: "\(path)[\(index)]") {
                    return found
                }
            }
            return left.count == right.count
                ? nil : "\(path): \(left.count) items recorded, \(right.count) replayed"
        default:
            if let left = recorded as? NSObject, let right = replayed as? NSObject, left.isEqual(right) { return nil }
            return "\(path): recorded \(text(recorded)), replayed \(text(replayed))"
        }
    }

    private static func text(_ value: Any) -> String {
        guard JSONSerialization.isValidJSONObject([value]),
            let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys]),
            let text = String(data: data, encoding: .utf8)
        else { return "\(value)" }
        return String(text.dropFirst().dropLast())
    }
}

/// Why a recording cannot be used: the file, the line when one is to blame, and what is wrong.
struct RecordingError: Error, CustomStringConvertible {
    let path: String
    let line: Int?
    let message: String

    init(_ path: String, line: Int? = nil, _ message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `S.jsonl:3: error: …`.
    var description: String {
        "\(path)\(line.map { ":\($0)" } ?? ""): error: \(message)"
    }
}
