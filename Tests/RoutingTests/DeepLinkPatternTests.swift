import Testing
import WayfinderRouting

@Suite struct DeepLinkPatternTests {
    // MARK: - Valid templates

    @Test func parse_parameterWithType_readsSchemeHostAndSegment() throws {
        let pattern = try DeepLinkPattern("shop://item/:id:int")
        #expect(pattern.scheme == "shop")
        #expect(pattern.host == "item")
        #expect(pattern.segments == [.parameter(name: "id", type: .int)])
        #expect(pattern.queryParameters.isEmpty)
        #expect(pattern.description == "shop://item/:id:int")
    }

    @Test func parse_schemeAndHost_areLowercasedButLiteralsKeepTheirCase() throws {
        let pattern = try DeepLinkPattern("SHOP://Item/Detail")
        #expect(pattern.scheme == "shop")
        #expect(pattern.host == "item")
        #expect(pattern.segments == [.literal("Detail")])
        #expect(pattern.template == "SHOP://Item/Detail")
    }

    @Test func parse_hostOnly_hasNoSegments() throws {
        let pattern = try DeepLinkPattern("shop://home")
        #expect(pattern.host == "home")
        #expect(pattern.segments.isEmpty)
    }

    @Test func parse_everyParameterTypeAndOptionalQuery() throws {
        let pattern = try DeepLinkPattern("shop://tabs/:tab:oneOf(home|cart)/orders/:orderID:uuid/:note:string/:any?q")
        #expect(
            pattern.segments == [
                .parameter(name: "tab", type: .oneOf(["home", "cart"])), .literal("orders"),
                .parameter(name: "orderID", type: .uuid), .parameter(name: "note", type: .string),
                .parameter(name: "any", type: .string),
            ]
        )
        #expect(pattern.queryParameters == [.init(name: "q")])
        #expect(pattern.parameterNames == ["tab", "orderID", "note", "any", "q"])
        #expect(pattern.pathParameterNames == ["tab", "orderID", "note", "any"])
    }

    @Test func parse_queryWithTypesAndRequiredMarks() throws {
        let pattern = try DeepLinkPattern("shop://search?q!&page:int&sort:oneOf(price|name)!&_ref")
        #expect(
            pattern.queryParameters == [
                .init(name: "q", type: .string, isRequired: true), .init(name: "page", type: .int),
                .init(name: "sort", type: .oneOf(["price", "name"]), isRequired: true), .init(name: "_ref"),
            ]
        )
    }

    @Test func parse_portAndPercentEscapes_areDecoded() throws {
        let pattern = try DeepLinkPattern("https://Example.com:8443/p/caf%C3%A9/:k:oneOf(a%7Cb|c%29)")
        #expect(pattern.host == "example.com:8443")
        #expect(
            pattern.segments == [.literal("p"), .literal("café"), .parameter(name: "k", type: .oneOf(["a|b", "c)"]))])
    }

    @Test func parse_literalWithInnerColonAndNonASCII() throws {
        let pattern = try DeepLinkPattern("shop://a/b:c/ünïcode")
        #expect(pattern.host == "a")
        #expect(pattern.segments == [.literal("b:c"), .literal("ünïcode")])
    }

    @Test func codable_isTheTemplateString() throws {
        let pattern = try DeepLinkPattern("shop://item/:id:int?ref")
        #expect(try json(pattern) == #""shop://item/:id:int?ref""#)
        #expect(try decode(DeepLinkPattern.self, from: #""shop://item/:id:int?ref""#) == pattern)
    }

    @Test func decode_malformedTemplate_throwsThePatternError() {
        #expect(
            throws: DeepLinkPatternError(
                template: "shop://item/:id:integer", column: 17, problem: .unknownParameterType("integer"))
        ) {
            try decode(DeepLinkPattern.self, from: #""shop://item/:id:integer""#)
        }
    }

    // MARK: - Malformed templates

    static let malformed: [(String, String)] = [
        ("", "at column 1: expected a scheme before '://'"),
        ("://item", "at column 1: expected a scheme before '://'"),
        (
            "1shop://item",
            "at column 1: '1' cannot appear in a scheme (a letter, then letters, digits, '+', '-' or '.')"
        ),
        (
            "sh_op://item",
            "at column 3: '_' cannot appear in a scheme (a letter, then letters, digits, '+', '-' or '.')"
        ),
        ("shop", "at column 5: expected '://' after the scheme"),
        ("shop:/item", "at column 5: expected '://' after the scheme"),
        ("shop/item", "at column 5: expected '://' after the scheme"),
        ("shop://", "at column 8: expected a host after '://'"),
        ("shop:///item", "at column 8: expected a host after '://'"),
        ("shop://:id/x", "at column 8: the host cannot be a parameter; parameters go in path segments and the query"),
        (
            "shop://it@m/x",
            "at column 10: '@' cannot appear in a host (letters, digits, '-', '.', '_', '~', then an optional ':port')"
        ),
        (
            "shop://café/x",
            "at column 11: 'é' cannot appear in a host (letters, digits, '-', '.', '_', '~', then an optional ':port')"
        ),
        ("shop://host:/x", "at column 13: expected a port number after ':'"),
        ("shop://item//x", "at column 13: empty path segment (each '/' must be followed by a segment)"),
        ("shop://item/", "at column 13: empty path segment (each '/' must be followed by a segment)"),
        ("shop://item/?q", "at column 13: empty path segment (each '/' must be followed by a segment)"),
        ("shop://item/a b", "at column 14: ' ' cannot appear in a pattern"),
        ("shop://item/a\tb", "at column 14: '\\t' cannot appear in a pattern"),
        ("shop://item/a#b", "at column 14: '#' cannot appear in a pattern"),
        ("shop://item/%G1", "at column 13: '%G1' is not a percent escape ('%' and two hex digits)"),
        ("shop://item/ab%4", "at column 15: '%4' is not a percent escape ('%' and two hex digits)"),
        ("shop://item/%C3", "at column 13: percent escapes do not decode to UTF-8 text"),
        ("shop://item/:", "at column 14: expected a parameter name (a letter or '_', then letters, digits or '_')"),
        (
            "shop://item/:1d",
            "at column 14: '1d' is not a parameter name (a letter or '_', then letters, digits or '_')"
        ),
        ("shop://item/:id/:id", "at column 18: parameter 'id' is declared twice"),
        ("shop://item/:id?id", "at column 17: parameter 'id' is declared twice"),
        ("shop://item/:id:", "at column 17: expected a parameter type after ':' (string, int, uuid or oneOf(a|b))"),
        (
            "shop://item/:id:integer",
            "at column 17: unknown parameter type 'integer'; expected string, int, uuid or oneOf(a|b)"
        ),
        ("shop://item/:id:Int", "at column 17: unknown parameter type 'Int'; expected string, int, uuid or oneOf(a|b)"),
        ("shop://tabs/:tab:oneOf", "at column 23: expected '(' after oneOf, as in oneOf(a|b)"),
        ("shop://tabs/:tab:oneOf(home|cart", "at column 33: expected '|' or ')' to continue or close oneOf("),
        ("shop://tabs/:tab:oneOf(home/cart)", "at column 28: expected '|' or ')' to continue or close oneOf("),
        ("shop://tabs/:tab:oneOf(home||cart)", "at column 29: oneOf(...) has an empty option"),
        ("shop://tabs/:tab:oneOf()", "at column 24: oneOf(...) has an empty option"),
        ("shop://tabs/:tab:oneOf(home|home)", "at column 29: oneOf(...) lists 'home' twice"),
        ("shop://item/:id-x", "at column 16: unexpected '-'; expected ':type', '/', '?' or the end of the pattern"),
        ("shop://item/:id:int-x", "at column 20: unexpected '-'; expected '/', '?' or the end of the pattern"),
        ("shop://tabs/:tab:oneOf(a|b)c", "at column 28: unexpected 'c'; expected '/', '?' or the end of the pattern"),
        ("shop://search?q=1", "at column 16: unexpected '='; expected ':type', '!', '&' or the end of the pattern"),
        ("shop://search?page:int=1", "at column 23: unexpected '='; expected '!', '&' or the end of the pattern"),
        ("shop://search?q!x", "at column 17: unexpected 'x'; expected '&' or the end of the pattern"),
        ("shop://search?q&", "at column 17: expected a parameter name (a letter or '_', then letters, digits or '_')"),
        ("shop://search?", "at column 15: expected a parameter name (a letter or '_', then letters, digits or '_')"),
        ("shop://search?q#x", "at column 16: unexpected '#'; expected ':type', '!', '&' or the end of the pattern"),
        (
            "shop://item/é/:1",
            "at column 16: '1' is not a parameter name (a letter or '_', then letters, digits or '_')"
        ),
    ]

    @Test(arguments: malformed)
    func parse_malformedTemplate_reportsColumnAndProblem(template: String, message: String) {
        let error = #expect(throws: DeepLinkPatternError.self) { try DeepLinkPattern(template) }
        #expect(error?.description == "invalid deep link pattern '\(template)' \(message)")
    }
}

