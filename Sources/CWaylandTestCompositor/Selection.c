// The test compositor: the clipboard and the primary selection (K6), shared by
// both protocols (SelectionProtocols.c has their request tables): what the
// selection is, offers to the client's devices, and the pipes of transfers.
// See include/WaylandTestCompositor.h.
//
// Pipes are served from the compositor's event loop without blocking, like
// the client's: `wtc_dispatch` writes or reads what the pipe takes.
#define _GNU_SOURCE
#include "Compositor.h"

#include <signal.h>

extern const struct selection_kind clipboard_kind, primary_kind;

static struct selection_state *selection(wtc_compositor *c, enum wtc_selection which) {
    return &c->selections[which == WTC_SELECTION_PRIMARY ? 1 : 0];
}

static void free_mimes(char **mimes, int count) {
    for (int i = 0; i < count; i++) free(mimes[i]);
    free(mimes);
}

// MARK: offers

static void offer_destroyed(struct wl_resource *r) {
    struct offer_record *o = wl_resource_get_user_data(r);
    if (!o) return;
    o->s->live_offers--;
    if (o->s->previous_offer == r) o->s->previous_offer = NULL;
    if (o->s->current_offer == r) o->s->current_offer = NULL;
    free(o);
}

/// Makes an offer on `device` (data_offer, then one offer event a type).
static struct wl_resource *make_offer(struct selection_state *s, struct wl_resource *device, char **mimes, int count) {
    struct wl_client *cl = wl_resource_get_client(device);
    struct wl_resource *r = wl_resource_create(cl, s->kind->offer_interface, wl_resource_get_version(device), 0);
    struct offer_record *o = calloc(1, sizeof *o);
    if (!r || !o) { free(o); if (r) wl_resource_destroy(r); wl_client_post_no_memory(cl); return NULL; }
    o->s = s;
    o->generation = s->generation;
    wl_resource_set_implementation(r, s->kind->offer_implementation, o, offer_destroyed);
    s->live_offers++;
    s->kind->send_data_offer(device, r);
    for (int i = 0; i < count; i++) s->kind->send_offer_mime(r, mimes[i]);
    return r;
}

/// Tells `device` what the selection is now.
void selection_announce(struct selection_state *s, struct wl_resource *device) {
    char **mimes = s->own ? s->own_mimes : s->client_source ? s->client_source->mimes : NULL;
    int count = s->own ? s->own_mime_count : s->client_source ? s->client_source->mime_count : 0;
    struct wl_resource *offer = (s->own || s->client_source) ? make_offer(s, device, mimes, count) : NULL;
    s->kind->send_selection(device, offer);
    if (offer) { s->previous_offer = s->current_offer; s->current_offer = offer; }
}

static void announce_all(struct selection_state *s) {
    for (int i = 0; i < s->devices.count; i++) selection_announce(s, s->devices.items[i]);
    wl_display_flush_clients(s->c->display);
}

/// The selection is about to change: the client's source, if it was the
/// selection, is cancelled, and the compositor's own content dropped.
static void replace_selection(struct selection_state *s) {
    if (s->client_source) s->kind->send_source_cancelled(s->client_source->resource);
    s->client_source = NULL;
    free_mimes(s->own_mimes, s->own_mime_count);
    free(s->own_bytes);
    s->own_mimes = NULL;
    s->own_mime_count = 0;
    s->own_bytes = NULL;
    s->own = false;
    s->generation++;
}

// MARK: the client's sources

void selection_set_client_source(struct selection_state *s, struct source_record *source, uint32_t serial) {
    s->sets++;
    s->set_serial = serial;
    if (source && source == s->client_source) return;
    replace_selection(s);
    s->client_source = source;
    announce_all(s);
}

void selection_source_destroyed(struct source_record *source) {
    struct selection_state *s = source->s;
    if (s->client_source == source) {
        // The selection's source went: there is no selection any more.
        s->client_source = NULL;
        replace_selection(s);
        announce_all(s);
    }
    free_mimes(source->mimes, source->mime_count);
    free(source);
}

// MARK: writing the compositor's own content

static void transfer_end(struct transfer *t) {
    if (t->event) wl_event_source_remove(t->event);
    if (t->fd >= 0) close(t->fd);
    free(t->bytes);
    memset(t, 0, sizeof *t);
    t->fd = -1;
}

