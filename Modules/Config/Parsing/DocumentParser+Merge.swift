// Merge keys (https://yaml.org/type/merge.html): `<<: *defaults` or `<<: [*a, *b]` copies the
// entries of the named mappings into this one. Keys written in the mapping itself win over
// merged ones, and an earlier merged mapping wins over a later one. Merged entries take the
// place of the `<<` entry, in their own order; duplicate explicit keys stay visible.

extension DocumentParser {
    /// The entries of a finished mapping with every `<<` entry replaced by what it merges.
    func resolveMerges(_ slots: ArraySlice<Int32>) throws(ConfigError) -> [Int32] {
        var explicitKeys = Set<String>()
        var pairIndex = slots.startIndex
        while pairIndex < slots.endIndex {
            if !isMergeKey(slots[pairIndex]), let text = scalarText(slots[pairIndex]) { explicitKeys.insert(text) }
            pairIndex += 2
        }
        var mergedKeys = Set<String>()
        var result: [Int32] = []
        result.reserveCapacity(slots.count)
        pairIndex = slots.startIndex
        while pairIndex < slots.endIndex {
            let key = slots[pairIndex]
            let value = slots[pairIndex + 1]
            pairIndex += 2
            guard isMergeKey(key) else {
                result.append(key)
                result.append(value)
                continue
            }
            for source in try mergeSources(value) {
                let record = builder.records[Int(source)]
                for entry in 0..<Int(record.count) {
                    let slot = Int(record.payload) + 2 * entry
                    let mergedKey = builder.children[slot]
                    if let text = scalarText(mergedKey) {
                        if explicitKeys.contains(text) || !mergedKeys.insert(text).inserted { continue }
                    }
                    result.append(mergedKey)
                    result.append(builder.children[slot + 1])
                }
            }
        }
        return result
    }

    /// The mappings a `<<` value names: itself, or each item of a sequence.
    private func mergeSources(_ value: Int32) throws(ConfigError) -> [Int32] {
        let record = builder.records[Int(value)]
        switch record.kind {
        case .mapping:
            return [value]
        case .sequence:
            var sources: [Int32] = []
            for item in 0..<Int(record.count) {
                let node = builder.children[Int(record.payload) + item]
                guard builder.records[Int(node)].kind == .mapping else {
                    throw mergeError(
                        node, "the merge key '<<' takes mappings, found \(kindPhrase(node)) in its sequence")
                }
                sources.append(node)
            }
            return sources
        case .scalar, .skipped:
            throw mergeError(
                value, "the merge key '<<' takes a mapping or a sequence of mappings, found \(kindPhrase(value))")
        }
    }

    private func mergeError(_ node: Int32, _ message: String) -> ConfigError {
        let record = builder.records[Int(node)]
        let source = builder.sources[Int(record.source)]
        let at = SourceMark(source: source.name, line: Int(record.line), column: Int(record.column), text: source.text)
        return ConfigError(ConfigDiagnostic(at: at, keyPath: currentKeyPath().appending(key: "<<"), message: message))
    }

    private func kindPhrase(_ node: Int32) -> String {
        switch builder.records[Int(node)].kind {
        case .mapping: "a mapping"
        case .sequence: "a sequence"
        case .scalar, .skipped: "a scalar"
        }
    }

    private func isMergeKey(_ node: Int32) -> Bool {
        let record = builder.records[Int(node)]
        guard record.kind == .scalar else { return false }
        if let tag = builder.tag(at: record.tag) { return tag == YAMLTag.merge }
        return record.isPlain && builder.scalars[Int(record.payload)] == "<<"
    }

    private func scalarText(_ node: Int32) -> String? {
        let record = builder.records[Int(node)]
        return record.kind == .scalar ? builder.scalars[Int(record.payload)] : nil
    }
}
