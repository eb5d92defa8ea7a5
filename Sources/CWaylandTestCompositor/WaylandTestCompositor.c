// The test compositor: see include/WaylandTestCompositor.h.
//
// Simplifications a real compositor would not make, chosen so tests stay exact:
// - Subsurface commits are applied at once (no synchronized-mode caching), and
//   stacking changes take effect at once; the recorder wants every commit.
// - Input goes to the surface the test names; there is no scene graph to pick it.
// - Committed shm buffers are copied at commit, then released at once unless the
//   test asked to hold them (to check the client never reuses a busy buffer).
#define _GNU_SOURCE
#include "WaylandTestCompositor.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include <wayland-server.h>
#include <xkbcommon/xkbcommon.h>

#include "protocols/xdg-shell-server-protocol.h"
#include "protocols/viewporter-server-protocol.h"
#include "protocols/fractional-scale-v1-server-protocol.h"

#define MAX_SURFACES 128
#define MAX_RES 32
#define MAX_DAMAGE 32
#define MAX_TOPLEVELS 16
#define MAX_HELD 64

struct surface_record {
    struct wl_resource *resource;
    struct wtc_compositor *c;
    int index;
    enum wtc_role role;
    int parent;
    int32_t x, y;
    int children[MAX_SURFACES];
    int child_count;
    struct wl_resource *pending_buffer;
    bool pending_buffer_set;
    int32_t pending_scale, scale;
    int32_t pending_damage[MAX_DAMAGE * 4];
    int pending_damage_count;
    int32_t damage[MAX_DAMAGE * 4];
    int damage_count;
    uint32_t commits;
    uint32_t *pixels;
    int32_t width, height, stride;
    struct wl_resource *viewport;
    int32_t vp_w, vp_h;
    struct wl_resource *fractional;
    struct wl_resource *subsurface;
};

struct toplevel_record {
    struct wl_resource *xdg_surface;
    struct wl_resource *xdg_toplevel;
    int surface;
    char title[256];
    char app_id[256];
    int32_t min_w, min_h;
    bool fullscreen, maximized;
    uint32_t last_acked;
};

struct res_list {
    struct wl_resource *items[MAX_RES];
    int count;
};

struct wtc_compositor {
    struct wl_display *display;
    struct wl_event_loop *loop;
    const char *socket;
    uint64_t requests;
    uint32_t seat_caps;
    int32_t output_scale;

    struct surface_record surfaces[MAX_SURFACES];
    int surface_count;
    struct toplevel_record toplevels[MAX_TOPLEVELS];
    int toplevel_count;

    struct res_list frame_callbacks, seats, pointers, keyboards, touches, outputs, wm_bases;

    bool hold_buffers;
    struct wl_resource *held[MAX_HELD];
    int held_count;
    int reuse_violations;
    int buffers_seen;
    struct wl_listener buffer_destroy_listeners[MAX_HELD * 4];
    int buffer_listener_count;

    uint32_t last_ping, last_pong;
    int pointer_surface, keyboard_surface;
    int touch_surfaces[16];
    int32_t touch_ids[16];
    int touch_count;
};

// MARK: small helpers

static void res_add(struct res_list *l, struct wl_resource *r) {
    if (l->count < MAX_RES) l->items[l->count++] = r;
}
static void res_remove(struct res_list *l, struct wl_resource *r) {
    for (int i = 0; i < l->count; i++)
        if (l->items[i] == r) { l->items[i] = l->items[--l->count]; return; }
}
static struct wtc_compositor *comp_of(struct wl_resource *r);

// Every request handler calls this first, so a test can wait for quiet.
#define COUNT(resource) (comp_of(resource)->requests++)

static void destroy_request(struct wl_client *client, struct wl_resource *r) {
    (void)client;
    COUNT(r);
    wl_resource_destroy(r);
}

static struct surface_record *surface_of(struct wl_resource *r) {
    return wl_resource_get_user_data(r);
}

