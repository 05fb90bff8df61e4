import Testing
import WayfinderConfig

/// Documents at the depth limit decode without exhausting the stack.
@Suite struct DeepNestingTests {
    /// A sequence of sequences of any depth.
    struct Nest: Decodable {
        var children: [Nest]

        init(from decoder: any Decoder) throws {
            children = try decoder.singleValueContainer().decode([Nest].self)
        }

        var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }
    }

    /// A mapping of mappings of any depth.
    final class Node: Decodable {
        let next: Node?
        let value: Int?

        var depth: Int { 1 + (next?.depth ?? 0) }
    }

    @Test func sequencesAtTheDepthLimit_decode() throws {
        let text = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(try decode(Nest.self, text).depth == 256)
    }

    @Test func mappingsAtTheDepthLimit_decode_andReportAnUnknownKeyAtTheBottom() throws {
        let text =
            String(repeating: "{next: ", count: 255) + "{value: 1, valeu: 2}" + String(repeating: "}", count: 255)
        let header = renderedError(Node.self, text)?.split(separator: "\n").first.map(String.init)
        let keyPath = Array(repeating: "next", count: 255).joined(separator: ".") + ".valeu"
        #expect(header == "test.yaml:1:1797: error: \(keyPath): unknown key 'valeu'; did you mean 'value'?")
        #expect(
            try YAMLDecoder(environment: [:], options: .lenient).decode(Node.self, from: text, sourceName: "t").depth
                == 256)
    }
}
