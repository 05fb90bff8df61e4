#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stops the process when an invariant does not hold, so libFuzzer saves the input as a crash.
///
/// The message goes to standard error before `abort()`; libFuzzer prints where it saved the
/// input right after it.
///
/// - Parameters:
///   - condition: What must hold.
///   - message: What was found instead, evaluated only on failure.
public func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { violation(message()) }
}

/// Reports a broken invariant and aborts.
///
/// - Parameter message: What was expected and what was found.
public func violation(_ message: String) -> Never {
    let text = "\n=== invariant violated ===\n\(message)\n"
    _ = text.utf8CString.withUnsafeBufferPointer { buffer in
        write(2, buffer.baseAddress, buffer.count - 1)
    }
    abort()
}
