import Testing
import WayfinderConfig

/// How plain scalars resolve under the YAML 1.2 core schema.
@Suite struct CoreSchemaTests {
    @Test func integerForms() throws {
        #expect(try decode([Int].self, "[0, -0, +5, 0o17, 0x1F, 0xff, 007]") == [0, 0, 5, 15, 31, 255, 7])
    }

    @Test func floatForms() throws {
        let values = try decode([Double].self, "[.5, 1., -2.5e-3, 1E3, +.inf, .Inf, -.INF]")
        #expect(values == [0.5, 1, -0.0025, 1000, .infinity, .infinity, -.infinity])
        #expect(try decode([Double].self, "[.nan, .NaN, .NAN]").allSatisfy(\.isNaN))
    }

    @Test func yaml11Forms_areStrings() throws {
        #expect(
            try decode([String].self, "[yes, No, on, OFF, y, 0b101, 1_000, 0X1F, 1e, .5.5, nan, inf]")
                == ["yes", "No", "on", "OFF", "y", "0b101", "1_000", "0X1F", "1e", ".5.5", "nan", "inf"])
        #expect(
            renderedError([Int].self, "[1_000]") == """
                test.yaml:1:2: error: [0]: expected an integer, found the string "1_000"
                    [1_000]
                     ^
                """)
    }

    @Test func coreTags_forceTheResolution() throws {
        #expect(try decode([String].self, "[!!str 12, !!str true]") == ["12", "true"])
        #expect(try decode([Int].self, "[!!int \"12\"]") == [12])
        #expect(try decode([Double].self, "[!!float '3']") == [3])
        #expect(try decode([Bool].self, "[!!bool 'false']") == [false])
        #expect(try decode([Int?].self, "[!!null '']") == [nil])
    }

    @Test func quotedScalars_areNeverNullOrBoolean() throws {
        #expect(try decode([String?].self, "['null', \"~\", '', \"true\"]") == ["null", "~", "", "true"])
        #expect(
            renderedError([Bool].self, "- 'true'") == """
                test.yaml:1:3: error: [0]: expected a boolean (true or false), found the string "true"
                    - 'true'
                      ^
                """)
    }

    @Test func blockScalars_areStrings() throws {
        #expect(try decode([String].self, "- |\n  12\n- >-\n  true\n") == ["12\n", "true"])
    }
}
