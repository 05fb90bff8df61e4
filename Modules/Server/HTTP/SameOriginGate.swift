import FlyingFox
import Foundation

/// The handler in front of every route of `serve`: applies ``SameOriginPolicy`` to each HTTP
/// request and WebSocket upgrade before any route sees it, and adds the policy's headers
/// (Content-Security-Policy, `X-Frame-Options: DENY`, ...) to every response.
///
/// ``PageServer`` gives the server this gate as its only handler, wrapping the table of
/// routes; an endpoint added to that table is checked without any code of its own.
struct SameOriginGate: HTTPHandler {
    /// The policy, set once the port is known (a server asked for port 0 learns it on binding).
    let policy: ServedPolicy
    /// Every route of the server.
    let routes: RoutedHTTPHandler

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        var response: HTTPResponse
        if let refusal = policy.refusal(
            hosts: request.headers.values(for: .host), origins: request.headers.values(for: HTTPHeader("Origin")))
        {
            response = PageServer.error(
                HTTPStatusCode(refusal.status, phrase: Self.phrase(refusal)), refusal.description)
        } else {
            response = try await routes.handleRequest(request)
        }
        if case .httpBody = response.payload {
            // The door passes one request per connection: the client must not reuse it.
            response.headers[.connection] = "close"
        }
        for header in SameOriginPolicy.responseHeaders {
            response.headers[HTTPHeader(header.name)] = header.value
        }
        return response
    }

    private static func phrase(_ refusal: SameOriginPolicy.Refusal) -> String {
        switch refusal {
        case .wrongHost: "Misdirected Request"
        case .foreignOrigin: "Forbidden"
        }
    }
}

/// A ``SameOriginPolicy`` shared between the server's connections, whose port is filled in
/// once the listening socket is bound. Until then every request is refused.
// `@unchecked Sendable`: every mutable field is read and written under `lock` only; a lock,
// not an actor, because the socket tasks that use it must not hop executors per byte.
final class ServedPolicy: @unchecked Sendable {
    private let lock = NSLock()
    private let allowedOrigins: Set<String>
    private var policy: SameOriginPolicy?

    init(allowedOrigins: Set<String>) {
        self.allowedOrigins = allowedOrigins
    }

    /// Records the port the server listens on.
    func bound(to port: UInt16) {
        lock.withLock { policy = SameOriginPolicy(port: port, allowedOrigins: allowedOrigins) }
    }

    /// The policy's refusal, or a wrong host while no port is known.
    func refusal(hosts: [String], origins: [String]) -> SameOriginPolicy.Refusal? {
        guard let policy = lock.withLock({ policy }) else { return .wrongHost(hosts.first, port: 0) }
        return policy.refusal(hosts: hosts, origins: origins)
    }
}
