import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP connection to the served port that sends bytes exactly as given: the requests a
/// hostile client sends (a foreign `Host`, an `Origin`, an upgrade) cannot be built with
/// URLSession, which fills headers in itself.
///
/// Reads block, so they run on a Dispatch queue: neither on the main actor, where the server's
/// hub answers, nor on a thread of the cooperative pool, which the server's tasks need (it has
/// as many threads as cores).
// Unchecked Sendable: one Dispatch queue at a time uses the socket (reads are serial); saves an actor hop per blocking read.
final class RawConnection: @unchecked Sendable {
    private let descriptor: Int32

    /// Connects to 127.0.0.1:`port`.
    init(port: UInt16) throws {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure("socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure("connect: errno \(errno)")
        }
        // A test never waits longer than this for the server's answer.
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit {
        close(descriptor)
    }

    /// Sends `bytes`; stops early (returning the count sent) when the server closed.
    @discardableResult
    func send(_ bytes: some Collection<UInt8>) -> Int {
        let array = Array(bytes)
        var sent = 0
        while sent < array.count {
            let written = array[sent...].withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.send(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
                #else
                    Darwin.send(descriptor, buffer.baseAddress, buffer.count, 0)
                #endif
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return sent }
            sent += written
        }
        return sent
    }

    /// Sends `text` as UTF-8.
    @discardableResult
    func send(_ text: String) -> Int {
        send(Array(text.utf8))
    }

    /// Reads until the server closes the connection, or `limit` bytes, or the read timeout.
    func readAll(limit: Int = 1 << 20) async -> [UInt8] {
        await offTheCooperativePool { self.readAllNow(limit: limit) }
    }

    private func readAllNow(limit: Int) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while received.count < limit {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        return received
    }

    /// Reads until `marker` has arrived (or the server closes), returning everything read.
    func read(until marker: String) async -> String {
        await offTheCooperativePool { self.readNow(until: marker) }
    }

    private func readNow(until marker: String) -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !String(decoding: received, as: UTF8.self).contains(marker) {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// One request with these header lines and body, and the whole answer (the request asks
    /// the server to close after answering).
    static func exchange(port: UInt16, _ head: String, body: String = "") async throws -> Answer {
        let connection = try RawConnection(port: port)
        let length = body.utf8.isEmpty ? "" : "Content-Length: \(body.utf8.count)\r\n"
        connection.send(head + "\r\n" + length + "Connection: close\r\n\r\n" + body)
        return Answer(String(decoding: await connection.readAll(), as: UTF8.self))
    }

    /// A response as text: the status, the headers, the body.
    struct Answer {
        let text: String

        init(_ text: String) {
            self.text = text
        }

        /// The status code of the first line, or 0.
        var status: Int {
            let parts = text.prefix(while: { $0 != "\r" }).split(separator: " ")
            return parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        }

        /// The value of header `name` (case-insensitive), if present.
        func header(_ name: String) -> String? {
            let head = text.components(separatedBy: "\r\n\r\n").first ?? ""
            for line in head.components(separatedBy: "\r\n").dropFirst() {
                let pair = line.split(separator: ":", maxSplits: 1)
                if pair.count == 2, pair[0].lowercased() == name.lowercased() {
                    return pair[1].trimmingCharacters(in: .whitespaces)
                }
            }
            return nil
        }

        /// What follows the headers.
        var body: String {
            text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
        }
    }

    private func offTheCooperativePool<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: body()) }
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
