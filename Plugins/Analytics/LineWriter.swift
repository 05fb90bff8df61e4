import Foundation

/// Writes text lines to an ``AnalyticsOutput``.
///
/// Standard output goes through `print` (the same buffer as the host's own prints, so their
/// order is kept), standard error straight to its file descriptor. A file is opened once for
/// appending; its lines are kept in memory up to `capacity` bytes and written in one go, and
/// ``flush()`` writes the rest.
@MainActor
final class LineWriter {
    let output: AnalyticsOutput
    private let capacity: Int
    private var handle: FileHandle?
    private var pending = Data()

    /// Opens `output`.
    ///
    /// - Parameters:
    ///   - output: Where to write.
    ///   - capacity: How many bytes of file lines are kept before they are written.
    /// - Throws: ``AnalyticsError/cannotOpen(path:reason:)`` when the file cannot be created or
    ///   opened.
    init(output: AnalyticsOutput, capacity: Int = 16_384) throws(AnalyticsError) {
        self.output = output
        self.capacity = capacity
        guard case .file(let path) = output else { return }
        let url = URL(fileURLWithPath: path)
        let files = FileManager.default
        do {
            try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if !files.fileExists(atPath: path), !files.createFile(atPath: path, contents: nil) {
                throw AnalyticsError.cannotOpen(path: path, reason: "the file cannot be created")
            }
            let handle = try FileHandle(forWritingTo: url)
            try handle.seekToEnd()
            self.handle = handle
        } catch let error as AnalyticsError {
            throw error
        } catch {
            throw .cannotOpen(path: path, reason: error.localizedDescription)
        }
    }

    // MARK: - Writing

    /// Writes one line (a newline is added).
    ///
    /// - Parameter line: The line, without its newline.
    /// - Throws: ``AnalyticsError/cannotWrite(output:reason:)``.
    func write(_ line: String) throws(AnalyticsError) {
        switch output {
        case .standardOutput:
            print(line)
        case .standardError:
            try put(Data((line + "\n").utf8), to: FileHandle.standardError)
        case .file:
            pending.append(contentsOf: (line + "\n").utf8)
            if pending.count >= capacity { try flush() }
        }
    }

    /// Writes what is kept in memory.
    ///
    /// - Throws: ``AnalyticsError/cannotWrite(output:reason:)``; the kept lines are dropped then.
    func flush() throws(AnalyticsError) {
        switch output {
        case .standardOutput:
            fflush(nil)
        case .standardError:
            break
        case .file:
            guard let handle, !pending.isEmpty else { return }
            let data = pending
            pending = Data()
            try put(data, to: handle)
        }
    }

    /// Flushes and closes the file; later writes to a file output are dropped.
    ///
    /// - Throws: ``AnalyticsError/cannotWrite(output:reason:)``.
    func close() throws(AnalyticsError) {
        defer {
            try? handle?.close()
            handle = nil
        }
        try flush()
        do {
            try handle?.synchronize()
        } catch {
            throw .cannotWrite(output: output.description, reason: error.localizedDescription)
        }
    }

    private func put(_ data: Data, to handle: FileHandle) throws(AnalyticsError) {
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw .cannotWrite(output: output.description, reason: error.localizedDescription)
        }
    }
}
