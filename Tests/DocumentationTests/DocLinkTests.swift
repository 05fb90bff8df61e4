import Foundation
import Testing

/// A fast check, run by `Scripts/test.sh`, for the mistake that most often breaks
/// `Scripts/docs.sh`: a doc comment or article linking ``Symbol`` to a type of another module.
/// DocC resolves such a link only in its absolute form, ``/WayfinderRouting/RouteType``.
/// (The full check, with every other DocC warning, is `Scripts/docs.sh` in CI.)
@Suite struct DocLinkTests {
    /// Library modules and their folders.
    static let modules: [(name: String, folder: String)] = [
        ("WayfinderConfig", "Modules/Config"), ("WayfinderRouting", "Modules/Routing"),
        ("WayfinderStacks", "Modules/Stacks"), ("WayfinderCoordinators", "Modules/Coordinators"),
        ("WayfinderPersistence", "Modules/Persistence"), ("WayfinderComposition", "Modules/Composition"),
        ("WayfinderBindings", "Modules/Bindings"), ("WayfinderTesting", "Modules/Testing"),
        ("Wayfinder", "Modules/Wayfinder"), ("WayfinderAnalytics", "Plugins/Analytics"),
        ("WayfinderDeepLinks", "Plugins/DeepLinks"), ("WayfinderStateRestoration", "Plugins/StateRestoration"),
        ("WayfinderAuthGuard", "Plugins/AuthGuard"), ("WayfinderPlugins", "Plugins/Bundled"),
        ("WayfinderGenerator", "Modules/Generator"),
    ]

    /// Every file under `folder` ending in `suffix`, with its text.
    static func files(in folder: String, ending suffix: String) -> [(path: String, text: String)] {
        let base = Articles.root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var found: [(String, String)] = []
        while let path = walker.nextObject() as? String {
            // Build folders (a package's `.build`, with its dependencies' checkouts) exist only
            // where something was built: what they declare must not make a name exist.
            if path.hasPrefix(".build") || path.contains("/.build") {
                walker.skipDescendants()
                continue
            }
            if path.hasSuffix(suffix),
                let text = try? String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
            {
                found.append(("\(folder)/\(path)", text))
            }
        }
        return found
    }

    /// The names of the public types, of the types extended, and of every declared member, of a
    /// module's sources.
    static func declarations(in folder: String) -> (types: Set<String>, extended: Set<String>, members: Set<String>) {
        let typePattern =
            /(?m)^(?:@\w+\s+)*(?:public|open)\s+(?:final\s+)?(?:class|struct|enum|protocol|actor|typealias)\s+(\w+)/
        let memberPattern = /(?:func|var|let|case|init)\s+(\w+)/
        let extensionPattern = /extension\s+(\w+)/
        var types: Set<String> = []
        var extended: Set<String> = []
        var members: Set<String> = []
        for file in files(in: folder, ending: ".swift") {
            for match in file.text.matches(of: typePattern) { types.insert(String(match.1)) }
            for match in file.text.matches(of: memberPattern) { members.insert(String(match.1)) }
            for match in file.text.matches(of: extensionPattern) { extended.insert(String(match.1)) }
        }
        return (types, extended, members)
    }

    /// The lines DocC reads, numbered from 1: every line of an article; in Swift, the `///`
    /// comments of public and open declarations (DocC skips the others).
    static func documentedLines(of file: (path: String, text: String)) -> [(Int, Substring)] {
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        if file.path.hasSuffix(".md") { return lines.enumerated().map { ($0.offset + 1, $0.element) } }
        var result: [(Int, Substring)] = []
        var pending: [(Int, Substring)] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("///") {
                pending.append((index + 1, line))
            } else if trimmed.hasPrefix("@") && !trimmed.contains("public") && !trimmed.contains("open") {
                continue
            } else {
                if trimmed.contains("public ") || trimmed.contains("open ") { result += pending }
                pending = []
            }
        }
        return result
    }

    @Test func noDocLinkNamesAnotherModulesTypeWithoutItsModule() {
        let declared = Self.modules.map { (module: $0.name, declarations: Self.declarations(in: $0.folder)) }
        let linkPattern = /``([A-Za-z_]\w*)((?:\/[^`]*)?)``/
        var problems: [String] = []
        for (index, module) in Self.modules.enumerated() {
            let own = declared[index].declarations
            let texts = Self.files(in: module.folder, ending: ".swift") + Self.files(in: module.folder, ending: ".md")
            for file in texts {
                for (number, line) in Self.documentedLines(of: file) {
                    for match in line.matches(of: linkPattern) {
                        let name = String(match.1)
                        guard !own.types.contains(name),
                            let owner = declared.first(where: { $0.declarations.types.contains(name) })?.module
                        else { continue }
                        // A member this module declares in an extension of the other type resolves here.
                        let member = match.2.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                        if !member.isEmpty, own.extended.contains(name), own.members.contains(String(member)) {
                            continue
                        }
                        problems.append(
                            "\(file.path):\(number): ``\(name)\(match.2)`` names a type of \(owner); "
                                + "write ``/\(owner)/\(name)\(match.2)``")
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) links DocC cannot resolve:\n\(problems.joined(separator: "\n"))")
    }
}
