import Foundation

extension SnapshotCoder {
    // MARK: - For stores

    /// Checks a snapshot's ids and encodes it, with the errors a store reports.
    ///
    /// - Parameters:
    ///   - snapshot: The snapshot to save.
    ///   - location: Where it is going, for messages.
    /// - Returns: Its JSON.
    /// - Throws: ``SnapshotStoreError/invalidIdentifier(kind:value:)`` or
    ///   ``SnapshotStoreError/unencodable(location:reason:)``.
    func encodeForSaving(_ snapshot: NavigationSnapshot, to location: String) throws(SnapshotStoreError) -> Data {
        try SnapshotStoreError.check(appID: snapshot.appID, sceneID: snapshot.sceneID)
        do {
            return try encode(snapshot)
        } catch {
            throw .unencodable(location: location, reason: error.description)
        }
    }
}
