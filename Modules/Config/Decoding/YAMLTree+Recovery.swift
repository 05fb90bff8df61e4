extension YAMLTree {
    /// A copy of the tree with one error patched over, so decoding can run again and find the
    /// errors behind it. Patched nodes keep their marks.
    func applying(_ recovery: Recovery) -> YAMLTree {
        var records = records
        var scalars = scalars
        var children = children
        switch recovery {
        case .replace(let node, let text, let style):
            records[Int(node)].kind = .scalar
            records[Int(node)].style = style.rawValue
            records[Int(node)].tag = -1
            records[Int(node)].payload = Int32(truncatingIfNeeded: scalars.count)
            records[Int(node)].count = 0
            scalars.append(text)
        case .insert(let mapping, let key, let text, let style):
            var keyRecord = records[Int(mapping)]
            keyRecord.kind = .scalar
            keyRecord.tag = -1
            keyRecord.count = 0
            keyRecord.style = YAMLNode.ScalarStyle.plain.rawValue
            keyRecord.payload = Int32(truncatingIfNeeded: scalars.count)
            scalars.append(key)
            var valueRecord = keyRecord
            valueRecord.style = style.rawValue
            valueRecord.payload = Int32(truncatingIfNeeded: scalars.count)
            scalars.append(text)
            records.append(keyRecord)
            records.append(valueRecord)
            let mappingRecord = records[Int(mapping)]
            let start = Int(mappingRecord.payload)
            let end = start + 2 * Int(mappingRecord.count)
            records[Int(mapping)].payload = Int32(truncatingIfNeeded: children.count)
            records[Int(mapping)].count += 1
            children.append(contentsOf: Array(children[start..<end]))
            children.append(Int32(truncatingIfNeeded: records.count - 2))
            children.append(Int32(truncatingIfNeeded: records.count - 1))
        case .rename(let key, let text):
            records[Int(key)].payload = Int32(truncatingIfNeeded: scalars.count)
            records[Int(key)].style &= ~YAMLTree.Record.interpolationFlag
            scalars.append(text)
        case .skip(let slot):
            var dropped = records[Int(children[Int(slot)])]
            dropped.kind = .skipped
            records.append(dropped)
            children[Int(slot)] = Int32(truncatingIfNeeded: records.count - 1)
        }
        var hasSkips = hasSkips
        if case .skip = recovery { hasSkips = true }
        return YAMLTree(
            records: records, scalars: scalars, children: children, tags: tags, sources: sources, hasSkips: hasSkips)
    }
}
