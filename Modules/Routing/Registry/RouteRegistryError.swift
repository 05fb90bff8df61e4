/// Why a ``RouteRegistry`` refused to register a type or to find one by name.
public enum RouteRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Another Swift type is already registered under the name.
    ///
    /// - Parameters:
    ///   - name: The registered name both types claim.
    ///   - registeredType: The fully qualified Swift name of the type registered first.
    ///   - rejectedType: The fully qualified Swift name of the type refused.
    case duplicateName(String, registeredType: String, rejectedType: String)
    /// The type's registered name is ``AnyRoute``'s reserved placeholder.
    case reservedName(String, type: String)
    /// The type's registered name is empty.
    case emptyName(type: String)
    /// No type is registered under the name.
    ///
    /// - Parameters:
    ///   - name: The name asked for.
    ///   - registered: The registered names, sorted.
    case unknownName(String, registered: [String])
    /// An ``AnyRoute`` was decoded by a decoder whose `userInfo` holds no registry under
    /// ``Swift/CodingUserInfoKey/routeRegistry``.
    case missingRegistry

    /// The error as one sentence.
    public var description: String {
        switch self {
        case .duplicateName(let name, let registeredType, let rejectedType):
            "route type name '\(name)' is already registered by \(registeredType); cannot also register \(rejectedType)"
        case .reservedName(let name, let type):
            "route type name '\(name)' is reserved for AnyRoute; cannot register \(type)"
        case .emptyName(let type):
            "route type \(type) has an empty registered name"
        case .unknownName(let name, let registered):
            "unknown route type '\(name)'; registered: \(registered.isEmpty ? "none" : registered.joined(separator: ", "))"
        case .missingRegistry:
            "cannot decode AnyRoute: the decoder's userInfo holds no RouteRegistry under .routeRegistry"
        }
    }
}
