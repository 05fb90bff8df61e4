import FlyingFox
import Foundation

/// The files the page is made of, in `Modules/Server/Assets`, served byte for byte.
///
/// They are resources of the module compiled into it (`.embedInCode` in Package.swift), so a
/// binary serves them wherever it runs: under `swift run`, from `.build`, copied elsewhere, or in
/// the tests, with no resource bundle that could be missing at run time. `Scripts/check-page.py`
/// checks the scripts (`node --check`, and no `innerHTML` or HTML built from strings).
///
/// - `index.html`: the page `serve` answers every other `GET` with.
/// - `app.js`: connecting, drawing each step from the event stream and animating it at the
///   page's own pace, confirming each message read (the server drops a page that stops reading),
///   and saved state. `window.wayfinder` exposes what tests read.
/// - `app-back.js`: the history (the back and forward buttons, one system back each), leave
///   questions in a dialog, dragging the top screen (interactive back), the inspector toggle and
///   Esc, then the connection's start.
/// - `app-windows.js`: the app window the page shows (`?window=N`), and the window bar: New
///   window, Close window, Move to window, and the page's visibility.
/// - `app-stage.js`: the conformance stage (``ConformanceStage``): the kit's steps drawn at each
///   scenario's width, and the page's checks at its settles.
/// - `app.css`: tab bar, breadcrumb, screens, and dialogs by presentation style.
/// - `inspector.js`, `inspector.css`: the journal's panel, shared by the `serve` page and
///   ``InspectorServer``'s page (`inspector.html`, styled by `inspector-page.css` too).
enum PageAsset: CaseIterable {
    case page, script, backScript, windowsScript, stageScript, style, inspectorPage, inspectorScript, inspectorStyle,
        inspectorPageStyle

    /// The path it is served at (the page itself answers any other `GET`, so it has none).
    var path: String? {
        switch self {
        case .page, .inspectorPage: nil
        case .script: "/app.js"
        case .backScript: "/app-back.js"
        case .windowsScript: "/app-windows.js"
        case .stageScript: "/app-stage.js"
        case .style: "/app.css"
        case .inspectorScript: "/inspector.js"
        case .inspectorStyle: "/inspector.css"
        case .inspectorPageStyle: "/inspector-page.css"
        }
    }

    /// The file's name in `Modules/Server/Assets`.
    var fileName: String {
        switch self {
        case .page: "index.html"
        case .script: "app.js"
        case .backScript: "app-back.js"
        case .windowsScript: "app-windows.js"
        case .stageScript: "app-stage.js"
        case .style: "app.css"
        case .inspectorPage: "inspector.html"
        case .inspectorScript: "inspector.js"
        case .inspectorStyle: "inspector.css"
        case .inspectorPageStyle: "inspector-page.css"
        }
    }

    /// The file's bytes, as compiled in.
    var bytes: [UInt8] {
        switch self {
        case .page: PackageResources.index_html
        case .script: PackageResources.app_js
        case .backScript: PackageResources.app_back_js
        case .windowsScript: PackageResources.app_windows_js
        case .stageScript: PackageResources.app_stage_js
        case .style: PackageResources.app_css
        case .inspectorPage: PackageResources.inspector_html
        case .inspectorScript: PackageResources.inspector_js
        case .inspectorStyle: PackageResources.inspector_css
        case .inspectorPageStyle: PackageResources.inspector_page_css
        }
    }

    /// The `Content-Type` it is served with.
    var contentType: String {
        switch fileName.split(separator: ".").last {
        case "js": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        default: "text/html; charset=utf-8"
        }
    }

    /// The response that serves it.
    var response: HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: [.contentType: contentType], body: Data(bytes))
    }

    /// Adds a `GET` route for each of `assets` that has a path.
    static func append(_ assets: [PageAsset], to routes: inout RoutedHTTPHandler) {
        for asset in assets {
            guard let path = asset.path else { continue }
            routes.appendRoute(HTTPRoute("GET \(path)")) { _ in asset.response }
        }
    }
}
