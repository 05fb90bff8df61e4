/// Reads a deep-link template (grammar in ``DeepLinkPattern``) left to right, one byte at a time.
struct DeepLinkTemplateParser {
    typealias B = DeepLinkBytes

    let bytes: [UInt8]
    private var index = 0
    private var names: Set<String> = []

    private(set) var scheme = ""
    private(set) var host = ""
    private(set) var segments: [DeepLinkPattern.Segment] = []
    private(set) var queryParameters: [DeepLinkPattern.QueryParameter] = []

    init(_ template: String) {
        bytes = Array(template.utf8)
    }

    // MARK: - Template

    mutating func parse() throws(LocatedSyntaxProblem) {
        (scheme, index) = try B.readScheme(bytes)
        try parseHost()
        while peek == B.slash {
            index += 1
            try parseSegment()
        }
        if peek == B.question {
            index += 1
            try parseQuery()
        }
    }

    private var peek: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func fail(_ problem: DeepLinkSyntaxProblem, at offset: Int? = nil) -> LocatedSyntaxProblem {
        LocatedSyntaxProblem(offset: offset ?? index, problem: problem)
    }

    private func unexpected(_ expected: String) -> LocatedSyntaxProblem {
        fail(.unexpectedCharacter(B.character(at: index, in: bytes), expected: expected))
    }

    // MARK: - Host

    private mutating func parseHost() throws(LocatedSyntaxProblem) {
        let start = index
        if peek == B.colon { throw fail(.parameterInHost) }
        while let byte = peek, Self.isHostByte(byte) { index += 1 }
        if index == start, peek == nil || peek == B.slash || peek == B.question {
            throw fail(.missingHost)
        }
        if peek == B.colon {
            index += 1
            let portStart = index
            while let byte = peek, B.isDigit(byte) { index += 1 }
            if index == portStart { throw fail(.invalidPort) }
        }
        guard peek == nil || peek == B.slash || peek == B.question else {
            throw fail(.invalidHostCharacter(B.character(at: index, in: bytes)))
        }
        host = String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
    }

    private static func isHostByte(_ byte: UInt8) -> Bool {
        B.isLetter(byte) || B.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    // MARK: - Path

    private mutating func parseSegment() throws(LocatedSyntaxProblem) {
        guard let first = peek, first != B.slash, first != B.question else {
            throw fail(.emptySegment)
        }
        if first == B.colon {
            index += 1
            let (name, type, isTyped) = try parseNameAndType()
            guard peek == nil || peek == B.slash || peek == B.question else {
                throw unexpected(
                    isTyped ? "'/', '?' or the end of the pattern" : "':type', '/', '?' or the end of the pattern")
            }
            segments.append(.parameter(name: name, type: type))
        } else {
            let start = index
            let text = try parseText(stoppingAt: [B.slash, B.question])
            // `{id}` and `{id:int}` are how other routers write parameters; here they would be
            // literal text that no URL ever matches.
            if bytes[start] == UInt8(ascii: "{"), bytes[index - 1] == UInt8(ascii: "}"), index - start > 2 {
                throw fail(
                    .bracedParameter(String(decoding: bytes[(start + 1)..<(index - 1)], as: UTF8.self)), at: start)
            }
            segments.append(.literal(text))
        }
    }

    /// Reads literal text up to a byte in `stops` (or the end), rejecting spaces, controls and `#`.
    private mutating func parseText(stoppingAt stops: [UInt8]) throws(LocatedSyntaxProblem) -> String {
        let start = index
        while let byte = peek, !stops.contains(byte) {
            if B.isSpaceOrControl(byte) || byte == B.hash {
                throw fail(.invalidCharacter(B.character(at: index, in: bytes)))
            }
            index += 1
        }
        return try B.percentDecoded(bytes, start..<index)
    }

    // MARK: - Parameters

    /// Reads `name [":" type]`, registering the name.
    ///
    /// - Returns: The name, its type (`string` when not given) and whether a type was given.
    private mutating func parseNameAndType() throws(LocatedSyntaxProblem) -> (String, DeepLinkParameterType, Bool) {
        let start = index
        let name = readWord()
        guard !name.isEmpty else { throw fail(.missingParameterName) }
        if B.isDigit(bytes[start]) { throw fail(.invalidParameterName(name), at: start) }
        guard names.insert(name).inserted else { throw fail(.duplicateParameterName(name), at: start) }
        guard peek == B.colon else { return (name, .string, false) }
        index += 1
        return (name, try parseType(), true)
    }

    private mutating func parseType() throws(LocatedSyntaxProblem) -> DeepLinkParameterType {
        let start = index
        switch readWord() {
        case "string": return .string
        case "int": return .int
        case "uuid": return .uuid
        case "oneOf": return try parseOptions()
        case "": throw fail(.missingParameterType)
        case let word: throw fail(.unknownParameterType(word), at: start)
        }
    }

    /// Reads a run of letters, digits and `_`.
    private mutating func readWord() -> String {
        let start = index
        while let byte = peek, B.isLetter(byte) || B.isDigit(byte) || byte == UInt8(ascii: "_") { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Reads `"(" option *("|" option) ")"` after `oneOf`.
    private mutating func parseOptions() throws(LocatedSyntaxProblem) -> DeepLinkParameterType {
        guard peek == UInt8(ascii: "(") else { throw fail(.missingOneOfOptions) }
        index += 1
        let bar = UInt8(ascii: "|")
        let close = UInt8(ascii: ")")
        var options: [String] = []
        while true {
            let start = index
            let option = try parseText(stoppingAt: [bar, close, B.slash, B.question, B.ampersand])
            if option.isEmpty { throw fail(.emptyOneOfOption, at: start) }
            if options.contains(option) { throw fail(.duplicateOneOfOption(option), at: start) }
            options.append(option)
            switch peek {
            case bar: index += 1
            case close:
                index += 1
                return .oneOf(options)
            default: throw fail(.unterminatedOneOf)
            }
        }
    }

    // MARK: - Query

    private mutating func parseQuery() throws(LocatedSyntaxProblem) {
        while true {
            let (name, type, isTyped) = try parseNameAndType()
            var isRequired = false
            if peek == UInt8(ascii: "!") {
                isRequired = true
                index += 1
            }
            queryParameters.append(.init(name: name, type: type, isRequired: isRequired))
            switch peek {
            case nil: return
            case B.ampersand: index += 1
            default:
                let before = isRequired ? "" : isTyped ? "'!', " : "':type', '!', "
                throw unexpected("\(before)'&' or the end of the pattern")
            }
        }
    }
}
