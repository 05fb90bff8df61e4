/// The key path of the value being decoded, as an immutable linked list so containers can keep
/// theirs while decoding goes deeper. Each step remembers the tree slot it came through, which
/// error recovery uses to drop a broken sequence item or dictionary entry.
final class PathNode {
    enum Step {
        /// A mapping key; `slot` is the value's slot in the tree's children, -1 when missing;
        /// `isOptional` when asked with `decodeIfPresent`, so dropping the value reads as absent.
        case key(String, mapping: Int32, slot: Int32, isOptional: Bool = false)
        /// A sequence index; `slot` is the item's slot in the tree's children.
        case index(Int, slot: Int32)
        /// A step of the key path a subtree was given from outside.
        case prefix(ConfigKeyPath.Component)
    }

    let parent: PathNode?
    let step: Step

    init(parent: PathNode?, step: Step) {
        self.parent = parent
        self.step = step
    }

    /// The path from a given prefix.
    static func prefix(_ keyPath: ConfigKeyPath) -> PathNode? {
        keyPath.components.reduce(nil) { PathNode(parent: $0, step: .prefix($1)) }
    }

    /// The steps from the root, innermost last.
    var steps: [Step] {
        var steps: [Step] = []
        var node: PathNode? = self
        while let current = node {
            steps.append(current.step)
            node = current.parent
        }
        return steps.reversed()
    }
}

extension Optional where Wrapped == PathNode {
    /// The path as a ``ConfigKeyPath``.
    var keyPath: ConfigKeyPath {
        ConfigKeyPath(
            (self?.steps ?? []).map { step in
                switch step {
                case .key(let key, _, _, _): .key(key)
                case .index(let index, _): .index(index)
                case .prefix(let component): component
                }
            })
    }

    /// The path as `Codable` coding keys.
    var codingPath: [any CodingKey] {
        keyPath.components.map { component in
            switch component {
            case .key(let key): YAMLCodingKey(stringValue: key)
            case .index(let index): YAMLCodingKey(intValue: index)
            }
        }
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
}

/// The coding key the decoder reports in `codingPath`: a mapping key or a sequence index.
struct YAMLCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}
