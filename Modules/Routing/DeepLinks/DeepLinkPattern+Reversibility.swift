extension DeepLinkPattern {
    // MARK: - Reversibility

    /// Whether a matcher holding both patterns would match some URL that this pattern writes
    /// (``url(with:)``) to `other` instead: `parse(format(x)) == x` fails for such values.
    ///
    /// That happens when `other` has the same scheme, host and number of segments, comes first
    /// in the matcher's precedence (see ``DeepLinkMatcher``: at the first position where the two
    /// differ, a literal before `oneOf`, `uuid`, `int`, then `string`), accepts at every position
    /// some text this pattern writes there, and accepts a query this pattern writes (its
    /// required query parameters are ones this pattern writes, with values it accepts).
    ///
    /// ```swift
    /// let item = try DeepLinkPattern("shop://item/:name")
    /// let new = try DeepLinkPattern("shop://item/new")
    /// item.isShadowed(by: new)   // true: the item named "new" opens shop://item/new
    /// new.isShadowed(by: item)   // false: the literal comes first
    /// ```
    ///
    /// Patterns of the same shape are never added together (the matcher refuses the second),
    /// so they are not reported here.
    ///
    /// - Parameter other: Another pattern of the same matcher.
    /// - Returns: `true` when some values of this pattern would come back as `other`'s.
    public func isShadowed(by other: DeepLinkPattern) -> Bool {
        guard other.scheme == scheme, other.host == host, other.segments.count == segments.count else {
            return false
        }
        let mine = shape
        let theirs = other.shape
        guard let first = mine.indices.first(where: { mine[$0] != theirs[$0] }) else { return false }
        guard Self.precedes(theirs[first], mine[first]) else { return false }
        for (written, accepting) in zip(segments, other.segments)
        where !Self.accepts(accepting, someTextOf: written) {
            return false
        }
        return other.acceptsSomeQuery(of: self)
    }

    /// Whether the matcher tries `lhs` before `rhs` at one position.
    private static func precedes(_ lhs: DeepLinkShapeStep, _ rhs: DeepLinkShapeStep) -> Bool {
        switch (lhs, rhs) {
        case (.literal, .parameter): true
        case (.parameter(let left, _), .parameter(let right, _)): left < right
        default: false
        }
    }

    /// Whether `accepting` accepts some text that `written` produces in a URL.
    private static func accepts(_ accepting: Segment, someTextOf written: Segment) -> Bool {
        switch (written, accepting) {
        case (.literal(let text), .literal(let other)):
            text == other
        case (.literal(let text), .parameter(_, let type)):
            type.value(for: text) != nil
        case (.parameter(_, let type), _):
            accepts(accepting, someValueOf: type)
        }
    }

    /// Whether `accepting` accepts some text a parameter of `type` is written as (ints in
    /// canonical decimal, UUIDs in lowercase, a string any text).
    private static func accepts(_ accepting: Segment, someValueOf type: DeepLinkParameterType) -> Bool {
        let texts: (String) -> Bool
        switch type {
        case .string:
            return true
        case .int:
            texts = { Int($0).map(String.init) == $0 }
        case .uuid:
            texts = { DeepLinkParameterType.uuid.value(for: $0) != nil && $0 == $0.lowercased() }
        case .oneOf(let options):
            texts = { options.contains($0) }
        }
        switch accepting {
        case .literal(let text):
            return texts(text)
        case .parameter(_, let other):
            switch (type, other) {
            case (_, .string), (.int, .int), (.uuid, .uuid): return true
            case (.int, .uuid), (.uuid, .int): return false
            case (.oneOf(let options), _): return options.contains { other.value(for: $0) != nil }
            case (_, .oneOf(let options)): return options.contains(where: texts)
            case (.string, _): return true
            }
        }
    }

    /// Whether some query `writer` writes passes this pattern's query check.
    private func acceptsSomeQuery(of writer: DeepLinkPattern) -> Bool {
        let written = Dictionary(writer.queryParameters.map { ($0.name, $0) }) { first, _ in first }
        for parameter in queryParameters {
            guard let value = written[parameter.name] else {
                if parameter.isRequired { return false }
                continue
            }
            // A value written always (or needed here) must be one this pattern accepts.
            let mustFit = parameter.isRequired || value.isRequired
            if mustFit, !Self.accepts(.parameter(name: parameter.name, type: parameter.type), someValueOf: value.type) {
                return false
            }
        }
        return true
    }
}
