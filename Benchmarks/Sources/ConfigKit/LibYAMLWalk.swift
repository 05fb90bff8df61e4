import CLibYAMLEvents

/// The floor: libyaml's parser driven to the end of the stream, each event looked at (its
/// type, a scalar's length) and freed — what any libyaml-based reader must do at least.
public enum LibYAMLWalk {
    /// Why a walk stopped.
    public struct Failure: Error, CustomStringConvertible {
        let problem: String
        public var description: String { "libyaml: \(problem)" }
    }

    /// Walks the events of `bytes`.
    ///
    /// - Returns: The number of events plus the total length of the scalars.
    /// - Throws: ``Failure`` when libyaml reports an error.
    public static func walk(_ bytes: [UInt8]) throws -> Int {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { throw Failure(problem: "cannot initialise a parser") }
        defer { yaml_parser_delete(&parser) }
        return try bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            var total = 0
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    throw Failure(problem: parser.problem.map { String(cString: $0) } ?? "unknown error")
                }
                let type = event.type
                if type == YAML_SCALAR_EVENT { total += event.data.scalar.length }
                total += 1
                yaml_event_delete(&event)
                if type == YAML_STREAM_END_EVENT { return total }
            }
        }
    }
}
