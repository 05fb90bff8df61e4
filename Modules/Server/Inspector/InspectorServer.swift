import FlyingFox
import Foundation
import WayfinderCoordinators

/// Serves a ``NavigatorInspector`` on its own: the inspector page, `GET /journal.json`,
/// `GET /tree.json` and `POST /journal/jump`, on 127.0.0.1, for any navigator (a composed app
/// or not; commands need `serve`, a jump needs only the navigator).
public enum InspectorServer {
    /// Serves `inspector` until the task is cancelled.
    ///
    /// - Parameters:
    ///   - inspector: The inspector, attached to its navigator.
    ///   - port: The port; 0 picks a free one.
    ///   - listening: Called once with the port the server listens on.
    /// - Throws: When the address cannot be bound.
    public static func serve(
        _ inspector: NavigatorInspector, port: UInt16, listening: @escaping @Sendable (UInt16) async -> Void
    ) async throws {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
        await InspectorRoutes.append(
            to: server, inspector: { inspector },
            jump: { sequence in
                do throws(InspectorError) {
                    return .success(try await inspector.jump(to: sequence))
                } catch {
                    return .failure(error)
                }
            })
        await server.appendRoute("GET /tree.json") { _ in
            let tree = await MainActor.run { ServeHub.treeJSON(inspector.navigator?.tree ?? .empty) }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: tree)
        }
        await server.appendRoute("GET /*") { _ in
            HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                body: Data(InspectorPage.standalone.utf8))
        }
        try await PageServer.run(server, listening: listening)
    }
}

/// The inspector's routes, registered through the server's normal route table by `serve` and
/// by ``InspectorServer`` alike, so whatever checks a server applies to its routes apply here.
enum InspectorRoutes {
    /// Adds `GET /journal.json`, `POST /journal/jump` and `GET /inspector.js`.
    ///
    /// - Parameters:
    ///   - server: The server.
    ///   - inspector: The inspector, read on each request (a reload may replace what it inspects).
    ///   - jump: How a jump is carried out (in turn with commands, under `serve`).
    static func append(
        to server: HTTPServer, inspector: @escaping @MainActor @Sendable () -> NavigatorInspector,
        jump: @escaping @MainActor @Sendable (UInt64) async -> Result<InspectorJump, InspectorError>
    ) async {
        await server.appendRoute("GET /journal.json") { _ in
            let data = await MainActor.run { () -> Result<Data, any Error> in
                Result { try inspector().json() }
            }
            switch data {
            case .success(let body):
                return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: body)
            case .failure(let error):
                return PageServer.error(.internalServerError, "the journal cannot be encoded: \(error)")
            }
        }
        await server.appendRoute("POST /journal/jump") { request in
            let text: String
            switch await PageServer.bodyText(request, what: "the entry number") {
            case .success(let value): text = value
            case .failure(let refusal): return refusal.response
            }
            guard let sequence = UInt64(text) else {
                return PageServer.error(.badRequest, "send the number of a journal entry, not '\(text.prefix(40))'")
            }
            switch await jump(sequence) {
            case .success(let made):
                return PageServer.json(.ok, ["applied": true, "target": made.target, "entry": made.entry])
            case .failure(let error):
                if case .refused = error { return PageServer.error(.conflict, error.description) }
                return PageServer.error(.notFound, error.description)
            }
        }
        await server.appendRoute("GET /inspector.js") { _ in
            HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/javascript; charset=utf-8"],
                body: Data(InspectorScript.text.utf8))
        }
    }
}
