extension StateRestorationPlugin {
    /// The plugin's options; every key may be left out.
    ///
    /// ```yaml
    /// - id: state-restoration
    ///   options:
    ///     store: sqlite                   # sqlite (default) | file
    ///     path: .wayfinder/shop.sqlite    # the database, or the file store's folder
    ///     scene: main                     # default main
    ///     saveEvery: 1                    # save after this many committed transactions
    ///     journal: false                  # sqlite only: keep every event in the journal
    ///     log: stderr                     # stderr (default) | none
    /// ```
    public struct Options: Decodable, Hashable, Sendable {
        /// Which store keeps the snapshots.
        public var store: StoreKind
        /// The SQLite database, or the folder of the file store; `.wayfinder/state.sqlite` or
        /// `.wayfinder/state` when absent. Relative paths are against the working directory.
        public var path: String
        /// The scene the snapshot is saved under.
        public var scene: String
        /// How many committed transactions are coalesced into one save (at least 1).
        public var saveEvery: Int
        /// Whether events are appended to the SQLite store's journal with each save.
        public var journal: Bool
        /// Where log lines go besides ``StateRestorationPlugin/log``.
        public var log: LogOutput

        private enum CodingKeys: String, CodingKey {
            case store, path, scene, saveEvery, journal, log
        }

        /// Creates options.
        ///
        /// - Parameters:
        ///   - store: The store.
        ///   - path: The database or folder; the store's default when `nil`.
        ///   - scene: The scene.
        ///   - saveEvery: Committed transactions per save (at least 1).
        ///   - journal: Whether to keep a journal (SQLite only).
        ///   - log: Where log lines go.
        public init(
            store: StoreKind = .sqlite, path: String? = nil, scene: String = "main", saveEvery: Int = 1,
            journal: Bool = false,
            log: LogOutput = .standardError
        ) {
            self.store = store
            self.path = path ?? store.defaultPath
            self.scene = scene
            self.saveEvery = saveEvery
            self.journal = journal
            self.log = log
        }

        /// Decodes the options and checks them together.
        ///
        /// - Parameter decoder: The decoder.
        /// - Throws: `DecodingError` at the offending key for an empty `path` or `scene`,
        ///   `saveEvery` below 1, or `journal: true` with the file store.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            store = try container.decodeIfPresent(StoreKind.self, forKey: .store) ?? .sqlite
            path = try container.decodeIfPresent(String.self, forKey: .path) ?? store.defaultPath
            scene = try container.decodeIfPresent(String.self, forKey: .scene) ?? "main"
            saveEvery = try container.decodeIfPresent(Int.self, forKey: .saveEvery) ?? 1
            journal = try container.decodeIfPresent(Bool.self, forKey: .journal) ?? false
            log = try container.decodeIfPresent(LogOutput.self, forKey: .log) ?? .standardError
            if path.isEmpty {
                throw DecodingError.dataCorruptedError(
                    forKey: .path, in: container, debugDescription: "path must not be empty")
            }
            if scene.isEmpty {
                throw DecodingError.dataCorruptedError(
                    forKey: .scene, in: container, debugDescription: "scene must not be empty")
            }
            if saveEvery < 1 {
                throw DecodingError.dataCorruptedError(
                    forKey: .saveEvery, in: container,
                    debugDescription:
                        "saveEvery must be at least 1 (it counts committed transactions), found \(saveEvery)")
            }
            if journal, store == .file {
                throw DecodingError.dataCorruptedError(
                    forKey: .journal, in: container,
                    debugDescription: "journal needs store: sqlite; the file store keeps no journal")
            }
        }
    }

    /// Which store keeps the snapshots.
    public enum StoreKind: String, Hashable, Sendable, CaseIterable, Decodable {
        /// One SQLite database (WAL, migrations, optional journal).
        case sqlite
        /// One JSON file per scene, replaced atomically.
        case file

        /// `.wayfinder/state.sqlite` or `.wayfinder/state`.
        var defaultPath: String {
            switch self {
            case .sqlite: ".wayfinder/state.sqlite"
            case .file: ".wayfinder/state"
            }
        }
    }

    /// Where log lines go besides ``StateRestorationPlugin/log``.
    public enum LogOutput: String, Hashable, Sendable, CaseIterable, Decodable {
        /// Standard error, a line at a time.
        case standardError = "stderr"
        /// Nowhere else.
        case none
    }
}
