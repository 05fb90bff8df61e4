"use strict";
// MARK: - History: the back and forward buttons

// The history grows by one entry each time the breadcrumb deepens, above one entry the
// page puts below the first screen, so the back button always reaches the page: each
// back press is one system back, which the engine's back chain resolves (a screen may
// ask first). When the back leaves nothing (a refusal, a cancelled question, nothing to
// go back to) the page pushes an entry again, so the next press works. The page never
// traverses the history itself: programmatic traversals race with the pushes that follow.
// The browser throttles pages that change their history often (Chromium: about 200
// changes in 10 s, after which history calls are ignored), so an unchanged entry is left
// alone.
function syncHistory(depth, link) {
    const url = (link || "/") + windowSearch();
    if (wf.index === 0) {
        const state = history.state;
        if (state && typeof state.index === "number" && state.index > 0) {
            wf.index = state.index;
            putAddress(url);
        } else {
            history.replaceState({ index: 0 }, "", url);
            pushEntry(url);
        }
    } else if (depth > wf.depth) {
        pushEntry(url);
    } else {
        putAddress(url);
    }
    wf.depth = depth;
}

function pushEntry(url) {
    wf.index += 1;
    history.pushState({ index: wf.index }, "", url);
}

function putAddress(url) {
    const state = history.state;
    if (state && state.index === wf.index && location.pathname + location.search === url) return;
    history.replaceState({ index: wf.index }, "", url);
}

window.addEventListener("popstate", (event) => {
    const state = event.state;
    if (!state || typeof state.index !== "number") return;
    const steps = wf.index - state.index;
    wf.index = state.index;
    // Forward has nothing to redo (a popped screen is gone): the address is put back.
    putAddress(wf.link || "/");
    // While this page's question is open, the question is the answer to take: back again
    // changes nothing and the entry is put back.
    if (steps > 0 && $("leave").open && $("leave").dataset.mine === "yes") {
        pushEntry(wf.link || "/");
        return;
    }
    for (let i = 0; i < steps; i += 1) systemBack(true);
});

// One system back: the server answers with what it closed, or with the question a
// screen asks (its outcome follows once some page answers it).
function systemBack(fromHistory) {
    const seq = ++wf.seq;
    wf.replies.set(seq, (reply) => {
        if (reply.asked) {
            wf.asked.set(seq, fromHistory);
            return;
        }
        settleBack(reply, fromHistory, true);
    });
    send({ type: "back", seq });
    updateIdle();
}

function settleBack(outcome, fromHistory, announce) {
    if (announce) notice(outcome.text.startsWith("error:") ? "error" : "note", outcome.text);
    // The browser already went back one entry: with nothing left, it gets one again.
    if (fromHistory && (!outcome.left || wf.index === 0)) pushEntry(wf.link || "/");
    document.body.dataset.backs = String(Number(document.body.dataset.backs || 0) + 1);
}

// MARK: - Leave questions: a dialog with the screen's question

// Every page shows the open question; the page whose back asked shows it modal, the
// others beside their screen, so their clicks still work. Any page may answer.
function showQuestion() {
    const dialog = $("leave");
    const question = wf.questions[0];
    if (!question) {
        if (dialog.open) dialog.close();
        delete dialog.dataset.question;
        return;
    }
    const mine = [...wf.asked.values()].length > 0;
    if (dialog.open && dialog.dataset.question === String(question.id)) return;
    if (dialog.open) dialog.close();
    dialog.dataset.question = question.id;
    dialog.dataset.mine = mine ? "yes" : "no";
    dialog.querySelector(".asker").textContent = question.screen;
    dialog.querySelector(".question").textContent = question.title;
    dialog.querySelector(".confirm").textContent = question.confirm;
    dialog.querySelector(".cancel").textContent = question.cancel;
    dialog.querySelector(".elsewhere").hidden = mine;
    if (mine) dialog.showModal(); else dialog.show();
}

function answer(leave) {
    const id = Number($("leave").dataset.question);
    if (!id) return;
    send({ type: "answer", seq: ++wf.seq, question: id, leave });
    updateIdle();
}
$("leave").querySelector(".confirm").onclick = () => answer(true);
$("leave").querySelector(".cancel").onclick = () => answer(false);
// Esc on the dialog is its cancel answer; the dialog closes when the server says so.
$("leave").addEventListener("cancel", (event) => {
    event.preventDefault();
    answer(false);
});

// MARK: - Dragging the top screen: interactive back

// Dragging the top screen to the right begins an interactive back: the server answers
// with the screen it would reveal, drawn underneath; the drag reports its progress, and
// releasing it past half the screen's width commits the back, anywhere else cancels it.
// A screen that refuses an interactive back (it asks before it is left) does not drag.
const dragStart = 12;

function topScreen() {
    return document.querySelector("#layers .layer.top") || $("screen");
}

