// Stacks' `NavigationContext` as 0.2 code spelled it. `Scripts/check-migration-aliases.sh`
// type-checks this file: it must fail with the message that names the type's new name,
// `PathContext` (the old name is unavailable, not deprecated: see
// Modules/Stacks/Path/PathContext+MigrationAliases.swift). It is not part of any target.

import WayfinderRouting
import WayfinderStacks

enum Screen: RouteType {
    case home
    static let registeredName = "screen"
    var presentationStyle: PresentationStyle { .push }
}

func topLayerStart(of path: RoutePath<Screen>) -> Int? {
    let layer: NavigationContext<Screen>? = path.topContext
    return layer?.startIndex
}
