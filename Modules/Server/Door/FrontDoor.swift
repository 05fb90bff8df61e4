import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The listening socket of `serve` and what it lets through to the HTTP server behind it.
///
/// FlyingFox (0.27.1) reads a request line in time quadratic in its length, reads a
/// WebSocket frame whole whatever its size, never closes an idle connection, and ends its
/// accept loop when the process runs out of descriptors. It may not be changed, so it listens
/// only on a Unix socket in a private directory, and this door, on 127.0.0.1, passes it only
/// what it handles well:
///
/// - a request head within ``DoorLimits/requestLine`` and ``DoorLimits/headerFields``,
///   read in linear time (414 and 431 past them), within ``DoorLimits/headDeadline``;
/// - one request per connection (`Connection: close`), so no request passes unread;
/// - WebSocket messages up to ``DoorLimits/message`` bytes, followed frame by frame as they
///   pass; a larger one closes the stream with 1009 before any of it is passed on;
/// - at most ``DoorLimits/connections`` connections at once (503 past it); a plain HTTP
///   connection silent for ``DoorLimits/idleDeadline`` is closed;
/// - running out of descriptors refuses the connection waiting (a descriptor kept in
///   reserve is closed to accept it, answer 503 and close it) and serving goes on.
struct FrontDoor: Sendable {
    let limits: DoorLimits
    /// The HTTP server's Unix socket.
    let backend: sockaddr_un
    let pool: any AsyncSocketPool
    private let open = ConnectionCount()

    init(limits: DoorLimits, backend: sockaddr_un, pool: any AsyncSocketPool) {
        self.limits = limits
        self.backend = backend
        self.pool = pool
    }

    /// Binds 127.0.0.1:`port` at once, so a port in use is reported before anything starts.
    static func listen(port: UInt16) throws -> Socket {
        let socket = try Socket(domain: AF_INET, type: .stream)
        do {
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
            try socket.listen()
        } catch {
            try? socket.close()
            throw error
        }
        return socket
    }

    /// Accepts connections on `socket` until the task is cancelled.
    func run(on socket: Socket) async throws {
        let listener = try AsyncSocket(socket: socket, pool: pool)
        let reserve = ReservedDescriptor()
        try await withThrowingDiscardingTaskGroup { group in
            while true {
                try Task.checkCancellation()
                let client: AsyncSocket
                do {
                    client = try await listener.accept()
                } catch SocketError.failed(_, let code, _) where code == EMFILE || code == ENFILE {
                    if !reserve.refuseWaitingConnection(on: socket.file.rawValue) {
                        // Not even the reserve freed a descriptor (the system's table is full):
                        // a network back-off, the one delay of the accept loop.
                        try await Task.sleep(for: .milliseconds(100))
                    }
                    continue
                } catch SocketError.failed(_, let code, _) where code == ECONNABORTED || code == EINTR || code == EPROTO
                {
                    continue
                }
                guard open.enter(limit: limits.connections) else {
                    group.addTask { await refuse(client, Self.tooManyConnections(limits.connections), drain: false) }
                    continue
                }
                group.addTask {
                    await serve(client)
                    open.leave()
                }
            }
        }
    }

    // MARK: - One connection

