import SwiftDiagnostics

/// The errors `@RouteNames` reports at compile time.
enum RouteNamesDiagnostic: DiagnosticMessage {
    case notAnEnum(String)
    case duplicateName(String, typeName: String)
    case nameNotALiteral
    case emptyName
    case reservedName
    case registeredNameTwice(String)

    var message: String {
        switch self {
        case .notAnEnum(let found):
            "'@RouteNames' can only be attached to an enum of routes; \(found)"
        case .duplicateName(let name, let typeName):
            "two cases of '\(typeName)' have the route name '\(name)'; route names must be distinct "
                + "(rename one case, or write 'routeName' by hand)"
        case .nameNotALiteral:
            "the registered name must be a string literal without interpolation, such as @RouteNames(\"shop\")"
        case .emptyName:
            "the registered name must not be empty"
        case .reservedName:
            "'\(RegisteredName.reserved)' is reserved for AnyRoute; choose another registered name"
        case .registeredNameTwice(let typeName):
            "'\(typeName)' declares 'registeredName' and '@RouteNames' gives one too; keep one of them"
        }
    }

    var diagnosticID: MessageID {
        let id =
            switch self {
            case .notAnEnum: "notAnEnum"
            case .duplicateName: "duplicateName"
            case .nameNotALiteral: "nameNotALiteral"
            case .emptyName: "emptyName"
            case .reservedName: "reservedName"
            case .registeredNameTwice: "registeredNameTwice"
            }
        return MessageID(domain: "WayfinderMacros", id: id)
    }

    var severity: DiagnosticSeverity { .error }
}

/// The notes attached to `@RouteNames`' errors.
enum RouteNamesNote: NoteMessage {
    case firstCase(String, String)

    var message: String {
        switch self {
        case .firstCase(let name, let typeName): "the first case of '\(typeName)' named '\(name)' is here"
        }
    }

    var noteID: MessageID {
        MessageID(domain: "WayfinderMacros", id: "firstCase")
    }
}
