import Benchmark

// MARK: - Configuration

/// The custom metric every benchmark records once per measured sample: how many operations the
/// sample ran. `Scripts/bench.sh` divides the raw wall time and malloc count of a sample by it,
/// so the summary is per operation whatever inner loop a benchmark uses.
public let operationsMetric = BenchmarkMetric.custom("operations", polarity: .prefersLarger, useScalingFactor: false)

extension Benchmark.Configuration {
    /// The configuration every Wayfinder benchmark uses: wall time, total mallocs and the
    /// operation count, times in nanoseconds, a bounded run.
    ///
    /// - Parameters:
    ///   - operations: How many operations one sample runs (the inner loop); the tool's own
    ///     table divides by it too.
    ///   - maxIterations: The most samples taken.
    ///   - maxDuration: The most time spent sampling.
    ///   - warmupIterations: Samples run and thrown away first.
    /// - Returns: The configuration.
    public static func wayfinder(
        operations: BenchmarkScalingFactor,
        maxIterations: Int,
        maxDuration: Duration = .seconds(2),
        warmupIterations: Int = 3
    ) -> Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal, operationsMetric],
            timeUnits: .nanoseconds,
            warmupIterations: warmupIterations,
            scalingFactor: operations,
            maxDuration: maxDuration,
            maxIterations: maxIterations
        )
    }
}

// MARK: - Measuring

extension Benchmark {
    /// How many operations one sample runs.
    public var operations: Int { configuration.scalingFactor.rawValue }

    /// Measures `body`, which runs ``operations`` operations, and records the count.
    ///
    /// - Parameter body: The measured work; it receives the operation count.
    public func measure(_ body: (Int) throws -> Void) {
        do {
            startMeasurement()
            try body(operations)
            stopMeasurement()
            measurement(operationsMetric, operations)
        } catch {
            stopMeasurement()
            self.error("\(baseName) failed: \(error)")
        }
    }

    /// Measures asynchronous `body`, which runs ``operations`` operations, and records the count.
    ///
    /// - Parameter body: The measured work; it receives the operation count.
    public func measureAsync(_ body: (Int) async throws -> Void) async {
        do {
            startMeasurement()
            try await body(operations)
            stopMeasurement()
            measurement(operationsMetric, operations)
        } catch {
            stopMeasurement()
            self.error("\(baseName) failed: \(error)")
        }
    }

    /// Measures `body`, which runs ``operations`` operations on `fixture`, and records the count.
    ///
    /// Building the fixture (on the first sample) is not measured.
    ///
    /// - Parameters:
    ///   - fixture: What the work runs on.
    ///   - body: The measured work; it receives the fixture and the operation count.
    public func measure<Value>(_ fixture: Fixture<Value>, _ body: (Value, Int) throws -> Void) {
        do {
            let value = try fixture.get()
            startMeasurement()
            try body(value, operations)
            stopMeasurement()
            measurement(operationsMetric, operations)
        } catch {
            stopMeasurement()
            self.error("\(baseName) failed: \(error)")
        }
    }
}

/// A benchmark handed to main-actor code.
///
/// The tool runs one benchmark at a time and reads its clocks only between samples, so the
/// benchmark object may be used from the main actor while the calling task waits.
// Unchecked Sendable: made and read by one benchmark run at a time; saves an actor in the measured loop.
public struct Sample: @unchecked Sendable {
    /// The benchmark being sampled.
    public let benchmark: Benchmark

    /// Wraps a benchmark.
    public init(_ benchmark: Benchmark) {
        self.benchmark = benchmark
    }
}

/// A value built once, on first use, and kept for every later sample of a benchmark.
///
/// Registration runs in every benchmark process for every benchmark, so fixtures are built only
/// when their benchmark actually runs.
// Unchecked Sendable: made and read by one benchmark run at a time; saves an actor in the measured loop.
public final class Fixture<Value>: @unchecked Sendable {
    private let make: () throws -> Value
    private var value: Value?

    /// Creates a lazy fixture.
    ///
    /// - Parameter make: Builds the value.
    public init(_ make: @escaping () throws -> Value) {
        self.make = make
    }

    /// The value, built on the first call.
    ///
    /// - Returns: The fixture.
    /// - Throws: What `make` threw.
    public func get() throws -> Value {
        if let value { return value }
        let made = try make()
        value = made
        return made
    }
}

/// A main-actor fixture, built on first use, with the measuring loop run on the main actor so
/// that no actor hop falls inside the measured region.
@MainActor
public final class MainActorFixture<Value> {
    private let make: @MainActor @Sendable () async throws -> Value
    private var value: Value?

    /// Creates a lazy main-actor fixture.
    ///
    /// - Parameter make: Builds the value.
    public nonisolated init(_ make: @escaping @MainActor @Sendable () async throws -> Value) {
        self.make = make
    }

    /// Measures one sample.
    ///
    /// - Parameters:
    ///   - sample: The benchmark being sampled.
    ///   - prepare: Unmeasured work before the sample (putting the fixture in its start state).
    ///   - reset: Unmeasured work after the sample.
    ///   - body: The measured work; it receives the fixture and the operation count.
    public func measure(
        _ sample: Sample,
        prepare: @MainActor (Value) async throws -> Void = { _ in },
        reset: @MainActor (Value) async throws -> Void = { _ in },
        _ body: @MainActor (Value, Int) async throws -> Void
    ) async {
        let benchmark = sample.benchmark
        do {
            let fixture = try await loaded()
            try await prepare(fixture)
            benchmark.startMeasurement()
            try await body(fixture, benchmark.operations)
            benchmark.stopMeasurement()
            benchmark.measurement(operationsMetric, benchmark.operations)
            try await reset(fixture)
        } catch {
            benchmark.stopMeasurement()
            benchmark.error("\(benchmark.baseName) failed: \(error)")
        }
    }

    /// The fixture, built on the first call, for work that runs off the main actor.
    ///
    /// - Returns: The fixture.
    /// - Throws: What building it threw.
    public func value() async throws -> Value where Value: Sendable {
        try await loaded()
    }

    private func loaded() async throws -> Value {
        if let value { return value }
        let made = try await make()
        value = made
        return made
    }
}