static int transfer_ready(int fd, uint32_t mask, void *data) {
    (void)fd;
    struct transfer *t = data;
    if (mask & (WL_EVENT_ERROR | WL_EVENT_HANGUP)) {
        t->s->readers_gone++;
        transfer_end(t);
        return 0;
    }
    if (t->silent) return 0;
    static char filler[64 << 10];
    if (!filler[0]) memset(filler, 'x', sizeof filler);
    for (;;) {
        const void *from;
        size_t want;
        if (t->bytes || t->size) {
            from = t->bytes + t->offset;
            want = t->size - t->offset;
        } else {
            from = filler;
            want = t->generate < sizeof filler ? (size_t)t->generate : sizeof filler;
        }
        if (want == 0) { transfer_end(t); return 0; }
        ssize_t n = write(t->fd, from, want);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && errno == EAGAIN) return 0;
        if (n <= 0) {
            // EPIPE: the client closed its end first.
            t->s->readers_gone++;
            transfer_end(t);
            return 0;
        }
        t->s->bytes_written += (uint64_t)n;
        if (t->bytes || t->size) t->offset += (size_t)n; else t->generate -= (uint64_t)n;
    }
}

void selection_receive(struct selection_state *s, uint32_t generation, const char *mime, int32_t fd) {
    s->receives++;
    snprintf(s->last_receive_mime, sizeof s->last_receive_mime, "%s", mime);
    if (generation != s->generation) {
        // An offer of a selection that is gone: nothing to send.
        s->stale_receives++;
        close(fd);
        return;
    }
    if (s->client_source) {
        // The client reads its own selection: its source writes.
        s->kind->send_source_send(s->client_source->resource, mime, fd);
        close(fd);
        return;
    }
    struct transfer *t = NULL;
    for (int i = 0; i < MAX_TRANSFERS && !t; i++)
        if (s->transfers[i].fd < 0) t = &s->transfers[i];
    if (!s->own || !t) { close(fd); return; }
    t->s = s;
    t->fd = fd;
    t->silent = s->own_behaviour == WTC_SELECTION_SILENT;
    if (s->own_behaviour == WTC_SELECTION_GENERATE) {
        t->generate = s->own_size;
    } else if (s->own_size) {
        t->bytes = malloc(s->own_size);
        if (t->bytes) memcpy(t->bytes, s->own_bytes, s->own_size);
        t->size = t->bytes ? s->own_size : 0;
    }
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
    // A silent transfer waits for nothing but the reader's end going away
    // (errors are reported whatever the mask).
    t->event = wl_event_loop_add_fd(s->c->loop, fd, t->silent ? 0 : WL_EVENT_WRITABLE, transfer_ready, t);
}

// MARK: reading the client's source back

static void read_end(struct selection_state *s) {
    if (s->read_event) wl_event_source_remove(s->read_event);
    if (s->read_fd >= 0) close(s->read_fd);
    s->read_event = NULL;
    s->read_fd = -1;
}

static int read_ready(int fd, uint32_t mask, void *data) {
    (void)mask;
    struct selection_state *s = data;
    for (;;) {
        if (s->read_capacity - s->read_size < 4096) {
            size_t capacity = s->read_capacity ? s->read_capacity * 2 : 65536;
            uint8_t *grown = realloc(s->read_bytes, capacity);
            if (!grown) { read_end(s); s->read_done = true; return 0; }
            s->read_bytes = grown;
            s->read_capacity = capacity;
        }
        ssize_t n = read(fd, s->read_bytes + s->read_size, s->read_capacity - s->read_size);
        if (n > 0) { s->read_size += (size_t)n; continue; }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && errno == EAGAIN) return 0;
        read_end(s);
        s->read_done = true;
        return 0;
    }
}

// MARK: lifecycle

void selections_init(struct wtc_compositor *c) {
    // The compositor writes into pipes whose readers may close early; EPIPE
    // is handled, the signal would end the test process.
    signal(SIGPIPE, SIG_IGN);
    for (int i = 0; i < 2; i++) {
        struct selection_state *s = &c->selections[i];
        s->kind = i ? &primary_kind : &clipboard_kind;
        s->c = c;
        s->read_fd = -1;
        for (int t = 0; t < MAX_TRANSFERS; t++) s->transfers[t].fd = -1;
    }
}

void selections_finish(struct wtc_compositor *c) {
    for (int i = 0; i < 2; i++) {
        struct selection_state *s = &c->selections[i];
        for (int t = 0; t < MAX_TRANSFERS; t++) if (s->transfers[t].fd >= 0) transfer_end(&s->transfers[t]);
        read_end(s);
        free(s->read_bytes);
        free_mimes(s->own_mimes, s->own_mime_count);
        free(s->own_bytes);
    }
}

// MARK: test API

