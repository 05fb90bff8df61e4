internal import CLibYAML

/// Turns the libyaml events of one source into nodes of a ``NodeTreeBuilder``, without recursion:
/// open collections live on an explicit stack of frames, their finished children on a scratch
/// stack that is copied once into the tree when the collection ends.
///
/// Like the builder's arrays, the per-event state opts out of dynamic exclusivity checks: one
/// parser serves one source on one thread.
final class DocumentParser {
    /// An open sequence or mapping.
    struct Frame {
        let node: Int32
        let isMapping: Bool
        /// Where this collection's children start on the scratch stack.
        let scratchStart: Int
        let anchor: String?
        /// Nodes in this subtree, aliases expanded.
        var size = 1
        /// Nesting levels this subtree spans.
        var height = 1
        /// Whether a `<<` key was seen, so the merge must be resolved at the end.
        var hasMerge = false
    }

    let builder: NodeTreeBuilder
    let source: UInt16
    let name: String
    let text: SourceText
    let chain: [IncludeLink]
    let baseDepth: Int
    let basePath: ConfigKeyPath
    // Benchmark: Benchmarks/instructions.sh, scenario `manifest` (release, callgrind, instructions per
    // decode of the benchmark manifest, decoder attributes off): 484.4 M with the parser's 6
    // `@exclusivity(unchecked)` (here and in NodeTreeBuilder), 526.0 M without them (+8.6%), measured
    // 2026-11-24.
    @exclusivity(unchecked) var frames: [Frame] = []
    @exclusivity(unchecked) var scratch: [Int32] = []
    @exclusivity(unchecked) var anchors: [String: NodeTreeBuilder.Built] = [:]
    private var root: NodeTreeBuilder.Built?
    private var documentCount = 0

    init(
        builder: NodeTreeBuilder, source: UInt16, name: String, text: SourceText,
        chain: [IncludeLink], baseDepth: Int, basePath: ConfigKeyPath
    ) {
        self.builder = builder
        self.source = source
        self.name = name
        self.text = text
        self.chain = chain
        self.baseDepth = baseDepth
        self.basePath = basePath
    }

    // MARK: - Event loop

    func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(ConfigError) -> NodeTreeBuilder.Built {
        guard let parser = LibYAMLParser(input: bytes) else {
            throw failure(at: mark(line: 0, column: 0), "libyaml could not allocate a parser")
        }
        var event = yaml_event_t()
        while true {
            guard parser.next(&event) else { throw syntaxError(parser.failure) }
            defer { yaml_event_delete(&event) }
            switch event.type {
            case YAML_SCALAR_EVENT: try scalar(event)
            case YAML_MAPPING_START_EVENT: try startCollection(event, isMapping: true)
            case YAML_SEQUENCE_START_EVENT: try startCollection(event, isMapping: false)
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT: try endCollection()
            case YAML_ALIAS_EVENT: try alias(event)
            case YAML_DOCUMENT_START_EVENT:
                documentCount += 1
                if documentCount > 1 {
                    throw failure(
                        at: mark(event.start_mark),
                        "a configuration holds a single document; found a second one")
                }
            case YAML_STREAM_END_EVENT:
                return finish()
            default:
                break
            }
        }
    }

    private func finish() -> NodeTreeBuilder.Built {
        if let root { return root }
        let node = builder.append(
            YAMLTree.Record(
                kind: .scalar, style: YAMLNode.ScalarStyle.plain.rawValue, source: source, line: 1, column: 1,
                tag: -1, payload: Int32(builder.scalars.count), count: 0))
        builder.scalars.append("")
        return NodeTreeBuilder.Built(node: node, size: 1, height: 0)
    }

    // MARK: - Nodes

