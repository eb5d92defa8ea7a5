// The test compositor: wp_cursor_shape_manager_v1 (D2), recording the shapes
// the client sets and the serials it quotes. See include/WaylandTestCompositor.h.
#define _GNU_SOURCE
#include "Compositor.h"

// The shapes version 1 knows (cursor-shape-v1: default … zoom_out); version 2
// adds dnd_ask and all_resize.
#define SHAPE_V1_LAST WP_CURSOR_SHAPE_DEVICE_V1_SHAPE_ZOOM_OUT
#define SHAPE_V2_LAST WP_CURSOR_SHAPE_DEVICE_V1_SHAPE_ALL_RESIZE

static void device_destroyed(struct wl_resource *r) {
    struct wtc_compositor *c = wl_resource_get_user_data(r);
    if (c) c->cursor_shape_devices--;
}
static void set_shape(struct wl_client *cl, struct wl_resource *r, uint32_t serial, uint32_t shape) {
    (void)cl;
    COUNT(r);
    struct wtc_compositor *c = wl_resource_get_user_data(r);
    uint32_t last = wl_resource_get_version(r) >= 2 ? SHAPE_V2_LAST : SHAPE_V1_LAST;
    // cursor-shape-v1: "must be a valid enum entry, otherwise the
    // invalid_shape protocol error is raised".
    if (shape < WP_CURSOR_SHAPE_DEVICE_V1_SHAPE_DEFAULT || shape > last) {
        wl_resource_post_error(r, WP_CURSOR_SHAPE_DEVICE_V1_ERROR_INVALID_SHAPE, "invalid shape %u", shape);
        return;
    }
    c->cursor_shape_sets++;
    c->cursor_shape = shape;
    c->cursor_shape_serial = serial;
}
static const struct wp_cursor_shape_device_v1_interface device_impl = {
    .destroy = destroy_request, .set_shape = set_shape,
};

static void make_device(struct wl_client *cl, struct wl_resource *r, uint32_t id) {
    struct wtc_compositor *c = comp_of(r);
    struct wl_resource *d = wl_resource_create(cl, &wp_cursor_shape_device_v1_interface, wl_resource_get_version(r), id);
    if (!d) { wl_client_post_no_memory(cl); return; }
    wl_resource_set_implementation(d, &device_impl, c, device_destroyed);
    c->cursor_shape_devices++;
}
static void get_pointer(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *pointer) {
    (void)pointer;
    COUNT(r);
    make_device(cl, r, id);
}
static void get_tablet_tool(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *tool) {
    (void)tool;
    COUNT(r);
    make_device(cl, r, id);
}
static const struct wp_cursor_shape_manager_v1_interface manager_impl = {
    .destroy = destroy_request, .get_pointer = get_pointer, .get_tablet_tool_v2 = get_tablet_tool,
};
void bind_cursor_shape(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wtc_compositor *c = data;
    struct wl_resource *r = wl_resource_create(cl, &wp_cursor_shape_manager_v1_interface, (int)version, id);
    wl_resource_set_implementation(r, &manager_impl, c, NULL);
}

int wtc_cursor_shape_sets(wtc_compositor *c) { return c->cursor_shape_sets; }
uint32_t wtc_cursor_shape(wtc_compositor *c) { return c->cursor_shape; }
uint32_t wtc_cursor_shape_serial(wtc_compositor *c) { return c->cursor_shape_serial; }
int wtc_cursor_shape_devices(wtc_compositor *c) { return c->cursor_shape_devices; }
