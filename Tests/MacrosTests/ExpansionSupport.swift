import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@testable import WayfinderMacrosPlugin

/// `@RouteNames` as the compiler sees it: the enum does not state `RouteType` unless the source
/// says so (the compiler passes only the missing conformances; these tests pass `RouteType`).
private let macros = ["RouteNames": MacroSpec(type: RouteNamesMacro.self, conformances: ["RouteType"])]

/// The same, for an enum that already states `RouteType`: no conformance is missing.
private let macrosConforming = ["RouteNames": MacroSpec(type: RouteNamesMacro.self)]

/// Expands `source` and compares the whole result and every diagnostic, recording failures as
/// Swift Testing issues.
func expectExpansion(
    _ source: String,
    expands expanded: String,
    conforming: Bool = true,
    diagnostics: [DiagnosticSpec] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source, expandedSource: expanded, diagnostics: diagnostics,
        macroSpecs: conforming ? macrosConforming : macros, indentationWidth: .spaces(4),
        failureHandler: { failure in Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation) }
    )
}
