import Foundation

/// Reads a recording one line at a time: the header and the start at once, then each step as
/// it is asked for, so a recording is judged line by line (a bad line 3 is reported without
/// reading line 4) and never held whole. A line longer than ``SessionRecording/lineLimit``, or
/// a file larger than ``SessionRecording/byteLimit``, is refused.
final class RecordingReader {
    /// The recording's path, for messages.
    let path: String
    /// The first line.
    let header: SessionRecording.Header
    /// The second line.
    let start: SessionRecording.Start

    private let handle: FileHandle
    private var buffer = Data()
    private var atEnd = false
    private var lineNumber = 0
    private var steps = 0

    /// Opens the recording and reads its header and start.
    ///
    /// - Throws: ``RecordingError`` when it is no regular file, cannot be read, is empty, of a
    ///   newer version, or its first two lines are not a header and a start.
    init(path: String) throws(RecordingError) {
        self.path = path
        var info = stat()
        guard stat(path, &info) == 0 else { throw RecordingError(path, "cannot read the recording") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw RecordingError(path, "the recording is not a regular file")
        }
        guard info.st_size <= SessionRecording.byteLimit else {
            throw RecordingError(
                path,
                "the recording is \(info.st_size) bytes, more than the \(SessionRecording.byteLimit >> 20) MiB read")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw RecordingError(path, "cannot read the recording")
        }
        self.handle = handle
        guard let (line, first) = try Self.nextObject(handle, &buffer, &atEnd, &lineNumber, path: path) else {
            throw RecordingError(path, "the recording is empty: it has no header")
        }
        header = try Self.header(first, line: line, path: path)
        guard let (startLine, second) = try Self.nextObject(handle, &buffer, &atEnd, &lineNumber, path: path),
            second["kind"] == .string("start"), let tree = second["tree"], case .object = tree
        else {
            throw RecordingError(path, line: 2, "the starting tree is missing: the recording is truncated or corrupt")
        }
        _ = startLine
        var restored = false
        if case .bool(let value) = second["restored"] { restored = value }
        start = SessionRecording.Start(restored: restored, tree: tree, states: second["states"])
    }

    deinit {
        try? handle.close()
    }

    /// The next step, or `nil` at the end of the recording.
    ///
    /// - Throws: ``RecordingError`` naming the line that is cut off, too long, no JSON object,
    ///   of an unknown kind, out of order or incomplete.
    func next() throws(RecordingError) -> SessionRecording.Step? {
        guard let (line, object) = try Self.nextObject(handle, &buffer, &atEnd, &lineNumber, path: path) else {
            return nil
        }
        let step = try SessionRecording.step(object, line: line, after: steps, version: header.version, path: path)
        steps = step.number
        return step
    }

    // MARK: - Lines

    private static func header(
        _ first: RecordedJSON, line: Int, path: String
    ) throws(RecordingError)
        -> SessionRecording.Header
    {
        guard first["kind"] == .string("header"), first["format"] == .string(SessionRecording.format) else {
            throw RecordingError(
                path, line: 1, "not a session recording: the first line is no \(SessionRecording.format) header")
        }
        guard case .integer(let version) = first["version"] else {
            throw RecordingError(path, line: 1, "the header has no format version")
        }
        guard version <= SessionRecording.version else {
            throw RecordingError(
                path, line: 1,
                "recorded in format version \(version) by a newer Wayfinder; this build reads version "
                    + "\(SessionRecording.version)")
        }
        var tool = "wayfinder"
        if case .string(let text) = first["tool"] { tool = text }
        return SessionRecording.Header(
            app: try SessionRecording.string("app", in: first, line: line, path: path),
            manifest: try SessionRecording.string("manifest", in: first, line: line, path: path),
            manifestHash: try SessionRecording.string("manifestHash", in: first, line: line, path: path), tool: tool,
            version: version)
    }

    /// The next line as a JSON object, or `nil` at the end of the file.
    private static func nextObject(
        _ handle: FileHandle, _ buffer: inout Data, _ atEnd: inout Bool, _ lineNumber: inout Int, path: String
    ) throws(RecordingError) -> (line: Int, object: RecordedJSON)? {
        let newline = UInt8(ascii: "\n")
        var searched = buffer.startIndex
        while true {
            if let end = buffer[searched...].firstIndex(of: newline) {
                lineNumber += 1
                let line = buffer[buffer.startIndex..<end]
                guard line.count <= SessionRecording.lineLimit else { throw tooLong(lineNumber, path: path) }
                defer { buffer.removeSubrange(buffer.startIndex...end) }
                guard let object = try? JSONDecoder().decode(RecordedJSON.self, from: Data(line)),
                    case .object = object
                else {
                    throw RecordingError(path, line: lineNumber, "not a JSON object: the recording is corrupt")
                }
                return (lineNumber, object)
            }
            if buffer.count > SessionRecording.lineLimit { throw tooLong(lineNumber + 1, path: path) }
            searched = buffer.endIndex
            if atEnd {
                guard buffer.isEmpty else {
                    throw RecordingError(
                        path, line: lineNumber + 1, "the last line is cut off: the recording is truncated")
                }
                return nil
            }
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 256 * 1024)
            } catch {
                throw RecordingError(path, "cannot read the recording: \(error.localizedDescription)")
            }
            if let chunk, !chunk.isEmpty { buffer.append(chunk) } else { atEnd = true }
        }
    }

    private static func tooLong(_ line: Int, path: String) -> RecordingError {
        RecordingError(
            path, line: line,
            "the line is longer than the \(SessionRecording.lineLimit >> 20) MiB a recording line may hold")
    }
}

extension RecordingReader {
    /// The header of a recording for `export-test`, which starts the app afresh: one that
    /// started from restored state is refused, telling `console` why, as are those
    /// ``init(path:)`` refuses.
    static func headerForExport(path: String, complainingTo console: Console) -> SessionRecording.Header? {
        let reader: RecordingReader
        do {
            reader = try RecordingReader(path: path)
        } catch {
            console.complain(error.description)
            return nil
        }
        guard !reader.start.restored else {
            console.complain(
                "\(path): error: the session started from a restored state; an exported test starts the app afresh, "
                    + "so it cannot reproduce it (record with --no-state)")
            return nil
        }
        return reader.header
    }
}
