import Foundation
import Testing

@testable import WayfinderServer

/// Hostile review 2, finding 1: any website the developer visits could drive the server
/// (a `text/plain` POST, `Origin: null`, a WebSocket upgrade) and, by DNS rebinding
/// (`Host: evil.example`), read the tree. Only the served page, or a client that sends no
/// `Origin`, may now use it; the others get 403 or 421 and nothing happens.
@MainActor
@Suite(.serialized) struct SameOriginTests {
    static let upgrade =
        "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"

    @Test func aCommandFromAnotherSitesPage_is403_andChangesNothing() async throws {
        try await ServedShop.serve { served in
            let before = try await served.tree()
            for origin in ["http://evil.example", "null", "http://127.0.0.1:1", "https://127.0.0.1:\(served.port)"] {
                let answer = try await RawConnection.exchange(
                    port: served.port,
                    "POST /command HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\nOrigin: \(origin)\r\n"
                        + "Content-Type: text/plain", body: "tab search")
                #expect(answer.status == 403, "\(origin): \(answer.text)")
                #expect(answer.body.contains("a page from '\(origin)' may not use this server"), "\(answer.body)")
            }
            #expect(try await served.tree() == before)
        }
    }

    @Test func aRequestNamingAnotherHost_is421_andShowsNoTree() async throws {
        try await ServedShop.serve { served in
            let hosts = [
                "Host: evil.example", "Host: evil.example:\(served.port)", "Host: 127.0.0.1:1", "Host: 127.0.0.1",
                "Host: 127.0.0.1:\(served.port)\r\nHost: evil.example", "",
            ]
            for host in hosts {
                let line = host.isEmpty ? "" : "\r\n" + host
                let answer = try await RawConnection.exchange(port: served.port, "GET /tree.json HTTP/1.1" + line)
                #expect(answer.status == 421, "\(host): \(answer.text)")
                #expect(!answer.body.contains("\"root\""), "\(host)")
                #expect(answer.body.contains("this server answers for 127.0.0.1:\(served.port)"), "\(answer.body)")
            }
        }
    }

    @Test func aWebSocketUpgradeFromAnotherSite_is403_notSwitched() async throws {
        try await ServedShop.serve { served in
            let before = try await served.tree()
            let answer = try await RawConnection.exchange(
                port: served.port,
                "GET /events HTTP/1.1\r\nHost: localhost:\(served.port)\r\nOrigin: http://evil.example\r\n"
                    + Self.upgrade.dropLast(2))
            #expect(answer.status == 403, "\(answer.text)")
            #expect(!answer.text.contains("\"snapshot\""))
            #expect(try await served.tree() == before)
        }
    }

    @Test func theServedPage_isServedUnderEachLoopbackName() async throws {
        try await ServedShop.serve { served in
            for host in ["127.0.0.1", "localhost", "LocalHost", "[::1]"] {
                let address = "\(host):\(served.port)"
                let answer = try await RawConnection.exchange(
                    port: served.port,
                    "POST /command HTTP/1.1\r\nHost: \(address)\r\nOrigin: http://\(address.lowercased())",
                    body: "tab search")
                #expect(answer.status == 200, "\(address): \(answer.text)")
            }
            // The page's own event stream opens.
            let connection = try RawConnection(port: served.port)
            connection.send(
                "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\nOrigin: http://127.0.0.1:\(served.port)\r\n"
                    + Self.upgrade + "\r\n")
            #expect(await connection.read(until: "\r\n\r\n").hasPrefix("HTTP/1.1 101"))
        }
    }

    @Test func anAllowedOrigin_mayUseTheServer_butNullNever() async throws {
        try await ServedShop.serve(allowedOrigins: ["http://localhost:3000", "null"]) { served in
            let allowed = try await RawConnection.exchange(
                port: served.port,
                "POST /command HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\nOrigin: http://LOCALHOST:3000",
                body: "tab search")
            #expect(allowed.status == 200, "\(allowed.text)")
            let null = try await RawConnection.exchange(
                port: served.port, "POST /command HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\nOrigin: null",
                body: "tab cart")
            #expect(null.status == 403, "\(null.text)")
        }
    }

    @Test func everyResponse_forbidsFramingAndForeignContent() async throws {
        try await ServedShop.serve { served in
            let requests = [
                "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)",
                "GET /tree.json HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)",
                "DELETE /command HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)",
                "GET / HTTP/1.1\r\nHost: evil.example",
                "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\nOrigin: http://evil.example",
            ]
            for request in requests {
                let answer = try await RawConnection.exchange(port: served.port, request)
                #expect(answer.header("X-Frame-Options") == "DENY", "\(request)")
                let policy = answer.header("Content-Security-Policy") ?? ""
                #expect(
                    policy.contains("frame-ancestors 'none'") && policy.contains("default-src 'none'"), "\(request)")
            }
        }
    }

    @Test func thePolicy_refusesEverythingButTheServedAddress() {
        let policy = SameOriginPolicy(port: 8080, allowedOrigins: ["HTTP://Localhost:3000"])
        #expect(policy.refusal(hosts: ["127.0.0.1:8080"], origins: []) == nil)
        #expect(policy.refusal(hosts: ["localhost:8080"], origins: ["http://localhost:8080"]) == nil)
        #expect(policy.refusal(hosts: ["localhost:8080"], origins: ["http://localhost:3000"]) == nil)
        #expect(
            policy.refusal(hosts: ["localhost:8080"], origins: ["http://127.0.0.1:8080"])
                == .foreignOrigin("http://127.0.0.1:8080"))
        #expect(policy.refusal(hosts: ["localhost:8080"], origins: ["a", "b"]) == .foreignOrigin("a, b"))
        #expect(policy.refusal(hosts: [], origins: []) == .wrongHost(nil, port: 8080))
        #expect(policy.refusal(hosts: ["localhost:80800"], origins: []) == .wrongHost("localhost:80800", port: 8080))
        #expect(
            SameOriginPolicy.Refusal.wrongHost("evil.example", port: 8080).description
                == "this server answers for 127.0.0.1:8080, localhost:8080 or [::1]:8080 only, "
                + "and the request named 'evil.example'")
    }
}
