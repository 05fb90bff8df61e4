import Foundation
import Testing
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

@Suite struct SnapshotMigrationTests {
    let coder = SnapshotCoder(registry: makeRegistry())

    /// The tree part of SnapshotCodingTests.smallTree() as JSON, shared by every version.
    static let treeJSON = """
        {"root":{"container":{"owner":0,"role":"stack"},"entries":[{"attributes":{},"id":{"generation":0,"serial":0},\
        "route":{"type":"shop","value":{"home":{}}},"style":"push","withNavigation":true},{"attributes":{"tint":"red"},\
        "id":{"generation":0,"serial":1},"route":{"type":"shop","value":{"item":{"id":3}}},"style":"push",\
        "withNavigation":false}],"hosted":[]},"coordinators":{"children":[],"id":0,"kind":"coordinator",\
        "name":"AppCoordinator","placement":"root"}}
        """

    @Test func decode_schemaZero_becomesTheDefaultSceneWithMillisecondDate() throws {
        let json = """
            {"schemaVersion":0,"appID":"shop","savedAt":"2024-06-01T10:00:00Z","tree":\(Self.treeJSON)}
            """
        let snapshot = try coder.decode(Data(json.utf8))
        #expect(
            snapshot
                == NavigationSnapshot(
                    appID: "shop", sceneID: "main", savedAt: Date(timeIntervalSince1970: 1_717_236_000),
                    tree: SnapshotCodingTests.smallTree()
                ))
        #expect(snapshot.schemaVersion == NavigationSnapshot.currentSchemaVersion)
    }

    @Test func decode_schemaOneWithBags_keepsThemAsTheyWere() throws {
        let states =
            #"{"entries":[{"entry":{"generation":0,"serial":1},"state":{"quantity":2}}],"flows":[{"flow":0,"state":{"filter":"all"}}]}"#
        let json = """
            {"schemaVersion":1,"appID":"shop","sceneID":"main","savedAt":1717236000000,"states":\(states),"tree":\(Self.treeJSON)}
            """
        let snapshot = try coder.decode(Data(json.utf8))
        #expect(snapshot.schemaVersion == 2)
        #expect(snapshot.tree == SnapshotCodingTests.smallTree())
        #expect(
            snapshot.states
                == SavedStates(
                    entries: [EntryID(serial: 1): StateBag(["quantity": .int(2)])],
                    flows: [CoordinatorID(0): StateBag(["filter": .string("all")])]))
    }

    @Test func decode_schemaOneWithStatesThatAreNotAnObject_isMalformed() {
        let json = """
            {"schemaVersion":1,"appID":"shop","sceneID":"main","savedAt":0,"states":[1],"tree":\(Self.treeJSON)}
            """
        #expect(throws: SnapshotFormatError.malformed("schema 1 states must be an object of 'entries' and 'flows'")) {
            try coder.decode(Data(json.utf8))
        }
    }

    @Test func decode_schemaZeroWithBadDate_isMalformed() {
        let json = """
            {"schemaVersion":0,"appID":"shop","savedAt":"yesterday","tree":\(Self.treeJSON)}
            """
        #expect(throws: SnapshotFormatError.malformed("schema 0 savedAt 'yesterday' is not an ISO 8601 date")) {
            try coder.decode(Data(json.utf8))
        }
    }

    @Test func decode_newerSchema_isRefusedWithClearMessage() {
        let json = """
            {"schemaVersion":3,"appID":"shop","sceneID":"main","savedAt":0,"layout":"split","tree":{}}
            """
        let error = #expect(throws: SnapshotFormatError.self) { try coder.decode(Data(json.utf8)) }
        #expect(
            error?.description
                == "snapshot schema version 3 is newer than this build supports (2); it was left untouched")
    }

    @Test func decode_negativeSchema_isUnsupported() {
        let json = """
            {"schemaVersion":-1,"appID":"shop","savedAt":"2024-06-01T10:00:00Z","tree":{}}
            """
        let error = #expect(throws: SnapshotFormatError.self) { try coder.decode(Data(json.utf8)) }
        #expect(error?.description == "snapshot schema version -1 is not supported; the oldest readable version is 0")
    }

    @Test func decode_truncatedDocument_isMalformed() throws {
        let data = try coder.encode(
            NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: SnapshotCodingTests.smallTree()))
        let error = #expect(throws: SnapshotFormatError.self) { try coder.decode(data.prefix(data.count / 2)) }
        #expect(error?.description == "not a readable snapshot: The given data was not valid JSON.")
    }

    @Test func decode_documentWithoutVersion_isMalformed() {
        let error = #expect(throws: SnapshotFormatError.self) { try coder.decode(Data(#"{"appID":"shop"}"#.utf8)) }
        #expect(error?.description == "not a readable snapshot: missing key 'schemaVersion'")
    }

    @Test func schemaVersion_readsOnlyTheVersion() throws {
        #expect(try coder.schemaVersion(of: Data(#"{"schemaVersion":7,"tree":"anything"}"#.utf8)) == 7)
    }
}
