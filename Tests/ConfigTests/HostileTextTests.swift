import Foundation
import Testing
import WayfinderConfig

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hostile text at the Config door: bad UTF-8, control characters, CRLF, FIFOs, totals.
@Suite struct HostileTextTests {
    // MARK: - UTF-8

    @Test func invalidUTF8InAManifest_isRefusedWithItsLineAndColumn() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/bad.yaml"
        try Data("app:\n  id: shop\n  name: Sh\u{e9}".utf8.dropLast(2) + [0xFF, 0x70]).write(
            to: URL(fileURLWithPath: path))
        #expect(
            renderedParseError(fileAtPath: path) == """
                \(path):3:11: error: cannot read the configuration: '\(path)' is not UTF-8 text: \
                line 3, column 11: byte 0xFF is not valid UTF-8; save it as UTF-8
                """)
    }

    @Test func invalidUTF8InAnInclude_isReportedAtTheInclude() throws {
        let directory = try TemporaryDirectory()
        let main = try directory.write("main.yaml", "routes: !include routes.yaml\n")
        try Data([0x61, 0x3A, 0x20, 0xC3, 0x28]).write(to: URL(fileURLWithPath: directory.path + "/routes.yaml"))
        let rendered = try #require(renderedParseError(fileAtPath: main))
        #expect(rendered.hasPrefix("\(main):1:9: error: routes: cannot include 'routes.yaml': "))
        #expect(rendered.contains("is not UTF-8 text: line 1, column 4: byte 0xC3 is not valid UTF-8"))
    }

    @Test func sourceLines_decodeValidUTF8AndRefuseTheFirstBadByte() throws {
        #expect(try SourceLines.decode(Array("caf\u{e9}\n\u{1F6D2}".utf8)) == "caf\u{e9}\n\u{1F6D2}")
        #expect(throws: SourceLines.InvalidUTF8(line: 2, column: 3, offset: 8, byte: 0xC0)) {
            try SourceLines.decode(Array("\u{e9}t\u{e9}\nab".utf8) + [0xC0, 0x80])
        }
    }

    // MARK: - Line ends

    @Test func crlfAndLF_giveTheSameLines() {
        #expect(SourceLines.split("tab cart\r\npush item id=3\r\n") == ["tab cart", "push item id=3"])
        #expect(SourceLines.split("tab cart\npush item id=3\n") == ["tab cart", "push item id=3"])
        #expect(SourceLines.split("a\r\n\r\nb") == ["a", "", "b"])
    }

    // MARK: - Terminal escaping

    @Test func escape_showsEscapeSequencesInsteadOfObeyingThem() {
        #expect(TerminalText.escape("1\u{1B}]0;pwned\u{07}") == "1\\u{1B}]0;pwned\\u{7}")
        #expect(TerminalText.escape("a\u{9B}b\u{7F}c\u{202E}d") == "a\\u{9B}b\\u{7F}c\\u{202E}d")
        #expect(TerminalText.escape("Caf\u{e9} \u{1F6D2}\tcart \\u{1B}") == "Caf\u{e9} \u{1F6D2}\tcart \\u{1B}")
        #expect(TerminalText.escape("two\nlines\r") == "two\\u{A}lines\\u{D}")
    }

    @Test func escapeLines_keepsLineBreaksAndEscapesTheRest() {
        #expect(TerminalText.escapeLines("a\u{1B}[2J\r\nb\n") == "a\\u{1B}[2J\nb\n")
        #expect(TerminalText.escapeLines("plain\ntext\n") == "plain\ntext\n")
    }

    @Test func aDiagnosticQuotingControlCharacters_escapesThemAndKeepsTheCaretUnderTheColumn() {
        #expect(
            renderedParseError("title: \"\u{1B}]0;x\u{07}\"") == """
                test.yaml:1:9: error: control characters are not allowed (#x1B)
                    title: "\\u{1B}]0;x\\u{7}"
                            ^
                """)
        #expect(
            renderedParseError("title: \"\u{202E}x\" : bad") == """
                test.yaml:1:13: error: mapping values are not allowed in this context
                    title: "\\u{202E}x" : bad
                                       ^
                """)
    }

    // MARK: - Files that are not files

    @Test func aFIFOAsTheConfiguration_isRefusedWithoutOpeningIt() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.path + "/pipe.yaml"
        #expect(mkfifo(fifo, 0o600) == 0)
        let clock = ContinuousClock()
        var rendered: String?
        let elapsed = clock.measure { rendered = renderedParseError(fileAtPath: fifo) }
        #expect(
            rendered == "error: cannot read the configuration: '\(fifo)' is a named pipe (FIFO), not a regular file")
        #expect(elapsed < .seconds(5))
    }

    @Test func textFile_namesTheRealProblem() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: TextFile.Problem(description: "'\(directory.path)' is a directory")) {
            try TextFile.read(directory.path, limit: 100)
        }
        #expect(throws: TextFile.Problem(description: "'/dev/null' is a device, not a regular file")) {
            try TextFile.read("/dev/null", limit: 100)
        }
    }

    // MARK: - Totals across includes

    @Test func siblingIncludes_areBoundedByTheTotalBytes_reportedAtTheIncludeWithTheChain() throws {
        let directory = try TemporaryDirectory()
        let chunk = "k: \"" + String(repeating: "x", count: 900) + "\"\n"
        for index in 1...4 { try directory.write("part\(index).yaml", chunk) }
        let main = try directory.write(
            "main.yaml", (1...4).map { "p\($0): !include part\($0).yaml" }.joined(separator: "\n") + "\n")
        let rendered = renderedParseError(fileAtPath: main, limits: YAMLLimits(maxTotalBytes: 2_500))
        #expect(
            rendered == """
                \(main):3:5: error: p3: the configuration and its includes are 2814 bytes so far, more than the \
                limit of 2500 in all (in \(directory.path)/part3.yaml, included at \(main):3:5)
                    p3: !include part3.yaml
                        ^
                """)
    }

    /// Hostile review 2, finding 7: a file included again was not counted (200 x 7.9 MB
    /// validated "ok"), nor one spelled another way (`./big.yaml`, `../dir/big.yaml`).
    @Test func theSameFileIncludedAgain_countsAgain_howeverItsPathIsSpelled() throws {
        let directory = try TemporaryDirectory()
        try directory.write("big.yaml", "k: \"" + String(repeating: "x", count: 900) + "\"\n")
        let folder = URL(fileURLWithPath: directory.path).lastPathComponent
        let main = try directory.write(
            "main.yaml", "a: !include big.yaml\nb: !include ./big.yaml\nc: !include ../\(folder)/big.yaml\n")
        let rendered = try #require(renderedParseError(fileAtPath: main, limits: YAMLLimits(maxTotalBytes: 2_500)))
        #expect(rendered.hasPrefix("\(main):3:4: error: c: the configuration and its includes are "), "\(rendered)")
        #expect(rendered.contains("bytes so far, more than the limit of 2500 in all"), "\(rendered)")
        // Twice fits.
        let twice = try directory.write("twice.yaml", "a: !include big.yaml\nb: !include ./big.yaml\n")
        #expect(renderedParseError(fileAtPath: twice, limits: YAMLLimits(maxTotalBytes: 2_500)) == nil)
    }

    @Test func nodes_areBoundedInTotal_acrossNestedIncludes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("inner.yaml", "[" + (1...50).map(String.init).joined(separator: ", ") + "]\n")
        let middle = try directory.write("middle.yaml", "list: !include inner.yaml\n")
        let main = try directory.write("main.yaml", "a: [1, 2, 3]\nb: !include middle.yaml\n")
        let rendered = try #require(renderedParseError(fileAtPath: main, limits: YAMLLimits(maxTotalNodes: 40)))
        #expect(rendered.hasPrefix("\(directory.path)/inner.yaml:1:"))
        #expect(rendered.contains(": error: b.list["))
        #expect(
            rendered.contains(
                "the configuration and its includes hold more than the limit of 40 nodes in all (in "
                    + "\(directory.path)/inner.yaml, included at \(middle):1:7, included at \(main):2:4)"))
    }

    @Test func totals_defaultsAreDocumented() {
        #expect(YAMLLimits().maxTotalBytes == 16 * 1024 * 1024)
        #expect(YAMLLimits().maxTotalNodes == 250_000)
    }
}

/// Found by the terminal-text fuzz target.
@Suite struct CaretAfterEscapeTests {
    @Test func aCombiningMarkAfterAnEscapedCharacter_keepsTheCaretWithinTheQuotedLine() throws {
        let rendered = try #require(renderedParseError("'\u{2066}\u{0619}\u{FFFD}"))
        let lines = rendered.split(separator: "\n")
        try #require(lines.count == 3)
        #expect(lines[1] == "    '\\u{2066}\u{0619}\u{FFFD}")
        #expect(lines[2].hasSuffix("^"))
        #expect(lines[2].count <= lines[1].count + 1)
    }
}

/// Columns count Unicode scalars; the caret goes under the character holding that scalar.
@Suite struct CaretColumnTests {
    @Test func combiningMarksBeforeTheColumn_doNotPushTheCaretRight() throws {
        // `e` + U+0301 is one character of two scalars; libyaml counts the scalars.
        let rendered = try #require(renderedParseError("k: \"e\u{0301}e\u{0301}\" : x"))
        #expect(
            rendered == """
                test.yaml:1:11: error: mapping values are not allowed in this context
                    k: "e\u{0301}e\u{0301}" : x
                            ^
                """)
    }
}
