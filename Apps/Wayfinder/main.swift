import WayfinderCLI

CommandLineMain.run(WayfinderCommand.self)
