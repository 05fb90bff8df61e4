extension DeepLinkPattern {
    // MARK: - Writing URLs

    /// The URL this pattern matches with `parameters`: the inverse of matching.
    ///
    /// Literals and values are percent-encoded (every byte but ASCII letters, digits and
    /// `- . _ ~`), so any text, `/`, `?`, `#`, `%` and non-ASCII text included, reads back
    /// unchanged. Query parameters are written in template order; an optional one without a
    /// value is left out. A UUID is written in lowercase, as matching returns it.
    ///
    /// ```swift
    /// let pattern = try DeepLinkPattern("shop://search/:scope?q!&page:int")
    /// try pattern.url(with: ["scope": "a/b", "q": "café", "page": 2])
    /// // "shop://search/a%2Fb?q=caf%C3%A9&page=2"
    /// ```
    ///
    /// For every URL this returns, ``DeepLinkMatcher/match(_:)`` of a matcher holding only this
    /// pattern gives back `parameters` (values of parameters the pattern does not declare are
    /// ignored).
    ///
    /// - Parameter parameters: The values, by parameter name.
    /// - Returns: The URL.
    /// - Throws: ``DeepLinkFormatError`` for a missing or empty path value, a missing required
    ///   query value, or a value of the wrong type.
    public func url(with parameters: [String: ParameterValue]) throws(DeepLinkFormatError) -> String {
        var url = "\(scheme)://\(host)"
        for segment in segments {
            url += "/"
            switch segment {
            case .literal(let text):
                url += Self.percentEncoded(text)
            case .parameter(let name, let type):
                guard let value = parameters[name] else { throw .missingParameter(name) }
                let text = try Self.text(of: value, named: name, type: type)
                if text.isEmpty { throw .emptyPathValue(name) }
                url += Self.percentEncoded(text)
            }
        }
        var separator = "?"
        for parameter in queryParameters {
            guard let value = parameters[parameter.name] else {
                if parameter.isRequired { throw .missingParameter(parameter.name) }
                continue
            }
            let text = try Self.text(of: value, named: parameter.name, type: parameter.type)
            url += separator + Self.percentEncoded(parameter.name) + "=" + Self.percentEncoded(text)
            separator = "&"
        }
        return url
    }

    /// The text a value of `type` is written as, checked as matching would read it.
    private static func text(
        of value: ParameterValue, named name: String, type: DeepLinkParameterType
    ) throws(DeepLinkFormatError) -> String {
        let text: String
        switch (type, value) {
        case (.int, .int(let number)): text = String(number)
        case (.string, .string(let string)), (.oneOf, .string(let string)): text = string
        case (.uuid, .string(let string)): text = string.lowercased()
        default: throw .wrongValue(name, value: value, expected: type)
        }
        guard type.value(for: text) != nil else { throw .wrongValue(name, value: value, expected: type) }
        return text
    }

    /// `text` with every byte but the unreserved ones (`A-Z a-z 0-9 - . _ ~`) written `%XX`.
    static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if DeepLinkBytes.isLetter(byte) || DeepLinkBytes.isDigit(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
            {
                bytes.append(byte)
            } else {
                bytes += [DeepLinkBytes.percent, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension DeepLinkPattern {
    /// The URL a template matches with `parameters`: ``init(_:)`` then ``url(with:)``, for
    /// generated code that holds templates as text.
    ///
    /// - Parameters:
    ///   - template: A template such as `shop://item/:id:int`.
    ///   - parameters: The values, by parameter name.
    /// - Returns: The URL.
    /// - Throws: ``DeepLinkFormatError``; ``DeepLinkFormatError/invalidPattern(_:)`` for a
    ///   malformed template.
    public static func url(
        template: String, with parameters: [String: ParameterValue]
    ) throws(DeepLinkFormatError) -> String {
        let pattern: DeepLinkPattern
        do {
            pattern = try DeepLinkPattern(template)
        } catch {
            throw .invalidPattern(error)
        }
        return try pattern.url(with: parameters)
    }
}
