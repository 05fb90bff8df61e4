import Foundation
import Testing
import WayfinderConfig
import WayfinderScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Scripts as hostile input: line ends, encodings, files that are not files, open brackets.
@Suite struct ScriptSourceTests {
    @Test func crlfScript_readsAsTheSameLinesAsLF() throws {
        let scratch = try Scratch()
        let crlf = scratch.path("crlf.shop")
        try Data("tab cart\r\ntap 2\r\n# done\r\n".utf8).write(to: URL(fileURLWithPath: crlf))
        let script = try ScriptSource(contentsOf: crlf)
        #expect(script.lines == ["tab cart", "tap 2", "# done"])
        #expect(try script.lines.map(ScriptCommand.parse) == [.tab("cart"), .tap(2, slot: nil), nil])
    }

    /// Hostile review 2: a script saved with a byte-order mark got `unknown command '\u{FEFF}tab'`.
    @Test func aByteOrderMarkAtTheStart_isSkipped() throws {
        let scratch = try Scratch()
        let path = scratch.path("bom.shop")
        try Data([0xEF, 0xBB, 0xBF] + Array("tab cart\ntap 2\n".utf8)).write(to: URL(fileURLWithPath: path))
        let script = try ScriptSource(contentsOf: path)
        #expect(script.lines == ["tab cart", "tap 2"])
        #expect(try script.lines.map(ScriptCommand.parse) == [.tab("cart"), .tap(2, slot: nil)])
        // Only at the start: elsewhere it is text like any other.
        #expect(ScriptSource(name: "x", text: "tab cart\n\u{FEFF}tap 2").lines == ["tab cart", "\u{FEFF}tap 2"])
    }

    @Test func crlfScript_runsLikeTheLFOne() throws {
        let scratch = try Scratch()
        let script = scratch.path("crlf.shop")
        try Data("tab cart\r\ntap 2\r\n".utf8).write(to: URL(fileURLWithPath: script))
        let run = try ShopBinary.run(["run", "--script", script, "--no-state"], scratch: scratch)
        #expect(run.status == 0)
        #expect(run.output.contains("\n> tab cart\n"))
        #expect(run.output.contains("\n> tap 2\n"))
        #expect(!run.errors.contains("error"))
    }

    @Test func scriptWithInvalidUTF8_isRefusedWithLineAndColumn() throws {
        let scratch = try Scratch()
        let path = scratch.path("bad.shop")
        try (Data("tab cart\npush item id=".utf8) + Data([0xFF])).write(to: URL(fileURLWithPath: path))
        #expect(
            throws: ScriptReadError(
                path: path,
                problem: TextFile.Problem(
                    description: "'\(path)' is not UTF-8 text: line 2, column 14: byte 0xFF is not valid UTF-8; "
                        + "save it as UTF-8", line: 2, column: 14))
        ) { try ScriptSource(contentsOf: path) }
        let run = try ShopBinary.run(["run", "--script", path, "--no-state"], scratch: scratch)
        #expect(run.status == 1)
        #expect(
            run.errors == """
                \(path):2:14: error: cannot read the script '\(path)': '\(path)' is not UTF-8 text: line 2, column 14: \
                byte 0xFF is not valid UTF-8; save it as UTF-8

                """)
    }

    @Test func scriptThatIsAFIFO_isRefusedAtOnceWithTheReason() throws {
        let scratch = try Scratch()
        let fifo = scratch.path("pipe.shop")
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = try ShopBinary.run(["run", "--script", fifo, "--no-state"], scratch: scratch)
        #expect(run.status == 1)
        #expect(
            run.errors
                == "error: cannot read the script '\(fifo)': '\(fifo)' is a named pipe (FIFO), not a regular file\n")
    }

    @Test func missingScript_saysSo() throws {
        let scratch = try Scratch()
        let run = try ShopBinary.run(["run", "--script", scratch.path("none.shop"), "--no-state"], scratch: scratch)
        #expect(
            run.errors
                == "error: cannot read the script '\(scratch.path("none.shop"))': no such file '\(scratch.path("none.shop"))'\n"
        )
    }

    @Test func anUnclosedBracket_isAnError_notTheRestOfTheLine() throws {
        #expect(throws: ScriptSyntaxError.unclosedBracket) { try ScriptCommand.parse("push it[m id") }
        #expect(throws: ScriptSyntaxError.unclosedBracket) {
            try ScriptCommand.parse("present filters {detents: [medium")
        }
        #expect(
            try ScriptCommand.parse("present filters {detents: [medium]}  ")
                == .present(route: "filters", parameters: [], style: "{detents: [medium]}"))
    }
}
