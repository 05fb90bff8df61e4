import SwiftSyntaxMacrosGenericTestSupport
import Testing

@testable import WayfinderMacrosPlugin

/// What `@RouteNames` writes, compared whole.
@Suite struct RouteNamesExpansionTests {
    @Test func enumStatingRouteType_getsRouteNameSwitch_andRegisteredNameFromItsTypeName() {
        expectExpansion(
            """
            @RouteNames
            enum ShopRoute: RouteType {
                case item(id: Int)
                case filters, cart
                var presentationStyle: PresentationStyle { .push }
            }
            """,
            expands: """
                enum ShopRoute: RouteType {
                    case item(id: Int)
                    case filters, cart
                    var presentationStyle: PresentationStyle { .push }

                    static var registeredName: String {
                        "shop"
                    }

                    var routeName: String {
                        switch self {
                        case .item:
                            "item"
                        case .filters:
                            "filters"
                        case .cart:
                            "cart"
                        }
                    }
                }
                """)
    }

    @Test func enumNotStatingRouteType_getsTheConformanceInAnExtension() {
        expectExpansion(
            """
            @RouteNames
            enum HomeRoute {
                case feed
            }
            """,
            expands: """
                enum HomeRoute {
                    case feed

                    static var registeredName: String {
                        "home"
                    }

                    var routeName: String {
                        switch self {
                        case .feed:
                            "feed"
                        }
                    }
                }

                extension HomeRoute: RouteType {
                }
                """,
            conforming: false)
    }

    @Test func givenRegisteredName_isUsed_andPublicEnum_getsPublicMembers() {
        expectExpansion(
            """
            @RouteNames("store")
            public enum ShopRoute: RouteType {
                case item(id: Int)
            }
            """,
            expands: """
                public enum ShopRoute: RouteType {
                    case item(id: Int)

                    public static var registeredName: String {
                        "store"
                    }

                    public var routeName: String {
                        switch self {
                        case .item:
                            "item"
                        }
                    }
                }
                """)
    }

    @Test func declaredNames_areKept_notGeneratedAgain() {
        expectExpansion(
            """
            @RouteNames
            enum ShopRoute: RouteType {
                case item(id: Int)
                static let registeredName = "legacy-shop"
            }
            """,
            expands: """
                enum ShopRoute: RouteType {
                    case item(id: Int)
                    static let registeredName = "legacy-shop"

                    var routeName: String {
                        switch self {
                        case .item:
                            "item"
                        }
                    }
                }
                """)
        expectExpansion(
            """
            @RouteNames
            enum ShopRoute: RouteType {
                case item(id: Int)
                var routeName: String { "any" }
            }
            """,
            expands: """
                enum ShopRoute: RouteType {
                    case item(id: Int)
                    var routeName: String { "any" }

                    static var registeredName: String {
                        "shop"
                    }
                }
                """)
    }

    @Test func backtickedAndRawIdentifierCases_areNamedWithoutBackticks() {
        expectExpansion(
            """
            @RouteNames
            enum MenuRoute: RouteType {
                case `default`
                case `self`(id: Int)
            }
            """,
            expands: """
                enum MenuRoute: RouteType {
                    case `default`
                    case `self`(id: Int)

                    static var registeredName: String {
                        "menu"
                    }

                    var routeName: String {
                        switch self {
                        case .`default`:
                            "default"
                        case .`self`:
                            "self"
                        }
                    }
                }
                """)
    }

    @Test func casesInIfBlocks_getTheSameBlocksInTheSwitch_andMayShareNamesAcrossClauses() {
        expectExpansion(
            """
            @RouteNames
            enum DebugRoute: RouteType {
                case home
                #if DEBUG
                case inspector(level: Int)
                #elseif BETA
                case inspector
                #else
                #endif
            }
            """,
            expands: """
                enum DebugRoute: RouteType {
                    case home
                    #if DEBUG
                    case inspector(level: Int)
                    #elseif BETA
                    case inspector
                    #else
                    #endif

                    static var registeredName: String {
                        "debug"
                    }

                    var routeName: String {
                        switch self {
                        case .home:
                            "home"
                        #if DEBUG
                        case .inspector:
                            "inspector"
                        #elseif BETA
                        case .inspector:
                            "inspector"
                        #else
                        #endif
                        }
                    }
                }
                """)
    }

    @Test func enumWithoutCases_getsAnEmptySwitch() {
        expectExpansion(
            """
            @RouteNames("never")
            enum NeverRoute: RouteType {
            }
            """,
            expands: """
                enum NeverRoute: RouteType {

                    static var registeredName: String {
                        "never"
                    }

                    var routeName: String {
                        switch self {
                        }
                    }
                }
                """)
    }

    @Test(arguments: [
        ("ShopRoute", "shop"), ("CheckoutFlowRoutes", "checkoutFlow"), ("URLRoute", "url"),
        ("URLScreenRoute", "urlScreen"), ("Route", "route"), ("Routes", "routes"), ("Settings", "settings"),
        ("ABRoute", "ab"), ("home", "home"), ("HomeRouteRoute", "homeRoute"),
    ])
    func registeredName_isTheTypeNameWithoutRouteInLowerCamelCase(typeName: String, expected: String) {
        #expect(RegisteredName.derived(from: typeName) == expected)
    }
}
