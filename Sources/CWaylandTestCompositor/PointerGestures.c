// The test compositor: zwp_pointer_gestures_v1 (D3), so tests can inject
// touchpad pinches and holds. See include/WaylandTestCompositor.h.
#define _GNU_SOURCE
#include "Compositor.h"

static void pinch_destroyed(struct wl_resource *r) { res_remove(&comp_of(r)->pinches, r); }
static void hold_destroyed(struct wl_resource *r) { res_remove(&comp_of(r)->holds, r); }
static const struct zwp_pointer_gesture_pinch_v1_interface pinch_impl = { .destroy = destroy_request };
static const struct zwp_pointer_gesture_hold_v1_interface hold_impl = { .destroy = destroy_request };
static const struct zwp_pointer_gesture_swipe_v1_interface swipe_impl = { .destroy = destroy_request };

static void get_swipe(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *pointer) {
    (void)pointer; COUNT(r);
    struct wl_resource *g = wl_resource_create(cl, &zwp_pointer_gesture_swipe_v1_interface, wl_resource_get_version(r), id);
    if (g) wl_resource_set_implementation(g, &swipe_impl, comp_of(r), NULL);
}
static void get_pinch(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *pointer) {
    (void)pointer; COUNT(r);
    struct wtc_compositor *c = comp_of(r);
    struct wl_resource *g = wl_resource_create(cl, &zwp_pointer_gesture_pinch_v1_interface, wl_resource_get_version(r), id);
    if (!g) { wl_client_post_no_memory(cl); return; }
    wl_resource_set_implementation(g, &pinch_impl, c, pinch_destroyed);
    res_add(&c->pinches, g);
}
static void get_hold(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *pointer) {
    (void)pointer; COUNT(r);
    struct wtc_compositor *c = comp_of(r);
    struct wl_resource *g = wl_resource_create(cl, &zwp_pointer_gesture_hold_v1_interface, wl_resource_get_version(r), id);
    if (!g) { wl_client_post_no_memory(cl); return; }
    wl_resource_set_implementation(g, &hold_impl, c, hold_destroyed);
    res_add(&c->holds, g);
}
static const struct zwp_pointer_gestures_v1_interface gestures_impl = {
    .get_swipe_gesture = get_swipe, .get_pinch_gesture = get_pinch, .release = destroy_request, .get_hold_gesture = get_hold,
};
void bind_pointer_gestures(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wtc_compositor *c = data;
    struct wl_resource *r = wl_resource_create(cl, &zwp_pointer_gestures_v1_interface, (int)version, id);
    wl_resource_set_implementation(r, &gestures_impl, c, NULL);
}

void wtc_pinch_begin(wtc_compositor *c, int surface, uint32_t fingers) {
    struct wl_resource *s = surface_res(c, surface);
    if (!s) return;
    uint32_t serial = wl_display_next_serial(c->display);
    for (int i = 0; i < c->pinches.count; i++) zwp_pointer_gesture_pinch_v1_send_begin(c->pinches.items[i], serial, 0, s, fingers);
    wl_display_flush_clients(c->display);
}
void wtc_pinch_update(wtc_compositor *c, double dx, double dy, double scale, double rotation) {
    for (int i = 0; i < c->pinches.count; i++)
        zwp_pointer_gesture_pinch_v1_send_update(c->pinches.items[i], 0, wl_fixed_from_double(dx), wl_fixed_from_double(dy),
                                                 wl_fixed_from_double(scale), wl_fixed_from_double(rotation));
    wl_display_flush_clients(c->display);
}
void wtc_pinch_end(wtc_compositor *c, bool cancelled) {
    uint32_t serial = wl_display_next_serial(c->display);
    for (int i = 0; i < c->pinches.count; i++) zwp_pointer_gesture_pinch_v1_send_end(c->pinches.items[i], serial, 0, cancelled);
    wl_display_flush_clients(c->display);
}
void wtc_hold_begin(wtc_compositor *c, int surface, uint32_t fingers) {
    struct wl_resource *s = surface_res(c, surface);
    if (!s) return;
    uint32_t serial = wl_display_next_serial(c->display);
    for (int i = 0; i < c->holds.count; i++) zwp_pointer_gesture_hold_v1_send_begin(c->holds.items[i], serial, 0, s, fingers);
    wl_display_flush_clients(c->display);
}
void wtc_hold_end(wtc_compositor *c, bool cancelled) {
    uint32_t serial = wl_display_next_serial(c->display);
    for (int i = 0; i < c->holds.count; i++) zwp_pointer_gesture_hold_v1_send_end(c->holds.items[i], serial, 0, cancelled);
    wl_display_flush_clients(c->display);
}
