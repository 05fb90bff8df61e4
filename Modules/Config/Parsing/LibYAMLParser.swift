internal import CLibYAML

/// Owns one libyaml `yaml_parser_t` and frees it in `deinit`.
///
/// The input bytes are borrowed, not copied: use the parser only while the buffer given to
/// ``init(input:)`` is alive.
final class LibYAMLParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>

    /// Creates a parser over UTF-8 bytes, or `nil` when libyaml cannot allocate its buffers.
    init?(input: UnsafeBufferPointer<UInt8>) {
        parser = .allocate(capacity: 1)
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            return nil
        }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, input.baseAddress, input.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// Reads the next event into `event`, which the caller must release with `yaml_event_delete`
    /// after a `true` result. Returns `false` on a syntax error; see ``failure``.
    func next(_ event: inout yaml_event_t) -> Bool {
        yaml_parser_parse(parser, &event) == 1
    }

    /// What went wrong, once ``next(_:)`` has returned `false`.
    struct Failure {
        var problem: String
        /// 0-based line and column, or `nil` when libyaml gave only a byte offset.
        var line: Int?
        var column: Int
        var byteOffset: Int
        var context: String?
        var contextLine: Int
        var contextColumn: Int
    }

    var failure: Failure {
        let state = parser.pointee
        var problem = state.problem.map { String(cString: $0) } ?? "unknown error"
        switch state.error {
        case YAML_MEMORY_ERROR:
            problem = "libyaml ran out of memory"
        case YAML_READER_ERROR:
            if state.problem_value != -1 {
                let hex = String(UInt32(bitPattern: state.problem_value), radix: 16, uppercase: true)
                problem += " (#x\(hex))"
            }
            return Failure(
                problem: problem, line: nil, column: 0, byteOffset: state.problem_offset,
                context: nil, contextLine: 0, contextColumn: 0)
        default:
            break
        }
        return Failure(
            problem: problem,
            line: state.problem_mark.line, column: state.problem_mark.column,
            byteOffset: state.problem_mark.index,
            context: state.context.map { String(cString: $0) },
            contextLine: state.context_mark.line, contextColumn: state.context_mark.column)
    }
}
