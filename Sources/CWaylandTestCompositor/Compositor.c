// The test compositor: creation, dispatch and the helpers its files share.
// See include/WaylandTestCompositor.h.
//
// Simplifications a real compositor would not make, chosen so tests stay exact:
// - Subsurface commits are applied at once (no synchronized-mode caching), and
//   stacking changes take effect at once; the recorder wants every commit.
// - Input goes to the surface the test names; there is no scene graph to pick it.
// - Committed shm buffers are copied at commit, then released at once unless the
//   test asked to hold them (to check the client never reuses a busy buffer).
#define _GNU_SOURCE
#include "Compositor.h"

// MARK: small helpers

void res_add(struct res_list *l, struct wl_resource *r) {
    if (l->count < MAX_RES) l->items[l->count++] = r;
}
void res_remove(struct res_list *l, struct wl_resource *r) {
    for (int i = 0; i < l->count; i++)
        if (l->items[i] == r) { l->items[i] = l->items[--l->count]; return; }
}

void destroy_request(struct wl_client *client, struct wl_resource *r) {
    (void)client;
    COUNT(r);
    wl_resource_destroy(r);
}

struct surface_record *surface_of(struct wl_resource *r) {
    return wl_resource_get_user_data(r);
}

// The compositor of a resource is found through its client's display, so several
// compositors (tests running side by side) never mix. Guarded by the test's
// confinement: each compositor is used from one thread.
#define MAX_COMPOSITORS 64
static struct wtc_compositor *g_compositors[MAX_COMPOSITORS];
struct wtc_compositor *comp_of(struct wl_resource *r) {
    struct wl_display *d = wl_client_get_display(wl_resource_get_client(r));
    for (int i = 0; i < MAX_COMPOSITORS; i++)
        if (g_compositors[i] && g_compositors[i]->display == d) return g_compositors[i];
    return NULL;
}

bool valid_surface(struct wtc_compositor *c, int i) {
    return i >= 0 && i < c->surface_count;
}

struct wl_resource *surface_res(struct wtc_compositor *c, int i) {
    return wtc_surface_alive(c, i) ? c->surfaces[i].resource : NULL;
}

