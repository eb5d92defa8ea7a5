// The test compositor: zwp_tablet_manager_v2 (D4). Each tablet seat the
// client asks for gets one tablet and two tools, a pen (pressure, tilt,
// distance) and an eraser (pressure); tests add more tools of any type and
// send the tools' events one by one, frames included, so a test can send any
// sequence, wrong ones too. See include/WaylandTestCompositor.h.
#define _GNU_SOURCE
#include "Compositor.h"

#define MAX_TOOLS 16

struct tablet_state {
    struct wl_resource *seat;    // the client's zwp_tablet_seat_v2
    struct wl_resource *tablet;  // its one zwp_tablet_v2
    struct wl_resource *tools[MAX_TOOLS];
    int tool_count;
    int pads_destroyed;
};

static struct tablet_state *state(struct wtc_compositor *c) {
    if (!c->tablet) c->tablet = calloc(1, sizeof *c->tablet);
    return c->tablet;
}

static void tool_set_cursor(struct wl_client *cl, struct wl_resource *r, uint32_t serial, struct wl_resource *surface,
                            int32_t x, int32_t y) {
    (void)cl; (void)serial; (void)surface; (void)x; (void)y; COUNT(r);
}
static const struct zwp_tablet_tool_v2_interface tool_impl = { .set_cursor = tool_set_cursor, .destroy = destroy_request };
static void tool_destroyed(struct wl_resource *r) {
    struct tablet_state *t = comp_of(r)->tablet;
    for (int i = 0; t && i < t->tool_count; i++) if (t->tools[i] == r) t->tools[i] = NULL;
}
static const struct zwp_tablet_v2_interface tablet_impl = { .destroy = destroy_request };
static void tablet_destroyed(struct wl_resource *r) {
    struct tablet_state *t = comp_of(r)->tablet;
    if (t && t->tablet == r) t->tablet = NULL;
}
static void pad_feedback(struct wl_client *cl, struct wl_resource *r, uint32_t button, const char *text, uint32_t serial) {
    (void)cl; (void)button; (void)text; (void)serial; COUNT(r);
}
static const struct zwp_tablet_pad_v2_interface pad_impl = { .set_feedback = pad_feedback, .destroy = destroy_request };
static void pad_destroyed(struct wl_resource *r) {
    struct tablet_state *t = comp_of(r)->tablet;
    if (t) t->pads_destroyed++;
}
static const struct zwp_tablet_seat_v2_interface seat_impl = { .destroy = destroy_request };
static void seat_destroyed(struct wl_resource *r) {
    struct tablet_state *t = comp_of(r)->tablet;
    if (t && t->seat == r) t->seat = NULL;
}

int wtc_tablet_add_tool(wtc_compositor *c, uint32_t type, uint32_t capabilities) {
    struct tablet_state *t = state(c);
    if (!t || !t->seat || t->tool_count >= MAX_TOOLS) return -1;
    struct wl_resource *r = wl_resource_create(wl_resource_get_client(t->seat), &zwp_tablet_tool_v2_interface,
                                               wl_resource_get_version(t->seat), 0);
    if (!r) return -1;
    wl_resource_set_implementation(r, &tool_impl, c, tool_destroyed);
    zwp_tablet_seat_v2_send_tool_added(t->seat, r);
    zwp_tablet_tool_v2_send_type(r, type);
    for (uint32_t cap = 1; cap <= 6; cap++)
        if (capabilities & (1u << cap)) zwp_tablet_tool_v2_send_capability(r, cap);
    zwp_tablet_tool_v2_send_done(r);
    t->tools[t->tool_count] = r;
    wl_display_flush_clients(c->display);
    return t->tool_count++;
}

static void get_tablet_seat(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *seat) {
    (void)seat; COUNT(r);
    struct wtc_compositor *c = comp_of(r);
    struct tablet_state *t = state(c);
    struct wl_resource *s = wl_resource_create(cl, &zwp_tablet_seat_v2_interface, wl_resource_get_version(r), id);
    if (!s || !t) { wl_client_post_no_memory(cl); return; }
    wl_resource_set_implementation(s, &seat_impl, c, seat_destroyed);
    t->seat = s;
    struct wl_resource *tablet = wl_resource_create(cl, &zwp_tablet_v2_interface, wl_resource_get_version(r), 0);
    if (tablet) {
        wl_resource_set_implementation(tablet, &tablet_impl, c, tablet_destroyed);
        zwp_tablet_seat_v2_send_tablet_added(s, tablet);
        zwp_tablet_v2_send_name(tablet, "WayKit test tablet");
        zwp_tablet_v2_send_id(tablet, 0x56a, 0x357);
        zwp_tablet_v2_send_done(tablet);
        t->tablet = tablet;
    }
    // A pad too: the client has no use for it and must not leak it.
    struct wl_resource *pad = wl_resource_create(cl, &zwp_tablet_pad_v2_interface, wl_resource_get_version(r), 0);
    if (pad) {
        wl_resource_set_implementation(pad, &pad_impl, c, pad_destroyed);
        zwp_tablet_seat_v2_send_pad_added(s, pad);
        zwp_tablet_pad_v2_send_buttons(pad, 2);
        zwp_tablet_pad_v2_send_done(pad);
    }
    t->tool_count = 0;
    wtc_tablet_add_tool(c, ZWP_TABLET_TOOL_V2_TYPE_PEN,
                        1u << ZWP_TABLET_TOOL_V2_CAPABILITY_TILT | 1u << ZWP_TABLET_TOOL_V2_CAPABILITY_PRESSURE
                        | 1u << ZWP_TABLET_TOOL_V2_CAPABILITY_DISTANCE);
    wtc_tablet_add_tool(c, ZWP_TABLET_TOOL_V2_TYPE_ERASER, 1u << ZWP_TABLET_TOOL_V2_CAPABILITY_PRESSURE);
}
static const struct zwp_tablet_manager_v2_interface manager_impl = {
    .get_tablet_seat = get_tablet_seat, .destroy = destroy_request,
};
void bind_tablet(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(cl, &zwp_tablet_manager_v2_interface, (int)version, id);
    wl_resource_set_implementation(r, &manager_impl, data, NULL);
}
void tablet_free(struct wtc_compositor *c) {
    free(c->tablet);
    c->tablet = NULL;
}

