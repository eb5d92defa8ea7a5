/*
 * prototype.c: a minimal accessible application for AT-SPI2 (at-spi2-core 2.46),
 * speaking D-Bus through sd-bus only (no GLib, no libatspi, no atk-bridge).
 *
 * It is a reference for WayKit's Swift port, so it sticks to calls Swift can make:
 *   - no variadic sd-bus functions (no sd_bus_message_append/read, no
 *     sd_bus_reply_method_return/errorf, no sd_bus_call_method, no sd_bus_emit_signal);
 *   - no vtables (SD_BUS_VTABLE_* are macros); one raw message handler per object tree;
 *   - never blocks: every call is sd_bus_call_async, and the run loop is poll() over
 *     sd_bus_get_fd/get_events/get_timeout plus sd_bus_process.
 *
 * Flow:
 *   session bus: read org.a11y.Status.IsEnabled on org.a11y.Bus /org/a11y/bus and watch
 *                PropertiesChanged; once enabled, call org.a11y.Bus.GetAddress.
 *   a11y bus:    connect a second sd_bus to that address, serve the tree under
 *                /org/a11y/atspi/accessible/..., /org/a11y/atspi/cache, and once the Hello
 *                is answered (Local.Connected) call org.a11y.atspi.Socket.Embed on the
 *                registry with our (unique name, root path).
 *
 * Tree:  root (application "Prototype")
 *          frame "Prototype window"
 *            push button "OK"          Action
 *            label "Name:"             (label-for the entry)
 *            entry                     Text, EditableText
 *            slider "Volume"           Value
 *            label "Activations: N"    renamed on every click (property-change)
 *            label "Temporary"         removed on the first click (children-changed, defunct)
 *            label "Added"             added on the second click (children-changed)
 *
 * Every incoming method call is logged on stderr as
 *   CALL <interface>.<member>(<in-signature>) -> <reply-signature or error name> ...
 * and every emitted signal as EMIT ...; run.sh turns these into the table in NOTES.md.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/signalfd.h>
#include <time.h>
#include <systemd/sd-bus.h>

/* ---------------------------------------------------------------- protocol constants */

#define ROOT_PATH   "/org/a11y/atspi/accessible/root"
#define OBJ_PREFIX  "/org/a11y/atspi/accessible"
#define CACHE_PATH  "/org/a11y/atspi/cache"
#define NULL_PATH   "/org/a11y/atspi/null"
#define IFACE       "org.a11y.atspi."
#define EV_OBJECT   "org.a11y.atspi.Event.Object"
#define EV_WINDOW   "org.a11y.atspi.Event.Window"
#define EV_FOCUS    "org.a11y.atspi.Event.Focus"
#define ERR_UNKNOWN_OBJECT   "org.freedesktop.DBus.Error.UnknownObject"
#define ERR_UNKNOWN_METHOD   "org.freedesktop.DBus.Error.UnknownMethod"
#define ERR_UNKNOWN_PROPERTY "org.freedesktop.DBus.Error.UnknownProperty"
#define ERR_READ_ONLY        "org.freedesktop.DBus.Error.PropertyReadOnly"
#define ERR_INVALID_ARGS     "org.freedesktop.DBus.Error.InvalidArgs"

/* AtspiRole values (atspi-constants.h, 2.46) */
enum { ROLE_FRAME = 23, ROLE_LABEL = 29, ROLE_PUSH_BUTTON = 43, ROLE_SLIDER = 51,
       ROLE_APPLICATION = 75, ROLE_ENTRY = 79 };
/* AtspiStateType bit numbers: bit n lives in word n/32 of GetState's "au" */
enum { ST_ACTIVE = 1, ST_EDITABLE = 7, ST_ENABLED = 8, ST_FOCUSABLE = 11, ST_FOCUSED = 12,
       ST_HORIZONTAL = 14, ST_SENSITIVE = 24, ST_SHOWING = 25, ST_SINGLE_LINE = 26,
       ST_VISIBLE = 30, ST_SELECTABLE_TEXT = 38 };
enum { RELATION_LABEL_FOR = 1, RELATION_LABELLED_BY = 2 };
enum { LAYER_WIDGET = 3, LAYER_WINDOW = 7 };
enum { BOUNDARY_CHAR = 0, BOUNDARY_WORD_START = 1, BOUNDARY_WORD_END = 2 };   /* GetTextAtOffset */
enum { GRANULARITY_CHAR = 0, GRANULARITY_WORD = 1 };                      /* GetStringAtOffset */

/* Interfaces an object implements (GetInterfaces, cache items) */
enum { IF_ACCESSIBLE = 1, IF_APPLICATION = 2, IF_COMPONENT = 4, IF_ACTION = 8,
       IF_TEXT = 16, IF_EDITABLE_TEXT = 32, IF_VALUE = 64 };
static const char *const iface_names[] = {
    IFACE "Accessible", IFACE "Application", IFACE "Component", IFACE "Action",
    IFACE "Text", IFACE "EditableText", IFACE "Value" };
#define N_IFACES 7

/* ---------------------------------------------------------------- the model */

#define S(bit) (1ull << (bit))
#define WIDGET_STATES (S(ST_ENABLED) | S(ST_SENSITIVE) | S(ST_SHOWING) | S(ST_VISIBLE))
enum { ROOT, FRAME, BUTTON, NAME_LABEL, ENTRY, SLIDER, STATUS, TEMP, ADDED, N_NODES };
#define MAX_CHILDREN 8

struct node {
    bool alive;
    uint32_t role;
    const char *role_name;       /* GetRoleName: Atspi.role_get_name() spelling */
    const char *id;              /* AccessibleId */
    char name[64];
    const char *description;
    int parent;                  /* -1 for the root (its parent is the registry's desktop) */
    int children[MAX_CHILDREN];
    int n_children;
    uint64_t states;
    unsigned ifaces;
    int x, y, w, h;              /* window coordinates; Wayland has no screen coordinates */
};

static struct node nodes[N_NODES] = {
    [ROOT]   = { true, ROLE_APPLICATION, "application", "prototype", "Prototype", "", -1,
                 { FRAME }, 1, 0, IF_ACCESSIBLE | IF_APPLICATION, 0, 0, 0, 0 },
    [FRAME]  = { true, ROLE_FRAME, "frame", "prototype.window", "Prototype window", "", ROOT,
                 { BUTTON, NAME_LABEL, ENTRY, SLIDER, STATUS, TEMP }, 6,
                 WIDGET_STATES | S(ST_ACTIVE), IF_ACCESSIBLE | IF_COMPONENT, 0, 0, 400, 300 },
    [BUTTON] = { true, ROLE_PUSH_BUTTON, "push button", "prototype.ok", "OK", "Confirms", FRAME,
                 {0}, 0, WIDGET_STATES | S(ST_FOCUSABLE), IF_ACCESSIBLE | IF_COMPONENT | IF_ACTION,
                 10, 10, 80, 30 },
    [NAME_LABEL] = { true, ROLE_LABEL, "label", "prototype.name-label", "Name:", "", FRAME,
                 {0}, 0, WIDGET_STATES, IF_ACCESSIBLE | IF_COMPONENT, 10, 50, 60, 20 },
    [ENTRY]  = { true, ROLE_ENTRY, "entry", "prototype.entry", "", "", FRAME, {0}, 0,
                 WIDGET_STATES | S(ST_FOCUSABLE) | S(ST_EDITABLE) | S(ST_SINGLE_LINE) |
                 S(ST_SELECTABLE_TEXT),
                 IF_ACCESSIBLE | IF_COMPONENT | IF_TEXT | IF_EDITABLE_TEXT, 80, 50, 200, 24 },
    [SLIDER] = { true, ROLE_SLIDER, "slider", "prototype.volume", "Volume", "", FRAME, {0}, 0,
                 WIDGET_STATES | S(ST_FOCUSABLE) | S(ST_HORIZONTAL),
                 IF_ACCESSIBLE | IF_COMPONENT | IF_VALUE, 10, 90, 200, 20 },
    [STATUS] = { true, ROLE_LABEL, "label", "prototype.status", "Activations: 0", "", FRAME,
                 {0}, 0, WIDGET_STATES, IF_ACCESSIBLE | IF_COMPONENT, 10, 120, 200, 20 },
    [TEMP]   = { true, ROLE_LABEL, "label", "prototype.temp", "Temporary", "", FRAME, {0}, 0,
                 WIDGET_STATES, IF_ACCESSIBLE | IF_COMPONENT, 10, 150, 200, 20 },
    [ADDED]  = { false, ROLE_LABEL, "label", "prototype.added", "Added", "", FRAME, {0}, 0,
                 WIDGET_STATES, IF_ACCESSIBLE | IF_COMPONENT, 10, 180, 200, 20 },
};