document.addEventListener("pointerdown", (event) => {
    const top = topScreen();
    if (event.button !== 0 || wf.drag || !top || top.dataset.draggable !== "yes" || !top.contains(event.target)
        || event.target.closest("button, input, select, label")) return;
    wf.drag = { pointer: event.pointerId, x: event.clientX, y: event.clientY, dx: 0, node: top,
        phase: "pending", preview: null, released: false, sentProgress: null, inFlight: false };
});

document.addEventListener("pointermove", (event) => {
    const drag = wf.drag;
    if (!drag || event.pointerId !== drag.pointer) return;
    drag.dx = Math.max(0, event.clientX - drag.x);
    if (drag.phase === "pending") {
        if (Math.abs(event.clientY - drag.y) > drag.dx && Math.abs(event.clientY - drag.y) > dragStart) {
            wf.drag = null;
            return;
        }
        if (drag.dx < dragStart) return;
        beginDrag(drag);
        return;
    }
    if (drag.phase === "dragging") moveDrag(drag);
});

const release = (cancelled) => (event) => {
    const drag = wf.drag;
    if (!drag || event.pointerId !== drag.pointer) return;
    drag.released = true;
    drag.cancelled = cancelled;
    if (drag.phase === "pending") wf.drag = null;
    else if (drag.phase === "dragging") finishDrag(drag);
};
document.addEventListener("pointerup", release(false));
document.addEventListener("pointercancel", release(true));

function beginDrag(drag) {
    drag.phase = "beginning";
    const seq = ++wf.seq;
    wf.replies.set(seq, (reply) => {
        if (wf.drag !== drag) {
            // The drag ended before the server answered: its back is cancelled.
            if (reply.ok) send({ type: "back-cancel", seq: ++wf.seq, preview: reply.preview });
            return;
        }
        if (!reply.ok) {
            wf.drag = null;
            return;
        }
        drag.phase = "dragging";
        drag.preview = reply.preview;
        const revealed = reply.page.layers.length ? reply.page.layers[reply.page.layers.length - 1].screen
            : reply.page.base;
        $("peek").replaceChildren(...(revealed ? panel(revealed, null) : []));
        $("peek").dataset.entry = reply.revealed ? reply.revealed.entry : "";
        $("peek").hidden = false;
        document.body.dataset.dragging = "yes";
        drag.node.classList.add("dragging");
        if (drag.released) finishDrag(drag); else moveDrag(drag);
    });
    send({ type: "back-begin", seq });
    updateIdle();
}

function dragProgress(drag) {
    return Math.min(1, drag.dx / Math.max(1, drag.node.getBoundingClientRect().width));
}

// The screen follows the pointer at once; the progress goes to the server one message
// at a time (the latest one when the previous is answered).
function moveDrag(drag) {
    drag.node.style.transform = `translateX(${drag.dx}px)`;
    const progress = dragProgress(drag);
    if (drag.inFlight || progress === drag.sentProgress) return;
    drag.inFlight = true;
    drag.sentProgress = progress;
    const seq = ++wf.seq;
    wf.replies.set(seq, () => {
        drag.inFlight = false;
        if (wf.drag === drag && drag.phase === "dragging" && dragProgress(drag) !== drag.sentProgress) moveDrag(drag);
    });
    send({ type: "back-progress", seq, preview: drag.preview, progress });
}

function finishDrag(drag) {
    drag.phase = "ending";
    const commit = !drag.cancelled && dragProgress(drag) >= 0.5;
    const seq = ++wf.seq;
    wf.replies.set(seq, (reply) => {
        if (reply.ok && reply.text) notice("note", reply.text);
        if (wf.drag === drag) endDrag();
    });
    send({ type: commit ? "back-commit" : "back-cancel", seq, preview: drag.preview });
    updateIdle();
}

function endDrag() {
    const drag = wf.drag;
    wf.drag = null;
    if (drag) {
        drag.node.style.transform = "";
        drag.node.classList.remove("dragging");
    }
    $("peek").hidden = true;
    $("peek").replaceChildren();
    document.body.dataset.dragging = "no";
}

function toggleInspector() {
    $("inspector").hidden = !$("inspector").hidden;
    document.body.dataset.inspector = $("inspector").hidden ? "closed" : "open";
    if (!$("inspector").hidden && window.wayfinderInspector) {
        window.wayfinderInspector.load();
        $("inspector-timeline").focus();
    }
}
$("inspector-toggle").onclick = toggleInspector;

document.addEventListener("keydown", (event) => {
    if (event.key === "i" && !(event.target instanceof HTMLInputElement)
        && !(event.target instanceof HTMLSelectElement)) {
        toggleInspector();
        return;
    }
    // Esc is the system back; on the leave dialog it is the dialog's own cancel.
    if (event.key !== "Escape" || $("leave").open) return;
    systemBack(false);
});

connect();
