/// The page `serve` answers every other `GET` with; `/app.js` draws it from the event stream.
enum PageHTML {
    static let text = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Wayfinder</title>
        <link rel="stylesheet" href="/app.css">
        </head>
        <body data-connected="no" data-idle="no">
        <header><strong id="app">Wayfinder</strong><nav id="tabs"></nav><button id="inspector-toggle" title="The transaction journal (i)">Inspector</button></header>
        <pre id="findings" hidden></pre>
        <div id="notices" aria-live="polite"></div>
        <nav id="crumbs"></nav>
        <main id="stage"><section id="peek" class="screen" hidden></section><section id="screen" class="screen"></section><aside id="slots"></aside><aside id="detail"></aside></main>
        <section id="outline"><h2>Screens</h2><ol id="outline-list"></ol></section>
        <div id="layers"></div>
        <dialog id="leave"><form method="dialog"><p class="asker"></p><h2 class="question"></h2><p class="elsewhere" hidden>Asked in another window; any window can answer.</p>
        <div class="answers"><button type="button" class="cancel"></button><button type="button" class="confirm"></button></div></form></dialog>
        <aside id="inspector" hidden></aside>
        <script src="/app.js"></script>
        <script src="/inspector.js"></script>
        </body>
        </html>
        """#
}