// MARK: injection

static struct wl_resource *tool(wtc_compositor *c, int i) {
    struct tablet_state *t = c->tablet;
    return t && i >= 0 && i < t->tool_count ? t->tools[i] : NULL;
}
#define TOOL_OR_RETURN(c, i) struct wl_resource *r = tool(c, i); if (!r) return

void wtc_tablet_proximity_in(wtc_compositor *c, int t, int surface) {
    TOOL_OR_RETURN(c, t);
    struct wl_resource *s = surface_res(c, surface);
    if (!s || !c->tablet->tablet) return;
    zwp_tablet_tool_v2_send_proximity_in(r, wl_display_next_serial(c->display), c->tablet->tablet, s);
    wl_display_flush_clients(c->display);
}
void wtc_tablet_proximity_out(wtc_compositor *c, int t) {
    TOOL_OR_RETURN(c, t);
    zwp_tablet_tool_v2_send_proximity_out(r);
    wl_display_flush_clients(c->display);
}
void wtc_tablet_down(wtc_compositor *c, int t) {
    TOOL_OR_RETURN(c, t);
    zwp_tablet_tool_v2_send_down(r, wl_display_next_serial(c->display));
    wl_display_flush_clients(c->display);
}
void wtc_tablet_up(wtc_compositor *c, int t) {
    TOOL_OR_RETURN(c, t);
    zwp_tablet_tool_v2_send_up(r);
    wl_display_flush_clients(c->display);
}
void wtc_tablet_motion(wtc_compositor *c, int t, double x, double y) {
    TOOL_OR_RETURN(c, t);
    zwp_tablet_tool_v2_send_motion(r, wl_fixed_from_double(x), wl_fixed_from_double(y));
    wl_display_flush_clients(c->display);
}
void wtc_tablet_pressure(wtc_compositor *c, int t, uint32_t pressure) {
    TOOL_OR_RETURN(c, t);
    zwp_tablet_tool_v2_send_pressure(r, pressure);
    wl_display_flush_clients(c->display);
}
void wtc_tablet_distance(wtc_compositor *c, int t, uint32_t distance) {
    TOOL_OR_RETURN(c, t);
    zwp_tablet_tool_v2_send_distance(r, distance);
    wl_display_flush_clients(c->display);
}
void wtc_tablet_tilt(wtc_compositor *c, int t, double tilt_x, double tilt_y) {
    TOOL_OR_RETURN(c, t);
    zwp_tablet_tool_v2_send_tilt(r, wl_fixed_from_double(tilt_x), wl_fixed_from_double(tilt_y));
    wl_display_flush_clients(c->display);
}
void wtc_tablet_button(wtc_compositor *c, int t, uint32_t button, bool pressed) {
    TOOL_OR_RETURN(c, t);
    zwp_tablet_tool_v2_send_button(r, wl_display_next_serial(c->display), button, pressed ? 1 : 0);
    wl_display_flush_clients(c->display);
}
void wtc_tablet_frame(wtc_compositor *c, int t, uint32_t time) {
    TOOL_OR_RETURN(c, t);
    zwp_tablet_tool_v2_send_frame(r, time);
    wl_display_flush_clients(c->display);
}
void wtc_tablet_remove_tool(wtc_compositor *c, int t) {
    TOOL_OR_RETURN(c, t);
    zwp_tablet_tool_v2_send_removed(r);
    wl_display_flush_clients(c->display);
}
int wtc_tablet_live_tools(wtc_compositor *c) {
    int n = 0;
    for (int i = 0; c->tablet && i < c->tablet->tool_count; i++) if (c->tablet->tools[i]) n++;
    return n;
}
bool wtc_tablet_has_seat(wtc_compositor *c) { return c->tablet && c->tablet->seat; }
int wtc_tablet_pads_destroyed(wtc_compositor *c) { return c->tablet ? c->tablet->pads_destroyed : 0; }
