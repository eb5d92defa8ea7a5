// Internal to the test compositor: the records it keeps and the helpers its
// files share. Not a public header (see include/WaylandTestCompositor.h).
#ifndef WTC_COMPOSITOR_H
#define WTC_COMPOSITOR_H
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
#include "protocols/presentation-time-server-protocol.h"
#include "protocols/idle-inhibit-unstable-v1-server-protocol.h"
#include "protocols/xdg-decoration-unstable-v1-server-protocol.h"
#include "protocols/pointer-gestures-unstable-v1-server-protocol.h"
#include "protocols/text-input-unstable-v3-server-protocol.h"
#include "protocols/primary-selection-unstable-v1-server-protocol.h"
#include "protocols/tablet-unstable-v2-server-protocol.h"
#include "protocols/cursor-shape-v1-server-protocol.h"
#include "protocols/xdg-output-unstable-v1-server-protocol.h"
#include "protocols/ext-idle-notify-v1-server-protocol.h"

#define MAX_SURFACES 128
#define MAX_RES 32
#define MAX_DAMAGE 32
#define MAX_TOPLEVELS 16
#define MAX_XDG_SURFACES 128
#define MAX_POPUPS 64
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
    /// wl_surface.set_buffer_transform, pending and committed.
    int32_t pending_transform, transform;
    int32_t pending_damage[MAX_DAMAGE * 4];
    int pending_damage_count;
    /// Damage this commit that the list can't say (surface coordinates, or
    /// more rectangles than it holds): the whole buffer is copied.
    bool pending_damage_whole;
    int32_t damage[MAX_DAMAGE * 4];
    int damage_count;
    uint32_t commits;
    /// The largest logical size (viewport destination, else buffer / scale)
    /// ever committed, for P7 checks over every commit.
    int32_t max_logical_w, max_logical_h;
    uint32_t *pixels;
    int32_t width, height, stride;
    struct wl_resource *viewport;
    int32_t vp_w, vp_h;
    /// wp_viewport.set_source (surface-local; width < 0: none).
    double vp_sx, vp_sy, vp_sw, vp_sh;
    struct wl_resource *fractional;
    struct wl_resource *subsurface;
    // With hold_shown_buffer: the buffer this surface shows, held until the
    // surface commits another.
    struct wl_resource *shown;
};

struct toplevel_record {
    struct wl_resource *xdg_surface;
    struct wl_resource *xdg_toplevel;
    int surface;
    char title[256];
    char app_id[256];
    int32_t min_w, min_h;
    bool fullscreen, maximized;
    /// Whether the last set_fullscreen named an output, and which (-1: none).
    bool fullscreen_output;
    int fullscreen_output_index;
    /// set_fullscreen requests so far.
    int fullscreen_requests;
    /// The toplevel's decoration object and the mode the client last asked
    /// for (0: none asked).
    struct wl_resource *decoration;
    uint32_t decoration_mode_requested;
    uint32_t last_acked;
    /// `move`, `resize` and `set_minimized` requests so far, and the last
    /// move's and resize's serial and edge.
    int moves, resizes, minimizes;
    uint32_t move_serial, resize_serial, resize_edge;
};

/// An xdg_surface: its surface, its role object's record and its window
/// geometry (Shell.c).
struct xdg_surface_record {
    struct wl_resource *resource;
    int surface;
    struct toplevel_record *toplevel;
    struct popup_record *popup;
    bool has_geometry;
    int32_t geometry[4];
};

/// An xdg_positioner's state, as set so far.
struct positioner_record {
    struct wtc_positioner values;
    bool has_size, has_anchor_rect;
};

/// An xdg_popup: where the client asked to put it and what it did with it.
struct popup_record {
    struct wl_resource *xdg_popup;
    struct xdg_surface_record *xs;
    int surface;
    int parent_surface;
    struct wtc_positioner positioner;
    bool grabbed;
    uint32_t grab_serial;
    uint32_t last_acked;
    bool destroyed;
};

struct res_list {
    struct wl_resource *items[MAX_RES];
    int count;
};

#define MAX_OUTPUTS 8
#define MAX_IDLE_NOTIFICATIONS 16

/// An output global (Outputs.c): its name, place and size in points.
struct output_record {
    struct wtc_compositor *c;
    struct wl_global *global;
    int index;
    char name[32];
    int32_t x, y, width, height;
    /// Whether binding it sends wl_output.done (false: a description cut
    /// off before its end, for the mid-frame unplug).
    bool complete;
    bool removed;
};
struct output_record *output_of(struct wl_resource *r);
int wtc_output_index_of(struct wl_resource *output);

