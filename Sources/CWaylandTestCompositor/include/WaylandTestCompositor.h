// An in-process Wayland compositor for tests, built on libwayland-server.
//
// It serves every global the WayKit client uses on a private socket, injects
// touch, pointer and keyboard input, and records what the client asked for
// (surfaces, subsurface order, configure acks, damage, viewport destinations and
// the pixels of committed shm buffers).
//
// It never blocks and never starts a thread: the test calls
// `wtc_dispatch` and the client's own dispatch in turns, so every run of a test
// interleaves the same way.
//
// This header includes no libwayland header, so a Swift test can import it next
// to wayland-client without the two libraries' declarations meeting.
#ifndef WAYLAND_TEST_COMPOSITOR_H
#define WAYLAND_TEST_COMPOSITOR_H

#include <stdbool.h>
#include <stdint.h>

typedef struct wtc_compositor wtc_compositor;

/// Globals a test can leave out, to check that the client degrades.
enum wtc_optional_global {
    WTC_GLOBAL_VIEWPORTER = 1 << 0,
    WTC_GLOBAL_FRACTIONAL_SCALE = 1 << 1,
    WTC_GLOBAL_OUTPUT = 1 << 2,
    WTC_GLOBAL_SEAT = 1 << 3,
    WTC_GLOBAL_SUBCOMPOSITOR = 1 << 4,
    WTC_GLOBAL_PRESENTATION = 1 << 5,
    WTC_GLOBAL_IDLE_INHIBIT = 1 << 6,
    WTC_GLOBAL_DECORATION = 1 << 7,
    WTC_GLOBAL_POINTER_GESTURES = 1 << 8,
    WTC_GLOBAL_TEXT_INPUT = 1 << 12,
    WTC_GLOBAL_CURSOR_SHAPE = 1 << 13,
    WTC_GLOBAL_DATA_DEVICE = 1 << 9,
    WTC_GLOBAL_PRIMARY_SELECTION = 1 << 10,
    WTC_GLOBAL_TABLET = 1 << 14,
    WTC_GLOBAL_XDG_OUTPUT = 1 << 15,
    WTC_GLOBAL_IDLE_NOTIFY = 1 << 16,
};

/// Seat capabilities, as `wl_seat.capability`.
enum wtc_seat_capability {
    WTC_SEAT_POINTER = 1,
    WTC_SEAT_KEYBOARD = 2,
    WTC_SEAT_TOUCH = 4,
};

/// xdg_toplevel states a configure can carry.
enum wtc_toplevel_state {
    WTC_STATE_MAXIMIZED = 1 << 0,
    WTC_STATE_FULLSCREEN = 1 << 1,
    WTC_STATE_ACTIVATED = 1 << 2,
    /* xdg-shell 6: the toplevel is not shown (minimized, occluded). */
    WTC_STATE_SUSPENDED = 1 << 3,
};

/// Surface roles the compositor has seen.
enum wtc_role { WTC_ROLE_NONE = 0, WTC_ROLE_TOPLEVEL = 1, WTC_ROLE_SUBSURFACE = 2, WTC_ROLE_POPUP = 3 };

/// Creates a compositor listening on a new socket in `$XDG_RUNTIME_DIR`, with
/// every global except those in `omitted_globals`. Returns NULL on failure.
wtc_compositor *wtc_create(uint32_t omitted_globals);
void wtc_destroy(wtc_compositor *c);
/// The name of the socket (for `WAYLAND_DISPLAY`).
const char *wtc_socket_name(wtc_compositor *c);

/// Handles every pending client request without blocking, then flushes the
/// events it produced. Returns the number of requests the compositor has
/// handled since it was created.
uint64_t wtc_dispatch(wtc_compositor *c);
/// Total requests handled so far (every request the client sends counts).
uint64_t wtc_request_count(wtc_compositor *c);
/// Events sent to clients so far, of every interface.
uint64_t wtc_events_sent(wtc_compositor *c);
/// Disconnects every client, as a compositor that goes away would.
void wtc_disconnect_clients(wtc_compositor *c);
/// Posts a protocol error on the client's xdg_wm_base (as a compositor does for
/// a misbehaving client): the client's display becomes unusable.
void wtc_post_protocol_error(wtc_compositor *c, uint32_t code, const char *message);
/// Number of connected clients.
int wtc_client_count(wtc_compositor *c);

