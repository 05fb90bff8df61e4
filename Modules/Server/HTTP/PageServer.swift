import FlyingFox
import FlyingSocks
import Foundation
import WayfinderCoordinators

#if canImport(Glibc)
    import Glibc
    private let noFileResource = Int32(RLIMIT_NOFILE.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let noFileResource = RLIMIT_NOFILE
#endif

/// The HTTP side of `serve`: the page and its assets, the event stream (a WebSocket at
/// `/events`), `GET /tree.json` and `POST /command`, served by FlyingFox behind
/// `FrontDoor` and `SameOriginGate`.
///
/// Bad input is answered and forgotten: a malformed command gets 400, a refused one 409,
/// a body over 64 KiB 413, an unknown method 405; the state is unchanged and the server
/// keeps serving.
public enum PageServer {
    /// The largest `POST /command` body accepted.
    public static let bodyLimit = 64 * 1024

    /// Serves `hub` on 127.0.0.1 until the task is cancelled.
    ///
    /// `FrontDoor` listens on 127.0.0.1 and enforces ``DoorLimits``; FlyingFox serves the
    /// routes behind it, on a Unix socket in a private directory. Every request passes
    /// `SameOriginGate` first: only the served page, or a client that sends no Origin (a
    /// script), reaches a route.
    ///
    /// - Parameters:
    ///   - hub: The app and its pages.
    ///   - port: The port; 0 picks a free one.
    ///   - allowedOrigins: Origins allowed besides the served page's (`--allow-origin`).
    ///   - limits: What the door lets through.
    ///   - listening: Called once with the port the server listens on.
    /// - Throws: ``ServeError`` when the address cannot be bound.
    public static func serve(
        _ hub: ServeHub, port: UInt16, allowedOrigins: Set<String> = [], limits: DoorLimits = DoorLimits(),
        listening: @escaping @Sendable (UInt16) async -> Void
    ) async throws {
        try await serve(
            routes(hub), port: port, allowedOrigins: allowedOrigins, limits: limits, listening: listening)
    }

    /// Serves a table of routes on 127.0.0.1 until the task is cancelled, behind `FrontDoor`
    /// and `SameOriginGate`: what ``serve(_:port:allowedOrigins:limits:listening:)`` does for a
    /// hub's routes, and ``InspectorServer`` for an inspector's.
    static func serve(
        _ routes: RoutedHTTPHandler, port: UInt16, allowedOrigins: Set<String> = [],
        limits: DoorLimits = DoorLimits(), listening: @escaping @Sendable (UInt16) async -> Void
    ) async throws {
        let listener: Socket
        do {
            listener = try FrontDoor.listen(port: port)
        } catch SocketError.failed(_, let code, _) where code == EADDRINUSE {
            throw ServeError.addressInUse(port: port)
        }
        defer { try? listener.close() }
        guard case .ip4(_, let bound) = try listener.sockname() else { throw ServeError.addressInUse(port: port) }
        let directory = try PrivateDirectory()
        defer { directory.remove() }
        let policy = ServedPolicy(allowedOrigins: allowedOrigins)
        policy.bound(to: bound)
        let socketPath = directory.path + "/http.sock"
        let backend = sockaddr_un.unix(path: socketPath)
        let server = HTTPServer(
            address: backend, logger: .disabled, handler: SameOriginGate(policy: policy, routes: routes))
        let pool = HTTPServer.defaultPool()
        try await pool.prepare()
        // The door's bound counts the descriptors already open (the event queues, the store, the
        // log), so that FlyingFox behind it never meets EMFILE on its own accept.
        let door = FrontDoor(
            limits: limits.fitting(descriptorLimit: descriptorLimit() - openDescriptors(), spare: 16),
            backend: backend, pool: pool)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await runUntilCancelled(server, at: backend, path: socketPath) }
            try await server.waitUntilListening()
            group.addTask { try await pool.run() }
            group.addTask { try await door.run(on: listener) }
            await listening(bound)
            try await group.next()
            group.cancelAll()
        }
    }

    /// Runs the HTTP server, starting it again if it ever stops (FlyingFox ends when an
    /// accept fails), until the task is cancelled.
    ///
    /// Each start opens an event queue of FlyingFox's, so a restart waits 100 ms first: a
    /// network back-off (see CONTRIBUTING, "Timers in the server"), never a navigation step; an
    /// accept that keeps failing (the descriptor table full) must not spin a core and eat the
    /// descriptors the door's reserve frees.
    private static func runUntilCancelled(_ server: HTTPServer, at address: sockaddr_un, path: String) async throws {
        while !Task.isCancelled {
            try? FileManager.default.removeItem(atPath: path)
            do {
                try await server.run()
            } catch is CancellationError {
                return
            } catch SocketError.failed(let type, _, _) where type == "Bind" {
                throw ServeError.cannotListen(path)
            } catch {
                if Task.isCancelled { return }
            }
            try? await Task.sleep(for: .milliseconds(100))
        }
    }

    /// How many descriptors the process has open now (Linux: the entries of `/proc/self/fd`;
    /// elsewhere 0, and the door's spare margin alone applies).
    private static func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }

    /// The process's soft limit on open descriptors.
    private static func descriptorLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(noFileResource, &limit) == 0 else { return 1 << 16 }
        return Int(min(limit.rlim_cur, 1 << 20))
    }

    /// Every endpoint of the server. Add new ones here: the server serves this table only
    /// through `SameOriginGate`, so they are checked like the others.
    static func routes(_ hub: ServeHub) -> RoutedHTTPHandler {
        var routes = RoutedHTTPHandler()
        routes.appendRoute("GET /events", to: .webSocket(EventSocket(hub: hub)))
        routes.appendRoute("GET /tree.json") { _ in
            let tree = await MainActor.run { ServeHub.treeJSON(hub.app.navigator) }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: tree)
        }
        routes.appendRoute("POST /command") { request in
            await command(request, hub: hub)
        }
        InspectorRoutes.append(to: &routes, inspector: { hub.inspector }, jump: { await hub.jump(to: $0) })
        PageAsset.append([.script, .backScript, .windowsScript, .stageScript, .style], to: &routes)
        appendFallbacks(to: &routes, page: .page)
        return routes
    }

    /// The last routes of a table: `page` for any other `GET`, and 405 for any other method.
    /// Shared by `serve`'s table and the inspector's.
    ///
    /// - Parameters:
    ///   - routes: The table.
    ///   - page: The HTML page.
    static func appendFallbacks(to routes: inout RoutedHTTPHandler, page: PageAsset) {
        routes.appendRoute("GET /*") { _ in page.response }
        routes.appendRoute("*") { request in
            error(.methodNotAllowed, "\(request.method.rawValue) \(request.path) is not served")
        }
    }

    /// `POST /command`: one line of the command language.
    private static func command(_ request: HTTPRequest, hub: ServeHub) async -> HTTPResponse {
        let trimmed: String
        switch await bodyText(request, what: "the command") {
        case .success(let text): trimmed = text
        case .failure(let refusal): return refusal.response
        }
        // The one entry of command lines (the pages' `command` message too): its one-line check included.
        switch await hub.perform(trimmed) {
        case .applied(let notice):
            return json(.ok, .applied(notice: notice))
        case .refused(let reason):
            return error(.conflict, reason)
        case .malformed(let reason):
            return error(.badRequest, reason)
        case .asked(let question):
            // Accepted, not carried out: the command waits for `confirm` or `cancel`.
            return json(.accepted, .asked(question))
        }
    }

    /// Why a request's body was not read, as the response that says so.
    struct BodyRefusal: Error {
        let response: HTTPResponse
    }

    /// A request's body as UTF-8 text, trimmed, at most ``bodyLimit`` bytes.
    ///
    /// - Parameter what: What the body is, for the messages (`the command`).
    static func bodyText(_ request: HTTPRequest, what: String) async -> Result<String, BodyRefusal> {
        if let count = request.bodySequence.count, count > bodyLimit {
            return .failure(
                BodyRefusal(
                    response: error(.payloadTooLarge, "\(what) is \(count) bytes; at most \(bodyLimit) are accepted")))
        }
        var body = Data()
        do {
            for try await chunk in request.bodySequence {
                body.append(chunk)
                if body.count > bodyLimit {
                    return .failure(
                        BodyRefusal(response: error(.payloadTooLarge, "\(what) is over \(bodyLimit) bytes")))
                }
            }
        } catch {
            return .failure(BodyRefusal(response: Self.error(.badRequest, "\(what) could not be read: \(error)")))
        }
        guard let text = String(data: body, encoding: .utf8) else {
            return .failure(BodyRefusal(response: error(.badRequest, "\(what) is not UTF-8 text")))
        }
        return .success(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    static func error(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        json(status, .refused(text))
    }

    static func json(_ status: HTTPStatusCode, _ answer: EndpointAnswer) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(answer)) ?? Data(#"{"applied":false}"#.utf8)
        return HTTPResponse(statusCode: status, headers: [.contentType: "application/json"], body: data)
    }
}

