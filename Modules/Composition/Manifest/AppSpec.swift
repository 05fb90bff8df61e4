import WayfinderConfig

/// The `app:` section of a manifest: who the app is and where it starts.
///
/// ```yaml
/// app:
///   id: shop
///   name: Wayfinder Shop
///   root: main
/// ```
public struct AppSpec: Decodable, Sendable {
    /// The app's stable id (`[a-z0-9-]+`), the key persistence stores state under.
    public var id: Marked<String>
    /// The app's display name.
    public var name: Marked<String>
    /// The coordinator started as the navigator's root.
    public var root: Marked<String>

    /// Creates an app section in code.
    ///
    /// - Parameters:
    ///   - id: The app's stable id.
    ///   - name: The display name.
    ///   - root: The root coordinator's name.
    public init(id: Marked<String>, name: Marked<String>, root: Marked<String>) {
        self.id = id
        self.name = name
        self.root = root
    }
}