    private func serve(_ client: AsyncSocket) async {
        let connection = DoorConnection(client: client.socket.file.rawValue, deadline: limits.headDeadline)
        defer {
            connection.stop()
            try? client.close()
        }
        var reader = RequestHeadReader(limits: limits)
        var outcome = RequestHeadReader.Outcome.needMore
        while outcome == .needMore {
            guard let bytes = try? await client.read(atMost: 4096) else { return }
            outcome = reader.feed(bytes)
        }
        guard case .complete(let head, let rest) = outcome else {
            return await refuseOversized(outcome, client: client, connection: connection)
        }
        let request = RequestHead(head)
        let upgrade = request.isWebSocketUpgrade
        var scanner = WebSocketFrameScanner(limit: limits.message)
        if upgrade, scanner.scan(rest).violation != nil { return }
        guard let upstream = try? await AsyncSocket.connected(to: backend, pool: pool, timeout: 5) else {
            return await refuse(
                client, DoorResponse(503, "Service Unavailable", "the server is out of resources; try again"),
                connection: connection)
        }
        connection.add(upstream: upstream.socket.file.rawValue)
        defer {
            connection.stop()
            try? upstream.close()
        }
        connection.extend(by: limits.idleDeadline)
        do {
            try await upstream.write(Data(upgrade ? head : request.closingConnection) + Data(rest))
        } catch {
            return
        }
        let frames = upgrade ? scanner : nil
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                await pumpToClient(from: upstream, to: client, upgrade: upgrade, connection: connection)
                connection.shutdownClientReads()
            }
            group.addTask {
                await pumpToServer(from: client, to: upstream, scanner: frames, connection: connection)
            }
            await group.waitForAll()
        }
    }

    /// Answers a request whose head passed a limit: 414 or 431.
    private func refuseOversized(
        _ outcome: RequestHeadReader.Outcome, client: AsyncSocket, connection: DoorConnection
    ) async {
        switch outcome {
        case .requestLineTooLong:
            return await refuse(
                client, DoorResponse(414, "URI Too Long", "the request line is over \(limits.requestLine) bytes"),
                connection: connection)
        case .headerFieldsTooLarge:
            return await refuse(
                client,
                DoorResponse(
                    431, "Request Header Fields Too Large", "the header fields are over \(limits.headerFields) bytes"),
                connection: connection)
        case .needMore, .complete:
            return
        }
    }

    /// The server's answer, to the client. On an event stream, only whole frames are
    /// written, so that a close frame of the door's own can follow any of them.
    private func pumpToClient(
        from upstream: AsyncSocket, to client: AsyncSocket, upgrade: Bool, connection: DoorConnection
    ) async {
        // A plain answer passes as it comes; an upgrade's answer is read to the end of its head,
        // and if it switched (101), what follows is passed on in whole frames.
        var phase = upgrade ? AnswerPhase.handshake : .plain
        var frames = WebSocketFrameScanner(limit: .max)
        var pending: [UInt8] = []
        while let bytes = try? await upstream.read(atMost: 16 * 1024) {
            connection.extend(by: limits.idleDeadline)
            var ready: [UInt8]
            switch phase {
            case .plain:
                ready = bytes
            case .handshake:
                pending += bytes
                guard let end = Self.headEnd(pending) else { continue }
                ready = Array(pending[..<end])
                pending = Array(pending[end...])
                phase = ready.starts(with: Array("HTTP/1.1 101".utf8)) ? .frames : .plain
                if phase == .frames {
                    connection.upgraded()
                    if let boundary = frames.scan(pending).lastBoundary {
                        ready += pending[..<boundary]
                        pending = Array(pending[boundary...])
                    }
                } else {
                    ready += pending
                    pending = []
                }
            case .frames:
                guard let boundary = frames.scan(bytes).lastBoundary else {
                    pending += bytes
                    continue
                }
                ready = pending + bytes[..<boundary]
                pending = Array(bytes[boundary...])
            }
            guard (try? await client.write(Data(ready))) != nil else { return }
        }
        if let close = connection.closeFrame {
            // The closing handshake: the page learns why, and what it still sends is read and
            // dropped (within a deadline) so that the close frame reaches it before the close.
            connection.arm(limits.headDeadline)
            guard (try? await client.write(Data(close))) != nil else { return }
            connection.shutdownClientWrites()
            await drain(client)
        }
    }

    /// The client's bytes, to the server: the request's body (up to ``DoorLimits/body``), or
    /// the page's frames, each message checked against ``DoorLimits/message`` as it starts.
    private func pumpToServer(
        from client: AsyncSocket, to upstream: AsyncSocket, scanner: WebSocketFrameScanner?,
        connection: DoorConnection
    ) async {
        var scanner = scanner
        var passed = 0
        while let bytes = try? await client.read(atMost: 16 * 1024) {
            connection.extend(by: limits.idleDeadline)
            if scanner != nil, let violation = scanner?.scan(bytes).violation {
                connection.close(with: Self.closeFrame(for: violation, limit: limits.message))
                return
            }
            passed += bytes.count
            if scanner == nil, passed > limits.body { return }
            guard (try? await upstream.write(Data(bytes))) != nil else { return }
        }
        // The client finished sending: the server learns it, and answers or closes.
        connection.shutdownUpstreamWrites()
    }

    /// Answers `client` with `response`, then reads what it still sends (bounded by the
    /// deadlines and the body limit) so that it receives the answer before the close.
    private func refuse(
        _ client: AsyncSocket, _ response: DoorResponse, connection: DoorConnection? = nil, drain: Bool = true
    ) async {
        let owned =
            connection == nil ? DoorConnection(client: client.socket.file.rawValue, deadline: limits.headDeadline) : nil
        defer {
            owned?.stop()
            if owned != nil { try? client.close() }
        }
        guard (try? await client.write(response.data)) != nil, drain else { return }
        (connection ?? owned)?.shutdownClientWrites()
        await self.drain(client)
    }

    /// Reads and drops what `client` still sends, up to ``DoorLimits/body`` bytes.
    private func drain(_ client: AsyncSocket) async {
        var drained = 0
        while drained < limits.body, let bytes = try? await client.read(atMost: 16 * 1024) {
            drained += bytes.count
        }
    }

    private static func tooManyConnections(_ limit: Int) -> DoorResponse {
        DoorResponse(503, "Service Unavailable", "the server has \(limit) connections open, its most; try again")
    }

    private static func closeFrame(for violation: WebSocketFrameScanner.Violation, limit: Int) -> [UInt8] {
        switch violation {
        case .tooLarge:
            WebSocketFrameScanner.closeFrame(code: 1009, reason: "a message over \(limit) bytes")
        case .malformed:
            WebSocketFrameScanner.closeFrame(code: 1002, reason: "a control frame over 125 bytes")
        }
    }

    private enum AnswerPhase {
        case plain, handshake, frames
    }

    /// The offset just after the empty line ending an HTTP head in `bytes`, if it is there.
    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        let marker: [UInt8] = Array("\r\n\r\n".utf8)
        guard bytes.count >= marker.count else { return nil }
        for index in 0...(bytes.count - marker.count) where bytes[index..<(index + marker.count)].elementsEqual(marker)
        {
            return index + marker.count
        }
        return nil
    }
}
