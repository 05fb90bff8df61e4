import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that carries Wayfinder's macros; `WayfinderMacros` declares them.
@main
struct WayfinderMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [RouteNamesMacro.self]
}
