import Foundation
import Testing

/// `shop graph --format png` with Graphviz installed (the scenarios cover dot, mermaid, and
/// png without Graphviz).
@Suite("Graph pictures")
struct GraphTests {
    static var graphvizInstalled: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains { directory in
            FileManager.default.isExecutableFile(atPath: "\(directory)/dot")
        }
    }

    @Test(.enabled(if: graphvizInstalled, "needs Graphviz's dot"))
    func pngFormat_withGraphviz_writesAPNGFile() throws {
        let scratch = try Scratch()
        let picture = scratch.path("shop.png")
        let run = try ShopBinary.run(["graph", "--format", "png", "--output", picture], scratch: scratch)
        #expect(run.status == 0)
        #expect(run.output.isEmpty && run.errors.isEmpty)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: picture))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test func pngFormat_withoutOutput_isAUsageError() throws {
        let run = try ShopBinary.run(["graph", "--format", "png"], scratch: try Scratch())
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix("Error: --format png needs --output PATH\n"))
    }
}

/// `open:` edges are drawn from the route that opens the URL.
@Suite struct OpenEdgeTests {
    @Test func anOpenURLWithAUUIDPlaceholder_drawsItsEdge() throws {
        let scratch = try Scratch()
        let config = scratch.path("orders.yaml")
        try """
        app: {id: orders, name: Orders, root: main}
        routes:
          home:
            title: Home
            actions:
              - {title: Order, push: order, with: {id: "00000000-0000-0000-0000-000000000001"}}
          order:
            title: "Order {id}"
            parameters: {id: uuid}
            actions:
              - {title: Receipt, open: "orders://receipt/{id}"}
          receipt:
            title: Receipt
            parameters: {id: uuid}
        coordinators:
          main: {kind: stack, root: home}
        deepLinks:
          - {pattern: "orders://receipt/:id:uuid", route: receipt}
        plugins:
          - {id: deep-links}
        """.write(toFile: config, atomically: true, encoding: .utf8)
        let run = try ShopBinary.run(["graph", "--config", config, "--format", "dot"], scratch: scratch)
        #expect(run.status == 0)
        #expect(run.output.contains(#""order" -> "url0" [label="Receipt""#))
    }
}
