// The test compositor: xdg_wm_base, xdg_surface, xdg_toplevel, and
// xdg_positioner and xdg_popup (D6).
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
static void tl_move(struct wl_client *cl, struct wl_resource *r, struct wl_resource *s, uint32_t serial) {
    (void)cl; (void)s; COUNT(r);
    toplevel_of(r)->moves++;
    toplevel_of(r)->move_serial = serial;
}
static void tl_resize(struct wl_client *cl, struct wl_resource *r, struct wl_resource *s, uint32_t serial, uint32_t e) {
    (void)cl; (void)s; COUNT(r);
    toplevel_of(r)->resizes++;
    toplevel_of(r)->resize_serial = serial;
    toplevel_of(r)->resize_edge = e;
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
    toplevel_of(r)->fullscreen_output_index = o ? wtc_output_index_of(o) : -1;
    toplevel_of(r)->fullscreen_requests++;
}
static void tl_unset_fs(struct wl_client *cl, struct wl_resource *r) { (void)cl; COUNT(r); toplevel_of(r)->fullscreen = false; }
static void tl_set_min(struct wl_client *cl, struct wl_resource *r) { (void)cl; COUNT(r); toplevel_of(r)->minimizes++; }
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
static struct xdg_surface_record *xs_of(struct wl_resource *r) { return wl_resource_get_user_data(r); }
static void xs_get_toplevel(struct wl_client *cl, struct wl_resource *r, uint32_t id) {
    COUNT(r);
    struct wtc_compositor *c = comp_of(r);
    struct xdg_surface_record *xs = xs_of(r);
    if (xs->toplevel || xs->popup) { wl_resource_post_error(r, XDG_SURFACE_ERROR_ALREADY_CONSTRUCTED, "role given twice"); return; }
    if (c->toplevel_count >= MAX_TOPLEVELS) { wl_resource_post_no_memory(r); return; }
    struct toplevel_record *t = &c->toplevels[c->toplevel_count++];
    memset(t, 0, sizeof *t);
    t->surface = xs->surface;
    t->xdg_surface = r;
    xs->toplevel = t;
    struct wl_resource *tr = wl_resource_create(cl, &xdg_toplevel_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(tr, &toplevel_impl, t, toplevel_destroyed);
    t->xdg_toplevel = tr;
    c->surfaces[t->surface].role = WTC_ROLE_TOPLEVEL;
}

// MARK: xdg_positioner

static struct positioner_record *pos_of(struct wl_resource *r) { return wl_resource_get_user_data(r); }
static void pos_set_size(struct wl_client *cl, struct wl_resource *r, int32_t w, int32_t h) {
    (void)cl; COUNT(r);
    if (w <= 0 || h <= 0) { wl_resource_post_error(r, XDG_POSITIONER_ERROR_INVALID_INPUT, "size %dx%d", w, h); return; }
    pos_of(r)->values.width = w; pos_of(r)->values.height = h; pos_of(r)->has_size = true;
}
static void pos_set_anchor_rect(struct wl_client *cl, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)cl; COUNT(r);
    if (w < 0 || h < 0) { wl_resource_post_error(r, XDG_POSITIONER_ERROR_INVALID_INPUT, "anchor rect %dx%d", w, h); return; }
    struct wtc_positioner *v = &pos_of(r)->values;
    v->anchor_x = x; v->anchor_y = y; v->anchor_width = w; v->anchor_height = h;
    pos_of(r)->has_anchor_rect = true;
}
static void pos_set_anchor(struct wl_client *cl, struct wl_resource *r, uint32_t a) { (void)cl; COUNT(r); pos_of(r)->values.anchor = a; }
static void pos_set_gravity(struct wl_client *cl, struct wl_resource *r, uint32_t g) { (void)cl; COUNT(r); pos_of(r)->values.gravity = g; }
static void pos_set_constraint(struct wl_client *cl, struct wl_resource *r, uint32_t a) {
    (void)cl; COUNT(r); pos_of(r)->values.constraint_adjustment = a;
}
static void pos_set_offset(struct wl_client *cl, struct wl_resource *r, int32_t x, int32_t y) {
    (void)cl; COUNT(r); pos_of(r)->values.offset_x = x; pos_of(r)->values.offset_y = y;
}
static void pos_set_reactive(struct wl_client *cl, struct wl_resource *r) { (void)cl; COUNT(r); }
static void pos_set_parent_size(struct wl_client *cl, struct wl_resource *r, int32_t w, int32_t h) { (void)cl; (void)w; (void)h; COUNT(r); }
static void pos_set_parent_configure(struct wl_client *cl, struct wl_resource *r, uint32_t s) { (void)cl; (void)s; COUNT(r); }
static const struct xdg_positioner_interface positioner_impl = {
    .destroy = destroy_request,
    .set_size = pos_set_size,
    .set_anchor_rect = pos_set_anchor_rect,
    .set_anchor = pos_set_anchor,
    .set_gravity = pos_set_gravity,
    .set_constraint_adjustment = pos_set_constraint,
    .set_offset = pos_set_offset,
    .set_reactive = pos_set_reactive,
    .set_parent_size = pos_set_parent_size,
    .set_parent_configure = pos_set_parent_configure,
};
static void positioner_destroyed(struct wl_resource *r) { free(pos_of(r)); }

