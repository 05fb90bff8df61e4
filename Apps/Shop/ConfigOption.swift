import ArgumentParser
import WayfinderCLI

/// `--config PATH`: how every `shop` subcommand is given its manifest, `Configs/shop.yaml`
/// unless told otherwise.
struct ConfigOption: ManifestArgument {
    /// The default manifest, relative to the current directory.
    static let defaultPath = "Configs/shop.yaml"

    @Option(
        name: .long, help: ArgumentHelp("The app manifest, relative to the current directory.", valueName: "path"))
    var config: String = ConfigOption.defaultPath

    var path: String { config }
}
