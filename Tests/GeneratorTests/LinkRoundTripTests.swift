import Foundation
import PropertySupport
import Testing
import WayfinderComposition
import WayfinderRouting

/// Links go both ways: for every deep-link pattern of the shop and transit manifests,
/// `parse(format(x)) == x` for random typed values, hostile ones included — through the
/// generated `ShopLink` and `TransitLink`, and through the patterns themselves (every pattern of
/// a manifest in one matcher, as the app holds them), with patterns carrying optional query
/// parameters, which no valid manifest has yet.
@MainActor
@Suite struct LinkRoundTripTests {
    /// Texts that URLs make hard: empty, delimiters, escapes, non-ASCII, a UUID, spaces.
    static let hostile = [
        "", "/", "%", "?", "#", "&", "=", "+", "%2F", "a/b?c#d", "café", "日本語", "🚀 launch", " ", "..", ".",
        "0f8fad5b-d9cb-469f-a165-70867728950e", "new", "42", "a b", "\\", "\"quoted\"", "ü%20x", "line\nbreak",
    ]

    static func text(_ random: inout some RandomNumberGenerator) -> String {
        if random.chance(0.7) { return random.pick(hostile) }
        // A few hostile pieces run together.
        return (0..<random.int(1...4)).map { _ in random.pick(hostile) }.joined()
    }

    static func number(_ random: inout some RandomNumberGenerator) -> Int {
        random.pick([0, -1, 1, 42, Int.max, Int.min, random.int(-1_000_000...1_000_000)])
    }