void wtc_set_selection(wtc_compositor *c, enum wtc_selection which, const char *mime_types, const uint8_t *bytes,
                       uint64_t size, enum wtc_selection_behaviour behaviour) {
    struct selection_state *s = selection(c, which);
    replace_selection(s);
    s->own = true;
    s->own_behaviour = behaviour;
    s->own_size = (size_t)size;
    if (behaviour == WTC_SELECTION_SEND && size) {
        s->own_bytes = malloc((size_t)size);
        if (s->own_bytes) memcpy(s->own_bytes, bytes, (size_t)size); else s->own_size = 0;
    }
    for (const char *p = mime_types; p && *p;) {
        const char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char **grown = realloc(s->own_mimes, sizeof *grown * (size_t)(s->own_mime_count + 1));
        if (!grown) break;
        s->own_mimes = grown;
        s->own_mimes[s->own_mime_count++] = strndup(p, len);
        p = end ? end + 1 : p + len;
    }
    announce_all(s);
}

void wtc_clear_selection(wtc_compositor *c, enum wtc_selection which) {
    struct selection_state *s = selection(c, which);
    replace_selection(s);
    announce_all(s);
}

void wtc_send_unused_offers(wtc_compositor *c, enum wtc_selection which, int count) {
    struct selection_state *s = selection(c, which);
    char *mime = "text/plain";
    for (int n = 0; n < count; n++)
        for (int i = 0; i < s->devices.count; i++) make_offer(s, s->devices.items[i], &mime, 1);
    wl_display_flush_clients(c->display);
}

bool wtc_reannounce_previous_offer(wtc_compositor *c, enum wtc_selection which) {
    struct selection_state *s = selection(c, which);
    if (!s->previous_offer || s->devices.count == 0) return false;
    s->kind->send_selection(s->devices.items[0], s->previous_offer);
    wl_display_flush_clients(c->display);
    return true;
}

int wtc_live_offers(wtc_compositor *c, enum wtc_selection which) { return selection(c, which)->live_offers; }
int wtc_selection_sets(wtc_compositor *c, enum wtc_selection which) { return selection(c, which)->sets; }
uint32_t wtc_selection_serial(wtc_compositor *c, enum wtc_selection which) { return selection(c, which)->set_serial; }
bool wtc_selection_is_client(wtc_compositor *c, enum wtc_selection which) {
    return selection(c, which)->client_source != NULL;
}

const char *wtc_selection_client_mime_types(wtc_compositor *c, enum wtc_selection which) {
    struct selection_state *s = selection(c, which);
    s->client_mimes_text[0] = 0;
    if (!s->client_source) return s->client_mimes_text;
    size_t used = 0;
    for (int i = 0; i < s->client_source->mime_count && used < sizeof s->client_mimes_text; i++)
        used += (size_t)snprintf(s->client_mimes_text + used, sizeof s->client_mimes_text - used, "%s%s",
                                 i ? "\n" : "", s->client_source->mimes[i]);
    return s->client_mimes_text;
}

bool wtc_read_client_selection(wtc_compositor *c, enum wtc_selection which, const char *mime) {
    struct selection_state *s = selection(c, which);
    if (!s->client_source) return false;
    read_end(s);
    s->read_size = 0;
    s->read_done = false;
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) < 0) return false;
    fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK);
    s->kind->send_source_send(s->client_source->resource, mime, fds[1]);
    close(fds[1]);
    s->read_fd = fds[0];
    s->read_event = wl_event_loop_add_fd(c->loop, fds[0], WL_EVENT_READABLE, read_ready, s);
    wl_display_flush_clients(c->display);
    return true;
}

const uint8_t *wtc_client_selection_bytes(wtc_compositor *c, enum wtc_selection which, uint64_t *size, bool *done) {
    struct selection_state *s = selection(c, which);
    *size = s->read_size;
    *done = s->read_done;
    return s->read_bytes;
}

int wtc_selection_receives(wtc_compositor *c, enum wtc_selection which) { return selection(c, which)->receives; }
const char *wtc_selection_last_receive_mime(wtc_compositor *c, enum wtc_selection which) {
    return selection(c, which)->last_receive_mime;
}
uint64_t wtc_selection_bytes_written(wtc_compositor *c, enum wtc_selection which) {
    return selection(c, which)->bytes_written;
}
int wtc_selection_readers_gone(wtc_compositor *c, enum wtc_selection which) { return selection(c, which)->readers_gone; }
int wtc_selection_open_transfers(wtc_compositor *c, enum wtc_selection which) {
    int n = 0;
    for (int i = 0; i < MAX_TRANSFERS; i++) n += selection(c, which)->transfers[i].fd >= 0;
    return n;
}
uint32_t wtc_last_serial(wtc_compositor *c) { return wl_display_get_serial(c->display); }
