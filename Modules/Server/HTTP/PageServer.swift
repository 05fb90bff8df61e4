import FlyingFox
import Foundation
import WayfinderCoordinators

/// The HTTP side of `serve`, on FlyingFox: the page and its assets, the event stream
/// (a WebSocket at `/events`), `GET /tree.json` and `POST /command`.
///
/// Bad input is answered and forgotten: a malformed command gets 400, a refused one 409,
/// a body over 64 KiB 413, an unknown method 405; the state is unchanged and the server
/// keeps serving.
public enum PageServer {
    /// The largest `POST /command` body accepted.
    public static let bodyLimit = 64 * 1024

    /// Serves `hub` on 127.0.0.1 until the task is cancelled.
    ///
    /// - Parameters:
    ///   - hub: The app and its pages.
    ///   - port: The port; 0 picks a free one.
    ///   - listening: Called once with the port the server listens on.
    /// - Throws: When the address cannot be bound.
    public static func serve(
        _ hub: ServeHub, port: UInt16, listening: @escaping @Sendable (UInt16) async -> Void
    ) async throws {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
        await server.appendRoute("GET /events", to: .webSocket(EventSocket(hub: hub)))
        await server.appendRoute("GET /tree.json") { _ in
            let tree = await MainActor.run { ServeHub.treeJSON(hub.app.navigator) }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: tree)
        }
        await server.appendRoute("POST /command") { request in
            await command(request, hub: hub)
        }
        await server.appendRoute("GET /app.js") { _ in
            HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/javascript; charset=utf-8"],
                body: Data(PageScript.text.utf8))
        }
        await server.appendRoute("GET /app.css") { _ in
            HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/css; charset=utf-8"], body: Data(PageStyle.text.utf8))
        }
        await server.appendRoute("GET /*") { _ in
            HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: Data(PageHTML.text.utf8))
        }
        await server.appendRoute("*") { request in
            error(.methodNotAllowed, "\(request.method.rawValue) \(request.path) is not served")
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.run() }
            try await server.waitUntilListening()
            if case .ip4(_, let bound) = await server.listeningAddress {
                await listening(bound)
            }
            try await group.next()
        }
    }

    /// `POST /command`: one line of the command language.
    private static func command(_ request: HTTPRequest, hub: ServeHub) async -> HTTPResponse {
        if let count = request.bodySequence.count, count > bodyLimit {
            return error(.payloadTooLarge, "the command is \(count) bytes; at most \(bodyLimit) are accepted")
        }
        var body = Data()
        do {
            for try await chunk in request.bodySequence {
                body.append(chunk)
                if body.count > bodyLimit {
                    return error(.payloadTooLarge, "the command is over \(bodyLimit) bytes")
                }
            }
        } catch {
            return Self.error(.badRequest, "the command could not be read: \(error)")
        }
        guard let line = String(data: body, encoding: .utf8) else {
            return error(.badRequest, "the command is not UTF-8 text")
        }
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.contains("\n") else {
            return error(.badRequest, "send one command per request, not \(trimmed.split(separator: "\n").count)")
        }
        switch await hub.perform(trimmed) {
        case .applied(let notice):
            return json(.ok, ["applied": true, "notice": notice ?? NSNull()])
        case .refused(let reason):
            return error(.conflict, reason)
        case .malformed(let reason):
            return error(.badRequest, reason)
        }
    }

    private static func error(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        json(status, ["applied": false, "error": text])
    }

    private static func json(_ status: HTTPStatusCode, _ object: [String: Any]) -> HTTPResponse {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return HTTPResponse(statusCode: status, headers: [.contentType: "application/json"], body: data)
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
