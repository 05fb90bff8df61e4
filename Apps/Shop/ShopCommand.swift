import ArgumentParser

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
        subcommands: [
            RunCommand.self, ValidateCommand.self, GraphCommand.self, StateCommand.self, SoakCommand.self,
            ServeCommand.self,
        ]
    )
}
