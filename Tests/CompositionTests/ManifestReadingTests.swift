import Foundation
import Testing
import WayfinderConfig

@testable import WayfinderComposition

/// Routes and actions are read by one reader (`ManifestReading`): a mapping of the common shape in
/// one pass, anything else with its keys asked by name through the decoder's keyed container.
/// These tests pin what each way gives: the values of the common shapes, and the exact reports
/// for the shapes the keyed way handles.
@MainActor
@Suite struct ManifestReadingTests {
    /// Decodes `yaml` as a manifest and gives the validation findings, or the decoding error.
    static func outcome(_ yaml: String) -> String {
        do {
            let manifest = try YAMLDecoder(environment: ["HOST": "example.com"]).decode(
                AppManifest.self, from: yaml, sourceName: "app.yaml")
            let findings = ManifestValidator(registry: PluginRegistry(), environment: [:]).findings(in: manifest)
            return "findings:\n" + ConfigDiagnostic.render(findings)
        } catch {
            return "error:\n\(error)"
        }
    }

    /// A manifest of one screen, `home`, whose body is `route`.
    static func manifest(route: String) -> String {
        "app: {id: t, name: T, root: main}\nroutes:\n  home:\n" + route
            + "coordinators:\n  main: {kind: stack, root: home}\n"
    }

    @Test func theGeneratedManifest_decodesAndValidates() throws {
        // A valid manifest but for its contributed verbs, which no plugin of the empty registry
        // contributes.
        let outcome = Self.outcome(Self.generated(routes: 40))
        #expect(!outcome.hasPrefix("error:"))
        #expect(outcome.contains("login needs an enabled plugin") || outcome.contains("'login'"))
    }

    /// Whether an action is read in one pass (`ManifestReading.plainAction`).
    struct Probe: Decodable {
        let isPlain: Bool

        init(from decoder: any Decoder) throws {
            isPlain = try ManifestReading.plainAction(#require(NodeReader(decoder))) != nil
        }
    }

    @Test func commonActionShapes_areReadInOnePass() throws {
        let yaml = """
            - {title: A, push: b, with: {id: 1, slug: "{slug}", on: true}, style: sheet}
            - {title: B, back: }
            - {title: C, dismiss: true}
            - {title: D, login: user}
            - {title: E, push: a, present: b}
            - {title: F, push: a, extra: 1}
            - {title: G, back: false}
            - {title: H, push: a, with: {x: 1.5}}
            - {title: I, push: a, style: {detents: [medium]}}
            - {title: J, title: K, push: a}
            - {push: a}
            """
        let probes = try YAMLDecoder(environment: [:]).decode([Probe].self, from: yaml, sourceName: "probe.yaml")
        #expect(probes.map(\.isPlain) == [true, true, true, false, false, false, false, false, false, false, false])
    }

    @Test func aRouteOfEveryKey_readsEachValue() throws {
        let yaml = Self.manifest(
            route: """
                    title: "Home {id}"
                    text: At ${HOST}
                    style: {detents: [medium]}
                    withNavigation: true
                    parameters: {id: int, sort: "oneOf(a|b)"}
                    state: {query: {type: string, default: ""}}
                    confirmLeave: {when: query, title: Leave?, confirm: Leave, cancel: Stay}
                    actions:
                      - {title: Again, push: home, with: {id: 2, sort: b}}
                      - {title: Sign in, login: user}
                      - {title: Close, dismiss: }

                """)
        let manifest = try YAMLDecoder(environment: ["HOST": "example.com"]).decode(
            AppManifest.self, from: yaml, sourceName: "app.yaml")
        let home = try #require(manifest.routes["home"])
        #expect(home.title.value == "Home {id}")
        #expect(home.title.mark?.line == 4)
        #expect(home.title.keyPath.description == "routes.home.title")
        #expect(home.text?.value == "At example.com")
        #expect(home.allowsNavigation)
        #expect(home.parameterTypes.map(\.name) == ["id", "sort"])
        #expect(home.stateField("query") != nil)
        #expect(home.confirmLeave?.title.value == "Leave?")
        let actions = home.actionList
        #expect(actions.map(\.title.value) == ["Again", "Sign in", "Close"])
        #expect(actions[0].verbKeyPath.description == "routes.home.actions[0].push")
        #expect(actions[0].with?["sort"]?.value == .string("b"))
        #expect(actions[1].verb == .contributed("login", argument: actions[1].verb.argument))
        #expect(actions[2].verb == .dismiss)
    }

    /// What the keyed way reports, for each shape it exists for.
    @Test(arguments: [
        (
            "    titel: Home\n",
            "app.yaml:4:5: error: routes.home.titel: unknown key 'titel'; did you mean 'title'?"
        ),
        (
            "    title: Home\n    txt: Hi\n",
            "app.yaml:5:5: error: routes.home.txt: unknown key 'txt'; did you mean 'text'?"
        ),
        (
            "    title: Home\n    title: Again\n",
            "app.yaml:5:5: error: routes.home.title: duplicate key 'title'; first defined at 4:5"
        ),
        (
            "    text: Hi\n",
            "app.yaml:4:5: error: routes.home: missing required key 'title'"
        ),
        (
            "    title: Home\n    actions:\n      - {title: A}\n",
            "app.yaml:6:9: error: routes.home.actions[0]: an action needs one verb"
        ),
        (
            "    title: Home\n    actions:\n      - {title: A, push: b, present: c}\n",
            "app.yaml:6:38: error: routes.home.actions[0].present: an action takes exactly one verb; found push and present"
        ),
        (
            "    title: Home\n    actions:\n      - {title: A, push: home, extra: 1}\n",
            "app.yaml:6:32: error: routes.home.actions[0].extra: unknown key 'extra' (known keys: back, dismiss, finish, "
                + "flow, open, popToRoot, present, push, style, tab, title, with)"
        ),
        (
            "    title: Home\n    actions:\n      - {title: A, back: false}\n",
            "app.yaml:6:26: error: routes.home.actions[0].back: a verb without argument is written with an empty value or true"
        ),
    ])
    func keyedShapes_areReportedWithTheirMarks(route: String, expected: String) {
        let outcome = Self.outcome(Self.manifest(route: route))
        #expect(outcome.contains(expected), "\(outcome)")
    }

    @Test func aRouteThatIsNoMapping_isReported() {
        let outcome = Self.outcome("app: {id: t, name: T, root: main}\nroutes:\n  home: [a, b]\n")
        #expect(outcome.contains("app.yaml:3:9: error: routes.home: expected a mapping"), "\(outcome)")
    }

    @Test func anotherDecoder_isToldRoutesComeFromAManifest() throws {
        let json = Data(#"{"title": "Home"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RouteSpec.self, from: json) }
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