// The compositor of a resource is found through its client's display, so several
// compositors (tests running side by side) never mix. Guarded by the test's
// confinement: each compositor is used from one thread.
#define MAX_COMPOSITORS 64
static struct wtc_compositor *g_compositors[MAX_COMPOSITORS];
static struct wtc_compositor *comp_of(struct wl_resource *r) {
    struct wl_display *d = wl_client_get_display(wl_resource_get_client(r));
    for (int i = 0; i < MAX_COMPOSITORS; i++)
        if (g_compositors[i] && g_compositors[i]->display == d) return g_compositors[i];
    return NULL;
}

static bool valid_surface(struct wtc_compositor *c, int i) {
    return i >= 0 && i < c->surface_count;
}

// MARK: wl_callback / frame

static void callback_destroyed(struct wl_resource *r) {
    res_remove(&comp_of(r)->frame_callbacks, r);
}

// MARK: wl_buffer bookkeeping

static bool is_held(struct wtc_compositor *c, struct wl_resource *b) {
    for (int i = 0; i < c->held_count; i++) if (c->held[i] == b) return true;
    return false;
}
static void unhold(struct wtc_compositor *c, struct wl_resource *b) {
    for (int i = 0; i < c->held_count; i++)
        if (c->held[i] == b) { c->held[i] = c->held[--c->held_count]; return; }
}
static void buffer_destroyed(struct wl_listener *l, void *data) {
    struct wtc_compositor *c = comp_of(data);
    if (c) unhold(c, data);
    wl_list_remove(&l->link);
    wl_list_init(&l->link);
}

// MARK: wl_surface

