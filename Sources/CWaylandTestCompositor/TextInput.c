// The test compositor: zwp_text_input_manager_v3, playing the input method
// (K3). It keeps the text-input state the client committed, the way the
// protocol defines it (pending requests applied at commit, enable and disable
// resetting it, the change cause reset after each commit), counts commits for
// the done serial, and writes every request to a trace. Tests send enter,
// leave, preedit_string, commit_string, delete_surrounding_text and done with
// any serial. See include/WaylandTestCompositor.h.
//
// One client's text inputs: the state is the compositor's, not per object,
// since a test has one client with one seat.
#define _GNU_SOURCE
#include <stdarg.h>
#include "Compositor.h"

#define TRACE_TEXT_MAX 48

struct ti_values {
    bool has_text;
    char *text;
    int32_t cursor, anchor;
    uint32_t cause;
    bool has_content;
    uint32_t hint, purpose;
    bool has_rect;
    int32_t rect[4];
};

struct text_input_state {
    struct res_list inputs;
    /// The focused surface's index (-1: none). An index, not the resource:
    /// the client may destroy the surface while it has the focus, and a
    /// kept pointer then named freed memory in the next leave (found by
    /// the fuzzer).
    int focus;
    bool pending_enable, pending_disable;
    struct ti_values pending, current;
    bool enabled;
    uint32_t commits;
    char *trace;
    size_t trace_len, trace_cap;
};

static struct text_input_state *state_of(struct wtc_compositor *c) {
    if (!c->text_input) {
        c->text_input = calloc(1, sizeof *c->text_input);
        if (c->text_input) c->text_input->focus = -1;
    }
    return c->text_input;
}

/// The focused surface, or NULL when there is none or it was destroyed
/// (then there is nothing to leave: the client knows its surface is gone).
static struct wl_resource *focus_of(struct wtc_compositor *c, struct text_input_state *s) {
    return s->focus >= 0 ? surface_res(c, s->focus) : NULL;
}

static void trace(struct text_input_state *s, const char *format, ...) {
    char line[TRACE_TEXT_MAX * 4 + 96];
    va_list args;
    va_start(args, format);
    int n = vsnprintf(line, sizeof line, format, args);
    va_end(args);
    if (n < 0) return;
    size_t len = (size_t)n < sizeof line ? (size_t)n : sizeof line - 1;
    if (s->trace_len + len + 2 > s->trace_cap) {
        size_t cap = (s->trace_cap + len + 2) * 2;
        char *grown = realloc(s->trace, cap);
        if (!grown) return;
        s->trace = grown;
        s->trace_cap = cap;
    }
    memcpy(s->trace + s->trace_len, line, len);
    s->trace_len += len;
    s->trace[s->trace_len++] = '\n';
    s->trace[s->trace_len] = 0;
}

// The initial values the protocol gives each state request.
static void reset_values(struct ti_values *v) {
    free(v->text);
    memset(v, 0, sizeof *v);
    v->cause = ZWP_TEXT_INPUT_V3_CHANGE_CAUSE_INPUT_METHOD;
}

