/// The page's style sheet: tab bar, breadcrumb, screens, and dialogs by presentation style.
/// Transitions last 120 ms; each page runs them at its own pace (the server never waits for them).
enum PageStyle {
    static let text = #"""
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.4 system-ui, sans-serif; background: #f4f4f6; color: #222; }
        header { display: flex; align-items: center; gap: 16px; padding: 10px 16px; background: #1d3557; color: white; }
        #tabs { display: flex; gap: 6px; }
        #tabs button { background: transparent; color: #cfd8e3; border: 1px solid #48618a; border-radius: 6px; padding: 4px 10px; cursor: pointer; }
        #tabs button.selected { background: white; color: #1d3557; font-weight: 600; }
        .badge { display: inline-block; margin-left: 6px; min-width: 18px; padding: 0 5px; border-radius: 9px; background: #e63946; color: white; font-size: 12px; text-align: center; }
        #crumbs { padding: 8px 16px; color: #555; font-size: 13px; }
        #crumbs .sep { margin: 0 6px; color: #999; }
        #findings { margin: 8px 16px; padding: 10px; background: #fff0f0; border: 1px solid #e63946; color: #9b1c25; white-space: pre-wrap; }
        #notices div { margin: 4px 16px; padding: 6px 10px; border-radius: 6px; font-size: 13px; }
        #notices .note { background: #eef6ff; border: 1px solid #9cc3f0; }
        #notices .error { background: #fff0f0; border: 1px solid #f0a0a6; }
        #stage { display: flex; gap: 16px; padding: 0 16px 16px; }
        .screen { flex: 1; background: white; border-radius: 10px; padding: 16px; box-shadow: 0 1px 3px #0002;
            transition: transform 120ms ease-out, opacity 120ms ease-out; }
        .screen h1 { margin: 0 0 8px; font-size: 20px; }
        .screen p { margin: 0 0 12px; color: #444; }
        .actions { display: flex; flex-direction: column; gap: 6px; align-items: flex-start; }
        .actions button { padding: 6px 12px; border-radius: 6px; border: 1px solid #457b9d; background: #f1faee; cursor: pointer; }
        .actions button .verb { color: #888; font-size: 12px; margin-left: 6px; }
        aside:empty { display: none; }
        aside .screen { min-width: 220px; }
        aside h2 { font-size: 13px; text-transform: uppercase; color: #888; margin: 0 0 6px; }
        #layers .backdrop { position: fixed; inset: 0; background: #0005; }
        .layer { position: fixed; left: 0; right: 0; bottom: 0; background: white; border-radius: 14px 14px 0 0;
            padding: 18px; box-shadow: 0 -2px 12px #0003; transition: transform 120ms ease-out, opacity 120ms ease-out; }
        .layer.detent-medium { height: 50vh; }
        .layer.detent-large { height: 90vh; }
        .layer.cover, .layer.full { top: 0; border-radius: 0; }
        .layer .style { position: absolute; top: 6px; right: 12px; font-size: 11px; color: #999; }
        .layer:not(.top) { filter: brightness(0.85); pointer-events: none; }
        .from-push { transform: translateX(40%); opacity: 0; }
        .from-pop, .from-replace { transform: translateX(-30%); opacity: 0; }
        .from-present { transform: translateY(100%); }
        .from-present.cover, .from-present.full { transform: scale(0.9); opacity: 0; }
        .from-dismiss { opacity: 0.2; }
        .fields { display: flex; flex-direction: column; gap: 6px; margin-top: 12px; padding-top: 10px; border-top: 1px solid #eee; }
        .field { display: flex; align-items: center; gap: 8px; font-size: 13px; }
        .field .name { min-width: 90px; color: #333; }
        .field input, .field select { padding: 3px 6px; border: 1px solid #aab; border-radius: 4px; font: inherit; }
        .field .type { color: #999; font-size: 12px; }
        .field[data-refused="yes"] input, .field[data-refused="yes"] select { border-color: #e63946; }
        .field .refusal { color: #9b1c25; }
        #outline { margin: 0 16px 16px; padding: 10px 14px; background: white; border-radius: 10px; box-shadow: 0 1px 3px #0002; font-size: 13px; }
        #outline h2 { font-size: 13px; text-transform: uppercase; color: #888; margin: 0 0 6px; }
        #outline-list { list-style: none; margin: 0; padding: 0; }
        #outline-list li { display: flex; gap: 8px; align-items: baseline; padding: 1px 0; }
        #outline-list li[data-level="1"] { padding-left: 18px; }
        #outline-list li[data-level="2"] { padding-left: 36px; }
        #outline-list li[data-level="3"] { padding-left: 54px; }
        #outline-list li[data-level="4"] { padding-left: 72px; }
        #outline-list .group { color: #888; }
        #outline-list .phase { padding: 0 6px; border-radius: 8px; font-size: 11px; background: #eee; color: #555; }
        #outline-list .phase-active .phase { background: #d8f3dc; color: #1b4332; }
        #outline-list .phase-covered .phase { background: #fde2c8; color: #7a4100; }
        #outline-list .phase-background .phase { background: #e0e7ff; color: #273a80; }
        #outline-list .state { color: #1d3557; font-family: ui-monospace, monospace; font-size: 12px; }
        #stage { position: relative; }
        #peek { position: absolute; left: 16px; top: 0; bottom: 16px; width: calc(100% - 32px); z-index: 0;
            filter: brightness(0.92); pointer-events: none; }
        #screen[data-draggable="yes"], .layer.top[data-draggable="yes"] { touch-action: pan-y; }
        .dragging { transition: none !important; position: relative; z-index: 1; box-shadow: -4px 0 12px #0003; }
        #leave { border: none; border-radius: 12px; padding: 18px 22px; box-shadow: 0 6px 24px #0004; max-width: 420px; }
        #leave::backdrop { background: #0006; }
        #leave .asker { margin: 0; color: #666; font-size: 13px; }
        #leave .question { margin: 6px 0 14px; font-size: 18px; }
        #leave .elsewhere { color: #888; font-size: 12px; }
        #leave .answers { display: flex; gap: 8px; justify-content: flex-end; }
        #leave button { padding: 6px 14px; border-radius: 6px; border: 1px solid #457b9d; background: #f1faee; cursor: pointer; }
        #leave button.confirm { background: #e63946; border-color: #e63946; color: white; }
        #inspector-toggle { margin-left: auto; background: transparent; color: #cfd8e3; border: 1px solid #48618a;
            border-radius: 6px; padding: 4px 10px; cursor: pointer; }
        #inspector { position: fixed; top: 48px; right: 0; bottom: 0; z-index: 10; overflow-y: auto; }
        """# + InspectorPage.style
}
