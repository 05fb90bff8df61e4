import Foundation

/// Why bytes could not be turned into a ``NavigationSnapshot``, or a snapshot into bytes.
public enum SnapshotFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The snapshot was saved by a newer schema version than this build reads.
    ///
    /// - Parameters:
    ///   - found: The version in the data.
    ///   - supported: ``NavigationSnapshot/currentSchemaVersion``.
    case newerSchema(found: Int, supported: Int)
    /// The snapshot's schema version is older than any migration knows (or negative).
    case unsupportedSchema(found: Int, oldest: Int)
    /// The snapshot is of an older schema version; decode it with ``SnapshotCoder``, which
    /// migrates it.
    case needsMigration(from: Int)
    /// The data is not a snapshot: not JSON, cut short, or missing what a snapshot holds.
    case malformed(String)
    /// A route's `Codable` conformance refused to encode it.
    case unencodable(String)

    /// The error as one sentence.
    public var description: String {
        switch self {
        case .newerSchema(let found, let supported):
            "snapshot schema version \(found) is newer than this build supports (\(supported)); it was left untouched"
        case .unsupportedSchema(let found, let oldest):
            "snapshot schema version \(found) is not supported; the oldest readable version is \(oldest)"
        case .needsMigration(let version):
            "snapshot schema version \(version) must be migrated; decode it with SnapshotCoder"
        case .malformed(let reason):
            "not a readable snapshot: \(reason)"
        case .unencodable(let reason):
            "snapshot could not be encoded: \(reason)"
        }
    }

    /// A decoding error in a few words: where in the document, and what was wrong.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        let (path, message): ([any CodingKey], String)
        switch error {
        case .dataCorrupted(let context):
            (path, message) = (context.codingPath, context.debugDescription)
        case .keyNotFound(let key, let context):
            (path, message) = (context.codingPath, "missing key '\(key.stringValue)'")
        case .typeMismatch(let type, let context):
            (path, message) = (context.codingPath, "expected \(type)")
        case .valueNotFound(let type, let context):
            (path, message) = (context.codingPath, "expected \(type), found null")
        @unknown default:
            (path, message) = ([], String(describing: error))
        }
        let location = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return location.isEmpty
            ? message : "at \(location.hasPrefix(".") ? String(location.dropFirst()) : location): \(message)"
    }
}