static void ti_enable(struct wl_client *cl, struct wl_resource *r) {
    (void)cl; COUNT(r);
    struct text_input_state *s = state_of(comp_of(r));
    // "This request resets all state associated with previous enable, disable,
    // set_surrounding_text, …": what is pending goes too.
    reset_values(&s->pending);
    s->pending_enable = true;
    s->pending_disable = false;
    trace(s, "enable");
}
static void ti_disable(struct wl_client *cl, struct wl_resource *r) {
    (void)cl; COUNT(r);
    struct text_input_state *s = state_of(comp_of(r));
    s->pending_disable = true;
    s->pending_enable = false;
    trace(s, "disable");
}
static void ti_set_surrounding_text(struct wl_client *cl, struct wl_resource *r, const char *text, int32_t cursor, int32_t anchor) {
    (void)cl; COUNT(r);
    struct text_input_state *s = state_of(comp_of(r));
    free(s->pending.text);
    s->pending.text = strdup(text ? text : "");
    s->pending.has_text = true;
    s->pending.cursor = cursor;
    s->pending.anchor = anchor;
    size_t len = strlen(s->pending.text);
    if (len <= TRACE_TEXT_MAX) trace(s, "surrounding_text \"%s\" %d %d", s->pending.text, cursor, anchor);
    else trace(s, "surrounding_text <%zu bytes> %d %d", len, cursor, anchor);
}
static void ti_set_text_change_cause(struct wl_client *cl, struct wl_resource *r, uint32_t cause) {
    (void)cl; COUNT(r);
    struct text_input_state *s = state_of(comp_of(r));
    s->pending.cause = cause;
    trace(s, "text_change_cause %u", cause);
}
static void ti_set_content_type(struct wl_client *cl, struct wl_resource *r, uint32_t hint, uint32_t purpose) {
    (void)cl; COUNT(r);
    struct text_input_state *s = state_of(comp_of(r));
    s->pending.has_content = true;
    s->pending.hint = hint;
    s->pending.purpose = purpose;
    trace(s, "content_type 0x%x %u", hint, purpose);
}
static void ti_set_cursor_rectangle(struct wl_client *cl, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)cl; COUNT(r);
    struct text_input_state *s = state_of(comp_of(r));
    s->pending.has_rect = true;
    s->pending.rect[0] = x; s->pending.rect[1] = y; s->pending.rect[2] = w; s->pending.rect[3] = h;
    trace(s, "cursor_rectangle %d %d %d %d", x, y, w, h);
}
static void ti_commit(struct wl_client *cl, struct wl_resource *r) {
    (void)cl; COUNT(r);
    struct text_input_state *s = state_of(comp_of(r));
    s->commits++;
    if (s->pending_enable || s->pending_disable) {
        // A committed enable or disable starts the state over.
        reset_values(&s->current);
        s->enabled = s->pending_enable;
    }
    if (s->pending.has_text) {
        free(s->current.text);
        s->current.text = s->pending.text;
        s->pending.text = NULL;
        s->current.has_text = true;
        s->current.cursor = s->pending.cursor;
        s->current.anchor = s->pending.anchor;
    }
    s->current.cause = s->pending.cause;
    if (s->pending.has_content) {
        s->current.has_content = true;
        s->current.hint = s->pending.hint;
        s->current.purpose = s->pending.purpose;
    }
    if (s->pending.has_rect) {
        s->current.has_rect = true;
        memcpy(s->current.rect, s->pending.rect, sizeof s->current.rect);
    }
    // Everything pending is applied; the change cause goes back to its initial value.
    reset_values(&s->pending);
    s->pending_enable = s->pending_disable = false;
    trace(s, "commit %u", s->commits);
}
static void ti_destroyed(struct wl_resource *r) {
    struct wtc_compositor *c = comp_of(r);
    if (c && c->text_input) res_remove(&c->text_input->inputs, r);
}
static const struct zwp_text_input_v3_interface text_input_impl = {
    .destroy = destroy_request,
    .enable = ti_enable,
    .disable = ti_disable,
    .set_surrounding_text = ti_set_surrounding_text,
    .set_text_change_cause = ti_set_text_change_cause,
    .set_content_type = ti_set_content_type,
    .set_cursor_rectangle = ti_set_cursor_rectangle,
    .commit = ti_commit,
};

static void get_text_input(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *seat) {
    (void)seat; COUNT(r);
    struct wtc_compositor *c = comp_of(r);
    struct wl_resource *t = wl_resource_create(cl, &zwp_text_input_v3_interface, wl_resource_get_version(r), id);
    if (!t) { wl_client_post_no_memory(cl); return; }
    wl_resource_set_implementation(t, &text_input_impl, c, ti_destroyed);
    struct text_input_state *s = state_of(c);
    if (!s) return;
    res_add(&s->inputs, t);
    // A text input made while the seat's focus is on a surface learns it at once.
    struct wl_resource *focus = focus_of(c, s);
    if (focus && wl_resource_get_client(focus) == cl) zwp_text_input_v3_send_enter(t, focus);
}
static const struct zwp_text_input_manager_v3_interface manager_impl = {
    .destroy = destroy_request, .get_text_input = get_text_input,
};
void bind_text_input(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wtc_compositor *c = data;
    struct wl_resource *r = wl_resource_create(cl, &zwp_text_input_manager_v3_interface, (int)version, id);
    wl_resource_set_implementation(r, &manager_impl, c, NULL);
}

void text_input_free(struct wtc_compositor *c) {
    struct text_input_state *s = c->text_input;
    if (!s) return;
    reset_values(&s->pending);
    reset_values(&s->current);
    free(s->trace);
    free(s);
    c->text_input = NULL;
}

