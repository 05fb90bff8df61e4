import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@RouteNames` and `@RouteNames("shop")` on a route enum: a `routeName` that switches over the
/// cases and returns each case's name, a `registeredName` (given, or made from the type's name),
/// and the `RouteType` conformance when the enum does not state it.
///
/// What the enum already declares is kept: a hand-written `routeName` or `registeredName` is not
/// generated again. Misuse is a compile-time error with the type and case names in it.
enum RouteNamesMacro {}

// MARK: - Members

extension RouteNamesMacro: MemberMacro {
    static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
            context.diagnose(
                Diagnostic(node: node, message: RouteNamesDiagnostic.notAnEnum(Self.describe(declaration))))
            return []
        }
        let routes = RouteEnum(enumDecl)
        var diagnostics = routes.duplicateNames()
        let registered = registeredName(from: node, for: routes, diagnostics: &diagnostics)
        guard diagnostics.isEmpty else {
            diagnostics.forEach(context.diagnose)
            return []
        }
        var members: [DeclSyntax] = []
        if let registered {
            members.append(
                """
                \(raw: routes.access)static var registeredName: String {
                    \(StringLiteralExprSyntax(content: registered))
                }
                """)
        }
        if !routes.declaresRouteName {
            members.append(
                """
                \(raw: routes.access)var routeName: String {
                    switch self {\(raw: routes.switchCases().map { "\n" + $0 }.joined())
                    }
                }
                """)
        }
        return members
    }

    /// The registered name to generate: the attribute's argument, else the type's name made into
    /// a route name; `nil` when the enum declares its own (or the argument is wrong: diagnosed).
    private static func registeredName(
        from node: AttributeSyntax, for routes: RouteEnum, diagnostics: inout [Diagnostic]
    ) -> String? {
        guard let argument = node.arguments?.as(LabeledExprListSyntax.self)?.first?.expression else {
            return routes.declaresRegisteredName ? nil : RegisteredName.derived(from: routes.typeName)
        }
        guard let literal = argument.as(StringLiteralExprSyntax.self), let name = literal.representedLiteralValue
        else {
            diagnostics.append(Diagnostic(node: argument, message: RouteNamesDiagnostic.nameNotALiteral))
            return nil
        }
        if routes.declaresRegisteredName {
            diagnostics.append(
                Diagnostic(node: node, message: RouteNamesDiagnostic.registeredNameTwice(routes.typeName)))
        } else if name.isEmpty {
            diagnostics.append(Diagnostic(node: argument, message: RouteNamesDiagnostic.emptyName))
        } else if name == RegisteredName.reserved {
            diagnostics.append(Diagnostic(node: argument, message: RouteNamesDiagnostic.reservedName))
        }
        return name
    }

    private static func describe(_ declaration: some DeclGroupSyntax) -> String {
        switch DeclSyntax(declaration).as(DeclSyntaxEnum.self) {
        case .structDecl(let decl): "'\(decl.name.text)' is a struct"
        case .classDecl(let decl): "'\(decl.name.text)' is a class"
        case .actorDecl(let decl): "'\(decl.name.text)' is an actor"
        case .protocolDecl(let decl): "'\(decl.name.text)' is a protocol"
        case .extensionDecl(let decl): "this is an extension of '\(decl.extendedType.trimmedDescription)'"
        default: "this is not an enum"
        }
    }
}

// MARK: - Conformance

extension RouteNamesMacro: ExtensionMacro {
    static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // The member role reports a declaration that is not an enum; the compiler lists only the
        // protocols the enum does not already conform to.
        guard declaration.is(EnumDeclSyntax.self), !protocols.isEmpty else { return [] }
        let conformances = protocols.map(\.trimmedDescription).joined(separator: ", ")
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: conformances) {}")]
    }
}
