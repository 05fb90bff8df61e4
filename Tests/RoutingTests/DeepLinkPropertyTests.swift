import PropertySupport
import Testing
import WayfinderRouting

/// Random patterns, URLs built from them, and a brute-force oracle written from the documented
/// rules (not from the trie): the matcher must return the most precedent pattern that accepts
/// the URL, whatever order patterns were added in.
@Suite struct DeepLinkPropertyTests {
    // MARK: - Model

    /// A generated path segment: its template spelling and what it is.
    enum Step {
        case literal(String)
        case parameter(name: String, type: DeepLinkParameterType)
    }

    struct GeneratedPattern {
        var scheme: String
        var host: String
        var steps: [Step]
        var query: [DeepLinkPattern.QueryParameter]
        var template: String
    }

    /// A URL as the oracle sees it: decoded segments and query items, plus its text.
    struct GeneratedURL {
        var scheme: String
        var host: String
        var segments: [String]
        var query: [(name: String, value: String)]
        var text: String
        var expected: [String: ParameterValue]
    }

    static let words = ["item", "cart", "new", "42", "7", "a b", "café", "x/y", "0f8fad5b-d9cb-469f-a165-70867728950e"]

    // MARK: - Generating patterns

    static func randomType(_ random: inout some RandomNumberGenerator) -> DeepLinkParameterType {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4: .string
        case 4..<6: .int
        case 6..<8: .uuid
        default:
            .oneOf(
                Array(Set((0..<Int.random(in: 1...3, using: &random)).map { _ in random.pick(words) })).sorted()
                    .shuffled(using: &random))
        }
    }

    static func spell(_ type: DeepLinkParameterType, _ random: inout some RandomNumberGenerator) -> String {
        switch type {
        case .string: random.chance(0.5) ? "" : ":string"
        case .int: ":int"
        case .uuid: ":uuid"
        case .oneOf(let options): ":oneOf(\(options.map { encode($0, &random, always: true) }.joined(separator: "|")))"
        }
    }

    static func randomPattern(_ random: inout some RandomNumberGenerator) -> GeneratedPattern {
        let scheme = random.pick(["shop", "app"])
        let host = random.pick(["item", "tabs", "search"])
        var template = "\(random.chance(0.2) ? scheme.uppercased() : scheme)://\(host)"
        var steps: [Step] = []
        for index in 0..<Int.random(in: 0...4, using: &random) {
            template += "/"
            if random.chance(0.45) {
                let word = random.pick(words)
                steps.append(.literal(word))
                template += encode(word, &random, always: true)
            } else {
                let type = randomType(&random)
                steps.append(.parameter(name: "p\(index)", type: type))
                template += ":p\(index)" + spell(type, &random)
            }
        }
        var query: [DeepLinkPattern.QueryParameter] = []
        for index in 0..<Int.random(in: 0...2, using: &random) {
            let parameter = DeepLinkPattern.QueryParameter(
                name: "q\(index)", type: randomType(&random), isRequired: random.chance(0.3))
            query.append(parameter)
            template +=
                (index == 0 ? "?" : "&") + parameter.name + spell(parameter.type, &random)
                + (parameter.isRequired ? "!" : "")
        }
        return GeneratedPattern(scheme: scheme, host: host, steps: steps, query: query, template: template)
    }

    // MARK: - Generating URLs

    /// Percent-encodes every byte outside `A-Z a-z 0-9 - . _ ~` (and, unless `always`, leaves
    /// some of those raw and encodes some unreserved ones too), in random hex case.
    static func encode(_ text: String, _ random: inout some RandomNumberGenerator, always: Bool = false) -> String {
        var result = ""
        for byte in text.utf8 {
            let unreserved =
                (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
            if unreserved && (always || !random.chance(0.1)) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: random.chance(0.5))
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    static func randomValue(
        of type: DeepLinkParameterType, _ random: inout some RandomNumberGenerator
    ) -> (text: String, value: ParameterValue) {
        switch type {
        case .string:
            let text =
                random.chance(0.5)
                ? random.pick(words + ["-3", "007", "a/b?c#d%e&f=g é", "x"])
                : String(Int.random(in: -99...99_999, using: &random))
            return (text, .string(text))
        case .int:
            let number = random.chance(0.1) ? Int.min : Int.random(in: -1_000...1_000_000, using: &random)
            return (String(number), .int(number))
        case .uuid:
            let hex = (0..<32).map { _ in random.pick(Array("0123456789abcdef")) }
            var text = ""
            for (index, digit) in hex.enumerated() {
                if [8, 12, 16, 20].contains(index) { text += "-" }
                text.append(digit)
            }
            return (random.chance(0.5) ? text.uppercased() : text, .string(text))
        case .oneOf(let options):
            let option = random.pick(options)
            return (option, .string(option))
        }
    }

    static func randomURL(
        for pattern: GeneratedPattern, extraQuery: Bool, _ random: inout some RandomNumberGenerator
    ) -> GeneratedURL {
        var segments: [String] = []
        var expected: [String: ParameterValue] = [:]
        for step in pattern.steps {
            switch step {
            case .literal(let word):
                segments.append(word)
            case .parameter(let name, let type):
                let (text, value) = randomValue(of: type, &random)
                segments.append(text)
                expected[name] = value
            }
        }
        var query: [(name: String, value: String)] = []
        for parameter in pattern.query where parameter.isRequired || random.chance(0.5) {
            let (text, value) = randomValue(of: parameter.type, &random)
            query.append((parameter.name, text))
            expected[parameter.name] = value
        }
        if extraQuery && random.chance(0.3) {
            query.append(("utm_source", "mail"))
        }
        query.shuffle(using: &random)
        let host = random.chance(0.2) ? pattern.host.uppercased() : pattern.host
        var text = "\(pattern.scheme)://\(host)" + segments.map { "/" + encode($0, &random) }.joined()
        if random.chance(0.1) { text += "/" }
        if !query.isEmpty {
            text +=
                "?" + query.map { encode($0.name, &random) + "=" + encode($0.value, &random) }.joined(separator: "&")
        }
        if random.chance(0.1) { text += "#fragment" }
        return GeneratedURL(
            scheme: pattern.scheme, host: pattern.host, segments: segments, query: query, text: text, expected: expected
        )
    }

    // MARK: - Oracle

    static func oracleValue(_ text: String, _ type: DeepLinkParameterType) -> ParameterValue? {
        switch type {
        case .string:
            return .string(text)
        case .int:
            let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text) else {
                return nil
            }
            return .int(number)
        case .uuid:
            let groups = text.split(separator: "-", omittingEmptySubsequences: false)
            guard groups.map(\.count) == [8, 4, 4, 4, 12], groups.joined().allSatisfy({ $0.isHexDigit && $0.isASCII })
            else { return nil }
            return .string(text.lowercased())
        case .oneOf(let options):
            return options.contains(text) ? .string(text) : nil
        }
    }

    /// The parameters `pattern` yields for `url`, or `nil` when it does not accept it.
    static func oracleAccepts(
        _ pattern: GeneratedPattern, _ url: GeneratedURL, strict: Bool
    ) -> [String: ParameterValue]? {
        guard pattern.scheme == url.scheme, pattern.host == url.host, pattern.steps.count == url.segments.count else {
            return nil
        }
        var values: [String: ParameterValue] = [:]
        for (step, segment) in zip(pattern.steps, url.segments) {
            switch step {
            case .literal(let word):
                guard word == segment else { return nil }
            case .parameter(let name, let type):
                guard let value = oracleValue(segment, type) else { return nil }
                values[name] = value
            }
        }
        for (name, text) in url.query {
            guard let declared = pattern.query.first(where: { $0.name == name }) else {
                if strict { return nil }
                continue
            }
            guard values[name] == nil, let value = oracleValue(text, declared.type) else { return nil }
            values[name] = value
        }
        guard pattern.query.allSatisfy({ !$0.isRequired || values[$0.name] != nil }) else { return nil }
        return values
    }

    /// The documented precedence: literal, then oneOf (by sorted options), uuid, int, string.
    static func precedenceKey(_ pattern: GeneratedPattern) -> [(Int, [String])] {
        pattern.steps.map { step in
            switch step {
            case .literal: (0, [])
            case .parameter(_, .oneOf(let options)): (1, options.sorted())
            case .parameter(_, .uuid): (2, [])
            case .parameter(_, .int): (3, [])
            case .parameter(_, .string): (4, [])
            }
        }
    }

    static func precedes(_ lhs: GeneratedPattern, _ rhs: GeneratedPattern) -> Bool {
        for (left, right) in zip(precedenceKey(lhs), precedenceKey(rhs)) {
            if left.0 != right.0 { return left.0 < right.0 }
            if left.1 != right.1 { return left.1.lexicographicallyPrecedes(right.1) }
        }
        return false
    }

    // MARK: - Property

    /// Property: 4 PropertyBased cases per policy, each adding 300 random patterns to a matcher
    /// and matching a URL built from every accepted one. A failing case is shrunk to the fewest,
    /// simplest patterns and URLs that still fail, printed with its seed.
    @Test(arguments: [DeepLinkMatcher.UnknownQueryParameters.ignore, .reject])
    func randomPatterns_eachBuiltURLMatchesItsPatternOrAMorePrecedentOne(
        policy: DeepLinkMatcher.UnknownQueryParameters
    ) async {
        var casesWithSameShapes = 0
        var casesWithFallBacks = 0
        await checkProperty(count: 4, input: Choices.generator(count: 16_000)) { choices in
            var random = choices.reader
            var matcher = DeepLinkMatcher(unknownQueryParameters: policy)
            var accepted: [GeneratedPattern] = []
            var ambiguous = 0
            for _ in 0..<300 {
                let pattern = Self.randomPattern(&random)
                do {
                    try matcher.add(pattern.template, route: "r\(accepted.count)")
                    accepted.append(pattern)
                } catch {
                    // Only same-shape patterns may be refused; anything else is a generator or parser bug.
                    guard case .ambiguous? = error as? DeepLinkMatcherError else { throw error }
                    ambiguous += 1
                }
            }

            // The oracle only needs patterns of the URL's scheme, host and length.
            var buckets: [String: [Int]] = [:]
            for (index, pattern) in accepted.enumerated() {
                buckets["\(pattern.scheme) \(pattern.host) \(pattern.steps.count)", default: []].append(index)
            }

            var shuffledEntries = matcher.entries
            shuffledEntries.shuffle(using: &random)
            let shuffled = try DeepLinkMatcher(shuffledEntries, unknownQueryParameters: policy)

            var fellBack = 0
            for (index, pattern) in accepted.enumerated() {
                let url = Self.randomURL(for: pattern, extraQuery: policy == .ignore, &random)
                #expect(Self.oracleAccepts(pattern, url, strict: policy == .reject) == url.expected, "\(url.text)")

                let bucket = buckets["\(pattern.scheme) \(pattern.host) \(pattern.steps.count)", default: []]
                let candidates = bucket.filter {
                    Self.oracleAccepts(accepted[$0], url, strict: policy == .reject) != nil
                }
                let best = try #require(candidates.min { Self.precedes(accepted[$0], accepted[$1]) })
                #expect(!Self.precedes(pattern, accepted[best]))

                let match = try matcher.match(url.text)
                #expect(match.routeName == "r\(best)", "\(url.text) built from \(pattern.template)")
                #expect(match.parameters == Self.oracleAccepts(accepted[best], url, strict: policy == .reject))
                #expect(try matcher.match(url.text) == match)
                #expect(try shuffled.match(url.text) == match)
                if best != index { fellBack += 1 }
            }
            if ambiguous > 0 { casesWithSameShapes += 1 }
            if fellBack > 0 { casesWithFallBacks += 1 }
        }
        // The run means something only if the generator made same-shape patterns (refused) and
        // URLs that a more precedent pattern captured.
        #expect(casesWithSameShapes > 0, "the generator should produce some same-shape patterns")
        #expect(casesWithFallBacks > 0, "some URLs should be captured by a more precedent pattern")
    }
}
