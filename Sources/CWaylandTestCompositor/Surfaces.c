// The test compositor: wl_compositor, wl_surface, wl_region, wl_subcompositor,
// frame callbacks, shm buffers and what the client committed.
// See include/WaylandTestCompositor.h.
#define _GNU_SOURCE
#include "Compositor.h"

// MARK: wl_callback / frame

static void callback_destroyed(struct wl_resource *r) {
    res_remove(&comp_of(r)->frame_callbacks, r);
}

// MARK: wl_buffer bookkeeping

static bool is_held(struct wtc_compositor *c, struct wl_resource *b) {
    for (int i = 0; i < c->held_count; i++) if (c->held[i] == b) return true;
    return false;
}
// Every entry: a buffer committed twice while held is listed twice.
static void unhold(struct wtc_compositor *c, struct wl_resource *b) {
    for (int i = 0; i < c->held_count;)
        if (c->held[i] == b) c->held[i] = c->held[--c->held_count]; else i++;
}
// One per buffer the client attached, freed with the buffer: a held buffer
// the client destroys must leave `held`, or a later release would be sent on
// freed memory (the fuzzer found this once a run had attached more buffers
// than a fixed table of listeners held).
struct buffer_watch {
    struct wl_listener listener;
    struct wtc_compositor *c;
};
static void buffer_destroyed(struct wl_listener *l, void *data) {
    struct buffer_watch *w = wl_container_of(l, w, listener);
    struct wtc_compositor *c = w->c;
    unhold(c, data);
    for (int i = 0; i < c->surface_count; i++)
        if (c->surfaces[i].shown == data) c->surfaces[i].shown = NULL;
    wl_list_remove(&l->link);
    free(w);
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
        struct buffer_watch *w = calloc(1, sizeof *w);
        if (w) {
            w->c = c;
            w->listener.notify = buffer_destroyed;
            wl_resource_add_destroy_listener(buffer, &w->listener);
        }
    }
    s->pending_buffer = buffer;
    s->pending_buffer_set = true;
}
static void surface_damage(struct wl_client *cl, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)cl; (void)x; (void)y; (void)w; (void)h;
    COUNT(r);
    surface_of(r)->pending_damage_whole = true;
}
static void surface_damage_buffer(struct wl_client *cl, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)cl;
    COUNT(r);
    struct surface_record *s = surface_of(r);
    if (s->pending_damage_count < MAX_DAMAGE) {
        int32_t *d = &s->pending_damage[s->pending_damage_count++ * 4];
        d[0] = x; d[1] = y; d[2] = w; d[3] = h;
    } else {
        s->pending_damage_whole = true;
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
    s->transform = s->pending_transform;
    memcpy(s->damage, s->pending_damage, sizeof s->damage);
    s->damage_count = s->pending_damage_count;
    s->pending_damage_count = 0;
    bool damage_whole = s->pending_damage_whole || s->damage_count == 0;
    s->pending_damage_whole = false;
    if (s->pending_buffer_set) {
        struct wl_resource *b = s->pending_buffer;
        s->pending_buffer_set = false;
        s->pending_buffer = NULL;
        // The copy of a surface whose buffers keep their size reuses its
        // memory: a fresh block for each commit made the first commits of a
        // run fault in a thousand pages each for a 1280x800 window (3 ms of
        // the benchmarks' first touch), a cost a compositor that reads the
        // client's buffer in place never has.
        uint32_t *old = s->pixels;
        size_t old_size = old ? (size_t)s->stride * (size_t)s->height : 0;
        int32_t old_stride = s->stride, old_height = s->height;
        bool reused = false;
        s->pixels = NULL;
        s->width = s->height = s->stride = 0;
        struct wl_shm_buffer *shm = b ? wl_shm_buffer_get(b) : NULL;
        if (shm) {
            size_t size = (size_t)wl_shm_buffer_get_stride(shm) * (size_t)wl_shm_buffer_get_height(shm);
            if (old && size == old_size && wl_shm_buffer_get_stride(shm) == old_stride
                && wl_shm_buffer_get_height(shm) == old_height) {
                s->pixels = old;
                old = NULL;
                reused = true;
            } else {
                s->pixels = malloc(size);
            }
        }
        free(old);
        if (shm && s->pixels) {
            s->width = wl_shm_buffer_get_width(shm);
            s->height = wl_shm_buffer_get_height(shm);
            s->stride = wl_shm_buffer_get_stride(shm);
            wl_shm_buffer_begin_access(shm);
            const uint8_t *src = wl_shm_buffer_get_data(shm);
            if (reused && !damage_whole) {
                // Only the damage, as a compositor uploads or composites
                // only what changed: the rest of the copy already shows the
                // previous frame, which is what a client's damage is
                // relative to (so pixel checks also check the damage). A
                // full copy of a 1280x800 window took 0.5 ms of every
                // benchmark figure.
                for (int k = 0; k < s->damage_count; k++) {
                    const int32_t *d = &s->damage[k * 4];
                    int64_t x0 = d[0] < 0 ? 0 : d[0], y0 = d[1] < 0 ? 0 : d[1];
                    int64_t x1 = (int64_t)d[0] + d[2], y1 = (int64_t)d[1] + d[3];
                    if (x1 > s->width) x1 = s->width;
                    if (y1 > s->height) y1 = s->height;
                    if (x1 <= x0 || y1 <= y0) continue;
                    for (int64_t y = y0; y < y1; y++) {
                        size_t off = (size_t)y * (size_t)s->stride + (size_t)x0 * 4;
                        memcpy((uint8_t *)s->pixels + off, src + off, (size_t)(x1 - x0) * 4);
                    }
                }
            } else {
                memcpy(s->pixels, src, (size_t)s->stride * (size_t)s->height);
            }
            wl_shm_buffer_end_access(shm);
            int32_t sc = s->scale > 0 ? s->scale : 1;
            if (s->width % sc != 0 || s->height % sc != 0) c->scale_violations++;
            if (s->vp_sw > 0 && (s->vp_sx + s->vp_sw > (double)s->width / sc || s->vp_sy + s->vp_sh > (double)s->height / sc))
                c->viewport_violations++;
            // A quarter-turned buffer is the surface's height wide.
            bool swapped = s->transform % 2 == 1;
            int32_t lw = s->vp_w > 0 ? s->vp_w : (swapped ? s->height : s->width) / sc;
            int32_t lh = s->vp_h > 0 ? s->vp_h : (swapped ? s->width : s->height) / sc;
            if (lw > s->max_logical_w) s->max_logical_w = lw;
            if (lh > s->max_logical_h) s->max_logical_h = lh;
        }
        if (b) {
            if (c->hold_shown_buffer) {
                // Weston's pixman renderer: the buffer a surface shows goes
                // back when that surface commits the next one.
                if (s->shown && s->shown != b) {
                    unhold(c, s->shown);
                    wl_buffer_send_release(s->shown);
                }
                s->shown = b;
                if (!is_held(c, b) && c->held_count < MAX_HELD) c->held[c->held_count++] = b;
            } else if (c->hold_buffers && is_held(c, b)) {
                // Reused while held (counted at attach): still held once.
            } else if (c->hold_buffers && c->held_count < MAX_HELD) c->held[c->held_count++] = b;
            else wl_buffer_send_release(b);
        }
    }
}
static void surface_set_transform(struct wl_client *cl, struct wl_resource *r, int32_t t) {
    (void)cl;
    COUNT(r);
    if (t < WL_OUTPUT_TRANSFORM_NORMAL || t > WL_OUTPUT_TRANSFORM_FLIPPED_270) {
        wl_resource_post_error(r, WL_SURFACE_ERROR_INVALID_TRANSFORM, "buffer transform %d is not a wl_output.transform", t);
        return;
    }
    surface_of(r)->pending_transform = t;
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
    s->vp_sw = s->vp_sh = -1;
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
void bind_compositor(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
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
void bind_subcompositor(struct wl_client *cl, void *data, uint32_t version, uint32_t id) {
    struct wl_resource *r = wl_resource_create(cl, &wl_subcompositor_interface, (int)version, id);
    wl_resource_set_implementation(r, &subcompositor_impl, data, NULL);
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
void wtc_surface_max_logical_size(wtc_compositor *c, int i, int32_t *w, int32_t *h) {
    *w = *h = 0;
    if (valid_surface(c, i)) { *w = c->surfaces[i].max_logical_w; *h = c->surfaces[i].max_logical_h; }
}
int wtc_scale_violations(wtc_compositor *c) { return c->scale_violations; }
int wtc_viewport_violations(wtc_compositor *c) { return c->viewport_violations; }
void wtc_surface_viewport_source(wtc_compositor *c, int i, double *out) {
    out[0] = out[1] = 0; out[2] = out[3] = -1;
    if (!valid_surface(c, i)) return;
    out[0] = c->surfaces[i].vp_sx; out[1] = c->surfaces[i].vp_sy;
    out[2] = c->surfaces[i].vp_sw; out[3] = c->surfaces[i].vp_sh;
}
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
int32_t wtc_surface_buffer_transform(wtc_compositor *c, int i) { return valid_surface(c, i) ? c->surfaces[i].transform : 0; }
// Where the surface's (upright) pixel (x, y) is in a buffer committed with
// `transform`: the inverse of the transform, as wlroots and Weston map
// surface to buffer coordinates (90 turns the picture counter-clockwise).
// w and h are the upright picture's size.
static void upright_to_buffer(int32_t transform, int32_t w, int32_t h, int32_t x, int32_t y, int32_t *bx, int32_t *by) {
    switch (transform) {
    case WL_OUTPUT_TRANSFORM_90: *bx = y; *by = w - 1 - x; break;
    case WL_OUTPUT_TRANSFORM_180: *bx = w - 1 - x; *by = h - 1 - y; break;
    case WL_OUTPUT_TRANSFORM_270: *bx = h - 1 - y; *by = x; break;
    case WL_OUTPUT_TRANSFORM_FLIPPED: *bx = w - 1 - x; *by = y; break;
    case WL_OUTPUT_TRANSFORM_FLIPPED_90: *bx = y; *by = x; break;
    case WL_OUTPUT_TRANSFORM_FLIPPED_180: *bx = x; *by = h - 1 - y; break;
    case WL_OUTPUT_TRANSFORM_FLIPPED_270: *bx = h - 1 - y; *by = w - 1 - x; break;
    default: *bx = x; *by = y; break;
    }
}
uint32_t wtc_surface_upright_pixel(wtc_compositor *c, int i, int32_t x, int32_t y) {
    if (!valid_surface(c, i)) return 0;
    struct surface_record *s = &c->surfaces[i];
    bool swapped = s->transform % 2 == 1;
    int32_t w = swapped ? s->height : s->width, h = swapped ? s->width : s->height;
    if (x < 0 || y < 0 || x >= w || y >= h) return 0;
    int32_t bx, by;
    upright_to_buffer(s->transform, w, h, x, y, &bx, &by);
    return wtc_surface_pixel(c, i, bx, by);
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
void wtc_set_hold_shown_buffer(wtc_compositor *c, bool hold) { c->hold_shown_buffer = hold; }
void wtc_release_buffers(wtc_compositor *c) {
    for (int i = 0; i < c->held_count; i++) wl_buffer_send_release(c->held[i]);
    c->held_count = 0;
    for (int i = 0; i < c->surface_count; i++) c->surfaces[i].shown = NULL;
    wl_display_flush_clients(c->display);
}
int wtc_buffer_reuse_violations(wtc_compositor *c) { return c->reuse_violations; }
int wtc_buffers_created(wtc_compositor *c) { return c->buffers_seen; }
int wtc_shm_pools_created(wtc_compositor *c) { return c->shm_pools_created; }
int32_t wtc_shm_largest_pool(wtc_compositor *c) { return c->largest_shm_pool; }
uint64_t wtc_events_sent(wtc_compositor *c) { return c->events_sent; }