/// What `POST /command` and `POST /journal/jump` answer, as JSON.
enum EndpointAnswer: Encodable {
    /// `{"applied": true, "notice": TEXT or null}`: a command was carried out.
    case applied(notice: String?)
    /// `{"applied": true, "target": N, "entry": M}`: a jump was made.
    case jumped(InspectorJump)
    /// `{"applied": false, "error": TEXT}`: nothing changed.
    case refused(String)
    /// `{"applied": false, "text": TEXT, "question": {"screen", "route", "title", "confirm",
    /// "cancel"}}`: nothing changed yet; the command waits for `confirm` or `cancel`.
    case asked(AskedQuestion)

    private enum Key: String, CodingKey {
        case applied, notice, target, entry, error, text, question
    }

    /// A question as `POST /command` reports it.
    private struct Question: Encodable {
        let screen: String
        let route: String
        let title: String
        let confirm: String
        let cancel: String
    }

    func encode(to encoder: any Encoder) throws {
        var out = encoder.container(keyedBy: Key.self)
        switch self {
        case .applied(let notice):
            try out.encode(true, forKey: .applied)
            try out.encode(notice, forKey: .notice)
        case .jumped(let jump):
            try out.encode(true, forKey: .applied)
            try out.encode(jump.target, forKey: .target)
            try out.encode(jump.entry, forKey: .entry)
        case .refused(let text):
            try out.encode(false, forKey: .applied)
            try out.encode(text, forKey: .error)
        case .asked(let question):
            try out.encode(false, forKey: .applied)
            try out.encode(question.text + "; answer with confirm or cancel", forKey: .text)
            try out.encode(
                Question(
                    screen: question.screen, route: question.route, title: question.title,
                    confirm: question.confirm, cancel: question.cancel), forKey: .question)
        }
    }
}

/// One page's event stream: the hub's messages out, the page's reports and clicks in.
struct EventSocket: WSMessageHandler {
    let hub: ServeHub

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (id, outgoing) = await hub.connect()
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
        Task {
            for await text in outgoing { continuation.yield(.text(text)) }
            continuation.finish()
        }
        Task { @MainActor in
            var reason = "closed by the page"
            for await message in client {
                switch message {
                case .text(let text): hub.receive(text, from: id)
                case .close: reason = "closed by the page"
                case .data: reason = "sent binary data"
                }
            }
            hub.disconnect(id, reason: reason)
        }
        return stream
    }
}