    static func uuid(_ random: inout some RandomNumberGenerator) -> UUID {
        var bytes: [UInt8] = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    // MARK: - Typed links

    static func shopLink(_ random: inout some RandomNumberGenerator) -> ShopLink {
        switch random.int(0...6) {
        case 0: .item(id: number(&random))
        case 1: .category(slug: text(&random))
        case 2: .categoryItem(slug: text(&random), id: number(&random))
        case 3: .cart
        case 4: .checkout
        case 5: .orders
        default: .settings
        }
    }

    static func transitLink(_ random: inout some RandomNumberGenerator) -> TransitLink {
        switch random.int(0...3) {
        case 0: .line(id: number(&random))
        case 1: .lineStop(id: number(&random), code: text(&random))
        case 2: .stop(code: text(&random))
        default: .buyTicket
        }
    }

    /// Every link either reads back equal from its URL, or (an empty path value) is refused
    /// when its URL is written.
    static func checkRoundTrip<Link: Hashable>(
        _ link: Link, url: () throws(DeepLinkFormatError) -> String, parse: (String) -> Link?, emptyPathValue: Bool
    ) -> Bool {
        do {
            let written = try url()
            #expect(!emptyPathValue, "\(link) wrote \(written) with an empty path value")
            #expect(
                parse(written) == link,
                "\(link) wrote \(written), which reads back as \(String(describing: parse(written)))")
            return true
        } catch {
            #expect(
                emptyPathValue && { if case .emptyPathValue = error { true } else { false } }(), "\(link): \(error)")
            return false
        }
    }

    /// 200 PropertyBased cases, each writing and reading 40 shop links and 40 transit links.
    @Test func shopAndTransitLinks_readBackEqualFromTheURLsTheyWrite() async {
        await checkProperty(count: 200, input: Choices.generator(count: 2_000)) { choices in
            var random = choices.reader
            for _ in 0..<40 {
                let link = Self.shopLink(&random)
                let empty: Bool =
                    switch link {
                    case .category(let slug), .categoryItem(let slug, _): slug.isEmpty
                    default: false
                    }
                _ = Self.checkRoundTrip(
                    link, url: { () throws(DeepLinkFormatError) in try link.url }, parse: ShopLink.init(url:),
                    emptyPathValue: empty)
            }
            for _ in 0..<40 {
                let link = Self.transitLink(&random)
                let empty: Bool =
                    switch link {
                    case .lineStop(_, let code), .stop(let code): code.isEmpty
                    default: false
                    }
                _ = Self.checkRoundTrip(
                    link, url: { () throws(DeepLinkFormatError) in try link.url }, parse: TransitLink.init(url:),
                    emptyPathValue: empty)
            }
        }
    }

    @Test func typedLinks_writeTheURLsTheAppOpens() throws {
        #expect(try ShopLink.item(id: 42).url == "shop://item/42")
        #expect(try ShopLink.category(slug: "a/b café").url == "shop://category/a%2Fb%20caf%C3%A9")
        #expect(ShopLink(url: "shop://category/shoes/item/7") == .categoryItem(slug: "shoes", id: 7))
        #expect(ShopLink(url: "shop://nowhere") == nil)
        #expect(throws: DeepLinkFormatError.emptyPathValue("slug")) { try ShopLink.category(slug: "").url }
    }

    // MARK: - Patterns

    /// Patterns with optional and required query parameters of every type, which no valid
    /// manifest can hold yet (a route's parameters are all required, and a URL parameter must
    /// go to a route).
    static let queryPatterns = [
        "shop://search/:scope?q&page:int&sort:oneOf(price|name|caf%C3%A9)&session:uuid",
        "shop://user/:id:uuid/:kind:oneOf(a|b-c)?ref&from!",
        "shop://journey?from!&to!&via&at:int",
    ]

    /// A random value a parameter of `type` accepts.
    static func value(of type: DeepLinkParameterType, _ random: inout some RandomNumberGenerator) -> ParameterValue {
        switch type {
        case .string: .string(text(&random))
        case .int: .int(number(&random))
        case .uuid:
            .string(random.chance(0.5) ? uuid(&random).uuidString : uuid(&random).uuidString.lowercased())
        case .oneOf(let options): .string(random.pick(options))
        }
    }

    /// 200 PropertyBased cases, each writing one URL per pattern of the shop, transit and
    /// ``queryPatterns`` (optional query values left out at random) and matching it among the
    /// patterns of its set.
    @Test func everyPattern_matchesTheURLItWritesWithTheSameValues() async throws {
        let sets = [
            try Manifests.validated("Configs/shop.yaml").deepLinks.map { try DeepLinkPattern($0.pattern.value) },
            try Manifests.validated("Configs/examples/transit.yaml").deepLinks.map {
                try DeepLinkPattern($0.pattern.value)
            },
            try Self.queryPatterns.map { try DeepLinkPattern($0) },
        ]
        let matchers = try sets.map { patterns in
            try DeepLinkMatcher(patterns.map { DeepLinkMatcher.Entry($0, routeName: $0.template) })
        }
        await checkProperty(count: 200, input: Choices.generator(count: 1_000)) { choices in
            var random = choices.reader
            for (patterns, matcher) in zip(sets, matchers) {
                for pattern in patterns {
                    var values: [String: ParameterValue] = [:]
                    var expected: [String: ParameterValue] = [:]
                    var emptyPath = false
                    for segment in pattern.segments {
                        guard case .parameter(let name, let type) = segment else { continue }
                        let value = Self.value(of: type, &random)
                        values[name] = value
                        expected[name] = type == .uuid ? .string(value.stringValue?.lowercased() ?? "") : value
                        if value == .string("") { emptyPath = true }
                    }
                    for query in pattern.queryParameters where query.isRequired || random.chance(0.5) {
                        let value = Self.value(of: query.type, &random)
                        values[query.name] = value
                        expected[query.name] =
                            query.type == .uuid ? .string(value.stringValue?.lowercased() ?? "") : value
                    }
                    do {
                        let url = try pattern.url(with: values)
                        #expect(!emptyPath)
                        let match = try matcher.match(url)
                        #expect(match.pattern == pattern, "\(url) matched \(match.pattern), not \(pattern)")
                        #expect(match.parameters == expected, "\(url)")
                    } catch let error as DeepLinkFormatError {
                        #expect(emptyPath, "\(pattern): \(error)")
                    }
                }
            }
        }
    }
}