    private func scalar(_ event: yaml_event_t) throws(ConfigError) {
        try checkNodeTotal(event)
        let data = event.data.scalar
        let bytes = UnsafeBufferPointer(start: data.value, count: data.length)
        let text = String(decoding: bytes, as: UTF8.self)
        var tag: Int32 = -1
        var isMergeKey = false
        if let cTag = data.tag {
            let tagText = String(cString: cTag)
            if tagText == YAMLTag.include {
                let included = try include(text, at: mark(event.start_mark))
                register(included, anchor: data.anchor)
                attach(included)
                return
            }
            tag = builder.internTag(tagText)
            isMergeKey = tagText == YAMLTag.merge
        }
        let style = Self.style(data.style)
        if tag < 0, style == .plain, text == "<<" { isMergeKey = true }
        let node = builder.append(
            YAMLTree.Record(
                kind: .scalar,
                style: style.rawValue | (bytes.contains(UInt8(ascii: "$")) ? YAMLTree.Record.interpolationFlag : 0),
                source: source,
                line: UInt32(truncatingIfNeeded: event.start_mark.line + 1),
                column: UInt32(truncatingIfNeeded: event.start_mark.column + 1),
                tag: tag, payload: Int32(truncatingIfNeeded: builder.scalars.count), count: 0))
        builder.scalars.append(text)
        let built = NodeTreeBuilder.Built(node: node, size: 1, height: 0)
        register(built, anchor: data.anchor)
        attach(built, isMergeKey: isMergeKey)
    }

    private func startCollection(_ event: yaml_event_t, isMapping: Bool) throws(ConfigError) {
        try checkNodeTotal(event)
        let start = mark(event.start_mark)
        if baseDepth + frames.count + 1 > builder.limits.maxDepth {
            throw failure(at: start, "nesting is deeper than the limit of \(builder.limits.maxDepth) levels")
        }
        let cTag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
        let cAnchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
        var tag: Int32 = -1
        if let cTag {
            let tagText = String(cString: cTag)
            if tagText == YAMLTag.include {
                throw failure(
                    at: start, "!include takes a file path, found a \(isMapping ? "mapping" : "sequence")")
            }
            tag = builder.internTag(tagText)
        }
        let node = builder.append(
            YAMLTree.Record(
                kind: isMapping ? .mapping : .sequence, style: 0, source: source,
                line: UInt32(truncatingIfNeeded: start.line), column: UInt32(truncatingIfNeeded: start.column),
                tag: tag, payload: 0, count: 0))
        frames.append(
            Frame(
                node: node, isMapping: isMapping, scratchStart: scratch.count,
                anchor: cAnchor.map { String(cString: $0) }))
    }

    private func endCollection() throws(ConfigError) {
        guard let frame = frames.last else { return }
        let start = Int32(truncatingIfNeeded: builder.children.count)
        if frame.hasMerge {
            builder.children.append(contentsOf: try resolveMerges(scratch[frame.scratchStart...]))
        } else {
            builder.children.append(contentsOf: scratch[frame.scratchStart...])
        }
        frames.removeLast()
        let slotCount = builder.children.count - Int(start)
        builder.records[Int(frame.node)].payload = start
        builder.records[Int(frame.node)].count = Int32(truncatingIfNeeded: frame.isMapping ? slotCount / 2 : slotCount)
        if frame.isMapping, hasDuplicateKeys(from: Int(start), count: slotCount / 2) {
            builder.records[Int(frame.node)].style |= YAMLTree.Record.duplicatesFlag
        }
        scratch.removeLast(scratch.count - frame.scratchStart)
        let built = NodeTreeBuilder.Built(node: frame.node, size: frame.size, height: frame.height)
        if let anchor = frame.anchor { anchors[anchor] = built }
        attach(built)
    }

    private func alias(_ event: yaml_event_t) throws(ConfigError) {
        let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
        let at = mark(event.start_mark)
        guard let target = anchors[name] else {
            throw failure(at: at, "unknown alias '*\(name)'; an alias must come after its anchor '&\(name)'")
        }
        try reuse(target, at: at, what: "aliases")
        attach(target)
    }

    /// Refuses a node past ``YAMLLimits/maxTotalNodes`` of all sources together, at the node
    /// and with the chain of includes that led to it.
    private func checkNodeTotal(_ event: yaml_event_t) throws(ConfigError) {
        guard builder.records.count >= builder.limits.maxTotalNodes else { return }
        throw failure(
            at: mark(event.start_mark),
            "the configuration and its includes hold more than the limit of \(builder.limits.maxTotalNodes) nodes "
                + "in all\(IncludeLink.describe(chain))")
    }

