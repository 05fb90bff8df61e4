import Testing
import WayfinderConfig

/// Failure texts are worded only when reported: a `Decodable` type that catches a failure sees
/// what was expected, and the report still says what was found, even for a failure rethrown
/// after decoding went on.
@Suite struct DeferredMessageTests {
    /// Tries an `Int`, keeps what the caught error said, then reads the text.
    struct CaughtProbe: Decodable {
        let summary: String?
        let codingPath: [String]
        let isTypeMismatch: Bool
        let text: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            var summary: String?
            var codingPath: [String] = []
            var isTypeMismatch = false
            do {
                _ = try container.decode(Int.self)
            } catch let DecodingError.typeMismatch(_, context) {
                summary = context.debugDescription
                codingPath = context.codingPath.map(\.stringValue)
                isTypeMismatch = true
            }
            (self.summary, self.codingPath, self.isTypeMismatch) = (summary, codingPath, isTypeMismatch)
            text = try container.decode(String.self)
        }
    }

    /// Catches a failed `Int`, reads the value again as text (the decoder moves on), then
    /// rethrows the first error.
    struct Rethrowing: Decodable {
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            do {
                _ = try container.decode(Int.self)
            } catch {
                _ = try? container.decode(String.self)
                throw error
            }
        }
    }

    @Test func caughtMismatch_saysWhatWasExpected() throws {
        let probes = try decode([String: CaughtProbe].self, "a: abc\nb: 12\n")
        let probe = try #require(probes["a"])
        #expect(probe.summary == "expected an integer")
        #expect(probe.codingPath == ["a"])
        #expect(probe.isTypeMismatch)
        #expect(probe.text == "abc")
        #expect(probes["b"]?.summary == nil)
    }

    @Test func reportedMismatch_saysWhatWasFound() {
        #expect(
            renderedError([String: Int].self, "a: abc") == """
                test.yaml:1:4: error: a: expected an integer, found the string "abc"
                    a: abc
                       ^
                """)
    }

    @Test func failureRethrownAfterDecodingWentOn_isReportedInFull() {
        // Scalars, which read as text when asked again (a collection would leave that failure instead).
        for yaml in ["a: abc", "a: true", "a: 1.5", "a: ${X}", "a: 'quoted'", "a: !!str 12"] {
            #expect(
                renderedError([String: Rethrowing].self, yaml, environment: ["X": "x"])
                    == renderedError([String: Int].self, yaml, environment: ["X": "x"]), "\(yaml)")
        }
    }
}
