import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal for the interactive mode: the program's standard input is a terminal
/// (`isatty` is true), the test types on the other side. Echo is off unless asked for, so what
/// the program prints is all that its standard output carries, in order.
final class PseudoTerminal {
    /// The side the test writes to, as if typing.
    let keyboard: FileHandle
    /// The terminal device the program reads.
    let user: FileHandle
    /// The terminal device's path (`/dev/pts/N`).
    let path: String

    /// Opens a pseudo-terminal.
    ///
    /// - Parameter echo: Whether the terminal echoes what is typed, as a person's does (a
    ///   line editor turns it off while it edits).
    init(echo: Bool = false) throws {
        let calls = try PTYCalls()
        // Close-on-exec: programs other tests start at the same time must not hold the terminal.
        let controller = calls.open(O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(controller >= 0, "posix_openpt failed")
        try #require(calls.grant(controller) == 0 && calls.unlock(controller) == 0, "cannot unlock the pseudo-terminal")
        let name = try #require(calls.name(controller).map { String(cString: $0) })
        let device = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(device >= 0, "cannot open \(name)")
        var settings = termios()
        try #require(tcgetattr(device, &settings) == 0)
        if !echo { settings.c_lflag &= ~tcflag_t(ECHO) }
        try #require(tcsetattr(device, TCSANOW, &settings) == 0)
        keyboard = FileHandle(fileDescriptor: controller, closeOnDealloc: true)
        user = FileHandle(fileDescriptor: device, closeOnDealloc: true)
        path = name
    }
}

/// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname`, looked up at run time: Glibc's module
/// map leaves them out (they need `_XOPEN_SOURCE`), though every libc has them.
private struct PTYCalls {
    let open: @convention(c) (Int32) -> Int32
    let grant: @convention(c) (Int32) -> Int32
    let unlock: @convention(c) (Int32) -> Int32
    let name: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    init() throws {
        let process = dlopen(nil, RTLD_NOW)
        func symbol(_ name: String) throws -> UnsafeMutableRawPointer {
            try #require(dlsym(process, name), "libc has no \(name)")
        }
        open = unsafeBitCast(try symbol("posix_openpt"), to: (@convention(c) (Int32) -> Int32).self)
        grant = unsafeBitCast(try symbol("grantpt"), to: (@convention(c) (Int32) -> Int32).self)
        unlock = unsafeBitCast(try symbol("unlockpt"), to: (@convention(c) (Int32) -> Int32).self)
        name = unsafeBitCast(try symbol("ptsname"), to: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    }
}
