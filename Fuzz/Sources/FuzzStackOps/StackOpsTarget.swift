import FuzzSupport

// stack-ops: bytes -> path operations on a RoutePath with scopes, and router, coordinator and
// gesture calls on a Navigator, each checked against invariants (see PathScenario and
// NavigatorScenario). The first byte picks the renderer (one input in four defers every
// change until a step completes it); before each step one byte chooses which of the two it
// drives, so one input interleaves both. When the navigator goes, every flow it ran must be
// deallocated.

/// The fuzz target: one input, checked.
func fuzzStackOps(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(UnsafeBufferPointer(start: data, count: size))
    runOnMainActor { await run(input) }
    return 0
}

/// At most this many steps, so one input stays fast.
private let stepLimit = 200

@MainActor
private func run(_ input: FuzzInput) async {
    var reader = OperationReader(input: input)
    var path = PathScenario()
    let flows = await drive(&reader, path: &path)
    for reference in flows {
        check(
            reference.coordinator == nil,
            "\(reference.coordinator.map { "\($0.core.name)" } ?? "") outlived its navigator")
    }
}

/// Runs the steps with a navigator that is released on return; returns its flows, weakly.
@MainActor
private func drive(_ reader: inout OperationReader, path: inout PathScenario) async -> [Weak] {
    let navigator = NavigatorScenario(deferred: reader.input.int(in: 0...3) == 0)
    await navigator.start()
    var steps = 0
    while !reader.input.isExhausted, steps < stepLimit {
        steps += 1
        if reader.input.bool() {
            await navigator.step(&reader)
        } else {
            path.step(&reader)
        }
    }
    navigator.finish()
    return navigator.created
}