// MARK: test API

#define EACH_INPUT(s, t) \
    for (int _i = 0; _i < (s)->inputs.count; _i++) \
        for (struct wl_resource *t = (s)->inputs.items[_i]; t; t = NULL)

void wtc_text_input_enter(wtc_compositor *c, int surface) {
    struct text_input_state *s = state_of(c);
    struct wl_resource *target = surface_res(c, surface);
    if (!s || !target) return;
    struct wl_resource *previous = focus_of(c, s);
    if (previous) EACH_INPUT(s, t) zwp_text_input_v3_send_leave(t, previous);
    s->focus = surface;
    EACH_INPUT(s, t) zwp_text_input_v3_send_enter(t, target);
    wl_display_flush_clients(c->display);
}
void wtc_text_input_leave(wtc_compositor *c) {
    struct text_input_state *s = state_of(c);
    if (!s) return;
    struct wl_resource *focus = focus_of(c, s);
    s->focus = -1;
    if (!focus) return;
    EACH_INPUT(s, t) zwp_text_input_v3_send_leave(t, focus);
    wl_display_flush_clients(c->display);
}
void wtc_text_input_preedit(wtc_compositor *c, const char *text, int32_t cursor_begin, int32_t cursor_end) {
    struct text_input_state *s = state_of(c);
    if (!s) return;
    EACH_INPUT(s, t) zwp_text_input_v3_send_preedit_string(t, text, cursor_begin, cursor_end);
    wl_display_flush_clients(c->display);
}
void wtc_text_input_commit_string(wtc_compositor *c, const char *text) {
    struct text_input_state *s = state_of(c);
    if (!s) return;
    EACH_INPUT(s, t) zwp_text_input_v3_send_commit_string(t, text);
    wl_display_flush_clients(c->display);
}
void wtc_text_input_delete_surrounding(wtc_compositor *c, uint32_t before, uint32_t after) {
    struct text_input_state *s = state_of(c);
    if (!s) return;
    EACH_INPUT(s, t) zwp_text_input_v3_send_delete_surrounding_text(t, before, after);
    wl_display_flush_clients(c->display);
}
void wtc_text_input_done(wtc_compositor *c, uint32_t serial) {
    struct text_input_state *s = state_of(c);
    if (!s) return;
    EACH_INPUT(s, t) zwp_text_input_v3_send_done(t, serial);
    wl_display_flush_clients(c->display);
}

int wtc_text_input_objects(wtc_compositor *c) { return c->text_input ? c->text_input->inputs.count : 0; }
uint32_t wtc_text_input_commits(wtc_compositor *c) { return c->text_input ? c->text_input->commits : 0; }
bool wtc_text_input_enabled(wtc_compositor *c) { return c->text_input && c->text_input->enabled; }
const char *wtc_text_input_surrounding(wtc_compositor *c, int32_t *cursor, int32_t *anchor) {
    struct text_input_state *s = c->text_input;
    if (!s || !s->current.has_text) return NULL;
    *cursor = s->current.cursor;
    *anchor = s->current.anchor;
    return s->current.text;
}
uint32_t wtc_text_input_change_cause(wtc_compositor *c) {
    return c->text_input ? c->text_input->current.cause : ZWP_TEXT_INPUT_V3_CHANGE_CAUSE_INPUT_METHOD;
}
void wtc_text_input_content_type(wtc_compositor *c, uint32_t *hint, uint32_t *purpose) {
    *hint = c->text_input ? c->text_input->current.hint : 0;
    *purpose = c->text_input ? c->text_input->current.purpose : 0;
}
bool wtc_text_input_cursor_rectangle(wtc_compositor *c, int32_t *out) {
    struct text_input_state *s = c->text_input;
    if (!s || !s->current.has_rect) return false;
    memcpy(out, s->current.rect, sizeof s->current.rect);
    return true;
}
const char *wtc_text_input_trace(wtc_compositor *c) {
    return c->text_input && c->text_input->trace ? c->text_input->trace : "";
}
void wtc_text_input_clear_trace(wtc_compositor *c) {
    struct text_input_state *s = c->text_input;
    if (!s || !s->trace) return;
    s->trace_len = 0;
    s->trace[0] = 0;
}
