// Addresses of the `wl_interface` tables, for Swift: it imports a C
// `extern const struct` as a copied value, but `wl_registry_bind` and
// `wl_proxy_get_class` need the table's own address. Not generated.
#ifndef WAYKIT_INTERFACES_H
#define WAYKIT_INTERFACES_H
#include <wayland-client.h>
#include "xdg-shell-client-protocol.h"
#include "viewporter-client-protocol.h"
#include "fractional-scale-v1-client-protocol.h"
#include "presentation-time-client-protocol.h"
#include "idle-inhibit-unstable-v1-client-protocol.h"
#include "xdg-decoration-unstable-v1-client-protocol.h"
#include "pointer-gestures-unstable-v1-client-protocol.h"
#include "text-input-unstable-v3-client-protocol.h"
#include "primary-selection-unstable-v1-client-protocol.h"
#include "tablet-unstable-v2-client-protocol.h"
#include "cursor-shape-v1-client-protocol.h"
#include "xdg-output-unstable-v1-client-protocol.h"
#include "ext-idle-notify-v1-client-protocol.h"

static inline const struct wl_interface *waykit_wl_compositor_interface(void) { return &wl_compositor_interface; }
static inline const struct wl_interface *waykit_wl_subcompositor_interface(void) { return &wl_subcompositor_interface; }
static inline const struct wl_interface *waykit_wl_shm_interface(void) { return &wl_shm_interface; }
static inline const struct wl_interface *waykit_wl_seat_interface(void) { return &wl_seat_interface; }
static inline const struct wl_interface *waykit_wl_output_interface(void) { return &wl_output_interface; }
static inline const struct wl_interface *waykit_xdg_wm_base_interface(void) { return &xdg_wm_base_interface; }
static inline const struct wl_interface *waykit_wp_viewporter_interface(void) { return &wp_viewporter_interface; }
static inline const struct wl_interface *waykit_wp_fractional_scale_manager_v1_interface(void) {
    return &wp_fractional_scale_manager_v1_interface;
}
static inline const struct wl_interface *waykit_wp_presentation_interface(void) { return &wp_presentation_interface; }
static inline const struct wl_interface *waykit_zwp_idle_inhibit_manager_v1_interface(void) {
    return &zwp_idle_inhibit_manager_v1_interface;
}
static inline const struct wl_interface *waykit_zxdg_decoration_manager_v1_interface(void) {
    return &zxdg_decoration_manager_v1_interface;
}
static inline const struct wl_interface *waykit_zwp_pointer_gestures_v1_interface(void) {
    return &zwp_pointer_gestures_v1_interface;
}
static inline const struct wl_interface *waykit_zwp_text_input_manager_v3_interface(void) {
    return &zwp_text_input_manager_v3_interface;
}
static inline const struct wl_interface *waykit_wl_data_device_manager_interface(void) {
    return &wl_data_device_manager_interface;
}
static inline const struct wl_interface *waykit_zwp_primary_selection_device_manager_v1_interface(void) {
    return &zwp_primary_selection_device_manager_v1_interface;
}
static inline const struct wl_interface *waykit_zwp_tablet_manager_v2_interface(void) {
    return &zwp_tablet_manager_v2_interface;
}
static inline const struct wl_interface *waykit_wp_cursor_shape_manager_v1_interface(void) {
    return &wp_cursor_shape_manager_v1_interface;
}
static inline const struct wl_interface *waykit_zxdg_output_manager_v1_interface(void) {
    return &zxdg_output_manager_v1_interface;
}
static inline const struct wl_interface *waykit_ext_idle_notifier_v1_interface(void) {
    return &ext_idle_notifier_v1_interface;
}
#endif
