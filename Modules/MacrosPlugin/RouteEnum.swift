import SwiftDiagnostics
import SwiftSyntax

/// What `@RouteNames` reads from an enum: its name, access level, cases (with the `#if` blocks
/// around them) and whether it already declares `routeName` or `registeredName`.
struct RouteEnum {
    /// One case, or one `#if` block of cases.
    enum Member {
        /// A case: its route name (backticks removed), how a pattern spells it, where it is.
        case route(name: String, spelling: String, node: EnumCaseElementSyntax)
        /// An `#if` block: each clause's `#if COND` / `#elseif COND` / `#else` line and its members.
        case conditional([(line: String, members: [Member])])
    }

    let typeName: String
    /// `public ` or `package ` when the enum is, so the generated witnesses match; else empty.
    let access: String
    let members: [Member]
    let declaresRouteName: Bool
    let declaresRegisteredName: Bool

    init(_ decl: EnumDeclSyntax) {
        typeName = decl.name.identifier?.name ?? decl.name.text
        access =
            decl.modifiers.first { ["public", "package"].contains($0.name.text) }.map { "\($0.name.text) " } ?? ""
        members = Self.members(of: decl.memberBlock.members)
        let names = Self.declaredNames(in: decl.memberBlock.members)
        declaresRouteName = names.contains("routeName")
        declaresRegisteredName = names.contains("registeredName")
    }

    // MARK: - Reading

    private static func members(of list: MemberBlockItemListSyntax) -> [Member] {
        list.flatMap { item -> [Member] in
            if let cases = item.decl.as(EnumCaseDeclSyntax.self) {
                return cases.elements.map {
                    .route(name: $0.name.identifier?.name ?? $0.name.text, spelling: $0.name.text, node: $0)
                }
            }
            if let block = item.decl.as(IfConfigDeclSyntax.self) {
                return [.conditional(block.clauses.map { (line: line(of: $0), members: members(in: $0)) })]
            }
            return []
        }
    }

    private static func members(in clause: IfConfigClauseSyntax) -> [Member] {
        guard case .decls(let list) = clause.elements else { return [] }
        return members(of: list)
    }

    private static func line(of clause: IfConfigClauseSyntax) -> String {
        [clause.poundKeyword.text, clause.condition?.trimmedDescription].compactMap { $0 }.joined(separator: " ")
    }

    /// The names of the properties the enum declares, `#if` blocks included.
    private static func declaredNames(in list: MemberBlockItemListSyntax) -> Set<String> {
        var names: Set<String> = []
        for item in list {
            if let variable = item.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                        names.insert(pattern.identifier.identifier?.name ?? pattern.identifier.text)
                    }
                }
            } else if let block = item.decl.as(IfConfigDeclSyntax.self) {
                for clause in block.clauses {
                    if case .decls(let inner) = clause.elements { names.formUnion(declaredNames(in: inner)) }
                }
            }
        }
        return names
    }

    // MARK: - Checking

    /// An error for every case whose name another case already has (overloaded cases such as
    /// `item(id:)` and `item(slug:)`), with a note on the first; cases in different clauses of
    /// one `#if` never meet, so they may share a name.
    func duplicateNames() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        Self.check(members, enclosing: [:], typeName: typeName, into: &diagnostics)
        return diagnostics
    }

    private static func check(
        _ members: [Member], enclosing: [String: EnumCaseElementSyntax], typeName: String,
        into diagnostics: inout [Diagnostic]
    ) {
        var seen = enclosing
        var blocks: [[(line: String, members: [Member])]] = []
        for member in members {
            switch member {
            case .route(let name, _, let node):
                if let first = seen[name] {
                    diagnostics.append(
                        Diagnostic(
                            node: node.name, message: RouteNamesDiagnostic.duplicateName(name, typeName: typeName),
                            notes: [
                                Note(node: Syntax(first.name), message: RouteNamesNote.firstCase(name, typeName))
                            ]))
                } else {
                    seen[name] = node
                }
            case .conditional(let clauses):
                blocks.append(clauses)
            }
        }
        for clauses in blocks {
            for clause in clauses { check(clause.members, enclosing: seen, typeName: typeName, into: &diagnostics) }
        }
    }

    // MARK: - Writing

    /// The body of `switch self`: one `case .item: "item"` per case, inside the same `#if` blocks.
    func switchCases() -> [String] {
        Self.lines(for: members)
    }

    private static func lines(for members: [Member]) -> [String] {
        members.flatMap { member -> [String] in
            switch member {
            case .route(let name, let spelling, _):
                return ["case .\(spelling):", "    \(StringLiteralExprSyntax(content: name).description)"]
            case .conditional(let clauses):
                return clauses.flatMap { [$0.line] + lines(for: $0.members) } + ["#endif"]
            }
        }
    }
}
