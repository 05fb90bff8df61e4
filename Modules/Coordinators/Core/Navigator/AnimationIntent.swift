/// Carries the `animated:` argument of a navigation call to the requests it makes, so the
/// change that commits them tells the renderer whether to animate.
///
/// The rule, for nesting and for joining alike: **`animated: false` wins**. A call made inside
/// a call that asked for no animation does not animate either, and a change that joins several
/// requests in one transaction animates only when every one of them asked for animation. A
/// call that says nothing takes its source's default (``NavigationSource/animatesByDefault``).
///
/// A router call of one path operation passes its intent as a value (binding the task-local
/// cost ~1,750 instructions a call): a request that an interceptor, an observer or the renderer
/// makes while it commits is a call of its own.
enum AnimationIntent {
    /// What the innermost enclosing call asked for, if any call did.
    @TaskLocal static var requested: Bool?

    /// The intent of a request from `source` made now.
    static func resolve(_ source: NavigationSource) -> Bool {
        requested ?? source.animatesByDefault
    }

    /// The intent of a request made now by a call that asked for `animated`: what `run` would
    /// bind around the call.
    static func resolve(_ animated: Bool) -> Bool {
        (requested ?? true) && animated
    }

    /// Runs `body` with `animated` as the intent of the requests it makes (unless an
    /// enclosing call already asked for no animation).
    @MainActor static func run<T>(
        _ animated: Bool, _ body: () async throws(NavigationError) -> T
    ) async throws(NavigationError) -> T {
        let result: Result<T, NavigationError> = await $requested.withValue((requested ?? true) && animated) {
            do throws(NavigationError) {
                return .success(try await body())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Runs a throwing `body` with `animated` as the intent of the requests it makes.
    @MainActor static func run<T>(_ animated: Bool, _ body: () async throws -> T) async throws -> T {
        try await $requested.withValue((requested ?? true) && animated) { try await body() }
    }
}

extension NavigationSource {
    /// Whether a request from this source animates when its call says nothing: programs and
    /// deep links animate (the user sees where the app goes), restoration and devtools do not
    /// (the app reappears as it was), and user gestures do not (the UI has already shown the motion;
    /// the change only confirms it).
    public var animatesByDefault: Bool {
        switch self {
        case .program, .deepLink: true
        case .restoration, .devtools, .user: false
        }
    }
}
