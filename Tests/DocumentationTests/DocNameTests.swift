import Foundation
import Testing

/// Names written in code voice in the docs exist: a type name in backticks is declared in the
/// repository or is a known name of another library, and a call written as a selector
/// (`popTo(name:)`, `Router.goBackToRoot()`) has a declaration of that name whose labels
/// contain the ones written, in order (defaulted parameters may be left out).
///
/// DocC checks double-backtick links of the catalogs (`Scripts/docs.sh`); this also reads single
/// backticks, the README and `docs/*.md`, which DocC never sees. The left column of a migration
/// article's tables names the other library's API and is not checked.
@Suite struct DocNameTests {
    /// Folders whose Swift sources declare the names the docs may use (the docs name tests too).
    static let sourceFolders = ["Modules", "Plugins", "Apps", "Tests", "Benchmarks", "Fuzz"]

    /// Names of other libraries and of the platform that the docs mention on purpose.
    static let foreignTypes: Set<String> = [
        // The Swift standard library, Foundation, Observation
        "Array", "AsyncSequence", "AsyncStream", "Bool", "CaseIterable", "Character", "Codable", "ContinuousClock",
        "Decimal", "Decodable", "Decoder", "DecodingError", "Double", "Duration", "Encodable", "Equatable", "Float",
        "Hashable", "Identifiable", "Int", "Int8", "Int64", "JSONDecoder", "JSONEncoder", "JSONSerialization",
        "Mirror", "Mutex", "Observation", "Optional", "Sendable", "String", "SuspendingClock", "Task", "UInt64", "URL",
        // SwiftUI and UIKit, which renderers map onto
        "NavigationStack", "TabView", "UINavigationController", "UITabBarController",
        // Dependencies and the libraries whose designs are quoted
        "AsyncParsableCommand", "DatabaseError", "DatabasePool", "EmbeddedChannel", "FlowStack", "OrderedDictionary",
        "ManagedAtomicLazyReference",
        // Jetpack Navigation, Navigation 3 and Decompose, compared in "Screen state and lifecycle"
        "NavBackStackEntry", "SavedStateHandle", "ViewModelStore", "Lifecycle", "NavEntry", "ComponentContext",
        "InstanceKeeper", "StateKeeper",
        // SwiftUI, UIKit, Navigation 3 and Decompose's panes, compared in "Adaptive layouts"
        "NavigationSplitView", "List", "ListDetailSceneStrategy", "NavDisplay", "Scene", "BackNavigationBehavior",
        "PopUntilScaffoldValueChange",
        // SwiftUI's and UIKit's windows, compared in "Windows"
        "WindowGroup", "SceneStorage", "UISceneSession",
        // Android's back callbacks, mapped in "Back"
        "OnBackPressedCallback", "BackEventCompat", "BackEvent",
        // YAML's own words for null, booleans and infinity
        "Null", "True", "False", "Inf",
        // Files and hardware
        "CHANGELOG", "CONTRIBUTING", "LICENSE", "README", "Package", "Intel",
    ]

    /// Calls of other libraries and of the platform that the docs mention on purpose.
    static let foreignCalls: Set<String> = [
        "calculateSteps",  // FlowStacks' step planner, which StepPlanner follows
        "popToView",  // SUICoordinator's
        "navigationController",  // UINavigationControllerDelegate
        "withAnimation",  // SwiftUI
        "dispatch_main",  // libdispatch
        "yield",  // Task.yield()
        "firstIndex",  // Collection's
        "lastIndex",  // BidirectionalCollection's
        "viewWillTransition",  // UIKit's size change
        "splitViewController",  // UISplitViewControllerDelegate
        "listPane", "detailPane", "extraPane",  // Navigation 3's pane metadata
    ]

