import Foundation
import WayfinderRouting

/// JSON text of `value` with sorted keys, so tests can compare whole documents.
func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// Decodes `text` as `type`, with `registry` (if any) in the decoder's user info.
func decode<Value: Decodable>(_ type: Value.Type, from text: String, registry: RouteRegistry? = nil) throws -> Value {
    let decoder = JSONDecoder()
    if let registry {
        decoder.userInfo[.routeRegistry] = registry
    }
    return try decoder.decode(type, from: Data(text.utf8))
}
