import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks a path a person gave before a store opens it, so a FIFO cannot hang the app, a device
/// or a folder is not written to, and the message names the real problem rather than what
/// SQLite or Foundation says about it later.
enum StorePath {
    /// What the store will do with the path.
    enum Use {
        /// A database file to read and write: an existing regular file, or one that can be
        /// created (missing folders included) under a writable folder.
        case database
        /// A database file only to read: an existing, readable regular file.
        case readDatabase
        /// A folder of files to read and write: an existing writable folder, or one that can be
        /// created under a writable folder.
        case folder
    }

    /// Refuses a path the store cannot use as `use` says.
    ///
    /// - Throws: ``SnapshotStoreError/unusablePath(path:problem:)``.
    static func check(_ path: String, for use: Use) throws(SnapshotStoreError) {
        func refuse(_ problem: String) -> SnapshotStoreError { .unusablePath(path: path, problem: problem) }
        if path.isEmpty { throw refuse("is not a path; give the path of a file") }
        if use != .folder {
            if path == ":memory:" || path.hasPrefix("file:") {
                throw refuse(
                    "is an SQLite URI or special name, not a file path; give the path of a file "
                        + "(URI options such as ?mode=memory are not supported)")
            }
        }
        var info = stat()
        if stat(path, &info) != 0 {
            guard errno == ENOENT || errno == ENOTDIR else {
                throw refuse("cannot be reached: \(String(cString: strerror(errno)))")
            }
            if use == .readDatabase { throw refuse("does not exist") }
            try checkCreatable(path, refuse)
            return
        }
        let kind = info.st_mode & S_IFMT
        let expected = use == .folder ? "a folder" : "a database file"
        switch kind {
        case S_IFIFO: throw refuse("is a named pipe (FIFO), not \(expected); opening it would wait for a writer")
        case S_IFCHR, S_IFBLK: throw refuse("is a device, not \(expected)")
        case S_IFSOCK: throw refuse("is a socket, not \(expected)")
        case S_IFDIR where use != .folder:
            throw refuse("is a folder, not a database file; name a file inside it, such as '\(path)/state.sqlite'")
        case S_IFREG where use == .folder: throw refuse("is a file, not a folder")
        case S_IFDIR, S_IFREG: break
        default: throw refuse("is not \(expected)")
        }
        switch use {
        case .readDatabase:
            if access(path, R_OK) != 0 { throw refuse("is not readable (permission denied)") }
        case .database:
            if access(path, R_OK | W_OK) != 0 {
                throw refuse("is read-only (permission denied); nothing could be saved")
            }
            let folder = parent(of: path)
            if access(folder, W_OK) != 0 {
                throw refuse(
                    "cannot be used: its folder '\(folder)' is not writable, and SQLite keeps its write-ahead "
                        + "log next to the database")
            }
        case .folder:
            if access(path, W_OK | X_OK) != 0 { throw refuse("is a folder that is not writable (permission denied)") }
        }
    }

    /// Refuses a missing path unless its nearest existing ancestor is a writable folder.
    private static func checkCreatable(
        _ path: String, _ refuse: (String) -> SnapshotStoreError
    ) throws(SnapshotStoreError) {
        var ancestor = parent(of: path)
        var info = stat()
        while stat(ancestor, &info) != 0 {
            guard errno == ENOENT || errno == ENOTDIR, ancestor != "/", ancestor != "." else {
                throw refuse("cannot be created: '\(ancestor)' cannot be reached (\(String(cString: strerror(errno))))")
            }
            ancestor = parent(of: ancestor)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw refuse("cannot be created: '\(ancestor)' is not a folder")
        }
        guard access(ancestor, W_OK | X_OK) == 0 else {
            throw refuse("cannot be created: the folder '\(ancestor)' is not writable (permission denied)")
        }
    }

    /// The folder holding `path`: `.` for a bare name.
    static func parent(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}
