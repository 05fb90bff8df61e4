import Testing
import WayfinderConfig
import WayfinderRouting

/// The scalar-kind query (`ScalarKindProviding`) as YAMLDecoder answers it: the kind every YAML
/// scalar form resolves to, and agreement with what decoding each scalar type does.
@Suite struct ScalarKindTests {
    /// What a single-value container said about its node, and which scalar decodes succeeded.
    struct Probe: Decodable {
        let kind: ScalarKind?
        let adopts: Bool
        let bool: Bool?
        let int: Int?
        let double: Double?
        let string: String?
        let octal: Bool

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let provider = container as? any ScalarKindProviding
            adopts = provider != nil
            kind = provider?.scalarKind
            bool = try? container.decode(Bool.self)
            int = try? container.decode(Int.self)
            double = try? container.decode(Double.self)
            string = try? container.decode(String.self)
            octal = string?.hasPrefix("0o") == true
        }
    }

    /// The probe of every item of a YAML sequence.
    static func probes(_ yaml: String, environment: [String: String] = [:]) throws -> [Probe] {
        try decode([Probe].self, yaml, environment: environment)
    }

    static func kinds(_ yaml: String, environment: [String: String] = [:]) throws -> [ScalarKind?] {
        try probes(yaml, environment: environment).map(\.kind)
    }

    @Test func plainScalars_resolveByTheCoreSchema() throws {
        #expect(try Self.kinds("[null, Null, NULL, ~]") == [.null, .null, .null, .null])
        #expect(try Self.kinds("- \n- x") == [.null, .string])
        #expect(try Self.kinds("[true, True, TRUE, false, False, FALSE]") == Array(repeating: .bool, count: 6))
        #expect(
            try Self.kinds("[0, -0, +5, 007, 0o17, 0x1F, 0xff, 99999999999999999999]")
                == Array(repeating: .integer, count: 8))
        #expect(
            try Self.kinds("[.5, 1., -2.5e-3, 1E3, 1.10, +.inf, .Inf, -.INF, .nan, .NaN, .NAN]")
                == Array(repeating: .float, count: 11))
        #expect(
            try Self.kinds("[yes, No, on, OFF, y, 0b101, 1_000, 0X1F, 1e, .5.5, nan, inf, tRUE, nULL, shoes]")
                == Array(repeating: .string, count: 15))
    }

    @Test func quotedAndBlockScalars_areStrings() throws {
        #expect(
            try Self.kinds("['null', \"~\", '', \"true\", '12', \"1.5\"]") == Array(repeating: .string, count: 6))
        #expect(try Self.kinds("- |\n  12\n- >-\n  true\n") == [.string, .string])
    }

    @Test func coreTags_forceTheKind() throws {
        #expect(try Self.kinds("[!!str 12, !!str true, !!str ~, ! 12]") == [.string, .string, .string, .string])
        #expect(try Self.kinds("[!!int \"12\", !!int 0x1F]") == [.integer, .integer])
        #expect(try Self.kinds("[!!float '3.5', !!float 3, !!float 0x1F]") == [.float, .float, .integer])
        #expect(try Self.kinds("[!!bool 'false', !!null '', !!null ~]") == [.bool, .null, .null])
    }

    @Test func interpolatedScalars_resolveAfterExpansion() throws {
        let environment = ["PORT": "8080", "ON": "true", "RATE": "0.5", "EMPTY": ""]
        let yaml = ["${PORT}", "${ON}", "${RATE}", "${EMPTY}", "\"${PORT}\"", "${MISSING:-7}", "$$"]
            .map { "- " + $0 }.joined(separator: "\n")
        #expect(
            try Self.kinds(yaml, environment: environment) == [
                .integer, .bool, .float, .null, .string, .integer, .string,
            ])
    }

    @Test func unreadableValues_haveNoKind() throws {
        // Decoding each of these throws the error to report; the query does not guess.
        let yaml = ["{a: 1}", "[1]", "{}", "${UNSET}", "!!int abc", "!!bool yes", "!custom 1", "!!null x"]
            .map { "- " + $0 }.joined(separator: "\n")
        let probes = try Self.probes(yaml)
        #expect(probes.map(\.kind) == Array(repeating: nil, count: 8))
        #expect(probes.allSatisfy { $0.adopts && $0.string == nil })
    }

    /// The kind is exactly what decoding says: `Bool` succeeds for a boolean only, `Int` for a
    /// whole number that fits, `Double` for a float and any whole number but an octal one,
    /// `String` for everything but a null.
    @Test func kind_agreesWithWhatDecodes() throws {
        let yaml = """
            [null, ~, true, False, 0, -12, 0o17, 0x1F, 99999999999999999999, 1.5, .5, 1e3, .inf, .nan, x, yes,
             '1', "true", !!str 1, !!int '2', !!float 3, !!bool 'true', !!null '', 1_000, 0X1F, ""]
            """
        for probe in try Self.probes(yaml) {
            let kind = try #require(probe.kind)
            #expect((probe.bool != nil) == (kind == .bool))
            #expect((probe.double != nil) == (kind == .float || (kind == .integer && probe.octal == false)))
            #expect((probe.string != nil) == (kind != .null))
            if kind != .integer { #expect(probe.int == nil) }
        }
        let big = try #require(try Self.probes("[99999999999999999999]").first)
        #expect(big.kind == .integer && big.int == nil && big.double == 1e20)
    }
}
