"use strict";
const wf = { socket: null, seq: 0, sent: 0, replied: 0, refused: 0, received: 0, tree: null, link: null,
    depth: 0, index: 0, step: null, page: null, animating: false, moving: 0, replies: new Map(),
    fieldNotes: new Map(), questions: [], asked: new Map(), drag: null };
window.wayfinder = wf;
const $ = (id) => document.getElementById(id);
const el = (tag, props, ...children) => {
    const { dataset, ...rest } = props || {};
    const node = Object.assign(document.createElement(tag), rest);
    Object.assign(node.dataset, dataset || {});
    for (const child of children) node.append(child);
    return node;
};

function connect() {
    const socket = new WebSocket(`ws://${location.host}/events`);
    wf.socket = socket;
    socket.onopen = () => {
        document.body.dataset.connected = "yes";
        // The server sets the navigator's width from it; a reconnected page reports it again.
        wf.width = null;
        helloWindow();
        reportWidth();
        // A typed or followed address opens its deep link; a reload shows the state as it is.
        const navigation = performance.getEntriesByType("navigation")[0];
        const reloaded = navigation && navigation.type === "reload";
        if (location.pathname !== "/" && !reloaded && !wf.opened) {
            wf.opened = true;
            send({ type: "open", seq: ++wf.seq, path: location.pathname });
        }
    };
    socket.onmessage = (event) => {
        wf.received += 1;
        send({ type: "seen", count: wf.received });
        receive(JSON.parse(event.data));
    };
    socket.onclose = () => {
        document.body.dataset.connected = "no";
        notice("error", "error: the event stream closed; reload the page to reconnect");
    };
}

function send(message) {
    if (!wf.socket || wf.socket.readyState !== WebSocket.OPEN) {
        notice("error", "error: not connected; the request was not sent");
        return false;
    }
    wf.socket.send(JSON.stringify(message));
    if (message.seq) wf.sent += 1;
    return true;
}

// Sends `message` numbered, so that the server replies to it; `then`, if given, is called
// with the reply. The messages are those of PageRequest (Modules/Server/Hub/PageRequest.swift).
function request(message, then) {
    const seq = ++wf.seq;
    if (then) wf.replies.set(seq, then);
    send({ ...message, seq });
    updateIdle();
}

function receive(message) {
    switch (message.type) {
    case "step":
    case "snapshot":
        // While the conformance kit's scenarios run here, the served app's steps wait.
        if (wf.stage && !wf.stage.done) break;
        draw(message);
        break;
    case "stage-start":
    case "stage-step":
    case "stage-layout":
    case "stage-check":
    case "stage-done":
        // The conformance kit's scenarios, with this page as the renderer (app-stage.js).
        onStage(message);
        break;
    case "reply":
        answered(message);
        break;
    case "error":
        // A message the server could not read: shown, and its request (when the server read its
        // number) is answered as refused.
        notice("error", message.text);
        if (message.seq) answered({ ...message, ok: false });
        break;
    case "notice":
        notice(message.level, message.text);
        break;
    case "questions":
        wf.questions = message.questions;
        showQuestion();
        break;
    case "back-outcome": {
        const fromHistory = wf.asked.get(message.seq);
        wf.asked.delete(message.seq);
        // Every page was told the outcome in a notice.
        if (fromHistory !== undefined) settleBack(message, fromHistory, false);
        break;
    }
    case "loading":
        showLoading(message.pending);
        break;
    case "findings":
        $("findings").hidden = !message.text;
        $("findings").textContent = message.text || "";
        document.body.dataset.findings = message.text ? "yes" : "no";
        break;
    }
    if ((message.type === "step" || message.type === "snapshot") && !$("inspector").hidden
        && window.wayfinderInspector) window.wayfinderInspector.load();
    updateIdle();
}

// A navigation waiting for its screens' loaders (`loading`, PageEvent.swift): a bar of the
// loaders done, hidden once it commits, fails or is cancelled (`pending` is then null).
function showLoading(pending) {
    $("loading").hidden = !pending;
    document.body.dataset.loading = pending ? "yes" : "no";
    if (!pending) return;
    $("loading-bar").max = pending.total;
    $("loading-bar").value = pending.done;
    $("loading-text").textContent = pending.text;
}

function answered(reply) {
    if (reply.seq) wf.replied += 1;
    if (!reply.ok) wf.refused += 1;
    const then = wf.replies.get(reply.seq);
    wf.replies.delete(reply.seq);
    if (then) then(reply);
}

function notice(level, text) {
    const box = el("div", { className: level, textContent: text });
    $("notices").prepend(box);
    while ($("notices").children.length > 4) $("notices").lastChild.remove();
}

function updateIdle() {
    const idle = !wf.animating && wf.replied >= wf.sent;
    document.body.dataset.idle = idle ? "yes" : "no";
}

// MARK: - Drawing

