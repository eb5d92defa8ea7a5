// The test compositor: the request tables of wl_data_device_manager (version 3)
// and zwp_primary_selection_device_manager_v1, both handed to Selection.c.
// Drag and drop is not served: start_drag is counted and ignored.
#define _GNU_SOURCE
#include "Compositor.h"

// MARK: shared requests (the two protocols' requests have the same arguments)

static void offer_receive(struct wl_client *cl, struct wl_resource *r, const char *mime, int32_t fd) {
    (void)cl;
    COUNT(r);
    struct offer_record *o = wl_resource_get_user_data(r);
    if (!o) { close(fd); return; }
    selection_receive(o->s, o->generation, mime, fd);
}

static void source_offer(struct wl_client *cl, struct wl_resource *r, const char *mime) {
    (void)cl;
    COUNT(r);
    struct source_record *src = wl_resource_get_user_data(r);
    char **grown = realloc(src->mimes, sizeof *grown * (size_t)(src->mime_count + 1));
    if (!grown) { wl_client_post_no_memory(cl); return; }
    src->mimes = grown;
    src->mimes[src->mime_count++] = strdup(mime);
}

static void source_destroyed(struct wl_resource *r) { selection_source_destroyed(wl_resource_get_user_data(r)); }

static void device_set_selection(struct wl_client *cl, struct wl_resource *r, struct wl_resource *source, uint32_t serial) {
    (void)cl;
    COUNT(r);
    struct selection_state *s = wl_resource_get_user_data(r);
    selection_set_client_source(s, source ? wl_resource_get_user_data(source) : NULL, serial);
}

static void device_destroyed(struct wl_resource *r) {
    struct selection_state *s = wl_resource_get_user_data(r);
    res_remove(&s->devices, r);
}

static struct wl_resource *make_source(struct wl_client *cl, struct wl_resource *manager, const struct wl_interface *interface,
                                       const void *implementation, uint32_t id, struct selection_state *s) {
    struct wl_resource *r = wl_resource_create(cl, interface, wl_resource_get_version(manager), id);
    struct source_record *src = calloc(1, sizeof *src);
    if (!r || !src) { free(src); if (r) wl_resource_destroy(r); wl_client_post_no_memory(cl); return NULL; }
    src->s = s;
    src->resource = r;
    wl_resource_set_implementation(r, implementation, src, source_destroyed);
    return r;
}

static void make_device(struct wl_client *cl, struct wl_resource *manager, const struct wl_interface *interface,
                        const void *implementation, uint32_t id, struct selection_state *s) {
    struct wl_resource *r = wl_resource_create(cl, interface, wl_resource_get_version(manager), id);
    if (!r) { wl_client_post_no_memory(cl); return; }
    wl_resource_set_implementation(r, implementation, s, device_destroyed);
    res_add(&s->devices, r);
    // A new device learns the current selection (a compositor sends it at
    // keyboard focus; this one to every device).
    selection_announce(s, r);
}

// MARK: wl_data_device_manager

static void data_offer_accept(struct wl_client *cl, struct wl_resource *r, uint32_t serial, const char *mime) {
    (void)cl; (void)serial; (void)mime; COUNT(r);
}
static void data_offer_finish(struct wl_client *cl, struct wl_resource *r) { (void)cl; COUNT(r); }
static void data_offer_set_actions(struct wl_client *cl, struct wl_resource *r, uint32_t actions, uint32_t preferred) {
    (void)cl; (void)actions; (void)preferred; COUNT(r);
}
static const struct wl_data_offer_interface data_offer_impl = {
    .accept = data_offer_accept, .receive = offer_receive, .destroy = destroy_request,
    .finish = data_offer_finish, .set_actions = data_offer_set_actions,
};

static void data_source_set_actions(struct wl_client *cl, struct wl_resource *r, uint32_t actions) {
    (void)cl; (void)actions; COUNT(r);
}
static const struct wl_data_source_interface data_source_impl = {
    .offer = source_offer, .destroy = destroy_request, .set_actions = data_source_set_actions,
};

static void data_device_start_drag(struct wl_client *cl, struct wl_resource *r, struct wl_resource *source,
                                   struct wl_resource *origin, struct wl_resource *icon, uint32_t serial) {
    (void)cl; (void)source; (void)origin; (void)icon; (void)serial; COUNT(r);
}
static const struct wl_data_device_interface data_device_impl = {
    .start_drag = data_device_start_drag, .set_selection = device_set_selection, .release = destroy_request,
};

