// libdecor (client-side decorations for compositors without
// zxdg_decoration_manager_v1, such as GNOME's mutter: D1), opened with dlopen
// the first time a window needs it. Not linked: libdecor's cairo plugin
// brings cairo, pango and their dependencies, which an app on a compositor
// that draws decorations itself (KDE, sway) or in kiosk mode never needs;
// loaded on demand they cost nothing there (docs/wayland.md).
//
// Declared with plain C types instead of through <libdecor.h>, so building
// WayKit needs no libdecor-0-dev: the structs and functions below match
// libdecor 0.1's libdecor.h (libdecor-0.so.0) in the C ABI.
#ifndef WAYKIT_CLIBDECOR_H
#define WAYKIT_CLIBDECOR_H
#include <stdbool.h>
#include <stdint.h>

struct wl_display;
struct wl_surface;
struct wl_seat;
struct wl_output;
/// `struct libdecor`, `struct libdecor_frame`, `struct libdecor_configuration`.
struct waykit_libdecor;
struct waykit_libdecor_frame;
struct waykit_libdecor_configuration;

/// `enum libdecor_window_state` (libdecor.h).
enum {
    WAYKIT_LIBDECOR_STATE_ACTIVE = 1 << 0,
    WAYKIT_LIBDECOR_STATE_MAXIMIZED = 1 << 1,
    WAYKIT_LIBDECOR_STATE_FULLSCREEN = 1 << 2,
};

/// `enum libdecor_capabilities` (libdecor.h).
enum {
    WAYKIT_LIBDECOR_ACTION_MOVE = 1 << 0,
    WAYKIT_LIBDECOR_ACTION_RESIZE = 1 << 1,
    WAYKIT_LIBDECOR_ACTION_MINIMIZE = 1 << 2,
    WAYKIT_LIBDECOR_ACTION_FULLSCREEN = 1 << 3,
    WAYKIT_LIBDECOR_ACTION_CLOSE = 1 << 4,
};

/// `struct libdecor_frame_interface` (libdecor.h): the frame's callbacks,
/// followed by ten reserved slots that must stay NULL.
struct waykit_libdecor_frame_interface {
    void (*configure)(struct waykit_libdecor_frame *frame, struct waykit_libdecor_configuration *configuration,
                      void *user_data);
    void (*close)(struct waykit_libdecor_frame *frame, void *user_data);
    void (*commit)(struct waykit_libdecor_frame *frame, void *user_data);
    void (*dismiss_popup)(struct waykit_libdecor_frame *frame, const char *seat_name, void *user_data);
    void (*reserved[10])(void);
};

/// Called when libdecor reports an error (`libdecor_interface.error`):
/// the compositor lacks what it needs, or a frame's configuration is invalid.
typedef void (*waykit_libdecor_error_handler)(struct waykit_libdecor *context, int error, const char *message);

/// Whether libdecor-0.so.0 could be loaded (loads it on the first call).
bool waykit_libdecor_available(void);
/// Why it could not be loaded (dlerror's text), or NULL.
const char *waykit_libdecor_load_error(void);

/// Whether libdecor will find a decoration plugin: a `.so` exporting
/// `libdecor_plugin_description` in `$LIBDECOR_PLUGIN_DIR` (directories
/// separated by ':') or else in libdecor's own `<libdir>/libdecor/plugins-1`,
/// where libdecor 0.1 looks. Without one libdecor runs an undecorated
/// fallback (and its fallback plugin writes through the NULL pointers
/// `libdecor_frame_translate_coordinate` passes, so WayKit never calls it).
/// `searched` receives the directories looked in.
bool waykit_libdecor_plugin_found(char *searched, int capacity);
/// libdecor's minor and micro version (0.`minor`.`micro`), read from the file
/// name of the libdecor-0.so.0 loaded (libdecor 0.1 has no version call);
/// false when it cannot be told.
bool waykit_libdecor_version(int *minor, int *micro);
/// The corresponding C function is `libdecor_new`; `on_error` is called for
/// every context's errors. NULL when libdecor is not loaded.
struct waykit_libdecor *waykit_libdecor_new(struct wl_display *display, waykit_libdecor_error_handler on_error);
/// The corresponding C function is `libdecor_unref`.
void waykit_libdecor_unref(struct waykit_libdecor *context);
/// The corresponding C function is `libdecor_decorate`; `iface` must stay
/// valid while the frame lives.
struct waykit_libdecor_frame *waykit_libdecor_decorate(struct waykit_libdecor *context, struct wl_surface *surface,
                                                        const struct waykit_libdecor_frame_interface *iface,
                                                        void *user_data);
