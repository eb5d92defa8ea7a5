// The test compositor: wl_output, wp_viewporter and wp_fractional_scale_v1.
// See include/WaylandTestCompositor.h.
#define _GNU_SOURCE
#include "Compositor.h"

// MARK: wl_output

// Several outputs (issue 23): each a global of its own with a name, a
// place and a size; the scale and transform are every output's. Output 0
// is "WAYKIT-1", 1280×800 at (0, 0), unless left out.
static void output_release(struct wl_client *cl, struct wl_resource *r) { destroy_request(cl, r); }
static const struct wl_output_interface output_impl = { .release = output_release };
static void output_destroyed(struct wl_resource *r) { res_remove(&comp_of(r)->outputs, r); }
struct output_record *output_of(struct wl_resource *r) { return r ? wl_resource_get_user_data(r) : NULL; }

/// Geometry, mode, scale and name; `done` only when `complete`.
static void output_describe_partly(struct wtc_compositor *c, struct wl_resource *r, bool complete) {
    struct output_record *o = output_of(r);
    if (!o || o->removed) return;
    wl_output_send_geometry(r, o->x, o->y, 300, 190, WL_OUTPUT_SUBPIXEL_UNKNOWN, "WayKit", "test", c->output_transform);
    wl_output_send_mode(r, WL_OUTPUT_MODE_CURRENT, o->width * c->output_scale, o->height * c->output_scale, 60000);
    if (wl_resource_get_version(r) >= 2) wl_output_send_scale(r, c->output_scale);
    if (wl_resource_get_version(r) >= 4) wl_output_send_name(r, o->name);
    if (complete && wl_resource_get_version(r) >= 2) wl_output_send_done(r);
}
static void output_describe(struct wtc_compositor *c, struct wl_resource *r) { output_describe_partly(c, r, true); }
void bind_output(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct output_record *o = data;
    struct wtc_compositor *c = o->c;
    struct wl_resource *r = wl_resource_create(cl, &wl_output_interface, (int)version, id);
    if (!r) { wl_client_post_no_memory(cl); return; }
    wl_resource_set_implementation(r, &output_impl, o, output_destroyed);
    res_add(&c->outputs, r);
    output_describe_partly(c, r, o->complete);
}

int wtc_add_output(wtc_compositor *c, const char *name, int32_t x, int32_t y, int32_t width, int32_t height, bool complete) {
    if (c->output_count >= MAX_OUTPUTS) return -1;
    int i = c->output_count++;
    struct output_record *o = &c->output_records[i];
    memset(o, 0, sizeof *o);
    o->c = c;
    o->index = i;
    snprintf(o->name, sizeof o->name, "%s", name ? name : "");
    o->x = x; o->y = y; o->width = width; o->height = height;
    o->complete = complete;
    o->global = wl_global_create(c->display, &wl_output_interface, 4, o, bind_output);
    wl_display_flush_clients(c->display);
    return i;
}

void wtc_remove_output(wtc_compositor *c, int index) {
    if (index < 0 || index >= c->output_count || c->output_records[index].removed) return;
    struct output_record *o = &c->output_records[index];
    o->removed = true;
    // global_remove now; the global itself goes with the display (a client
    // may still bind it until it hears, libwayland's wl_global_remove).
    wl_global_remove(o->global);
    wl_display_flush_clients(c->display);
}

int wtc_output_count(wtc_compositor *c) { return c->output_count; }

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

int wtc_output_index_of(struct wl_resource *output) {
    struct output_record *o = output_of(output);
    return o ? o->index : -1;
}

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
        if (wl_resource_get_client(c->outputs.items[i]) == wl_resource_get_client(c->surfaces[index].resource)
            && !output_of(c->outputs.items[i])->removed)
            wl_surface_send_enter(c->surfaces[index].resource, c->outputs.items[i]);
    wl_display_flush_clients(c->display);
}
void wtc_surface_enter_output_index(wtc_compositor *c, int index, int output) {
    if (!valid_surface(c, index) || !c->surfaces[index].resource) return;
    for (int i = 0; i < c->outputs.count; i++) {
        struct output_record *o = output_of(c->outputs.items[i]);
        if (o->index == output && !o->removed
            && wl_resource_get_client(c->outputs.items[i]) == wl_resource_get_client(c->surfaces[index].resource))
            wl_surface_send_enter(c->surfaces[index].resource, c->outputs.items[i]);
    }
    wl_display_flush_clients(c->display);
}
void wtc_surface_leave_output_index(wtc_compositor *c, int index, int output) {
    if (!valid_surface(c, index) || !c->surfaces[index].resource) return;
    for (int i = 0; i < c->outputs.count; i++) {
        struct output_record *o = output_of(c->outputs.items[i]);
        if (o->index == output
            && wl_resource_get_client(c->outputs.items[i]) == wl_resource_get_client(c->surfaces[index].resource))
            wl_surface_send_leave(c->surfaces[index].resource, c->outputs.items[i]);
    }
    wl_display_flush_clients(c->display);
}

// MARK: xdg-output (version 3: values, then wl_output.done)

static const struct zxdg_output_v1_interface xdg_output_impl = { .destroy = destroy_request };
static void xdg_output_destroyed(struct wl_resource *r) { (void)r; }
static void xom_get(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *output) {
    COUNT(r);
    struct wtc_compositor *c = comp_of(r);
    struct wl_resource *xr = wl_resource_create(cl, &zxdg_output_v1_interface, wl_resource_get_version(r), id);
    if (!xr) { wl_client_post_no_memory(cl); return; }
    wl_resource_set_implementation(xr, &xdg_output_impl, NULL, xdg_output_destroyed);
    c->xdg_outputs_made++;
    struct output_record *o = output_of(output);
    if (!o || o->removed) return;
    int32_t scale = c->output_scale > 0 ? c->output_scale : 1;
    zxdg_output_v1_send_logical_position(xr, o->x, o->y);
    zxdg_output_v1_send_logical_size(xr, o->width, o->height);
    (void)scale;
    if (wl_resource_get_version(xr) >= 2) {
        zxdg_output_v1_send_name(xr, o->name);
        zxdg_output_v1_send_description(xr, "WayKit test output");
    }
    // A description cut off (the mid-frame unplug) has no done either way.
    if (!o->complete) return;
    if (wl_resource_get_version(xr) >= 3) wl_output_send_done(output);
    else zxdg_output_v1_send_done(xr);
}
static const struct zxdg_output_manager_v1_interface xom_impl = { .destroy = destroy_request, .get_xdg_output = xom_get };
void bind_xdg_output_manager(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(cl, &zxdg_output_manager_v1_interface, (int)version, id);
    if (!r) { wl_client_post_no_memory(cl); return; }
    wl_resource_set_implementation(r, &xom_impl, data, NULL);
}
int wtc_xdg_outputs_made(wtc_compositor *c) { return c->xdg_outputs_made; }
