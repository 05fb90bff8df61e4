import Foundation

/// Reads configuration files with a size limit and resolves include paths.
enum SourceReader {
    /// Why a file could not be read, as text for a diagnostic.
    struct Problem: Error, CustomStringConvertible {
        let description: String
        /// The line and column the problem is at, when it is inside the file (bad UTF-8).
        var position: (line: Int, column: Int)? = nil
    }

    /// The file's UTF-8 text, refusing files larger than `limit` bytes without reading them and
    /// files that are not valid UTF-8 (with the line and column of the first bad byte).
    static func read(_ path: String, limit: Int) -> Result<String, Problem> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Problem(description: "no such file '\(path)'"))
        }
        guard !isDirectory.boolValue else { return .failure(Problem(description: "'\(path)' is a directory")) }
        // Opening a FIFO blocks until a writer comes, and a device may never end: only regular
        // files (through symlinks) are read.
        guard isRegularFile(path) else {
            return .failure(Problem(description: "'\(path)' is \(kind(of: path)), not a regular file"))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(Problem(description: "'\(path)' is not readable"))
        }
        defer { try? handle.close() }
        do {
            let size = try handle.seekToEnd()
            if size > UInt64(limit) {
                return .failure(Problem(description: "'\(path)' is \(size) bytes, more than the limit of \(limit)"))
            }
            try handle.seek(toOffset: 0)
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            if data.count > limit {
                return .failure(Problem(description: "'\(path)' is more than the limit of \(limit) bytes"))
            }
            do {
                return .success(try SourceLines.decode(data))
            } catch {
                return .failure(
                    Problem(
                        description: "'\(path)' is not UTF-8 text: \(error); save it as UTF-8",
                        position: (error.line, error.column)))
            }
        } catch {
            return .failure(Problem(description: "'\(path)' could not be read: \(error.localizedDescription)"))
        }
    }

    /// What `path` names, after following symlinks, in words: `a named pipe (FIFO)`, `a device`.
    static func kind(of path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "unreadable" }
        switch info.st_mode & S_IFMT {
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a directory"
        default: return "a special file"
        }
    }

    /// Whether `path`, after following symlinks, names a regular file.
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// `path` joined to the directory of `source` (unless absolute), with `.` and `dir/..` steps
    /// removed: `Configs/shop.yaml` + `shop/routes.yaml` gives `Configs/shop/routes.yaml`.
    static func resolve(_ path: String, relativeTo source: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        guard let slash = source.lastIndex(of: "/") else { return normalize(path) }
        return normalize(String(source[...slash]) + path)
    }

    static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", isAbsolute, parts.isEmpty { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// An absolute path without symlinks, to tell whether two include paths name the same file.
    static func canonicalPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