static void create_data_source(struct wl_client *cl, struct wl_resource *r, uint32_t id) {
    COUNT(r);
    struct wtc_compositor *c = wl_resource_get_user_data(r);
    make_source(cl, r, &wl_data_source_interface, &data_source_impl, id, &c->selections[WTC_SELECTION_CLIPBOARD]);
}
static void get_data_device(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *seat) {
    (void)seat;
    COUNT(r);
    struct wtc_compositor *c = wl_resource_get_user_data(r);
    make_device(cl, r, &wl_data_device_interface, &data_device_impl, id, &c->selections[WTC_SELECTION_CLIPBOARD]);
}
static const struct wl_data_device_manager_interface data_device_manager_impl = {
    .create_data_source = create_data_source, .get_data_device = get_data_device,
};
void bind_data_device_manager(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(cl, &wl_data_device_manager_interface, (int)version, id);
    if (!r) { wl_client_post_no_memory(cl); return; }
    wl_resource_set_implementation(r, &data_device_manager_impl, data, NULL);
}

static void send_data_offer(struct wl_resource *device, struct wl_resource *offer) { wl_data_device_send_data_offer(device, offer); }
static void send_data_selection(struct wl_resource *device, struct wl_resource *offer) { wl_data_device_send_selection(device, offer); }
static void send_data_mime(struct wl_resource *offer, const char *mime) { wl_data_offer_send_offer(offer, mime); }
static void send_data_send(struct wl_resource *source, const char *mime, int32_t fd) { wl_data_source_send_send(source, mime, fd); }
static void send_data_cancelled(struct wl_resource *source) { wl_data_source_send_cancelled(source); }
const struct selection_kind clipboard_kind = {
    .offer_interface = &wl_data_offer_interface, .offer_implementation = &data_offer_impl,
    .send_data_offer = send_data_offer, .send_selection = send_data_selection, .send_offer_mime = send_data_mime,
    .send_source_send = send_data_send, .send_source_cancelled = send_data_cancelled,
};

// MARK: zwp_primary_selection_device_manager_v1

static const struct zwp_primary_selection_offer_v1_interface primary_offer_impl = {
    .receive = offer_receive, .destroy = destroy_request,
};
static const struct zwp_primary_selection_source_v1_interface primary_source_impl = {
    .offer = source_offer, .destroy = destroy_request,
};
static const struct zwp_primary_selection_device_v1_interface primary_device_impl = {
    .set_selection = device_set_selection, .destroy = destroy_request,
};

static void create_primary_source(struct wl_client *cl, struct wl_resource *r, uint32_t id) {
    COUNT(r);
    struct wtc_compositor *c = wl_resource_get_user_data(r);
    make_source(cl, r, &zwp_primary_selection_source_v1_interface, &primary_source_impl, id,
                &c->selections[WTC_SELECTION_PRIMARY]);
}
static void get_primary_device(struct wl_client *cl, struct wl_resource *r, uint32_t id, struct wl_resource *seat) {
    (void)seat;
    COUNT(r);
    struct wtc_compositor *c = wl_resource_get_user_data(r);
    make_device(cl, r, &zwp_primary_selection_device_v1_interface, &primary_device_impl, id,
                &c->selections[WTC_SELECTION_PRIMARY]);
}
static const struct zwp_primary_selection_device_manager_v1_interface primary_manager_impl = {
    .create_source = create_primary_source, .get_device = get_primary_device, .destroy = destroy_request,
};
void bind_primary_selection(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(cl, &zwp_primary_selection_device_manager_v1_interface, (int)version, id);
    if (!r) { wl_client_post_no_memory(cl); return; }
    wl_resource_set_implementation(r, &primary_manager_impl, data, NULL);
}

static void send_primary_offer(struct wl_resource *device, struct wl_resource *offer) {
    zwp_primary_selection_device_v1_send_data_offer(device, offer);
}
static void send_primary_selection(struct wl_resource *device, struct wl_resource *offer) {
    zwp_primary_selection_device_v1_send_selection(device, offer);
}
static void send_primary_mime(struct wl_resource *offer, const char *mime) { zwp_primary_selection_offer_v1_send_offer(offer, mime); }
static void send_primary_send(struct wl_resource *source, const char *mime, int32_t fd) {
    zwp_primary_selection_source_v1_send_send(source, mime, fd);
}
static void send_primary_cancelled(struct wl_resource *source) { zwp_primary_selection_source_v1_send_cancelled(source); }
const struct selection_kind primary_kind = {
    .offer_interface = &zwp_primary_selection_offer_v1_interface, .offer_implementation = &primary_offer_impl,
    .send_data_offer = send_primary_offer, .send_selection = send_primary_selection, .send_offer_mime = send_primary_mime,
    .send_source_send = send_primary_send, .send_source_cancelled = send_primary_cancelled,
};