// MARK: Output
/// Sets the output's integer scale and resends its description.
void wtc_set_output_scale(wtc_compositor *c, int32_t scale);
/// Sets the transform `wl_output.geometry` carries (a `wl_output.transform`,
/// or any value, for fault tests) and resends the output's description.
void wtc_set_output_transform(wtc_compositor *c, int32_t transform);
/// Sends `wp_fractional_scale_v1.preferred_scale` (scale × 120) to every surface
/// that asked for one.
void wtc_send_preferred_scale(wtc_compositor *c, uint32_t scale120);
/// Sends `wl_surface.enter` for the output to surface `index`.
void wtc_surface_enter_output(wtc_compositor *c, int index);

// MARK: Several outputs (issue 23)
/// Adds an output global named `name` at (x, y) of `width`×`height` points
/// (its mode is that times the scale); returns its index (output 0 is
/// "WAYKIT-1", 1280×800 at 0, 0). With `complete` false a client binding
/// it gets geometry, mode, scale and name but no `wl_output.done` (a
/// description cut off: the mid-frame unplug). -1 when full.
int wtc_add_output(wtc_compositor *c, const char *name, int32_t x, int32_t y, int32_t width, int32_t height, bool complete);
/// Sends `wl_registry.global_remove` for output `index` (unplugged).
void wtc_remove_output(wtc_compositor *c, int index);
int wtc_output_count(wtc_compositor *c);
/// `wl_surface.enter` / `.leave` of output `output` for surface `index`.
void wtc_surface_enter_output_index(wtc_compositor *c, int index, int output);
void wtc_surface_leave_output_index(wtc_compositor *c, int index, int output);
/// The output index toplevel `t`'s last `set_fullscreen` named while it is
/// fullscreen (-1: none named, or not fullscreen), and how many
/// `set_fullscreen` requests it sent.
int wtc_toplevel_fullscreen_output_index(wtc_compositor *c, int t);
int wtc_toplevel_fullscreen_requests(wtc_compositor *c, int t);
/// `zxdg_output_manager_v1.get_xdg_output` requests so far (version 3:
/// logical position and size, name, description, then `wl_output.done`).
int wtc_xdg_outputs_made(wtc_compositor *c);

// MARK: Idle notification (ext-idle-notify-v1, issue 23)
/// Moves the idle clock on by `ms`: every notification whose timeout has
/// passed since the later of its creation and the last injected touch,
/// pointer or key input gets `idled` (none while an idle inhibitor lives).
/// Injected input sends `resumed` to those idle.
void wtc_idle_advance(wtc_compositor *c, uint32_t ms);
/// Sends `idled` (or `resumed`) to every live notification whatever its
/// state: a compositor that breaks the protocol's alternation.
void wtc_idle_send_raw(wtc_compositor *c, bool idled);
/// Live notifications, and the timeout (ms) of the newest.
int wtc_idle_notifications(wtc_compositor *c);
uint32_t wtc_idle_notification_timeout(wtc_compositor *c);
/// Removes the seat global and, right after the `global_remove`, sends
/// `idled` to the notifications not idle yet: an idle notification for a
/// seat that went away.
void wtc_remove_seat(wtc_compositor *c);

