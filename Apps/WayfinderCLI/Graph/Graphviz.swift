import Foundation

/// Runs Graphviz's `dot` to turn DOT text into a PNG.
enum Graphviz {
    /// Why no picture was made.
    enum Failure: Error, CustomStringConvertible {
        /// `dot` is not on the `PATH`.
        case notInstalled
        /// `dot` ran and failed.
        ///
        /// - Parameters:
        ///   - status: Its exit status.
        ///   - message: What it wrote on standard error.
        case failed(status: Int32, message: String)
        /// `dot` could not be started.
        case launch(String)

        var description: String {
            switch self {
            case .notInstalled: "Graphviz's dot is not installed; install Graphviz: apt-get install graphviz"
            case .failed(let status, let message): "dot exited with status \(status): \(message)"
            case .launch(let reason): "cannot run dot: \(reason)"
            }
        }
    }

    /// Writes the PNG of `dot` to `path`.
    ///
    /// - Throws: ``Failure``.
    static func render(_ dot: String, to path: String) throws(Failure) {
        guard let executable = find("dot") else { throw .notInstalled }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-Tpng", "-o", path]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .launch(error.localizedDescription)
        }
        input.fileHandleForWriting.write(Data(dot.utf8))
        try? input.fileHandleForWriting.close()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .failed(
                status: process.terminationStatus, message: message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// The first executable named `name` in the `PATH`.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