// MARK: xdg_popup

static struct popup_record *popup_of(struct wl_resource *r) { return wl_resource_get_user_data(r); }
static void popup_grab(struct wl_client *cl, struct wl_resource *r, struct wl_resource *seat, uint32_t serial) {
    (void)cl; (void)seat; COUNT(r);
    struct popup_record *p = popup_of(r);
    if (!p) return;
    // xdg-shell: a grab after the popup was mapped is an error.
    if (comp_of(r)->surfaces[p->surface].width > 0) {
        wl_resource_post_error(r, XDG_POPUP_ERROR_INVALID_GRAB, "grab after the popup was mapped");
        return;
    }
    p->grabbed = true;
    p->grab_serial = serial;
}
static void popup_reposition(struct wl_client *cl, struct wl_resource *r, struct wl_resource *pos, uint32_t token) {
    (void)cl; (void)token; COUNT(r);
    if (popup_of(r)) popup_of(r)->positioner = pos_of(pos)->values;
}
static const struct xdg_popup_interface popup_impl = {
    .destroy = destroy_request,
    .grab = popup_grab,
    .reposition = popup_reposition,
};
static void popup_destroyed(struct wl_resource *r) {
    struct popup_record *p = popup_of(r);
    if (!p) return;
    p->destroyed = true;
    p->xdg_popup = NULL;
    if (p->xs) p->xs->popup = NULL;
}
static void xs_get_popup(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *parent, struct wl_resource *pos) {
    COUNT(r);
    struct wtc_compositor *c = comp_of(r);
    struct xdg_surface_record *xs = xs_of(r);
    struct positioner_record *positioner = pos_of(pos);
    if (xs->toplevel || xs->popup) { wl_resource_post_error(r, XDG_SURFACE_ERROR_ALREADY_CONSTRUCTED, "role given twice"); return; }
    if (!positioner->has_size || !positioner->has_anchor_rect) {
        wl_resource_post_error(c->wm_bases.items[0], XDG_WM_BASE_ERROR_INVALID_POSITIONER, "incomplete positioner");
        return;
    }
    struct xdg_surface_record *px = parent ? xs_of(parent) : NULL;
    // xdg-shell: the anchor rectangle may not extend outside the parent's
    // window geometry.
    if (px && px->has_geometry) {
        struct wtc_positioner *v = &positioner->values;
        int32_t *g = px->geometry;
        if (v->anchor_x < g[0] || v->anchor_y < g[1] || v->anchor_x + v->anchor_width > g[0] + g[2]
            || v->anchor_y + v->anchor_height > g[1] + g[3]) {
            wl_resource_post_error(c->wm_bases.items[0], XDG_WM_BASE_ERROR_INVALID_POSITIONER,
                                   "anchor rect outside the parent's window geometry");
            return;
        }
    }
    if (c->popup_count >= MAX_POPUPS) { wl_resource_post_no_memory(r); return; }
    struct popup_record *p = &c->popups[c->popup_count++];
    memset(p, 0, sizeof *p);
    p->xs = xs;
    p->surface = xs->surface;
    p->parent_surface = px ? px->surface : -1;
    p->positioner = positioner->values;
    xs->popup = p;
    struct wl_resource *pr = wl_resource_create(cl, &xdg_popup_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(pr, &popup_impl, p, popup_destroyed);
    p->xdg_popup = pr;
    c->surfaces[p->surface].role = WTC_ROLE_POPUP;
}
static void xs_geometry(struct wl_client *cl, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)cl; COUNT(r);
    struct xdg_surface_record *xs = xs_of(r);
    xs->has_geometry = true;
    xs->geometry[0] = x; xs->geometry[1] = y; xs->geometry[2] = w; xs->geometry[3] = h;
}
static void xs_ack(struct wl_client *cl, struct wl_resource *r, uint32_t serial) {
    (void)cl; COUNT(r);
    struct xdg_surface_record *xs = xs_of(r);
    if (xs->toplevel) xs->toplevel->last_acked = serial;
    if (xs->popup) xs->popup->last_acked = serial;
}
static const struct xdg_surface_interface xdg_surface_impl = {
    .destroy = destroy_request,
    .get_toplevel = xs_get_toplevel,
    .get_popup = xs_get_popup,
    .set_window_geometry = xs_geometry,
    .ack_configure = xs_ack,
};
static void xdg_surface_destroyed(struct wl_resource *r) {
    struct xdg_surface_record *xs = xs_of(r);
    if (xs->toplevel) xs->toplevel->xdg_surface = NULL;
    // xdg-shell: the role object must go first; a popup left behind is the
    // client's error (counted as a popup still held, caught by the tests).
    if (xs->popup) xs->popup->xs = NULL;
    xs->resource = NULL;
}
static void wm_create_positioner(struct wl_client *cl, struct wl_resource *r, uint32_t id) {
    COUNT(r);
    struct positioner_record *p = calloc(1, sizeof *p);
    if (!p) { wl_resource_post_no_memory(r); return; }
    struct wl_resource *pr = wl_resource_create(cl, &xdg_positioner_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(pr, &positioner_impl, p, positioner_destroyed);
}
static void wm_get_xdg_surface(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *surface) {
    COUNT(r);
    struct wtc_compositor *c = wl_resource_get_user_data(r);
    if (c->xdg_surface_count >= MAX_XDG_SURFACES) { wl_resource_post_no_memory(r); return; }
    struct xdg_surface_record *xs = &c->xdg_surfaces[c->xdg_surface_count++];
    memset(xs, 0, sizeof *xs);
    xs->surface = surface_of(surface)->index;
    struct wl_resource *xr = wl_resource_create(cl, &xdg_surface_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(xr, &xdg_surface_impl, xs, xdg_surface_destroyed);
    xs->resource = xr;
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
int wtc_toplevel_fullscreen_output_index(wtc_compositor *c, int t) {
    return tl(c, t) && tl(c, t)->fullscreen && tl(c, t)->fullscreen_output ? tl(c, t)->fullscreen_output_index : -1;
}
int wtc_toplevel_fullscreen_requests(wtc_compositor *c, int t) { return tl(c, t) ? tl(c, t)->fullscreen_requests : 0; }
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
    if ((states & WTC_STATE_SUSPENDED) && wl_resource_get_version(r->xdg_toplevel) >= 6) { p = wl_array_add(&array, sizeof *p); *p = XDG_TOPLEVEL_STATE_SUSPENDED; }
    xdg_toplevel_send_configure(r->xdg_toplevel, w, h, &array);
    wl_array_release(&array);
    uint32_t serial = wl_display_next_serial(c->display);
    xdg_surface_send_configure(r->xdg_surface, serial);
    wl_display_flush_clients(c->display);
    return serial;
}
uint32_t wtc_toplevel_last_acked_serial(wtc_compositor *c, int t) { return tl(c, t) ? tl(c, t)->last_acked : 0; }
int wtc_toplevel_moves(wtc_compositor *c, int t, uint32_t *serial) {
    *serial = tl(c, t) ? tl(c, t)->move_serial : 0;
    return tl(c, t) ? tl(c, t)->moves : 0;
}
int wtc_toplevel_resizes(wtc_compositor *c, int t, uint32_t *serial, uint32_t *edge) {
    *serial = tl(c, t) ? tl(c, t)->resize_serial : 0;
    *edge = tl(c, t) ? tl(c, t)->resize_edge : 0;
    return tl(c, t) ? tl(c, t)->resizes : 0;
}
int wtc_toplevel_minimizes(wtc_compositor *c, int t) { return tl(c, t) ? tl(c, t)->minimizes : 0; }
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

// MARK: xdg_popup

int wtc_popup_count(wtc_compositor *c) { return c->popup_count; }
static struct popup_record *pp(struct wtc_compositor *c, int p) {
    return (p >= 0 && p < c->popup_count) ? &c->popups[p] : NULL;
}
int wtc_popup_surface(wtc_compositor *c, int p) { return pp(c, p) ? pp(c, p)->surface : -1; }
int wtc_popup_parent_surface(wtc_compositor *c, int p) { return pp(c, p) ? pp(c, p)->parent_surface : -1; }
bool wtc_popup_alive(wtc_compositor *c, int p) { return pp(c, p) && !pp(c, p)->destroyed; }
void wtc_popup_positioner(wtc_compositor *c, int p, struct wtc_positioner *out) {
    if (pp(c, p)) *out = pp(c, p)->positioner; else memset(out, 0, sizeof *out);
}
bool wtc_popup_grab(wtc_compositor *c, int p, uint32_t *serial) {
    *serial = pp(c, p) ? pp(c, p)->grab_serial : 0;
    return pp(c, p) && pp(c, p)->grabbed;
}
uint32_t wtc_configure_popup(wtc_compositor *c, int p, int32_t x, int32_t y, int32_t w, int32_t h) {
    struct popup_record *r = pp(c, p);
    if (!r || r->destroyed || !r->xs || !r->xs->resource) return 0;
    xdg_popup_send_configure(r->xdg_popup, x, y, w, h);
    uint32_t serial = wl_display_next_serial(c->display);
    xdg_surface_send_configure(r->xs->resource, serial);
    wl_display_flush_clients(c->display);
    return serial;
}
uint32_t wtc_popup_last_acked_serial(wtc_compositor *c, int p) { return pp(c, p) ? pp(c, p)->last_acked : 0; }
void wtc_popup_done(wtc_compositor *c, int p, int times) {
    struct popup_record *r = pp(c, p);
    if (!r || r->destroyed) return;
    for (int i = 0; i < times; i++) xdg_popup_send_popup_done(r->xdg_popup);
    wl_display_flush_clients(c->display);
}
