import Foundation
import FuzzSupport
import WayfinderConfig
import WayfinderPlugins

// yaml-manifest: bytes -> YAML text -> YAMLDecoder -> AppManifest -> ManifestValidator (with the
// bundled plugins), and the same text decoded into ShapesDocument.
//
// Must never crash or hang, whatever the text: the decoder bounds depth, alias expansion and
// size. Beyond that it checks that decoding and validating are deterministic (same outcome
// twice), that every error renders, and that every mark points into its source.

/// Where `!include` resolves: fixtures written here (one good file, one including itself, one
/// including the other) and, when Scripts/fuzz.sh sets WAYFINDER_CONFIGS, a `shop` link to
/// Configs/shop so the shop manifest's own includes resolve.
private let includeDirectory: String = {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("wayfinder-fuzz-yaml-\(ProcessInfo.processInfo.processIdentifier)").path
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let files = [
        "routes.yaml":
            "home: {title: Home, actions: [{title: Item, push: item, with: {id: 1}}]}\nitem: {title: Item, parameters: {id: int}}\n",
        "cycle.yaml": "again: !include cycle.yaml\n",
        "nested.yaml": "routes: !include routes.yaml\nmore: !include routes.yaml\n",
    ]
    for (name, text) in files {
        _ = FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(text.utf8))
    }
    if let configs = ProcessInfo.processInfo.environment["WAYFINDER_CONFIGS"] {
        try? FileManager.default.createSymbolicLink(atPath: directory + "/shop", withDestinationPath: configs + "/shop")
    }
    return directory
}()

private let environment = ["HOST": "example.com", "PORT": "8080", "EMPTY": "", "DOLLAR": "$$"]

@MainActor private let registry: PluginRegistry = {
    do {
        return try PluginRegistry.bundled()
    } catch {
        violation("the bundled plugins do not register: \(error)")
    }
}()

/// The fuzz target: one input, checked.
func fuzzYAMLManifest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let source = includeDirectory + "/manifest.yaml"
    let decoder = YAMLDecoder(environment: environment)

    let first = manifestOutcome(decoder, text, source)
    let second = manifestOutcome(decoder, text, source)
    check(
        first == second,
        "decoding and validating twice differed:\n--- first\n\(first)\n--- second\n\(second)\n--- input\n\(text)")

    let shapes = shapesOutcome(decoder, text, source)
    if shapes.hasPrefix("error") {
        // Lenient decoding reaches further into documents with unknown or repeated keys.
        _ = shapesOutcome(YAMLDecoder(environment: environment, options: .lenient), text, source)
    }
    if let node = try? YAMLParser.parse(text, sourceName: source) {
        _ = node.outline()
    }
    return 0
}

// MARK: - AppManifest

/// The manifest's decoding errors, or the validator's findings (empty for a valid manifest).
private func manifestOutcome(_ decoder: YAMLDecoder, _ text: String, _ source: String) -> String {
    let manifest: AppManifest
    do {
        manifest = try decoder.decode(AppManifest.self, from: text, sourceName: source)
    } catch {
        checkMarks(of: error.diagnostics, text: text, source: source)
        return "decoding: \(error.description)"
    }
    return MainActor.assumeIsolated { validationOutcome(manifest, text, source) }
}

/// The validator's findings, checked against what `validate` throws.
@MainActor
private func validationOutcome(_ manifest: AppManifest, _ text: String, _ source: String) -> String {
    let validator = ManifestValidator(registry: registry, environment: environment)
    let findings = validator.findings(in: manifest)
    checkMarks(of: findings, text: text, source: source)
    do {
        _ = try validator.validate(manifest)
        check(findings.isEmpty, "validate accepted a manifest with findings: \(findings)")
    } catch {
        check(error.diagnostics == findings, "validate threw \(error.diagnostics), findings were \(findings)")
    }
    return "validation: " + ConfigDiagnostic.render(findings)
}

// MARK: - Shapes

private func shapesOutcome(_ decoder: YAMLDecoder, _ text: String, _ source: String) -> String {
    do {
        let document = try decoder.decode(ShapesDocument.self, from: text, sourceName: source)
        return "\(document)\nplugins: \(plugins(of: document, decoder: decoder))"
    } catch {
        checkMarks(of: error.diagnostics, text: text, source: source)
        return "error: \(error.description)"
    }
}

/// Decodes each known plugin's options from its kept subtree, rendering what went wrong.
private func plugins(of document: ShapesDocument, decoder: YAMLDecoder) -> [String] {
    (document.plugins ?? [:]).sorted { $0.key < $1.key }.map { name, options in
        let keyPath = options.keyPath
        do throws(ConfigError) {
            switch name {
            case "analytics":
                return "\(try decoder.decode(AnalyticsOptions.self, from: options.value, keyPath: keyPath))"
            case "deeplinks":
                return "\(try decoder.decode(DeepLinksOptions.self, from: options.value, keyPath: keyPath))"
            case "state-restoration":
                return "\(try decoder.decode(RestorationOptions.self, from: options.value, keyPath: keyPath))"
            case "auth-guard":
                return "\(try decoder.decode(AuthGuardOptions.self, from: options.value, keyPath: keyPath))"
            default: return "\(name): \(options.value.outline())"
            }
        } catch {
            return error.description
        }
    }
}

// MARK: - Marks

/// Every diagnostic of the main source points at a line of it, or one past the last, where
/// libyaml reports an unexpected end. YAML breaks lines at CR, LF, NEL, LS and PS.
private func checkMarks(of diagnostics: [ConfigDiagnostic], text: String, source: String) {
    let breaks: Set<Unicode.Scalar> = ["\r", "\n", "\u{85}", "\u{2028}", "\u{2029}"]
    let lineCount = text.unicodeScalars.filter(breaks.contains).count + 1
    for diagnostic in diagnostics {
        _ = diagnostic.description
        guard let mark = diagnostic.mark, mark.source == source else { continue }
        check(
            mark.line >= 1 && mark.line <= lineCount + 1 && mark.column >= 1,
            "mark \(mark) outside the \(lineCount) lines of the source: \(diagnostic)"
        )
    }
}
