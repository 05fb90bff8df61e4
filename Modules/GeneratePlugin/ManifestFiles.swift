import Foundation
import PackagePlugin

/// The manifests a target opts in with, and the files they include.
enum ManifestFiles {
    /// The suffix that opts a manifest in.
    static let suffix = ".wayfinder.yaml"

    /// The target's files named `*.wayfinder.yaml`, sorted.
    static func `in`(_ target: SourceModuleTarget) -> [URL] {
        target.sourceFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(suffix) }.sorted { $0.path < $1.path }
    }

    /// `shop` for `shop.wayfinder.yaml`.
    static func baseName(of manifest: URL) -> String {
        String(manifest.lastPathComponent.dropLast(suffix.count))
    }

    /// The files `manifest` includes with `!include PATH`, and the files they include, relative
    /// to the including file. The text is scanned for the tag, not parsed: a tag in a comment
    /// adds an input too, which only costs a rebuild.
    static func includes(of manifest: URL) -> [URL] {
        var found: [URL] = []
        var queue = [manifest]
        var seen: Set<String> = [manifest.standardizedFileURL.path]
        while let file = queue.popLast() {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for path in includedPaths(in: text) {
                let included = URL(fileURLWithPath: path, relativeTo: file.deletingLastPathComponent())
                    .standardizedFileURL
                guard seen.insert(included.path).inserted else { continue }
                found.append(included)
                queue.append(included)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The paths after each `!include` tag: up to a space, `,`, `]`, `}` or the end of the line,
    /// without quotes.
    static func includedPaths(in text: String) -> [String] {
        var paths: [String] = []
        var rest = text[...]
        while let tag = rest.range(of: "!include") {
            rest = rest[tag.upperBound...].drop { $0 == " " || $0 == "\t" }
            let path = rest.prefix { !$0.isWhitespace && !",]}#".contains($0) }
            let unquoted = path.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            if !unquoted.isEmpty { paths.append(unquoted) }
            rest = rest[path.endIndex...]
        }
        return paths
    }
}
