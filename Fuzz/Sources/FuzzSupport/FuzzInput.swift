/// The bytes libFuzzer hands a target, read front to back as small choices.
///
/// Once the bytes run out every read answers its smallest value, so a short input still
/// drives a complete (short) scenario and libFuzzer can grow it byte by byte.
public struct FuzzInput: Sendable {
    private let bytes: [UInt8]
    private var position = 0

    /// Wraps a copy of the bytes.
    ///
    /// - Parameter bytes: The fuzzer's input.
    public init(_ bytes: some Sequence<UInt8>) {
        self.bytes = Array(bytes)
    }

    /// Whether every byte has been read.
    public var isExhausted: Bool { position >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `range`, from one byte.
    ///
    /// - Parameter range: The choices; must not be empty.
    /// - Returns: The lower bound past the end of the input.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(byte()) % range.count
    }

    /// One of `choices`, from one byte.
    ///
    /// - Parameter choices: The values to pick from; must not be empty.
    /// - Returns: The first choice past the end of the input.
    public mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[int(in: 0...(choices.count - 1))]
    }

    /// A yes or no, from one byte.
    public mutating func bool() -> Bool {
        byte() & 1 == 1
    }

    /// The bytes not read yet; reading ends.
    public mutating func rest() -> [UInt8] {
        defer { position = bytes.count }
        return position < bytes.count ? Array(bytes[position...]) : []
    }
}
