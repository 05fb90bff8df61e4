import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Calls back when a file is written or replaced, by watching its folder with inotify (on
/// Linux) or a file-system event source (elsewhere). Nothing polls: the kernel wakes the
/// watcher, so an editor's save is seen at once and nothing runs in between.
@MainActor
final class FileWatcher {
    private let source: any DispatchSourceProtocol
    private let descriptor: Int32

    /// Starts watching `path`.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - changed: Called on the main queue after each write, rename onto, or creation of it.
    /// - Returns: `nil` when the folder cannot be watched.
    init?(path: String, changed: @escaping @MainActor () -> Void) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        #if canImport(Glibc)
            // IN_NONBLOCK | IN_CLOEXEC; IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE.
            let descriptor = inotify_init1(0o4000 | 0o2000000)
            guard descriptor >= 0, inotify_add_watch(descriptor, folder, 0x8 | 0x80 | 0x100) >= 0 else {
                if descriptor >= 0 { close(descriptor) }
                return nil
            }
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            source.setEventHandler {
                if Self.drain(descriptor).contains(name) {
                    MainActor.assumeIsolated { changed() }
                }
            }
        #else
            let descriptor = open(path, O_EVTONLY)
            guard descriptor >= 0 else { return nil }
            let source = DispatchSource.makeFileSystemObjectSource(
                fileDescriptor: descriptor, eventMask: [.write, .rename, .delete], queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { changed() } }
        #endif
        self.descriptor = descriptor
        self.source = source
        source.resume()
    }

    /// Stops watching.
    func stop() {
        source.cancel()
        close(descriptor)
    }

    #if canImport(Glibc)
        /// Reads every pending inotify event and returns the names they are about.
        nonisolated private static func drain(_ descriptor: Int32) -> Set<String> {
            var names: Set<String> = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { return names }
                var offset = 0
                // struct inotify_event { int wd; uint32_t mask, cookie, len; char name[len]; }
                while offset + 16 <= count {
                    let length = buffer[(offset + 12)..<(offset + 16)].enumerated().reduce(0) {
                        $0 | Int($1.element) << (8 * $1.offset)
                    }
                    let start = offset + 16
                    let end = min(start + length, count)
                    let bytes = buffer[start..<end].prefix { $0 != 0 }
                    names.insert(String(decoding: bytes, as: UTF8.self))
                    offset = start + length
                }
            }
        }
    #endif
}
