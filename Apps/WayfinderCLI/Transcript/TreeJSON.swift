import Foundation
import WayfinderCoordinators

/// The navigation tree as one JSON document (`--json`).
enum TreeJSON {
    /// The tree, pretty-printed with sorted keys so the same tree always gives the same text.
    ///
    /// - Throws: `EncodingError` when a route cannot be encoded.
    static func text(_ tree: NavigationTree) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(tree), as: UTF8.self)
    }
}
