import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting

/// The sample shop's route loaders, for the `load:` keys of `Configs/shop.yaml`: `item` makes the
/// ``ShopItem`` its item screen shows, `category` the ``ShopCategory``. Both finish at once (the
/// shop's catalog is in memory), so the tour and an interactive session never wait; a script
/// that wants to decide when a load ends wraps them (`loads manual`).
///
/// ``WayfinderComposition/PluginRegistry/shop()`` provides them with the bundled plugins:
/// the registry every tool and test composing the shop uses.
public enum ShopLoaders {
    /// `item`: the item whose `id` the route names.
    public static let item = RouteLoader("item") { request in
        guard case .int(let id)? = request.parameters["id"] else { throw ShopLoadError.missing("id", of: request) }
        return ShopItem(id: id)
    }

    /// `category`: the category whose `slug` the route names.
    public static let category = RouteLoader("category") { request in
        guard case .string(let slug)? = request.parameters["slug"], !slug.isEmpty else {
            throw ShopLoadError.missing("slug", of: request)
        }
        return ShopCategory(slug: slug)
    }

    /// Both loaders.
    public static var all: [RouteLoader] { [item, category] }
}

/// An item of the sample shop, as its item screen shows it.
public struct ShopItem: Hashable, Sendable, CustomStringConvertible {
    /// The item's number, from the route's `id`.
    public let id: Int
    /// The item's name: `Item 3`.
    public var name: String { "Item \(id)" }

    /// The item numbered `id`.
    public init(id: Int) {
        self.id = id
    }

    /// `item 3: Item 3`.
    public var description: String { "item \(id): \(name)" }
}

/// A category of the sample shop, as its category screen shows it.
public struct ShopCategory: Hashable, Sendable, CustomStringConvertible {
    /// The category's slug, from the route's `slug`: `running-shoes`.
    public let slug: String
    /// The category's name, its slug's words capitalized: `Running Shoes`.
    public var name: String {
        slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// The category named by `slug`.
    public init(slug: String) {
        self.slug = slug
    }

    /// `category shoes: Shoes`.
    public var description: String { "category \(slug): \(name)" }
}

/// Why a shop loader could not load: its route lacks the parameter it loads by.
public struct ShopLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter missing or of another type.
    public let parameter: String
    /// The request, as text (`item`).
    public let request: String

    static func missing(_ parameter: String, of request: LoadRequest) -> ShopLoadError {
        ShopLoadError(parameter: parameter, request: request.description)
    }

    /// `'item' has no id to load by`.
    public var description: String { "'\(request)' has no \(parameter) to load by" }
}

extension ProvidedLoaders {
    /// Provides the shop's loaders (``ShopLoaders``), in place of any provided before under
    /// their names.
    public mutating func provideShop() {
        for loader in ShopLoaders.all { provide(loader) }
    }
}

extension PluginRegistry {
    /// The registry the sample shop composes `Configs/shop.yaml` with: the four bundled plugins
    /// and the shop's route loaders (``ShopLoaders``).
    ///
    /// ```swift
    /// let app = try await AppComposer(registry: .shop()).compose(path: "Configs/shop.yaml")
    /// ```
    ///
    /// - Returns: The registry.
    /// - Throws: Never in practice: the bundled ids are valid and distinct.
    public static func shop() throws(PluginRegistryError) -> PluginRegistry {
        var registry = try bundled()
        registry.loaders.provideShop()
        return registry
    }
}
