import Testing
import WayfinderConfig

/// One decode reports every mistake of a file, in order of position.
@Suite struct AllErrorsTests {
    struct Manifest: Decodable {
        struct Route: Decodable {
            enum Style: String, Decodable, CaseIterable { case push, sheet, cover }
            var screen: String
            var style: Style
            var badge: Int?
        }
        var app: String
        var routes: [Route]
    }

    @Test func threeMistakes_giveThreeDiagnosticsInOrder() throws {
        let text = """
            app: shop
            routes:
              - screen: home
                style: push
                colour: red
              - screen: detail
                style: sheet
                badge: lots
              - screen: cart
                screen: basket
                style: cover
            """
        do {
            _ = try YAMLDecoder(environment: [:]).decode(Manifest.self, from: text, sourceName: "shop.yaml")
            Issue.record("expected three errors")
        } catch {
            #expect(error.diagnostics.count == 3)
            #expect(
                error.diagnostics.map(\.keyPath.description) == [
                    "routes[0].colour", "routes[1].badge", "routes[2].screen",
                ])
            #expect(
                error.description == """
                    shop.yaml:5:5: error: routes[0].colour: unknown key 'colour' (known keys: badge, screen, style)
                            colour: red
                            ^
                    shop.yaml:8:12: error: routes[1].badge: expected an integer, found the string "lots"
                            badge: lots
                                   ^
                    shop.yaml:10:5: error: routes[2].screen: duplicate key 'screen'; first defined at 9:5
                            screen: basket
                            ^
                    """)
        }
    }

    struct Toolbar: Decodable {
        var title: String
        var count: Int
        var visible: Bool
        var ratio: Double
    }

    @Test func typeErrorsInSiblingKeys_areAllReported() {
        #expect(
            renderedError(Toolbar.self, "title: [a]\ncount: many\nvisible: sometimes\nratio: half") == """
                test.yaml:1:8: error: title: expected a string, found a sequence
                    title: [a]
                           ^
                test.yaml:2:8: error: count: expected an integer, found the string "many"
                    count: many
                           ^
                test.yaml:3:10: error: visible: expected a boolean (true or false), found the string "sometimes"
                    visible: sometimes
                             ^
                test.yaml:4:8: error: ratio: expected a number, found the string "half"
                    ratio: half
                           ^
                """)
    }

    @Test func brokenSequenceItem_isDroppedAndLaterItemsAreChecked() {
        #expect(
            renderedError(
                Manifest.self,
                """
                app: shop
                routes:
                  - just-a-name
                  - screen: detail
                    style: shet
                  - {screen: cart}
                """) == """
                    test.yaml:3:5: error: routes[0]: expected a mapping, found the string "just-a-name"
                          - just-a-name
                            ^
                    test.yaml:5:12: error: routes[1].style: expected one of push, sheet, cover, found the string \
                    "shet"; did you mean 'sheet'?
                            style: shet
                                   ^
                    test.yaml:6:5: error: routes[2]: missing required key 'style'
                          - {screen: cart}
                            ^
                    """)
    }

    struct Profile: Decodable {
        struct Avatar: Decodable {
            var url: String
        }
        var avatar: Avatar?
        var name: String
        var age: Int
    }

    @Test func brokenOptionalValue_isDroppedAndSiblingsAreChecked() {
        #expect(
            renderedError(Profile.self, "avatar: none\nname: [x]\nage: old\nextra: 1") == """
                test.yaml:1:9: error: avatar: expected a mapping, found the string "none"
                    avatar: none
                            ^
                test.yaml:2:7: error: name: expected a string, found a sequence
                    name: [x]
                          ^
                test.yaml:3:6: error: age: expected an integer, found the string "old"
                    age: old
                         ^
                test.yaml:4:1: error: extra: unknown key 'extra' (known keys: age, avatar, name)
                    extra: 1
                    ^
                """)
    }

    @Test func brokenDictionaryValue_isDroppedAndOtherEntriesAreChecked() {
        #expect(
            renderedError([String: Profile].self, "ann: [1]\nbob: {name: Bob, age: x}") == """
                test.yaml:1:6: error: ann: expected a mapping, found a sequence
                    ann: [1]
                         ^
                test.yaml:2:23: error: bob.age: expected an integer, found the string "x"
                    bob: {name: Bob, age: x}
                                          ^
                """)
    }

    struct Screen: Decodable {
        var title: String
    }

    @Test func markedValues_keepStrictness() {
        #expect(
            renderedError([Marked<Screen>].self, "- {title: Home, titel: x}\n- {title: [a]}") == """
                test.yaml:1:17: error: [0].titel: unknown key 'titel'; did you mean 'title'?
                    - {title: Home, titel: x}
                                    ^
                test.yaml:2:11: error: [1].title: expected a string, found a sequence
                    - {title: [a]}
                              ^
                """)
    }
}

/// The cap on reported errors says how many it left out.
@Suite struct ErrorCapTests {
    struct Numbers: Decodable {
        var values: [Int]
    }

    @Test func moreThanTheCap_saysHowManyWereNotShown() {
        let text = "values: [" + (1...70).map { "x\($0)" }.joined(separator: ", ") + "]\n"
        do {
            _ = try YAMLDecoder(environment: [:]).decode(Numbers.self, from: text, sourceName: "numbers.yaml")
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.count == 51)
            #expect(error.diagnostics.filter { $0.severity == .error }.count == 50)
            #expect(
                error.diagnostics.last?.description
                    == "note: 20 more errors not shown (the first 50 are); fix these and run again")
        }
    }

    @Test func atTheCap_addsNoNote() {
        let text = "values: [" + (1...50).map { "x\($0)" }.joined(separator: ", ") + "]\n"
        do {
            _ = try YAMLDecoder(environment: [:]).decode(Numbers.self, from: text, sourceName: "numbers.yaml")
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.count == 50)
            #expect(error.diagnostics.allSatisfy { $0.severity == .error })
        }
    }
}
