import SwiftSyntaxMacrosGenericTestSupport
import Testing

@testable import WayfinderMacrosPlugin

/// Misuse of `@RouteNames` is a compile-time error that names the type and the case.
@Suite struct RouteNamesDiagnosticTests {
    @Test func onAStruct_isAnError_namingTheType() {
        expectExpansion(
            """
            @RouteNames
            struct Settings: RouteType {
                var presentationStyle: PresentationStyle { .push }
            }
            """,
            expands: """
                struct Settings: RouteType {
                    var presentationStyle: PresentationStyle { .push }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@RouteNames' can only be attached to an enum of routes; 'Settings' is a struct",
                    line: 1, column: 1)
            ])
    }

    @Test func onAClassOrAnExtension_isAnError() {
        expectExpansion(
            """
            @RouteNames
            final class Screen {
            }
            """,
            expands: """
                final class Screen {
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@RouteNames' can only be attached to an enum of routes; 'Screen' is a class",
                    line: 1, column: 1)
            ])
        expectExpansion(
            """
            @RouteNames
            extension ShopRoute {
            }
            """,
            expands: """
                extension ShopRoute {
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@RouteNames' can only be attached to an enum of routes; this is an extension of 'ShopRoute'",
                    line: 1, column: 1)
            ])
    }

    @Test func overloadedCases_sharingAName_areAnError_withANoteOnTheFirst() {
        expectExpansion(
            """
            @RouteNames
            enum ShopRoute: RouteType {
                case item(id: Int)
                case filters
                case item(slug: String)
            }
            """,
            expands: """
                enum ShopRoute: RouteType {
                    case item(id: Int)
                    case filters
                    case item(slug: String)
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "two cases of 'ShopRoute' have the route name 'item'; route names must be distinct "
                        + "(rename one case, or write 'routeName' by hand)",
                    line: 5, column: 10,
                    notes: [
                        NoteSpec(message: "the first case of 'ShopRoute' named 'item' is here", line: 3, column: 10)
                    ])
            ])
    }

    @Test func aCaseInAnIfBlock_sharingANameWithAnUnconditionalCase_isAnError() {
        expectExpansion(
            """
            @RouteNames
            enum DebugRoute: RouteType {
                case inspector
                #if DEBUG
                case inspector(level: Int)
                #endif
            }
            """,
            expands: """
                enum DebugRoute: RouteType {
                    case inspector
                    #if DEBUG
                    case inspector(level: Int)
                    #endif
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "two cases of 'DebugRoute' have the route name 'inspector'; route names must be distinct "
                        + "(rename one case, or write 'routeName' by hand)",
                    line: 5, column: 10,
                    notes: [
                        NoteSpec(
                            message: "the first case of 'DebugRoute' named 'inspector' is here", line: 3, column: 10)
                    ])
            ])
    }

    @Test func registeredName_thatIsNotALiteral_isEmpty_orReserved_isAnError() {
        let cases: [(argument: String, message: String)] = [
            (
                "name",
                "the registered name must be a string literal without interpolation, such as @RouteNames(\"shop\")"
            ),
            (
                "\"shop\\(1)\"",
                "the registered name must be a string literal without interpolation, such as @RouteNames(\"shop\")"
            ),
            ("\"\"", "the registered name must not be empty"),
            (
                "\"wayfinder.any-route\"",
                "'wayfinder.any-route' is reserved for AnyRoute; choose another registered name"
            ),
        ]
        for (argument, message) in cases {
            expectExpansion(
                """
                @RouteNames(\(argument))
                enum ShopRoute: RouteType {
                    case item
                }
                """,
                expands: """
                    enum ShopRoute: RouteType {
                        case item
                    }
                    """,
                diagnostics: [DiagnosticSpec(message: message, line: 1, column: 13)])
        }
    }

    @Test func registeredName_givenTwice_isAnError() {
        expectExpansion(
            """
            @RouteNames("shop")
            enum ShopRoute: RouteType {
                case item
                static let registeredName = "store"
            }
            """,
            expands: """
                enum ShopRoute: RouteType {
                    case item
                    static let registeredName = "store"
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'ShopRoute' declares 'registeredName' and '@RouteNames' gives one too; keep one of them",
                    line: 1, column: 1)
            ])
    }
}
