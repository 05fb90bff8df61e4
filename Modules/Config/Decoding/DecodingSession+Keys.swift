extension DecodingSession {
    // MARK: - Opening mappings

    /// Prepares a mapping for a keyed container: the first time in the current `init(from:)` its
    /// keys start unasked, and the first time in the run its duplicate keys are reported.
    func open(_ mapping: Int32, path: PathNode?) {
        let current = flags[Int(mapping)]
        if !current.contains(.opened) {
            flags[Int(mapping)].insert(.opened)
            openedMappings.append(OpenedMapping(node: mapping, path: path))
            let record = tree.records[Int(mapping)]
            let start = Int(record.payload)
            for entry in 0..<Int(record.count) { asked[start + 2 * entry] = false }
        }
        if !current.contains(.duplicatesChecked), tree.records[Int(mapping)].hasDuplicateKeys {
            flags[Int(mapping)].insert(.duplicatesChecked)
            checkDuplicates(mapping, path: path)
        }
    }

    /// Finds a key among a mapping's entries (the first of duplicates), marks it asked and
    /// returns the entry index; remembers an absent key as a candidate for "did you mean".
    func find(_ key: String, in mapping: Int32) -> Int? {
        let record = tree.records[Int(mapping)]
        let count = Int(record.count)
        let start = Int(record.payload)
        var entry = record.hasDuplicateKeys ? 0 : Int(lookupHints[Int(mapping)])
        if entry >= count { entry = 0 }
        for _ in 0..<count {
            let slot = start + 2 * entry
            let keyRecord = tree.records[Int(tree.children[slot])]
            if keyRecord.kind == .scalar, tree.scalars[Int(keyRecord.payload)].utf8.count == key.utf8.count,
                tree.scalars[Int(keyRecord.payload)] == key, !isSkipped(tree.children[slot + 1])
            {
                lookupHints[Int(mapping)] = Int32(truncatingIfNeeded: entry + 1)
                asked[slot] = true
                return entry
            }
            entry += 1
            if entry == count { entry = 0 }
        }
        missingAsks.append((mapping, key))
        return nil
    }

    /// An unasked key of the mapping that is no key of the coding-key type and looks like a
    /// misspelling of `key`, which was asked for but is missing.
    func misspelling(of key: String, in mapping: Int32, isKnown: (String) -> Bool) -> Int32? {
        let record = tree.records[Int(mapping)]
        let start = Int(record.payload)
        var candidates: [String: Int32] = [:]
        for entry in 0..<Int(record.count) where !asked[start + 2 * entry] {
            let keyNode = tree.children[start + 2 * entry]
            guard tree.records[Int(keyNode)].kind == .scalar else { continue }
            let text = tree.text(keyNode)
            if !isKnown(text), candidates[text] == nil { candidates[text] = keyNode }
        }
        return NameSuggestion.closest(to: key, among: candidates.keys.sorted()).flatMap { candidates[$0] }
    }

    // MARK: - Checking after init(from:)

    /// Ends the bookkeeping of mappings opened since `openedStart` after `init(from:)` returned,
    /// reporting their unknown keys.
    func finishMappings(openedStart: Int, missingStart: Int) {
        if openedMappings.count > openedStart {
            for index in openedStart..<openedMappings.count {
                let node = openedMappings[index].node
                flags[Int(node)].remove(.opened)
                if !options.allowsUnknownKeys, hasUnaskedKeys(node) {
                    reportUnknownKeys(openedMappings[index], missingAsks: missingAsks[missingStart...])
                }
            }
            openedMappings.removeLast(openedMappings.count - openedStart)
        }
        if missingAsks.count > missingStart { missingAsks.removeLast(missingAsks.count - missingStart) }
    }

    /// Ends the bookkeeping of mappings opened since `openedStart` after `init(from:)` threw:
    /// their keys were not all asked, so nothing is reported.
    func abandonMappings(openedStart: Int, missingStart: Int) {
        if openedMappings.count > openedStart {
            for index in openedStart..<openedMappings.count { flags[Int(openedMappings[index].node)].remove(.opened) }
            openedMappings.removeLast(openedMappings.count - openedStart)
        }
        if missingAsks.count > missingStart { missingAsks.removeLast(missingAsks.count - missingStart) }
    }

    // MARK: - Findings

    /// Whether some entry of a mapping was never asked for.
    private func hasUnaskedKeys(_ mapping: Int32) -> Bool {
        let record = tree.records[Int(mapping)]
        let start = Int(record.payload)
        for entry in 0..<Int(record.count) where !asked[start + 2 * entry] { return true }
        return false
    }

    /// Reports every repeated key of a mapping the parser flagged as having some.
    private func checkDuplicates(_ mapping: Int32, path: PathNode?) {
        guard !options.allowsDuplicateKeys else { return }
        var firstEntries: [String: Int32] = [:]
        for (key, _) in tree.entries(of: mapping) where tree.records[Int(key)].kind == .scalar {
            let text = tree.text(key)
            guard let first = firstEntries[text] else {
                firstEntries[text] = key
                continue
            }
            let firstMark = tree.mark(first)
            let secondMark = tree.mark(key)
            let place = firstMark.source == secondMark.source ? "\(firstMark.line):\(firstMark.column)" : "\(firstMark)"
            findings.append(
                Finding(
                    diagnostic: ConfigDiagnostic(
                        at: secondMark, keyPath: path.keyPath.appending(key: text),
                        message: "duplicate key '\(text)'; first defined at \(place)")))
        }
    }

    private func reportUnknownKeys(_ opened: OpenedMapping, missingAsks: ArraySlice<(mapping: Int32, key: String)>) {
        let mapping = opened.node
        let record = tree.records[Int(mapping)]
        let start = Int(record.payload)
        var known: [String] = []
        var unknown: [Int] = []
        var seen = Set<String>()
        let hasDuplicates = record.hasDuplicateKeys
        for entry in 0..<Int(record.count) {
            let slot = start + 2 * entry
            guard !isSkipped(tree.children[slot + 1]) else { continue }
            let key = tree.children[slot]
            if hasDuplicates, tree.records[Int(key)].kind == .scalar, !seen.insert(tree.text(key)).inserted {
                continue
            }
            if asked[slot] { known.append(tree.text(key)) } else { unknown.append(entry) }
        }
        guard !unknown.isEmpty else { return }
        known += missingAsks.lazy.filter { $0.mapping == mapping }.map(\.key)
        known = Array(Set(known)).sorted()
        for entry in unknown {
            let key = tree.children[start + 2 * entry]
            let keyRecord = tree.records[Int(key)]
            guard keyRecord.kind == .scalar else {
                findings.append(
                    Finding(
                        diagnostic: ConfigDiagnostic(
                            at: tree.mark(key), keyPath: opened.path.keyPath,
                            message: "a mapping key must be a scalar, found a \(keyRecord.kind)")))
                continue
            }
            let text = tree.text(key)
            var message = "unknown key '\(text)'"
            var role = Finding.Role.plain
            if let suggestion = NameSuggestion.closest(to: text, among: known) {
                message += "; did you mean '\(suggestion)'?"
                role = .unknownKey(suggestion: suggestion, mapping: mapping)
            } else if !known.isEmpty {
                message += " (known keys: \(known.joined(separator: ", ")))"
            }
            findings.append(
                Finding(
                    diagnostic: ConfigDiagnostic(
                        at: tree.mark(key), keyPath: opened.path.keyPath.appending(key: text), message: message),
                    role: role))
        }
    }
}
