import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where every command that writes a file (`generate --output`, `run --record`, `serve
/// --record`, `export-test --swift`, `export-test --script`) writes it: only a regular file is
/// ever replaced.
///
/// A path that names a FIFO, a device node, a folder or a socket is refused, and so is a
/// symbolic link, whatever it points to: renaming a file over the link would replace the link,
/// not the file it names, and following it would write where the path does not say. Give the
/// path of the file itself. The check is made again on the open file (recordings) so a path
/// swapped in between is not written either.
enum OutputFile {
    /// Why an output path is refused, as the message `PATH: error: …` prints.
    struct Refusal: Error, CustomStringConvertible {
        let path: String
        let reason: String

        var description: String { "\(path): error: \(reason)" }
    }

    /// Refuses `path` unless nothing is there or a regular file is.
    ///
    /// - Throws: ``Refusal`` naming what is there.
    static func check(_ path: String) throws(Refusal) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return }
            throw Refusal(path: path, reason: "cannot write here: \(String(cString: strerror(errno)))")
        }
        if let kind = refusedKind(info.st_mode) {
            throw Refusal(path: path, reason: "is \(kind), not a regular file; nothing was written")
        }
    }

    /// Writes `text` to `path` in one step (a temporary file next to it, renamed over it), after
    /// ``check(_:)``.
    ///
    /// - Throws: ``Refusal`` for a path that is no regular file, or when the write fails.
    static func write(_ text: String, to path: String) throws(Refusal) {
        try check(path)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Refusal(path: path, reason: "cannot write: \(error.localizedDescription)")
        }
    }

    /// Creates (or empties) the regular file at `path` for writing as it goes, after
    /// ``check(_:)``: opened without following a link and without waiting on a FIFO, then
    /// checked again.
    ///
    /// - Throws: ``Refusal`` for a path that is no regular file, or when it cannot be created.
    static func create(_ path: String) throws(Refusal) -> FileHandle {
        try check(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Refusal(path: path, reason: "cannot create: \(String(cString: strerror(errno)))")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, refusedKind(info.st_mode) == nil else {
            close(descriptor)
            throw Refusal(path: path, reason: "is no longer a regular file; nothing was written")
        }
        guard ftruncate(descriptor, 0) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw Refusal(path: path, reason: "cannot empty: \(reason)")
        }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// What a file of `mode` is in words when it is not a regular file, or `nil` when it is.
    private static func refusedKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFDIR: "a folder"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link (give the path of the file itself)"
        default: "a special file"
        }
    }
}
