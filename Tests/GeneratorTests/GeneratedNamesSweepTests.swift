import Foundation
import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderConfig
import WayfinderGenerator

/// Hostile review 3, finding 5: generated Swift that did not compile, with exit 0. Every class
/// of name the review tried (digits first, keywords, the library's type names, uncased scripts,
/// `ß`, combining marks, invisible characters, names that meet after camel-casing) is put at
/// every position a name takes in generated code (the app id, a route, its parameters, a
/// `oneOf` parameter and option, a link, its parameters, a coordinator, a tab page, a slot).
/// Each case either gets a finding with its mark, or generates Swift that type-checks: all the
/// generated files in as few `swiftc -typecheck` runs as distinct app ids allow.
@MainActor
@Suite struct GeneratedNamesSweepTests {
    /// The classes of names: a label and one name of the class.
    static let classes: [(label: String, name: String)] = [
        ("plain", "alpha"), ("dashed", "alpha-beta"), ("digit first", "1x"), ("keyword", "default"),
        ("keyword self", "self"), ("reserved member", "url"), ("reserved with underscore", "rawValue_"),
        ("String", "String"), ("Int", "int"), ("ParameterValue", "parameter-value"),
        ("DefaultRoute", "default-route"), ("PresentationStyle", "presentation-style"), ("Swift", "swift"),
        ("Foundation", "Foundation"), ("WayfinderRouting", "wayfinder-routing"), ("Type", "Type"),
        ("uncased", "日本"), ("sharp s", "ß"), ("combining mark first", "\u{0345}x"), ("U+2E2F", "a\u{2E2F}b"),
        ("zero-width joiner", "ad\u{200D}min"), ("tag character", "x\u{E0061}"), ("bidi control", "a\u{202E}b"),
        ("emoji", "🐶"), ("superscript", "x²"), ("no letters", "--"), ("zero-width space", "\u{200B}"),
        ("variation selector", "a\u{FE0F}"), ("underscore", "_"), ("uppercase", "ALPHA"),
    ]

    /// Pairs of names that are different but may meet in one identifier.
    static let pairs: [(String, String)] = [
        ("a-b", "aB"), ("a", "A"), ("ß", "ss"), ("ß", "SS"), ("url", "url_"), ("item_id", "itemId"),
        ("admin", "ad\u{200D}min"), ("admin", "admin\u{200D}"), ("日本", "日-本"), ("1x", "_1x"),
    ]

    /// The positions of one name, each a key of the template's names.
    static let positions = [
        "app", "route", "intParameter", "oneOfParameter", "option", "link", "coordinator", "page", "slot",
        "linkParameter", "viaParameter",
    ]

    /// The positions where two names of one pair meet in one scope.
    static let pairPositions: [(String, String)] = [
        ("route", "flowRoot"), ("intParameter", "oneOfParameter"), ("option", "otherOption"),
        ("viaParameter", "linkParameter"), ("coordinator", "stack"), ("link", "otherLink"),
    ]

    /// The template's names, before a case replaces one or two.
    static let defaults: [String: String] = [
        "route": "target", "intParameter": "count", "oneOfParameter": "sort", "option": "first",
        "otherOption": "other", "link": "deep", "otherLink": "shallow", "coordinator": "flow", "page": "page",
        "slot": "slot", "linkParameter": "linkId", "viaParameter": "viaId", "flowRoot": "flow-root",
        "stack": "stack",
    ]