static struct {
    sd_bus *session, *a11y;
    bool enabled;                 /* org.a11y.Status.IsEnabled */
    bool connecting;              /* GetAddress sent or a11y bus open */
    const char *unique;           /* our unique name on the a11y bus */
    char registry_name[64];       /* from the Embed reply: the desktop's (so) */
    char registry_path[128];
    bool embed_pending;           /* Socket.Embed sent, no reply yet */
    int app_id;                   /* Application.Id, set by the registry */
    int activations;              /* DoAction count */
    int focus;                    /* focused node or -1 */
    char text[512];               /* entry contents, UTF-8 */
    int caret;                    /* in characters (code points) */
    double value;                 /* slider */
    uint64_t focus_due;           /* CLOCK_MONOTONIC usec; 0 = no pending timer */
    int focus_target;
} A = { .focus = -1, .text = "hello", .caret = 0, .value = 25.0 };

/* ---------------------------------------------------------------- small helpers */

static uint64_t now_usec(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

static const char *path_of(int id, char *buf, size_t n) {
    if (id == ROOT) return ROOT_PATH;
    snprintf(buf, n, OBJ_PREFIX "/%d", id);
    return buf;
}

/* -1 if the path names no live object (never existed, or removed: "defunct") */
static int node_of(const char *path) {
    if (strcmp(path, ROOT_PATH) == 0) return ROOT;
    size_t n = strlen(OBJ_PREFIX "/");
    if (strncmp(path, OBJ_PREFIX "/", n) != 0) return -1;
    char *end;
    long id = strtol(path + n, &end, 10);
    if (*end || end == path + n || id <= 0 || id >= N_NODES || !nodes[id].alive) return -1;
    return (int)id;
}

static int index_in_parent(int id) {
    int p = nodes[id].parent;
    if (p < 0) return -1;
    for (int i = 0; i < nodes[p].n_children; i++)
        if (nodes[p].children[i] == id) return i;
    return -1;
}

/* Text offsets are Unicode code points, not bytes and not UTF-16 units. */
static int utf8_len(const char *s) {
    int n = 0;
    for (; *s; s++) n += ((unsigned char)*s & 0xC0) != 0x80;
    return n;
}
static size_t utf8_byte(const char *s, int chars) {   /* byte offset of character `chars` */
    size_t b = 0;
    for (int c = 0; s[b] && c < chars; c++)
        do b++; while (s[b] && ((unsigned char)s[b] & 0xC0) == 0x80);
    return b;
}
static uint32_t utf8_decode(const char *s) {
    const unsigned char *u = (const unsigned char *)s;
    if (u[0] < 0x80) return u[0];
    if (u[0] < 0xE0) return ((u[0] & 0x1Fu) << 6) | (u[1] & 0x3Fu);
    if (u[0] < 0xF0) return ((u[0] & 0x0Fu) << 12) | ((u[1] & 0x3Fu) << 6) | (u[2] & 0x3Fu);
    return ((u[0] & 0x07u) << 18) | ((u[1] & 0x3Fu) << 12) | ((u[2] & 0x3Fu) << 6) | (u[3] & 0x3Fu);
}
static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

/* ---------------------------------------------------------------- message building
 * Only non-variadic calls: append_basic, open/close_container. */

static void ap_s(sd_bus_message *m, const char *s) { sd_bus_message_append_basic(m, 's', s); }
static void ap_o(sd_bus_message *m, const char *s) { sd_bus_message_append_basic(m, 'o', s); }
static void ap_i(sd_bus_message *m, int32_t v) { sd_bus_message_append_basic(m, 'i', &v); }
static void ap_u(sd_bus_message *m, uint32_t v) { sd_bus_message_append_basic(m, 'u', &v); }
static void ap_n(sd_bus_message *m, int16_t v) { sd_bus_message_append_basic(m, 'n', &v); }
static void ap_b(sd_bus_message *m, bool v) { int b = v; sd_bus_message_append_basic(m, 'b', &b); }
static void ap_d(sd_bus_message *m, double v) { sd_bus_message_append_basic(m, 'd', &v); }

/* An object reference is the struct (so): bus name, object path. */
static void ap_ref_raw(sd_bus_message *m, const char *bus, const char *path) {
    sd_bus_message_open_container(m, 'r', "so");
    ap_s(m, bus);
    ap_o(m, path);
    sd_bus_message_close_container(m);
}
static void ap_ref(sd_bus_message *m, int id) {
    char buf[64];
    if (id < 0 || !nodes[id].alive) ap_ref_raw(m, "", NULL_PATH);   /* the null reference */
    else ap_ref_raw(m, A.unique, path_of(id, buf, sizeof buf));
}
/* Parent reference: the root's parent is the registry's desktop (from Embed). */
static void ap_parent(sd_bus_message *m, int id) {
    if (id == ROOT) {
        if (A.registry_name[0]) ap_ref_raw(m, A.registry_name, A.registry_path);
        else ap_ref_raw(m, "", NULL_PATH);
    } else ap_ref(m, nodes[id].parent);
}
static void ap_states(sd_bus_message *m, uint64_t st) {        /* au: two 32-bit words */
    sd_bus_message_open_container(m, 'a', "u");
    ap_u(m, (uint32_t)st);
    ap_u(m, (uint32_t)(st >> 32));
    sd_bus_message_close_container(m);
}
static void ap_ifaces(sd_bus_message *m, unsigned ifaces) {
    sd_bus_message_open_container(m, 'a', "s");
    for (int i = 0; i < N_IFACES; i++)
        if (ifaces & (1u << i)) ap_s(m, iface_names[i]);
    sd_bus_message_close_container(m);
}
static void ap_dict_ss(sd_bus_message *m, const char *k, const char *v) {   /* a{ss} */
    sd_bus_message_open_container(m, 'a', "{ss}");
    if (k) {
        sd_bus_message_open_container(m, 'e', "ss");
        ap_s(m, k);
        ap_s(m, v);
        sd_bus_message_close_container(m);
    }
    sd_bus_message_close_container(m);
}
/* One Cache item: ((so)(so)(so)iiassusau) */
static void ap_cache_item(sd_bus_message *m, int id) {
    sd_bus_message_open_container(m, 'r', "(so)(so)(so)iiassusau");
    ap_ref(m, id);
    ap_ref(m, ROOT);
    ap_parent(m, id);
    ap_i(m, index_in_parent(id));
    ap_i(m, nodes[id].n_children);
    ap_ifaces(m, nodes[id].ifaces);
    ap_s(m, nodes[id].name);
    ap_u(m, nodes[id].role);
    ap_s(m, nodes[id].description);
    ap_states(m, nodes[id].states);
    sd_bus_message_close_container(m);
}

/* ---------------------------------------------------------------- replies and the call log */

static struct { char reply[96]; char extra[96]; } cur;   /* filled while handling one call */

static sd_bus_message *ret_begin(sd_bus_message *call) {
    sd_bus_message *r = NULL;
    /* A call flagged NO_REPLY_EXPECTED gets no reply. sd_bus_reply_method_error checks this
     * itself; sd_bus_message_new_method_return does not, so check it here. */
    if (!sd_bus_message_get_expect_reply(call)) return NULL;
    if (sd_bus_message_new_method_return(call, &r) < 0) return NULL;
    return r;
}
static int ret_send(sd_bus_message *r) {
    if (!r) { snprintf(cur.reply, sizeof cur.reply, "(no reply expected)"); return 1; }
    snprintf(cur.reply, sizeof cur.reply, "%s", sd_bus_message_get_signature(r, 1));
    if (!cur.reply[0]) snprintf(cur.reply, sizeof cur.reply, "()");
    int e = sd_bus_send(sd_bus_message_get_bus(r), r, NULL);
    if (e < 0) fprintf(stderr, "send reply: %s\n", strerror(-e));
    sd_bus_message_unref(r);
    return 1;
}
/* Non-variadic error reply: build the sd_bus_error struct by hand
 * (what the SD_BUS_ERROR_MAKE_CONST macro does). */
static int ret_error(sd_bus_message *call, const char *name, const char *msg) {
    snprintf(cur.reply, sizeof cur.reply, "ERROR %s", name);
    sd_bus_error e = { .name = name, .message = msg, ._need_free = 0 };
    sd_bus_reply_method_error(call, &e);
    return 1;
}
/* Convenience for the many one-value replies */
static int ret_s(sd_bus_message *c, const char *v) { sd_bus_message *r = ret_begin(c); if (r) ap_s(r, v); return ret_send(r); }
static int ret_i(sd_bus_message *c, int32_t v) { sd_bus_message *r = ret_begin(c); if (r) ap_i(r, v); return ret_send(r); }
static int ret_u(sd_bus_message *c, uint32_t v) { sd_bus_message *r = ret_begin(c); if (r) ap_u(r, v); return ret_send(r); }
static int ret_b(sd_bus_message *c, bool v) { sd_bus_message *r = ret_begin(c); if (r) ap_b(r, v); return ret_send(r); }
static int ret_d(sd_bus_message *c, double v) { sd_bus_message *r = ret_begin(c); if (r) ap_d(r, v); return ret_send(r); }
static int ret_ref(sd_bus_message *c, int id) { sd_bus_message *r = ret_begin(c); if (r) ap_ref(r, id); return ret_send(r); }
static int ret_iiii(sd_bus_message *c, int a, int b, int w, int h) {
    sd_bus_message *r = ret_begin(c);
    if (r) { ap_i(r, a); ap_i(r, b); ap_i(r, w); ap_i(r, h); }
    return ret_send(r);
}
static int ret_empty(sd_bus_message *c) { return ret_send(ret_begin(c)); }

/* Reading arguments: read_basic only. Strings are borrowed from the message. */
static int32_t rd_i(sd_bus_message *m) { int32_t v = 0; sd_bus_message_read_basic(m, 'i', &v); return v; }
static uint32_t rd_u(sd_bus_message *m) { uint32_t v = 0; sd_bus_message_read_basic(m, 'u', &v); return v; }
static const char *rd_s(sd_bus_message *m) { const char *v = ""; sd_bus_message_read_basic(m, 's', &v); return v ? v : ""; }

/* ---------------------------------------------------------------- events */

static int emitted_count;

/* Every AT-SPI event is a signal (s detail, i detail1, i detail2, v any_data, a{sv} properties)
 * on the source object's path, interface org.a11y.atspi.Event.<Class>, member <Major>. */
static sd_bus_message *ev_begin(int id, const char *iface, const char *member,
                                const char *detail, int d1, int d2, const char *vsig) {
    char buf[64];
    sd_bus_message *m = NULL;
    if (!A.a11y || !A.registry_name[0]) return NULL;          /* not registered yet */
    if (sd_bus_message_new_signal(A.a11y, &m, path_of(id, buf, sizeof buf), iface, member) < 0)
        return NULL;
    ap_s(m, detail);
    ap_i(m, d1);
    ap_i(m, d2);
    sd_bus_message_open_container(m, 'v', vsig);
    fprintf(stderr, "EMIT %s.%s detail=\"%s\" d1=%d d2=%d v=%s on %s (%s)\n",
            iface, member, detail, d1, d2, vsig, nodes[id].name[0] ? nodes[id].name : "-",
            path_of(id, buf, sizeof buf));
    return m;
}
static void ev_end(sd_bus_message *m) {
    sd_bus_message_close_container(m);                       /* the variant */
    sd_bus_message_open_container(m, 'a', "{sv}");           /* no pushed properties */
    sd_bus_message_close_container(m);
    sd_bus_send(NULL, m, NULL);
    sd_bus_message_unref(m);
    emitted_count++;
}
static void emit_i(int id, const char *iface, const char *member, const char *detail, int d1, int d2) {
    sd_bus_message *m = ev_begin(id, iface, member, detail, d1, d2, "i");
    if (m) { ap_i(m, 0); ev_end(m); }
}
static void emit_s(int id, const char *iface, const char *member, const char *detail, int d1, int d2, const char *s) {
    sd_bus_message *m = ev_begin(id, iface, member, detail, d1, d2, "s");
    if (m) { ap_s(m, s); ev_end(m); }
}
static void emit_ref(int id, const char *iface, const char *member, const char *detail, int d1, int child) {
    sd_bus_message *m = ev_begin(id, iface, member, detail, d1, 0, "(so)");
    if (m) { ap_ref(m, child); ev_end(m); }
}
static void emit_state(int id, const char *state, bool on) {
    emit_i(id, EV_OBJECT, "StateChanged", state, on, 0);
}
/* Cache signals keep libatspi's cache (used while an AT runs its main loop) right. */
static void emit_cache_add(int id) {
    sd_bus_message *m = NULL;
    if (!A.a11y || !A.registry_name[0]) return;
    sd_bus_message_new_signal(A.a11y, &m, CACHE_PATH, IFACE "Cache", "AddAccessible");
    ap_cache_item(m, id);
    sd_bus_send(NULL, m, NULL);
    sd_bus_message_unref(m);
    fprintf(stderr, "EMIT " IFACE "Cache.AddAccessible ((so)(so)(so)iiassusau) %s\n", nodes[id].name);
}
static void emit_cache_remove(int id) {
    sd_bus_message *m = NULL;
    char buf[64];
    if (!A.a11y || !A.registry_name[0]) return;
    sd_bus_message_new_signal(A.a11y, &m, CACHE_PATH, IFACE "Cache", "RemoveAccessible");
    ap_ref_raw(m, A.unique, path_of(id, buf, sizeof buf));
    sd_bus_send(NULL, m, NULL);
    sd_bus_message_unref(m);
    fprintf(stderr, "EMIT " IFACE "Cache.RemoveAccessible (so) %s\n", buf);
}

/* ---------------------------------------------------------------- model changes (+ their events) */

static void set_focus(int id) {
    if (A.focus == id) return;
    if (A.focus >= 0) {
        nodes[A.focus].states &= ~S(ST_FOCUSED);
        emit_state(A.focus, "focused", false);
    }
    A.focus = id;
    nodes[id].states |= S(ST_FOCUSED);
    emit_state(id, "focused", true);
    emit_i(id, EV_FOCUS, "Focus", "", 0, 0);                /* legacy "focus:" event */
}

static void activate_window(void) {
    nodes[FRAME].states |= S(ST_ACTIVE);
    emit_state(FRAME, "active", true);
    emit_s(FRAME, EV_WINDOW, "Activate", "", 0, 0, nodes[FRAME].name);
}

static void remove_child(int parent, int id) {
    int idx = index_in_parent(id);
    if (idx < 0) return;
    emit_state(id, "defunct", true);                        /* before it disappears */
    memmove(&nodes[parent].children[idx], &nodes[parent].children[idx + 1],
            (size_t)(nodes[parent].n_children - idx - 1) * sizeof(int));
    nodes[parent].n_children--;
    emit_ref(parent, EV_OBJECT, "ChildrenChanged", "remove", idx, id);  /* ref still resolvable */
    emit_cache_remove(id);
    nodes[id].alive = false;                                /* calls now get UnknownObject */
}

static void add_child(int parent, int id) {
    nodes[id].alive = true;
    nodes[parent].children[nodes[parent].n_children++] = id;
    emit_cache_add(id);
    emit_ref(parent, EV_OBJECT, "ChildrenChanged", "add", index_in_parent(id), id);
}

static void on_activate_button(void) {
    A.activations++;
    printf("activated %d\n", A.activations);
    fflush(stdout);
    snprintf(nodes[STATUS].name, sizeof nodes[STATUS].name, "Activations: %d", A.activations);
    emit_s(STATUS, EV_OBJECT, "PropertyChange", "accessible-name", 0, 0, nodes[STATUS].name);
    if (A.activations == 1 && nodes[TEMP].alive) remove_child(FRAME, TEMP);
    if (A.activations == 2 && !nodes[ADDED].alive) add_child(FRAME, ADDED);
    /* Move focus to the button a little later, from the run loop (as a toolkit would). */
    A.focus_target = BUTTON;
    A.focus_due = now_usec() + 200000;
}

static void text_changed(const char *kind, int start, int len, const char *chunk) {
    emit_s(ENTRY, EV_OBJECT, "TextChanged", kind, start, len, chunk);
}
static void set_caret(int c) {
    A.caret = clampi(c, 0, utf8_len(A.text));
    emit_i(ENTRY, EV_OBJECT, "TextCaretMoved", "", A.caret, 0);
}
static bool delete_text(int start, int end) {
    int n = utf8_len(A.text);
    if (end < 0 || end > n) end = n;
    start = clampi(start, 0, end);
    if (start == end) return true;
    size_t bs = utf8_byte(A.text, start), be = utf8_byte(A.text, end);
    char removed[512];
    snprintf(removed, sizeof removed, "%.*s", (int)(be - bs), A.text + bs);
    memmove(A.text + bs, A.text + be, strlen(A.text + be) + 1);
    text_changed("delete", start, end - start, removed);
    set_caret(start);
    return true;
}
static bool insert_text(int pos, const char *s, int bytes) {   /* length is in bytes (ATK) */
    size_t n = strlen(s);
    if (bytes >= 0 && (size_t)bytes < n) n = (size_t)bytes;
    if (strlen(A.text) + n >= sizeof A.text) return false;
    pos = clampi(pos, 0, utf8_len(A.text));
    size_t b = utf8_byte(A.text, pos);
    memmove(A.text + b + n, A.text + b, strlen(A.text + b) + 1);
    memcpy(A.text + b, s, n);
    char chunk[512];
    snprintf(chunk, sizeof chunk, "%.*s", (int)n, s);
    int chars = utf8_len(chunk);
    text_changed("insert", pos, chars, chunk);
    set_caret(pos + chars);
    return true;
}

static void set_value(double v) {
    if (v < 0) v = 0;
    if (v > 100) v = 100;
    A.value = v;
    /* like atk-bridge: any_data is i 0 (libatspi drops a 'd' variant); ATs re-read CurrentValue */
    emit_i(SLIDER, EV_OBJECT, "PropertyChange", "accessible-value", 0, 0);
}

/* ---------------------------------------------------------------- properties */

struct prop { unsigned iface; const char *name; const char *sig; };
static const struct prop props[] = {
    { IF_ACCESSIBLE, "Name", "s" }, { IF_ACCESSIBLE, "Description", "s" },
    { IF_ACCESSIBLE, "Parent", "(so)" }, { IF_ACCESSIBLE, "ChildCount", "i" },
    { IF_ACCESSIBLE, "Locale", "s" }, { IF_ACCESSIBLE, "AccessibleId", "s" },
    { IF_APPLICATION, "ToolkitName", "s" }, { IF_APPLICATION, "Version", "s" },
    { IF_APPLICATION, "AtspiVersion", "s" }, { IF_APPLICATION, "Id", "i" },
    { IF_ACTION, "NActions", "i" },
    { IF_TEXT, "CharacterCount", "i" }, { IF_TEXT, "CaretOffset", "i" },
    { IF_VALUE, "MinimumValue", "d" }, { IF_VALUE, "MaximumValue", "d" },
    { IF_VALUE, "MinimumIncrement", "d" }, { IF_VALUE, "CurrentValue", "d" },
    { IF_VALUE, "Text", "s" },
};
#define N_PROPS (sizeof props / sizeof props[0])

static unsigned iface_bit(const char *name) {
    for (int i = 0; i < N_IFACES; i++)
        if (strcmp(name, iface_names[i]) == 0) return 1u << i;
    return 0;
}

/* Appends the property as a variant. */
static void ap_prop(sd_bus_message *m, int id, const struct prop *p) {
    struct node *n = &nodes[id];
    const char *k = p->name;
    sd_bus_message_open_container(m, 'v', p->sig);
    if (!strcmp(k, "Name")) ap_s(m, n->name);
    else if (!strcmp(k, "Description")) ap_s(m, n->description);
    else if (!strcmp(k, "Parent")) ap_parent(m, id);
    else if (!strcmp(k, "ChildCount")) ap_i(m, n->n_children);
    else if (!strcmp(k, "Locale")) ap_s(m, "en_US");
    else if (!strcmp(k, "AccessibleId")) ap_s(m, n->id);
    else if (!strcmp(k, "ToolkitName")) ap_s(m, "WayKit");
    else if (!strcmp(k, "Version")) ap_s(m, "0.1");
    else if (!strcmp(k, "AtspiVersion")) ap_s(m, "2.1");
    else if (!strcmp(k, "Id")) ap_i(m, A.app_id);
    else if (!strcmp(k, "NActions")) ap_i(m, 1);
    else if (!strcmp(k, "CharacterCount")) ap_i(m, utf8_len(A.text));
    else if (!strcmp(k, "CaretOffset")) ap_i(m, A.caret);
    else if (!strcmp(k, "MinimumValue")) ap_d(m, 0);
    else if (!strcmp(k, "MaximumValue")) ap_d(m, 100);
    else if (!strcmp(k, "MinimumIncrement")) ap_d(m, 1);
    else if (!strcmp(k, "CurrentValue")) ap_d(m, A.value);
    else if (!strcmp(k, "Text")) ap_s(m, "");
    sd_bus_message_close_container(m);
}

static int handle_properties(sd_bus_message *m, int id, const char *member) {
    if (!strcmp(member, "Get")) {                            /* (ss) -> v */
        const char *iface = rd_s(m), *name = rd_s(m);
        snprintf(cur.extra, sizeof cur.extra, "%s.%s", iface, name);
        unsigned bit = iface_bit(iface);
        for (size_t i = 0; i < N_PROPS; i++)
            if (props[i].iface == bit && (nodes[id].ifaces & bit) && !strcmp(props[i].name, name)) {
                sd_bus_message *r = ret_begin(m);
                if (r) ap_prop(r, id, &props[i]);
                return ret_send(r);
            }
        return ret_error(m, ERR_UNKNOWN_PROPERTY, "No such property");
    }
    if (!strcmp(member, "GetAll")) {                         /* (s) -> a{sv} */
        const char *iface = rd_s(m);
        unsigned bit = iface_bit(iface);
        snprintf(cur.extra, sizeof cur.extra, "%s", iface);
        sd_bus_message *r = ret_begin(m);
        if (!r) return ret_send(r);
        sd_bus_message_open_container(r, 'a', "{sv}");
        for (size_t i = 0; i < N_PROPS; i++)
            if (props[i].iface == bit && (nodes[id].ifaces & bit)) {
                sd_bus_message_open_container(r, 'e', "sv");
                ap_s(r, props[i].name);
                ap_prop(r, id, &props[i]);
                sd_bus_message_close_container(r);
            }
        sd_bus_message_close_container(r);
        return ret_send(r);
    }
    if (!strcmp(member, "Set")) {                            /* (ssv) -> () */
        const char *iface = rd_s(m), *name = rd_s(m);
        char type;
        const char *contents = NULL;
        snprintf(cur.extra, sizeof cur.extra, "%s.%s", iface, name);
        sd_bus_message_peek_type(m, &type, &contents);
        if (type != 'v' || !contents) return ret_error(m, ERR_INVALID_ARGS, "Expected a variant");
        sd_bus_message_enter_container(m, 'v', contents);
        if (id == ROOT && !strcmp(iface, IFACE "Application") && !strcmp(name, "Id") &&
            !strcmp(contents, "i")) {
            sd_bus_message_read_basic(m, 'i', &A.app_id);
            fprintf(stderr, "registry set Application.Id = %d\n", A.app_id);
            return ret_empty(m);
        }
        if (id == SLIDER && !strcmp(iface, IFACE "Value") && !strcmp(name, "CurrentValue") &&
            !strcmp(contents, "d")) {
            double v = 0;
            sd_bus_message_read_basic(m, 'd', &v);
            set_value(v);
            return ret_empty(m);
        }
        return ret_error(m, ERR_READ_ONLY, "Property is read-only or unknown");
    }
    return 0;
}

/* ---------------------------------------------------------------- interfaces */

static int handle_accessible(sd_bus_message *m, int id, const char *member) {
    struct node *n = &nodes[id];
    if (!strcmp(member, "GetChildAtIndex")) {                /* (i) -> (so) */
        int i = rd_i(m);
        return ret_ref(m, i >= 0 && i < n->n_children ? n->children[i] : -1);
    }
    if (!strcmp(member, "GetChildren")) {                    /* () -> a(so) */
        sd_bus_message *r = ret_begin(m);
        if (r) {
            sd_bus_message_open_container(r, 'a', "(so)");
            for (int i = 0; i < n->n_children; i++) ap_ref(r, n->children[i]);
            sd_bus_message_close_container(r);
        }
        return ret_send(r);
    }
    if (!strcmp(member, "GetIndexInParent")) return ret_i(m, index_in_parent(id));
    if (!strcmp(member, "GetRelationSet")) {                 /* () -> a(ua(so)) */
        sd_bus_message *r = ret_begin(m);
        if (r) {
            sd_bus_message_open_container(r, 'a', "(ua(so))");
            if (id == ENTRY || id == NAME_LABEL) {
                sd_bus_message_open_container(r, 'r', "ua(so)");
                ap_u(r, id == ENTRY ? RELATION_LABELLED_BY : RELATION_LABEL_FOR);
                sd_bus_message_open_container(r, 'a', "(so)");
                ap_ref(r, id == ENTRY ? NAME_LABEL : ENTRY);
                sd_bus_message_close_container(r);
                sd_bus_message_close_container(r);
            }
            sd_bus_message_close_container(r);
        }
        return ret_send(r);
    }
    if (!strcmp(member, "GetRole")) return ret_u(m, n->role);
    if (!strcmp(member, "GetRoleName") || !strcmp(member, "GetLocalizedRoleName"))
        return ret_s(m, n->role_name);
    if (!strcmp(member, "GetState")) {                       /* () -> au */
        sd_bus_message *r = ret_begin(m);
        if (r) ap_states(r, n->states);
        return ret_send(r);
    }
    if (!strcmp(member, "GetAttributes")) {                  /* () -> a{ss} */
        sd_bus_message *r = ret_begin(m);
        if (r) ap_dict_ss(r, "toolkit", "WayKit");
        return ret_send(r);
    }
    if (!strcmp(member, "GetApplication")) return ret_ref(m, ROOT);
    if (!strcmp(member, "GetInterfaces")) {                  /* () -> as */
        sd_bus_message *r = ret_begin(m);
        if (r) ap_ifaces(r, n->ifaces);
        return ret_send(r);
    }
    return 0;
}

static int handle_application(sd_bus_message *m, int id, const char *member) {
    (void)id;
    if (!strcmp(member, "GetLocale")) { rd_u(m); return ret_s(m, "en_US"); }
    /* GetApplicationBusAddress (atk-bridge's peer-to-peer socket) is deliberately not
     * implemented: libatspi then keeps using the a11y bus. */
    return 0;
}

static int hit_test(int x, int y) {
    for (int i = 0; i < nodes[FRAME].n_children; i++) {
        struct node *c = &nodes[nodes[FRAME].children[i]];
        if (x >= c->x && y >= c->y && x < c->x + c->w && y < c->y + c->h)
            return nodes[FRAME].children[i];
    }
    return -1;
}

static int handle_component(sd_bus_message *m, int id, const char *member) {
    struct node *n = &nodes[id];
    /* coord_type: 0 screen, 1 window, 2 parent. A Wayland client knows no screen position,
     * so screen == window here (window origin 0,0). */
    if (!strcmp(member, "GetExtents")) {                     /* (u) -> (iiii) */
        rd_u(m);
        sd_bus_message *r = ret_begin(m);
        if (r) {
            sd_bus_message_open_container(r, 'r', "iiii");
            ap_i(r, n->x); ap_i(r, n->y); ap_i(r, n->w); ap_i(r, n->h);
            sd_bus_message_close_container(r);
        }
        return ret_send(r);
    }
    if (!strcmp(member, "GetPosition")) { rd_u(m); sd_bus_message *r = ret_begin(m); if (r) { ap_i(r, n->x); ap_i(r, n->y); } return ret_send(r); }
    if (!strcmp(member, "GetSize")) { sd_bus_message *r = ret_begin(m); if (r) { ap_i(r, n->w); ap_i(r, n->h); } return ret_send(r); }
    if (!strcmp(member, "Contains")) {                       /* (iiu) -> b */
        int x = rd_i(m), y = rd_i(m);
        return ret_b(m, x >= n->x && y >= n->y && x < n->x + n->w && y < n->y + n->h);
    }
    if (!strcmp(member, "GetAccessibleAtPoint")) {           /* (iiu) -> (so) */
        int x = rd_i(m), y = rd_i(m);
        return ret_ref(m, id == FRAME ? hit_test(x, y) : -1);
    }
    if (!strcmp(member, "GetLayer")) return ret_u(m, id == FRAME ? LAYER_WINDOW : LAYER_WIDGET);
    if (!strcmp(member, "GetMDIZOrder")) { sd_bus_message *r = ret_begin(m); if (r) ap_n(r, 0); return ret_send(r); }
    if (!strcmp(member, "GetAlpha")) return ret_d(m, 1.0);
    if (!strcmp(member, "GrabFocus")) {                      /* () -> b */
        if (id == FRAME) { activate_window(); return ret_b(m, true); }
        if (!(n->states & S(ST_FOCUSABLE))) return ret_b(m, false);
        set_focus(id);
        return ret_b(m, true);
    }
    if (!strcmp(member, "SetExtents") || !strcmp(member, "SetPosition") ||
        !strcmp(member, "SetSize") || !strcmp(member, "ScrollTo") || !strcmp(member, "ScrollToPoint"))
        return ret_b(m, false);
    return 0;
}

static int handle_action(sd_bus_message *m, int id, const char *member) {
    (void)id;
    /* One action, "click". NActions is a property, not a method. */
    if (!strcmp(member, "GetName")) return rd_i(m) == 0 ? ret_s(m, "click") : ret_s(m, "");
    if (!strcmp(member, "GetLocalizedName")) return rd_i(m) == 0 ? ret_s(m, "Click") : ret_s(m, "");
    if (!strcmp(member, "GetDescription")) return rd_i(m) == 0 ? ret_s(m, "Activates the button") : ret_s(m, "");
    if (!strcmp(member, "GetKeyBinding")) return rd_i(m) == 0 ? ret_s(m, "Return") : ret_s(m, "");
    if (!strcmp(member, "GetActions")) {                     /* () -> a(sss) name, description, key */
        sd_bus_message *r = ret_begin(m);
        if (r) {
            sd_bus_message_open_container(r, 'a', "(sss)");
            sd_bus_message_open_container(r, 'r', "sss");
            ap_s(r, "click"); ap_s(r, "Activates the button"); ap_s(r, "Return");
            sd_bus_message_close_container(r);
            sd_bus_message_close_container(r);
        }
        return ret_send(r);
    }
    if (!strcmp(member, "DoAction")) {                       /* (i) -> b */
        if (rd_i(m) != 0) return ret_b(m, false);
        int rc = ret_b(m, true);                             /* reply first, then act */
        on_activate_button();
        return rc;
    }
    return 0;
}

/* [start, end) in characters of the unit containing `offset` */
static void text_unit(int offset, bool word, int *start, int *end) {
    int n = utf8_len(A.text);
    offset = clampi(offset, 0, n);
    if (!word) { *start = offset; *end = offset < n ? offset + 1 : n; return; }
    int s = offset, e = offset;
    while (s > 0 && A.text[utf8_byte(A.text, s - 1)] != ' ') s--;
    while (e < n && A.text[utf8_byte(A.text, e)] != ' ') e++;
    while (e < n && A.text[utf8_byte(A.text, e)] == ' ') e++;   /* word-start: keep trailing space */
    *start = s; *end = e;
}
static int ret_text_range(sd_bus_message *m, int start, int end) {   /* -> (sii) */
    size_t bs = utf8_byte(A.text, start), be = utf8_byte(A.text, end);
    char buf[512];
    snprintf(buf, sizeof buf, "%.*s", (int)(be - bs), A.text + bs);
    sd_bus_message *r = ret_begin(m);
    if (r) { ap_s(r, buf); ap_i(r, start); ap_i(r, end); }
    return ret_send(r);
}

static int handle_text(sd_bus_message *m, int id, const char *member) {
    (void)id;
    int n = utf8_len(A.text);
    if (!strcmp(member, "GetText")) {                        /* (ii) -> s; end -1 = to the end */
        int s = rd_i(m), e = rd_i(m);
        if (e < 0 || e > n) e = n;
        s = clampi(s, 0, e);
        size_t bs = utf8_byte(A.text, s), be = utf8_byte(A.text, e);
        char buf[512];
        snprintf(buf, sizeof buf, "%.*s", (int)(be - bs), A.text + bs);
        return ret_s(m, buf);
    }
    if (!strcmp(member, "GetCharacterAtOffset")) {           /* (i) -> i: a code point */
        int o = rd_i(m);
        return ret_i(m, o >= 0 && o < n ? (int32_t)utf8_decode(A.text + utf8_byte(A.text, o)) : 0);
    }
    if (!strcmp(member, "GetTextAtOffset") || !strcmp(member, "GetStringAtOffset") ||
        !strcmp(member, "GetTextBeforeOffset") || !strcmp(member, "GetTextAfterOffset")) {
        int o = rd_i(m);                                     /* (iu) -> sii */
        uint32_t kind = rd_u(m);
        bool word = !strcmp(member, "GetStringAtOffset") ? kind == GRANULARITY_WORD
                  : (kind == BOUNDARY_WORD_START || kind == BOUNDARY_WORD_END);
        bool whole = !strcmp(member, "GetStringAtOffset") ? kind > GRANULARITY_WORD
                   : kind > BOUNDARY_WORD_END;               /* sentence/line/paragraph: all */
        int s, e;
        if (whole) { s = 0; e = n; }
        else text_unit(o, word, &s, &e);
        if (!strcmp(member, "GetTextBeforeOffset")) {
            if (whole || s == 0) return ret_text_range(m, 0, 0);
            text_unit(s - 1, word, &s, &e);
        } else if (!strcmp(member, "GetTextAfterOffset")) {
            if (whole || e >= n) return ret_text_range(m, n, n);
            text_unit(e, word, &s, &e);
        }
        return ret_text_range(m, s, e);
    }
    if (!strcmp(member, "SetCaretOffset")) { set_caret(rd_i(m)); return ret_b(m, true); }
    if (!strcmp(member, "GetNSelections")) return ret_i(m, 0);
    if (!strcmp(member, "GetSelection")) { sd_bus_message *r = ret_begin(m); if (r) { ap_i(r, 0); ap_i(r, 0); } return ret_send(r); }
    if (!strcmp(member, "AddSelection") || !strcmp(member, "RemoveSelection") ||
        !strcmp(member, "SetSelection")) return ret_b(m, false);
    if (!strcmp(member, "GetAttributes") || !strcmp(member, "GetAttributeRun")) {
        sd_bus_message *r = ret_begin(m);                    /* -> a{ss} i i: one run, no attrs */
        if (r) { ap_dict_ss(r, NULL, NULL); ap_i(r, 0); ap_i(r, n); }
        return ret_send(r);
    }
    if (!strcmp(member, "GetDefaultAttributes") || !strcmp(member, "GetDefaultAttributeSet")) {
        sd_bus_message *r = ret_begin(m);
        if (r) ap_dict_ss(r, NULL, NULL);
        return ret_send(r);
    }
    if (!strcmp(member, "GetAttributeValue")) return ret_s(m, "");
    if (!strcmp(member, "GetCharacterExtents")) {            /* (iu) -> iiii, 8 px per char */
        int o = rd_i(m);
        return ret_iiii(m, nodes[ENTRY].x + 8 * o, nodes[ENTRY].y, 8, nodes[ENTRY].h);
    }
    if (!strcmp(member, "GetRangeExtents")) {                /* (iiu) -> iiii */
        int s = rd_i(m), e = rd_i(m);
        return ret_iiii(m, nodes[ENTRY].x + 8 * s, nodes[ENTRY].y, 8 * (e - s), nodes[ENTRY].h);
    }
    if (!strcmp(member, "GetOffsetAtPoint")) {               /* (iiu) -> i */
        int x = rd_i(m);
        return ret_i(m, clampi((x - nodes[ENTRY].x) / 8, 0, n));
    }
    return 0;
}

static int handle_editable_text(sd_bus_message *m, int id, const char *member) {
    (void)id;
    if (!strcmp(member, "SetTextContents")) {                /* (s) -> b */
        const char *s = rd_s(m);
        if (strlen(s) >= sizeof A.text) return ret_b(m, false);
        delete_text(0, -1);
        return ret_b(m, insert_text(0, s, -1));
    }
    if (!strcmp(member, "InsertText")) {                     /* (isi) -> b */
        int pos = rd_i(m);
        const char *s = rd_s(m);
        int len = rd_i(m);
        return ret_b(m, insert_text(pos, s, len));
    }
    if (!strcmp(member, "DeleteText")) {                     /* (ii) -> b */
        int s = rd_i(m), e = rd_i(m);
        return ret_b(m, delete_text(s, e));
    }
    if (!strcmp(member, "CopyText")) return ret_empty(m);    /* (ii) -> () */
    if (!strcmp(member, "CutText") || !strcmp(member, "PasteText")) return ret_b(m, false);
    return 0;
}

static int handle_introspect(sd_bus_message *m, int id) {
    char xml[1024];
    size_t o = (size_t)snprintf(xml, sizeof xml,
        "<!DOCTYPE node PUBLIC \"-//freedesktop//DTD D-BUS Object Introspection 1.0//EN\" "
        "\"http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd\">\n<node>\n");
    for (int i = 0; i < N_IFACES; i++)
        if (nodes[id].ifaces & (1u << i))
            o += (size_t)snprintf(xml + o, sizeof xml - o, " <interface name=\"%s\"/>\n", iface_names[i]);
    snprintf(xml + o, sizeof xml - o, "</node>\n");
    return ret_s(m, xml);
}

/* ---------------------------------------------------------------- dispatch */

static void log_call(sd_bus_message *m) {
    fprintf(stderr, "CALL %s.%s(%s) -> %s%s%s  [%s from %s]\n",
            sd_bus_message_get_interface(m), sd_bus_message_get_member(m),
            sd_bus_message_get_signature(m, 1), cur.reply,
            cur.extra[0] ? "  prop=" : "", cur.extra,
            sd_bus_message_get_path(m), sd_bus_message_get_sender(m));
}

/* Fallback handler for everything under /org/a11y/atspi/accessible (sd_bus_add_fallback). */
static int on_accessible_message(sd_bus_message *m, void *userdata, sd_bus_error *err) {
    (void)userdata; (void)err;
    if (!sd_bus_message_is_method_call(m, NULL, NULL)) return 0;
    const char *iface = sd_bus_message_get_interface(m), *member = sd_bus_message_get_member(m);
    if (!iface || !member) return 0;
    memset(&cur, 0, sizeof cur);
    int id = node_of(sd_bus_message_get_path(m)), handled = 0;
    if (id < 0 && !strcmp(iface, "org.freedesktop.DBus.Properties") && !strcmp(member, "Get")) {
        const char *pi = rd_s(m), *pn = rd_s(m);
        snprintf(cur.extra, sizeof cur.extra, "%s.%s", pi, pn);
    }
    if (id < 0) {
        /* A defunct (or never existing) object. atk-bridge answers UnknownObject as well;
         * libatspi does not look at the name: any error makes GetState return {DEFUNCT}. */
        handled = ret_error(m, ERR_UNKNOWN_OBJECT, "The object no longer exists");
    } else if (!strcmp(iface, "org.freedesktop.DBus.Properties")) {
        handled = handle_properties(m, id, member);
    } else if (!strcmp(iface, "org.freedesktop.DBus.Introspectable") && !strcmp(member, "Introspect")) {
        handled = handle_introspect(m, id);
    } else {
        unsigned bit = iface_bit(iface);
        if (nodes[id].ifaces & bit) {
            switch (bit) {
            case IF_ACCESSIBLE: handled = handle_accessible(m, id, member); break;
            case IF_APPLICATION: handled = handle_application(m, id, member); break;
            case IF_COMPONENT: handled = handle_component(m, id, member); break;
            case IF_ACTION: handled = handle_action(m, id, member); break;
            case IF_TEXT: handled = handle_text(m, id, member); break;
            case IF_EDITABLE_TEXT: handled = handle_editable_text(m, id, member); break;
            default: break;   /* Value has properties only */
            }
        }
    }
    if (!handled) ret_error(m, ERR_UNKNOWN_METHOD, "Unknown method or interface");
    log_call(m);
    return 1;
}

/* /org/a11y/atspi/cache: org.a11y.atspi.Cache.GetItems, which libatspi calls once per app. */
static int on_cache_message(sd_bus_message *m, void *userdata, sd_bus_error *err) {
    (void)userdata; (void)err;
    if (!sd_bus_message_is_method_call(m, NULL, NULL)) return 0;
    memset(&cur, 0, sizeof cur);
    if (sd_bus_message_is_method_call(m, IFACE "Cache", "GetItems")) {
        sd_bus_message *r = ret_begin(m);
        if (r) {
            sd_bus_message_open_container(r, 'a', "((so)(so)(so)iiassusau)");
            for (int id = 0; id < N_NODES; id++)
                if (nodes[id].alive) ap_cache_item(r, id);
            sd_bus_message_close_container(r);
        }
        ret_send(r);
    } else {
        ret_error(m, ERR_UNKNOWN_METHOD, "Unknown method");
    }
    log_call(m);
    return 1;
}

/* ---------------------------------------------------------------- registration */

static int on_embed_reply(sd_bus_message *m, void *userdata, sd_bus_error *err) {
    (void)userdata; (void)err;
    A.embed_pending = false;
    if (sd_bus_message_is_method_error(m, NULL)) {
        const sd_bus_error *e = sd_bus_message_get_error(m);
        fprintf(stderr, "Embed failed: %s: %s\n", e->name, e->message);
        return 0;
    }
    const char *name = "", *path = "";
    sd_bus_message_enter_container(m, 'r', "so");            /* reply: (so) = the desktop */
    sd_bus_message_read_basic(m, 's', &name);
    sd_bus_message_read_basic(m, 'o', &path);
    sd_bus_message_exit_container(m);
    snprintf(A.registry_name, sizeof A.registry_name, "%s", name);
    snprintf(A.registry_path, sizeof A.registry_path, "%s", path);
    fprintf(stderr, "embedded: registry desktop is (%s, %s); our root is (%s, %s)\n",
            name, path, A.unique, ROOT_PATH);
    printf("ready\n");
    fflush(stdout);
    activate_window();                                       /* window:activate + active */
    return 0;
}

static void embed(void) {
    sd_bus_message *call = NULL;
    A.embed_pending = true;
    sd_bus_message_new_method_call(A.a11y, &call, "org.a11y.atspi.Registry", ROOT_PATH,
                                   IFACE "Socket", "Embed");
    ap_ref_raw(call, A.unique, ROOT_PATH);                   /* (so) plug */
    sd_bus_call_async(A.a11y, NULL, call, on_embed_reply, NULL, 0);
    sd_bus_message_unref(call);
}

/* org.freedesktop.DBus.Local.Connected: the Hello reply is in, our unique name is known
 * without blocking (sd_bus_get_unique_name would otherwise wait for it). */
static int on_a11y_connected(sd_bus_message *m, void *userdata, sd_bus_error *err) {
    (void)m; (void)userdata; (void)err;
    sd_bus_get_unique_name(A.a11y, &A.unique);
    fprintf(stderr, "a11y bus connected as %s\n", A.unique);
    embed();
    return 0;
}

/* NameOwnerChanged(s name, s old, s new) for org.a11y.atspi.Registry: a restarted registry
 * knows nothing about us, so register again (atk-bridge does the same). */
static int on_registry_owner(sd_bus_message *m, void *userdata, sd_bus_error *err) {
    (void)userdata; (void)err;
    const char *name = rd_s(m), *old_owner = rd_s(m), *new_owner = rd_s(m);
    if (strcmp(name, "org.a11y.atspi.Registry") != 0) return 0;
    fprintf(stderr, "registry owner: '%s' -> '%s'\n", old_owner, new_owner);
    if (!*new_owner) A.registry_name[0] = 0;                /* gone: events would go nowhere */
    else if (A.unique && !A.registry_name[0] && !A.embed_pending) embed();
    /* (an Embed already in flight, e.g. the one that bus-activated the registry, will do) */
    return 0;
}

/* Reply to an asynchronous AddMatch */
static int on_match_installed(sd_bus_message *m, void *userdata, sd_bus_error *err) {
    (void)userdata; (void)err;
    if (sd_bus_message_is_method_error(m, NULL))
        fprintf(stderr, "AddMatch failed: %s\n", sd_bus_message_get_error(m)->message);
    return 0;
}

static void connect_a11y(const char *address) {
    sd_bus *b = NULL;
    int r;
    if ((r = sd_bus_new(&b)) < 0 || (r = sd_bus_set_address(b, address)) < 0 ||
        (r = sd_bus_set_bus_client(b, 1)) < 0 || (r = sd_bus_set_connected_signal(b, 1)) < 0) {
        fprintf(stderr, "a11y bus setup: %s\n", strerror(-r));
        sd_bus_unref(b);
        return;
    }
    /* Objects: local registrations, nothing is sent. */
    sd_bus_add_fallback(b, NULL, OBJ_PREFIX, on_accessible_message, NULL);
    sd_bus_add_object(b, NULL, CACHE_PATH, on_cache_message, NULL);
    /* A match on the local pseudo-service installs no AddMatch on the bus. */
    sd_bus_match_signal_async(b, NULL, "org.freedesktop.DBus.Local", NULL,
                              "org.freedesktop.DBus.Local", "Connected",
                              on_a11y_connected, NULL, NULL);
    if ((r = sd_bus_start(b)) < 0) {                         /* connects; Hello goes out async */
        fprintf(stderr, "a11y bus start (%s): %s\n", address, strerror(-r));
        sd_bus_unref(b);
        return;
    }
    /* Bus-side matches only after sd_bus_start (before it, this fails with -ENOTCONN);
     * the AddMatch call is queued behind Hello and its reply goes to on_match_installed. */
    r = sd_bus_add_match_async(b, NULL,
        "type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',"
        "member='NameOwnerChanged',arg0='org.a11y.atspi.Registry'",
        on_registry_owner, on_match_installed, NULL);
    if (r < 0) fprintf(stderr, "add match: %s\n", strerror(-r));
    A.a11y = b;
}

static void disconnect_a11y(void) {
    if (!A.a11y) return;
    sd_bus_close_unref(A.a11y);                             /* the registry sees us go */
    A.a11y = NULL;
    A.unique = NULL;
    A.registry_name[0] = 0;
    A.connecting = false;
}

static int on_get_address(sd_bus_message *m, void *userdata, sd_bus_error *err) {
    (void)userdata; (void)err;
    const char *address = NULL;
    if (sd_bus_message_is_method_error(m, NULL) || sd_bus_message_read_basic(m, 's', &address) <= 0 ||
        !address || !*address) {
        fprintf(stderr, "org.a11y.Bus.GetAddress failed\n");
        A.connecting = false;
        return 0;
    }
    fprintf(stderr, "a11y bus address: %s\n", address);
    if (A.enabled && !A.a11y) connect_a11y(address);
    return 0;
}

static void status_changed(bool enabled) {
    fprintf(stderr, "org.a11y.Status.IsEnabled = %s\n", enabled ? "true" : "false");
    if (enabled == A.enabled && (!enabled || A.connecting)) return;
    A.enabled = enabled;
    if (enabled && !A.connecting) {
        A.connecting = true;
        const char *fixed = getenv("AT_SPI_BUS_ADDRESS");   /* libatspi honours it too */
        if (fixed && *fixed) { connect_a11y(fixed); return; }
        sd_bus_message *call = NULL;
        sd_bus_message_new_method_call(A.session, &call, "org.a11y.Bus", "/org/a11y/bus",
                                       "org.a11y.Bus", "GetAddress");
        sd_bus_call_async(A.session, NULL, call, on_get_address, NULL, 0);
        sd_bus_message_unref(call);
    } else if (!enabled) {
        disconnect_a11y();
    }
}

/* Reply to Properties.Get("org.a11y.Status", "IsEnabled"): v(b) */
static int on_is_enabled(sd_bus_message *m, void *userdata, sd_bus_error *err) {
    (void)userdata; (void)err;
    int b = 0;
    if (sd_bus_message_is_method_error(m, NULL)) {
        fprintf(stderr, "IsEnabled: %s (is at-spi-bus-launcher running?)\n",
                sd_bus_message_get_error(m)->message);
        return 0;
    }
    sd_bus_message_enter_container(m, 'v', "b");
    sd_bus_message_read_basic(m, 'b', &b);
    sd_bus_message_exit_container(m);
    status_changed(b);
    return 0;
}

/* PropertiesChanged(s interface, a{sv} changed, as invalidated) on /org/a11y/bus */
static int on_status_changed(sd_bus_message *m, void *userdata, sd_bus_error *err) {
    (void)userdata; (void)err;
    if (strcmp(rd_s(m), "org.a11y.Status") != 0) return 0;
    if (sd_bus_message_enter_container(m, 'a', "{sv}") <= 0) return 0;
    while (sd_bus_message_enter_container(m, 'e', "sv") > 0) {
        const char *key = rd_s(m);
        if (!strcmp(key, "IsEnabled")) {
            int b = 0;
            sd_bus_message_enter_container(m, 'v', "b");
            sd_bus_message_read_basic(m, 'b', &b);
            sd_bus_message_exit_container(m);
            if (b != A.enabled) status_changed(b);
        } else {
            sd_bus_message_skip(m, "v");                     /* e.g. ScreenReaderEnabled */
        }
        sd_bus_message_exit_container(m);
    }
    sd_bus_message_exit_container(m);
    return 0;
}

/* ---------------------------------------------------------------- run loop */

/* Adds a bus to the poll set; lowers *deadline to the bus's own timeout (absolute usec). */
static void poll_add_bus(sd_bus *b, struct pollfd *p, uint64_t *deadline) {
    uint64_t t = UINT64_MAX;
    p->fd = sd_bus_get_fd(b);
    p->events = (short)sd_bus_get_events(b);
    p->revents = 0;
    if (sd_bus_get_timeout(b, &t) >= 0 && t < *deadline) *deadline = t;
}

/* Drains a bus; false if the connection is gone. */
static bool process_bus(sd_bus *b) {
    int r;
    while ((r = sd_bus_process(b, NULL)) > 0) {}
    if (r < 0) fprintf(stderr, "sd_bus_process: %s\n", strerror(-r));
    return r >= 0;
}

int main(void) {
    int r;
    setvbuf(stderr, NULL, _IOLBF, 0);

    sigset_t mask;
    sigemptyset(&mask);
    sigaddset(&mask, SIGTERM);
    sigaddset(&mask, SIGINT);
    sigprocmask(SIG_BLOCK, &mask, NULL);
    int sfd = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);

    if ((r = sd_bus_open_user(&A.session)) < 0) {            /* $DBUS_SESSION_BUS_ADDRESS */
        fprintf(stderr, "session bus: %s\n", strerror(-r));
        return 1;
    }
    /* Watch org.a11y.Status; the match is installed asynchronously (no blocking AddMatch). */
    sd_bus_add_match_async(A.session, NULL,
        "type='signal',path='/org/a11y/bus',interface='org.freedesktop.DBus.Properties',"
        "member='PropertiesChanged',arg0='org.a11y.Status'",
        on_status_changed, on_match_installed, NULL);
    sd_bus_message *get = NULL;
    sd_bus_message_new_method_call(A.session, &get, "org.a11y.Bus", "/org/a11y/bus",
                                   "org.freedesktop.DBus.Properties", "Get");
    ap_s(get, "org.a11y.Status");
    ap_s(get, "IsEnabled");
    sd_bus_call_async(A.session, NULL, get, on_is_enabled, NULL, 0);
    sd_bus_message_unref(get);

    for (;;) {
        struct pollfd fds[3];
        uint64_t deadline = A.focus_due ? A.focus_due : UINT64_MAX;
        int nfds = 0;
        poll_add_bus(A.session, &fds[nfds++], &deadline);
        int a11y_slot = -1;
        if (A.a11y) { a11y_slot = nfds; poll_add_bus(A.a11y, &fds[nfds++], &deadline); }
        int sig_slot = nfds;
        fds[nfds++] = (struct pollfd){ .fd = sfd, .events = POLLIN };

        int timeout_ms = -1;
        if (deadline != UINT64_MAX) {
            uint64_t now = now_usec();
            timeout_ms = deadline <= now ? 0 : (int)((deadline - now + 999) / 1000);
        }
        if (poll(fds, (nfds_t)nfds, timeout_ms) < 0 && errno != EINTR) { perror("poll"); break; }

        if (fds[sig_slot].revents & POLLIN) {
            fprintf(stderr, "signal received; %d events emitted; exiting\n", emitted_count);
            break;
        }
        /* sd_bus_process is cheap when nothing is pending; call it for every bus every turn
         * (it also handles the bus's own timeouts, e.g. method-call replies that never came). */
        if (!process_bus(A.session)) break;
        if (A.a11y && !process_bus(A.a11y)) disconnect_a11y();
        (void)a11y_slot;

        if (A.focus_due && now_usec() >= A.focus_due) {     /* the app's own timer */
            A.focus_due = 0;
            set_focus(A.focus_target);
        }
    }
    disconnect_a11y();
    sd_bus_close_unref(A.session);
    return 0;
}
