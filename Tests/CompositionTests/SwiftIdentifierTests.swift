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

/// Hostile review 3: `Character.isLetter` is not Swift's identifier rule. Identifiers follow the
/// grammar's identifier-head and identifier-character, and never hold an invisible character.
@Suite struct SwiftIdentifierGrammarTests {
    @Test func theGrammar_acceptsHeadsAndCharacters_andRefusesTheRest() {
        for valid in ["a", "_1x", "日本", "café", "x²", "🐶", "a\u{0301}", "Ω", "_"] {
            #expect(SwiftIdentifier.isValid(valid), "\(valid.debugDescription)")
        }
        for invalid in ["", "1x", "\u{0345}x", "\u{2E2F}", "a\u{2E2F}", "a-b", "a b", "©", "\u{0301}a"] {
            #expect(!SwiftIdentifier.isValid(invalid), "\(invalid.debugDescription)")
        }
        // The ends of a few of the grammar's ranges.
        #expect(SwiftIdentifier.isIdentifierHead("\u{1FFFD}"))
        #expect(!SwiftIdentifier.isIdentifierHead("\u{1FFFE}"))
        #expect(!SwiftIdentifier.isIdentifierHead("\u{0300}"))
        #expect(SwiftIdentifier.isIdentifierCharacter("\u{0300}"))
        #expect(SwiftIdentifier.isIdentifierCharacter("\u{FE2F}"))
        #expect(!SwiftIdentifier.isIdentifierCharacter("\u{2E2F}"))
        #expect(!SwiftIdentifier.isIdentifierCharacter("\u{F8FF}"))
    }

    @Test func aNameStartingWithACombiningMark_getsAnUnderscore() {
        #expect(SwiftIdentifier.member("\u{0345}x").unicodeScalars.first == "_")
        #expect(SwiftIdentifier.isValid(SwiftIdentifier.member("\u{0345}x")))
        #expect(SwiftIdentifier.isValid(SwiftIdentifier.type("\u{0345}x")))
    }

    @Test func charactersSwiftRefuses_splitWords() {
        #expect(SwiftIdentifier.member("a\u{2E2F}b") == "aB")
        #expect(SwiftIdentifier.member("©") == "unnamed")
    }

    @Test func invisibleCharacters_neverReachAnIdentifier_theySplitWords() {
        #expect(SwiftIdentifier.member("ad\u{200D}min") == "adMin")
        #expect(SwiftIdentifier.member("admin\u{200D}") == "admin")
        #expect(SwiftIdentifier.member("x\u{E0061}") == "x")
        #expect(SwiftIdentifier.member("a\u{202E}b") == "aB")
        #expect(SwiftIdentifier.member("a\u{FE0F}") == "a")
        #expect(SwiftIdentifier.member("\u{200B}") == "unnamed")
        for name in ["ad\u{200D}min", "x\u{E0061}y", "a\u{2066}b\u{2069}", "\u{FEFF}z"] {
            let identifier = SwiftIdentifier.member(name) + SwiftIdentifier.type(name)
            #expect(!identifier.unicodeScalars.contains(where: SwiftIdentifier.isInvisible), "\(name.debugDescription)")
        }
    }
}
