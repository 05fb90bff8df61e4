import Observation
import WayfinderRouting
import WayfinderStacks

/// A request held between its interceptors' approval and its commit while its new screens load.
@MainActor
final class PendingLoad {
    /// One new screen's loader.
    struct Job: Sendable {
        let entry: EntryID
        let route: AnyRoute
        let loader: RouteLoader
    }

    let transaction: OpenTransaction
    let jobs: [Job]
    /// The loaders of restored screens that load lazily: they start once the request commits.
    var afterCommit: [Job] = []
    /// What each finished loader left, by entry.
    var results: [EntryID: LoadResult] = [:]
    var navigation: PendingNavigation
    /// The task running the loaders; cancelled when a newer user request takes the request's place.
    var task: Task<Void, Never>?

    init(transaction: OpenTransaction, jobs: [Job]) {
        self.transaction = transaction
        self.jobs = jobs
        navigation = PendingNavigation(
            source: transaction.source, routes: jobs.map(\.route.routeName), done: 0)
    }
}

/// What a screen's loader left, kept in its ``EntryContext`` for as long as the screen lives.
/// Observable, so a screen restored lazily shows its value when it arrives.
@MainActor
@Observable
final class LoadedData {
    /// The key it is kept under among the context's objects.
    @ObservationIgnored static let key = "wayfinder.loaded"
    var result: LoadResult?

    init(_ result: LoadResult?) {
        self.result = result
    }
}

extension EntryContext {
    /// What the screen's loader left: its value, the error it shows (``RouteLoader/ErrorPolicy/show``),
    /// or ``LoadResult/pending`` while a lazily restored screen loads; `nil` for a screen whose
    /// route loads nothing.
    public var loaded: LoadResult? {
        object(LoadedData.self, key: LoadedData.key) { LoadedData(nil) }.result
    }

    /// Keeps what the screen's loader left.
    func keep(_ result: LoadResult) {
        object(LoadedData.self, key: LoadedData.key) { LoadedData(nil) }.result = result
    }
}
