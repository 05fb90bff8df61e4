import Foundation
import WayfinderCoordinators

/// The navigation tree as one JSON document (`--json`).
enum TreeJSON {
    /// The tree, pretty-printed with sorted keys so the same tree always gives the same text.
    static func text(_ tree: NavigationTree) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(tree), as: UTF8.self)
        } catch {
            return "{\"error\": \(String(decoding: (try? encoder.encode("\(error)")) ?? Data("null".utf8), as: UTF8.self))}"
        }
    }
}
