// The test compositor: ext_idle_notifier_v1 on a virtual clock (issue 23).
// A notification becomes idle once `wtc_idle_advance` has moved the clock
// past its timeout since the later of its creation and the last injected
// input, and never while an idle inhibitor lives (ext-idle-notify-v1: "If
// an idle inhibitor is active ... the compositor must not make the
// notification object idle"); injected input resumes it. Tests never
// sleep. See include/WaylandTestCompositor.h.
#define _GNU_SOURCE
#include "Compositor.h"

static struct idle_notification_record *record_of(struct wl_resource *r) {
    struct wtc_compositor *c = comp_of(r);
    if (!c) return NULL;
    for (int i = 0; i < c->idle_notification_count; i++)
        if (c->idle_notifications[i].resource == r) return &c->idle_notifications[i];
    return NULL;
}

static void notification_destroyed(struct wl_resource *r) {
    struct idle_notification_record *n = record_of(r);
    if (n) n->resource = NULL;
}
static const struct ext_idle_notification_v1_interface notification_impl = { .destroy = destroy_request };

static void get_notification(struct wl_client *cl, struct wl_resource *r, uint32_t id, uint32_t timeout,
                             struct wl_resource *seat) {
    COUNT(r);
    struct wtc_compositor *c = comp_of(r);
    struct wl_resource *n = wl_resource_create(cl, &ext_idle_notification_v1_interface, 1, id);
    if (!n) { wl_client_post_no_memory(cl); return; }
    wl_resource_set_implementation(n, &notification_impl, c, notification_destroyed);
    if (c->idle_notification_count >= MAX_IDLE_NOTIFICATIONS) return;
    struct idle_notification_record *rec = &c->idle_notifications[c->idle_notification_count++];
    rec->resource = n;
    rec->seat = seat;
    rec->timeout_ms = timeout;
    rec->created_ms = c->idle_now_ms;
    rec->idle = false;
}
static const struct ext_idle_notifier_v1_interface notifier_impl = {
    .destroy = destroy_request, .get_idle_notification = get_notification,
};
void bind_idle_notifier(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(cl, &ext_idle_notifier_v1_interface, (int)version, id);
    if (!r) { wl_client_post_no_memory(cl); return; }
    wl_resource_set_implementation(r, &notifier_impl, data, NULL);
}

void idle_note_input(struct wtc_compositor *c) {
    c->idle_last_input_ms = c->idle_now_ms;
    for (int i = 0; i < c->idle_notification_count; i++) {
        struct idle_notification_record *n = &c->idle_notifications[i];
        if (n->resource && n->idle) {
            n->idle = false;
            ext_idle_notification_v1_send_resumed(n->resource);
        }
    }
}

void wtc_idle_advance(wtc_compositor *c, uint32_t ms) {
    c->idle_now_ms += ms;
    if (c->idle_inhibitors > 0) { wl_display_flush_clients(c->display); return; }
    for (int i = 0; i < c->idle_notification_count; i++) {
        struct idle_notification_record *n = &c->idle_notifications[i];
        uint64_t since = n->created_ms > c->idle_last_input_ms ? n->created_ms : c->idle_last_input_ms;
        if (n->resource && !n->idle && c->idle_now_ms - since >= n->timeout_ms) {
            n->idle = true;
            ext_idle_notification_v1_send_idled(n->resource);
        }
    }
    wl_display_flush_clients(c->display);
}

void wtc_idle_send_raw(wtc_compositor *c, bool idled) {
    for (int i = 0; i < c->idle_notification_count; i++) {
        struct idle_notification_record *n = &c->idle_notifications[i];
        if (!n->resource) continue;
        if (idled) ext_idle_notification_v1_send_idled(n->resource);
        else ext_idle_notification_v1_send_resumed(n->resource);
    }
    wl_display_flush_clients(c->display);
}

int wtc_idle_notifications(wtc_compositor *c) {
    int live = 0;
    for (int i = 0; i < c->idle_notification_count; i++)
        if (c->idle_notifications[i].resource) live++;
    return live;
}

uint32_t wtc_idle_notification_timeout(wtc_compositor *c) {
    for (int i = c->idle_notification_count - 1; i >= 0; i--)
        if (c->idle_notifications[i].resource) return c->idle_notifications[i].timeout_ms;
    return 0;
}

void wtc_remove_seat(wtc_compositor *c) {
    if (!c->seat_global) return;
    wl_global_remove(c->seat_global);
    // The compositor's idled for the seat, already on its way when the
    // client hears the seat went (the race issue 23 names).
    for (int i = 0; i < c->idle_notification_count; i++) {
        struct idle_notification_record *n = &c->idle_notifications[i];
        if (n->resource && !n->idle) {
            n->idle = true;
            ext_idle_notification_v1_send_idled(n->resource);
        }
    }
    c->seat_global = NULL;
    wl_display_flush_clients(c->display);
}
