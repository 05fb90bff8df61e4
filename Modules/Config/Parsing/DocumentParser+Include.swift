// Includes: a scalar tagged `!include` names a file, relative to the directory of the file
// that contains the tag (or absolute), whose root node replaces the tagged scalar:
//
//     routes: !include shop/routes.yaml
//
// The included file is parsed once per tree; including it again reuses its nodes and counts
// against `YAMLLimits.maxAliasExpansion` like an alias, and its bytes count again against
// `YAMLLimits.maxTotalBytes`, however its path is spelled. Anchors do not cross files.

extension DocumentParser {
    /// Parses (or reuses) the file an `!include` names.
    func include(_ path: String, at mark: SourceMark) throws(ConfigError) -> NodeTreeBuilder.Built {
        guard !path.isEmpty else { throw failure(at: mark, "!include needs a file path") }
        let link = IncludeLink(path: SourceReader.resolve(path, relativeTo: name), mark: mark)
        if let start = chain.firstIndex(where: { $0.canonical == link.canonical }) {
            let cycle = (chain[start...].map(\.path) + [link.path]).joined(separator: " -> ")
            throw failure(at: mark, "include cycle: \(cycle)")
        }
        if chain.count > builder.limits.maxIncludeDepth {
            throw failure(at: mark, "includes nest deeper than the limit of \(builder.limits.maxIncludeDepth) files")
        }
        if let cached = builder.includes[link.canonical] {
            try builder.chargeBytes(cached.bytes, at: mark, chain: chain + [link], keyPath: currentKeyPath())
            try reuse(cached.built, at: mark, what: "repeated includes")
            return cached.built
        }
        let text: String
        switch SourceReader.read(link.path, limit: builder.limits.maxDocumentBytes) {
        case .success(let contents): text = contents
        case .failure(let problem): throw failure(at: mark, "cannot include '\(path)': \(problem)")
        }
        let built = try builder.parseSource(
            text, name: link.path, chain: chain + [link], baseDepth: baseDepth + frames.count,
            basePath: currentKeyPath())
        builder.includes[link.canonical] = (built, text.utf8.count)
        return built
    }
}