/// An ext_idle_notification_v1 (IdleNotify.c).
struct idle_notification_record {
    struct wl_resource *resource;
    struct wl_resource *seat;
    uint32_t timeout_ms;
    uint64_t created_ms;
    bool idle;
};

// MARK: selections (Selection.c, SelectionProtocols.c)

#define MAX_TRANSFERS 16

/// The protocol of a selection: wl_data_device or zwp_primary_selection_device_v1,
/// which have the same shape (SelectionProtocols.c).
struct selection_kind {
    const struct wl_interface *offer_interface;
    const void *offer_implementation;
    void (*send_data_offer)(struct wl_resource *device, struct wl_resource *offer);
    void (*send_selection)(struct wl_resource *device, struct wl_resource *offer);
    void (*send_offer_mime)(struct wl_resource *offer, const char *mime);
    void (*send_source_send)(struct wl_resource *source, const char *mime, int32_t fd);
    void (*send_source_cancelled)(struct wl_resource *source);
};

/// A client's source: the MIME types it offered.
struct source_record {
    struct selection_state *s;
    struct wl_resource *resource;
    char **mimes;
    int mime_count;
};

/// An offer made to the client: the selection it showed.
struct offer_record {
    struct selection_state *s;
    uint32_t generation;
};

/// A write of the compositor's own selection into a pipe a client gave.
struct transfer {
    struct selection_state *s;
    int fd;
    struct wl_event_source *event;
    uint8_t *bytes;
    size_t size, offset;
    /// Generated content: this many more bytes of 'x' (the 100 MB source).
    uint64_t generate;
    /// Never writes; holds the pipe open (the source that never sends).
    bool silent;
};

/// One selection of the seat (the clipboard or the primary selection).
struct selection_state {
    const struct selection_kind *kind;
    struct wtc_compositor *c;
    struct res_list devices;
    /// The current selection: a client's source, or the compositor's own
    /// content standing for another client (own), or none.
    struct source_record *client_source;
    bool own;
    char **own_mimes;
    int own_mime_count;
    uint8_t *own_bytes;
    size_t own_size;
    enum wtc_selection_behaviour own_behaviour;
    /// Bumped at every change: offers of an older one are stale.
    uint32_t generation;
    /// The offer made at the previous change, while the client keeps it.
    struct wl_resource *previous_offer, *current_offer;
    int live_offers;
    // What the client did.
    int sets;
    uint32_t set_serial;
    char last_receive_mime[256];
    int receives;
    int stale_receives;
    // Writes of the compositor's own content.
    struct transfer transfers[MAX_TRANSFERS];
    int readers_gone;
    uint64_t bytes_written;
    // Reading back the client's source.
    int read_fd;
    struct wl_event_source *read_event;
    uint8_t *read_bytes;
    size_t read_size, read_capacity;
    bool read_done;
    char client_mimes_text[4096];
};

void selections_init(struct wtc_compositor *c);
void selections_finish(struct wtc_compositor *c);
// The selection code's entry points for the protocol bindings (Selection.c).
void selection_set_client_source(struct selection_state *s, struct source_record *source, uint32_t serial);
void selection_source_destroyed(struct source_record *source);
void selection_receive(struct selection_state *s, uint32_t generation, const char *mime, int32_t fd);
void selection_announce(struct selection_state *s, struct wl_resource *device);

struct wtc_compositor {
    struct wl_display *display;
    struct wl_event_loop *loop;
    const char *socket;
    uint64_t requests;
    uint32_t seat_caps;
    int32_t output_scale;
    /// The transform wl_output.geometry sends (any int32, for fault tests).
    int32_t output_transform;

    struct surface_record surfaces[MAX_SURFACES];
    int surface_count;
    struct toplevel_record toplevels[MAX_TOPLEVELS];
    int toplevel_count;
    struct xdg_surface_record xdg_surfaces[MAX_XDG_SURFACES];
    int xdg_surface_count;
    struct popup_record popups[MAX_POPUPS];
    int popup_count;

    struct res_list frame_callbacks, seats, pointers, keyboards, touches, outputs, wm_bases;

