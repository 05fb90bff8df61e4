internal import CLibFuzzer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signature libFuzzer calls for each input.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

/// Runs libFuzzer with the process's arguments and `target`, then exits with its status.
///
/// Each fuzz executable calls this from its `main.swift`. SwiftPM links executables with their
/// own `main`, so libFuzzer's `main` is never used; its driver is called instead, on the main
/// thread, which is where ``runOnMainActor(_:)`` expects to be.
///
/// - Parameter target: The function libFuzzer calls with each input.
public func runFuzzer(_ target: FuzzTarget) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, target))
}
