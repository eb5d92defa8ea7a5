// The test compositor: wl_seat and input injection (touch, pointer, keyboard).
// See include/WaylandTestCompositor.h.
#define _GNU_SOURCE
#include "Compositor.h"

// MARK: wl_seat

static void device_release(struct wl_client *cl, struct wl_resource *r) { destroy_request(cl, r); }
static void pointer_set_cursor(struct wl_client *cl, struct wl_resource *r, uint32_t serial, struct wl_resource *surf, int32_t x, int32_t y) {
    (void)cl; (void)x; (void)y; COUNT(r);
    struct wtc_compositor *c = comp_of(r);
    c->cursor_sets++;
    c->cursor_surface = surf ? surface_of(surf)->index : -1;
    c->cursor_serial = serial;
}
static const struct wl_pointer_interface pointer_impl = { .set_cursor = pointer_set_cursor, .release = device_release };
static const struct wl_keyboard_interface keyboard_impl = { .release = device_release };
static const struct wl_touch_interface touch_impl = { .release = device_release };
static void pointer_destroyed(struct wl_resource *r) { res_remove(&comp_of(r)->pointers, r); }
static void keyboard_destroyed(struct wl_resource *r) { res_remove(&comp_of(r)->keyboards, r); }
static void touch_destroyed(struct wl_resource *r) { res_remove(&comp_of(r)->touches, r); }

