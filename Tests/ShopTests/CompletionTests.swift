import Testing
import WayfinderCLI

/// What Tab inserts or lists, word by word.
@Suite("Completion")
struct CompletionTests {
    static let vocabulary = CompletionVocabulary(
        commands: ["tab", "tap", "push", "present", "pop-to-root", "flow", "badge", "quit"],
        routes: ["cart", "category", "item"], tabs: ["home", "search", "cart"],
        coordinators: ["checkout", "settings"], slots: ["recommendations"])

    @Test(arguments: [
        ("tab se", Completion(insertion: "arch ", choices: [])),
        ("ta", Completion(insertion: "", choices: ["tab", "tap"])),
        ("pu", Completion(insertion: "sh ", choices: [])),
        ("p", Completion(insertion: "", choices: ["pop-to-root", "present", "push"])),
        ("push ca", Completion(insertion: "", choices: ["cart", "category"])),
        ("push cat", Completion(insertion: "egory ", choices: [])),
        ("present i", Completion(insertion: "tem ", choices: [])),
        ("badge c", Completion(insertion: "art ", choices: [])),
        ("tap-tab h", Completion(insertion: "ome ", choices: [])),
        ("flow s", Completion(insertion: "ettings ", choices: [])),
        ("tap r", Completion(insertion: "ecommendations ", choices: [])),
        ("tab ", Completion(insertion: "", choices: ["cart", "home", "search"])),
        ("tab zz", Completion(insertion: "", choices: [])),
        ("push item i", Completion(insertion: "", choices: [])),
        ("quit now", Completion(insertion: "", choices: [])),
    ])
    func completion_ofTheWordBeforeTheCursor(_ text: String, _ expected: Completion) {
        #expect(Completion.of(text, in: Self.vocabulary) == expected)
    }

    @Test(arguments: [
        ("window ", Completion(insertion: "", choices: ["close", "focus", "move", "open"])),
        ("window f", Completion(insertion: "ocus ", choices: [])),
        ("window open it", Completion(insertion: "em ", choices: [])),
        ("window focus ", Completion(insertion: "", choices: ["1", "2"])),
        ("window close 2", Completion(insertion: " ", choices: [])),
        ("window move n", Completion(insertion: "ew ", choices: [])),
        ("window move ", Completion(insertion: "", choices: ["1", "2", "new"])),
        ("window open item i", Completion(insertion: "", choices: [])),
        ("windows ", Completion(insertion: "", choices: [])),
    ])
    func completion_ofWindowCommands_subcommandsThenRoutesOrNumbers(_ text: String, _ expected: Completion) {
        let vocabulary = CompletionVocabulary(
            commands: ["window", "windows"], routes: ["item", "cart"], windows: ["1", "2"])
        #expect(Completion.of(text, in: vocabulary) == expected)
    }

    @Test func completion_sharedPrefixOfSeveral_isInsertedBeforeAnyListing() {
        let vocabulary = CompletionVocabulary(commands: ["swipe-back", "swipe-back-cancel", "swipe-down"])
        #expect(Completion.of("sw", in: vocabulary) == Completion(insertion: "ipe-", choices: []))
        #expect(
            Completion.of("swipe-", in: vocabulary)
                == Completion(insertion: "", choices: ["swipe-back", "swipe-back-cancel", "swipe-down"]))
    }
}
