import Foundation

/// Who may talk to the server: the page it serves and nothing else.
///
/// A browser lets any website send a request to `127.0.0.1` (a `text/plain` POST, a
/// WebSocket upgrade, an `<img>`), and DNS rebinding lets it read the answers under a host
/// name of its own. So every request must name the served address in Host (a rebound name
/// does not), and a request from a page (Origin) must come from the page served here:
///
/// | Header | Accepted | Otherwise |
/// |---|---|---|
/// | Host | `127.0.0.1:PORT`, `localhost:PORT` or `[::1]:PORT`, exactly once | 421 |
/// | Origin | absent (a script, curl), or `http://` and the request's Host | 403 |
/// | Origin | one of the origins given with `--allow-origin` | 403 otherwise |
///
/// `Origin: null` (a sandboxed frame, a `file:` page) is refused even when listed: it names
/// no site, so allowing it would allow every such page.
///
/// ```swift
/// let policy = SameOriginPolicy(port: 8080)
/// policy.refusal(hosts: ["evil.example"], origins: [])   // .wrongHost(...)
/// policy.refusal(hosts: ["localhost:8080"], origins: ["http://localhost:8080"])   // nil
/// ```
public struct SameOriginPolicy: Hashable, Sendable {
    /// The port the server listens on.
    public var port: UInt16
    /// Origins allowed besides the served one (`--allow-origin`), lowercased, such as
    /// `http://localhost:3000`.
    public var allowedOrigins: Set<String>

    /// Why a request is refused.
    public enum Refusal: Hashable, Sendable, CustomStringConvertible {
        /// Host is missing, repeated, or names another address (421).
        case wrongHost(String?, port: UInt16)
        /// Origin names another site, or `null`, or is repeated (403).
        case foreignOrigin(String)

        /// The HTTP status: 421 for a wrong host, 403 for a foreign origin.
        public var status: Int {
            switch self {
            case .wrongHost: 421
            case .foreignOrigin: 403
            }
        }

        /// The refusal as the response body says it.
        public var description: String {
            switch self {
            case .wrongHost(let host, let port):
                let named = host.map { "'\($0)'" } ?? "no single Host"
                return "this server answers for 127.0.0.1:\(port), localhost:\(port) or [::1]:\(port) only, "
                    + "and the request named \(named)"
            case .foreignOrigin(let origin):
                return "a page from '\(origin)' may not use this server; only the page it serves may "
                    + "(start serve with --allow-origin \(origin) to allow it)"
            }
        }
    }

    /// Creates a policy for a server listening on `port`.
    ///
    /// - Parameters:
    ///   - port: The port the server listens on.
    ///   - allowedOrigins: Origins allowed besides the served one, such as `http://localhost:3000`.
    public init(port: UInt16, allowedOrigins: Set<String> = []) {
        self.port = port
        self.allowedOrigins = Set(allowedOrigins.map { $0.lowercased() })
    }

    /// The served addresses a Host header may name, lowercased.
    public var servedHosts: Set<String> {
        ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
    }

    /// Why a request with these Host and Origin header values is refused, or `nil` when it
    /// may be served.
    ///
    /// - Parameters:
    ///   - hosts: Every value of the request's Host header.
    ///   - origins: Every value of the request's Origin header.
    /// - Returns: The refusal, or `nil`.
    public func refusal(hosts: [String], origins: [String]) -> Refusal? {
        guard hosts.count == 1, let host = hosts.first?.lowercased(), servedHosts.contains(host) else {
            return .wrongHost(hosts.count == 1 ? hosts.first : nil, port: port)
        }
        switch origins.count {
        case 0:
            return nil
        case 1:
            let origin = origins[0].lowercased()
            if origin == "http://" + host || (origin != "null" && allowedOrigins.contains(origin)) {
                return nil
            }
            return .foreignOrigin(origins[0])
        default:
            return .foreignOrigin(origins.joined(separator: ", "))
        }
    }

    /// Headers every response carries: the page loads only its own script, style and event
    /// stream, and no other site may frame it, embed its answers or learn its address.
    public static let responseHeaders: [(name: String, value: String)] = [
        (
            "Content-Security-Policy",
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
                + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        ),
        ("X-Frame-Options", "DENY"),
        ("X-Content-Type-Options", "nosniff"),
        ("Cross-Origin-Resource-Policy", "same-origin"),
        ("Referrer-Policy", "no-referrer"),
    ]
}