    /// What the sources declare: type names (with generic parameters) and, per function, case
    /// or initializer name, the argument labels of each declaration (`_` for none).
    static let declared: (types: Set<String>, calls: [String: [[String]]]) = {
        let typePattern =
            /(?m)^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|private|fileprivate|package|final|indirect|nonisolated)\s+)*(?:class|struct|enum|protocol|actor|typealias|associatedtype)\s+(\w+)/
        let genericPattern = /<\s*(\w+)\s*[:,>]/
        // Modules, products and targets are named like types.
        var types = Set(
            (try? Articles.text("Package.swift"))?.matches(of: /name: "(\w+)"/).map { String($0.1) } ?? [])
        for package in ["Benchmarks/Package.swift", "Fuzz/Package.swift"] {
            for match in (try? Articles.text(package))?.matches(of: /name: "(\w+)"/) ?? [] {
                types.insert(String(match.1))
            }
        }
        var calls: [String: [[String]]] = [:]
        for folder in sourceFolders {
            for file in DocLinkTests.files(in: folder, ending: ".swift") {
                for match in file.text.matches(of: typePattern) { types.insert(String(match.1)) }
                for match in file.text.matches(of: genericPattern) { types.insert(String(match.1)) }
                for (name, labels) in callDeclarations(in: file.text) { calls[name, default: []].append(labels) }
            }
        }
        return (types, calls)
    }()

    /// The functions, enum cases and initializers declared in `text`, with their labels.
    static func callDeclarations(in text: String) -> [(String, [String])] {
        let head = /(?:func\s+(\w+)|\b(init)[?!]?|case\s+(\w+))\s*(?:<[^>(]*>)?\s*\(/
        var found: [(String, [String])] = []
        for match in text.matches(of: head) {
            let name = String(match.1 ?? match.2 ?? match.3 ?? "")
            guard let list = balanced(text[match.range.upperBound...]) else { continue }
            let isCase = match.3 != nil
            let labels = topLevelParts(list).compactMap { part -> String? in
                let words = part.split(whereSeparator: { $0 == " " || $0 == "\n" }).filter {
                    !$0.hasPrefix("@") && !["inout", "isolated", "sending", "borrowing", "consuming"].contains($0)
                }
                guard let first = words.first else { return nil }
                if isCase { return part.contains(":") ? String(first.prefix { $0 != ":" }) : "_" }
                return String(first.prefix { $0 != ":" })
            }
            found.append((name, labels))
        }
        return found
    }

    /// The text up to the parenthesis that closes the one just opened.
    static func balanced(_ text: Substring) -> Substring? {
        var depth = 1
        for index in text.indices {
            switch text[index] {
            case "(", "[": depth += 1
            case ")", "]":
                depth -= 1
                if depth == 0 { return text[..<index] }
            default: break
            }
        }
        return nil
    }

    /// `list` split at the commas outside brackets and generic arguments.
    static func topLevelParts(_ list: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = list.startIndex
        for index in list.indices {
            switch list[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                parts.append(list[start..<index])
                start = list.index(after: index)
            default: break
            }
        }
        if !list[start...].allSatisfy(\.isWhitespace) { parts.append(list[start...]) }
        return parts
    }

    /// The prose to check: the `///` comments of the sources, the catalogs' articles, the
    /// README and `docs/*.md`; for a migration article, table rows without their first cell.
    static func documents() -> [(path: String, lines: [(Int, Substring)])] {
        var documents: [(String, [(Int, Substring)])] = []
        for folder in ["Modules", "Plugins"] {
            for file in DocLinkTests.files(in: folder, ending: ".swift") {
                let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.element.drop { $0 == " " }.hasPrefix("///") }.map { ($0.offset + 1, $0.element) }
                documents.append((file.path, lines))
            }
        }
        var prose = DocLinkTests.files(in: "Modules", ending: ".md") + DocLinkTests.files(in: "Plugins", ending: ".md")
        prose += DocLinkTests.files(in: "docs", ending: ".md")
        if let readme = try? Articles.text("README.md") { prose.append(("README.md", readme)) }
        for file in prose {
            let migration = file.path.contains("/Migrating")
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
                (number, line) -> (Int, Substring) in
                guard migration, line.hasPrefix("|"), let cell = line.dropFirst().firstIndex(of: "|") else {
                    return (number + 1, line)
                }
                return (number + 1, line[cell...])
            }
            documents.append((file.path, lines))
        }
        return documents
    }

    /// The problems with one line's code spans.
    static func problems(in line: Substring) -> [String] {
        let span = /`([^`\n]+)`/
        let typeName = /^([A-Z][a-z]\w*)(?:[.<(\[].*)?$/
        let call = /^(?:(?:[A-Z]\w*\.)+)?([a-z_]\w*)\(((?:[\w_]+:)*)\)$/
        var problems: [String] = []
        // DocC checks its own ``links``; only single backticks are read here.
        for match in line.replacing(/``[^`]*``/, with: "").matches(of: span) {
            let code = match.1
            if let type = code.wholeMatch(of: typeName)?.1, !declared.types.contains(String(type)),
                !foreignTypes.contains(String(type))
            {
                problems.append("`\(code)`: no type \(type)")
            }
            guard let selector = code.wholeMatch(of: call) else { continue }
            let name = String(selector.1)
            let labels = selector.2.split(separator: ":").map(String.init)
            guard !foreignCalls.contains(name) else { continue }
            guard let candidates = declared.calls[name] else {
                problems.append("`\(code)`: nothing is named \(name)")
                continue
            }
            if !candidates.contains(where: { isSubsequence(labels, of: $0) }) {
                let known = Set(candidates.map { "\(name)(\($0.map { "\($0):" }.joined()))" }).sorted()
                problems.append("`\(code)`: no \(name) takes these labels; declared: \(known.joined(separator: ", "))")
            }
        }
        return problems
    }

    /// Whether `labels` appear in `declared`, in order.
    static func isSubsequence(_ labels: [String], of declared: [String]) -> Bool {
        var remaining = declared[...]
        for label in labels {
            guard let found = remaining.firstIndex(of: label) else { return false }
            remaining = remaining[(found + 1)...]
        }
        return true
    }

    @Test func everyNameInCodeVoiceExists() {
        var found: [String] = []
        for document in Self.documents() {
            for (number, line) in document.lines {
                found += Self.problems(in: line).map { "\(document.path):\(number): \($0)" }
            }
        }
        #expect(found.isEmpty, "\(found.count) names that do not exist:\n\(found.joined(separator: "\n"))")
    }

    @Test func theCheckFindsANameThatDoesNotExist() {
        #expect(
            Self.problems(in: "the Stacks module's `FlowPath` is a `RoutePath<AnyRoute>`") == [
                "`FlowPath`: no type FlowPath"
            ])
        let labels = Self.problems(in: "so `popTo(type:)` sees through it")
        #expect(labels.count == 1)
        #expect(labels.first?.hasPrefix("`popTo(type:)`: no popTo takes these labels; declared: ") == true)
        #expect(
            Self.problems(in: "`Navigator.goBackToRootOfAll()`") == [
                "`Navigator.goBackToRootOfAll()`: nothing is named goBackToRootOfAll"
            ])
        #expect(Self.problems(in: "`Router.popTo(name:)` and `RoutePath<AnyRoute>`").isEmpty)
    }
}
