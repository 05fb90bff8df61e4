import Foundation
import Testing
import WayfinderCheck
import WayfinderComposition
import WayfinderConfig
import WayfinderPlugins
import WayfinderScript

/// A manifest's `invariants:` section: decoded strictly, validated with marks.
@MainActor
@Suite struct ManifestInvariantTests {
    static let manifest = """
        app: {id: demo, name: Demo, root: main}
        routes:
          home: {title: Home, actions: [{title: Secret, push: secret}]}
          secret: {title: Secret}
        coordinators:
          main: {kind: stack, root: home}
        invariants:
        %@
        """

    private func findings(_ invariants: String) throws -> String {
        let yaml = Self.manifest.replacingOccurrences(of: "%@", with: invariants)
        let manifest = try AppManifest.load(yaml: yaml, sourceName: "demo.yaml")
        let findings = ManifestValidator(registry: BundledPlugins.registry, environment: [:]).findings(in: manifest)
        return findings.map { "\($0.mark.map { "\($0.line):\($0.column)" } ?? "?"): \($0.message)" }
            .joined(separator: "\n")
    }

    @Test func aRuleOnAKnownRoute_validates() throws {
        #expect(try findings("  - never: {visible: secret, while: loggedOut}") == "")
    }

    @Test func anUnknownRoute_isReportedAtItsMark_withASuggestion() throws {
        let text = try findings("  - never: {visible: secrte, while: loggedOut}")
        #expect(text.hasPrefix("8:22: undefined route 'secrte'"), "\(text)")
        #expect(text.contains("secret"), "\(text)")
    }

    @Test func anUnknownCondition_isReportedAtItsMark() throws {
        let text = try findings("  - never: {visible: secret, while: asleep}")
        #expect(text == "8:37: unknown invariant condition 'asleep' (known: loggedOut, loggedIn)")
    }

    @Test func aRepeatedName_isReported() throws {
        let text = try findings(
            "  - {name: no-secret, never: {visible: secret}}\n  - {name: no-secret, never: {visible: home}}")
        #expect(text == "9:12: invariant 'no-secret' is declared twice")
    }

    @Test func anUnknownKey_isADecodingError() {
        let yaml = Self.manifest.replacingOccurrences(of: "%@", with: "  - never: {visible: secret, when: loggedOut}")
        #expect(throws: ConfigError.self) { try AppManifest.load(yaml: yaml, sourceName: "demo.yaml") }
    }

    @Test func theRuleName_defaultsToRouteAndCondition() throws {
        let yaml = Self.manifest.replacingOccurrences(of: "%@", with: "  - never: {visible: secret, while: loggedOut}")
        let manifest = try AppManifest.load(yaml: yaml, sourceName: "demo.yaml")
        #expect(manifest.invariants.map(\.name) == ["never-secret-while-loggedOut"])
        #expect(InvariantSuite.names(manifest: manifest).last == "never-secret-while-loggedOut")
    }
}
