import Foundation

/// What a page asks of the server over its event stream, typed; see ``PageMessage`` for the JSON
/// and the protocol's other direction, ``PageEvent``.
enum PageRequest: Equatable, Sendable {
    /// The page has read its first `count` messages (the server drops a page that stops reading).
    case seen(count: Int)
    /// One line of the command language, typed by hand or sent by a client: it goes through the
    /// same entry as `POST /command` (`ServeHub.perform(_:)` with the line), one-line check included.
    case command(line: String)
    /// A loaded address, such as `/item/3`: the deep link it stands for is opened.
    case open(path: String)
    /// A click on action `action` of the top screen, or of the screen in its slot `slot`.
    case tap(action: Int, slot: String?)
    /// An edit of the top screen's saved-state field `field`, typed by its declaration.
    case set(field: String, value: String)
    /// The browser's back button or Esc: one system back.
    case back
    /// An answer to leave question `question`: `leave` carries the back out.
    case answer(question: Int, leave: Bool)
    /// The page began dragging its top screen: an interactive back begins.
    case backBegin
    /// The drag `preview` moved to `progress`, from 0 to 1.
    case backProgress(preview: String, progress: Double)
    /// The drag `preview` was released past its threshold.
    case backCommit(preview: String)
    /// The drag `preview` was let go or cancelled.
    case backCancel(preview: String)
    /// Run the conformance kit's scenarios and `seeds` random interleavings with this page as the
    /// renderer (``ConformanceStage``).
    case conformance(seeds: Int)
    /// A click outside the dialog opened by `opener` (an entry id): the dialog is swiped down.
    case dismiss(opener: String)
    /// A click on page `index` of the tab bar of coordinator `coordinator` (its id).
    case tab(coordinator: String, index: Int)
    /// The page's window is `width` points wide: sent when the page loads and on every resize.
    /// The server sets it on the navigator, which shows each stack in the scene of its width
    /// class; no stack changes.
    case resize(width: Double)
    /// The page shows window `window` of the app (its id's number, as in the page's address
    /// `?window=N`): sent when the page connects. A page that never sends it shows the main window.
    case showWindow(window: UInt64)
    /// The page's "New window" control opened this browser window: the app opens a new window
    /// (its root coordinator's first screen, with focus) and the page shows it.
    case openWindow
    /// The page's "Close window" control: the app closes the window the page shows, after asking
    /// its screens' leave checks. (Closing the browser window only hides the app's window.)
    case closeWindow
    /// The page's "Move to window" control: the top screen of the page's window, and the screens
    /// above it, move to open window `window`.
    case moveToWindow(window: UInt64)
    /// The page is shown (`true`) or hidden (`false`): a browser tab in the background, a
    /// minimized window. An app window no shown page shows is hidden.
    case visibility(visible: Bool)

    /// The most random interleavings one conformance run may ask for.
    static let mostSeeds = 20

    /// The widest window a page may report, in points: far beyond any screen, and small enough
    /// that every width the page sends is a whole number of points exactly.
    static let widestWindow = 1_000_000.0

    /// Whether it is a UI write through the binding layer: none is applied once the server is
    /// stopping. (Commands and typed actions are refused by the command entry itself then.)
    var writes: Bool {
        switch self {
        case .seen, .command, .open, .tap, .set, .showWindow: false
        case .back, .answer, .backBegin, .backProgress, .backCommit, .backCancel, .conformance, .dismiss, .tab,
            .resize, .openWindow, .closeWindow, .moveToWindow, .visibility:
            true
        }
    }
}

/// Why a page's message was not read: it is not JSON, not an object, of an unknown type, or
/// lacks a field its type needs. The page is sent it as an `error` message (``PageEvent/error(seq:text:)``).
struct PageProtocolError: Error, Equatable, Sendable {
    /// The message's number, when it could be read.
    let seq: Int?
    /// What is wrong, for the user.
    let text: String
}

/// One message from a page: `{"type": T, "seq": N, ...}`, decoded once into a ``PageRequest``.
///
/// `seq` numbers a request the page wants answered (a `reply` with the same number); it is 0
/// when absent. The fields of each type:
///
/// | `type` | fields |
/// |---|---|
/// | `seen` | `count` |
/// | `command` | `line` |
/// | `open` | `path` |
/// | `tap` | `action`, optional `slot` |
/// | `set` | `field`, `value` |
/// | `back`, `back-begin` | none |
/// | `answer` | `question`, `leave` |
/// | `back-progress` | `preview`, `progress` |
/// | `back-commit`, `back-cancel` | `preview` |
/// | `conformance` | optional `seeds` (0 to 20) |
/// | `dismiss` | `opener` |
/// | `tab` | `coordinator`, `index` |
/// | `resize` | `width`, in points (0 to 1,000,000) |
/// | `window` | `window`: the number of a window id (`1` for `w1`) |
/// | `window-open`, `window-close` | none |
/// | `window-move` | `window`: the number of the window to move the top screen to |
/// | `visibility` | `visible`: true or false |
struct PageMessage: Decodable, Equatable, Sendable {
    /// The request's number, answered by the reply of the same number.
    let seq: Int
    /// What the page asks.
    let request: PageRequest

