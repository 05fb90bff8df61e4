import Foundation

/// Why the server could not start listening.
public enum ServeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Another process listens on 127.0.0.1:`port`.
    case addressInUse(port: UInt16)
    /// The HTTP server behind the door could not listen on its Unix socket at this path.
    case cannotListen(String)

    public var description: String {
        switch self {
        case .addressInUse(let port):
            "127.0.0.1:\(port) is already in use; stop what listens there, or pick another port with --port"
        case .cannotListen(let path):
            "cannot listen on the server's own socket \(path)"
        }
    }
}

/// A directory only this user may enter, for the HTTP server's Unix socket; removed with what
/// it holds by ``remove()``.
struct PrivateDirectory {
    let path: String

    init() throws {
        var template = Array(
            (URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("wayfinder-serve-XXXXXX").path)
                .utf8CString)
        guard let made = mkdtemp(&template) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: NSTemporaryDirectory()])
        }
        path = String(cString: made)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
