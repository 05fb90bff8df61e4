import Foundation
import Testing

/// Issue 37: `graph` marks each route's pane role, in DOT and in Mermaid.
@Suite struct GraphPaneTests {
    static let manifest = """
        app: {id: transit, name: Transit, root: main}
        routes:
          lines:
            title: Lines
            pane: list
            actions:
              - {title: Line 4, push: line, with: {id: 4}}
              - {title: About, push: about}
          line:
            title: "Line {id}"
            pane: detail
            parameters: {id: int}
            actions:
              - {title: Central, push: stop, with: {code: CEN}}
          stop:
            title: "Stop {code}"
            pane: extra
            parameters: {code: string}
          about:
            title: About
        coordinators:
          main: {kind: stack, root: lines, scenes: [list-detail-extra, list-detail]}
        """

    private func graph(_ format: String) throws -> String {
        let scratch = try Scratch()
        let config = scratch.path("transit.yaml")
        try Self.manifest.write(toFile: config, atomically: true, encoding: .utf8)
        let run = try ShopBinary.run(["graph", "--config", config, "--format", format], scratch: scratch)
        #expect(run.status == 0, "\(run.errors)")
        return run.output
    }

    @Test func dot_fillsAndNamesEachPaneRole_andLeavesOtherRoutesPlain() throws {
        let lines = try graph("dot").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains(##""lines" [label="Lines (list pane)", style="rounded,filled", fillcolor="#dbe9f6"];"##))
        #expect(
            lines.contains(##""line" [label="Line {id} (detail pane)", style="rounded,filled", fillcolor="#fbefc9"];"##)
        )
        #expect(
            lines.contains(
                ##""stop" [label="Stop {code} (extra pane)", style="rounded,filled", fillcolor="#dcf0dc"];"##))
        #expect(lines.contains(#""about" [label="About"];"#))
        #expect(lines.filter { $0.contains(" pane)") }.count == 3)
    }

    @Test func mermaid_givesEachPaneRoleAClass_andNamesItInTheLabel() throws {
        let lines = try graph("mermaid").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains(#"n0["Lines (list pane)"]"#))
        #expect(lines.contains(#"n1["Line {id} (detail pane)"]"#))
        #expect(lines.contains(#"n2["Stop {code} (extra pane)"]"#))
        #expect(lines.contains(#"n3["About"]"#))
        #expect(lines.contains("classDef listPane fill:#dbe9f6"))
        #expect(lines.contains("class n0 listPane"))
        #expect(lines.contains("class n1 detailPane"))
        #expect(lines.contains("class n2 extraPane"))
        #expect(!lines.contains { $0.hasPrefix("class ") && $0.contains("n3") })
    }
}
