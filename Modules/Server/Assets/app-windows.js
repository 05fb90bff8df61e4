"use strict";
// The app's windows (issue 38): each page shows one window of the app, named in its address
// (`?window=N`, the window id's number; none for the main window). "New window" opens a browser
// window whose page asks the server for a new app window; "Close window" closes the app's
// window (closing the browser window only hides it); "Move to window" moves the top screen,
// and the screens above it, to another open window. The messages are PageRequest's `window`,
// `window-open`, `window-close`, `window-move` and `visibility` (Modules/Server/Hub/PageRequest.swift).
const wfWindows = { named: new URLSearchParams(location.search).get("window") };

// Sent first once the event stream is open: which window this page shows, and whether it is shown.
function helloWindow() {
    const named = wfWindows.named;
    if (named === "new") {
        wfWindows.named = null;
        request({ type: "window-open" }, (reply) => {
            if (reply.ok && reply.window !== undefined) setWindowAddress(reply.window);
        });
    } else if (named !== null && /^\d+$/.test(named)) {
        request({ type: "window", window: Number(named) });
    }
    reportVisibility();
}

function reportVisibility() {
    if (!wf.socket || wf.socket.readyState !== WebSocket.OPEN) return;
    send({ type: "visibility", visible: document.visibilityState !== "hidden" });
}

document.addEventListener("visibilitychange", reportVisibility);

// The address's `?window=N` part, for the history entries the page makes.
function windowSearch() {
    const named = wfWindows.named;
    return named !== null && /^\d+$/.test(named) ? `?window=${named}` : "";
}

function setWindowAddress(id) {
    wfWindows.named = String(id);
    const search = windowSearch();
    if (location.search !== search) history.replaceState(history.state, "", location.pathname + search);
}

// The window bar: which window this is, New window, Close window, and Move to window with the
// other open windows to choose from (each by its number and top screen).
function drawWindows(message) {
    const windows = message.windows;
    if (!windows) return;
    wf.window = message.window;
    wf.windows = windows;
    document.body.dataset.window = String(message.window);
    document.body.dataset.windows = String(windows.length);
    const mine = windows.find((item) => item.id === message.window);
    const others = windows.filter((item) => item.id !== message.window);
    const chosen = $("window-target") ? $("window-target").value : null;
    const target = el("select", { id: "window-target", disabled: others.length === 0 },
        ...others.map((item) => el("option", { value: String(item.id), selected: String(item.id) === chosen,
            textContent: `Window ${item.number}: ${item.title}` })));
    const move = el("button", { id: "window-move", textContent: "Move to window", disabled: others.length === 0 });
    move.onclick = () => request({ type: "window-move", window: Number(target.value) });
    const open = el("button", { id: "window-new", textContent: "New window" });
    open.onclick = () => window.open(`${location.origin}/?window=new`, "_blank");
    const close = el("button", { id: "window-close", textContent: "Close window", disabled: windows.length < 2 });
    // A closed app window leaves this page on the focused one; a browser window a script opened
    // closes with it. A leave question answers at once (`asked`): the window is not closed yet.
    close.onclick = () => request({ type: "window-close" }, (reply) => {
        if (reply.ok && reply.asked === undefined) window.close();
    });
    const label = el("span", { id: "window-label",
        textContent: mine ? `Window ${mine.number} of ${windows.length}` : "" });
    $("windows").replaceChildren(label, open, close, target, move);
    if (windows.length > 1 || message.window !== 0) setWindowAddress(message.window);
}
