import Foundation

/// Moves damaged files aside under a dated name, never over an existing file.
struct Quarantine: Sendable {
    /// The clock that dates quarantined files.
    let now: @Sendable () -> Date

    /// Moves `path`, and each of `path + suffix` that exists, to `path.<label>-<UTC time>` (plus
    /// the same suffix), or `...-2`, `...-3` when that name is taken.
    ///
    /// - Parameters:
    ///   - path: The damaged file.
    ///   - suffixes: Companion files that belong with it (`-wal`, `-shm`).
    ///   - label: `corrupt` for damaged files, `set-aside` for readable ones kept back.
    /// - Returns: The new paths of the files that were moved, `path`'s first.
    /// - Throws: ``SnapshotStoreError/io(operation:path:reason:)`` when a move fails.
    func moveAside(
        _ path: String, suffixes: [String] = [], label: String = "corrupt"
    ) throws(SnapshotStoreError) -> [String] {
        let files = FileManager.default
        let all = [""] + suffixes
        let base = "\(path).\(label)-\(Self.stamp(now()))"
        var target = base
        var attempt = 1
        while all.contains(where: { files.fileExists(atPath: target + $0) }) {
            attempt += 1
            target = "\(base)-\(attempt)"
        }
        var moved: [String] = []
        for suffix in all where files.fileExists(atPath: path + suffix) {
            do {
                try files.moveItem(atPath: path + suffix, toPath: target + suffix)
            } catch {
                throw .io(
                    operation: "moving the damaged file aside to \(target + suffix)", path: path + suffix,
                    reason: "\(error.localizedDescription)")
            }
            moved.append(target + suffix)
        }
        return moved
    }

    /// `20240601-100000-123`: the UTC date and time to the millisecond, sortable and free of
    /// characters file systems dislike.
    static func stamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let milliseconds = (NavigationSnapshot.milliseconds(date) % 1_000 + 1_000) % 1_000
        func pad(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return pad(parts.year, 4) + pad(parts.month, 2) + pad(parts.day, 2) + "-"
            + pad(parts.hour, 2) + pad(parts.minute, 2) + pad(parts.second, 2) + "-" + pad(Int(milliseconds), 3)
    }
}
