import Foundation
import Testing

@testable import WayfinderCLI
@testable import WayfinderServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A served shop: the hub, the address, and what the server answers.
struct ServedShop {
    static let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Configs/shop.yaml").path

    let hub: ServeHub
    let url: URL
    let port: UInt16

    func get(_ path: String) async throws -> (status: Int, body: Data) {
        try await send(URLRequest(url: url.appendingPathComponent(path)))
    }

    func post(
        _ body: Data, to path: String = "command", method: String = "POST"
    ) async throws -> (
        status: Int, json: [String: Any]
    ) {
        var request = URLRequest(url: url.appendingPathComponent(path))
        request.httpMethod = method
        request.httpBody = body
        let (status, data) = try await send(request)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (status, json)
    }

    func post(_ line: String) async throws -> (status: Int, json: [String: Any]) {
        try await post(Data(line.utf8))
    }

    func tree() async throws -> String {
        String(decoding: try await get("tree.json").body, as: UTF8.self)
    }

    private func send(_ request: URLRequest) async throws -> (status: Int, body: Data) {
        let (data, response) = try await URLSession.shared.data(for: request)
        return (try #require(response as? HTTPURLResponse).statusCode, data)
    }

    /// Serves the shop without state on a free port for the length of `body`.
    @MainActor
    static func serve(
        allowedOrigins: Set<String> = [], limits: DoorLimits = DoorLimits(), _ body: (ServedShop) async throws -> Void
    ) async throws {
        let hub = try await ServeHub(backend: AppServeBackend(configPath: shop, state: .disabled))
        let (ports, port) = AsyncStream<UInt16>.makeStream()
        let server = Task {
            try await PageServer.serve(hub, port: 0, allowedOrigins: allowedOrigins, limits: limits) { port.yield($0) }
        }
        defer { server.cancel() }
        var iterator = ports.makeAsyncIterator()
        let bound = try #require(await iterator.next())
        try await body(
            ServedShop(hub: hub, url: try #require(URL(string: "http://127.0.0.1:\(bound)/")), port: bound))
    }
}
