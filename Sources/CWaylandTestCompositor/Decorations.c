// The test compositor: zxdg_decoration_manager_v1 (D1), recording the mode
// each toplevel asks for and answering with the mode a test chooses.
// See include/WaylandTestCompositor.h.
#define _GNU_SOURCE
#include "Compositor.h"

static struct toplevel_record *decoration_toplevel(struct wl_resource *r) { return wl_resource_get_user_data(r); }

static void decoration_destroyed(struct wl_resource *r) {
    struct toplevel_record *t = decoration_toplevel(r);
    if (t) { t->decoration = NULL; t->decoration_mode_requested = 0; }
}
static void set_mode(struct wl_client *cl, struct wl_resource *r, uint32_t mode) {
    (void)cl;
    COUNT(r);
    struct toplevel_record *t = decoration_toplevel(r);
    if (!t) return;
    t->decoration_mode_requested = mode;
    zxdg_toplevel_decoration_v1_send_configure(r, comp_of(r)->decoration_mode_answer);
}
static void unset_mode(struct wl_client *cl, struct wl_resource *r) {
    (void)cl;
    COUNT(r);
    zxdg_toplevel_decoration_v1_send_configure(r, comp_of(r)->decoration_mode_answer);
}
static const struct zxdg_toplevel_decoration_v1_interface decoration_impl = {
    .destroy = destroy_request, .set_mode = set_mode, .unset_mode = unset_mode,
};

static void get_toplevel_decoration(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *toplevel) {
    COUNT(r);
    struct toplevel_record *t = wl_resource_get_user_data(toplevel);
    struct wl_resource *d = wl_resource_create(cl, &zxdg_toplevel_decoration_v1_interface, 1, id);
    if (!d) { wl_client_post_no_memory(cl); return; }
    wl_resource_set_implementation(d, &decoration_impl, t, decoration_destroyed);
    if (t) t->decoration = d;
}
static const struct zxdg_decoration_manager_v1_interface manager_impl = {
    .destroy = destroy_request, .get_toplevel_decoration = get_toplevel_decoration,
};
void bind_decoration(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wtc_compositor *c = data;
    struct wl_resource *r = wl_resource_create(cl, &zxdg_decoration_manager_v1_interface, (int)version, id);
    wl_resource_set_implementation(r, &manager_impl, c, NULL);
}

uint32_t wtc_toplevel_decoration_mode(wtc_compositor *c, int t) {
    return t >= 0 && t < c->toplevel_count ? c->toplevels[t].decoration_mode_requested : 0;
}
void wtc_set_decoration_answer(wtc_compositor *c, uint32_t mode) { c->decoration_mode_answer = mode; }
int wtc_decoration_order_errors(wtc_compositor *c) { return c->decoration_order_errors; }
