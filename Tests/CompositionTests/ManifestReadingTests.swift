import Foundation
import Testing
import WayfinderConfig

@testable import WayfinderComposition

/// Routes and actions read directly from the YAML nodes (`ManifestReading`) give exactly what
/// `Codable` decoding gives: every value with its mark and key path (the decoder's own path
/// steps included), every error and finding with its text, and the same validation findings.
/// Compared on every manifest of `Configs/`, the test fixtures, the `yaml-manifest` fuzz seeds,
/// generated manifests and seeded mutations of all of them.
@MainActor
@Suite struct ManifestReadingTests {
    static let root =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/"

    /// The fuzz target's environment: set, empty and `$`-holding variables.
    static let environment = ["HOST": "example.com", "PORT": "8080", "EMPTY": "", "DOLLAR": "$$"]

    // MARK: - Outcomes

    /// Everything decoding `text` one way gives: the manifest rendered in full and its
    /// validation findings, or the decoding error's text.
    static func outcome(_ text: String, name: String, options: YAMLDecoder.Options, direct: Bool) -> String {
        var decoder = YAMLDecoder(environment: environment, options: options)
        decoder.readsDirectly = direct
        do {
            let manifest = try decoder.decode(AppManifest.self, from: text, sourceName: name)
            var rendered = ""
            render(manifest, into: &rendered)
            let findings = ManifestValidator(registry: PluginRegistry(), environment: environment).findings(
                in: manifest)
            return rendered + "findings:\n" + ConfigDiagnostic.render(findings)
        } catch {
            return "error:\n\(error)"
        }
    }

    /// A value and everything in it, private storage included (a ``Marked`` value's path nodes
    /// with their tree slots), by reflection; marks as `source:line:column`.
    static func render(_ value: Any, into out: inout String, depth: Int = 0) {
        let pad = String(repeating: " ", count: depth)
        let typeName = String(describing: type(of: value))
        if let mark = value as? SourceMark {
            out += "\(pad)mark \(mark.source):\(mark.line):\(mark.column)\n"
            return
        }
        if typeName == "SourceText" || typeName == "YAMLTree" {
            out += "\(pad)\(typeName)\n"
            return
        }
        let mirror = Mirror(reflecting: value)
        guard !mirror.children.isEmpty else {
            out += "\(pad)\(typeName) \(value)\n"
            return
        }
        out += "\(pad)\(typeName)\n"
        var children = mirror.children.map { child in
            var text = "\(pad) \(child.label ?? "-"):\n"
            render(child.value, into: &text, depth: depth + 2)
            return text
        }
        // Sets and dictionaries: the same elements in any order.
        if mirror.displayStyle == .set || mirror.displayStyle == .dictionary { children.sort() }
        out += children.joined()
    }

    /// Decodes `text` both ways, strictly and leniently, and expects the same outcomes.
    static func expectSame(_ text: String, name: String, _ comment: @autoclosure () -> String = "") {
        for options in [YAMLDecoder.Options.strict, .lenient] {
            let direct = outcome(text, name: name, options: options, direct: true)
            let decoded = outcome(text, name: name, options: options, direct: false)
            #expect(direct == decoded, "\(name) \(comment()) lenient=\(options.allowsUnknownKeys)\n\(text)")
        }
    }

    // MARK: - Corpora

