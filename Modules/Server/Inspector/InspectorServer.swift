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
        var routes = RoutedHTTPHandler()
        InspectorRoutes.append(
            to: &routes, inspector: { inspector },
            jump: { sequence in
                do throws(InspectorError) {
                    return .success(try await inspector.jump(to: sequence))
                } catch {
                    return .failure(error)
                }
            })
        routes.appendRoute("GET /tree.json") { _ in
            let tree = await MainActor.run { inspector.navigator.map(ServeHub.treeJSON) ?? ServeHub.treeJSON(.empty) }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: tree)
        }
        PageAsset.append([.inspectorPageStyle], to: &routes)
        PageServer.appendFallbacks(to: &routes, page: .inspectorPage)
        // The same door and same-origin gate as `serve`: no other page can read or jump.
        try await PageServer.serve(routes, port: port, listening: listening)
    }
}

/// The inspector's routes, added to the route table of `serve` and of ``InspectorServer``
/// alike; both tables are served only through `SameOriginGate`.
enum InspectorRoutes {
    /// Adds `GET /journal.json`, `POST /journal/jump`, `GET /inspector.js` and `GET /inspector.css`.
    ///
    /// - Parameters:
    ///   - routes: The route table.
    ///   - inspector: The inspector, read on each request (a reload may replace what it inspects).
    ///   - jump: How a jump is carried out (in turn with commands, under `serve`).
    static func append(
        to routes: inout RoutedHTTPHandler, inspector: @escaping @MainActor @Sendable () -> NavigatorInspector,
        jump: @escaping @MainActor @Sendable (UInt64) async -> Result<InspectorJump, InspectorError>
    ) {
        routes.appendRoute("GET /journal.json") { request in
            let after = request.query["after"]
            let limit = request.query["limit"]
            guard after.map({ UInt64($0) != nil }) ?? true, limit.map({ (Int($0) ?? 0) > 0 }) ?? true else {
                return PageServer.error(
                    .badRequest,
                    "after must be an entry number and limit a number from 1 to \(NavigatorInspector.pageLimit)")
            }
            // The page is copied on the main actor, and encoded here, off it: a long journal
            // holds no command up.
            let page = await MainActor.run {
                inspector().page(
                    after: after.flatMap { UInt64($0) },
                    limit: limit.flatMap { Int($0) } ?? NavigatorInspector.pageLimit)
            }
            let data = Result { try page.json() }
            switch data {
            case .success(let body):
                return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: body)
            case .failure(let error):
                return PageServer.error(.internalServerError, "the journal cannot be encoded: \(error)")
            }
        }
        routes.appendRoute("POST /journal/jump") { request in
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
                return PageServer.json(.ok, .jumped(made))
            case .failure(let error):
                if case .refused = error { return PageServer.error(.conflict, error.description) }
                return PageServer.error(.notFound, error.description)
            }
        }
        PageAsset.append([.inspectorScript, .inspectorStyle], to: &routes)
    }
}
