import Foundation
import Testing

/// The transcript of a deep stack: the path line keeps its first screen and its top end, and
/// counts the rest, so that each command's output does not grow with the depth (issue 16).
@Suite struct LongPathTranscriptTests {
    /// A screen that pushes another of itself, numbered.
    static let manifest = """
        app: {id: deep, name: Deep, root: main}
        routes:
          home:
            title: Home
            actions:
              - {title: Item 1, push: item, with: {n: 1}}
          item:
            title: "Item {n}"
            parameters: {n: int}
            actions:
              - {title: Deeper, push: item, with: {n: 0}}
        coordinators:
          main: {kind: stack, root: home}
        """

    func run(pushes: Int) throws -> ShopRun {
        let scratch = try Scratch()
        let config = scratch.path("deep.yaml")
        try Self.manifest.write(toFile: config, atomically: true, encoding: .utf8)
        let script = (0..<pushes).map { "push item n=\($0 + 1)\n" }.joined()
        return try ShopBinary.run(["run", "--config", config, "--no-state"], input: script, scratch: scratch)
    }

    @Test func aPathOfTwelveScreens_isShownWhole() throws {
        let run = try run(pushes: 11)
        #expect(run.status == 0)
        let whole = "path: Home" + (1...11).map { " > Item \($0)" }.joined() + "\n"
        #expect(run.output.contains(whole))
        #expect(!run.output.contains("more …"))
    }

    @Test func aLongerPath_showsItsFirstScreenAndTopNine() throws {
        let run = try run(pushes: 12)
        #expect(run.status == 0)
        let abbreviated = "path: Home > … 3 more …" + (4...12).map { " > Item \($0)" }.joined() + "\n"
        #expect(run.output.contains(abbreviated))
    }

    @Test func aPathOfThousands_groupsTheCount() throws {
        let run = try run(pushes: 1_200)
        #expect(run.status == 0)
        let abbreviated = "path: Home > … 1,191 more …" + (1_192...1_200).map { " > Item \($0)" }.joined() + "\n"
        #expect(run.output.contains(abbreviated))
        // Every command prints one line of bounded length for the path.
        let longest = run.output.split(separator: "\n").filter { $0.hasPrefix("path: ") }.map(\.count).max() ?? 0
        #expect(longest < 200)
    }
}
