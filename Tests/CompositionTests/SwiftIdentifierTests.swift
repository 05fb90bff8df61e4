import Testing

@testable import WayfinderComposition

/// ``SwiftIdentifier/member(_:)`` reads ASCII names in one pass over their bytes; it must give
/// what the definition (split into words, camel-case them) gives.
@Suite struct SwiftIdentifierTests {
    @Test func examples() {
        #expect(SwiftIdentifier.member("home-flow") == "homeFlow")
        #expect(SwiftIdentifier.member("Item_List") == "itemList")
        #expect(SwiftIdentifier.member("itemList") == "itemList")
        #expect(SwiftIdentifier.member("3d-view") == "_3dView")
        #expect(SwiftIdentifier.member("--") == "unnamed")
        #expect(SwiftIdentifier.member("café au lait") == "caféAuLait")
    }

    @Test func asciiNames_convertAsTheirWordsDo() {
        var random = SplitMix64(seed: 0x1DE7)
        let alphabet = Array("aZ09_-. xQm7".utf8) + [0x7F, 0x09, 0x2F]
        for _ in 0..<20_000 {
            let length = Int(random.next() % 9)
            let bytes = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let name = String(decoding: bytes, as: UTF8.self)
            #expect(
                SwiftIdentifier.asciiMember(name) == SwiftIdentifier.memberFromWords(name), "\(name.debugDescription)")
            if SwiftIdentifier.isMemberAsWritten(name) {
                #expect(SwiftIdentifier.memberFromWords(name) == name, "\(name.debugDescription)")
            }
        }
        #expect(SwiftIdentifier.asciiMember("naïve") == nil)
    }
}