/// The corresponding C function is `libdecor_frame_unref`.
void waykit_libdecor_frame_unref(struct waykit_libdecor_frame *frame);
/// The corresponding C functions are `libdecor_frame_set_title`, `_set_app_id`,
/// `_set_min_content_size`, `_set_maximized`, `_unset_maximized`,
/// `_set_fullscreen`, `_unset_fullscreen`, `_map`, `_move`.
void waykit_libdecor_frame_set_title(struct waykit_libdecor_frame *frame, const char *title);
/// The frame's `xdg_surface` (a popup's parent, D6); NULL before libdecor
/// made it. The C function is `libdecor_frame_get_xdg_surface`.
void *waykit_libdecor_frame_get_xdg_surface(struct waykit_libdecor_frame *frame);
void waykit_libdecor_frame_set_app_id(struct waykit_libdecor_frame *frame, const char *app_id);
void waykit_libdecor_frame_set_min_content_size(struct waykit_libdecor_frame *frame, int width, int height);
void waykit_libdecor_frame_set_maximized(struct waykit_libdecor_frame *frame);
void waykit_libdecor_frame_unset_maximized(struct waykit_libdecor_frame *frame);
void waykit_libdecor_frame_set_fullscreen(struct waykit_libdecor_frame *frame, struct wl_output *output);
void waykit_libdecor_frame_unset_fullscreen(struct waykit_libdecor_frame *frame);
void waykit_libdecor_frame_map(struct waykit_libdecor_frame *frame);
void waykit_libdecor_frame_move(struct waykit_libdecor_frame *frame, struct wl_seat *seat, uint32_t serial);
/// The corresponding C functions are `libdecor_frame_resize` (`edge` an
/// `enum libdecor_resize_edge`), `libdecor_frame_set_minimized`,
/// `libdecor_frame_close` (it calls the frame's `close` callback) and
/// `libdecor_frame_has_capability` (WAYKIT_LIBDECOR_ACTION_*).
void waykit_libdecor_frame_resize(struct waykit_libdecor_frame *frame, struct wl_seat *seat, uint32_t serial, int edge);
void waykit_libdecor_frame_set_minimized(struct waykit_libdecor_frame *frame);
void waykit_libdecor_frame_close(struct waykit_libdecor_frame *frame);
bool waykit_libdecor_frame_has_capability(struct waykit_libdecor_frame *frame, int capability);
/// The corresponding C function is `libdecor_configuration_get_content_size`;
/// false when the compositor leaves the size to the client.
bool waykit_libdecor_configuration_get_content_size(struct waykit_libdecor_configuration *configuration,
                                                    struct waykit_libdecor_frame *frame, int *width, int *height);
/// The corresponding C function is `libdecor_configuration_get_window_state`
/// (WAYKIT_LIBDECOR_STATE_* bits); false when the configure carried none.
bool waykit_libdecor_configuration_get_window_state(struct waykit_libdecor_configuration *configuration,
                                                    uint32_t *state);
/// `libdecor_state_new(width, height)`, `libdecor_frame_commit(frame, state,
/// configuration)`, `libdecor_state_free(state)`: acknowledges the configure
/// (when given), sets the window geometry and redraws the decorations for
/// that content size.
void waykit_libdecor_frame_commit(struct waykit_libdecor_frame *frame, int width, int height,
                                  struct waykit_libdecor_configuration *configuration);
#endif
