// The umbrella module: `import Wayfinder` brings in every engine module.
@_exported import WayfinderComposition
@_exported import WayfinderConfig
@_exported import WayfinderCoordinators
@_exported import WayfinderPersistence
@_exported import WayfinderRouting
@_exported import WayfinderStacks