function draw(message) {
    const page = message.page;
    const editing = focusedField();
    wf.tree = message.tree;
    wf.link = message.link;
    wf.page = page;
    document.title = message.app || "Wayfinder";
    $("app").textContent = message.app || "Wayfinder";
    drawTabs(page.tabBars);
    $("crumbs").replaceChildren(...page.crumbs.flatMap((crumb, index) => [
        ...(index ? [el("span", { className: "sep", textContent: crumb.modal ? "^" : "›" })] : []),
        el("span", { textContent: crumb.title, dataset: { entry: crumb.entry } }),
    ]));
    $("screen").replaceChildren(...(page.base ? panel(page.base, null) : []));
    drawPanes(page);
    $("slots").replaceChildren(...page.slots.map((slot) =>
        el("div", { className: "screen slot", dataset: { slot: slot.slot } },
            el("h2", { textContent: slot.slot }), ...(slot.screen ? panel(slot.screen, slot.slot) : []))));
    $("detail").replaceChildren(...(page.detail ? [el("div", { className: "screen" }, ...panel(page.detail, null))] : []));
    drawLayers(page.layers);
    const top = topScreen();
    if (top) top.dataset.draggable = page.draggable ? "yes" : "no";
    // A change ends a drag under way: the engine cancelled its interactive back.
    if (wf.drag && wf.drag.node !== top) endDrag();
    drawOutline(page.outline);
    drawWindows(message);
    refocus(editing);
    if (!wf.stage || wf.stage.done) syncHistory(page.depth, message.link);
    document.body.dataset.change = message.change || 0;
    if (message.type === "step") animate(message);
}

function drawTabs(bars) {
    $("tabs").replaceChildren(...bars.flatMap((bar) => bar.tabs.map((tab) => {
        const button = el("button", { className: tab.selected ? "selected" : "", textContent: tab.title,
            dataset: { tab: tab.name } });
        if (tab.badge) button.append(el("span", { className: "badge", textContent: tab.badge }));
        button.onclick = () => send({ type: "tab", seq: ++wf.seq, coordinator: bar.coordinator, index: tab.index });
        return button;
    })));
}

// MARK: - Panes: the top stack shown as one, two or three panes by the page's width

// The page's width, reported when it connects and when the window is resized (once a frame
// at most): the server derives the width class from it and sends the scenes it gives.
function reportWidth() {
    const width = Math.round(window.innerWidth);
    if (width === wf.width) return;
    wf.width = width;
    request({ type: "resize", width });
}

window.addEventListener("resize", () => {
    if (wf.resizing) return;
    wf.resizing = true;
    requestAnimationFrame(() => {
        wf.resizing = false;
        reportWidth();
    });
});

// The panes of the top stack's scene, leading first: #screen is always the focused pane (the
// stack's top), and the panes before it are drawn to its left, each with its own actions.
function drawPanes(page) {
    const panes = page.panes || [];
    const focused = panes.find((pane) => pane.focused);
    $("panes").replaceChildren(...panes.filter((pane) => !pane.focused).map((pane) =>
        el("section", { className: "screen pane", dataset: { role: pane.role || "", route: pane.route,
            back: pane.back ? "yes" : "no" } }, ...paneBack(pane), ...panel(pane.screen, pane.route))));
    $("screen").dataset.role = focused && focused.role ? focused.role : "";
    $("screen").dataset.back = focused && focused.back ? "yes" : "no";
    if (focused && focused.back) $("screen").prepend(...paneBack(focused));
    document.body.dataset.panes = String(Math.max(1, panes.length));
    document.body.dataset.widthClass = page.widthClass || "compact";
}

// A pane that holds a screen below the one it shows has a back button: one system back.
function paneBack(pane) {
    if (!pane.back) return [];
    const button = el("button", { className: "pane-back", textContent: "‹ Back", title: "Back (Esc)" });
    button.onclick = () => systemBack(false);
    return [button];
}

function panel(screen, slot) {
    const buttons = screen.actions.map((action) => {
        const button = el("button", { dataset: { action: action.number, title: action.title } }, action.title,
            el("span", { className: "verb", textContent: action.verb }));
        button.onclick = () => request({ type: "tap", action: action.number, slot });
        return button;
    });
    return [el("h1", { textContent: screen.title, dataset: { entry: screen.entry } }), ...(screen.text ? [el("p", { textContent: screen.text })] : []),
        el("div", { className: "actions" }, ...buttons), ...(screen.fields.length ? [fields(screen)] : [])];
}

// MARK: - Saved state: a screen's fields, and every entry's phase