// MARK: Surfaces and what the client committed
int wtc_surface_count(wtc_compositor *c);
bool wtc_surface_alive(wtc_compositor *c, int index);
enum wtc_role wtc_surface_role(wtc_compositor *c, int index);
/// For a subsurface, the index of its parent surface; else -1.
int wtc_surface_parent(wtc_compositor *c, int index);
/// The subsurface's position relative to its parent (as last set).
void wtc_surface_position(wtc_compositor *c, int index, int32_t *x, int32_t *y);
/// Children of surface `index`, bottom to top; returns how many were written.
int wtc_surface_children(wtc_compositor *c, int index, int *out, int capacity);
uint32_t wtc_surface_commit_count(wtc_compositor *c, int index);
/// The largest logical size (viewport destination, else buffer size / buffer
/// scale) of any commit so far: P7 holds over every commit, not the last.
void wtc_surface_max_logical_size(wtc_compositor *c, int index, int32_t *w, int32_t *h);
/// Commits whose buffer was not a whole multiple of its buffer scale (a
/// protocol error for a real compositor).
int wtc_scale_violations(wtc_compositor *c);
/// Commits whose viewport source lay outside their buffer.
int wtc_viewport_violations(wtc_compositor *c);
/// A surface's viewport source rectangle: x, y, width, height (width -1: none).
void wtc_surface_viewport_source(wtc_compositor *c, int i, double *out);
int32_t wtc_surface_buffer_scale(wtc_compositor *c, int index);
/// The size of the last committed buffer in buffer pixels (0 × 0 when none).
void wtc_surface_buffer_size(wtc_compositor *c, int index, int32_t *w, int32_t *h);
/// The pixel (ARGB8888) at buffer coordinates of the last committed buffer.
uint32_t wtc_surface_pixel(wtc_compositor *c, int index, int32_t x, int32_t y);
/// The `wl_surface.set_buffer_transform` of the last commit (0: normal).
int32_t wtc_surface_buffer_transform(wtc_compositor *c, int index);
/// The pixel at (x, y) of the picture the surface shows: buffer pixels turned
/// back by the committed buffer transform (as a compositor displays them).
uint32_t wtc_surface_upright_pixel(wtc_compositor *c, int index, int32_t x, int32_t y);
/// A copy of the last committed buffer: `*stride` bytes per row.
const uint32_t *wtc_surface_pixels(wtc_compositor *c, int index, int32_t *stride);
/// Buffer damage of the last commit (x, y, w, h each); returns the count.
int wtc_surface_damage(wtc_compositor *c, int index, int32_t *out, int capacity);
/// The viewport destination (-1 × -1 when unset or no viewport).
void wtc_surface_viewport_destination(wtc_compositor *c, int index, int32_t *w, int32_t *h);
bool wtc_surface_has_fractional_scale(wtc_compositor *c, int index);
/// Number of frame callbacks waiting on the surface.
int wtc_surface_pending_frames(wtc_compositor *c, int index);
/// Fires every waiting frame callback (`wl_callback.done`).
void wtc_send_frame_done(wtc_compositor *c, uint32_t time_ms);

// MARK: Touchpad gestures (pointer-gestures)
/// Pinch begin on surface `surface` with `fingers`, updates (scale absolute,
/// rotation in degrees since the last update), end; hold begin and end.
void wtc_pinch_begin(wtc_compositor *c, int surface, uint32_t fingers);
void wtc_pinch_update(wtc_compositor *c, double dx, double dy, double scale, double rotation);
void wtc_pinch_end(wtc_compositor *c, bool cancelled);
void wtc_hold_begin(wtc_compositor *c, int surface, uint32_t fingers);
void wtc_hold_end(wtc_compositor *c, bool cancelled);

// MARK: Text input (text-input-v3: the compositor as input method)
/// Sends `enter` for surface `surface` (after `leave` for the previous one)
/// and `leave` to every text input of the client.
void wtc_text_input_enter(wtc_compositor *c, int surface);
void wtc_text_input_leave(wtc_compositor *c);
/// `preedit_string`, `commit_string` (`text` may be NULL, and holds whatever
/// bytes the test passes: libwayland does not check UTF-8),
/// `delete_surrounding_text` and `done` with any serial.
void wtc_text_input_preedit(wtc_compositor *c, const char *text, int32_t cursor_begin, int32_t cursor_end);
void wtc_text_input_commit_string(wtc_compositor *c, const char *text);
void wtc_text_input_delete_surrounding(wtc_compositor *c, uint32_t before, uint32_t after);
void wtc_text_input_done(wtc_compositor *c, uint32_t serial);
/// Live zwp_text_input_v3 objects; commit requests so far (the serial a
/// `done` must carry to be current).
int wtc_text_input_objects(wtc_compositor *c);
uint32_t wtc_text_input_commits(wtc_compositor *c);
/// The committed state: enabled, surrounding text (NULL when none was
/// committed since the last enable or disable) with its byte offsets, the
/// change cause the last commit carried, content hint and purpose, and the
/// cursor rectangle (x, y, width, height into `out`; false when none).
bool wtc_text_input_enabled(wtc_compositor *c);
const char *wtc_text_input_surrounding(wtc_compositor *c, int32_t *cursor, int32_t *anchor);
uint32_t wtc_text_input_change_cause(wtc_compositor *c);
void wtc_text_input_content_type(wtc_compositor *c, uint32_t *hint, uint32_t *purpose);
bool wtc_text_input_cursor_rectangle(wtc_compositor *c, int32_t *out);
/// Every request the client sent, one a line ("enable", "surrounding_text
/// \"ab\" 2 2", "commit 1"); cleared by `wtc_text_input_clear_trace`.
const char *wtc_text_input_trace(wtc_compositor *c);
void wtc_text_input_clear_trace(wtc_compositor *c);