static void seat_get_pointer(struct wl_client *cl, struct wl_resource *r, uint32_t id) {
    COUNT(r);
    struct wl_resource *p = wl_resource_create(cl, &wl_pointer_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(p, &pointer_impl, NULL, pointer_destroyed);
    res_add(&comp_of(r)->pointers, p);
}
static void seat_get_keyboard(struct wl_client *cl, struct wl_resource *r, uint32_t id) {
    COUNT(r);
    struct wl_resource *k = wl_resource_create(cl, &wl_keyboard_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(k, &keyboard_impl, NULL, keyboard_destroyed);
    res_add(&comp_of(r)->keyboards, k);
}
static void seat_get_touch(struct wl_client *cl, struct wl_resource *r, uint32_t id) {
    COUNT(r);
    struct wl_resource *t = wl_resource_create(cl, &wl_touch_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(t, &touch_impl, NULL, touch_destroyed);
    res_add(&comp_of(r)->touches, t);
}
static void seat_release(struct wl_client *cl, struct wl_resource *r) { destroy_request(cl, r); }
static const struct wl_seat_interface seat_impl = {
    .get_pointer = seat_get_pointer, .get_keyboard = seat_get_keyboard, .get_touch = seat_get_touch, .release = seat_release,
};
static void seat_destroyed(struct wl_resource *r) { res_remove(&comp_of(r)->seats, r); }
void bind_seat(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wtc_compositor *c = data;
    struct wl_resource *r = wl_resource_create(cl, &wl_seat_interface, (int)version, id);
    wl_resource_set_implementation(r, &seat_impl, c, seat_destroyed);
    res_add(&c->seats, r);
    wl_seat_send_capabilities(r, c->seat_caps);
    if (version >= 2) wl_seat_send_name(r, "seat0");
}

// MARK: seat

void wtc_set_seat_capabilities(wtc_compositor *c, uint32_t caps) {
    c->seat_caps = caps;
    for (int i = 0; i < c->seats.count; i++) wl_seat_send_capabilities(c->seats.items[i], caps);
    wl_display_flush_clients(c->display);
}
int wtc_touch_resources(wtc_compositor *c) { return c->touches.count; }
int wtc_pointer_cursor_sets(wtc_compositor *c) { return c->cursor_sets; }
int wtc_pointer_cursor_surface(wtc_compositor *c) { return c->cursor_surface; }
uint32_t wtc_pointer_cursor_serial(wtc_compositor *c) { return c->cursor_serial; }
uint32_t wtc_pointer_enter_serial(wtc_compositor *c) { return c->pointer_enter_serial; }
int wtc_pointer_resources(wtc_compositor *c) { return c->pointers.count; }
int wtc_keyboard_resources(wtc_compositor *c) { return c->keyboards.count; }


static struct wl_resource *touch_focus(struct wtc_compositor *c) {
    for (int i = 0; i < c->touch_count; i++) {
        struct wl_resource *s = surface_res(c, c->touch_surfaces[i]);
        if (s) return s;
    }
    return NULL;
}

void wtc_touch_down(wtc_compositor *c, int surface, uint32_t time, int32_t id, double x, double y) {
    idle_note_input(c);
    struct wl_resource *s = surface_res(c, surface);
    if (!s) return;
    if (c->touch_count < 16) { c->touch_surfaces[c->touch_count] = surface; c->touch_ids[c->touch_count++] = id; }
    uint32_t serial = wl_display_next_serial(c->display);
    c->touch_down_serial = serial;
    FOR_DEVICES(c->touches, s, r) wl_touch_send_down(r, serial, time, s, id, wl_fixed_from_double(x), wl_fixed_from_double(y));
    wl_display_flush_clients(c->display);
}
uint32_t wtc_touch_down_serial(wtc_compositor *c) { return c->touch_down_serial; }
void wtc_touch_motion(wtc_compositor *c, uint32_t time, int32_t id, double x, double y) {
    idle_note_input(c);
    struct wl_resource *s = touch_focus(c);
    FOR_DEVICES(c->touches, s, r) wl_touch_send_motion(r, time, id, wl_fixed_from_double(x), wl_fixed_from_double(y));
    wl_display_flush_clients(c->display);
}
void wtc_touch_up(wtc_compositor *c, uint32_t time, int32_t id) {
    struct wl_resource *s = touch_focus(c);
    uint32_t serial = wl_display_next_serial(c->display);
    FOR_DEVICES(c->touches, s, r) wl_touch_send_up(r, serial, time, id);
    for (int i = 0; i < c->touch_count; i++)
        if (c->touch_ids[i] == id) {
            c->touch_ids[i] = c->touch_ids[c->touch_count - 1];
            c->touch_surfaces[i] = c->touch_surfaces[--c->touch_count];
            break;
        }
    wl_display_flush_clients(c->display);
}
void wtc_touch_shape(wtc_compositor *c, int32_t id, double major, double minor) {
    FOR_DEVICES(c->touches, NULL, r)
        if (wl_resource_get_version(r) >= WL_TOUCH_SHAPE_SINCE_VERSION)
            wl_touch_send_shape(r, id, wl_fixed_from_double(major), wl_fixed_from_double(minor));
    wl_display_flush_clients(c->display);
}
void wtc_touch_orientation(wtc_compositor *c, int32_t id, double degrees) {
    FOR_DEVICES(c->touches, NULL, r)
        if (wl_resource_get_version(r) >= WL_TOUCH_ORIENTATION_SINCE_VERSION)
            wl_touch_send_orientation(r, id, wl_fixed_from_double(degrees));
    wl_display_flush_clients(c->display);
}
void wtc_touch_frame(wtc_compositor *c) {
    FOR_DEVICES(c->touches, NULL, r) wl_touch_send_frame(r);
    wl_display_flush_clients(c->display);
}
void wtc_touch_cancel(wtc_compositor *c) {
    FOR_DEVICES(c->touches, NULL, r) wl_touch_send_cancel(r);
    c->touch_count = 0;
    wl_display_flush_clients(c->display);
}

void wtc_pointer_enter(wtc_compositor *c, int surface, double x, double y) {
    struct wl_resource *s = surface_res(c, surface);
    if (!s) return;
    c->pointer_surface = surface;
    uint32_t serial = wl_display_next_serial(c->display);
    c->pointer_enter_serial = serial;
    FOR_DEVICES(c->pointers, s, r) wl_pointer_send_enter(r, serial, s, wl_fixed_from_double(x), wl_fixed_from_double(y));
    wl_display_flush_clients(c->display);
}
void wtc_pointer_leave(wtc_compositor *c) {
    struct wl_resource *s = surface_res(c, c->pointer_surface);
    if (!s) return;
    uint32_t serial = wl_display_next_serial(c->display);
    FOR_DEVICES(c->pointers, s, r) wl_pointer_send_leave(r, serial, s);
    c->pointer_surface = -1;
    wl_display_flush_clients(c->display);
}
void wtc_pointer_motion(wtc_compositor *c, uint32_t time, double x, double y) {
    idle_note_input(c);
    FOR_DEVICES(c->pointers, NULL, r) wl_pointer_send_motion(r, time, wl_fixed_from_double(x), wl_fixed_from_double(y));
    wl_display_flush_clients(c->display);
}
void wtc_pointer_button(wtc_compositor *c, uint32_t time, uint32_t button, bool pressed) {
    idle_note_input(c);
    uint32_t serial = wl_display_next_serial(c->display);
    FOR_DEVICES(c->pointers, NULL, r)
        wl_pointer_send_button(r, serial, time, button, pressed ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
    wl_display_flush_clients(c->display);
}
// axis_source and axis_stop exist from version 5, like frame: sent to
// libdecor 0.1's older wl_pointer they reached a NULL listener, and
// libwayland aborted the client (found by the fuzzer with libdecor).
void wtc_pointer_axis_source(wtc_compositor *c, uint32_t source) {
    FOR_DEVICES(c->pointers, NULL, r)
        if (wl_resource_get_version(r) >= WL_POINTER_AXIS_SOURCE_SINCE_VERSION) wl_pointer_send_axis_source(r, source);
    wl_display_flush_clients(c->display);
}
void wtc_pointer_axis(wtc_compositor *c, uint32_t time, uint32_t axis, double value) {
    idle_note_input(c);
    FOR_DEVICES(c->pointers, NULL, r) wl_pointer_send_axis(r, time, axis, wl_fixed_from_double(value));
    wl_display_flush_clients(c->display);
}
void wtc_pointer_axis_discrete(wtc_compositor *c, uint32_t axis, int32_t discrete) {
    // axis_discrete exists in versions 5 to 7; version 8 replaced it with value120.
    FOR_DEVICES(c->pointers, NULL, r)
        if (wl_resource_get_version(r) >= 5 && wl_resource_get_version(r) < 8) wl_pointer_send_axis_discrete(r, axis, discrete);
    wl_display_flush_clients(c->display);
}
void wtc_pointer_axis_value120(wtc_compositor *c, uint32_t axis, int32_t value120) {
    FOR_DEVICES(c->pointers, NULL, r)
        if (wl_resource_get_version(r) >= 8) wl_pointer_send_axis_value120(r, axis, value120);
    wl_display_flush_clients(c->display);
}
void wtc_pointer_axis_stop(wtc_compositor *c, uint32_t time, uint32_t axis) {
    FOR_DEVICES(c->pointers, NULL, r)
        if (wl_resource_get_version(r) >= WL_POINTER_AXIS_STOP_SINCE_VERSION) wl_pointer_send_axis_stop(r, time, axis);
    wl_display_flush_clients(c->display);
}
void wtc_pointer_frame(wtc_compositor *c) {
    // wl_pointer.frame exists from version 5; libdecor 0.1's cairo plugin
    // binds an older wl_pointer of its own and has no handler for it.
    FOR_DEVICES(c->pointers, NULL, r)
        if (wl_resource_get_version(r) >= WL_POINTER_FRAME_SINCE_VERSION) wl_pointer_send_frame(r);
    wl_display_flush_clients(c->display);
}

bool wtc_keyboard_send_keymap(wtc_compositor *c, const char *layout, int32_t declared_size_extra) {
    return wtc_keyboard_send_keymap_options(c, layout, NULL, declared_size_extra);
}
bool wtc_keyboard_send_keymap_options(wtc_compositor *c, const char *layout, const char *options,
                                      int32_t declared_size_extra) {
    struct xkb_context *ctx = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
    if (!ctx) return false;
    struct xkb_rule_names names = { .rules = "evdev", .model = "pc105", .layout = layout, .options = options };
    struct xkb_keymap *km = xkb_keymap_new_from_names(ctx, &names, XKB_KEYMAP_COMPILE_NO_FLAGS);
    if (!km) { xkb_context_unref(ctx); return false; }
    char *text = xkb_keymap_get_as_string(km, XKB_KEYMAP_FORMAT_TEXT_V1);
    size_t size = strlen(text) + 1;
    int fd = memfd_create("waykit-test-keymap", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    bool ok = fd >= 0 && write(fd, text, size) == (ssize_t)size;
    if (ok) {
        fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL);
        FOR_DEVICES(c->keyboards, NULL, r)
            wl_keyboard_send_keymap(r, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1, fd, (uint32_t)((int64_t)size + declared_size_extra));
    }
    if (fd >= 0) close(fd);
    free(text);
    xkb_keymap_unref(km);
    xkb_context_unref(ctx);
    wl_display_flush_clients(c->display);
    return ok;
}
void wtc_keyboard_enter(wtc_compositor *c, int surface) {
    struct wl_resource *s = surface_res(c, surface);
    if (!s) return;
    c->keyboard_surface = surface;
    struct wl_array keys;
    wl_array_init(&keys);
    uint32_t serial = wl_display_next_serial(c->display);
    FOR_DEVICES(c->keyboards, s, r) wl_keyboard_send_enter(r, serial, s, &keys);
    wl_array_release(&keys);
    wl_display_flush_clients(c->display);
}
void wtc_keyboard_leave(wtc_compositor *c) {
    struct wl_resource *s = surface_res(c, c->keyboard_surface);
    if (!s) return;
    uint32_t serial = wl_display_next_serial(c->display);
    FOR_DEVICES(c->keyboards, s, r) wl_keyboard_send_leave(r, serial, s);
    c->keyboard_surface = -1;
    wl_display_flush_clients(c->display);
}
void wtc_keyboard_key(wtc_compositor *c, uint32_t time, uint32_t key, bool pressed) {
    idle_note_input(c);
    uint32_t serial = wl_display_next_serial(c->display);
    FOR_DEVICES(c->keyboards, NULL, r)
        wl_keyboard_send_key(r, serial, time, key, pressed ? WL_KEYBOARD_KEY_STATE_PRESSED : WL_KEYBOARD_KEY_STATE_RELEASED);
    wl_display_flush_clients(c->display);
}
void wtc_keyboard_modifiers(wtc_compositor *c, uint32_t depressed, uint32_t latched, uint32_t locked, uint32_t group) {
    uint32_t serial = wl_display_next_serial(c->display);
    FOR_DEVICES(c->keyboards, NULL, r) wl_keyboard_send_modifiers(r, serial, depressed, latched, locked, group);
    wl_display_flush_clients(c->display);
}
void wtc_keyboard_repeat_info(wtc_compositor *c, int32_t rate, int32_t delay) {
    FOR_DEVICES(c->keyboards, NULL, r)
        if (wl_resource_get_version(r) >= 4) wl_keyboard_send_repeat_info(r, rate, delay);
    wl_display_flush_clients(c->display);
}
