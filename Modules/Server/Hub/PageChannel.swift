import WayfinderCoordinators

/// One connected page's outgoing messages, and how many bytes of them the page has not yet
/// confirmed reading.
///
/// A page confirms each message it receives (`{"type":"seen","count":N}`, `N` counting from
/// the first message). The server finishes steps without waiting for pages, so a page that
/// stops reading (a stuck tab, a client that never reads its socket) would otherwise make its
/// queue grow without end; once more than ``unreadLimit`` bytes are unconfirmed, the hub
/// closes its event stream instead.
struct PageChannel {
    /// The most bytes a page may leave unconfirmed before it is dropped.
    static let unreadLimit = 8 * 1024 * 1024

    let continuation: AsyncStream<String>.Continuation
    /// The app window the page shows: the main window until the page names another
    /// (``PageRequest/showWindow(window:)``) or opens one.
    var window = WindowID.main
    /// Whether the page is shown (not a background tab or a minimized window), as it last said.
    var visible = true
    /// The size of each unconfirmed message, oldest first, from `head` on.
    private var unread: [Int] = []
    private var head = 0
    /// How many messages were sent, and how many the page confirmed.
    private var sent = 0
    private var confirmed = 0
    /// The bytes sent and not confirmed.
    private(set) var unreadBytes = 0

    init(_ continuation: AsyncStream<String>.Continuation) {
        self.continuation = continuation
    }

    /// Queues `text` for the page.
    ///
    /// - Returns: `false` when the page has more than ``unreadLimit`` bytes unconfirmed; the
    ///   message is then not queued and the page should be dropped.
    mutating func send(_ text: String) -> Bool {
        let size = text.utf8.count
        guard unreadBytes + size <= Self.unreadLimit else { return false }
        continuation.yield(text)
        unread.append(size)
        unreadBytes += size
        sent += 1
        return true
    }

    /// The page confirmed reading its first `count` messages.
    mutating func seen(count: Int) {
        let upTo = min(count, sent)
        while confirmed < upTo {
            unreadBytes -= unread[head]
            head += 1
            confirmed += 1
        }
        if head > 256, head * 2 > unread.count {
            unread.removeFirst(head)
            head = 0
        }
    }
}