// MARK: Tablets (tablet-v2)
/// The client's tablet seat has tool 0, a pen (pressure, tilt, distance), and
/// tool 1, an eraser (pressure). `wtc_tablet_add_tool` adds one of any
/// `type` (a zwp_tablet_tool_v2.type, or any value) with `capabilities` as a
/// bit mask (1 << capability); returns its index, or -1 without a tablet seat.
int wtc_tablet_add_tool(wtc_compositor *c, uint32_t type, uint32_t capabilities);
/// One event of tool `tool`, sent as is (no frame: `wtc_tablet_frame` sends
/// it). Coordinates are surface-local; tilt in degrees.
void wtc_tablet_proximity_in(wtc_compositor *c, int tool, int surface);
void wtc_tablet_proximity_out(wtc_compositor *c, int tool);
void wtc_tablet_down(wtc_compositor *c, int tool);
void wtc_tablet_up(wtc_compositor *c, int tool);
void wtc_tablet_motion(wtc_compositor *c, int tool, double x, double y);
void wtc_tablet_pressure(wtc_compositor *c, int tool, uint32_t pressure);
void wtc_tablet_distance(wtc_compositor *c, int tool, uint32_t distance);
void wtc_tablet_tilt(wtc_compositor *c, int tool, double tilt_x, double tilt_y);
void wtc_tablet_button(wtc_compositor *c, int tool, uint32_t button, bool pressed);
void wtc_tablet_frame(wtc_compositor *c, int tool, uint32_t time);
/// Sends `removed` (the client must destroy the tool).
void wtc_tablet_remove_tool(wtc_compositor *c, int tool);
/// Tool objects the client still holds; whether it made a tablet seat; pads
/// it destroyed.
int wtc_tablet_live_tools(wtc_compositor *c);
bool wtc_tablet_has_seat(wtc_compositor *c);
int wtc_tablet_pads_destroyed(wtc_compositor *c);

// MARK: Decorations (xdg-decoration)
/// The mode toplevel `t` asked for: 0 none (no decoration object), 1 client
/// side, 2 server side.
uint32_t wtc_toplevel_decoration_mode(wtc_compositor *c, int t);
/// The mode configures answer with from now on (1 or 2).
void wtc_set_decoration_answer(wtc_compositor *c, uint32_t mode);
/// Toplevels destroyed before their decoration object (a protocol error).
int wtc_decoration_order_errors(wtc_compositor *c);

// MARK: Idle inhibition
/// Live idle inhibitors, and the surface index of the last one made (-1: none).
int wtc_idle_inhibitors(wtc_compositor *c);
int wtc_idle_inhibitor_surface(wtc_compositor *c);
/// Whether toplevel `t`'s last set_fullscreen named an output (the test
/// compositor's one output is named "WAYKIT-1").
bool wtc_toplevel_fullscreen_output(wtc_compositor *c, int t);

// MARK: Presentation time
/// Sends `presented` to every waiting wp_presentation_feedback: shown at
/// `sec`.`nsec` of CLOCK_MONOTONIC on an output refreshing every `refresh_ns`.
void wtc_send_presented(wtc_compositor *c, uint64_t sec, uint32_t nsec, uint32_t refresh_ns);
/// Feedback objects requested so far, and waiting now.
uint32_t wtc_presentation_feedbacks_requested(wtc_compositor *c);
int wtc_presentation_feedbacks_waiting(wtc_compositor *c);

