import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif

extension FileHandle {
    /// What can be read now, waiting until some data or the end of the stream arrives; empty at
    /// the end. A read that a signal interrupts is tried again: Foundation's `availableData`
    /// stops the whole test process with a fatal error on `EINTR` (seen on CI machines while
    /// child processes exit).
    public func dataRetryingInterrupts() -> Data {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let descriptor = fileDescriptor
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Data(buffer[0..<count]) }
            if errno != EINTR { return Data() }
        }
    }

    /// Everything up to the end of the stream, read as ``dataRetryingInterrupts()`` reads.
    public func dataToEndRetryingInterrupts() -> Data {
        var all = Data()
        while true {
            let chunk = dataRetryingInterrupts()
            if chunk.isEmpty { return all }
            all.append(chunk)
        }
    }
}
