import ArgumentParser
import WayfinderCLI

/// `shop`: the headless sample app of Wayfinder. It composes `Configs/shop.yaml` into a
/// running navigator and lets scripts or a person at a terminal walk through it. Started from
/// `main.swift`.
struct ShopCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shop",
        abstract: "Wayfinder's headless sample app: run, validate and draw an app manifest.",
        discussion: """
            The app is described by a YAML manifest (Configs/shop.yaml by default, relative to \
            the current directory). `shop run` composes it and reads navigation commands from a \
            script or from standard input; type `help` there for the commands.
            """,
        subcommands: SharedCommands.all(for: Shop.self) + [SoakCommand.self]
    )
}

/// The sample app as a tool: named `shop`, given its manifest by `--config` (`Configs/shop.yaml`
/// by default).
enum Shop: CommandLineTool {
    typealias Manifest = ConfigOption
    static let name = "shop"
}
