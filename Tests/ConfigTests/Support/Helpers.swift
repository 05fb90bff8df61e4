import Foundation
import Testing
import WayfinderConfig

/// The rendered error of decoding `yaml` as `T`, or `nil` when it decodes.
func renderedError<T: Decodable>(
    _ type: T.Type, _ yaml: String, environment: [String: String] = [:],
    options: YAMLDecoder.Options = .strict, limits: YAMLLimits = YAMLLimits()
) -> String? {
    let decoder = YAMLDecoder(environment: environment, options: options, limits: limits)
    do {
        _ = try decoder.decode(type, from: yaml, sourceName: "test.yaml")
        return nil
    } catch {
        return error.description
    }
}

/// The rendered error of parsing `yaml`, or `nil` when it parses.
func renderedParseError(_ yaml: String, limits: YAMLLimits = YAMLLimits()) -> String? {
    do {
        _ = try YAMLParser.parse(yaml, sourceName: "test.yaml", limits: limits)
        return nil
    } catch {
        return error.description
    }
}

/// The rendered error of parsing the file at `path`, or `nil` when it parses.
func renderedParseError(fileAtPath path: String, limits: YAMLLimits = YAMLLimits()) -> String? {
    do {
        _ = try YAMLParser.parse(fileAtPath: path, limits: limits)
        return nil
    } catch {
        return error.description
    }
}

/// The rendered error of decoding the file at `path` as `T`, or `nil` when it decodes.
func renderedError<T: Decodable>(_ type: T.Type, fileAtPath path: String) -> String? {
    do {
        _ = try YAMLDecoder(environment: [:]).decode(type, fromFile: path)
        return nil
    } catch {
        return error.description
    }
}

/// Decodes `yaml` with the given environment (empty by default) and strict options.
func decode<T: Decodable>(_ type: T.Type, _ yaml: String, environment: [String: String] = [:]) throws -> T {
    try YAMLDecoder(environment: environment).decode(type, from: yaml, sourceName: "test.yaml")
}

/// A fresh directory for fixture files, removed when the value is released.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "wayfinder-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes a file below the directory, creating folders, and returns its path.
    @discardableResult
    func write(_ relativePath: String, _ contents: String) throws -> String {
        let file = path + "/" + relativePath
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try contents.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }
}
