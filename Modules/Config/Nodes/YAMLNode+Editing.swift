extension YAMLNode {
    // MARK: - Editing

    /// A copy of this mapping with `key` set to the string `value`: the existing value replaced
    /// (keeping its mark), or a new entry added (marked at the mapping). The other entries keep
    /// their text and marks; nothing is printed or parsed again.
    ///
    /// ```swift
    /// let options = try YAMLParser.parse("{path: a.sqlite, scene: main}", sourceName: "app.yaml")
    /// options.setting("path", toString: "b.sqlite")?["path"]?.scalar?.text   // "b.sqlite"
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to set.
    ///   - value: Its new value, a string scalar.
    /// - Returns: The edited mapping, or `nil` when this node is not a mapping.
    public func setting(_ key: String, toString value: String) -> YAMLNode? {
        guard kind == .mapping else { return nil }
        let edit: Recovery =
            if let existing = self[key] {
                .replace(node: existing.index, text: value, style: .doubleQuoted)
            } else {
                .insert(mapping: index, key: key, text: value, style: .doubleQuoted)
            }
        return YAMLNode(tree: tree.applying(edit), index: index)
    }
}
