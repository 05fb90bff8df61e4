extension YAMLNode {
    // MARK: - Outline

    /// The tree as text, one line per node: indentation (two spaces a level), the key (`name:`,
    /// `[0]:` for sequence items), the kind with its explicit tag and size or scalar style and
    /// text, and where it starts.
    ///
    /// ```
    /// mapping (2 entries) 1:1
    ///   app: scalar plain "shop" 1:6
    ///   tabs: sequence (2 items) 2:7
    ///     [0]: scalar plain "home" 2:8
    ///     [1]: scalar double-quoted "cart" 2:14
    /// ```
    ///
    /// Positions are `LINE:COL`, or `SOURCE:LINE:COL` for nodes from another source than this
    /// node's (included files). Aliased nodes appear expanded wherever they are used. Scalar text
    /// is written with Swift string escapes.
    ///
    /// - Returns: The outline, lines separated by `\n`, without a trailing line break.
    public func outline() -> String {
        let rootSource = tree.record(index).source
        var lines: [String] = []
        var pending: [(node: Int32, label: String, depth: Int)] = [(index, "", 0)]
        while let (node, label, depth) = pending.popLast() {
            let record = tree.record(node)
            var line = String(repeating: "  ", count: depth) + label
            switch record.kind {
            case .mapping:
                line += "mapping" + tagText(node) + " (\(record.count) \(record.count == 1 ? "entry" : "entries"))"
                for entry in (0..<Int(record.count)).reversed() {
                    let (key, value) = tree.entry(node, entry)
                    let keyLabel = tree.record(key).kind == .scalar ? tree.text(key) : "? (\(tree.record(key).kind))"
                    pending.append((value, keyLabel + ": ", depth + 1))
                }
            case .sequence:
                line += "sequence" + tagText(node) + " (\(record.count) \(record.count == 1 ? "item" : "items"))"
                for item in (0..<Int(record.count)).reversed() {
                    pending.append((tree.item(node, item), "[\(item)]: ", depth + 1))
                }
            case .scalar, .skipped:
                let style = record.scalarStyle
                line += "scalar" + tagText(node) + " \(style) " + tree.text(node).debugDescription
            }
            let mark = tree.mark(node)
            line += record.source == rootSource ? " \(mark.line):\(mark.column)" : " \(mark)"
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    private func tagText(_ node: Int32) -> String {
        tree.tag(node).map { " " + YAMLTag.short($0) } ?? ""
    }
}