static void surface_attach(struct wl_client *cl, struct wl_resource *r, struct wl_resource *buffer, int32_t x, int32_t y) {
    (void)cl; (void)x; (void)y;
    COUNT(r);
    struct surface_record *s = surface_of(r);
    struct wtc_compositor *c = s->c;
    if (buffer && is_held(c, buffer)) c->reuse_violations++;
    if (buffer && !wl_resource_get_destroy_listener(buffer, buffer_destroyed)) {
        c->buffers_seen++;
        if (c->buffer_listener_count < MAX_HELD * 4) {
            struct wl_listener *l = &c->buffer_destroy_listeners[c->buffer_listener_count++];
            l->notify = buffer_destroyed;
            wl_resource_add_destroy_listener(buffer, l);
        }
    }
    s->pending_buffer = buffer;
    s->pending_buffer_set = true;
}
static void surface_damage(struct wl_client *cl, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)cl; (void)x; (void)y; (void)w; (void)h;
    COUNT(r);
}
static void surface_damage_buffer(struct wl_client *cl, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)cl;
    COUNT(r);
    struct surface_record *s = surface_of(r);
    if (s->pending_damage_count < MAX_DAMAGE) {
        int32_t *d = &s->pending_damage[s->pending_damage_count++ * 4];
        d[0] = x; d[1] = y; d[2] = w; d[3] = h;
    }
}
static void surface_frame(struct wl_client *cl, struct wl_resource *r, uint32_t id) {
    COUNT(r);
    struct wl_resource *cb = wl_resource_create(cl, &wl_callback_interface, 1, id);
    wl_resource_set_implementation(cb, NULL, NULL, callback_destroyed);
    res_add(&surface_of(r)->c->frame_callbacks, cb);
    wl_resource_set_user_data(cb, r);
}
static void surface_region(struct wl_client *cl, struct wl_resource *r, struct wl_resource *region) {
    (void)cl; (void)region;
    COUNT(r);
}
static void surface_commit(struct wl_client *cl, struct wl_resource *r) {
    (void)cl;
    COUNT(r);
    struct surface_record *s = surface_of(r);
    struct wtc_compositor *c = s->c;
    s->commits++;
    s->scale = s->pending_scale;
    memcpy(s->damage, s->pending_damage, sizeof s->damage);
    s->damage_count = s->pending_damage_count;
    s->pending_damage_count = 0;
    if (s->pending_buffer_set) {
        struct wl_resource *b = s->pending_buffer;
        s->pending_buffer_set = false;
        s->pending_buffer = NULL;
        free(s->pixels);
        s->pixels = NULL;
        s->width = s->height = s->stride = 0;
        struct wl_shm_buffer *shm = b ? wl_shm_buffer_get(b) : NULL;
        if (shm) {
            s->width = wl_shm_buffer_get_width(shm);
            s->height = wl_shm_buffer_get_height(shm);
            s->stride = wl_shm_buffer_get_stride(shm);
            s->pixels = malloc((size_t)s->stride * (size_t)s->height);
            wl_shm_buffer_begin_access(shm);
            memcpy(s->pixels, wl_shm_buffer_get_data(shm), (size_t)s->stride * (size_t)s->height);
            wl_shm_buffer_end_access(shm);
        }
        if (b) {
            if (c->hold_buffers && c->held_count < MAX_HELD) c->held[c->held_count++] = b;
            else wl_buffer_send_release(b);
        }
    }
}
static void surface_set_transform(struct wl_client *cl, struct wl_resource *r, int32_t t) {
    (void)cl; (void)t;
    COUNT(r);
}
static void surface_set_scale(struct wl_client *cl, struct wl_resource *r, int32_t scale) {
    (void)cl;
    COUNT(r);
    surface_of(r)->pending_scale = scale;
}
static void surface_offset(struct wl_client *cl, struct wl_resource *r, int32_t x, int32_t y) {
    (void)cl; (void)x; (void)y;
    COUNT(r);
}
static const struct wl_surface_interface surface_impl = {
    .destroy = destroy_request,
    .attach = surface_attach,
    .damage = surface_damage,
    .frame = surface_frame,
    .set_opaque_region = surface_region,
    .set_input_region = surface_region,
    .commit = surface_commit,
    .set_buffer_transform = surface_set_transform,
    .set_buffer_scale = surface_set_scale,
    .damage_buffer = surface_damage_buffer,
    .offset = surface_offset,
};
static void surface_destroyed(struct wl_resource *r) {
    struct surface_record *s = surface_of(r);
    s->resource = NULL;
    struct wtc_compositor *c = s->c;
    // Drop its frame callbacks' link to it and forget it as input focus.
    for (int i = 0; i < c->frame_callbacks.count; i++)
        if (wl_resource_get_user_data(c->frame_callbacks.items[i]) == r)
            wl_resource_set_user_data(c->frame_callbacks.items[i], NULL);
    if (c->pointer_surface == s->index) c->pointer_surface = -1;
    if (c->keyboard_surface == s->index) c->keyboard_surface = -1;
    if (s->parent >= 0) {
        struct surface_record *p = &c->surfaces[s->parent];
        for (int i = 0; i < p->child_count; i++)
            if (p->children[i] == s->index) {
                memmove(&p->children[i], &p->children[i + 1], sizeof(int) * (size_t)(p->child_count - i - 1));
                p->child_count--;
                break;
            }
    }
}

// MARK: wl_region (accepted and ignored)

static void region_rect(struct wl_client *cl, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)cl; (void)x; (void)y; (void)w; (void)h;
    COUNT(r);
}
static const struct wl_region_interface region_impl = {
    .destroy = destroy_request, .add = region_rect, .subtract = region_rect,
};

// MARK: wl_compositor

