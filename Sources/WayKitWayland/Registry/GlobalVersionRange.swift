/// The versions of a global the client can speak. The registry binds the
/// highest version both sides know, and refuses a global older than `minimum`
/// (Smithay client toolkit binds the same way).
struct GlobalVersionRange: Sendable {
    let interface: String
    let minimum: UInt32
    let maximum: UInt32
    /// Whether the client still works without it (then it logs once and degrades).
    let optional: Bool

    func negotiate(offered: UInt32) -> UInt32? {
        offered >= minimum ? min(offered, maximum) : nil
    }

    // wl_surface.damage_buffer needs wl_compositor 4.
    static let compositor = GlobalVersionRange(interface: "wl_compositor", minimum: 4, maximum: 5, optional: false)
    // Windows are subsurfaces (W1); every compositor WayKit targets has it.
    static let subcompositor = GlobalVersionRange(interface: "wl_subcompositor", minimum: 1, maximum: 1, optional: false)
    static let shm = GlobalVersionRange(interface: "wl_shm", minimum: 1, maximum: 1, optional: false)
    // xdg_toplevel.suspended arrives from version 6 (V1: a scene in the
    // background).
    static let wmBase = GlobalVersionRange(interface: "xdg_wm_base", minimum: 1, maximum: 6, optional: false)
    // wl_output.scale and .done arrive from version 2.
    static let output = GlobalVersionRange(interface: "wl_output", minimum: 2, maximum: 4, optional: true)
    // wl_pointer.frame and wl_touch frames with shape need wl_seat 5 and 6; 8 adds
    // axis_value120. Older seats are refused rather than half supported.
    static let seat = GlobalVersionRange(interface: "wl_seat", minimum: 5, maximum: 8, optional: true)
    static let viewporter = GlobalVersionRange(interface: "wp_viewporter", minimum: 1, maximum: 1, optional: true)
    static let fractionalScale = GlobalVersionRange(
        interface: "wp_fractional_scale_manager_v1", minimum: 1, maximum: 1, optional: true)

    // When frames were shown and the display's refresh, for the frame clock (A3).
    static let presentation = GlobalVersionRange(interface: "wp_presentation", minimum: 1, maximum: 1, optional: true)

    // Keeps the screen on while the app asks (D7: kiosks).
    static let idleInhibit = GlobalVersionRange(
        interface: "zwp_idle_inhibit_manager_v1", minimum: 1, maximum: 1, optional: true)

    // Server-side title bars where the compositor draws them (D1).
    static let decoration = GlobalVersionRange(
        interface: "zxdg_decoration_manager_v1", minimum: 1, maximum: 1, optional: true)

    // Touchpad pinch (1) and hold (3) (D3).
    static let pointerGestures = GlobalVersionRange(
        interface: "zwp_pointer_gestures_v1", minimum: 1, maximum: 3, optional: true)

    // The compositor's input method for text fields (K3).
    static let textInput = GlobalVersionRange(
        interface: "zwp_text_input_manager_v3", minimum: 1, maximum: 1, optional: true)

    // The clipboard (K6). Version 3 only adds drag-and-drop actions, which
    // WayKit does not use; 2 adds wl_data_device.release.
    static let dataDeviceManager = GlobalVersionRange(
        interface: "wl_data_device_manager", minimum: 1, maximum: 3, optional: true)
    // The primary selection (K6: middle-click paste).
    static let primarySelection = GlobalVersionRange(
        interface: "zwp_primary_selection_device_manager_v1", minimum: 1, maximum: 1, optional: true)

    // Pens and erasers of drawing tablets and pen screens (D4).
    static let tablet = GlobalVersionRange(
        interface: "zwp_tablet_manager_v2", minimum: 1, maximum: 1, optional: true)

    // Cursors by name, drawn by the compositor (D2). Version 2 only adds
    // shapes WayKit does not ask for.
    static let cursorShape = GlobalVersionRange(
        interface: "wp_cursor_shape_manager_v1", minimum: 1, maximum: 1, optional: true)

    // Outputs' logical places and names (issue 23: several screens).
    // Version 3 applies its values at wl_output.done.
    static let xdgOutput = GlobalVersionRange(
        interface: "zxdg_output_manager_v1", minimum: 1, maximum: 3, optional: true)

    // The compositor's idle notification (issue 23: the idle reset).
    static let idleNotifier = GlobalVersionRange(
        interface: "ext_idle_notifier_v1", minimum: 1, maximum: 1, optional: true)

    static let all: [GlobalVersionRange] = [
        compositor, subcompositor, shm, wmBase, output, seat, viewporter, fractionalScale, presentation, idleInhibit,
        decoration, pointerGestures, textInput, dataDeviceManager, primarySelection, tablet, cursorShape,
        xdgOutput, idleNotifier,
    ]
}
