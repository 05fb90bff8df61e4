import WayfinderStacks

/// A loader's error, as a request that failed with it reports it
/// (``NavigationError/loadFailed(_:)``) and a screen that shows it keeps it
/// (``LoadResult/failed(_:)``).
public struct LoadFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The screen's route, by name.
    public let route: String
    /// The screen's entry.
    public let entry: EntryID
    /// The loader's name.
    public let loader: String
    /// The loader's error, as text.
    public let message: String

    /// A failure of `loader` for the screen `entry` of `route`.
    public init(route: String, entry: EntryID, loader: String, message: String) {
        self.route = route
        self.entry = entry
        self.loader = loader
        self.message = message
    }

    /// The failure as one sentence, in the user's words: the route, the loader when it is named
    /// otherwise, and the error (`loading 'item' failed: offline`).
    public var description: String {
        "loading '\(route)'" + (loader == route ? "" : " with '\(loader)'") + " failed: \(message)"
    }
}

/// What a screen's loader left in its context (``EntryContext/loaded``).
public enum LoadResult: Sendable {
    /// The loader's value.
    case loaded(any Sendable)
    /// The loader failed and the route shows the error (``RouteLoader/ErrorPolicy/show``).
    case failed(LoadFailure)
    /// The screen was restored with a lazy loader (``RouteLoader/RestorePolicy/lazy``) that has
    /// not finished yet.
    case pending

    /// The loaded value as `Value`, or `nil` when there is none of that type.
    public func value<Value>(as type: Value.Type = Value.self) -> Value? {
        if case .loaded(let value) = self { return value as? Value }
        return nil
    }

    /// The loaded value as text, or the failure: what a transcript shows.
    public var description: String {
        switch self {
        case .loaded(let value): "\(value)"
        case .failed(let failure): "error: \(failure.message)"
        case .pending: "loading"
        }
    }
}