/// Hostile patterns: parameters written the way other routers write them.
@Suite struct BracedParameterTests {
    @Test func bracedParameter_suggestsTheColonForm() {
        let typed = #expect(throws: DeepLinkPatternError.self) { try DeepLinkPattern("shop://item/{id:int}") }
        #expect(
            typed?.description
                == "invalid deep link pattern 'shop://item/{id:int}' at column 13: '{id:int}' would be literal text; "
                + "did you mean ':id:int'? (parameters are written ':name' or ':name:type')")
        let plain = #expect(throws: DeepLinkPatternError.self) { try DeepLinkPattern("shop://item/{id}/reviews") }
        #expect(plain?.problem == .bracedParameter("id"))
    }

    @Test func bracesInsideALiteral_stayText() throws {
        #expect(try DeepLinkPattern("shop://item/a{b}").segments == [.literal("a{b}")])
        #expect(try DeepLinkPattern("shop://item/{}").segments == [.literal("{}")])
    }

    @Test func wholeDoubles_printWithoutAFraction_othersAsSwiftPrintsThem() {
        #expect(ParameterValue.double(2).description == "2")
        #expect(ParameterValue.double(-0.0).description == "0")
        #expect(ParameterValue.double(2.5).description == "2.5")
        #expect(ParameterValue.double(1e20).description == "1e+20")
        #expect(ParameterValue.int(2).description == ParameterValue.double(2).description)
        #expect(!ParameterValue.double(.nan).isFinite)
        #expect(!ParameterValue.double(.infinity).isFinite)
        #expect(ParameterValue.string("nan").isFinite)
    }
}