static void compositor_create_surface(struct wl_client *cl, struct wl_resource *r, uint32_t id) {
    struct wtc_compositor *c = wl_resource_get_user_data(r);
    c->requests++;
    struct wl_resource *sr = wl_resource_create(cl, &wl_surface_interface, wl_resource_get_version(r), id);
    if (c->surface_count >= MAX_SURFACES) {
        wl_resource_post_no_memory(r);
        return;
    }
    struct surface_record *s = &c->surfaces[c->surface_count];
    memset(s, 0, sizeof *s);
    s->c = c;
    s->index = c->surface_count++;
    s->resource = sr;
    s->parent = -1;
    s->scale = s->pending_scale = 1;
    s->vp_w = s->vp_h = -1;
    wl_resource_set_implementation(sr, &surface_impl, s, surface_destroyed);
}
static void compositor_create_region(struct wl_client *cl, struct wl_resource *r, uint32_t id) {
    COUNT(r);
    struct wl_resource *rr = wl_resource_create(cl, &wl_region_interface, 1, id);
    wl_resource_set_implementation(rr, &region_impl, NULL, NULL);
}
static const struct wl_compositor_interface compositor_impl = {
    .create_surface = compositor_create_surface,
    .create_region = compositor_create_region,
};
static void bind_compositor(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(cl, &wl_compositor_interface, (int)version, id);
    wl_resource_set_implementation(r, &compositor_impl, data, NULL);
}

// MARK: wl_subcompositor

static void place(struct wl_resource *r, struct wl_resource *sibling, bool above) {
    COUNT(r);
    struct surface_record *s = wl_resource_get_user_data(r);
    if (!s || s->parent < 0) return;
    struct wtc_compositor *c = s->c;
    struct surface_record *p = &c->surfaces[s->parent];
    struct surface_record *sib = sibling ? surface_of(sibling) : NULL;
    int from = -1;
    for (int i = 0; i < p->child_count; i++) if (p->children[i] == s->index) from = i;
    if (from < 0) return;
    memmove(&p->children[from], &p->children[from + 1], sizeof(int) * (size_t)(p->child_count - from - 1));
    p->child_count--;
    int to = 0;  // relative to the parent itself: the bottom of the children
    if (sib && sib->index != p->index) {
        for (int i = 0; i < p->child_count; i++) if (p->children[i] == sib->index) to = above ? i + 1 : i;
    }
    memmove(&p->children[to + 1], &p->children[to], sizeof(int) * (size_t)(p->child_count - to));
    p->children[to] = s->index;
    p->child_count++;
}
static void sub_place_above(struct wl_client *cl, struct wl_resource *r, struct wl_resource *sib) { (void)cl; place(r, sib, true); }
static void sub_place_below(struct wl_client *cl, struct wl_resource *r, struct wl_resource *sib) { (void)cl; place(r, sib, false); }
static void sub_set_position(struct wl_client *cl, struct wl_resource *r, int32_t x, int32_t y) {
    (void)cl;
    COUNT(r);
    struct surface_record *s = wl_resource_get_user_data(r);
    if (s) { s->x = x; s->y = y; }
}
static void sub_sync(struct wl_client *cl, struct wl_resource *r) { (void)cl; COUNT(r); }
static const struct wl_subsurface_interface subsurface_impl = {
    .destroy = destroy_request,
    .set_position = sub_set_position,
    .place_above = sub_place_above,
    .place_below = sub_place_below,
    .set_sync = sub_sync,
    .set_desync = sub_sync,
};
static void subsurface_destroyed(struct wl_resource *r) {
    struct surface_record *s = wl_resource_get_user_data(r);
    if (s) s->subsurface = NULL;
}
static void subcompositor_get_subsurface(struct wl_client *cl, struct wl_resource *r, uint32_t id,
                                         struct wl_resource *surface, struct wl_resource *parent) {
    COUNT(r);
    struct surface_record *s = surface_of(surface), *p = surface_of(parent);
    struct wl_resource *sr = wl_resource_create(cl, &wl_subsurface_interface, 1, id);
    wl_resource_set_implementation(sr, &subsurface_impl, s, subsurface_destroyed);
    s->role = WTC_ROLE_SUBSURFACE;
    s->parent = p->index;
    s->subsurface = sr;
    if (p->child_count < MAX_SURFACES) p->children[p->child_count++] = s->index;
}
static const struct wl_subcompositor_interface subcompositor_impl = {
    .destroy = destroy_request,
    .get_subsurface = subcompositor_get_subsurface,
};
static void bind_subcompositor(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(cl, &wl_subcompositor_interface, (int)version, id);
    wl_resource_set_implementation(r, &subcompositor_impl, data, NULL);
}

