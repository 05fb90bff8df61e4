import WayfinderComposition
import WayfinderConfig

extension AuthGuardPlugin {
    /// The plugin's options.
    ///
    /// The names keep where they are written, so the guard's checks point into the manifest.
    public struct Options: Decodable, Hashable, Sendable {
        /// The login route, where it is written.
        public var markedLogin: Marked<String>
        /// Route and coordinator names that need a logged-in user, where they are written.
        public var markedProtected: [Marked<String>]

        /// The login route, presented full screen.
        public var login: String {
            get { markedLogin.value }
            set { markedLogin = Marked(newValue) }
        }

        /// Route and coordinator names that need a logged-in user.
        public var protected: [String] {
            get { markedProtected.map(\.value) }
            set { markedProtected = newValue.map { Marked($0) } }
        }

        private enum CodingKeys: String, CodingKey {
            case login, protected
        }

        /// Creates options.
        ///
        /// - Parameters:
        ///   - login: The login route.
        ///   - protected: Protected route and coordinator names.
        public init(login: String, protected: [String] = []) {
            markedLogin = Marked(login)
            markedProtected = protected.map { Marked($0) }
        }

        /// Decodes `login` (required) and `protected` (none when absent).
        ///
        /// - Parameter decoder: The decoder.
        /// - Throws: `DecodingError` for a missing login or wrong values (and, with
        ///   `YAMLDecoder`, unknown keys).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            markedLogin = try container.decode(Marked<String>.self, forKey: .login)
            markedProtected = try container.decodeIfPresent([Marked<String>].self, forKey: .protected) ?? []
        }
    }
}
