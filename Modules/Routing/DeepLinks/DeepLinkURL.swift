/// A URL split into the parts deep-link matching needs, with segments and query percent-decoded.
///
/// Reading is lenient: any character is accepted except where the structure needs a delimiter.
/// One trailing `/` is ignored (`shop://item/3/` reads as `shop://item/3`), the fragment
/// (`#...`) is ignored, empty query items (`?&q=1`) are skipped, and `+` stays a plus sign
/// (send spaces as `%20`).
struct DeepLinkURL {
    typealias B = DeepLinkBytes

    /// The scheme, lowercased.
    var scheme: String
    /// The host with its port, lowercased.
    var host: String
    /// The path segments, percent-decoded.
    var segments: [String] = []
    /// The query items in URL order, percent-decoded; a name without `=` has an empty value.
    var query: [(name: String, value: String)] = []

    /// Reads the UTF-8 bytes of a URL.
    ///
    /// - Throws: The first problem, located by byte offset.
    init(_ bytes: [UInt8]) throws(LocatedSyntaxProblem) {
        var index: Int
        (scheme, index) = try B.readScheme(bytes)
        let hostStart = index
        while index < bytes.count, !Self.endsComponent(bytes[index]) { index += 1 }
        guard index > hostStart else { throw LocatedSyntaxProblem(offset: index, problem: .missingHost) }
        host = String(decoding: bytes[hostStart..<index], as: UTF8.self).lowercased()

        while index < bytes.count, bytes[index] == B.slash {
            let start = index + 1
            index = start
            while index < bytes.count, !Self.endsComponent(bytes[index]) { index += 1 }
            if index == start {
                if index < bytes.count, bytes[index] == B.slash {
                    throw LocatedSyntaxProblem(offset: start, problem: .emptySegment)
                }
                break
            }
            segments.append(try B.percentDecoded(bytes, start..<index))
        }

        guard index < bytes.count, bytes[index] == B.question else { return }
        index += 1
        while index < bytes.count, bytes[index] != B.hash {
            let start = index
            var equals: Int?
            while index < bytes.count, bytes[index] != B.ampersand, bytes[index] != B.hash {
                if equals == nil, bytes[index] == B.equals { equals = index }
                index += 1
            }
            if index > start {
                let nameEnd = equals ?? index
                guard nameEnd > start else { throw LocatedSyntaxProblem(offset: start, problem: .missingParameterName) }
                let name = try B.percentDecoded(bytes, start..<nameEnd)
                let value = if let equals { try B.percentDecoded(bytes, (equals + 1)..<index) } else { "" }
                query.append((name, value))
            }
            if index < bytes.count, bytes[index] == B.ampersand { index += 1 }
        }
    }

    private static func endsComponent(_ byte: UInt8) -> Bool {
        byte == B.slash || byte == B.question || byte == B.hash
    }
}
