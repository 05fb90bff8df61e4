import Foundation
import WayfinderCoordinators
import WayfinderRouting

/// Turns snapshots into bytes and back: JSON with sorted keys, routes through a registry, older
/// schema versions migrated on the way in.
///
/// The snapshots' `Codable` conformances, through Foundation's JSON coders, define the format;
/// the common snapshots take a direct path written by hand that gives the same bytes and the
/// same values at about a sixth of the cost (`DirectSnapshotJSON`, measured in `docs/performance.md`).
///
/// The same snapshot always encodes to the same bytes. Decoding a snapshot of the current
/// version is one pass over the document; an older one is first rewritten to the current shape
/// by the migrations (see ``NavigationSnapshot/currentSchemaVersion``).
///
/// ```swift
/// let coder = SnapshotCoder(registry: registry)
/// let data = try coder.encode(snapshot)
/// let back = try coder.decode(data)   // == snapshot
/// ```
public struct SnapshotCoder: Sendable {
    /// The route types snapshots may hold.
    public let registry: RouteRegistry
    /// Whether decoding keeps an entry whose route cannot be read in its place, as a
    /// placeholder listed in ``NavigationSnapshot/unreadable`` (for the store, which applies
    /// tree changes to the snapshot before leaving such entries out).
    var keepsUnreadableEntries = false
    /// Whether snapshots go through ``DirectSnapshotJSON`` when it takes them (tests switch it
    /// off to compare with the general path; switching it off changes cost only).
    var usesDirectPath = true

    /// Creates a coder.
    ///
    /// - Parameter registry: The route types snapshots may hold.
    public init(registry: RouteRegistry) {
        self.registry = registry
    }

    // MARK: - Snapshots

    /// Encodes a snapshot as JSON with sorted keys.
    ///
    /// - Parameter snapshot: The snapshot.
    /// - Returns: UTF-8 JSON.
    /// - Throws: ``SnapshotFormatError/unencodable(_:)`` when a route refuses to encode.
    public func encode(_ snapshot: NavigationSnapshot) throws(SnapshotFormatError) -> Data {
        if usesDirectPath, let data = DirectSnapshotJSON.encode(snapshot) { return data }
        return try encodeValue(snapshot)
    }

    /// Decodes a snapshot, migrating an older schema version to the current one.
    ///
    /// - Parameter data: UTF-8 JSON.
    /// - Returns: The snapshot; entries whose route cannot be read are in
    ///   ``NavigationSnapshot/unreadable``.
    /// - Throws: ``SnapshotFormatError/newerSchema(found:supported:)``,
    ///   ``SnapshotFormatError/schemaTooLarge(found:supported:)``,
    ///   ``SnapshotFormatError/unsupportedSchema(found:oldest:)``, or
    ///   ``SnapshotFormatError/malformed(_:)`` for anything that is not a snapshot.
    public func decode(_ data: Data) throws(SnapshotFormatError) -> NavigationSnapshot {
        if usesDirectPath, !keepsUnreadableEntries, let snapshot = DirectSnapshotJSON.decode(data, registry: registry) {
            return snapshot
        }
        do {
            return try makeDecoder().decode(NavigationSnapshot.self, from: data)
        } catch let error as SnapshotFormatError {
            guard case .needsMigration(let version) = error else { throw error }
            return try decode(migrating: data, from: version)
        } catch {
            throw .malformed(SnapshotFormatError.describe(error))
        }
    }

    /// Reads only the schema version of an encoded snapshot.
    ///
    /// - Parameter data: UTF-8 JSON.
    /// - Returns: Its `schemaVersion`.
    /// - Throws: ``SnapshotFormatError/schemaTooLarge(found:supported:)`` for a whole number
    ///   larger than any `Int`; ``SnapshotFormatError/malformed(_:)`` when the data is not a
    ///   JSON object with a whole `schemaVersion`.
    public func schemaVersion(of data: Data) throws(SnapshotFormatError) -> Int {
        do {
            return try JSONDecoder().decode(SchemaProbe.self, from: data).schemaVersion
        } catch let error as SnapshotFormatError {
            throw error
        } catch {
            throw .malformed(SnapshotFormatError.describe(error))
        }
    }

    // MARK: - Other values

    /// Encodes any value (journal events, for instance) as JSON with sorted keys.
    func encodeValue(_ value: some Encodable) throws(SnapshotFormatError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(value)
        } catch {
            throw .unencodable(SnapshotFormatError.describe(error))
        }
    }

    /// Decodes any value whose routes go through the registry.
    func decodeValue<Value: Decodable>(_ type: Value.Type, from data: Data) throws(SnapshotFormatError) -> Value {
        do {
            return try makeDecoder().decode(type, from: data)
        } catch {
            throw .malformed(SnapshotFormatError.describe(error))
        }
    }

    private func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[.routeRegistry] = registry
        if keepsUnreadableEntries { decoder.userInfo[.keepsUnreadableEntries] = true }
        return decoder
    }
}

/// The one field every schema version has.
private struct SchemaProbe: Decodable {
    var schemaVersion: Int

    private enum CodingKeys: String, CodingKey {
        case schemaVersion
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try SnapshotFormatError.schemaVersion(in: container, forKey: .schemaVersion)
    }
}
