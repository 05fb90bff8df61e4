import Testing
import WayfinderScript

// The code of WayfinderScript's landing page. Compiled only: composing the shop starts its
// plugins, which write analytics files (ScriptTests' AppSessionTests runs the same calls).

@MainActor
func driveTheShopLineByLine() async throws {
    let session = try await AppSession.compose(manifestAt: "Configs/shop.yaml", stateRestoration: false)
    try await session.run("tab cart")
    let refusal = await #expect(throws: CommandError.self) { try await session.run("tap 1") }
    #expect(refusal?.isRedirect == true)  // the auth guard shows its login screen
    #expect(session.screen.contains("path: Cart ^ Log in (fullScreenCover)"))
    await session.app.stop()
}
