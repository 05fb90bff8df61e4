import Foundation

/// Why bytes could not be turned into a ``NavigationSnapshot``, or a snapshot into bytes.
public enum SnapshotFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The snapshot was saved by a newer schema version than this build reads.
    ///
    /// - Parameters:
    ///   - found: The version in the data.
    ///   - supported: ``NavigationSnapshot/currentSchemaVersion``.
    case newerSchema(found: Int, supported: Int)
    /// The snapshot's schema version is a whole number too large to read (more than any `Int`
    /// holds): no build ever wrote it, so it is treated as newer and left untouched.
    ///
    /// - Parameters:
    ///   - found: The version as written.
    ///   - supported: ``NavigationSnapshot/currentSchemaVersion``.
    case schemaTooLarge(found: String, supported: Int)
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
        case .schemaTooLarge(let found, let supported):
            "snapshot schema version \(found) is too large to read (this build supports \(supported)); "
                + "it was left untouched"
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

    /// Reads a stored `schemaVersion`: a whole number, which may be larger than any `Int`
    /// (Foundation calls a document holding such a number "not valid JSON" when asked for an
    /// `Int`, so it is read as a decimal first).
    ///
    /// - Throws: ``schemaTooLarge(found:supported:)`` above `Int.max`, ``malformed(_:)`` for a
    ///   number that is not whole or is below `Int.min`, and the container's decoding errors.
    static func schemaVersion<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Int
    {
        let number = try container.decode(Decimal.self, forKey: key)
        var rounded = Decimal()
        var exact = number
        NSDecimalRound(&rounded, &exact, 0, .plain)
        guard rounded == number else {
            throw SnapshotFormatError.malformed("schemaVersion \(number) is not a whole number")
        }
        if number > Decimal(Int.max) {
            throw SnapshotFormatError.schemaTooLarge(
                found: "\(number)", supported: NavigationSnapshot.currentSchemaVersion)
        }
        if number < Decimal(Int.min) { throw SnapshotFormatError.malformed("schemaVersion \(number) is not a version") }
        return NSDecimalNumber(decimal: number).intValue
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