    /// Every YAML file under a directory of the repository, with its text.
    static func files(under directory: String) -> [(path: String, text: String)] {
        let base = root + directory
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".yaml") }.sorted().compactMap { path in
            let full = base + "/" + path
            return (try? String(contentsOfFile: full, encoding: .utf8)).map { (full, $0) }
        }
    }

    /// The manifests to compare on and mutate.
    static var corpus: [(path: String, text: String)] {
        files(under: "Configs") + files(under: "Tests/CompositionTests/Fixtures")
            + files(under: "Fuzz/Corpus/yaml-manifest") + [(root + "generated.yaml", generated(routes: 40))]
    }

    @Test func everyManifestOfTheCorpora_readsAsItDecodes() throws {
        let corpus = Self.corpus
        #expect(corpus.count >= 25)
        for (path, text) in corpus {
            Self.expectSame(text, name: path)
        }
    }

    @Test func theGeneratedManifest_decodesAndValidates() throws {
        // The generated manifest is a valid one but for its contributed verbs, which no plugin
        // of the empty registry contributes: the comparison covers successful decoding.
        let outcome = Self.outcome(Self.generated(routes: 40), name: "generated.yaml", options: .strict, direct: true)
        #expect(!outcome.hasPrefix("error:"))
        #expect(outcome.contains("login needs an enabled plugin") || outcome.contains("'login'"))
    }

    /// Whether the direct reading takes an action or a route, or leaves it to `Codable`.
    struct Probe: Decodable {
        let isRead: Bool

        init(from decoder: any Decoder) throws {
            let reader = try #require(NodeReader(decoder))
            isRead = try ManifestReading.action(reader) != nil || ManifestReading.route(reader) != nil
        }
    }

    @Test func commonShapes_areReadDirectly_andTheRestIsLeftToCodable() throws {
        let yaml = """
            - {title: A, push: b, with: {id: 1, slug: "{slug}", on: true}, style: sheet}
            - {title: B, back: }
            - {title: C, dismiss: true}
            - {title: R, style: push, text: T, withNavigation: false, parameters: {id: int}, actions: [{title: A, tab: t}]}
            - {title: R, style: {detents: [medium]}, actions: [{title: A, login: u}]}
            - {title: D, login: user}
            - {title: E, push: a, present: b}
            - {title: F, push: a, extra: 1}
            - {title: G, back: false}
            - {title: H, push: a, with: {x: 1.5}}
            - {title: I, push: a, style: {detents: [medium]}}
            - {title: J, title: K, push: a}
            - {push: a}
            - {title: R, parameters: {id: integer}}
            """
        let probes = try YAMLDecoder(environment: [:]).decode([Probe].self, from: yaml, sourceName: "probe.yaml")
        #expect(
            probes.map(\.isRead) == [
                true, true, true, true, true, false, false, false, false, false, false, false, false, false,
            ])
    }

    @Test func seededMutationsOfTheCorpora_readAsTheyDecode() throws {
        var random = SplitMix64(seed: 0x5EED_16)
        let corpus = Self.corpus
        for round in 0..<1_500 {
            let (path, text) = corpus[Int(random.next() % UInt64(corpus.count))]
            var lines = text.components(separatedBy: "\n")
            let edits = 1 + Int(random.next() % 3)
            var applied: [String] = []
            for _ in 0..<edits { applied.append(Self.mutate(&lines, &random)) }
            Self.expectSame(lines.joined(separator: "\n"), name: path, "round \(round): \(applied)")
        }
    }

    // MARK: - Generated manifests

    /// A manifest in the shape of the benchmark's, with every built-in verb, every kind of
    /// `with:` value and style, contributed verbs, and a few mistakes.
    static func generated(routes: Int) -> String {
        var out = "app: {id: gen, name: Generated, root: main}\nroutes:\n"
        let styles = [
            "push", "sheet", "fullScreenCover", "{detents: [medium, large]}",
            "{custom: {transition: {name: fade, parameters: {duration: 0.3}}, fullScreen: true}}", "\"sheet\"", "~",
        ]
        for index in 0..<routes {
            out += "  r\(index):\n    title: \"Screen \(index)\"\n"
            if index % 2 == 0 { out += "    text: Text of \(index) at ${HOST}\n" }
            out += "    style: \(styles[index % styles.count])\n"
            if index % 3 == 1 { out += "    withNavigation: \(index % 2 == 0)\n" }
            if index > 0 { out += "    parameters: {id: int, slug: string, sort: \"oneOf(a|b)\", ok: bool}\n" }
            out += "    actions:\n"
            let next = "r\((index + 1) % routes)"
            let with = "{id: \(index), slug: \"{slug}\", sort: a, ok: true}"
            let verbs = [
                "push: \(next)\n        with: \(with)", "present: \(next)\n        with: \(with)\n        style: sheet",
                "back: true", "dismiss:", "finish: ~", "popToRoot:", "flow: f\(index % 3)", "tab: home",
                "open: \"x://item/{id}\"", "login: user", "logout:",
            ]
            for (offset, verb) in verbs.enumerated() where (index + offset) % 3 != 0 {
                out += "      - title: Action \(offset)\n        \(verb)\n"
            }
            out += "      - {title: Inline \(index), push: \(next), with: {id: 0x1F, slug: s, sort: b, ok: false}}\n"
        }
        out += "coordinators:\n  main: {kind: stack, root: r0}\n"
        for flow in 0..<3 { out += "  f\(flow): {kind: child, root: r\(flow + 1)}\n" }
        return out
    }

    // MARK: - Mutations

    static let tokens = [
        "", "null", "~", "true", "false", "yes", "12", "-3", "1.5", "0x1F", "1e400", "99999999999999999999",
        "\"quoted\"", "'single'", "{}", "[]", "{a: 1}", "[x, y]", "!!str 5", "!!int x", "!!bool true", "!custom v",
        "${HOST}", "${UNSET}", "${UNSET:-fallback}", "$$", "push", "sheet", "{detents: [medium]}", "{custom: fade}",
        "int", "oneOf(a|b)", "oneOf()", "strin", "|\n  block", "&anchor v", "*anchor",
    ]
    static let keys = [
        "title", "text", "style", "withNavigation", "parameters", "actions", "push", "present", "flow", "tab", "open",
        "back", "dismiss", "finish", "popToRoot", "with", "login", "logout", "titel", "actons", "kind", "root", "id",
    ]

    /// Applies one random edit to the lines and says which.
    static func mutate(_ lines: inout [String], _ random: inout SplitMix64) -> String {
        guard !lines.isEmpty else {
            lines = ["title: x"]
            return "fill"
        }
        let line = Int(random.next() % UInt64(lines.count))
        let text = lines[line]
        let indent = String(text.prefix { $0 == " " })
        func pick(_ list: [String]) -> String { list[Int(random.next() % UInt64(list.count))] }
        let colon = text.range(of: ": ")
        let body = text.drop { $0 == " " || $0 == "-" }
        switch random.next() % 8 {
        case 1:
            lines.insert(text, at: line)
            return "duplicate \(line)"
        case 2 where colon != nil:
            lines[line] = String(text[..<(colon?.upperBound ?? text.endIndex)]) + pick(tokens)
            return "value \(line): \(lines[line])"
        case 3 where body.contains(":"):
            let prefix = text.prefix(text.count - body.count)
            lines[line] = prefix + pick(keys) + body[(body.firstIndex(of: ":") ?? body.endIndex)...]
            return "key \(line): \(lines[line])"
        case 4:
            lines.insert(indent + pick(keys) + ": " + pick(tokens), at: line + 1)
            return "insert \(line + 1): \(lines[line + 1])"
        case 5:
            lines[line] = random.next() % 2 == 0 ? "  " + text : String(text.dropFirst(min(2, indent.count)))
            return "indent \(line)"
        case 6 where line + 1 < lines.count:
            lines.swapAt(line, line + 1)
            return "swap \(line)"
        case 7 where !text.isEmpty:
            var characters = Array(text)
            characters.remove(at: Int(random.next() % UInt64(characters.count)))
            lines[line] = String(characters)
            return "drop a character of \(line): \(lines[line])"
        default:
            lines.remove(at: line)
            return "delete \(line)"
        }
    }
}

/// A small seeded generator (SplitMix64), so every run mutates the same way.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