// MARK: Buffers
/// When true the compositor keeps committed buffers until `wtc_release_buffers`.
void wtc_set_hold_buffers(wtc_compositor *c, bool hold);
/// Keeps each committed buffer until the next buffer is committed, as
/// Weston's pixman renderer does (so the client alternates buffers).
void wtc_set_hold_shown_buffer(wtc_compositor *c, bool hold);
void wtc_release_buffers(wtc_compositor *c);
/// Times the client attached a buffer the compositor had not released.
int wtc_buffer_reuse_violations(wtc_compositor *c);
/// Distinct wl_buffer objects the client attached.
int wtc_buffers_created(wtc_compositor *c);
/// `wl_shm.create_pool` requests received (WayKit makes one pool a buffer).
int wtc_shm_pools_created(wtc_compositor *c);
/// The largest pool size (bytes) any `wl_shm.create_pool` or
/// `wl_shm_pool.resize` asked for, whoever sent it (WayKit or libdecor's
/// plugin); a size past 2³¹ arrives wrapped, possibly negative.
int32_t wtc_shm_largest_pool(wtc_compositor *c);

// MARK: xdg-shell
int wtc_toplevel_count(wtc_compositor *c);
/// The surface index of toplevel `t`.
int wtc_toplevel_surface(wtc_compositor *c, int t);
const char *wtc_toplevel_title(wtc_compositor *c, int t);
const char *wtc_toplevel_app_id(wtc_compositor *c, int t);
void wtc_toplevel_min_size(wtc_compositor *c, int t, int32_t *w, int32_t *h);
bool wtc_toplevel_wants_fullscreen(wtc_compositor *c, int t);
bool wtc_toplevel_wants_maximized(wtc_compositor *c, int t);
/// Sends `xdg_toplevel.configure` and `xdg_surface.configure`; returns the serial.
uint32_t wtc_configure_toplevel(wtc_compositor *c, int t, int32_t w, int32_t h, uint32_t states);
uint32_t wtc_toplevel_last_acked_serial(wtc_compositor *c, int t);
void wtc_close_toplevel(wtc_compositor *c, int t);
/// `xdg_toplevel.move` requests of toplevel `t` so far and the last one's
/// serial; `resize` requests, the last one's serial and edge (xdg-shell's
/// enum); `set_minimized` requests.
int wtc_toplevel_moves(wtc_compositor *c, int t, uint32_t *serial);
int wtc_toplevel_resizes(wtc_compositor *c, int t, uint32_t *serial, uint32_t *edge);
int wtc_toplevel_minimizes(wtc_compositor *c, int t);
/// Pings from xdg_wm_base; returns the serial. `wtc_last_pong` reports the answer.
uint32_t wtc_ping(wtc_compositor *c);
uint32_t wtc_last_pong(wtc_compositor *c);

// MARK: xdg_popup and xdg_positioner (D6)
/// What the client set on the positioner a popup was made with.
struct wtc_positioner {
    int32_t width, height;
    int32_t anchor_x, anchor_y, anchor_width, anchor_height;
    uint32_t anchor, gravity, constraint_adjustment;
    int32_t offset_x, offset_y;
};
/// Popups made so far, in order (destroyed ones included).
int wtc_popup_count(wtc_compositor *c);
/// The popup's surface index, and its parent's surface index (-1: none).
int wtc_popup_surface(wtc_compositor *c, int p);
int wtc_popup_parent_surface(wtc_compositor *c, int p);
/// Whether the client still holds the popup (not destroyed).
bool wtc_popup_alive(wtc_compositor *c, int p);
void wtc_popup_positioner(wtc_compositor *c, int p, struct wtc_positioner *out);
/// Whether the client grabbed with the popup, and the serial it quoted.
bool wtc_popup_grab(wtc_compositor *c, int p, uint32_t *serial);
/// Sends `xdg_popup.configure` (any values, for fault tests) and
/// `xdg_surface.configure`; returns the serial (0 when the popup is gone).
uint32_t wtc_configure_popup(wtc_compositor *c, int p, int32_t x, int32_t y, int32_t width, int32_t height);
uint32_t wtc_popup_last_acked_serial(wtc_compositor *c, int p);
/// Sends `xdg_popup.popup_done` `times` times (if the popup is alive).
void wtc_popup_done(wtc_compositor *c, int p, int times);