// The declared state fields of a screen and of its flow. Only the top screen's can be
// edited: an edit is the command `set NAME VALUE`, typed by the declaration, and a
// refusal is shown beside the field in the screen's words.
function fields(screen) {
    return el("div", { className: "fields", dataset: { entry: screen.entry } }, ...screen.fields.map((field) => {
        const id = `field-${screen.entry}-${field.flow || ""}-${field.name}`;
        const input = field.options.length
            ? el("select", { id, disabled: !screen.editable }, ...field.options.map((option) =>
                el("option", { value: option, textContent: option, selected: option === field.value })))
            : el("input", { id, type: "text", value: field.value, disabled: !screen.editable, spellcheck: false });
        const key = `${screen.entry}/${field.name}`;
        const note = el("span", { className: "refusal", textContent: wf.fieldNotes.get(key) || "" });
        input.onchange = () => setField(key, field.name, input.value);
        return el("label", { className: "field", dataset: { field: field.name, type: field.type,
            refused: wf.fieldNotes.has(key) ? "yes" : "no" } },
            el("span", { className: "name", textContent: field.flow ? `${field.name} (${field.flow})` : field.name }),
            input, el("span", { className: "type", textContent: field.type }), note);
    }));
}

function setField(key, name, value) {
    // A recording holds the edit as `set NAME "VALUE"`, and the command language has no way to
    // write a double quote inside a quoted word.
    if (value.includes('"')) {
        showFieldNote(key, "error: a value cannot hold a double quote (\")");
        return;
    }
    request({ type: "set", field: name, value }, (reply) => showFieldNote(key, reply.ok ? "" : reply.text));
}

function showFieldNote(key, text) {
    if (text) wf.fieldNotes.set(key, text); else wf.fieldNotes.delete(key);
    const [entry, name] = key.split("/");
    for (const label of document.querySelectorAll(`.fields[data-entry="${entry}"] .field[data-field="${name}"]`)) {
        label.dataset.refused = text ? "yes" : "no";
        label.querySelector(".refusal").textContent = text;
    }
}

// The field being edited survives a redraw (a change from another window, a step).
function focusedField() {
    const node = document.activeElement;
    return node && node.id && node.id.startsWith("field-") ? { id: node.id, value: node.value } : null;
}

function refocus(editing) {
    const node = editing && $(editing.id);
    if (!node || node.disabled) return;
    node.value = editing.value;
    node.focus();
}

// Every entry of the tree with its lifecycle phase and saved state, indented under the
// entry that hosts its stack.
function drawOutline(rows) {
    $("outline-list").replaceChildren(...rows.map((row) => el("li", {
        className: `phase-${row.phase}`, dataset: { entry: row.entry, phase: row.phase, level: Math.min(row.level, 4) } },
        ...(row.group ? [el("span", { className: "group", textContent: row.group })] : []),
        el("span", { className: "title", textContent: row.title }),
        el("span", { className: "phase", textContent: row.phase }),
        ...row.state.map((text) => el("span", { className: "state", textContent: text })))));
}

function drawLayers(layers) {
    const nodes = [];
    for (const layer of layers) {
        if (layer.top) {
            const backdrop = el("div", { className: "backdrop" });
            backdrop.onclick = () => dismiss(layer.opener);
            nodes.push(backdrop);
        }
        const classes = ["layer", layer.kind, layer.fullScreen ? "full" : "", layer.top ? "top" : "",
            ...layer.detents.map((detent) => `detent-${detent}`)];
        const label = layer.kind === "custom" ? `custom: ${layer.transition}`
            : layer.detents.length ? `${layer.kind} (${layer.detents.join(", ")})` : layer.kind;
        nodes.push(el("section", { className: classes.filter(Boolean).join(" "),
            dataset: { opener: layer.opener, kind: layer.kind, transition: layer.transition || "" } },
            el("span", { className: "style", textContent: label }), ...panel(layer.screen, null)));
    }
    $("layers").replaceChildren(...nodes);
}

function dismiss(opener) {
    send({ type: "dismiss", seq: ++wf.seq, opener });
}

// MARK: - Transitions

// Steps arrive as the server finishes them, possibly while an earlier one still moves:
// the page is animating until every step it drew has had its frame and its transitions
// have ended. (A background tab, whose frames the browser pauses, stays animating;
// only this page waits for it.)
function animate(message) {
    wf.moving += 1;
    wf.animating = true;
    const finish = () => {
        wf.moving -= 1;
        wf.animating = wf.moving > 0;
        updateIdle();
    };
    const kind = message.transition;
    const target = kind === "present" ? document.querySelector("#layers .layer.top") : $("screen");
    if (!message.animated || !target || !["push", "pop", "present", "dismiss", "replace"].includes(kind)) {
        requestAnimationFrame(finish);
        return;
    }
    target.classList.add(`from-${kind}`);
    void target.offsetWidth;
    target.classList.remove(`from-${kind}`);
    // The CSS transitions the class change started; none when nothing moved (the element
    // is not rendered, or already looked as it ends). Done once they end or are cancelled.
    const transitions = target.getAnimations();
    if (transitions.length === 0) {
        requestAnimationFrame(finish);
        return;
    }
    Promise.allSettled(transitions.map((transition) => transition.finished)).then(finish);
}
