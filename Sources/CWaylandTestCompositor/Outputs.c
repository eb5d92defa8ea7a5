// The test compositor: wl_output, wp_viewporter and wp_fractional_scale_v1.
// See include/WaylandTestCompositor.h.
#define _GNU_SOURCE
#include "Compositor.h"

// MARK: wl_output

static void output_release(struct wl_client *cl, struct wl_resource *r) { destroy_request(cl, r); }
static const struct wl_output_interface output_impl = { .release = output_release };
static void output_destroyed(struct wl_resource *r) { res_remove(&comp_of(r)->outputs, r); }
static void output_describe(struct wtc_compositor *c, struct wl_resource *r) {
    wl_output_send_geometry(r, 0, 0, 300, 190, WL_OUTPUT_SUBPIXEL_UNKNOWN, "WayKit", "test", c->output_transform);
    wl_output_send_mode(r, WL_OUTPUT_MODE_CURRENT, 1280 * c->output_scale, 800 * c->output_scale, 60000);
    if (wl_resource_get_version(r) >= 2) wl_output_send_scale(r, c->output_scale);
    if (wl_resource_get_version(r) >= 4) wl_output_send_name(r, "WAYKIT-1");
    if (wl_resource_get_version(r) >= 2) wl_output_send_done(r);
}
void bind_output(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wtc_compositor *c = data;
    struct wl_resource *r = wl_resource_create(cl, &wl_output_interface, (int)version, id);
    wl_resource_set_implementation(r, &output_impl, c, output_destroyed);
    res_add(&c->outputs, r);
    output_describe(c, r);
}

// MARK: viewporter

static void vp_set_source(struct wl_client *cl, struct wl_resource *r, wl_fixed_t x, wl_fixed_t y, wl_fixed_t w, wl_fixed_t h) {
    (void)cl; COUNT(r);
    struct surface_record *s = wl_resource_get_user_data(r);
    if (!s) return;
    bool unset = x == wl_fixed_from_int(-1) && y == wl_fixed_from_int(-1) && w == wl_fixed_from_int(-1) && h == wl_fixed_from_int(-1);
    if (!unset && (x < 0 || y < 0 || w <= 0 || h <= 0)) {
        wl_resource_post_error(r, WP_VIEWPORT_ERROR_BAD_VALUE, "source rectangle out of range");
        return;
    }
    s->vp_sx = wl_fixed_to_double(x); s->vp_sy = wl_fixed_to_double(y);
    s->vp_sw = unset ? -1 : wl_fixed_to_double(w); s->vp_sh = unset ? -1 : wl_fixed_to_double(h);
}
static void vp_set_destination(struct wl_client *cl, struct wl_resource *r, int32_t w, int32_t h) {
    (void)cl; COUNT(r);
    struct surface_record *s = wl_resource_get_user_data(r);
    if (s) { s->vp_w = w; s->vp_h = h; }
}
static const struct wp_viewport_interface viewport_impl = {
    .destroy = destroy_request, .set_source = vp_set_source, .set_destination = vp_set_destination,
};
static void viewport_destroyed(struct wl_resource *r) {
    struct surface_record *s = wl_resource_get_user_data(r);
    if (s) { s->viewport = NULL; s->vp_w = s->vp_h = -1; s->vp_sw = s->vp_sh = -1; }
}
static void viewporter_get(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *surface) {
    COUNT(r);
    struct surface_record *s = surface_of(surface);
    struct wl_resource *vr = wl_resource_create(cl, &wp_viewport_interface, 1, id);
    wl_resource_set_implementation(vr, &viewport_impl, s, viewport_destroyed);
    s->viewport = vr;
}
static const struct wp_viewporter_interface viewporter_impl = { .destroy = destroy_request, .get_viewport = viewporter_get };
void bind_viewporter(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(cl, &wp_viewporter_interface, (int)version, id);
    wl_resource_set_implementation(r, &viewporter_impl, data, NULL);
}

// MARK: fractional scale

static const struct wp_fractional_scale_v1_interface fractional_impl = { .destroy = destroy_request };
static void fractional_destroyed(struct wl_resource *r) {
    struct surface_record *s = wl_resource_get_user_data(r);
    if (s) s->fractional = NULL;
}
static void fsm_get(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *surface) {
    COUNT(r);
    struct surface_record *s = surface_of(surface);
    struct wl_resource *fr = wl_resource_create(cl, &wp_fractional_scale_v1_interface, 1, id);
    wl_resource_set_implementation(fr, &fractional_impl, s, fractional_destroyed);
    s->fractional = fr;
}
static const struct wp_fractional_scale_manager_v1_interface fsm_impl = {
    .destroy = destroy_request, .get_fractional_scale = fsm_get,
};
void bind_fsm(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(cl, &wp_fractional_scale_manager_v1_interface, (int)version, id);
    wl_resource_set_implementation(r, &fsm_impl, data, NULL);
}

// MARK: output

void wtc_set_output_scale(wtc_compositor *c, int32_t scale) {
    c->output_scale = scale;
    for (int i = 0; i < c->outputs.count; i++) output_describe(c, c->outputs.items[i]);
    wl_display_flush_clients(c->display);
}
void wtc_set_output_transform(wtc_compositor *c, int32_t transform) {
    c->output_transform = transform;
    for (int i = 0; i < c->outputs.count; i++) output_describe(c, c->outputs.items[i]);
    wl_display_flush_clients(c->display);
}
void wtc_send_preferred_scale(wtc_compositor *c, uint32_t scale120) {
    for (int i = 0; i < c->surface_count; i++)
        if (c->surfaces[i].fractional) wp_fractional_scale_v1_send_preferred_scale(c->surfaces[i].fractional, scale120);
    wl_display_flush_clients(c->display);
}
void wtc_surface_enter_output(wtc_compositor *c, int index) {
    if (!valid_surface(c, index) || !c->surfaces[index].resource) return;
    for (int i = 0; i < c->outputs.count; i++)
        if (wl_resource_get_client(c->outputs.items[i]) == wl_resource_get_client(c->surfaces[index].resource))
            wl_surface_send_enter(c->surfaces[index].resource, c->outputs.items[i]);
    wl_display_flush_clients(c->display);
}
