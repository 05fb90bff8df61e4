import WayfinderCLI

CommandLineMain.run(ShopCommand.self)