// MARK: Seat
void wtc_set_seat_capabilities(wtc_compositor *c, uint32_t caps);
/// Counts of wl_touch / wl_pointer / wl_keyboard objects the client holds.
int wtc_touch_resources(wtc_compositor *c);
int wtc_pointer_resources(wtc_compositor *c);
int wtc_keyboard_resources(wtc_compositor *c);

/// `wl_pointer.set_cursor` calls so far, the surface index of the last one's
/// cursor surface (-1 when it hid the cursor or none came), its serial, and
/// the serial of the last `wl_pointer.enter` (set_cursor must quote it).
int wtc_pointer_cursor_sets(wtc_compositor *c);
int wtc_pointer_cursor_surface(wtc_compositor *c);
uint32_t wtc_pointer_cursor_serial(wtc_compositor *c);
uint32_t wtc_pointer_enter_serial(wtc_compositor *c);
/// `wp_cursor_shape_device_v1`: live devices, `set_shape` requests so far,
/// and the last one's shape (the protocol's enum: 1 default, 4 pointer,
/// 9 text) and serial. A shape outside the enum is a protocol error.
int wtc_cursor_shape_devices(wtc_compositor *c);
int wtc_cursor_shape_sets(wtc_compositor *c);
uint32_t wtc_cursor_shape(wtc_compositor *c);
uint32_t wtc_cursor_shape_serial(wtc_compositor *c);

// Touch: coordinates are surface-local, in logical points.
void wtc_touch_down(wtc_compositor *c, int surface, uint32_t time, int32_t id, double x, double y);
void wtc_touch_motion(wtc_compositor *c, uint32_t time, int32_t id, double x, double y);
void wtc_touch_up(wtc_compositor *c, uint32_t time, int32_t id);
/// The serial of the last `wl_touch.down` sent (0 before any).
uint32_t wtc_touch_down_serial(wtc_compositor *c);
void wtc_touch_shape(wtc_compositor *c, int32_t id, double major, double minor);
void wtc_touch_orientation(wtc_compositor *c, int32_t id, double degrees);
void wtc_touch_frame(wtc_compositor *c);
void wtc_touch_cancel(wtc_compositor *c);

// Pointer
void wtc_pointer_enter(wtc_compositor *c, int surface, double x, double y);
void wtc_pointer_leave(wtc_compositor *c);
void wtc_pointer_motion(wtc_compositor *c, uint32_t time, double x, double y);
/// `button` is a Linux evdev code (BTN_LEFT = 0x110); `pressed` 1 or 0.
void wtc_pointer_button(wtc_compositor *c, uint32_t time, uint32_t button, bool pressed);
/// axis 0 vertical, 1 horizontal; source 0 wheel, 1 finger, 2 continuous, 3 wheel tilt.
void wtc_pointer_axis_source(wtc_compositor *c, uint32_t source);
void wtc_pointer_axis(wtc_compositor *c, uint32_t time, uint32_t axis, double value);
void wtc_pointer_axis_discrete(wtc_compositor *c, uint32_t axis, int32_t discrete);
void wtc_pointer_axis_value120(wtc_compositor *c, uint32_t axis, int32_t value120);
void wtc_pointer_axis_stop(wtc_compositor *c, uint32_t time, uint32_t axis);
void wtc_pointer_frame(wtc_compositor *c);

// Keyboard
/// Sends the keymap of `layout` (xkbcommon, rules evdev), in a sealed memfd.
/// `declared_size_extra` is added to the size sent, to test the client's check.
bool wtc_keyboard_send_keymap(wtc_compositor *c, const char *layout, int32_t declared_size_extra);
/// The same with xkb options ("compose:ralt": Right Alt is the Compose key).
bool wtc_keyboard_send_keymap_options(wtc_compositor *c, const char *layout, const char *options,
                                      int32_t declared_size_extra);
