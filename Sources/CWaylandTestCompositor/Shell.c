// The test compositor: xdg_wm_base, xdg_surface and xdg_toplevel.
// See include/WaylandTestCompositor.h.
#define _GNU_SOURCE
#include "Compositor.h"

// MARK: xdg-shell

static struct toplevel_record *toplevel_of(struct wl_resource *r) { return wl_resource_get_user_data(r); }
static void tl_set_parent(struct wl_client *cl, struct wl_resource *r, struct wl_resource *p) { (void)cl; (void)p; COUNT(r); }
static void tl_set_title(struct wl_client *cl, struct wl_resource *r, const char *t) {
    (void)cl; COUNT(r);
    snprintf(toplevel_of(r)->title, sizeof toplevel_of(r)->title, "%s", t);
}
static void tl_set_app_id(struct wl_client *cl, struct wl_resource *r, const char *t) {
    (void)cl; COUNT(r);
    snprintf(toplevel_of(r)->app_id, sizeof toplevel_of(r)->app_id, "%s", t);
}
static void tl_menu(struct wl_client *cl, struct wl_resource *r, struct wl_resource *s, uint32_t serial, int32_t x, int32_t y) {
    (void)cl; (void)s; (void)serial; (void)x; (void)y; COUNT(r);
}
static void tl_move(struct wl_client *cl, struct wl_resource *r, struct wl_resource *s, uint32_t serial) { (void)cl; (void)s; (void)serial; COUNT(r); }
static void tl_resize(struct wl_client *cl, struct wl_resource *r, struct wl_resource *s, uint32_t serial, uint32_t e) {
    (void)cl; (void)s; (void)serial; (void)e; COUNT(r);
}
static void tl_max_size(struct wl_client *cl, struct wl_resource *r, int32_t w, int32_t h) { (void)cl; (void)w; (void)h; COUNT(r); }
static void tl_min_size(struct wl_client *cl, struct wl_resource *r, int32_t w, int32_t h) {
    (void)cl; COUNT(r);
    toplevel_of(r)->min_w = w; toplevel_of(r)->min_h = h;
}
static void tl_set_max(struct wl_client *cl, struct wl_resource *r) { (void)cl; COUNT(r); toplevel_of(r)->maximized = true; }
static void tl_unset_max(struct wl_client *cl, struct wl_resource *r) { (void)cl; COUNT(r); toplevel_of(r)->maximized = false; }
static void tl_set_fs(struct wl_client *cl, struct wl_resource *r, struct wl_resource *o) {
    (void)cl; COUNT(r);
    toplevel_of(r)->fullscreen = true;
    toplevel_of(r)->fullscreen_output = o != NULL;
}
static void tl_unset_fs(struct wl_client *cl, struct wl_resource *r) { (void)cl; COUNT(r); toplevel_of(r)->fullscreen = false; }
static void tl_set_min(struct wl_client *cl, struct wl_resource *r) { (void)cl; COUNT(r); }
static const struct xdg_toplevel_interface toplevel_impl = {
    .destroy = destroy_request,
    .set_parent = tl_set_parent,
    .set_title = tl_set_title,
    .set_app_id = tl_set_app_id,
    .show_window_menu = tl_menu,
    .move = tl_move,
    .resize = tl_resize,
    .set_max_size = tl_max_size,
    .set_min_size = tl_min_size,
    .set_maximized = tl_set_max,
    .unset_maximized = tl_unset_max,
    .set_fullscreen = tl_set_fs,
    .unset_fullscreen = tl_unset_fs,
    .set_minimized = tl_set_min,
};
static void toplevel_destroyed(struct wl_resource *r) {
    struct toplevel_record *t = toplevel_of(r);
    if (!t) return;
    t->xdg_toplevel = NULL;
    // xdg-decoration: destroying the toplevel before its decoration object
    // is an error (orphaned); counted for tests.
    if (t->decoration) comp_of(r)->decoration_order_errors++;
}
static void xs_get_toplevel(struct wl_client *cl, struct wl_resource *r, uint32_t id) {
    COUNT(r);
    struct toplevel_record *t = toplevel_of(r);
    struct wl_resource *tr = wl_resource_create(cl, &xdg_toplevel_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(tr, &toplevel_impl, t, toplevel_destroyed);
    t->xdg_toplevel = tr;
    comp_of(r)->surfaces[t->surface].role = WTC_ROLE_TOPLEVEL;
}
static void xs_get_popup(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *p, struct wl_resource *pos) {
    (void)cl; (void)id; (void)p; (void)pos; COUNT(r);
    wl_resource_post_error(r, XDG_WM_BASE_ERROR_INVALID_POPUP_PARENT, "the test compositor has no popups");
}
static void xs_geometry(struct wl_client *cl, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)cl; (void)x; (void)y; (void)w; (void)h; COUNT(r);
}
static void xs_ack(struct wl_client *cl, struct wl_resource *r, uint32_t serial) {
    (void)cl; COUNT(r);
    toplevel_of(r)->last_acked = serial;
}
static const struct xdg_surface_interface xdg_surface_impl = {
    .destroy = destroy_request,
    .get_toplevel = xs_get_toplevel,
    .get_popup = xs_get_popup,
    .set_window_geometry = xs_geometry,
    .ack_configure = xs_ack,
};
static void xdg_surface_destroyed(struct wl_resource *r) {
    struct toplevel_record *t = toplevel_of(r);
    if (t) t->xdg_surface = NULL;
}
static void wm_create_positioner(struct wl_client *cl, struct wl_resource *r, uint32_t id) {
    (void)cl; (void)id; COUNT(r);
    wl_resource_post_error(r, XDG_WM_BASE_ERROR_INVALID_POSITIONER, "the test compositor has no positioners");
}
static void wm_get_xdg_surface(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *surface) {
    COUNT(r);
    struct wtc_compositor *c = wl_resource_get_user_data(r);
    if (c->toplevel_count >= MAX_TOPLEVELS) { wl_resource_post_no_memory(r); return; }
    struct toplevel_record *t = &c->toplevels[c->toplevel_count++];
    memset(t, 0, sizeof *t);
    t->surface = surface_of(surface)->index;
    struct wl_resource *xr = wl_resource_create(cl, &xdg_surface_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(xr, &xdg_surface_impl, t, xdg_surface_destroyed);
    t->xdg_surface = xr;
}
static void wm_pong(struct wl_client *cl, struct wl_resource *r, uint32_t serial) {
    (void)cl; COUNT(r);
    ((struct wtc_compositor *)wl_resource_get_user_data(r))->last_pong = serial;
}
static const struct xdg_wm_base_interface wm_base_impl = {
    .destroy = destroy_request,
    .create_positioner = wm_create_positioner,
    .get_xdg_surface = wm_get_xdg_surface,
    .pong = wm_pong,
};
static void wm_base_destroyed(struct wl_resource *r) { res_remove(&comp_of(r)->wm_bases, r); }
void bind_wm_base(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wtc_compositor *c = data;
    struct wl_resource *r = wl_resource_create(cl, &xdg_wm_base_interface, (int)version, id);
    wl_resource_set_implementation(r, &wm_base_impl, c, wm_base_destroyed);
    res_add(&c->wm_bases, r);
}

// MARK: xdg-shell

int wtc_toplevel_count(wtc_compositor *c) { return c->toplevel_count; }
static struct toplevel_record *tl(struct wtc_compositor *c, int t) {
    return (t >= 0 && t < c->toplevel_count) ? &c->toplevels[t] : NULL;
}
int wtc_toplevel_surface(wtc_compositor *c, int t) { return tl(c, t) ? tl(c, t)->surface : -1; }
const char *wtc_toplevel_title(wtc_compositor *c, int t) { return tl(c, t) ? tl(c, t)->title : ""; }
const char *wtc_toplevel_app_id(wtc_compositor *c, int t) { return tl(c, t) ? tl(c, t)->app_id : ""; }
void wtc_toplevel_min_size(wtc_compositor *c, int t, int32_t *w, int32_t *h) {
    *w = tl(c, t) ? tl(c, t)->min_w : 0;
    *h = tl(c, t) ? tl(c, t)->min_h : 0;
}
bool wtc_toplevel_wants_fullscreen(wtc_compositor *c, int t) { return tl(c, t) && tl(c, t)->fullscreen; }
bool wtc_toplevel_wants_maximized(wtc_compositor *c, int t) { return tl(c, t) && tl(c, t)->maximized; }
uint32_t wtc_configure_toplevel(wtc_compositor *c, int t, int32_t w, int32_t h, uint32_t states) {
    struct toplevel_record *r = tl(c, t);
    if (!r || !r->xdg_toplevel || !r->xdg_surface) return 0;
    struct wl_array array;
    wl_array_init(&array);
    uint32_t *p;
    if (states & WTC_STATE_MAXIMIZED) { p = wl_array_add(&array, sizeof *p); *p = XDG_TOPLEVEL_STATE_MAXIMIZED; }
    if (states & WTC_STATE_FULLSCREEN) { p = wl_array_add(&array, sizeof *p); *p = XDG_TOPLEVEL_STATE_FULLSCREEN; }
    if (states & WTC_STATE_ACTIVATED) { p = wl_array_add(&array, sizeof *p); *p = XDG_TOPLEVEL_STATE_ACTIVATED; }
    xdg_toplevel_send_configure(r->xdg_toplevel, w, h, &array);
    wl_array_release(&array);
    uint32_t serial = wl_display_next_serial(c->display);
    xdg_surface_send_configure(r->xdg_surface, serial);
    wl_display_flush_clients(c->display);
    return serial;
}
uint32_t wtc_toplevel_last_acked_serial(wtc_compositor *c, int t) { return tl(c, t) ? tl(c, t)->last_acked : 0; }
void wtc_close_toplevel(wtc_compositor *c, int t) {
    if (tl(c, t) && tl(c, t)->xdg_toplevel) xdg_toplevel_send_close(tl(c, t)->xdg_toplevel);
    wl_display_flush_clients(c->display);
}
uint32_t wtc_ping(wtc_compositor *c) {
    uint32_t serial = wl_display_next_serial(c->display);
    for (int i = 0; i < c->wm_bases.count; i++) xdg_wm_base_send_ping(c->wm_bases.items[i], serial);
    c->last_ping = serial;
    wl_display_flush_clients(c->display);
    return serial;
}
uint32_t wtc_last_pong(wtc_compositor *c) { return c->last_pong; }
