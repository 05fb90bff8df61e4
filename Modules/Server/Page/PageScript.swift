/// The page's script: draws each step from the event stream, animates it, reports the end of
/// its transition, and sends clicks, the back button, Esc and loaded addresses back.
///
/// `window.wayfinder` exposes what tests read: the tree of the last change, how many
/// commands were sent and answered, and whether the page is idle.
enum PageScript {
    static let text = #"""
        "use strict";
        const wf = { socket: null, seq: 0, sent: 0, replied: 0, refused: 0, tree: null, link: null,
            depth: 0, index: 0, ignorePops: 0, restore: null, step: null, page: null, animating: false };
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
                if (location.pathname !== "/") send({ type: "open", seq: ++wf.seq, path: location.pathname });
            };
            socket.onmessage = (event) => receive(JSON.parse(event.data));
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

        function command(line) {
            send({ type: "command", seq: ++wf.seq, line });
            updateIdle();
        }

        function receive(message) {
            switch (message.type) {
            case "step":
            case "snapshot":
                draw(message);
                break;
            case "reply":
                if (message.seq) wf.replied += 1;
                if (!message.ok) wf.refused += 1;
                break;
            case "notice":
                notice(message.level, message.text);
                break;
            case "findings":
                $("findings").hidden = !message.text;
                $("findings").textContent = message.text || "";
                document.body.dataset.findings = message.text ? "yes" : "no";
                break;
            }
            updateIdle();
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
            $("slots").replaceChildren(...page.slots.map((slot) =>
                el("div", { className: "screen slot", dataset: { slot: slot.slot } },
                    el("h2", { textContent: slot.slot }), ...(slot.screen ? panel(slot.screen, slot.slot) : []))));
            $("detail").replaceChildren(...(page.detail ? [el("div", { className: "screen" }, ...panel(page.detail, null))] : []));
            drawLayers(page.layers);
            syncHistory(page.depth, message.link);
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

        function panel(screen, slot) {
            const buttons = screen.actions.map((action) => {
                const button = el("button", { dataset: { action: action.number, title: action.title } }, action.title,
                    el("span", { className: "verb", textContent: action.verb }));
                button.onclick = () => command(slot ? `tap ${slot} ${action.number}` : `tap ${action.number}`);
                return button;
            });
            return [el("h1", { textContent: screen.title }), ...(screen.text ? [el("p", { textContent: screen.text })] : []),
                el("div", { className: "actions" }, ...buttons)];
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

        function animate(message) {
            const finish = () => {
                wf.animating = false;
                updateIdle();
                send({ type: "done", change: message.change, step: message.step });
            };
            const kind = message.transition;
            const target = kind === "present" ? document.querySelector("#layers .layer.top") : $("screen");
            if (!message.animated || !target || !["push", "pop", "present", "dismiss", "replace"].includes(kind)) {
                requestAnimationFrame(finish);
                return;
            }
            wf.animating = true;
            target.classList.add(`from-${kind}`);
            void target.offsetWidth;
            let done = false;
            const end = (event) => {
                if (done || event.target !== target) return;
                done = true;
                finish();
            };
            target.addEventListener("transitionend", end);
            target.addEventListener("transitioncancel", end);
            target.classList.remove(`from-${kind}`);
        }

        // MARK: - History: the back and forward buttons

        // Entries this document pushed are numbered from 0 (its first, replaced entry); going
        // back never leaves the document, whatever came before it in the tab's history.
        function syncHistory(depth, link) {
            const url = link || "/";
            if (wf.depth === 0 || depth === wf.depth) {
                history.replaceState({ depth, index: wf.index }, "", url);
            } else if (depth > wf.depth) {
                for (let level = wf.depth + 1; level <= depth; level += 1) {
                    wf.index += 1;
                    history.pushState({ depth: level, index: wf.index }, "", url);
                }
            } else {
                const back = Math.min(wf.depth - depth, wf.index);
                if (back > 0) {
                    wf.ignorePops += 1;
                    wf.restore = { depth, url };
                    wf.index -= back;
                    history.go(-back);
                } else {
                    history.replaceState({ depth, index: wf.index }, "", url);
                }
            }
            wf.depth = depth;
        }

        window.addEventListener("popstate", (event) => {
            if (wf.ignorePops > 0) {
                wf.ignorePops -= 1;
                if (wf.restore) history.replaceState({ depth: wf.restore.depth, index: wf.index }, "", wf.restore.url);
                wf.restore = null;
                return;
            }
            const state = event.state;
            if (!state || typeof state.index !== "number") return;
            if (state.index < wf.index) {
                const steps = wf.index - state.index;
                wf.index = state.index;
                wf.depth = state.depth;
                for (let i = 0; i < steps; i += 1) send({ type: "back", seq: ++wf.seq });
            } else if (state.index > wf.index) {
                // Forward has nothing to redo: a popped screen is gone. Stay where the stack is.
                wf.ignorePops += 1;
                history.go(wf.index - state.index);
            }
        });

        document.addEventListener("keydown", (event) => {
            if (event.key !== "Escape") return;
            const top = document.querySelector("#layers .layer.top");
            if (top) dismiss(top.dataset.opener);
        });

        connect();
        """#
}