// MARK: wl_output

static void output_release(struct wl_client *cl, struct wl_resource *r) { destroy_request(cl, r); }
static const struct wl_output_interface output_impl = { .release = output_release };
static void output_destroyed(struct wl_resource *r) { res_remove(&comp_of(r)->outputs, r); }
static void output_describe(struct wtc_compositor *c, struct wl_resource *r) {
    wl_output_send_geometry(r, 0, 0, 300, 190, WL_OUTPUT_SUBPIXEL_UNKNOWN, "WayKit", "test", WL_OUTPUT_TRANSFORM_NORMAL);
    wl_output_send_mode(r, WL_OUTPUT_MODE_CURRENT, 1280 * c->output_scale, 800 * c->output_scale, 60000);
    if (wl_resource_get_version(r) >= 2) wl_output_send_scale(r, c->output_scale);
    if (wl_resource_get_version(r) >= 2) wl_output_send_done(r);
}
static void bind_output(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wtc_compositor *c = data;
    struct wl_resource *r = wl_resource_create(cl, &wl_output_interface, (int)version, id);
    wl_resource_set_implementation(r, &output_impl, c, output_destroyed);
    res_add(&c->outputs, r);
    output_describe(c, r);
}

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
static void tl_set_fs(struct wl_client *cl, struct wl_resource *r, struct wl_resource *o) { (void)cl; (void)o; COUNT(r); toplevel_of(r)->fullscreen = true; }
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
    if (t) t->xdg_toplevel = NULL;
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
static void bind_wm_base(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wtc_compositor *c = data;
    struct wl_resource *r = wl_resource_create(cl, &xdg_wm_base_interface, (int)version, id);
    wl_resource_set_implementation(r, &wm_base_impl, c, wm_base_destroyed);
    res_add(&c->wm_bases, r);
}

// MARK: viewporter

