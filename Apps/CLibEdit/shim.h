// libedit (BSD editline) for Swift: its variadic `el_set`, `el_get` and `history` calls, which
// Swift cannot call, wrapped in one fixed signature each.
#ifndef WAYFINDER_CLIBEDIT_SHIM_H
#define WAYFINDER_CLIBEDIT_SHIM_H

#include <histedit.h>
#include <stdio.h>
#include <wchar.h>

/// A function bound to a key: returns CC_REFRESH, CC_REDISPLAY, CC_NEWLINE, ...
typedef unsigned char (*wf_key_function)(EditLine *, int);
/// The prompt: a NUL-terminated string that stays valid until the next call.
typedef char *(*wf_prompt_function)(EditLine *);

static inline void wf_el_set_prompt(EditLine *el, wf_prompt_function prompt) { el_set(el, EL_PROMPT, prompt); }
static inline void wf_el_set_editor(EditLine *el, const char *mode) { el_set(el, EL_EDITOR, mode); }
static inline void wf_el_set_client_data(EditLine *el, void *data) { el_set(el, EL_CLIENTDATA, data); }
static inline void *wf_el_client_data(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}
static inline void wf_el_add_function(EditLine *el, const char *name, const char *help, wf_key_function function) {
    el_set(el, EL_ADDFN, name, help, function);
}
static inline void wf_el_bind(EditLine *el, const char *key, const char *function) {
    el_set(el, EL_BIND, key, function, NULL);
}
static inline void wf_el_set_read_function(EditLine *el, el_rfunc_t function) { el_set(el, EL_GETCFN, function); }
/// Changes one flag of the terminal mode used while editing (`-isig`: control characters
/// such as Ctrl-C reach the editor instead of raising a signal).
static inline void wf_el_set_edit_mode_flag(EditLine *el, const char *flag) { el_set(el, EL_SETTY, "-d", flag, NULL); }
/// Puts the terminal in the editor's mode now (`EL_PREP_TERM`). `el_gets` draws the prompt
/// first and switches the terminal when it reads the first key, so keys typed right after the
/// prompt appeared would otherwise meet the terminal's own line mode (which eats Ctrl-C and
/// Ctrl-D).
static inline void wf_el_prepare_terminal(EditLine *el) { el_set(el, EL_PREP_TERM, 1); }
static inline void wf_el_set_history(EditLine *el, History *history_) { el_set(el, EL_HIST, history, history_); }

static inline History *wf_history_init(int size) {
    History *h = history_init();
    if (h == NULL) return NULL;
    HistEvent event;
    history(h, &event, H_SETSIZE, size);
    history(h, &event, H_SETUNIQUE, 1);
    return h;
}
static inline int wf_history_enter(History *h, const char *line) {
    HistEvent event;
    return history(h, &event, H_ENTER, line);
}
static inline int wf_history_load(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_LOAD, path);
}
static inline int wf_history_save(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_SAVE, path);
}

#endif