// libwayland's wl_shm implementation (wl_display_init_shm) has no hooks, so
// the requests it handles are counted as they go past; so are the events
// sent (a fuzzed stream's depth, F4).
static void log_request(void *data, enum wl_protocol_logger_type type, const struct wl_protocol_logger_message *m) {
    struct wtc_compositor *c = data;
    if (type == WL_PROTOCOL_LOGGER_EVENT) { c->events_sent++; return; }
    if (type != WL_PROTOCOL_LOGGER_REQUEST) return;
    const char *class = wl_resource_get_class(m->resource);
    if (!strcmp(class, "wl_shm") && !strcmp(m->message->name, "create_pool")) {
        c->shm_pools_created++;
        // create_pool(new_id, fd, int size): what the client mapped, whoever
        // made the pool (WayKit or libdecor's plugin, F1).
        if (m->arguments_count >= 3 && m->arguments[2].i > c->largest_shm_pool) c->largest_shm_pool = m->arguments[2].i;
    } else if (!strcmp(class, "wl_shm_pool") && !strcmp(m->message->name, "resize")) {
        if (m->arguments_count >= 1 && m->arguments[0].i > c->largest_shm_pool) c->largest_shm_pool = m->arguments[0].i;
    }
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
    c->pointer_surface = c->keyboard_surface = c->cursor_surface = c->idle_inhibitor_surface = -1;
    wl_display_init_shm(c->display);
    c->logger = wl_display_add_protocol_logger(c->display, log_request, c);
    wl_global_create(c->display, &wl_compositor_interface, 5, c, bind_compositor);
    if (!(omitted & WTC_GLOBAL_SUBCOMPOSITOR)) wl_global_create(c->display, &wl_subcompositor_interface, 1, c, bind_subcompositor);
    wl_global_create(c->display, &xdg_wm_base_interface, 6, c, bind_wm_base);
    if (!(omitted & WTC_GLOBAL_OUTPUT)) wtc_add_output(c, "WAYKIT-1", 0, 0, 1280, 800, true);
    if (!(omitted & WTC_GLOBAL_SEAT)) c->seat_global = wl_global_create(c->display, &wl_seat_interface, 8, c, bind_seat);
    if (!(omitted & WTC_GLOBAL_XDG_OUTPUT))
        wl_global_create(c->display, &zxdg_output_manager_v1_interface, 3, c, bind_xdg_output_manager);
    if (!(omitted & WTC_GLOBAL_IDLE_NOTIFY))
        wl_global_create(c->display, &ext_idle_notifier_v1_interface, 1, c, bind_idle_notifier);
    if (!(omitted & WTC_GLOBAL_VIEWPORTER)) wl_global_create(c->display, &wp_viewporter_interface, 1, c, bind_viewporter);
    if (!(omitted & WTC_GLOBAL_FRACTIONAL_SCALE))
        wl_global_create(c->display, &wp_fractional_scale_manager_v1_interface, 1, c, bind_fsm);
    c->decoration_mode_answer = ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE;
    if (!(omitted & WTC_GLOBAL_POINTER_GESTURES))
        wl_global_create(c->display, &zwp_pointer_gestures_v1_interface, 3, c, bind_pointer_gestures);
    if (!(omitted & WTC_GLOBAL_DECORATION))
        wl_global_create(c->display, &zxdg_decoration_manager_v1_interface, 1, c, bind_decoration);
    if (!(omitted & WTC_GLOBAL_IDLE_INHIBIT))
        wl_global_create(c->display, &zwp_idle_inhibit_manager_v1_interface, 1, c, bind_idle_inhibit);
    if (!(omitted & WTC_GLOBAL_TEXT_INPUT))
        wl_global_create(c->display, &zwp_text_input_manager_v3_interface, 1, c, bind_text_input);
    if (!(omitted & WTC_GLOBAL_TABLET))
        wl_global_create(c->display, &zwp_tablet_manager_v2_interface, 1, c, bind_tablet);
    if (!(omitted & WTC_GLOBAL_PRESENTATION)) wl_global_create(c->display, &wp_presentation_interface, 1, c, bind_presentation);
    if (!(omitted & WTC_GLOBAL_CURSOR_SHAPE))
        wl_global_create(c->display, &wp_cursor_shape_manager_v1_interface, 1, c, bind_cursor_shape);
    selections_init(c);
    if (!(omitted & WTC_GLOBAL_DATA_DEVICE))
        wl_global_create(c->display, &wl_data_device_manager_interface, 3, c, bind_data_device_manager);
    if (!(omitted & WTC_GLOBAL_PRIMARY_SELECTION))
        wl_global_create(c->display, &zwp_primary_selection_device_manager_v1_interface, 1, c, bind_primary_selection);
    return c;
}

void wtc_destroy(wtc_compositor *c) {
    if (!c) return;
    wl_display_destroy_clients(c->display);
    // Its pipes' event sources go before the event loop does.
    selections_finish(c);
    if (c->logger) wl_protocol_logger_destroy(c->logger);
    wl_display_destroy(c->display);
    text_input_free(c);
    tablet_free(c);
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
    c->xdg_surface_count = 0;
    c->popup_count = 0;
}

void wtc_post_protocol_error(wtc_compositor *c, uint32_t code, const char *message) {
    if (c->wm_bases.count > 0) wl_resource_post_error(c->wm_bases.items[0], code, "%s", message);
    wl_display_flush_clients(c->display);
}

int wtc_client_count(wtc_compositor *c) {
    struct wl_list *list = wl_display_get_client_list(c->display);
    return wl_list_length(list);
}