    init(seq: Int, request: PageRequest) {
        self.seq = seq
        self.request = request
    }

    /// Reads one message a page sent.
    ///
    /// - Parameter text: The WebSocket text frame.
    /// - Returns: The message, or the typed error to send back.
    static func decode(_ text: String) -> Result<PageMessage, PageProtocolError> {
        do {
            return .success(try JSONDecoder().decode(PageMessage.self, from: Data(text.utf8)))
        } catch let error as PageProtocolError {
            return .failure(error)
        } catch {
            return .failure(PageProtocolError(seq: nil, text: "error: not a message: \(text.prefix(80))"))
        }
    }

    init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: MessageKey.self)
        guard let type = try? fields.decode(String.self, forKey: MessageKey("type")) else {
            throw PageProtocolError(seq: nil, text: "error: a message needs a type, such as \"command\"")
        }
        let seq = (try? fields.decodeIfPresent(Int.self, forKey: MessageKey("seq"))) ?? 0
        let read = Fields(container: fields, type: type, seq: seq)
        self.seq = seq
        request = try Self.request(type, read)
    }

    // The request of a message of `type`, each field read as its type declares.
    private static func request(_ type: String, _ read: Fields) throws(PageProtocolError) -> PageRequest {
        switch type {
        case "seen": return .seen(count: try read.field("count", as: Int.self, "a number"))
        case "command": return .command(line: try read.field("line", as: String.self, "text"))
        case "open": return .open(path: try read.field("path", as: String.self, "text"))
        case "tap":
            return .tap(
                action: try read.field("action", as: Int.self, "a number"),
                slot: try read.optional("slot", as: String.self, "text"))
        case "set":
            return .set(
                field: try read.field("field", as: String.self, "text"),
                value: try read.field("value", as: String.self, "text"))
        case "back": return .back
        case "answer":
            guard let question = try? read.field("question", as: Int.self, ""),
                let leave = try? read.field("leave", as: Bool.self, "")
            else { throw read.refusal("an answer needs a question number and leave: true or false") }
            return .answer(question: question, leave: leave)
        case "back-begin": return .backBegin
        case "back-progress":
            let preview = try read.field("preview", as: String.self, "the id of the drag it follows")
            guard let progress = try? read.field("progress", as: Double.self, ""), progress.isFinite else {
                throw read.refusal("back-progress needs a progress from 0 to 1")
            }
            return .backProgress(preview: preview, progress: progress)
        case "back-commit":
            return .backCommit(preview: try read.field("preview", as: String.self, "the id of the drag it follows"))
        case "back-cancel":
            return .backCancel(preview: try read.field("preview", as: String.self, "the id of the drag it follows"))
        case "conformance":
            let most = PageRequest.mostSeeds
            guard let seeds = try? read.optional("seeds", as: Int.self, "") ?? 0, (0...most).contains(seeds) else {
                throw read.refusal("seeds must be a number from 0 to \(most)")
            }
            return .conformance(seeds: seeds)
        case "dismiss": return .dismiss(opener: try read.field("opener", as: String.self, "an entry id"))
        case "tab":
            return .tab(
                coordinator: try read.field("coordinator", as: String.self, "a coordinator id"),
                index: try read.field("index", as: Int.self, "a number"))
        case "resize":
            guard let width = try? read.field("width", as: Double.self, ""), width.isFinite,
                (0...PageRequest.widestWindow).contains(width)
            else { throw read.refusal("resize needs a width in points, from 0 to 1000000") }
            return .resize(width: width)
        case "window": return .showWindow(window: try read.field("window", as: UInt64.self, "a window number"))
        case "window-open": return .openWindow
        case "window-close": return .closeWindow
        case "window-move": return .moveToWindow(window: try read.field("window", as: UInt64.self, "a window number"))
        case "visibility": return .visibility(visible: try read.field("visible", as: Bool.self, "true or false"))
        default:
            throw read.refusal("unknown message '\(type.prefix(40))'")
        }
    }

    /// The fields of one message, read with errors that name the message's type.
    private struct Fields {
        let container: KeyedDecodingContainer<MessageKey>
        let type: String
        let seq: Int

        func field<T: Decodable>(_ name: String, as _: T.Type, _ what: String) throws(PageProtocolError) -> T {
            guard let value = try optional(name, as: T.self, what) else {
                throw refusal("a '\(type)' message needs \(name): \(what)")
            }
            return value
        }

        func optional<T: Decodable>(_ name: String, as _: T.Type, _ what: String) throws(PageProtocolError) -> T? {
            do {
                return try container.decodeIfPresent(T.self, forKey: MessageKey(name))
            } catch {
                throw refusal("a '\(type)' message's \(name) must be \(what)")
            }
        }

        func refusal(_ text: String) -> PageProtocolError {
            PageProtocolError(seq: seq, text: "error: " + text)
        }
    }
}

/// A field of a page message, named by its JSON key: each message type has its own fields.
struct MessageKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
