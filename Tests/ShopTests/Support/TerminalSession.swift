import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A binary (`shop`, `wayfinder`) run as a person runs it: in a session of its own whose
/// controlling terminal is a pseudo-terminal, standard input, output and error all on it, so
/// the line editor is on, and Ctrl-C typed there reaches it as a terminal delivers it. The
/// test types keys and waits until a piece of output appears; nothing waits on time (a poll
/// limit only turns a hang into a failure).
final class TerminalSession {
    private let keyboard: Int32
    private let pid: pid_t
    private var received: [UInt8] = []
    private var position = 0
    private var finished: Int32?

    /// Everything the program drew so far, with the terminal's `\r` removed.
    var output: String { String(decoding: received, as: UTF8.self) }

    /// Starts `tool ARGUMENTS` on a new pseudo-terminal (paths in `arguments` must be absolute:
    /// the program starts in the test's directory).
    init(_ arguments: [String], tool: String = "shop", scratch: Scratch) throws {
        let terminal = try PseudoTerminal(echo: true)
        keyboard = fcntl(terminal.keyboard.fileDescriptor, F_DUPFD_CLOEXEC, 3)
        let executable = try ShopBinary.executable(tool).path
        var environment = ShopBinary.environment(scratch: scratch, ["TERM": "xterm"])
        environment["COLUMNS"] = nil
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after the child's setsid and without O_NOCTTY: the first open makes the
        // pseudo-terminal the new session's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, terminal.path, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        // Tests run in parallel: the program must not inherit the pipes and terminals of the
        // programs other tests drive, or those would never see their input end.
        try Self.closeInheritedDescriptors(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(Self.newSession))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        try #require(result == 0, "posix_spawn failed: \(result)")
        pid = child
    }

    deinit {
        if finished == nil {
            Foundation.kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(keyboard)
    }

    /// `POSIX_SPAWN_SETSID`, which Glibc's module leaves out (it needs `_GNU_SOURCE`).
    private static var newSession: Int32 {
        #if os(Linux)
            0x80
        #else
            POSIX_SPAWN_SETSID
        #endif
    }

    /// Adds "close every descriptor from 3 up" to `actions` (`posix_spawn_file_actions_addclosefrom_np`,
    /// looked up at run time: Glibc's module leaves it out).
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) throws {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
        let symbol = try #require(
            dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np"),
            "libc has no posix_spawn_file_actions_addclosefrom_np")
        try #require(unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3) == 0)
    }

    /// Types `keys` (`\r` is Enter, `\u{1B}[A` Up, `\t` Tab, `\u{03}` Ctrl-C).
    func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(keyboard, $0.baseAddress, $0.count) }
    }

    /// Reads until the output after the end of the last match holds `text` `times` times; the
    /// next wait starts after the last of them.
    ///
    /// - Returns: The output from the end of the last match to the end of this one.
    @discardableResult
    func waitFor(_ text: String, times: Int = 1) throws -> String {
        let start = position
        let needle = Array(text.utf8)
        var found = 0
        while found < times {
            if let match = Self.firstRange(of: needle, in: received, from: position) {
                position = match
                found += 1
                continue
            }
            let count = try #require(
                readOutput(waitingUpTo: 20_000), "no \(text.debugDescription) within 20 s; the program drew:\n\(output)"
            )
            try #require(count > 0, "the program ended before drawing \(text.debugDescription):\n\(output)")
        }
        return String(decoding: received[start..<position], as: UTF8.self)
    }

    /// Waits up to `milliseconds` for what the program draws and adds it to ``output``.
    ///
    /// - Returns: `nil` when nothing came in time, else what `read` returned (0 or less: the
    ///   terminal hung up).
    private func readOutput(waitingUpTo milliseconds: Int32) -> Int? {
        var descriptor = pollfd(fd: keyboard, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(keyboard, &buffer, buffer.count)
        if count > 0 { received += buffer[..<count].filter { $0 != UInt8(ascii: "\r") } }
        return count
    }

    /// The end of the first occurrence of `needle` in `haystack` at or after `start`.
    private static func firstRange(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count - start >= needle.count else { return nil }
        for index in start...(haystack.count - needle.count)
        where haystack[index..<index + needle.count].elementsEqual(needle) {
            return index + needle.count
        }
        return nil
    }

    /// Waits for the program to end, reading what it draws meanwhile. A program that has not
    /// ended after 20 s of silence is killed and the test fails, so a hang cannot stall the suite.
    ///
    /// - Returns: Its exit status, or 128 + the signal that ended it.
    func exitStatus(sourceLocation: SourceLocation = #_sourceLocation) -> Int32 {
        if let finished { return finished }
        var status: Int32 = 0
        var silentPolls = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if let count = readOutput(waitingUpTo: 100) {
                guard count > 0 else {
                    // The terminal hung up: the program is ending.
                    waitpid(pid, &status, 0)
                    break
                }
                silentPolls = 0
                continue
            }
            silentPolls += 1
            if silentPolls == 200 {
                Issue.record("the program did not end within 20 s; it drew:\n\(output)", sourceLocation: sourceLocation)
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
        }
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        finished = code
        return code
    }
}
