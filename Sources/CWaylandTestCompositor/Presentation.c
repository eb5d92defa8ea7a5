// The test compositor: wp_presentation (presentation-time), so the client's
// frame clock can be told when frames were shown and at what refresh.
// See include/WaylandTestCompositor.h.
#define _GNU_SOURCE
#include "Compositor.h"
#include <time.h>

static void feedback_destroyed(struct wl_resource *r) { res_remove(&comp_of(r)->feedbacks, r); }

static void presentation_feedback(struct wl_client *cl, struct wl_resource *r, struct wl_resource *surface, uint32_t id) {
    (void)surface;
    COUNT(r);
    struct wtc_compositor *c = comp_of(r);
    struct wl_resource *f = wl_resource_create(cl, &wp_presentation_feedback_interface, 1, id);
    if (!f) { wl_client_post_no_memory(cl); return; }
    wl_resource_set_implementation(f, NULL, c, feedback_destroyed);
    res_add(&c->feedbacks, f);
    c->feedbacks_requested++;
}
static const struct wp_presentation_interface presentation_impl = {
    .destroy = destroy_request, .feedback = presentation_feedback,
};
void bind_presentation(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wtc_compositor *c = data;
    struct wl_resource *r = wl_resource_create(cl, &wp_presentation_interface, (int)version, id);
    wl_resource_set_implementation(r, &presentation_impl, c, NULL);
    wp_presentation_send_clock_id(r, CLOCK_MONOTONIC);
}

void wtc_send_presented(wtc_compositor *c, uint64_t sec, uint32_t nsec, uint32_t refresh_ns) {
    // The protocol destroys each feedback with its event.
    while (c->feedbacks.count > 0) {
        struct wl_resource *f = c->feedbacks.items[c->feedbacks.count - 1];
        wp_presentation_feedback_send_presented(f, (uint32_t)(sec >> 32), (uint32_t)sec, nsec, refresh_ns, 0, 0,
                                                WP_PRESENTATION_FEEDBACK_KIND_VSYNC);
        wl_resource_destroy(f);
    }
    wl_display_flush_clients(c->display);
}
uint32_t wtc_presentation_feedbacks_requested(wtc_compositor *c) { return c->feedbacks_requested; }
int wtc_presentation_feedbacks_waiting(wtc_compositor *c) { return c->feedbacks.count; }
