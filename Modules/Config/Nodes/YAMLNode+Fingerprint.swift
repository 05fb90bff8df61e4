extension YAMLNode {
    // MARK: - Fingerprint

    /// A hash of what the node says, the same in every process and on every machine: the
    /// SHA-256 of a canonical text of the tree (`sha256:` and 64 hex digits).
    ///
    /// What is hashed is the content after `!include`, aliases and merge keys (the parser has
    /// resolved them) and after `${NAME}` interpolation with `environment`; where things were
    /// written (marks, comments, indentation, flow or block style, which quotes) is not; whether a
    /// scalar is plain or quoted is, since YAML reads `1` and `'1'` differently. So two manifests that
    /// decode alike hash alike, and an edit to any value, key or included file changes the hash.
    /// A scalar whose interpolation fails is hashed as written.
    ///
    /// ```swift
    /// let root = try YAMLParser.parse(fileAtPath: "Configs/shop.yaml")
    /// root.fingerprint(environment: ProcessInfo.processInfo.environment)  // "sha256:9f…"
    /// ```
    ///
    /// - Parameter environment: The variables `${NAME}` reads.
    /// - Returns: `sha256:` followed by the digest in lowercase hex.
    public func fingerprint(environment: [String: String]) -> String {
        var text: [UInt8] = []
        var pending: [YAMLNode] = [self]
        // Each node is written as a one-letter kind and a length or count, so no two trees
        // write the same text.
        while let node = pending.popLast() {
            switch node.content {
            case .scalar(let scalar):
                let value = (try? Interpolation.expand(scalar.text, environment: environment)) ?? scalar.text
                // A plain scalar may read as a number, a bool or null; a quoted one is text.
                let kind = scalar.style == .plain ? "p" : "s"
                let bytes = Array(value.utf8)
                text += Array("\(kind)\(node.tag ?? "")\(bytes.count):".utf8) + bytes
            case .sequence(let elements):
                text += Array("q\(elements.count):".utf8)
                pending += elements.reversed()
            case .mapping(let entries):
                text += Array("m\(entries.count):".utf8)
                for entry in entries.reversed() {
                    pending.append(entry.value)
                    pending.append(entry.key)
                }
            }
        }
        return "sha256:" + SHA256.hex(of: text)
    }
}
