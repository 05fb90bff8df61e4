import Foundation
import Testing

/// Hostile review 2, finding 8: validation printed every finding, and slowly (4,000
/// undefined-route findings: 21.7 s against 0.33 s for 500). It prints the first 50 now, then how
/// many more there are; `--all-findings` prints them all.
@Suite struct FindingsCapTests {
    /// A manifest whose `count` screens each push a route that is not defined.
    static func manifest(undefined count: Int) -> String {
        var text = "app: {id: many, name: Many, root: main}\nroutes:\n  home:\n    title: Home\n    actions:\n"
        for index in 0..<count {
            text += "      - {title: Go \(index), push: missing\(index)}\n"
        }
        return text + "coordinators:\n  main: {kind: stack, root: home}\n"
    }

    func validate(_ manifest: String, _ extra: [String] = []) throws -> ShopRun {
        let scratch = try Scratch()
        let config = scratch.path("many.yaml")
        try manifest.write(toFile: config, atomically: true, encoding: .utf8)
        return try ShopBinary.run(["validate", "--config", config] + extra, scratch: scratch)
    }

    @Test func pastFiftyFindings_theRestAreCounted() throws {
        let run = try validate(Self.manifest(undefined: 60))
        #expect(run.status == 1)
        #expect(run.errors.components(separatedBy: ": error: ").count - 1 == 50)
        #expect(run.errors.contains("undefined route 'missing49'"))
        #expect(!run.errors.contains("undefined route 'missing50'"))
        #expect(
            run.errors.hasSuffix("and 10 more findings (validate --all-findings prints them all)\n"),
            "\(run.errors.suffix(200))")
    }

    @Test func allFindings_printsEveryOne() throws {
        let run = try validate(Self.manifest(undefined: 60), ["--all-findings"])
        #expect(run.status == 1)
        #expect(run.errors.components(separatedBy: ": error: ").count - 1 == 60)
        #expect(!run.errors.contains("more findings"))
    }
}
