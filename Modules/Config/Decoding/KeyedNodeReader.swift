/// A mapping whose keys a type of this package asks for by name, as `Codable`'s keyed container
/// does, for a shape ``NodeReader`` cannot read in one pass: a mapping with a repeated, unknown or
/// non-scalar key, a dropped value, or a node that is no mapping at all.
///
/// It is the decoder's own keyed container underneath. Each key asked is marked, so when the
/// type's `init(from:)` returns the decoder reports every key never asked as unknown, exactly as
/// for any `Decodable` type; repeated keys are reported once; a required key that is absent is
/// reported at a key that looks like its misspelling. The values it finds are ``NodeReader``s, so
/// the type reads them the same way in either case.
package struct KeyedNodeReader {
    private let container: KeyedContainer<YAMLCodingKey>
    private let isKnown: (String) -> Bool

    /// Opens `reader`'s node as a keyed container would.
    ///
    /// - Parameters:
    ///   - reader: The node, which need not be a mapping: asking a non-mapping for a key is the
    ///     container's "expected a mapping" error.
    ///   - isKnown: Whether a key is one the type reads (for "did you mean" on a missing key).
    package init(_ reader: NodeReader, isKnown: @escaping (String) -> Bool) {
        reader.decoder.session.clearPending()
        container = KeyedContainer(decoder: reader.decoder, node: reader.node, path: reader.path)
        self.isKnown = isKnown
    }

    /// The value of `key`, or `nil` when it is absent (or, with `isOptional`, written null or as
    /// a bare case name): what `decodeIfPresent` (`isOptional`) or `decode` would look up.
    ///
    /// - Throws: The container's error when the node is not a mapping.
    package func value(_ key: String, isOptional: Bool) throws -> NodeReader? {
        try find(key, isOptional: isOptional, as: Any.self)
    }

    private func find(_ key: String, isOptional: Bool, as type: Any.Type) throws -> NodeReader? {
        switch try container.lookup(key, isOptional: isOptional) {
        case .found(let node, let location):
            let value = NodeReader(container.decoder, node, at: location)
            return isOptional && value.isNull ? nil : value
        case .missing:
            return nil
        case .emptyCase:
            if isOptional { return nil }
            throw container.emptyCaseMismatch(key, type)
        }
    }

    /// The value of the required key `key`.
    ///
    /// - Throws: The missing-key error (at a misspelling of `key` when there is one), typed as
    ///   `type` for its placeholder fix; the container's error when the node is not a mapping.
    package func required<T>(_ key: String, as type: T.Type) throws -> NodeReader {
        guard let value = try find(key, isOptional: false, as: type) else {
            throw container.missingKey(key, type, isKnown: isKnown)
        }
        return value
    }

    /// Whether `key` is written, as the container's `contains` answers (marking it asked).
    package func contains(_ key: String) -> Bool {
        container.contains(YAMLCodingKey(stringValue: key))
    }

    /// Every key written, first of duplicates, in order (the container's `allKeys`: the mapping
    /// is then read like a dictionary).
    package func allKeys() -> [String] {
        container.allKeys.map(\.stringValue)
    }

    /// A `dataCorrupted` error at the value of `key`.
    package func corrupted(atKey key: String, _ message: String) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: container.codingPath + [YAMLCodingKey(stringValue: key)], debugDescription: message))
    }
}
