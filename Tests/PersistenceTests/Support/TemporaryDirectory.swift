import Foundation

/// A fresh folder under the system's temporary directory, removed when the value goes away.
final class TemporaryDirectory: Sendable {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "wayfinder-persistence-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A path inside the folder.
    func file(_ name: String) -> String {
        "\(path)/\(name)"
    }

    /// Writes a file inside the folder, creating the folders on its way.
    func write(_ data: Data, to name: String) throws {
        let url = URL(fileURLWithPath: file(name))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// The names in the folder (or one of its subfolders), sorted.
    func names(in subfolder: String = "") -> [String] {
        let folder = subfolder.isEmpty ? path : "\(path)/\(subfolder)"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }
}

/// A clock that always reads 1 June 2024, 10:00:00.250 UTC, so quarantined names are known.
let fixedClock: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_717_236_000.25) }
