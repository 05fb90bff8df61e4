import FuzzSupport
import Foundation
import WayfinderConfig

// yaml-manifest: bytes -> YAML text -> YAMLDecoder -> Manifest (and its plugin options).
//
// Must never crash or hang, whatever the text: the decoder bounds depth, alias expansion and
// size. Beyond that it checks that decoding is deterministic (same value or same rendered
// errors twice), that every error renders, and that every mark points into its source.

/// Files `!include` can reach: one good, one including itself, one including the other.
private let includeDirectory: String = {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("wayfinder-fuzz-yaml-\(ProcessInfo.processInfo.processIdentifier)").path
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let files = [
        "routes.yaml": "home: &pushed {screen: HomeScreen, style: push}\nitem:\n  <<: *pushed\n  screen: ItemScreen\n",
        "cycle.yaml": "again: !include cycle.yaml\n",
        "nested.yaml": "routes: !include routes.yaml\nmore: !include routes.yaml\n",
    ]
    for (name, text) in files {
        _ = FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(text.utf8))
    }
    return directory
}()

private let environment = ["HOST": "example.com", "PORT": "8080", "EMPTY": "", "DOLLAR": "$$"]

/// The fuzz target: one input, checked.
func fuzzYAMLManifest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let source = includeDirectory + "/manifest.yaml"
    let strict = YAMLDecoder(environment: environment)

    let first = outcome(strict, text, source)
    let second = outcome(strict, text, source)
    check(first == second, "decoding twice differed:\n--- first\n\(first)\n--- second\n\(second)\n--- input\n\(text)")

    if case .failure = first {
        // Lenient decoding reaches further into documents with unknown or repeated keys.
        _ = outcome(YAMLDecoder(environment: environment, options: .lenient), text, source)
    }
    if let node = try? YAMLParser.parse(text, sourceName: source) {
        _ = node.outline()
    }
    return 0
}

/// What one decode gave: the value with its plugin options, or the rendered errors.
private enum Outcome: Equatable, CustomStringConvertible {
    case success(Manifest, plugins: [String])
    case failure(String)

    var description: String {
        switch self {
        case .success(let manifest, let plugins): "\(manifest)\nplugins: \(plugins)"
        case .failure(let errors): errors
        }
    }
}

private func outcome(_ decoder: YAMLDecoder, _ text: String, _ source: String) -> Outcome {
    do {
        let manifest = try decoder.decode(Manifest.self, from: text, sourceName: source)
        return .success(manifest, plugins: plugins(of: manifest, decoder: decoder))
    } catch {
        checkMarks(of: error, text: text, source: source)
        return .failure(error.description)
    }
}

/// Decodes each known plugin's options from its kept subtree, rendering what went wrong.
private func plugins(of manifest: Manifest, decoder: YAMLDecoder) -> [String] {
    (manifest.plugins ?? [:]).sorted { $0.key < $1.key }.map { name, options in
        let keyPath = options.keyPath
        do throws(ConfigError) {
            switch name {
            case "analytics": return "\(try decoder.decode(AnalyticsOptions.self, from: options.value, keyPath: keyPath))"
            case "deeplinks": return "\(try decoder.decode(DeepLinksOptions.self, from: options.value, keyPath: keyPath))"
            case "state-restoration":
                return "\(try decoder.decode(RestorationOptions.self, from: options.value, keyPath: keyPath))"
            case "auth-guard": return "\(try decoder.decode(AuthGuardOptions.self, from: options.value, keyPath: keyPath))"
            default: return "\(name): \(options.value.outline())"
            }
        } catch {
            return error.description
        }
    }
}

/// Every diagnostic of the main source points at a line of it, or one past the last, where
/// libyaml reports an unexpected end. YAML breaks lines at CR, LF, NEL, LS and PS.
private func checkMarks(of error: ConfigError, text: String, source: String) {
    check(!error.diagnostics.isEmpty, "a ConfigError without diagnostics")
    let breaks: Set<Unicode.Scalar> = ["\r", "\n", "\u{85}", "\u{2028}", "\u{2029}"]
    let lineCount = text.unicodeScalars.filter(breaks.contains).count + 1
    for diagnostic in error.diagnostics {
        guard let mark = diagnostic.mark, mark.source == source else { continue }
        check(
            mark.line >= 1 && mark.line <= lineCount + 1 && mark.column >= 1,
            "mark \(mark) outside the \(lineCount) lines of the source: \(diagnostic)"
        )
    }
}
