"use strict";
// The conformance kit's scenarios, with this page as the renderer (ConformanceStage.swift): the
// server runs each scenario on an app of its own and sends this page its steps, its width
// changes and a check at each of the kit's settles; the page keeps the checks that failed in
// `window.wayfinder.stage`. Meanwhile the served app's own steps wait (app.js).

function onStage(message) {
    switch (message.type) {
    case "stage-start":
        wf.stage = { checks: 0, mismatches: [], scenarios: new Set(), done: null, mostPanes: 0, widths: new Set() };
        document.body.dataset.stage = "running";
        break;
    case "stage-step":
    case "stage-layout":
        // Laid out at the scenario's width; a width change redraws the same screens in its panes.
        document.body.style.width = message.width === null ? "" : `${message.width}px`;
        draw({ ...message, type: message.type === "stage-step" ? "step" : "snapshot", tree: null, link: null,
            app: `Conformance: ${message.scenario}` });
        break;
    case "stage-check":
        checkStage(message);
        break;
    case "stage-done":
        wf.stage.done = message;
        document.body.dataset.stage = "done";
        document.body.style.width = "";
        break;
    }
}

// At each of the kit's settles: the breadcrumb, the top screen, the selected tabs and the
// panes this document shows must be the tree's visible path, selections and top stack's scene,
// the panes laid out side by side within the scenario's width.
function checkStage(message) {
    const stage = wf.stage;
    stage.checks += 1;
    stage.scenarios.add(message.scenario);
    const top = document.querySelector("#layers .layer.top h1") || document.querySelector("#screen h1");
    const panes = [...document.querySelectorAll("#panes .pane"), $("screen")];
    const shown = {
        path: [...document.querySelectorAll("#crumbs span[data-entry]")].map((node) => node.dataset.entry),
        top: top ? top.dataset.entry : null,
        tabs: [...document.querySelectorAll("#tabs button.selected")].map((node) => node.dataset.tab),
        panes: panes.map((node) => [node.dataset.role || "", (node.querySelector("h1") || { dataset: {} }).dataset.entry || ""]),
        widthClass: document.body.dataset.widthClass,
        layout: paneLayout(panes, message.width),
    };
    const expected = { path: message.path, top: message.path.length ? message.path[message.path.length - 1] : null,
        tabs: message.tabs, panes: message.panes, widthClass: message.widthClass, layout: "side by side" };
    // What the checks covered: the most panes laid out at once, and the widths laid out at.
    stage.mostPanes = Math.max(stage.mostPanes, panes.length);
    if (message.width !== null) stage.widths.add($("stage").offsetWidth);
    if (JSON.stringify(shown) !== JSON.stringify(expected)) {
        stage.mismatches.push({ scenario: message.scenario, check: message.check, shown, expected });
    }
}

// How the panes are laid out (boxes before transforms, so a transition still moving does not
// count): "side by side" when the stage is `width` wide (the window's width while none was
// reported) and each pane has room, right of the one before, within the stage; else what is not.
function paneLayout(panes, width) {
    const stage = $("stage");
    if (width !== null && stage.offsetWidth !== width) return `the stage is ${stage.offsetWidth} px, not ${width}`;
    let left = 0;
    for (const node of panes) {
        const right = node.offsetLeft + node.offsetWidth;
        if (node.offsetWidth === 0 || node.offsetHeight === 0) return `a pane is not shown: ${node.id || node.dataset.route}`;
        if (node.offsetLeft < left || right > stage.clientWidth) return `a pane is at ${node.offsetLeft} to ${right} px`;
        left = right;
    }
    return "side by side";
}
