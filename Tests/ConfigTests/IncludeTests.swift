import Testing
import WayfinderConfig

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct IncludeTests {
    struct Manifest: Decodable {
        struct Route: Decodable {
            var style: String
            var title: Marked<String>
        }
        var app: String
        var routes: [String: Route]
        var common: [String: String]?
    }

    @Test func include_isReplacedByTheFilesRoot_withMarksInsideIt() throws {
        let directory = try TemporaryDirectory()
        let main = try directory.write("main.yaml", "app: shop\nroutes: !include shop/routes.yaml\n")
        try directory.write("shop/routes.yaml", "detail:\n  style: push\n  title: Detail\n")
        let manifest = try YAMLDecoder(environment: [:]).decode(Manifest.self, fromFile: main)
        let title = try #require(manifest.routes["detail"]?.title)
        #expect(title.value == "Detail")
        #expect(title.mark?.description == "\(directory.path)/shop/routes.yaml:3:10")
        #expect(title.keyPath.description == "routes.detail.title")
        #expect(title.mark?.sourceLine == "  title: Detail")
    }

    @Test func includedFile_resolvesItsOwnIncludesRelativeToItself() throws {
        let directory = try TemporaryDirectory()
        let main = try directory.write("main.yaml", "app: shop\nroutes: !include shop/routes.yaml\n")
        try directory.write("shop/routes.yaml", "detail: !include ../shared/detail.yaml\n")
        try directory.write("shared/detail.yaml", "{style: sheet, title: Shared}")
        let manifest = try YAMLDecoder(environment: [:]).decode(Manifest.self, fromFile: main)
        #expect(manifest.routes["detail"]?.style == "sheet")
        #expect(manifest.routes["detail"]?.title.mark?.source == "\(directory.path)/shared/detail.yaml")
    }

    @Test func sameFileIncludedTwice_isParsedOnce() throws {
        let directory = try TemporaryDirectory()
        let main = try directory.write("main.yaml", "a: !include part.yaml\nb: !include ./part.yaml\n")
        try directory.write("part.yaml", "x: 1\n")
        let root = try YAMLParser.parse(fileAtPath: main)
        #expect(root["a"]?["x"]?.mark == root["b"]?["x"]?.mark)
        #expect(
            root.outline() == """
                mapping (2 entries) 1:1
                  a: mapping (1 entry) \(directory.path)/part.yaml:1:1
                    x: scalar plain "1" \(directory.path)/part.yaml:1:4
                  b: mapping (1 entry) \(directory.path)/part.yaml:1:1
                    x: scalar plain "1" \(directory.path)/part.yaml:1:4
                """)
    }

    @Test func includeCycle_listsTheChain() throws {
        let directory = try TemporaryDirectory()
        let main = try directory.write("main.yaml", "a: !include a.yaml\n")
        try directory.write("a.yaml", "b: !include b.yaml\n")
        try directory.write("b.yaml", "again: !include a.yaml\n")
        let dir = directory.path
        #expect(
            renderedParseError(fileAtPath: main) == """
                \(dir)/b.yaml:1:8: error: a.b.again: include cycle: \(dir)/a.yaml -> \(dir)/b.yaml -> \(dir)/a.yaml
                    again: !include a.yaml
                           ^
                """)
    }

    @Test func fileIncludingItself_isACycle() throws {
        let directory = try TemporaryDirectory()
        let main = try directory.write("main.yaml", "me: !include main.yaml\n")
        #expect(
            renderedParseError(fileAtPath: main) == """
                \(main):1:5: error: me: include cycle: \(main) -> \(main)
                    me: !include main.yaml
                        ^
                """)
    }

    @Test func missingFile_isAnErrorAtTheTag() throws {
        let directory = try TemporaryDirectory()
        let main = try directory.write("main.yaml", "app: shop\nroutes: !include nope.yaml\n")
        #expect(
            renderedParseError(fileAtPath: main) == """
                \(main):2:9: error: routes: cannot include 'nope.yaml': no such file '\(directory.path)/nope.yaml'
                    routes: !include nope.yaml
                            ^
                """)
    }

    @Test func errorsInsideAnIncludedFile_pointIntoIt_withTheFullKeyPath() throws {
        let directory = try TemporaryDirectory()
        let main = try directory.write("main.yaml", "app: shop\nroutes: !include routes.yaml\n")
        let routes = try directory.write("routes.yaml", "detail:\n  style: push\n  titel: Detail\n")
        #expect(
            renderedError(Manifest.self, fileAtPath: main) == """
                \(routes):3:3: error: routes.detail.titel: unknown key 'titel'; did you mean 'title'?
                      titel: Detail
                      ^
                """)
    }

    @Test func syntaxErrorInsideAnIncludedFile_hasTheIncludersKeyPath() throws {
        let directory = try TemporaryDirectory()
        let main = try directory.write("main.yaml", "app: shop\nroutes: !include routes.yaml\n")
        let routes = try directory.write("routes.yaml", "detail: [a, b\n")
        #expect(
            renderedParseError(fileAtPath: main) == """
                \(routes):2:1: error: routes.detail[2]: did not find expected ',' or ']' (while parsing a flow \
                sequence that started at 1:9)
                """)
    }

    @Test func includeChain_longerThanTheLimit_isAnError() throws {
        let directory = try TemporaryDirectory()
        let main = try directory.write("main.yaml", "a: !include a.yaml\n")
        let a = try directory.write("a.yaml", "b: !include b.yaml\n")
        try directory.write("b.yaml", "c: 1\n")
        #expect(
            renderedParseError(fileAtPath: main, limits: YAMLLimits(maxIncludeDepth: 1)) == """
                \(a):1:4: error: a.b: includes nest deeper than the limit of 1 files
                    b: !include b.yaml
                       ^
                """)
    }

    @Test func missingRootFile_hasNoMark() {
        #expect(
            renderedError(Manifest.self, fileAtPath: "/nonexistent/shop.yaml")
                == "error: cannot read the configuration: no such file '/nonexistent/shop.yaml'")
    }

    // MARK: - Files that are not regular files

    @Test func includeOfAFIFO_isRefusedInsteadOfWaitingForAWriter() throws {
        let directory = try TemporaryDirectory()
        let main = try directory.write("main.yaml", "app: shop\nroutes: !include pipe.yaml\n")
        try #require(mkfifo("\(directory.path)/pipe.yaml", 0o600) == 0)
        #expect(
            renderedParseError(fileAtPath: main) == """
                \(main):2:9: error: routes: cannot include 'pipe.yaml': '\(directory.path)/pipe.yaml' is a named pipe (FIFO), not a regular file
                    routes: !include pipe.yaml
                            ^
                """)
    }

    @Test func includeOfADevice_isRefused() throws {
        let directory = try TemporaryDirectory()
        let main = try directory.write("main.yaml", "app: shop\nroutes: !include /dev/zero\n")
        #expect(
            renderedParseError(fileAtPath: main) == """
                \(main):2:9: error: routes: cannot include '/dev/zero': '/dev/zero' is a device, not a regular file
                    routes: !include /dev/zero
                            ^
                """)
    }

    @Test func includeThroughASymlink_readsTheFileItNames() throws {
        let directory = try TemporaryDirectory()
        let main = try directory.write("main.yaml", "app: shop\nroutes: !include link.yaml\n")
        try directory.write("routes.yaml", "detail: {style: push, title: Detail}\n")
        try #require(symlink("\(directory.path)/routes.yaml", "\(directory.path)/link.yaml") == 0)
        let manifest = try YAMLDecoder(environment: [:]).decode(Manifest.self, fromFile: main)
        #expect(manifest.routes["detail"]?.style == "push")
    }
}
