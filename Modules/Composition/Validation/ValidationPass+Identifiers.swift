import WayfinderConfig
import WayfinderRouting

extension ValidationPass {
    // MARK: - Every name generated Swift declares

    /// The identifiers one scope of generated Swift declares, each with the manifest name it
    /// comes from, so that two names meeting in one identifier are reported.
    struct IdentifierScope {
        var declared: [String: (name: Marked<String>, role: String)] = [:]
        /// Whether every name of the scope is written as an identifier, so nothing is declared.
        var skipped = false
    }

    /// Checks every identifier `wayfinder generate` would write (``GeneratedNames``): the app's
    /// types, the route and link enums' cases and nested types, their parameters' labels and
    /// pattern locals, `oneOf` options, and the cases of the name enums. Each must be one Swift
    /// accepts (``SwiftIdentifier/isValid(_:)``) and differ from the others of its scope.
    func checkGeneratedIdentifiers() {
        checkAppIdentifiers()
        // Names written as identifiers (`item`, `itemList`) are valid and meet no other such name,
        // as cases or as types: a list of them alone needs no scope (the validator runs this on
        // every manifest, so a plain one pays for no hashing).
        var routeScope = IdentifierScope(skipped: routeNames.allSatisfy(SwiftIdentifier.isMemberAsWritten))
        for name in routeNames {
            guard let route = routes[name] else { continue }
            let parameters = (route.spec.parameters?.entries ?? []).map {
                (Marked($0.key, mark: $0.keyMark, keyPath: route.name.keyPath), $0.value.value)
            }
            declareCase(route.name, role: "route", parameters: parameters, in: &routeScope)
        }
        var linkScope = IdentifierScope(
            skipped: manifest.deepLinks.allSatisfy { SwiftIdentifier.isMemberAsWritten($0.linkName.value) })
        var linkNames = Set<String>()
        for link in manifest.deepLinks where linkNames.insert(link.linkName.value).inserted {
            guard let pattern = try? DeepLinkPattern(link.pattern.value) else { continue }
            var parameters: [(Marked<String>, ParameterType)] = pattern.segments.compactMap { segment in
                guard case .parameter(let name, let type) = segment else { return nil }
                return (Marked(name, mark: link.pattern.mark, keyPath: link.pattern.keyPath), ParameterType(type))
            }
            parameters += pattern.queryParameters.map {
                (Marked($0.name, mark: link.pattern.mark, keyPath: link.pattern.keyPath), ParameterType($0.type))
            }
            declareCase(link.linkName, role: "deep link", parameters: parameters, in: &linkScope)
        }
        let named = coordinatorNames.compactMap { coordinators[$0]?.marked }
        let pages = coordinatorNames.flatMap { coordinators[$0]?.spec.pages ?? [] }.map(\.name)
        let slots = coordinatorNames.compactMap { coordinators[$0]?.spec.slot }
        for (role, names) in [
            ("coordinator", named), ("tab page", pages), ("slot", slots), ("plugin", manifest.plugins.map(\.id)),
        ] {
            var scope = IdentifierScope()
            guard !names.allSatisfy({ SwiftIdentifier.isMemberAsWritten($0.value) }) else { continue }
            for name in names { declare(GeneratedNames.member(name.value), name, role: role, in: &scope) }
        }
    }

    /// The app id's type prefix (`ShopRoute`) and `ComposedApp`'s property for the top route
    /// (`shopRoute`): a prefix without case (`1x`, `日本`) makes both one name, and the
    /// property's type would name the property.
    private func checkAppIdentifiers() {
        let id = manifest.app.id
        let type = SwiftIdentifier.type(id.value) + "Route"
        let property = SwiftIdentifier.member(id.value) + "Route"
        if !SwiftIdentifier.isValid(type) || !SwiftIdentifier.isValid(property) {
            report(id, "app id '\(id.value)' makes '\(type)', which is no Swift identifier; rename it")
        } else if type == property {
            report(
                id,
                "app id '\(id.value)' makes both the type and ComposedApp's property '\(type)' in generated Swift; "
                    + "start it with a letter that has an uppercase form")
        }
    }

    /// Declares a route's or link's case in `scope` with, when it has `oneOf` parameters, the
    /// type of their options; then its parameters' labels, pattern locals, option types and
    /// options, each in their own scope.
    private func declareCase(
        _ name: Marked<String>, role: String, parameters: [(Marked<String>, ParameterType)],
        in scope: inout IdentifierScope
    ) {
        declare(GeneratedNames.member(name.value), name, role: role, in: &scope)
        let withOptions = parameters.filter { if case .oneOf = $0.1 { true } else { false } }
        // Names as written (`item`, `itemId`) convert to distinct identifiers: nothing to check.
        guard
            !(SwiftIdentifier.isMemberAsWritten(name.value)
                && parameters.allSatisfy({ SwiftIdentifier.isMemberAsWritten($0.0.value) }) && withOptions.isEmpty)
        else { return }
        if !withOptions.isEmpty {
            declare(GeneratedNames.type(name.value), name, role: "\(role) (the type of its options)", in: &scope)
        }
        let owner = "\(role) '\(name.value)'"
        var labels = IdentifierScope()
        var locals = IdentifierScope()
        var types = IdentifierScope()
        for (parameter, type) in parameters {
            let what = "parameter of \(owner)"
            declare(GeneratedNames.label(parameter.value), parameter, role: what, in: &labels)
            declare(GeneratedNames.local(parameter.value), parameter, role: what, in: &locals)
            guard case .oneOf(let options) = type else { continue }
            declare(GeneratedNames.type(parameter.value), parameter, role: what, in: &types)
            var cases = IdentifierScope()
            for option in options {
                declare(
                    GeneratedNames.member(option), Marked(option, mark: parameter.mark, keyPath: parameter.keyPath),
                    role: "option of parameter '\(parameter.value)'", in: &cases)
            }
        }
    }

    /// Declares `identifier` (perhaps in backticks) for `name` in `scope`: a finding when it is
    /// no Swift identifier, or when another name already declared it.
    private func declare(_ identifier: String, _ name: Marked<String>, role: String, in scope: inout IdentifierScope) {
        guard !scope.skipped else { return }
        let bare = identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
        if let first = scope.declared[bare] {
            guard first.name.value != name.value || first.role != role else { return }
            if first.name.value == name.value {
                report(
                    name,
                    "\(first.role) '\(name.value)' names both its case and the type of its options '\(bare)' in "
                        + "generated Swift; start it with a letter that has an uppercase form, or rename it")
            } else {
                let other = first.role == role ? "" : "\(first.role) "
                report(
                    name,
                    "\(role) '\(name.value)' and \(other)'\(first.name.value)'\(Self.firstAt(first.name.mark)) "
                        + "are both '\(bare)' in generated Swift; rename one")
            }
            return
        }
        scope.declared[bare] = (name, role)
        if !SwiftIdentifier.isValid(bare) {
            report(name, "\(role) '\(name.value)' becomes '\(bare)', which is no Swift identifier; rename it")
        }
    }
}
