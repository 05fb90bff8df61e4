import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces files so that a reader, or the next run after a crash, sees either the old or the
/// new contents, never a mix: write a temporary file in the same directory, flush it to disk,
/// rename it over the target, then flush the directory.
enum AtomicFile {
    /// Replaces (or creates) `path` with `data`.
    ///
    /// - Parameters:
    ///   - data: The new contents.
    ///   - path: The file to replace.
    ///   - temporary: Where to write first; in `path`'s directory, so the rename is atomic.
    /// - Throws: ``SnapshotStoreError/io(operation:path:reason:)``; `path` is then unchanged.
    static func replace(_ path: String, with data: Data, via temporary: String) throws(SnapshotStoreError) {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("creating", temporary) }
        do throws(SnapshotStoreError) {
            try writeAll(data, to: descriptor, path: temporary)
            guard fsync(descriptor) == 0 else { throw failure("flushing", temporary) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        // Closed exactly once: a second close could close a descriptor another thread just opened.
        guard close(descriptor) == 0 else {
            let error = failure("closing", temporary)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = failure("renaming \(temporary) over", path)
            unlink(temporary)
            throw error
        }
        try syncDirectory(of: path)
    }

    /// Flushes a directory, so that a rename or a new file in it survives a power loss.
    static func syncDirectory(of path: String) throws(SnapshotStoreError) {
        let directory = (path as NSString).deletingLastPathComponent
        let descriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("opening the directory", directory) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw failure("flushing the directory", directory) }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(SnapshotStoreError) {
        let failed: Bool = data.withUnsafeBytes { buffer in
            guard var pointer = buffer.baseAddress else { return false }
            var remaining = buffer.count
            while remaining > 0 {
                let written = write(descriptor, pointer, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return true
                }
                remaining -= written
                pointer += written
            }
            return false
        }
        if failed { throw failure("writing", path) }
    }

    private static func failure(_ operation: String, _ path: String) -> SnapshotStoreError {
        .io(operation: operation, path: path, reason: String(cString: strerror(errno)))
    }
}
