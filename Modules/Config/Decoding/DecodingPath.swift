/// The key path of the value being decoded, as an immutable linked list so containers can keep
/// theirs while decoding goes deeper. Each step remembers the tree slot it came through, which
/// error recovery uses to drop a broken sequence item or dictionary entry.
///
/// Immutable, so values such as ``Marked`` can keep one and render their key path only when it
/// is asked for.
@usableFromInline final class PathNode: Sendable {
    enum Step: Sendable {
        /// A mapping key; `slot` is the value's slot in the tree's children, -1 when missing;
        /// `isOptional` when asked with `decodeIfPresent`, so dropping the value reads as absent.
        case key(String, mapping: Int32, slot: Int32, isOptional: Bool = false)
        /// A sequence index; `slot` is the item's slot in the tree's children.
        case index(Int, slot: Int32)
        /// A step of the key path a subtree was given from outside.
        case prefix(ConfigKeyPath.Component)

        /// The step as a key path component.
        var component: ConfigKeyPath.Component {
            switch self {
            case .key(let key, _, _, _): .key(key)
            case .index(let index, _): .index(index)
            case .prefix(let component): component
            }
        }

        /// The step as a `Codable` coding key.
        var codingKey: YAMLCodingKey {
            switch component {
            case .key(let key): YAMLCodingKey(stringValue: key)
            case .index(let index): YAMLCodingKey(intValue: index)
            }
        }
    }

    let parent: PathNode?
    let step: Step
    /// The number of steps from the root, this one included.
    let depth: Int

    init(parent: PathNode?, step: Step) {
        self.parent = parent
        self.step = step
        self.depth = (parent?.depth ?? 0) + 1
    }

    /// The path from a given prefix.
    static func prefix(_ keyPath: ConfigKeyPath) -> PathNode? {
        keyPath.components.reduce(nil) { PathNode(parent: $0, step: .prefix($1)) }
    }
}

extension Optional where Wrapped == PathNode {
    /// The number of steps from the root.
    var depth: Int { self?.depth ?? 0 }

    /// The steps from the root, each transformed, with `last` (if any) appended: one allocation,
    /// filled from the innermost step outwards.
    func map<T>(appending last: PathNode.Step? = nil, _ transform: (PathNode.Step) -> T) -> [T] {
        let count = depth + (last == nil ? 0 : 1)
        guard count > 0 else { return [] }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            var index = count
            if let last {
                index -= 1
                buffer.initializeElement(at: index, to: transform(last))
            }
            var node = self
            while let current = node {
                index -= 1
                buffer.initializeElement(at: index, to: transform(current.step))
                node = current.parent
            }
            initialized = count
        }
    }

    /// The path as a ``ConfigKeyPath``.
    var keyPath: ConfigKeyPath {
        ConfigKeyPath(map { $0.component })
    }

    /// The path as `Codable` coding keys.
    var codingPath: [any CodingKey] {
        map { $0.codingKey }
    }

    /// This path one step deeper.
    func appending(_ step: PathNode.Step) -> PathNode {
        PathNode(parent: self, step: step)
    }
}

/// Where a value is: its parent's path and, lazily, the step to it. Scalars decode without
/// allocating a path node; one is made only for an error or a nested value.
struct Location {
    let parent: PathNode?
    let step: PathNode.Step?

    init(_ parent: PathNode?, _ step: PathNode.Step? = nil) {
        self.parent = parent
        self.step = step
    }

    var path: PathNode? {
        guard let step else { return parent }
        return parent.appending(step)
    }

    /// The path as a ``ConfigKeyPath``, without allocating a node for the last step.
    var keyPath: ConfigKeyPath {
        ConfigKeyPath(parent.map(appending: step) { $0.component })
    }

    /// The path as `Codable` coding keys, without allocating a node for the last step.
    var codingPath: [any CodingKey] {
        parent.map(appending: step) { $0.codingKey }
    }
}

/// The coding key the decoder reports in `codingPath`: a mapping key or a sequence index.
///
/// Small enough to sit inline in an `any CodingKey` (a string or an integer, not both), so a
/// coding path costs one allocation, not one per key.
struct YAMLCodingKey: CodingKey {
    private enum Storage {
        case key(String)
        case index(Int)
    }

    private let storage: Storage

    init(stringValue: String) {
        storage = .key(stringValue)
    }

    init(intValue: Int) {
        storage = .index(intValue)
    }

    var stringValue: String {
        switch storage {
        case .key(let key): key
        case .index(let index): "Index \(index)"
        }
    }

    var intValue: Int? {
        switch storage {
        case .key: nil
        case .index(let index): index
        }
    }
}