    /// `text` as a YAML double-quoted scalar, every character beyond ASCII as an escape.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.isASCII, scalar.value >= 0x20, scalar.value < 0x7F {
                    result.unicodeScalars.append(scalar)
                } else if scalar.value <= 0xFFFF {
                    result += "\\u" + String(format: "%04X", scalar.value)
                } else {
                    result += "\\U" + String(format: "%08X", scalar.value)
                }
            }
        }
        return result + "\""
    }

    /// The manifest with `names` in place of the defaults; every name is used where generated
    /// code declares it.
    static func manifest(app: String, _ names: [String: String]) -> String {
        let name = { (key: String) in quoted(names[key] ?? defaults[key] ?? key) }
        return """
            app: {id: \(quoted(app)), name: Sweep, root: main}
            routes:
              home:
                title: Home
                actions:
                  - {title: Go, push: \(name("route")), with: {\(name("intParameter")): 1, \(name("oneOfParameter")): \(name("option"))}}
                  - {title: Flow, flow: \(name("coordinator"))}
                  - {title: Via, push: via, with: {\(name("viaParameter")): 2}}
              \(name("route")): {title: Target, parameters: {\(name("intParameter")): int, \(name("oneOfParameter")): \(quoted("oneOf(\(names["option"] ?? defaults["option"]!)|\(names["otherOption"] ?? defaults["otherOption"]!))"))}}
              via:
                title: Via
                parameters: {\(name("viaParameter")): int}
                actions: [{title: Linked, push: linked, with: {\(name("linkParameter")): 3}}]
              linked: {title: Linked, parameters: {\(name("linkParameter")): int}}
              \(name("flowRoot")): {title: Flow root}
              panel: {title: Panel}
            coordinators:
              main:
                kind: tabs
                pages:
                  - {name: \(name("page")), title: Page, coordinator: \(name("stack"))}
              \(name("stack")): {kind: stack, root: home}
              \(name("coordinator")): {kind: stack, root: \(name("flowRoot")), presentation: sheet}
              panel-base: {kind: base, root: panel, mode: embed, slot: \(name("slot")), into: home}
            deepLinks:
              - pattern: \(quoted("sweep://via/:\(names["viaParameter"] ?? "viaId"):int/linked/:\(names["linkParameter"] ?? "linkId"):int"))
                name: \(name("link"))
                tab: \(name("page"))
                via: [via]
                route: linked
              - {pattern: "sweep://home", name: \(name("otherLink")), tab: \(name("page")), route: home}
            plugins:
              - id: deep-links

            """
    }

    /// One case of the sweep: its label, app id and manifest.
    struct Case {
        let label: String
        let app: String
        let yaml: String
    }

    static var cases: [Case] {
        var cases: [Case] = []
        for (index, (label, name)) in classes.enumerated() {
            for (offset, position) in positions.enumerated() {
                let app = position == "app" ? name : "sweep-\(index)-\(offset)"
                let names = position == "app" ? [:] : [position: name]
                cases.append(Case(label: "\(label) as \(position)", app: app, yaml: manifest(app: app, names)))
            }
        }
        for (index, (first, second)) in pairs.enumerated() {
            for (offset, (one, other)) in pairPositions.enumerated() {
                let app = "pair-\(index)-\(offset)"
                cases.append(
                    Case(
                        label: "'\(first)' and '\(second)' as \(one) and \(other)", app: app,
                        yaml: manifest(app: app, [one: first, other: second])))
            }
        }
        return cases
    }

    /// The findings of a manifest (each with its mark), or its generated source.
    static func outcome(_ yaml: String, sourceName: String) -> Result<String, ConfigError> {
        do {
            let manifest = try AppManifest.load(yaml: yaml, sourceName: sourceName)
            let validated = try ManifestValidator(registry: Manifests.registry, environment: [:]).validate(manifest)
            return .success(SwiftGenerator().source(for: validated, sourceName: sourceName))
        } catch {
            return .failure(error)
        }
    }

    @Test func everyClassOfName_atEveryPosition_getsAFindingWithItsMark_orTypeChecks() throws {
        let folder = URL(fileURLWithPath: temporaryFolder("sweep"))
        // Files whose app ids make one type prefix go to different compiles.
        var batches: [(prefixes: Set<String>, files: [String])] = []
        var findings = 0
        var generated: [String: String] = [:]
        for (index, sweepCase) in Self.cases.enumerated() {
            switch Self.outcome(sweepCase.yaml, sourceName: "case\(index).yaml") {
            case .failure(let error):
                findings += 1
                #expect(!error.diagnostics.isEmpty, "\(sweepCase.label)")
                for diagnostic in error.diagnostics {
                    #expect(diagnostic.mark != nil, "\(sweepCase.label): \(diagnostic)")
                }
            case .success(let source):
                generated[sweepCase.label] = source
                let file = folder.appendingPathComponent("case\(index).swift")
                try source.write(to: file, atomically: true, encoding: .utf8)
                let prefix = SwiftIdentifier.type(sweepCase.app)
                if let batch = batches.firstIndex(where: { !$0.prefixes.contains(prefix) }) {
                    batches[batch].prefixes.insert(prefix)
                    batches[batch].files.append(file.path)
                } else {
                    batches.append(([prefix], [file.path]))
                }
            }
        }
        let total = Self.cases.count
        #expect(total == Self.classes.count * Self.positions.count + Self.pairs.count * Self.pairPositions.count)
        #expect(findings + generated.count == total)
        #expect(generated.count > total / 2, "most names generate code: \(generated.count) of \(total)")
        // The counts docs/reliability.md gives.
        print(
            "sweep: \(total) cases, \(findings) with findings, \(generated.count) generated in \(batches.count) compiles"
        )
        for batch in batches {
            let (status, output) = try CompileCheckTests.typeCheck(batch.files)
            #expect(status == 0, "swiftc failed:\n\(output)")
            #expect(!output.contains("warning:"), "swiftc warned:\n\(output)")
        }
        // The defects of the review, each one way or the other.
        for label in [
            "keyword as app", "String as oneOfParameter", "Int as oneOfParameter", "ParameterValue as route",
            "DefaultRoute as oneOfParameter", "PresentationStyle as oneOfParameter", "Swift as oneOfParameter",
            "combining mark first as route", "U+2E2F as route", "sharp s as oneOfParameter",
        ] {
            #expect(generated[label] != nil, "\(label) generates code")
        }
        for label in [
            "digit first as app", "uncased as app", "'a-b' and 'aB' as option and otherOption",
            "'a' and 'A' as option and otherOption", "'ß' and 'SS' as intParameter and oneOfParameter",
            "'item_id' and 'itemId' as viaParameter and linkParameter", "uncased as route", "digit first as route",
            "'admin' and 'admin\u{200D}' as route and flowRoot",
        ] {
            #expect(generated[label] == nil, "\(label) is a finding")
        }
    }

    /// `count` routes in a chain from `home`, every other one with an `int` parameter.
    static func manyRoutes(_ count: Int) -> String {
        var yaml =
            "app: {id: many, name: Many, root: main}\nroutes:\n  home: {title: Home, actions: [{title: Go, push: r0, with: {id: 1}}]}\n"
        for index in 0..<count {
            let next = index + 1 < count ? "r\(index + 1)" : "home"
            let with = (index + 1).isMultiple(of: 2) && index + 1 < count ? ", with: {id: 1}" : ""
            let parameters = index.isMultiple(of: 2) ? ", parameters: {id: int}" : ""
            yaml += "  r\(index): {title: R\(index)\(parameters), actions: [{title: Next, push: \(next)\(with)}]}\n"
        }
        return yaml + "coordinators:\n  main: {kind: stack, root: home}\n"
    }

    /// The review: 1,000 routes, half with an `int` parameter, generated a switch the compiler
    /// gave up on ("unable to check that this switch is exhaustive in reasonable time"). The
    /// generated members are chains of `if case` now, which it checks in linear time.
    @Test func aThousandRoutes_halfWithAnIntParameter_typeCheck() throws {
        let source = try Manifests.validated(yaml: Self.manyRoutes(1_000), sourceName: "many.yaml")
        let text = SwiftGenerator().source(for: source, sourceName: "many.yaml")
        #expect(!text.contains("switch self"))
        let file = URL(fileURLWithPath: temporaryFolder("many")).appendingPathComponent("Many.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let (status, output) = try CompileCheckTests.typeCheck([file.path])
        #expect(status == 0, "swiftc failed:\n\(output.prefix(2_000))")
        #expect(!output.contains("warning:"), "swiftc warned:\n\(output.prefix(2_000))")
    }
}
