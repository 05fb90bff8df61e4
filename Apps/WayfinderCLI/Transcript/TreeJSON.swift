import Foundation
import WayfinderCoordinators

/// The navigation tree as one JSON document (`--json`).
enum TreeJSON {
    /// The navigator's tree, pretty-printed with sorted keys so the same tree always gives the
    /// same text, each entry and coordinator with its `phase` and, when it has one, its saved
    /// `state` (see ``TreeView``).
    ///
    /// - Throws: `EncodingError` when a route cannot be encoded.
    @MainActor static func text(_ navigator: Navigator) throws -> String {
        let tree = navigator.tree
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.userInfo[CodingUserInfoKey.treeView] = TreeView(
            tree, entryStates: navigator.entryStates, flowStates: navigator.flowStates)
        return String(decoding: try encoder.encode(tree), as: UTF8.self)
    }
}
