"use strict";
(() => {
const ROW = 22;
const ins = { doc: null, entries: [], shown: [], greyed: new Set(), selected: null, loads: 0,
    jumps: 0, refusals: 0, renderMs: null, scrollMs: [] };
window.wayfinderInspector = ins;
const root = document.getElementById("inspector");
if (!root) return;
const make = (tag, props, ...children) => {
    const node = Object.assign(document.createElement(tag), props || {});
    for (const child of children) node.append(child);
    return node;
};
const source = make("select", { id: "inspector-source", title: "Filter by source" });
const kind = make("select", { id: "inspector-kind", title: "Filter by kind" });
const refresh = make("button", { id: "inspector-refresh", textContent: "Refresh" });
const count = make("span", { id: "inspector-count" });
const timeline = make("div", { id: "inspector-timeline", tabIndex: 0, role: "listbox",
    ariaLabel: "Transactions" });
const spacer = make("div", { className: "spacer" });
const rows = make("div", { className: "rows" });
timeline.append(spacer, rows);
const detail = make("div", { id: "inspector-detail" });
root.append(make("div", { className: "toolbar" }, make("strong", { textContent: "Journal" }), source, kind,
    refresh, count), timeline, detail);

// MARK: - Loading

// The journal comes in pages (`after` is the cursor the previous page gave as `next`), so a
// long one never holds the server's commands up; the first page's `start` is the tree before
// the oldest entry.
async function load() {
    let doc = null;
    let after = null;
    do {
        const query = after === null ? "" : `?after=${after}`;
        const response = await fetch("/journal.json" + query, { cache: "no-store" });
        if (!response.ok) return;
        const page = await response.json();
        if (doc === null) {
            doc = page;
        } else {
            doc.journal.entries = doc.journal.entries.concat(page.journal.entries);
            doc.journal.recorded = page.journal.recorded;
            doc.journal.dropped = page.journal.dropped;
            doc.jumps = page.jumps;
        }
        after = page.next ?? null;
    } while (after !== null);
    show(doc);
}
ins.load = load;

function show(doc) {
    ins.doc = doc;
    ins.entries = doc.journal.entries;
    ins.greyed = new Set();
    for (const jump of doc.jumps) {
        for (let seq = jump.target + 1; seq < jump.entry; seq += 1) ins.greyed.add(seq);
    }
    fillFilter(source, "all sources", ins.entries.map((entry) => entry.source));
    fillFilter(kind, "all kinds", ins.entries.map(kindOf));
    const started = performance.now();
    filter();
    void timeline.offsetHeight;
    ins.renderMs = performance.now() - started;
    ins.loads += 1;
    root.dataset.loads = ins.loads;
}
ins.show = show;

function kindOf(entry) {
    return entry.event ? entry.event.kind : entry.outcome;
}

function fillFilter(select, all, values) {
    const current = select.value;
    const options = [...new Set(values)].sort();
    select.replaceChildren(make("option", { value: "", textContent: all }),
        ...options.map((value) => make("option", { value, textContent: value })));
    select.value = options.includes(current) ? current : "";
}

function filter() {
    ins.shown = ins.entries.filter((entry) => (!source.value || entry.source === source.value)
        && (!kind.value || kindOf(entry) === kind.value));
    count.textContent = `${ins.shown.length} of ${ins.doc.journal.recorded}`
        + (ins.doc.journal.dropped ? ` (${ins.doc.journal.dropped} dropped)` : "");
    spacer.style.height = `${ins.shown.length * ROW}px`;
    if (ins.selected === null || !ins.shown.some((entry) => entry.sequence === ins.selected)) {
        ins.selected = ins.shown.length ? ins.shown[ins.shown.length - 1].sequence : null;
        timeline.scrollTop = timeline.scrollHeight;
    }
    draw();
    describe();
}

// MARK: - The timeline

function draw() {
    const first = Math.max(0, Math.floor(timeline.scrollTop / ROW) - 5);
    const last = Math.min(ins.shown.length, first + Math.ceil(timeline.clientHeight / ROW) + 10);
    const nodes = [];
    for (let index = first; index < last; index += 1) {
        const entry = ins.shown[index];
        const classes = ["row", entry.outcome];
        if (ins.greyed.has(entry.sequence)) classes.push("greyed");
        if (entry.sequence === ins.selected) classes.push("selected");
        const guard = entry.decisions.filter((decision) => decision.decision !== "allow")
            .map((decision) => `${decision.interceptor}: ${decision.decision}`).join(", ");
        const row = make("div", { className: classes.join(" "), role: "option",
            textContent: `#${entry.sequence} ${entry.source} ${kindOf(entry)} ${entry.api}`
                + (guard ? ` — ${guard}` : "") });
        row.dataset.sequence = entry.sequence;
        row.style.top = `${index * ROW}px`;
        row.onclick = () => select(entry.sequence);
        row.ondblclick = () => jump(entry.sequence);
        nodes.push(row);
    }
    rows.replaceChildren(...nodes);
}

function select(sequence) {
    ins.selected = sequence;
    const index = ins.shown.findIndex((entry) => entry.sequence === sequence);
    if (index * ROW < timeline.scrollTop) timeline.scrollTop = index * ROW;
    if ((index + 1) * ROW > timeline.scrollTop + timeline.clientHeight) {
        timeline.scrollTop = (index + 1) * ROW - timeline.clientHeight;
    }
    draw();
    describe();
}
ins.select = select;

function move(delta) {
    if (!ins.shown.length) return;
    const index = ins.shown.findIndex((entry) => entry.sequence === ins.selected);
    const next = Math.max(0, Math.min(ins.shown.length - 1, (index < 0 ? ins.shown.length : index) + delta));
    select(ins.shown[next].sequence);
}

timeline.addEventListener("scroll", draw);
timeline.addEventListener("keydown", (event) => {
    const page = Math.max(1, Math.floor(timeline.clientHeight / ROW) - 1);
    const moves = { ArrowUp: -1, k: -1, ArrowDown: 1, j: 1, PageUp: -page, PageDown: page,
        Home: -Infinity, End: Infinity };
    if (event.key in moves) {
        const delta = moves[event.key];
        move(Number.isFinite(delta) ? delta : delta < 0 ? -ins.shown.length : ins.shown.length);
    } else if (event.key === "Enter" && ins.selected !== null) {
        jump(ins.selected);
    } else {
        return;
    }
    event.preventDefault();
    event.stopPropagation();
});
source.onchange = filter;
kind.onchange = filter;
refresh.onclick = load;

// MARK: - The selected entry

function describe() {
    const entry = ins.entries.find((candidate) => candidate.sequence === ins.selected);
    if (!entry) {
        detail.replaceChildren(make("p", { textContent: "No transaction recorded yet." }));
        return;
    }
    const index = ins.entries.indexOf(entry);
    const before = index > 0 ? ins.entries[index - 1].tree : ins.doc.journal.start;
    const list = (title, items) => items.length
        ? [make("h3", { textContent: title }), make("ul", {}, ...items.map((text) => make("li", { textContent: text })))]
        : [];
    const decisions = entry.decisions.map((decision) => `${decision.interceptor}: ${decision.decision}`
        + (decision.reason ? ` — ${decision.reason}` : "")
        + (decision.redirect ? ` → ${decision.redirect.join("; ")}` : ""));
    const plan = entry.plan ? entry.plan.steps.map((step) => step) : [];
    const limit = (count) => count >= 1e15 ? "any" : count;
    const capabilities = entry.plan ? ` (pushes ${limit(entry.plan.capabilities.pushesPerStep)}, pops `
        + `${limit(entry.plan.capabilities.popsPerStep)}, dismissals `
        + `${limit(entry.plan.capabilities.dismissalsPerStep)} per step)` : "";
    const completion = entry.completion
        ? `completed after ${(entry.completion.seconds * 1000).toFixed(1)} ms`
            + (entry.completion.entriesBetween ? `, ${entry.completion.entriesBetween} entries later` : "")
        : entry.change ? "not completed yet" : "refused: nothing to render";
    const jumpButton = make("button", { id: "inspector-jump", textContent: `Jump back to #${entry.sequence}` });
    jumpButton.onclick = () => jump(entry.sequence);
    detail.replaceChildren(
        make("h2", { textContent: `#${entry.sequence} ${kindOf(entry)} — ${entry.outcome}` }),
        make("p", { className: "meta", textContent: `source ${entry.source} · ${entry.api}`
            + (entry.caller ? ` · by ${entry.caller}` : "") + (entry.change ? ` · change ${entry.change}` : "")
            + (ins.greyed.has(entry.sequence) ? " · abandoned by a jump" : "") }),
        jumpButton,
        ...list("Steps", entry.steps),
        ...list("Guard decisions", decisions),
        ...list(`Planned steps${capabilities}`, plan),
        make("p", { className: "meta", textContent: completion }),
        make("h3", { textContent: "Tree before → after" }),
        diff(treeLines(before), treeLines(entry.tree)));
}

const containerText = (container) => container && typeof container === "object"
    ? `c${container.owner}.${container.role}` : String(container);
const idText = (id) => id && typeof id === "object"
    ? `#${id.serial}${id.generation ? `g${id.generation}` : ""}` : `#${id}`;
function routeText(route) {
    if (!route) return "?";
    const value = route.value;
    if (value && typeof value === "object" && typeof value.name === "string") {
        const parameters = value.parameters && Object.keys(value.parameters).length
            ? ` ${JSON.stringify(value.parameters)}` : "";
        return value.name + parameters;
    }
    const shown = value && typeof value === "object" && Object.keys(value).length ? ` ${JSON.stringify(value)}`
        : value !== undefined && typeof value !== "object" ? ` ${value}` : "";
    return route.type + shown;
}
const styleText = (style) => !style || style === "push" ? ""
    : typeof style === "string" ? ` (${style})` : ` (${Object.keys(style)[0]})`;

function treeLines(tree) {
    const out = [];
    const walk = (node, depth) => {
        if (Array.isArray(node)) { node.forEach((item) => walk(item, depth)); return; }
        if (!node || typeof node !== "object") return;
        const pad = "  ".repeat(depth);
        if ("container" in node && "entries" in node) {
            out.push(`${pad}stack ${containerText(node.container)}`);
            for (const entry of node.entries) {
                out.push(`${pad}  ${idText(entry.id)} ${routeText(entry.route)}${styleText(entry.style)}`);
            }
            walk(node.hosted, depth + 1);
            return;
        }
        if ("pages" in node && "coordinator" in node) {
            out.push(`${pad}tabs c${node.coordinator}, selected ${node.selected}`);
            walk(node.pages, depth + 1);
            return;
        }
        if ("stack" in node && "name" in node) {
            out.push(`${pad}page ${node.name}${node.badge ? ` (${node.badge})` : ""}`);
            walk(node.stack, depth + 1);
            return;
        }
        if ("slot" in node && "stack" in node) {
            out.push(`${pad}slot ${node.slot}`);
            walk(node.stack, depth + 1);
            return;
        }
        for (const [key, value] of Object.entries(node)) {
            if (key === "coordinators") continue;
            walk(value, depth);
        }
    };
    walk(tree && tree.root, 0);
    return out;
}

function diff(before, after) {
    const kept = new Set(before.filter((line) => after.includes(line)));
    const removed = before.filter((line) => !kept.has(line)).map((line) => make("div", { className: "removed",
        textContent: `- ${line.trim()}` }));
    const lines = after.map((line) => make("div", { className: kept.has(line) ? "kept" : "added",
        textContent: `${kept.has(line) ? " " : "+"} ${line}` }));
    return make("pre", { className: "diff" }, ...removed, ...lines);
}

// MARK: - Jumping

async function jump(sequence) {
    const response = await fetch("/journal/jump", { method: "POST", body: String(sequence) });
    const reply = await response.json();
    await load();
    if (response.ok) ins.jumps += 1; else ins.refusals += 1;
    // Set once the journal after the jump is shown: what tests wait for.
    root.dataset.lastJump = response.ok ? "ok" : reply.error;
    root.dataset.jumps = ins.jumps;
}
ins.jump = jump;

// MARK: - Measuring

/// Loads a journal of `count` rows made by repeating the entries recorded, and times the
/// render and a scroll through it (what the browser tests report).
ins.measure = (count) => {
    const entries = [];
    for (let index = 0; index < count; index += 1) {
        const model = ins.entries[index % ins.entries.length];
        entries.push(Object.assign({}, model, { sequence: index + 1 }));
    }
    show(Object.assign({}, ins.doc, { journal: Object.assign({}, ins.doc.journal,
        { entries, recorded: count, dropped: 0 }) }));
    ins.scrollMs = [];
    for (const fraction of [0.1, 0.5, 0.9, 0]) {
        const started = performance.now();
        timeline.scrollTop = fraction * timeline.scrollHeight;
        draw();
        void timeline.offsetHeight;
        ins.scrollMs.push(performance.now() - started);
    }
    return { renderMs: ins.renderMs, scrollMs: ins.scrollMs, rows: rows.children.length };
};

load();
})();
