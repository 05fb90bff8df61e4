import Foundation
import Testing

/// Values that could not be saved or that would act on the terminal, from scripts, manifests
/// and links.
@Suite struct HostileValueTests {
    /// A manifest with a double parameter, a title holding an escape sequence, and a deep link.
    static let manifest = #"""
        app: {id: prices, name: Prices, root: main}
        routes:
          home:
            title: "Home \e]0;pwned\a"
            actions:
              - {title: Price 2, push: price, with: {amount: 2}}
          price:
            title: "Price {amount}"
            parameters: {amount: double}
            actions:
              - {title: Back, back: }
          note:
            title: "Note {text}"
            parameters: {text: string}
        coordinators:
          main: {kind: stack, root: home}
        deepLinks:
          - {pattern: "prices://note/:text", route: note}
        plugins:
          - {id: deep-links}
        """#

    func run(_ input: String, manifest: String = Self.manifest) throws -> ShopRun {
        let scratch = try Scratch()
        let config = scratch.path("prices.yaml")
        try manifest.write(toFile: config, atomically: true, encoding: .utf8)
        return try ShopBinary.run(["run", "--config", config, "--no-state"], input: input, scratch: scratch)
    }

    func validate(_ manifest: String) throws -> ShopRun {
        let scratch = try Scratch()
        let config = scratch.path("prices.yaml")
        try manifest.write(toFile: config, atomically: true, encoding: .utf8)
        return try ShopBinary.run(["validate", "--config", config], scratch: scratch)
    }

    @Test func aDoubleOfNaNOrInfinity_isRefusedFromAScript() throws {
        let run = try run("push price amount=nan\npush price amount=inf\npush price amount=1e400\n")
        #expect(run.status == 1)
        for (line, value) in [(1, "nan"), (2, "inf"), (3, "1e400")] {
            #expect(
                run.output.contains(
                    "<stdin>:\(line): error: push price: parameter 'amount' is double, found '\(value)'"))
        }
    }

    @Test func aNonFiniteDoubleInAManifest_isAFinding() throws {
        let checked = try validate(Self.manifest.replacingOccurrences(of: "{amount: 2}", with: "{amount: .nan}"))
        #expect(checked.status == 1)
        #expect(
            (checked.output + checked.errors).contains(
                "error: routes.home.actions[0].with.amount: parameter 'amount' of route 'price' must be a double, "
                    + "found .nan, which is not a finite number"))
    }

    @Test func aWholeDouble_readsTheSameFromEverySource() throws {
        let run = try run("tap 1\nback\npush price amount=2.0\n")
        #expect(run.status == 0)
        let titles = run.output.split(separator: "\n").filter { $0.hasPrefix("Price ") }
        #expect(titles == ["Price 2", "Price 2"])
    }

    @Test func aYAMLBooleanForText_saysToQuoteIt() throws {
        let manifest = Self.manifest
            .replacingOccurrences(
                of: "parameters: {amount: double}", with: "parameters: {amount: \"oneOf(true|false)\"}"
            )
            .replacingOccurrences(of: "{amount: 2}", with: "{amount: true}")
        let checked = try validate(manifest)
        #expect(
            (checked.output + checked.errors).contains(
                "parameter 'amount' of route 'price' must be one of (true|false), found true, which YAML reads as a "
                    + "boolean (write \"true\" for text)"))
    }

    @Test func escapeSequencesInALinkAndATitle_areShownNotObeyed() throws {
        let run = try run("open prices://note/1%1B%5D0;pwned%07\n")
        #expect(run.status == 0)
        #expect(!run.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(run.output.contains("path: Home \\u{1B}]0;pwned\\u{7} > Note 1\\u{1B}]0;pwned\\u{7}\n"))
    }
}

/// Run-time refusals in the screens' words, the engine's account kept for `--verbose`.
@Suite struct RefusalWordsTests {
    @Test func aFlowStartedOnASheetWithoutNavigation_isRefusedInTheScreensWords() throws {
        let scratch = try Scratch()
        let plain = try ShopBinary.run(
            ["run", "--no-state"], input: "present filters\nflow checkout\n", scratch: scratch)
        #expect(
            plain.output.contains(
                "<stdin>:2: error: flow checkout: 'Filters' is presented without navigation, so nothing can be pushed "
                    + "on it; close it first, or give route 'filters' 'withNavigation: true'\n"))
        #expect(!plain.output.contains("beginScope"))
        let verbose = try ShopBinary.run(
            ["run", "--no-state", "--verbose"], input: "present filters\nflow checkout\n", scratch: scratch)
        #expect(verbose.output.contains("  detail: flow checkout: c1.stack: beginScope("))
    }

    /// A base coordinator presented on its own holds its layer alone; a push while it is on top
    /// names its screen's title, not the scope the engine keeps for it.
    @Test func aPushAboveAPanelPresentedOnItsOwn_namesThePanel() throws {
        let scratch = try Scratch()
        let manifest = scratch.path("panel.yaml")
        try """
        app: {id: panel, name: Panel, root: main}
        routes:
          home: {title: Home, actions: [{title: Open, flow: panel}, {title: Detail, push: detail}]}
          panel-screen: {title: Quick panel, actions: [{title: Close, finish: }]}
          detail: {title: Detail}
        coordinators:
          main: {kind: stack, root: home}
          panel: {kind: base, root: panel-screen, mode: present}
        """.write(toFile: manifest, atomically: true, encoding: .utf8)
        let plain = try ShopBinary.run(
            ["run", manifest, "--no-state"], tool: "wayfinder", input: "tap 1\npush detail\n", scratch: scratch)
        #expect(
            plain.output.contains(
                "<stdin>:2: error: push detail: 'Quick panel' is presented on its own, so nothing can be shown above "
                    + "it; close it first, or make its coordinator a 'stack' coordinator with a modal 'presentation'\n"),
            "\(plain.output)")
        #expect(!plain.output.contains("owned scope"))
        #expect(plain.status == 1)
    }

    @Test func aBackSwipeOnTheFirstScreen_namesTheScreen() throws {
        let scratch = try Scratch()
        let run = try ShopBinary.run(["run", "--no-state"], input: "swipe-back\n", scratch: scratch)
        #expect(
            run.output.contains(
                "<stdin>:1: error: swipe-back: 'Home' is the first screen of its stack; there is nothing to go back to")
        )
    }
}
