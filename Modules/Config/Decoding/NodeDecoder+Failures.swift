extension NodeDecoder {
    // MARK: - Errors thrown by init(from:)

    /// The failure to report for an error that left `T.init(from:)`, or `nil` to keep the one a
    /// deeper call recorded.
    ///
    /// Errors the type threw itself (a `DecodingError` from its own validation, a raw-value enum
    /// given an unknown value, any other error) become a diagnostic at the node — or deeper, when
    /// the error's coding path names a child.
    func failure<T>(for error: any Error, decoding type: T.Type, node: Int32, path: PathNode?) -> Failure? {
        let pendingNode = session.pending?.node
        if let cases = Placeholders.rawCases(of: T.self), pendingNode == nil || pendingNode == node {
            return caseFailure(cases, type: T.self, node: node, path: path)
        }
        guard pendingNode == nil else { return nil }
        var message = String(describing: error)
        var codingPath: [any CodingKey] = []
        switch error as? DecodingError {
        case .typeMismatch(let mismatched, _)?
        where ObjectIdentifier(mismatched) == ObjectIdentifier(T.self) && session.rejectedKeys?.mapping == node:
            message = enumShapeMessage(type: T.self, node: node)
        case .dataCorrupted(let context)?
        where T.self is any RawRepresentable.Type && context.debugDescription.hasPrefix("Cannot initialize "):
            // The synthesized raw-value init's message, in our words.
            message = "\(foundPhrase(node)) is not a valid \(T.self)"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?:
            // A failure of this decoder, rethrown after decoding went on: its whole message.
            if let deferred = context.underlyingError as? DeferredMessage {
                message = text(of: deferred.message, at: deferred.node)
            } else {
                message = context.debugDescription
            }
            codingPath = context.codingPath
        case .keyNotFound(let key, let context)?:
            message = "missing required key '\(key.stringValue)'"
            codingPath = context.codingPath
        case nil:
            break
        @unknown default:
            break
        }
        let (target, targetPath) = resolve(codingPath, from: node, path: path)
        return Failure(message: .text(message), node: target, location: Location(targetPath))
    }

    /// "expected one of a, b, found ...; did you mean ...?" for an enum with raw values.
    private func caseFailure<T>(
        _ cases: [(text: String, isString: Bool)], type: T.Type, node: Int32, path: PathNode?
    ) -> Failure {
        let first = cases[0]
        return Failure(
            message: .oneOf(cases.map(\.text)),
            recovery: .replace(node: node, text: first.text, style: first.isString ? .doubleQuoted : .plain),
            node: node, location: Location(path))
    }

    /// Why an enum with associated values rejected a node, from the keys `allKeys` saw.
    private func enumShapeMessage<T>(type: T.Type, node: Int32) -> String {
        if let rejected = session.rejectedKeys?.keys.first {
            return "'\(rejected)' is not a case of \(T.self)"
        }
        let record = session.tree.records[Int(node)]
        let found =
            record.kind == .mapping && record.count > 1 ? "a mapping with \(record.count) keys" : foundPhrase(node)
        return "expected a case of \(T.self) (a case name, or a mapping with one key naming the case), found \(found)"
    }

    /// Follows the part of an error's coding path below `node` to the child it names.
    private func resolve(
        _ codingPath: [any CodingKey], from node: Int32, path: PathNode?
    ) -> (node: Int32, path: PathNode?) {
        let depth = path.depth
        guard codingPath.count > depth else { return (node, path) }
        let tree = session.tree
        var current = node
        var currentPath = path
        for key in codingPath.dropFirst(depth) {
            let record = tree.records[Int(current)]
            if record.kind == .mapping,
                let entry = (0..<Int(record.count)).first(where: {
                    tree.text(tree.entry(current, $0).key) == key.stringValue
                })
            {
                let slot = Int32(truncatingIfNeeded: Int(record.payload) + 2 * entry + 1)
                currentPath = currentPath.appending(.key(key.stringValue, mapping: current, slot: slot))
                current = tree.entry(current, entry).value
            } else if record.kind == .sequence, let index = key.intValue, index >= 0, index < Int(record.count) {
                let slot = Int32(truncatingIfNeeded: Int(record.payload) + index)
                currentPath = currentPath.appending(.index(index, slot: slot))
                current = tree.item(current, index)
            } else {
                break
            }
        }
        return (current, currentPath)
    }
}
