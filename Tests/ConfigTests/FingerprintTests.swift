import Foundation
import Testing

@testable import WayfinderConfig

/// `YAMLNode.fingerprint(environment:)` (issue 30): a manifest's hash that every process agrees
/// on, over what the manifest says after includes and `${NAME}`, not how it is written.
@Suite struct FingerprintTests {
    @Test func sha256_matchesTheStandardVectors() {
        #expect(SHA256.hex(of: []) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hex(of: [UInt8](repeating: 0x61, count: 1_000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func layoutAndComments_doNotChangeTheFingerprint() throws {
        let first = try YAMLParser.parse("a: 1\nb: [x, y]  # note\n", sourceName: "a.yaml")
        let second = try YAMLParser.parse("a:   1\nb:\n  - x\n  - y\n", sourceName: "b.yaml")
        #expect(first.fingerprint(environment: [:]) == second.fingerprint(environment: [:]))
        #expect(first.fingerprint(environment: [:]).hasPrefix("sha256:"))
        #expect(first.fingerprint(environment: [:]).count == 7 + 64)
    }

    @Test func valuesKeysOrderAndEnvironment_doChangeIt() throws {
        let base = try YAMLParser.parse("a: 1\nb: ${NAME:-x}\n", sourceName: "a.yaml")
        let hashes = try [
            base.fingerprint(environment: [:]),
            base.fingerprint(environment: ["NAME": "y"]),
            YAMLParser.parse("a: 2\nb: x\n", sourceName: "a.yaml").fingerprint(environment: [:]),
            YAMLParser.parse("b: x\na: 1\n", sourceName: "a.yaml").fingerprint(environment: [:]),
            YAMLParser.parse("a: [1]\nb: x\n", sourceName: "a.yaml").fingerprint(environment: [:]),
            YAMLParser.parse("a: ~\nb: x\n", sourceName: "a.yaml").fingerprint(environment: [:]),
            YAMLParser.parse("a: '1'\nb: x\n", sourceName: "a.yaml").fingerprint(environment: [:]),
        ]
        #expect(Set(hashes).count == hashes.count)
        // `${NAME:-x}` with NAME unset reads as `x`.
        #expect(
            try base.fingerprint(environment: [:])
                == YAMLParser.parse("a: 1\nb: x\n", sourceName: "c.yaml").fingerprint(environment: [:]))
    }

    @Test func anIncludedFile_isHashedByItsContent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fingerprint-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("main.yaml").path
        try "routes: !include routes.yaml\n".write(toFile: main, atomically: true, encoding: .utf8)
        let routes = folder.appendingPathComponent("routes.yaml").path
        try "home: {title: Home}\n".write(toFile: routes, atomically: true, encoding: .utf8)
        let before = try YAMLParser.parse(fileAtPath: main).fingerprint(environment: [:])
        #expect(
            before
                == (try YAMLParser.parse("routes: {home: {title: Home}}", sourceName: "x").fingerprint(environment: [:]))
        )
        try "home: {title: Start}\n".write(toFile: routes, atomically: true, encoding: .utf8)
        #expect(try YAMLParser.parse(fileAtPath: main).fingerprint(environment: [:]) != before)
    }
}
