import Foundation

/// The articles of the DocC catalogs, read from the source tree, and their fenced code blocks.
enum Articles {
    /// The repository root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every `.md` file of every `.docc` catalog under `Modules/` and `Plugins/`, by path relative
    /// to the repository root, sorted.
    static func all() throws -> [String] {
        var found: [String] = []
        for top in ["Modules", "Plugins"] {
            let base = root.appendingPathComponent(top)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let path = walker.nextObject() as? String {
                if path.hasSuffix(".md"), path.contains(".docc/") { found.append("\(top)/\(path)") }
            }
        }
        return found.sorted()
    }

    /// The text of the article at `path`, relative to the repository root.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// One fenced code block of an article.
    struct Block {
        /// The fence's language (`swift`, `yaml`, ...).
        var language: String
        /// The block's lines, without the fences.
        var lines: [String]
        /// The line of the opening fence, 1-based.
        var line: Int

        var text: String { lines.joined(separator: "\n") + "\n" }
    }

    /// The fenced code blocks of `text` written in `language`.
    static func blocks(in text: String, language: String) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if trimmed == "```" {
                    if block.language == language { blocks.append(block) }
                    current = nil
                } else {
                    block.lines.append(String(line))
                    current = block
                }
            } else if trimmed.hasPrefix("```") {
                current = Block(language: String(trimmed.dropFirst(3)), lines: [], line: index + 1)
            }
        }
        return blocks
    }
}
