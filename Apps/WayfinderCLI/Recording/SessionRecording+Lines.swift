import WayfinderScript

// MARK: - A step as a line

extension SessionRecording.Step {
    /// The step as its line holds it (see ``SessionRecording``): what ``SessionRecording/step(_:line:after:version:path:)``
    /// reads back as the same step, its ``line`` aside.
    var json: RecordedJSON {
        var object: [String: RecordedJSON] = [
            "step": .integer(number), "outcome": .string(outcome.rawValue), "tree": tree,
        ]
        switch action {
        case .command(let command):
            object["kind"] = .string("step")
            object["command"] = .string(command)
        case .jump(let target):
            object["kind"] = .string("jump")
            object["jump"] = target
        case .window(let report):
            object["kind"] = .string("window")
            var fields: [String: RecordedJSON] = ["id": .integer(Int(clamping: report.id.rawValue))]
            if let width = report.width { fields["width"] = .number(width) }
            if let visible = report.visible { fields["visible"] = .bool(visible) }
            object["window"] = .object(fields)
        }
        if let message { object["message"] = .string(message) }
        if let entries { object["entries"] = entries }
        if let layout { object["layout"] = layout }
        return .object(object)
    }
}

extension SessionRecording {
    /// Reads the step on line `line` of a recording of `version`, which must come after step
    /// `previous`.
    ///
    /// - Throws: ``RecordingError`` naming the line when it is of an unknown kind, out of order,
    ///   incomplete, or (from version 3 on) has no journal entries.
    static func step(
        _ object: RecordedJSON, line: Int, after previous: Int, version: Int, path: String
    ) throws(RecordingError) -> Step {
        let kind = object["kind"].flatMap { if case .string(let text) = $0 { text } else { nil } } ?? "(none)"
        guard kind == "step" || (kind == "jump" && version >= 2) || (kind == "window" && version >= windowsVersion)
        else {
            throw RecordingError(path, line: line, "unknown entry kind '\(kind)'; a step was expected")
        }
        guard case .integer(let number) = object["step"], number == previous + 1 else {
            let found = object["step"].flatMap { if case .integer(let value) = $0 { "step \(value)" } else { nil } }
            throw RecordingError(
                path, line: line,
                "\(found ?? "a step without a number") follows step \(previous): step \(previous + 1) does not "
                    + "exist in the recording")
        }
        guard let tree = object["tree"], case .object = tree else {
            throw RecordingError(path, line: line, "step \(number) has no tree after it")
        }
        let action: Action
        if kind == "jump" {
            guard let target = object["jump"], case .object = target else {
                throw RecordingError(path, line: line, "jump \(number) has no tree to go back to")
            }
            action = .jump(target)
        } else if kind == "window" {
            action = .window(try windowReport(object["window"], number: number, line: line, path: path))
        } else {
            let command = try string("command", in: object, line: line, path: path)
            do {
                try ScriptCommand.requireOneLine(command)
            } catch {
                throw RecordingError(path, line: line, "step \(number): \(error)")
            }
            action = .command(command)
        }
        let outcomeText = try string("outcome", in: object, line: line, path: path)
        guard let outcome = Outcome(rawValue: outcomeText) else {
            throw RecordingError(
                path, line: line, "step \(number)'s outcome '\(outcomeText)' is none of ok, note, error")
        }
        var message: String?
        if case .string(let text) = object["message"] { message = text }
        var entries: RecordedJSON?
        if version >= journalVersion {
            guard let found = object["entries"], case .array = found else {
                throw RecordingError(
                    path, line: line, "step \(number) has no journal entries (an array, empty when it made none)")
            }
            entries = found
        }
        return Step(
            number: number, line: line, action: action, outcome: outcome, message: message, tree: tree,
            entries: entries, layout: object["layout"])
    }

    /// The text member `key` of a line's object.
    ///
    /// - Throws: ``RecordingError`` naming the line when it is missing or not text.
    static func string(_ key: String, in object: RecordedJSON, line: Int, path: String) throws(RecordingError) -> String
    {
        guard case .string(let value) = object[key] else {
            throw RecordingError(path, line: line, "'\(key)' is missing or not text")
        }
        return value
    }
}

// MARK: - The first two lines

extension SessionRecording.Header {
    /// The header as its line holds it: what ``RecordingReader`` reads back as the same header.
    var json: RecordedJSON {
        .object([
            "kind": .string("header"), "format": .string(SessionRecording.format), "version": .integer(version),
            "app": .string(app), "manifest": .string(manifest), "manifestHash": .string(manifestHash),
            "tool": .string(tool),
        ])
    }
}

extension SessionRecording.Start {
    /// The start as its line holds it: what ``RecordingReader`` reads back as the same start.
    var json: RecordedJSON {
        var object: [String: RecordedJSON] = ["kind": .string("start"), "restored": .bool(restored), "tree": tree]
        if let states { object["states"] = states }
        return .object(object)
    }
}
