extension YAMLNode: Decodable {
    /// Captures the node being decoded, undecoded, so it can be decoded later with
    /// ``YAMLDecoder/decode(_:from:keyPath:)`` (plugin options). Its keys are not checked until
    /// then.
    ///
    /// - Parameter decoder: A decoder from ``YAMLDecoder``.
    /// - Throws: `DecodingError.typeMismatch` from any other decoder.
    public init(from decoder: any Decoder) throws {
        guard let nodeDecoder = decoder as? NodeDecoder else {
            throw DecodingError.typeMismatch(
                YAMLNode.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "a YAMLNode can only be decoded by YAMLDecoder"))
        }
        self.init(tree: nodeDecoder.session.tree, index: nodeDecoder.node)
    }
}
