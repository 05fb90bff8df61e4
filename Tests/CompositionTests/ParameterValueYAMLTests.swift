import Testing
import WayfinderConfig
import WayfinderRouting

/// `ParameterValue` read by YAMLDecoder asks the container for its scalar kind instead of
/// probing; the values and the errors are the ones probing gives.
@Suite struct ParameterValueYAMLTests {
    /// The way `ParameterValue` decoded before the scalar-kind query: try each kind in turn.
    struct Probed: Decodable, Equatable {
        let value: ParameterValue

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Bool.self) {
                self.value = .bool(value)
            } else if let value = try? container.decode(Int.self) {
                self.value = .int(value)
            } else if let value = try? container.decode(Double.self) {
                self.value = .double(value)
            } else {
                self.value = .string(try container.decode(String.self))
            }
        }
    }

    static let environment = ["PORT": "8080", "ON": "true", "RATE": "0.5", "NAME": "shoes"]

    static func decode<T: Decodable>(_ type: T.Type, _ yaml: String) throws(ConfigError) -> T {
        try YAMLDecoder(environment: environment).decode(type, from: yaml, sourceName: "test.yaml")
    }

    static func error<T: Decodable>(_ type: T.Type, _ yaml: String) -> String? {
        do {
            _ = try decode(type, yaml)
            return nil
        } catch {
            return error.description
        }
    }

    /// Each item of a block sequence and the value it reads as.
    static let forms: [(yaml: String, value: ParameterValue)] = [
        ("true", .bool(true)), ("False", .bool(false)), ("TRUE", .bool(true)), ("0", .int(0)), ("-12", .int(-12)),
        ("+5", .int(5)), ("0o17", .int(15)), ("0x1F", .int(31)), ("99999999999999999999", .double(1e20)),
        ("1.5", .double(1.5)), (".5", .double(0.5)), ("1e3", .double(1000)), ("1.10", .double(1.1)),
        ("-.inf", .double(-.infinity)), ("shoes", .string("shoes")), ("yes", .string("yes")), ("on", .string("on")),
        ("1_000", .string("1_000")), ("0X1F", .string("0X1F")), ("'1'", .string("1")), ("\"true\"", .string("true")),
        ("''", .string("")), ("|-\n  12", .string("12")), (">-\n  true", .string("true")), ("!!str 1", .string("1")),
        ("!!int '2'", .int(2)), ("!!float 3", .double(3)), ("!!float 0x1F", .int(31)), ("!!bool 'true'", .bool(true)),
        ("${PORT}", .int(8080)), ("${ON}", .bool(true)), ("${RATE}", .double(0.5)), ("${NAME}", .string("shoes")),
        ("\"${PORT}\"", .string("8080")), ("${MISSING:-7}", .int(7)), ("$$", .string("$")),
    ]

    @Test func everyScalarForm_decodesAsProbingDid() throws {
        let yaml = Self.forms.map { "- " + $0.yaml }.joined(separator: "\n")
        let values = try Self.decode([ParameterValue].self, yaml)
        #expect(values == Self.forms.map(\.value))
        #expect(try Self.decode([Probed].self, yaml).map(\.value) == values)
        let nan = try Self.decode([ParameterValue].self, "[.nan]")
        guard case .double(let value) = nan.first else {
            Issue.record("expected a double, got \(nan)")
            return
        }
        #expect(value.isNaN)
    }

    @Test func unreadableValues_reportWhatProbingReported() {
        let cases = [
            "a: null", "a: ~", "a: {b: 1}", "a: [1]", "a: ${UNSET}", "a: !!int abc", "a: !!null x", "a: !!bool yes",
            "a: !custom 1",
        ]
        for yaml in cases {
            let reported = Self.error([String: ParameterValue].self, yaml)
            #expect(reported != nil, "\(yaml)")
            #expect(reported == Self.error([String: Probed].self, yaml), "\(yaml)")
        }
        #expect(
            Self.error([String: ParameterValue].self, "a: {b: 1}") == """
                test.yaml:1:4: error: a: expected a string, found a mapping
                    a: {b: 1}
                       ^
                """)
    }
}