    /// Checks the limits before a node is used a second time (alias or repeated include).
    func reuse(_ target: NodeTreeBuilder.Built, at mark: SourceMark, what: String) throws(ConfigError) {
        guard builder.chargeExpansion(target.size) else {
            throw failure(
                at: mark, "\(what) expand to more than \(builder.limits.maxAliasExpansion) nodes, the limit")
        }
        if baseDepth + frames.count + target.height > builder.limits.maxDepth {
            throw failure(at: mark, "nesting is deeper than the limit of \(builder.limits.maxDepth) levels")
        }
    }

    // MARK: - Tree assembly

    private func register(_ built: NodeTreeBuilder.Built, anchor: UnsafeMutablePointer<yaml_char_t>?) {
        if let anchor { anchors[String(cString: anchor)] = built }
    }

    /// Adds a finished node to the open collection, or makes it the root.
    private func attach(_ built: NodeTreeBuilder.Built, isMergeKey: Bool = false) {
        guard !frames.isEmpty else {
            root = built
            return
        }
        let top = frames.count - 1
        scratch.append(built.node)
        frames[top].size += built.size
        if built.height + 1 > frames[top].height { frames[top].height = built.height + 1 }
        if isMergeKey, frames[top].isMapping, (scratch.count - frames[top].scratchStart) % 2 == 1 {
            frames[top].hasMerge = true
        }
    }

    /// Whether two scalar keys among the entries starting at a children slot have the same text.
    /// Small mappings compare pairwise (lengths first), larger ones use a set.
    private func hasDuplicateKeys(from start: Int, count: Int) -> Bool {
        guard count > 1 else { return false }
        func keyText(_ entry: Int) -> String? {
            let record = builder.records[Int(builder.children[start + 2 * entry])]
            return record.kind == .scalar ? builder.scalars[Int(record.payload)] : nil
        }
        if count > 12 {
            var seen = Set<String>()
            return (0..<count).contains { entry in keyText(entry).map { !seen.insert($0).inserted } ?? false }
        }
        for later in 1..<count {
            guard let text = keyText(later) else { continue }
            for earlier in 0..<later {
                if let other = keyText(earlier), other.utf8.count == text.utf8.count, other == text { return true }
            }
        }
        return false
    }

    // MARK: - Marks and errors

    func mark(_ mark: yaml_mark_t) -> SourceMark {
        self.mark(line: mark.line, column: mark.column)
    }

    /// A mark from libyaml's 0-based line and column.
    func mark(line: Int, column: Int) -> SourceMark {
        SourceMark(source: name, line: line + 1, column: column + 1, text: text)
    }

    func failure(at mark: SourceMark, _ message: String) -> ConfigError {
        ConfigError(ConfigDiagnostic(at: mark, keyPath: currentKeyPath(), message: message))
    }

    /// The key path of the node being parsed, from the open frames.
    func currentKeyPath() -> ConfigKeyPath {
        var components = basePath.components
        for (position, frame) in frames.enumerated() {
            let end = position + 1 < frames.count ? frames[position + 1].scratchStart : scratch.count
            let slotCount = end - frame.scratchStart
            if frame.isMapping {
                guard slotCount % 2 == 1 else { break }
                let key = scratch[end - 1]
                let record = builder.records[Int(key)]
                components.append(.key(record.kind == .scalar ? builder.scalars[Int(record.payload)] : "?"))
            } else {
                components.append(.index(slotCount))
            }
        }
        return ConfigKeyPath(components)
    }

    private func syntaxError(_ failure: LibYAMLParser.Failure) -> ConfigError {
        let at: SourceMark
        if let line = failure.line {
            at = mark(line: line, column: failure.column)
        } else {
            let position = text.position(ofByteOffset: failure.byteOffset)
            at = SourceMark(source: name, line: position.line, column: position.column, text: text)
        }
        var message = failure.problem
        if let context = failure.context {
            message += " (\(context) that started at \(failure.contextLine + 1):\(failure.contextColumn + 1))"
        }
        if let line = at.sourceLine, Array(line).dropFirst(at.column - 1).first == "\t" {
            message += "; YAML does not allow tabs for indentation"
        }
        return self.failure(at: at, message)
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLNode.ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
