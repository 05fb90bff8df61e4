/// Runs engine work that may call an app's own code (a coordinator's `start`), so that an
/// error the app threw reaches the caller as the app threw it.
///
/// Inside the engine such an error travels as ``NavigationError/transactionFailed(_:)`` (the
/// transaction it broke was rolled back, and the tickets that joined it fail with that); every
/// public call that can run app code unwraps it here, so `catch let error as NotLoggedIn` works
/// however deep the coordinator that threw it was started.
///
/// - Parameter body: The engine work.
/// - Returns: What `body` returned.
/// - Throws: The app's own error, else the ``NavigationError`` `body` threw.
@MainActor
func passingAppErrors<T>(_ body: () async throws(NavigationError) -> T) async throws -> T {
    do {
        return try await body()
    } catch .transactionFailed(let failure) {
        throw failure.underlying
    }
}
