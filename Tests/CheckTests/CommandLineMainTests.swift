import Testing
import WayfinderCLI

/// Which command lines park the main thread (`check` with the headless renderer: main-actor
/// work drained by the dispatch queue alone) and which serve the main run loop.
@Suite struct CommandLineMainTests {
    @Test(arguments: [
        ["check", "Configs/shop.yaml", "--depth", "6"],
        ["check", "--depth", "2", "--json"],
        ["check", "Configs/shop.yaml", "--renderer", "headless"],
        ["check", "Configs/shop.yaml", "--renderer=headless", "--jobs", "2"],
    ])
    func aHeadlessCheck_parksTheMainThread(arguments: [String]) {
        #expect(!CommandLineMain.servesRunLoop(for: arguments))
    }

    @Test(arguments: [
        ["check", "Configs/shop.yaml", "--renderer", "uikit"],
        ["check", "Configs/shop.yaml", "--depth", "3", "--renderer=navigation-stack"],
        ["check", "--renderer"],
        ["run", "Configs/shop.yaml"],
        ["serve", "Configs/shop.yaml"],
        ["replay", "session.jsonl"],
        [],
    ])
    func everyOtherCommandLine_servesTheRunLoop(arguments: [String]) {
        #expect(CommandLineMain.servesRunLoop(for: arguments))
    }
}
