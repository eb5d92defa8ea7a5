// The test compositor: zwp_idle_inhibit_manager_v1, counting the inhibitors
// a client holds (D7). See include/WaylandTestCompositor.h.
#define _GNU_SOURCE
#include "Compositor.h"

static void inhibitor_destroyed(struct wl_resource *r) { comp_of(r)->idle_inhibitors--; }
static const struct zwp_idle_inhibitor_v1_interface inhibitor_impl = { .destroy = destroy_request };

static void create_inhibitor(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *surface) {
    COUNT(r);
    struct wtc_compositor *c = comp_of(r);
    struct wl_resource *i = wl_resource_create(cl, &zwp_idle_inhibitor_v1_interface, 1, id);
    if (!i) { wl_client_post_no_memory(cl); return; }
    wl_resource_set_implementation(i, &inhibitor_impl, c, inhibitor_destroyed);
    c->idle_inhibitors++;
    c->idle_inhibitor_surface = surface ? surface_of(surface)->index : -1;
}
static const struct zwp_idle_inhibit_manager_v1_interface manager_impl = {
    .destroy = destroy_request, .create_inhibitor = create_inhibitor,
};
void bind_idle_inhibit(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wtc_compositor *c = data;
    struct wl_resource *r = wl_resource_create(cl, &zwp_idle_inhibit_manager_v1_interface, (int)version, id);
    wl_resource_set_implementation(r, &manager_impl, c, NULL);
}

int wtc_idle_inhibitors(wtc_compositor *c) { return c->idle_inhibitors; }
int wtc_idle_inhibitor_surface(wtc_compositor *c) { return c->idle_inhibitor_surface; }
bool wtc_toplevel_fullscreen_output(wtc_compositor *c, int t) {
    return t >= 0 && t < c->toplevel_count && c->toplevels[t].fullscreen_output;
}
