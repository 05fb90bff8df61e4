import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One connection through the door: its descriptors, its deadline, and the close frame the
/// door owes the page, shared by the tasks that move its bytes and the one that watches it.
///
/// The watchdog shuts the sockets down once the deadline passes, which ends every read and
/// write on them; the connection's task then closes them. ``stop()`` is called before they
/// are closed, so the watchdog never touches a descriptor number already reused.
// `@unchecked Sendable`: every mutable field is read and written under `lock` only; a lock,
// not an actor, because the socket tasks that use it must not hop executors per byte.
final class DoorConnection: @unchecked Sendable {
    private let lock = NSLock()
    private let client: Int32
    private var upstream: Int32?
    private var deadline: ContinuousClock.Instant?
    private var watcher: Task<Void, Never>?
    private var stopped = false
    private var pendingClose: [UInt8]?

    /// Watches `client`, closing it if `deadline` passes first.
    init(client: Int32, deadline: Duration) {
        self.client = client
        arm(deadline)
    }

    /// The page's frames go to the server's socket `descriptor` from now on.
    func add(upstream descriptor: Int32) {
        lock.withLock { upstream = descriptor }
    }

    /// Moves the deadline to `interval` from now (there was traffic), unless there is none.
    func extend(by interval: Duration) {
        lock.withLock {
            if deadline != nil { deadline = .now + interval }
        }
    }

    /// Sets the deadline to `interval` from now, even on an event stream.
    func arm(_ interval: Duration) {
        lock.withLock {
            deadline = .now + interval
            if watcher == nil, !stopped {
                watcher = Task { await self.watch() }
            }
        }
    }

    /// The connection became a page's event stream: an idle page is normal, so it has no
    /// deadline any more.
    func upgraded() {
        lock.withLock { deadline = nil }
    }

    /// The close frame to send the page once the server's side has ended, if any.
    var closeFrame: [UInt8]? {
        lock.withLock { pendingClose }
    }

    /// Ends the event stream: the server's side is shut down, and `frame` goes to the page.
    func close(with frame: [UInt8]) {
        lock.withLock {
            pendingClose = frame
            if !stopped, let upstream { _ = shutdown(upstream, Int32(SHUT_RDWR)) }
        }
    }

    func shutdownClientReads() {
        lock.withLock { if !stopped { _ = shutdown(client, Int32(SHUT_RD)) } }
    }

    func shutdownClientWrites() {
        lock.withLock { if !stopped { _ = shutdown(client, Int32(SHUT_WR)) } }
    }

    func shutdownUpstreamWrites() {
        lock.withLock { if !stopped, let upstream { _ = shutdown(upstream, Int32(SHUT_WR)) } }
    }

    /// The descriptors are about to be closed: nothing touches them any more.
    func stop() {
        lock.withLock {
            stopped = true
            watcher?.cancel()
            watcher = nil
        }
    }

    /// Sleeps until the deadline, moved as traffic passes, then shuts both sockets down.
    /// Returns when stopped, or when the connection has no deadline any more.
    private func watch() async {
        while true {
            let next: ContinuousClock.Instant? = lock.withLock {
                guard !stopped, let deadline else {
                    watcher = nil
                    return nil
                }
                guard deadline > .now else {
                    _ = shutdown(client, Int32(SHUT_RDWR))
                    if let upstream { _ = shutdown(upstream, Int32(SHUT_RDWR)) }
                    watcher = nil
                    self.deadline = nil
                    return nil
                }
                return deadline
            }
            guard let next, (try? await Task.sleep(until: next, clock: .continuous)) != nil else { return }
        }
    }
}

/// How many connections the door serves, against its limit.
// `@unchecked Sendable`: every mutable field is read and written under `lock` only; a lock,
// not an actor, because the socket tasks that use it must not hop executors per byte.
final class ConnectionCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// Counts one more connection, unless `limit` are open.
    func enter(limit: Int) -> Bool {
        lock.withLock {
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func leave() {
        lock.withLock { count -= 1 }
    }
}

/// A descriptor held in reserve for when the process has no other: closed to accept the
/// connection waiting, answer it 503 and close it, then taken again. Without it, the waiting
/// connection would keep the listening socket readable and the accept loop spinning.
// `@unchecked Sendable`: every mutable field is read and written under `lock` only; a lock,
// not an actor, because the socket tasks that use it must not hop executors per byte.
final class ReservedDescriptor: @unchecked Sendable {
    private let lock = NSLock()
    private var descriptor: Int32

    init() {
        descriptor = open("/dev/null", O_RDONLY)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Accepts the connection waiting on `listener`, tells it the server is out of
    /// descriptors, and closes it.
    ///
    /// - Returns: `false` when no descriptor could be freed to accept it.
    func refuseWaitingConnection(on listener: Int32) -> Bool {
        lock.withLock {
            guard descriptor >= 0 else {
                descriptor = open("/dev/null", O_RDONLY)
                return false
            }
            close(descriptor)
            let accepted = accept(listener, nil, nil)
            if accepted >= 0 {
                let answer = DoorResponse(
                    503, "Service Unavailable", "the server is out of file descriptors; try again"
                )
                .data
                _ = answer.withUnsafeBytes { write(accepted, $0.baseAddress, $0.count) }
                close(accepted)
            }
            descriptor = open("/dev/null", O_RDONLY)
            return accepted >= 0
        }
    }
}

/// An answer the door gives itself: JSON, as the server's own errors, with the same
/// security headers, and the connection closed.
struct DoorResponse {
    let data: Data

    init(_ status: Int, _ phrase: String, _ text: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(EndpointAnswer.refused(text))) ?? Data()
        var head = "HTTP/1.1 \(status) \(phrase)\r\nContent-Type: application/json\r\n"
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n"
        for header in SameOriginPolicy.responseHeaders {
            head += "\(header.name): \(header.value)\r\n"
        }
        data = Data((head + "\r\n").utf8) + body
    }
}