void wtc_keyboard_enter(wtc_compositor *c, int surface);
void wtc_keyboard_leave(wtc_compositor *c);
/// `key` is an evdev code (KEY_A = 30); `pressed` 1 or 0.
void wtc_keyboard_key(wtc_compositor *c, uint32_t time, uint32_t key, bool pressed);
void wtc_keyboard_modifiers(wtc_compositor *c, uint32_t depressed, uint32_t latched, uint32_t locked, uint32_t group);
void wtc_keyboard_repeat_info(wtc_compositor *c, int32_t rate, int32_t delay);

// MARK: Selections (K6): wl_data_device and zwp_primary_selection_device_v1
//
// The compositor's own content stands for another client's selection. Every
// selection change is announced to every device (a real compositor tells
// only the focused client), including the client's own selection coming
// back, as compositors do.

enum wtc_selection { WTC_SELECTION_CLIPBOARD = 0, WTC_SELECTION_PRIMARY = 1 };

/// How the compositor's own selection answers a `receive`.
enum wtc_selection_behaviour {
    /// Writes the bytes, then closes the pipe.
    WTC_SELECTION_SEND = 0,
    /// Keeps the pipe open and never writes (a client that hung).
    WTC_SELECTION_SILENT = 1,
    /// Writes `size` bytes of 'x' as fast as the pipe takes them, then closes.
    WTC_SELECTION_GENERATE = 2,
};

/// Sets the compositor's own selection, offered in `mime_types` (separated
/// by '\n'), as another client would: the client's source, if it was the
/// selection, is cancelled.
void wtc_set_selection(wtc_compositor *c, enum wtc_selection which, const char *mime_types, const uint8_t *bytes,
                       uint64_t size, enum wtc_selection_behaviour behaviour);
/// Clears the selection (`selection` with no offer); cancels the client's source.
void wtc_clear_selection(wtc_compositor *c, enum wtc_selection which);
/// Sends `data_offer` for `count` offers and never names them.
void wtc_send_unused_offers(wtc_compositor *c, enum wtc_selection which, int count);
/// Names the offer of the previous selection again; false when the client
/// had destroyed it already (then nothing is sent).
bool wtc_reannounce_previous_offer(wtc_compositor *c, enum wtc_selection which);
/// Offers the client has not destroyed.
int wtc_live_offers(wtc_compositor *c, enum wtc_selection which);

/// The client's `set_selection` requests so far and the serial of the last.
int wtc_selection_sets(wtc_compositor *c, enum wtc_selection which);
uint32_t wtc_selection_serial(wtc_compositor *c, enum wtc_selection which);
/// Whether the selection is a source of the client's, and its MIME types
/// ('\n' separated; "" when it is not).
bool wtc_selection_is_client(wtc_compositor *c, enum wtc_selection which);
const char *wtc_selection_client_mime_types(wtc_compositor *c, enum wtc_selection which);
/// Asks the client's source for its content as `mime` (`send` with a pipe
/// the compositor reads as it dispatches); false when the client has none.
bool wtc_read_client_selection(wtc_compositor *c, enum wtc_selection which, const char *mime);
/// What was read back so far; `done` once the client closed its end.
const uint8_t *wtc_client_selection_bytes(wtc_compositor *c, enum wtc_selection which, uint64_t *size, bool *done);

/// `receive` requests for the compositor's own selection: how many, the MIME
/// type of the last, and those for an offer of an older selection.
int wtc_selection_receives(wtc_compositor *c, enum wtc_selection which);
const char *wtc_selection_last_receive_mime(wtc_compositor *c, enum wtc_selection which);
/// Bytes of the compositor's own content written into clients' pipes, and
/// transfers whose reader closed its end before the end.
uint64_t wtc_selection_bytes_written(wtc_compositor *c, enum wtc_selection which);
int wtc_selection_readers_gone(wtc_compositor *c, enum wtc_selection which);
/// Transfers of the compositor's own content still open.
int wtc_selection_open_transfers(wtc_compositor *c, enum wtc_selection which);
/// The serial of the last event the compositor sent (`wl_display_get_serial`).
uint32_t wtc_last_serial(wtc_compositor *c);

#endif