static void vp_set_source(struct wl_client *cl, struct wl_resource *r, wl_fixed_t x, wl_fixed_t y, wl_fixed_t w, wl_fixed_t h) {
    (void)cl; (void)x; (void)y; (void)w; (void)h; COUNT(r);
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
    if (s) { s->viewport = NULL; s->vp_w = s->vp_h = -1; }
}
static void viewporter_get(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *surface) {
    COUNT(r);
    struct surface_record *s = surface_of(surface);
    struct wl_resource *vr = wl_resource_create(cl, &wp_viewport_interface, 1, id);
    wl_resource_set_implementation(vr, &viewport_impl, s, viewport_destroyed);
    s->viewport = vr;
}
static const struct wp_viewporter_interface viewporter_impl = { .destroy = destroy_request, .get_viewport = viewporter_get };
static void bind_viewporter(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
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
static void bind_fsm(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(cl, &wp_fractional_scale_manager_v1_interface, (int)version, id);
    wl_resource_set_implementation(r, &fsm_impl, data, NULL);
}

// MARK: wl_seat

static void device_release(struct wl_client *cl, struct wl_resource *r) { destroy_request(cl, r); }
static void pointer_set_cursor(struct wl_client *cl, struct wl_resource *r, uint32_t s, struct wl_resource *surf, int32_t x, int32_t y) {
    (void)cl; (void)s; (void)surf; (void)x; (void)y; COUNT(r);
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
static void bind_seat(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wtc_compositor *c = data;
    struct wl_resource *r = wl_resource_create(cl, &wl_seat_interface, (int)version, id);
    wl_resource_set_implementation(r, &seat_impl, c, seat_destroyed);
    res_add(&c->seats, r);
    wl_seat_send_capabilities(r, c->seat_caps);
    if (version >= 2) wl_seat_send_name(r, "seat0");
}

// MARK: lifecycle

wtc_compositor *wtc_create(uint32_t omitted) {
    struct wtc_compositor *c = calloc(1, sizeof *c);
    if (!c) return NULL;
    c->display = wl_display_create();
    if (!c->display) { free(c); return NULL; }
    for (int i = 0; i < MAX_COMPOSITORS; i++)
        if (!g_compositors[i]) { g_compositors[i] = c; break; }
    c->loop = wl_display_get_event_loop(c->display);
    c->socket = wl_display_add_socket_auto(c->display);
    if (!c->socket) { wl_display_destroy(c->display); free(c); return NULL; }
    c->output_scale = 1;
    c->seat_caps = WTC_SEAT_POINTER | WTC_SEAT_KEYBOARD | WTC_SEAT_TOUCH;
    c->pointer_surface = c->keyboard_surface = -1;
    wl_display_init_shm(c->display);
    wl_global_create(c->display, &wl_compositor_interface, 5, c, bind_compositor);
    if (!(omitted & WTC_GLOBAL_SUBCOMPOSITOR)) wl_global_create(c->display, &wl_subcompositor_interface, 1, c, bind_subcompositor);
    wl_global_create(c->display, &xdg_wm_base_interface, 5, c, bind_wm_base);
    if (!(omitted & WTC_GLOBAL_OUTPUT)) wl_global_create(c->display, &wl_output_interface, 4, c, bind_output);
    if (!(omitted & WTC_GLOBAL_SEAT)) wl_global_create(c->display, &wl_seat_interface, 8, c, bind_seat);
    if (!(omitted & WTC_GLOBAL_VIEWPORTER)) wl_global_create(c->display, &wp_viewporter_interface, 1, c, bind_viewporter);
    if (!(omitted & WTC_GLOBAL_FRACTIONAL_SCALE))
        wl_global_create(c->display, &wp_fractional_scale_manager_v1_interface, 1, c, bind_fsm);
    return c;
}

void wtc_destroy(wtc_compositor *c) {
    if (!c) return;
    wl_display_destroy_clients(c->display);
    wl_display_destroy(c->display);
    for (int i = 0; i < c->surface_count; i++) free(c->surfaces[i].pixels);
    for (int i = 0; i < MAX_COMPOSITORS; i++)
        if (g_compositors[i] == c) g_compositors[i] = NULL;
    free(c);
}

const char *wtc_socket_name(wtc_compositor *c) { return c->socket; }

uint64_t wtc_dispatch(wtc_compositor *c) {
    wl_event_loop_dispatch(c->loop, 0);
    wl_display_flush_clients(c->display);
    return c->requests;
}
uint64_t wtc_request_count(wtc_compositor *c) { return c->requests; }

void wtc_disconnect_clients(wtc_compositor *c) {
    wl_display_destroy_clients(c->display);
    c->toplevel_count = 0;
}

void wtc_post_protocol_error(wtc_compositor *c, uint32_t code, const char *message) {
    if (c->wm_bases.count > 0) wl_resource_post_error(c->wm_bases.items[0], code, "%s", message);
    wl_display_flush_clients(c->display);
}

int wtc_client_count(wtc_compositor *c) {
    struct wl_list *list = wl_display_get_client_list(c->display);
    return wl_list_length(list);
}

// MARK: output

void wtc_set_output_scale(wtc_compositor *c, int32_t scale) {
    c->output_scale = scale;
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

// MARK: surface queries

int wtc_surface_count(wtc_compositor *c) { return c->surface_count; }
bool wtc_surface_alive(wtc_compositor *c, int i) { return valid_surface(c, i) && c->surfaces[i].resource; }
enum wtc_role wtc_surface_role(wtc_compositor *c, int i) { return valid_surface(c, i) ? c->surfaces[i].role : WTC_ROLE_NONE; }
int wtc_surface_parent(wtc_compositor *c, int i) { return valid_surface(c, i) ? c->surfaces[i].parent : -1; }
void wtc_surface_position(wtc_compositor *c, int i, int32_t *x, int32_t *y) {
    *x = *y = 0;
    if (valid_surface(c, i)) { *x = c->surfaces[i].x; *y = c->surfaces[i].y; }
}
int wtc_surface_children(wtc_compositor *c, int i, int *out, int capacity) {
    if (!valid_surface(c, i)) return 0;
    int n = c->surfaces[i].child_count < capacity ? c->surfaces[i].child_count : capacity;
    memcpy(out, c->surfaces[i].children, sizeof(int) * (size_t)n);
    return n;
}
uint32_t wtc_surface_commit_count(wtc_compositor *c, int i) { return valid_surface(c, i) ? c->surfaces[i].commits : 0; }
int32_t wtc_surface_buffer_scale(wtc_compositor *c, int i) { return valid_surface(c, i) ? c->surfaces[i].scale : 0; }
void wtc_surface_buffer_size(wtc_compositor *c, int i, int32_t *w, int32_t *h) {
    *w = *h = 0;
    if (valid_surface(c, i)) { *w = c->surfaces[i].width; *h = c->surfaces[i].height; }
}
uint32_t wtc_surface_pixel(wtc_compositor *c, int i, int32_t x, int32_t y) {
    if (!valid_surface(c, i)) return 0;
    struct surface_record *s = &c->surfaces[i];
    if (!s->pixels || x < 0 || y < 0 || x >= s->width || y >= s->height) return 0;
    return s->pixels[(size_t)y * (size_t)(s->stride / 4) + (size_t)x];
}
const uint32_t *wtc_surface_pixels(wtc_compositor *c, int i, int32_t *stride) {
    *stride = 0;
    if (!valid_surface(c, i)) return NULL;
    *stride = c->surfaces[i].stride;
    return c->surfaces[i].pixels;
}
int wtc_surface_damage(wtc_compositor *c, int i, int32_t *out, int capacity) {
    if (!valid_surface(c, i)) return 0;
    int n = c->surfaces[i].damage_count < capacity ? c->surfaces[i].damage_count : capacity;
    memcpy(out, c->surfaces[i].damage, sizeof(int32_t) * 4 * (size_t)n);
    return n;
}
void wtc_surface_viewport_destination(wtc_compositor *c, int i, int32_t *w, int32_t *h) {
    *w = *h = -1;
    if (valid_surface(c, i)) { *w = c->surfaces[i].vp_w; *h = c->surfaces[i].vp_h; }
}
bool wtc_surface_has_fractional_scale(wtc_compositor *c, int i) { return valid_surface(c, i) && c->surfaces[i].fractional; }
int wtc_surface_pending_frames(wtc_compositor *c, int i) {
    if (!wtc_surface_alive(c, i)) return 0;
    int n = 0;
    for (int k = 0; k < c->frame_callbacks.count; k++)
        if (wl_resource_get_user_data(c->frame_callbacks.items[k]) == c->surfaces[i].resource) n++;
    return n;
}
void wtc_send_frame_done(wtc_compositor *c, uint32_t time_ms) {
    while (c->frame_callbacks.count > 0) {
        struct wl_resource *cb = c->frame_callbacks.items[0];
        wl_callback_send_done(cb, time_ms);
        wl_resource_destroy(cb);  // removes it from the list
    }
    wl_display_flush_clients(c->display);
}

// MARK: buffers

void wtc_set_hold_buffers(wtc_compositor *c, bool hold) { c->hold_buffers = hold; }
void wtc_release_buffers(wtc_compositor *c) {
    for (int i = 0; i < c->held_count; i++) wl_buffer_send_release(c->held[i]);
    c->held_count = 0;
    wl_display_flush_clients(c->display);
}
int wtc_buffer_reuse_violations(wtc_compositor *c) { return c->reuse_violations; }
int wtc_buffers_created(wtc_compositor *c) { return c->buffers_seen; }

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

// MARK: seat

void wtc_set_seat_capabilities(wtc_compositor *c, uint32_t caps) {
    c->seat_caps = caps;
    for (int i = 0; i < c->seats.count; i++) wl_seat_send_capabilities(c->seats.items[i], caps);
    wl_display_flush_clients(c->display);
}
int wtc_touch_resources(wtc_compositor *c) { return c->touches.count; }
int wtc_pointer_resources(wtc_compositor *c) { return c->pointers.count; }
int wtc_keyboard_resources(wtc_compositor *c) { return c->keyboards.count; }

static struct wl_resource *surface_res(struct wtc_compositor *c, int i) {
    return wtc_surface_alive(c, i) ? c->surfaces[i].resource : NULL;
}
// Devices of the client that owns `surface` (or every device when NULL).
#define FOR_DEVICES(list, surface, r) \
    for (int _i = 0; _i < (list).count; _i++) \
        for (struct wl_resource *r = (list).items[_i]; r && (!(surface) || wl_resource_get_client(r) == wl_resource_get_client(surface)); r = NULL)

static struct wl_resource *touch_focus(struct wtc_compositor *c) {
    for (int i = 0; i < c->touch_count; i++) {
        struct wl_resource *s = surface_res(c, c->touch_surfaces[i]);
        if (s) return s;
    }
    return NULL;
}

void wtc_touch_down(wtc_compositor *c, int surface, uint32_t time, int32_t id, double x, double y) {
    struct wl_resource *s = surface_res(c, surface);
    if (!s) return;
    if (c->touch_count < 16) { c->touch_surfaces[c->touch_count] = surface; c->touch_ids[c->touch_count++] = id; }
    uint32_t serial = wl_display_next_serial(c->display);
    FOR_DEVICES(c->touches, s, r) wl_touch_send_down(r, serial, time, s, id, wl_fixed_from_double(x), wl_fixed_from_double(y));
    wl_display_flush_clients(c->display);
}
void wtc_touch_motion(wtc_compositor *c, uint32_t time, int32_t id, double x, double y) {
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
    FOR_DEVICES(c->pointers, NULL, r) wl_pointer_send_motion(r, time, wl_fixed_from_double(x), wl_fixed_from_double(y));
    wl_display_flush_clients(c->display);
}
void wtc_pointer_button(wtc_compositor *c, uint32_t time, uint32_t button, bool pressed) {
    uint32_t serial = wl_display_next_serial(c->display);
    FOR_DEVICES(c->pointers, NULL, r)
        wl_pointer_send_button(r, serial, time, button, pressed ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
    wl_display_flush_clients(c->display);
}
void wtc_pointer_axis_source(wtc_compositor *c, uint32_t source) {
    FOR_DEVICES(c->pointers, NULL, r) wl_pointer_send_axis_source(r, source);
    wl_display_flush_clients(c->display);
}
void wtc_pointer_axis(wtc_compositor *c, uint32_t time, uint32_t axis, double value) {
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
    FOR_DEVICES(c->pointers, NULL, r) wl_pointer_send_axis_stop(r, time, axis);
    wl_display_flush_clients(c->display);
}
void wtc_pointer_frame(wtc_compositor *c) {
    FOR_DEVICES(c->pointers, NULL, r) wl_pointer_send_frame(r);
    wl_display_flush_clients(c->display);
}

bool wtc_keyboard_send_keymap(wtc_compositor *c, const char *layout, int32_t declared_size_extra) {
    struct xkb_context *ctx = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
    if (!ctx) return false;
    struct xkb_rule_names names = { .rules = "evdev", .model = "pc105", .layout = layout };
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
