import PropertyBased
import Testing

/// The random choices one case of a stateful property draws, as data: PropertyBased generates
/// them, and on a failure shrinks them (a shorter list, each choice nearer 0) to the smallest
/// run that still fails, which it prints with the seed that reproduces it (`.fixedSeed(...)`).
///
/// A generator whose next step depends on the state so far (the next operation on a path, the
/// next node of a tree) cannot be a fixed tuple of values; it reads its choices one at a time
/// through ``ChoiceReader`` instead. A choice of 0 is always the first option of a draw, and
/// choices past the end read as 0, so a shrunk run takes the simplest branch wherever it can.
public struct Choices: Sendable, CustomStringConvertible {
    /// The choices, one byte each, in the order they are drawn.
    public var values: [UInt8]

    /// Wraps `values`.
    public init(_ values: [UInt8]) {
        self.values = values
    }

    /// A reader positioned at the first choice.
    public var reader: ChoiceReader { ChoiceReader(self) }

    public var description: String {
        "\(values.count) choices \(values)"
    }

    /// `count` random choices per case, shrunk by ``ChoiceShrinks``.
    ///
    /// - Parameter count: How many choices a case has: enough for its longest run (a run that
    ///   reads past the end reads zeros).
    /// - Returns: The generator.
    public static func generator(count: Int) -> Generator<Choices, ChoiceShrinks> {
        Generator(
            run: { random in
                var values: [UInt8] = []
                values.reserveCapacity(count + 7)
                while values.count < count {
                    let word = random.next()
                    for shift in stride(from: 0, to: 64, by: 8) {
                        values.append(UInt8(truncatingIfNeeded: word >> shift))
                    }
                }
                return Choices(Array(values.prefix(count)))
            },
            shrink: { ChoiceShrinks($0) })
    }
}

/// The smaller variants of some ``Choices``, simplest first: the first half, all but the last
/// quarter, then blocks left out (from a quarter of the list down to single choices), then each
/// choice set to 0, then each halved. Past ``fineLimit`` choices only blocks of at least a 64th
/// are left out, so shrinking a long case stays a few hundred runs per step.
public struct ChoiceShrinks: Sequence, Sendable {
    /// Up to this many choices, single choices are left out, zeroed and halved.
    public static let fineLimit = 512

    let values: [UInt8]

    init(_ choices: Choices) {
        values = choices.values
    }

    public func makeIterator() -> Iterator {
        Iterator(values: values)
    }

    /// Produces the variants one at a time.
    public struct Iterator: IteratorProtocol {
        let values: [UInt8]
        private var pending: [Choices] = []
        private var blockSizes: [Int]
        private var elementPhase = 0
        private var index = 0

        init(values: [UInt8]) {
            self.values = values
            let count = values.count
            let smallest = count > ChoiceShrinks.fineLimit ? Swift.max(1, count / 64) : 1
            blockSizes = [count / 4, count / 16, count / 64, 16, 4, 1].filter { $0 >= smallest && $0 < count }
            blockSizes = Array(Set(blockSizes)).sorted(by: >)
            if count >= 2 { pending.append(Choices(Array(values.prefix(count / 2)))) }
            if count >= 4 { pending.append(Choices(Array(values.prefix(count - count / 4)))) }
            pending.reverse()
        }

        public mutating func next() -> Choices? {
            if let first = pending.popLast() { return first }
            while let size = blockSizes.first {
                guard index + size <= values.count else {
                    blockSizes.removeFirst()
                    index = 0
                    continue
                }
                defer { index += size }
                var shrunk = values
                shrunk.removeSubrange(index..<index + size)
                return Choices(shrunk)
            }
            guard values.count <= ChoiceShrinks.fineLimit else { return nil }
            while elementPhase < 2 {
                guard index < values.count else {
                    elementPhase += 1
                    index = 0
                    continue
                }
                defer { index += 1 }
                let value = values[index]
                guard elementPhase == 0 ? value != 0 : value > 1 else { continue }
                var shrunk = values
                shrunk[index] = elementPhase == 0 ? 0 : value / 2
                return Choices(shrunk)
            }
            return nil
        }
    }
}

/// Reads ``Choices`` as a random number generator, for `Int.random(in:using:)` and friends: each
/// choice is the top byte of a word (a choice `c` draws about `c / 256` of any range, 0 its
/// start), and choices past the end read as 0.
///
/// The bytes below the choice are a fixed hash of its position, never a constant: the standard
/// library draws a bounded number by rejection (Lemire's method), and a generator that repeats
/// a rejected word, such as all zeros past the end of the choices, would make a draw loop for
/// ever.
public struct ChoiceReader: RandomNumberGenerator {
    private let values: [UInt8]
    private var index = 0

    /// A reader at the first of `choices`.
    public init(_ choices: Choices) {
        values = choices.values
    }

    /// How many choices were read.
    public var consumed: Int { index }

    /// The next choice as the top byte of a word, or 0 past the end; the lower bytes vary with
    /// the position.
    public mutating func next() -> UInt64 {
        defer { index += 1 }
        let choice = index < values.count ? UInt64(values[index]) : 0
        return choice << 56 | Self.filler(at: index) >> 8
    }

    /// SplitMix64's finaliser of `position`: words that differ from one position to the next.
    static func filler(at position: Int) -> UInt64 {
        var mixed = UInt64(truncatingIfNeeded: position) &+ 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

extension RandomNumberGenerator {
    /// `true` with the given probability.
    public mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// An element of a non-empty array (a choice of 0 is the first).
    public mutating func pick<T>(_ elements: [T]) -> T {
        elements[Int.random(in: 0..<elements.count, using: &self)]
    }

    /// A whole number in `range` (a choice of 0 is its lower bound).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }
}

/// PropertyBased's `propertyCheck`, with an error the body throws recorded as an issue of the
/// case (so it fails, and is shrunk, like a failed expectation) instead of being dropped.
///
/// - Parameters:
///   - count: How many cases run.
///   - input: Their generator.
///   - isolation: The actor `body` runs on.
///   - sourceLocation: Where issues are reported.
///   - body: The property, checked on each case.
public func checkProperty<Value, Shrinks: SendableSequenceType>(
    count: Int, input: Generator<Value, Shrinks>, isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation, _ body: (Value) async throws -> Void
) async {
    await propertyCheck(
        count: count, input: input,
        perform: { value in
            do {
                try await body(value)
            } catch is ExpectationFailedError {
                // `#require` recorded it already.
            } catch {
                Issue.record(error, sourceLocation: sourceLocation)
            }
        }, isolation: isolation, sourceLocation: sourceLocation)
}

extension Xoshiro {
    /// PropertyBased's generator from one number, for fixtures that are data rather than
    /// properties (a store filled with some trees, the timings of a crash loop): equal seeds
    /// give equal sequences.
    ///
    /// - Parameter seed: Any number; it is spread over the four words of the state, none of
    ///   them zero.
    public init(fixtureSeed seed: UInt64) {
        self.init(
            seed: (
                seed ^ 0x9E37_79B9_7F4A_7C15, seed &* 0xBF58_476D_1CE4_E5B9 | 1, ~seed,
                seed &+ 0x94D0_49BB_1331_11EB
            ))
    }
}
