import WayfinderCoordinators
import WayfinderScript
import WayfinderStacks

/// The canonical description of a session's state that the checker deduplicates states by:
/// the tree (ids renumbered in order of appearance, so that two paths to the same screens
/// meet), the saved state bags, the changes queued and in flight, the question waiting for an
/// answer, an interactive back in progress, who is logged in, and, with a renderer of the
/// conformance kit, the renderer's model (``RendererModel``).
///
/// Entry and coordinator ids are generational and never reused, so the same screens reached
/// two ways carry different ids; renumbering them by first appearance makes the text depend
/// on the shape alone.
@MainActor
enum StateFingerprint {
    /// The canonical text of `session`'s state.
    static func text(of session: AppSession) -> String {
        text(tree: session.app.navigator.tree, rest: rest(of: session))
    }

    /// The canonical text of a state whose tree is `tree` and whose other lines are `rest`
    /// (``rest(of:)``).
    ///
    /// The last text made is kept with its tree and lines: the same tree (ids included) and the
    /// same lines give the same text, and a check asks again for the state it is in (a refused
    /// event leaves the tree as it was; `save-restore` compares the state a restore gives with
    /// the one saved).
    static func text(tree: NavigationTree, rest: String) -> String {
        if let last, last.tree == tree, last.rest == rest { return last.text }
        var bytes = tree.renderedUTF8
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: rest.utf8)
        let text = canonical(bytes)
        last = (tree, rest, text)
        return text
    }

    /// The last text ``text(tree:rest:)`` made, with what it made it from.
    private static var last: (tree: NavigationTree, rest: String, text: String)?

    /// Whether `session`'s state has the canonical text `fingerprint`, which a state with
    /// `tree` and `rest` (``rest(of:)``) gave. The same tree (ids included) and the same
    /// other lines give the same text, so that case is answered without rendering the tree;
    /// any other compares the texts.
    ///
    /// Why (measured, `docs/performance.md`, "Reaching a state from a saved ancestor"): a
    /// restore keeps the saved ids, and checking that it gave the node's fingerprint rendered
    /// the tree once per explored event.
    static func matches(_ session: AppSession, fingerprint: String, tree: NavigationTree, rest: String) -> Bool {
        let now = (tree: session.app.navigator.tree, rest: self.rest(of: session))
        if now.tree == tree, now.rest == rest { return true }
        return text(tree: now.tree, rest: now.rest) == fingerprint
    }

    /// The lines of the text after the tree's, ids not renumbered: the bags, the changes
    /// queued and in flight, the question, an interactive back, the login, the renderer.
    static func rest(of session: AppSession) -> String {
        let navigator = session.app.navigator
        let tree = navigator.tree
        // One string written line by line, as the tree's text is (it is made for every state
        // explored and after every restore between events).
        var text = ""
        text.reserveCapacity(128)
        func newLine() {
            if !text.isEmpty { text += "\n" }
        }
        let entryStates = navigator.entryStates
        for stack in tree.allStacks {
            for entry in stack.entries {
                guard let bag = entryStates[entry.id], !bag.isEmpty else { continue }
                newLine()
                text += "state \(entry.id) \(bag)"
            }
        }
        for (coordinator, bag) in navigator.flowStates.sorted(by: { $0.key.rawValue < $1.key.rawValue })
        where !bag.isEmpty {
            newLine()
            text += "flow state \(coordinator) \(bag)"
        }
        newLine()
        text += "queued \(navigator.queuedCount) in flight "
        text += navigator.inFlight.map { "\($0.id)" } ?? "none"
        if let asked = session.questionAsked {
            text += "\nasked "
            text += asked
        }
        if session.isInInteractiveBack { text += "\ninteractive back" }
        if let guarding = session.app.checkedGuard {
            text += "\nuser "
            text += guarding.loggedInUser ?? "none"
            text += " resumes "
            text += guarding.requestToResume ?? "nothing"
        }
        for more in RendererTiming.fingerprint(of: session) + RendererModel.fingerprint(of: navigator) {
            text += "\n"
            text += more
        }
        return text
    }

    /// A 64-bit FNV-1a hash of `text`, the same in every process (Swift's hasher is seeded
    /// per process, and `--jobs` compares hashes across processes).
    nonisolated static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// `text` with every entry id (`#12`, `#1.4`) and coordinator id (`c3`) renumbered in order
    /// of first appearance.
    ///
    /// It works on the text's bytes and writes the result once (it runs several times per
    /// explored state). A byte outside ASCII is written as the scalar of the same value, as
    /// the first version did, so every text, and so every hash, is unchanged.
    nonisolated static func canonical(_ text: String) -> String {
        canonical(Array(text.utf8))
    }

    /// The canonical text of a text given as its UTF-8 bytes.
    nonisolated static func canonical(_ characters: [UInt8]) -> String {
        var entries = TokenNumbers()
        var coordinators = TokenNumbers()
        var output: [UInt8] = []
        output.reserveCapacity(characters.count + characters.count / 8)
        var index = 0
        var previous: UInt8 = 0
        while index < characters.count {
            let byte = characters[index]
            let isIDStart = byte == UInt8(ascii: "#") || (byte == UInt8(ascii: "c") && !isWordByte(previous))
            if isIDStart, index + 1 < characters.count, isDigit(characters[index + 1]) {
                var end = index + 1
                while end < characters.count, isDigit(characters[end]) || isDottedDigit(characters, end) {
                    end += 1
                }
                let token = characters[(index + 1)..<end]
                let number =
                    byte == UInt8(ascii: "#") ? entries.number(of: token) : coordinators.number(of: token)
                output.append(byte)
                appendDecimal(number, to: &output)
                previous = characters[end - 1]
                index = end
                continue
            }
            if byte < 0x80 {
                output.append(byte)
            } else {
                // The scalar U+0080...U+00FF, in UTF-8.
                output.append(0xC0 | (byte >> 6))
                output.append(0x80 | (byte & 0x3F))
            }
            previous = byte
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The numbers given to the ids of one kind, in order of first appearance.
    private struct TokenNumbers {
        /// Ids of up to 16 digits and dots, packed four bits a byte.
        var packed: [UInt64: Int] = [:]
        /// Longer ids.
        var long: [[UInt8]: Int] = [:]

        /// The number of `token` (an id's digits and dots), given the next one when it is new.
        mutating func number(of token: ArraySlice<UInt8>) -> Int {
            let count = packed.count + long.count
            guard token.count <= 16 else {
                let key = Array(token)
                if let number = long[key] { return number }
                long[key] = count
                return count
            }
            var key: UInt64 = 0
            for byte in token {
                // A digit is 1...10, a dot 11: never 0, so `1` and `01` differ.
                key = key << 4 | (byte == UInt8(ascii: ".") ? 11 : UInt64(byte - UInt8(ascii: "0")) + 1)
            }
            if let number = packed[key] { return number }
            packed[key] = count
            return count
        }
    }

    nonisolated private static func appendDecimal(_ number: Int, to output: inout [UInt8]) {
        if number >= 10 { appendDecimal(number / 10, to: &output) }
        output.append(UInt8(ascii: "0") + UInt8(number % 10))
    }

    nonisolated private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// A `.` between digits, as in `#1.4`.
    nonisolated private static func isDottedDigit(_ bytes: [UInt8], _ index: Int) -> Bool {
        bytes[index] == UInt8(ascii: ".") && index + 1 < bytes.count && isDigit(bytes[index + 1])
            && index > 0 && isDigit(bytes[index - 1])
    }

    nonisolated private static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "-")
    }
}