    bool hold_buffers;
    bool hold_shown_buffer;
    struct wl_resource *held[MAX_HELD];
    int held_count;
    /// wp_presentation_feedback objects waiting for presented/discarded.
    struct res_list feedbacks;
    uint32_t feedbacks_requested;
    /// Live zwp_idle_inhibitor_v1 objects, and the surface of the last made.
    int idle_inhibitors;
    int idle_inhibitor_surface;
    /// The mode the decoration manager answers with (server side unless a
    /// test says otherwise).
    uint32_t decoration_mode_answer;
    /// Protocol errors the client earned: decoration destroyed after its toplevel.
    int decoration_order_errors;
    /// The client's touchpad pinch and hold gesture objects.
    struct res_list pinches, holds;
    /// Text inputs and what the client committed to them (TextInput.c).
    struct text_input_state *text_input;
    /// The tablet seat, its tablet and tools (Tablet.c).
    struct tablet_state *tablet;
    /// Commits whose buffer size was not a multiple of the buffer scale (a
    /// protocol error for a real compositor).
    int scale_violations;
    /// Commits whose viewport source lay outside the buffer (a real
    /// compositor's out_of_buffer error).
    int viewport_violations;
    int reuse_violations;
    int buffers_seen;
    // wl_shm.create_pool requests: libwayland's own wl_shm handles them, so
    // they are counted by a protocol logger (Compositor.c).
    int shm_pools_created;
    /// The largest size a `wl_shm.create_pool` or `wl_shm_pool.resize` asked for.
    int32_t largest_shm_pool;
    /// Every event sent to a client (the protocol logger's count).
    uint64_t events_sent;
    struct wl_protocol_logger *logger;

    uint32_t last_ping, last_pong;
    int pointer_surface, keyboard_surface;
    int cursor_sets, cursor_surface;
    uint32_t cursor_serial, pointer_enter_serial;
    /// wp_cursor_shape_device_v1: live devices, set_shape requests, and the
    /// last one's shape and serial (CursorShape.c).
    int cursor_shape_devices, cursor_shape_sets;
    uint32_t cursor_shape, cursor_shape_serial;
    int touch_surfaces[16];
    int32_t touch_ids[16];
    /// The serial of the last `wl_touch.down` sent.
    uint32_t touch_down_serial;
    int touch_count;
    /// The output globals (Outputs.c) and the xdg_outputs the client made.
    struct output_record output_records[MAX_OUTPUTS];
    int output_count;
    int xdg_outputs_made;
    struct wl_global *seat_global;
    /// ext_idle_notify_v1 (IdleNotify.c): the notifications, the virtual
    /// clock in milliseconds and the last injected input on it.
    struct idle_notification_record idle_notifications[MAX_IDLE_NOTIFICATIONS];
    int idle_notification_count;
    uint64_t idle_now_ms, idle_last_input_ms;
    /// The clipboard and the primary selection (WTC_SELECTION_CLIPBOARD, _PRIMARY).
    struct selection_state selections[2];
};

// Shared helpers (Compositor.c).
void res_add(struct res_list *l, struct wl_resource *r);
void res_remove(struct res_list *l, struct wl_resource *r);
struct wtc_compositor *comp_of(struct wl_resource *r);
void destroy_request(struct wl_client *client, struct wl_resource *r);
struct surface_record *surface_of(struct wl_resource *r);
bool valid_surface(struct wtc_compositor *c, int i);
struct wl_resource *surface_res(struct wtc_compositor *c, int i);

// Every request handler calls this first, so a test can wait for quiet.
#define COUNT(resource) (comp_of(resource)->requests++)

// Devices of the client that owns `surface` (or every device when NULL).
#define FOR_DEVICES(list, surface, r) \
    for (int _i = 0; _i < (list).count; _i++) \
        for (struct wl_resource *r = (list).items[_i]; r && (!(surface) || wl_resource_get_client(r) == wl_resource_get_client(surface)); r = NULL)

// Global binders, one per file.
void bind_compositor(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
void bind_subcompositor(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
void bind_output(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
void bind_wm_base(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
void bind_viewporter(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
void bind_fsm(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
void bind_presentation(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
void bind_idle_inhibit(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
void bind_decoration(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
void bind_pointer_gestures(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
void bind_text_input(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
void text_input_free(struct wtc_compositor *c);
void bind_tablet(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
void tablet_free(struct wtc_compositor *c);
void bind_seat(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
void bind_data_device_manager(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
void bind_primary_selection(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
void bind_cursor_shape(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
void bind_xdg_output_manager(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
void bind_idle_notifier(struct wl_client *cl, void *data, uint32_t version, uint32_t id);
/// Injected input: idle notifications resume and count again (IdleNotify.c).
void idle_note_input(struct wtc_compositor *c);
#endif
