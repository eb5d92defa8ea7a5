@_exported import CWaylandTestCompositor
import Foundation

/// A Swift face for the in-process test compositor (`CWaylandTestCompositor`):
/// a private `XDG_RUNTIME_DIR`, a socket in it, and the recording and injection
/// calls, with surfaces named by their creation index.
///
/// It never blocks and starts no thread: call `dispatch()` (or a harness's
/// `roundtrip()`) between the client's own dispatches.
///
/// - Important: one thread at a time; tests use it from the main actor.
public final class TestCompositor {
    public let pointer: OpaquePointer
    public let runtimeDirectory: String
    public let socketName: String

    public struct Omitted: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let viewporter = Omitted(rawValue: WTC_GLOBAL_VIEWPORTER.rawValue)
        public static let fractionalScale = Omitted(rawValue: WTC_GLOBAL_FRACTIONAL_SCALE.rawValue)
        public static let output = Omitted(rawValue: WTC_GLOBAL_OUTPUT.rawValue)
        public static let seat = Omitted(rawValue: WTC_GLOBAL_SEAT.rawValue)
        public static let subcompositor = Omitted(rawValue: WTC_GLOBAL_SUBCOMPOSITOR.rawValue)
        public static let presentation = Omitted(rawValue: WTC_GLOBAL_PRESENTATION.rawValue)
        public static let idleInhibit = Omitted(rawValue: WTC_GLOBAL_IDLE_INHIBIT.rawValue)
        public static let decoration = Omitted(rawValue: WTC_GLOBAL_DECORATION.rawValue)
        public static let pointerGestures = Omitted(rawValue: WTC_GLOBAL_POINTER_GESTURES.rawValue)
        public static let dataDevice = Omitted(rawValue: WTC_GLOBAL_DATA_DEVICE.rawValue)
        public static let primarySelection = Omitted(rawValue: WTC_GLOBAL_PRIMARY_SELECTION.rawValue)
        public static let tablet = Omitted(rawValue: WTC_GLOBAL_TABLET.rawValue)
        public static let cursorShape = Omitted(rawValue: WTC_GLOBAL_CURSOR_SHAPE.rawValue)
        public static let xdgOutput = Omitted(rawValue: WTC_GLOBAL_XDG_OUTPUT.rawValue)
        public static let idleNotify = Omitted(rawValue: WTC_GLOBAL_IDLE_NOTIFY.rawValue)
    }

    public enum Failure: Error { case cannotCreate(String) }

    /// Creates the runtime directory and the compositor. `XDG_RUNTIME_DIR` is
    /// set for the process: libwayland reads it on both sides, and a test
    /// process runs one compositor's tests at a time on its main actor.
    public init(omitting omitted: Omitted = []) throws {
        var template = Array("\(NSTemporaryDirectory())/waykit-wtc-XXXXXX".utf8CString)
        guard let dir = mkdtemp(&template) else { throw Failure.cannotCreate("mkdtemp failed") }
        runtimeDirectory = String(cString: dir)
        chmod(runtimeDirectory, 0o700)
        setenv("XDG_RUNTIME_DIR", runtimeDirectory, 1)
        guard let c = wtc_create(omitted.rawValue) else {
            throw Failure.cannotCreate("wl_display_add_socket_auto failed in \(runtimeDirectory)")
        }
        pointer = c
        socketName = String(cString: wtc_socket_name(c))
    }

    deinit {
        wtc_destroy(pointer)
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    /// The full socket path, for messages.
    public var socketPath: String { "\(runtimeDirectory)/\(socketName)" }

    /// Handles pending requests and flushes events; returns the request count.
    @discardableResult
    public func dispatch() -> UInt64 { wtc_dispatch(pointer) }

    public var requestCount: UInt64 { wtc_request_count(pointer) }
    /// Events sent to the client so far, of every interface.
    public var eventsSent: UInt64 { wtc_events_sent(pointer) }
    public var clientCount: Int { Int(wtc_client_count(pointer)) }

    // MARK: surfaces

    public struct Size: Equatable, CustomStringConvertible {
        public var width: Int
        public var height: Int
        public init(width: Int, height: Int) { self.width = width; self.height = height }
        public var description: String { "\(width)×\(height)" }
    }

    public var surfaceCount: Int { Int(wtc_surface_count(pointer)) }
    public func isAlive(_ s: Int) -> Bool { wtc_surface_alive(pointer, Int32(s)) }
    public func role(_ s: Int) -> wtc_role { wtc_surface_role(pointer, Int32(s)) }
    public func parent(_ s: Int) -> Int? {
        let p = Int(wtc_surface_parent(pointer, Int32(s)))
        return p >= 0 ? p : nil
    }
    public func position(_ s: Int) -> (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        wtc_surface_position(pointer, Int32(s), &x, &y)
        return (Int(x), Int(y))
    }
    /// Children of `s`, bottom to top.
    public func children(_ s: Int) -> [Int] {
        var out = [Int32](repeating: 0, count: 128)
        let n = Int(wtc_surface_children(pointer, Int32(s), &out, 128))
        return out.prefix(n).map(Int.init)
    }
    public func commits(_ s: Int) -> Int { Int(wtc_surface_commit_count(pointer, Int32(s))) }
    /// The largest logical size of any commit of `s` so far (P7 over every commit).
    public func maxLogicalSize(_ s: Int) -> Size {
        var w: Int32 = 0, h: Int32 = 0
        wtc_surface_max_logical_size(pointer, Int32(s), &w, &h)
        return Size(width: Int(w), height: Int(h))
    }
    /// Commits whose buffer was not a whole multiple of its scale (a protocol error).
    public var scaleViolations: Int { Int(wtc_scale_violations(pointer)) }
    /// Commits whose viewport source lay outside their buffer.
    public var viewportViolations: Int { Int(wtc_viewport_violations(pointer)) }
    /// A surface's viewport source (surface-local), nil when none is set.
    public func viewportSource(_ s: Int) -> (x: Double, y: Double, width: Double, height: Double)? {
        var out = [Double](repeating: 0, count: 4)
        wtc_surface_viewport_source(pointer, Int32(s), &out)
        return out[2] < 0 ? nil : (out[0], out[1], out[2], out[3])
    }
    public func bufferScale(_ s: Int) -> Int { Int(wtc_surface_buffer_scale(pointer, Int32(s))) }
    public func bufferSize(_ s: Int) -> Size {
        var w: Int32 = 0, h: Int32 = 0
        wtc_surface_buffer_size(pointer, Int32(s), &w, &h)
        return Size(width: Int(w), height: Int(h))
    }
    /// ARGB8888 at buffer pixel (x, y) of the last committed buffer.
    public func pixel(_ s: Int, x: Int, y: Int) -> UInt32 { wtc_surface_pixel(pointer, Int32(s), Int32(x), Int32(y)) }
    /// `wl_surface.set_buffer_transform` of the last commit (a `wl_output.transform`; 0 normal).
    public func bufferTransform(_ s: Int) -> Int32 { wtc_surface_buffer_transform(pointer, Int32(s)) }
    /// ARGB8888 at (x, y) of the picture `s` shows: its buffer turned back by its buffer transform.
    public func uprightPixel(_ s: Int, x: Int, y: Int) -> UInt32 { wtc_surface_upright_pixel(pointer, Int32(s), Int32(x), Int32(y)) }
    /// Buffer damage of the last commit, as (x, y, width, height).
    public func damage(_ s: Int) -> [(x: Int, y: Int, width: Int, height: Int)] {
        var out = [Int32](repeating: 0, count: 4 * 32)
        let n = Int(wtc_surface_damage(pointer, Int32(s), &out, 32))
        return (0..<n).map { (Int(out[$0 * 4]), Int(out[$0 * 4 + 1]), Int(out[$0 * 4 + 2]), Int(out[$0 * 4 + 3])) }
    }
    public func viewportDestination(_ s: Int) -> Size? {
        var w: Int32 = 0, h: Int32 = 0
        wtc_surface_viewport_destination(pointer, Int32(s), &w, &h)
        return w < 0 ? nil : Size(width: Int(w), height: Int(h))
    }
    public func hasFractionalScale(_ s: Int) -> Bool { wtc_surface_has_fractional_scale(pointer, Int32(s)) }
    public func pendingFrames(_ s: Int) -> Int { Int(wtc_surface_pending_frames(pointer, Int32(s))) }
    public func sendFrameDone(time: UInt32 = 0) { wtc_send_frame_done(pointer, time) }

    // MARK: buffers

    /// When true, committed buffers stay the compositor's (no
    /// `wl_buffer.release`) until `releaseBuffers()`.
    public var holdsBuffers = false {
        didSet { wtc_set_hold_buffers(pointer, holdsBuffers) }
    }
    /// When true, a committed buffer stays the compositor's until the next
    /// buffer is committed, as Weston's pixman renderer keeps the buffer it
    /// shows: the client has to alternate two buffers.
    public var holdsShownBuffer = false {
        didSet { wtc_set_hold_shown_buffer(pointer, holdsShownBuffer) }
    }
    public func releaseBuffers() { wtc_release_buffers(pointer) }
    public var bufferReuseViolations: Int { Int(wtc_buffer_reuse_violations(pointer)) }
    public var buffersSeen: Int { Int(wtc_buffers_created(pointer)) }
    /// `wl_shm.create_pool` requests received (WayKit makes one pool a buffer).
    public var shmPoolsCreated: Int { Int(wtc_shm_pools_created(pointer)) }
    /// The largest pool (bytes) the client asked for, its decorations' included.
    public var largestShmPool: Int { Int(wtc_shm_largest_pool(pointer)) }

    // MARK: touchpad gestures

    public func pinchBegin(surface: Int, fingers: UInt32 = 2) { wtc_pinch_begin(pointer, Int32(surface), fingers) }
    /// `scale` is absolute since the begin; `rotation` degrees since the last update.
    public func pinchUpdate(dx: Double = 0, dy: Double = 0, scale: Double, rotation: Double = 0) {
        wtc_pinch_update(pointer, dx, dy, scale, rotation)
    }
    public func pinchEnd(cancelled: Bool = false) { wtc_pinch_end(pointer, cancelled) }
    public func holdBegin(surface: Int, fingers: UInt32 = 2) { wtc_hold_begin(pointer, Int32(surface), fingers) }
    public func holdEnd(cancelled: Bool = false) { wtc_hold_end(pointer, cancelled) }

    // MARK: tablets (tablet-v2)

    /// The tool indexes of the default tablet seat.
    public static let pen = 0, eraser = 1
    /// Adds a tool of `type` (zwp_tablet_tool_v2.type, any value) with the
    /// capabilities listed (zwp_tablet_tool_v2.capability values); its index.
    @discardableResult
    public func tabletAddTool(type: UInt32, capabilities: [UInt32] = []) -> Int {
        Int(wtc_tablet_add_tool(pointer, type, capabilities.reduce(0) { $0 | (1 << $1) }))
    }
    public func tabletProximityIn(_ tool: Int, surface: Int) { wtc_tablet_proximity_in(pointer, Int32(tool), Int32(surface)) }
    public func tabletProximityOut(_ tool: Int) { wtc_tablet_proximity_out(pointer, Int32(tool)) }
    public func tabletDown(_ tool: Int) { wtc_tablet_down(pointer, Int32(tool)) }
    public func tabletUp(_ tool: Int) { wtc_tablet_up(pointer, Int32(tool)) }
    public func tabletMotion(_ tool: Int, x: Double, y: Double) { wtc_tablet_motion(pointer, Int32(tool), x, y) }
    public func tabletPressure(_ tool: Int, _ pressure: UInt32) { wtc_tablet_pressure(pointer, Int32(tool), pressure) }
    public func tabletDistance(_ tool: Int, _ distance: UInt32) { wtc_tablet_distance(pointer, Int32(tool), distance) }
    /// Tilt in degrees.
    public func tabletTilt(_ tool: Int, x: Double, y: Double) { wtc_tablet_tilt(pointer, Int32(tool), x, y) }
    public func tabletButton(_ tool: Int, _ button: UInt32, pressed: Bool) {
        wtc_tablet_button(pointer, Int32(tool), button, pressed)
    }
    public func tabletFrame(_ tool: Int, time: UInt32) { wtc_tablet_frame(pointer, Int32(tool), time) }
    public func tabletRemoveTool(_ tool: Int) { wtc_tablet_remove_tool(pointer, Int32(tool)) }
    public var tabletLiveTools: Int { Int(wtc_tablet_live_tools(pointer)) }
    public var hasTabletSeat: Bool { wtc_tablet_has_seat(pointer) }
    public var tabletPadsDestroyed: Int { Int(wtc_tablet_pads_destroyed(pointer)) }

    // MARK: decorations

    /// The decoration mode toplevel `t` asked for: 0 none, 1 client side, 2 server side.
    public func decorationMode(_ t: Int) -> UInt32 { wtc_toplevel_decoration_mode(pointer, Int32(t)) }
    /// What the compositor answers with from now on (1 client side, 2 server side).
    public func setDecorationAnswer(_ mode: UInt32) { wtc_set_decoration_answer(pointer, mode) }
    public var decorationOrderErrors: Int { Int(wtc_decoration_order_errors(pointer)) }

    // MARK: idle inhibition

    public var idleInhibitors: Int { Int(wtc_idle_inhibitors(pointer)) }
    /// The surface of the last inhibitor made; nil when none was.
    public var idleInhibitorSurface: Int? {
        let s = Int(wtc_idle_inhibitor_surface(pointer))
        return s >= 0 ? s : nil
    }
    /// Whether toplevel `t` asked to be fullscreen on a named output.
    public func fullscreenOnOutput(_ t: Int) -> Bool { wtc_toplevel_fullscreen_output(pointer, Int32(t)) }

    // MARK: presentation time

    /// Sends `presented` to the waiting feedbacks: shown at `seconds` of
    /// CLOCK_MONOTONIC, refreshing every `refresh` seconds.
    public func sendPresented(at seconds: Double, refresh: Double) {
        let whole = max(0, seconds.rounded(.down))
        wtc_send_presented(pointer, UInt64(whole), UInt32(((seconds - whole) * 1e9).rounded(.down)),
                           UInt32((refresh * 1e9).rounded()))
    }
    public var presentationFeedbacksRequested: Int { Int(wtc_presentation_feedbacks_requested(pointer)) }
    public var presentationFeedbacksWaiting: Int { Int(wtc_presentation_feedbacks_waiting(pointer)) }

    // MARK: output

    public func setOutputScale(_ scale: Int) { wtc_set_output_scale(pointer, Int32(scale)) }
    /// The transform `wl_output.geometry` sends from now on (any value, for fault tests).
    public func setOutputTransform(_ transform: Int32) { wtc_set_output_transform(pointer, transform) }
    public func sendPreferredScale(_ scale: Double) { wtc_send_preferred_scale(pointer, UInt32((scale * 120).rounded())) }
    /// `preferred_scale` with any raw value (scale × 120), for fault tests.
    public func sendPreferredScale120(_ scale120: UInt32) { wtc_send_preferred_scale(pointer, scale120) }
    public func enterOutput(_ s: Int) { wtc_surface_enter_output(pointer, Int32(s)) }

    // MARK: xdg-shell

    public var toplevelCount: Int { Int(wtc_toplevel_count(pointer)) }
    public func toplevelSurface(_ t: Int) -> Int { Int(wtc_toplevel_surface(pointer, Int32(t))) }
    public func title(_ t: Int) -> String { String(cString: wtc_toplevel_title(pointer, Int32(t))) }
    public func appID(_ t: Int) -> String { String(cString: wtc_toplevel_app_id(pointer, Int32(t))) }
    public func minSize(_ t: Int) -> Size {
        var w: Int32 = 0, h: Int32 = 0
        wtc_toplevel_min_size(pointer, Int32(t), &w, &h)
        return Size(width: Int(w), height: Int(h))
    }
    public func wantsFullscreen(_ t: Int) -> Bool { wtc_toplevel_wants_fullscreen(pointer, Int32(t)) }
    public func wantsMaximized(_ t: Int) -> Bool { wtc_toplevel_wants_maximized(pointer, Int32(t)) }

    public struct States: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let maximized = States(rawValue: WTC_STATE_MAXIMIZED.rawValue)
        public static let fullscreen = States(rawValue: WTC_STATE_FULLSCREEN.rawValue)
        public static let activated = States(rawValue: WTC_STATE_ACTIVATED.rawValue)
        /// xdg-shell 6 (sent to clients that bound version 6).
        public static let suspended = States(rawValue: WTC_STATE_SUSPENDED.rawValue)
    }

    @discardableResult
    public func configure(_ t: Int, width: Int, height: Int, states: States = [.activated]) -> UInt32 {
        wtc_configure_toplevel(pointer, Int32(t), Int32(width), Int32(height), states.rawValue)
    }
    public func lastAckedSerial(_ t: Int) -> UInt32 { wtc_toplevel_last_acked_serial(pointer, Int32(t)) }
    public func close(_ t: Int) { wtc_close_toplevel(pointer, Int32(t)) }
    /// `xdg_toplevel.move` requests of toplevel `t` so far and the last one's serial.
    public func moves(_ t: Int) -> (count: Int, serial: UInt32) {
        var serial: UInt32 = 0
        let n = wtc_toplevel_moves(pointer, Int32(t), &serial)
        return (Int(n), serial)
    }
    /// `xdg_toplevel.resize` requests of toplevel `t` so far, the last one's
    /// serial and edge (xdg-shell's `resize_edge`: 1 top, 2 bottom, 4 left,
    /// 5 top left, 6 bottom left, 8 right, 9 top right, 10 bottom right).
    public func resizes(_ t: Int) -> (count: Int, serial: UInt32, edge: UInt32) {
        var serial: UInt32 = 0, edge: UInt32 = 0
        let n = wtc_toplevel_resizes(pointer, Int32(t), &serial, &edge)
        return (Int(n), serial, edge)
    }
    /// `xdg_toplevel.set_minimized` requests of toplevel `t` so far.
    public func minimizes(_ t: Int) -> Int { Int(wtc_toplevel_minimizes(pointer, Int32(t))) }
    @discardableResult public func ping() -> UInt32 { wtc_ping(pointer) }
    public var lastPong: UInt32 { wtc_last_pong(pointer) }
    public func postProtocolError(code: UInt32, message: String) { wtc_post_protocol_error(pointer, code, message) }
    public func disconnectClients() { wtc_disconnect_clients(pointer) }

    // MARK: seat

    public struct Capabilities: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let pointer = Capabilities(rawValue: WTC_SEAT_POINTER.rawValue)
        public static let keyboard = Capabilities(rawValue: WTC_SEAT_KEYBOARD.rawValue)
        public static let touch = Capabilities(rawValue: WTC_SEAT_TOUCH.rawValue)
        public static let all: Capabilities = [.pointer, .keyboard, .touch]
    }
    public func setCapabilities(_ caps: Capabilities) { wtc_set_seat_capabilities(pointer, caps.rawValue) }
    public var touchObjects: Int { Int(wtc_touch_resources(pointer)) }
    public var cursorSets: Int { Int(wtc_pointer_cursor_sets(pointer)) }
    /// The surface of the last `wl_pointer.set_cursor`; nil when hidden or never set.
    public var cursorSurface: Int? {
        let s = Int(wtc_pointer_cursor_surface(pointer))
        return s >= 0 ? s : nil
    }
    public var cursorSerial: UInt32 { wtc_pointer_cursor_serial(pointer) }
    public var pointerEnterSerial: UInt32 { wtc_pointer_enter_serial(pointer) }
    public var pointerObjects: Int { Int(wtc_pointer_resources(pointer)) }
    /// Live `wp_cursor_shape_device_v1` objects, `set_shape` requests so far,
    /// and the last one's shape (cursor-shape-v1's enum: 1 default,
    /// 4 pointer, 9 text) and serial (D2).
    public var cursorShapeDevices: Int { Int(wtc_cursor_shape_devices(pointer)) }
    public var cursorShapeSets: Int { Int(wtc_cursor_shape_sets(pointer)) }
    public var cursorShape: UInt32 { wtc_cursor_shape(pointer) }
    public var cursorShapeSerial: UInt32 { wtc_cursor_shape_serial(pointer) }
    public var keyboardObjects: Int { Int(wtc_keyboard_resources(pointer)) }

    public func touchDown(surface: Int, id: Int32, x: Double, y: Double, time: UInt32) {
        wtc_touch_down(pointer, Int32(surface), time, id, x, y)
    }
    public func touchMotion(id: Int32, x: Double, y: Double, time: UInt32) { wtc_touch_motion(pointer, time, id, x, y) }
    public func touchUp(id: Int32, time: UInt32) { wtc_touch_up(pointer, time, id) }
    /// The serial of the last `wl_touch.down` sent.
    public var touchDownSerial: UInt32 { wtc_touch_down_serial(pointer) }
    public func touchShape(id: Int32, major: Double, minor: Double) { wtc_touch_shape(pointer, id, major, minor) }
    public func touchOrientation(id: Int32, degrees: Double) { wtc_touch_orientation(pointer, id, degrees) }
    public func touchFrame() { wtc_touch_frame(pointer) }
    public func touchCancel() { wtc_touch_cancel(pointer) }

    public func pointerEnter(surface: Int, x: Double, y: Double) { wtc_pointer_enter(pointer, Int32(surface), x, y) }
    public func pointerLeave() { wtc_pointer_leave(pointer) }
    public func pointerMotion(x: Double, y: Double, time: UInt32) { wtc_pointer_motion(pointer, time, x, y) }
    /// BTN_LEFT is 0x110.
    public func pointerButton(_ button: UInt32 = 0x110, pressed: Bool, time: UInt32) {
        wtc_pointer_button(pointer, time, button, pressed)
    }
    public func pointerAxisSource(_ source: UInt32) { wtc_pointer_axis_source(pointer, source) }
    public func pointerAxis(_ axis: UInt32, value: Double, time: UInt32) { wtc_pointer_axis(pointer, time, axis, value) }
    public func pointerAxisValue120(_ axis: UInt32, _ value120: Int32) { wtc_pointer_axis_value120(pointer, axis, value120) }
    public func pointerAxisDiscrete(_ axis: UInt32, _ discrete: Int32) { wtc_pointer_axis_discrete(pointer, axis, discrete) }
    public func pointerAxisStop(_ axis: UInt32, time: UInt32) { wtc_pointer_axis_stop(pointer, time, axis) }
    public func pointerFrame() { wtc_pointer_frame(pointer) }

    @discardableResult
    public func sendKeymap(layout: String = "us", declaredSizeExtra: Int32 = 0) -> Bool {
        wtc_keyboard_send_keymap(pointer, layout, declaredSizeExtra)
    }
    /// A keymap with xkb options, such as "compose:ralt".
    @discardableResult
    public func sendKeymap(layout: String, options: String) -> Bool {
        wtc_keyboard_send_keymap_options(pointer, layout, options, 0)
    }
    public func keyboardEnter(surface: Int) { wtc_keyboard_enter(pointer, Int32(surface)) }
    public func keyboardLeave() { wtc_keyboard_leave(pointer) }
    /// KEY_A is 30.
    public func key(_ code: UInt32, pressed: Bool, time: UInt32) { wtc_keyboard_key(pointer, time, code, pressed) }
    public func modifiers(depressed: UInt32, latched: UInt32 = 0, locked: UInt32 = 0, group: UInt32 = 0) {
        wtc_keyboard_modifiers(pointer, depressed, latched, locked, group)
    }
    public func repeatInfo(rate: Int32, delay: Int32) { wtc_keyboard_repeat_info(pointer, rate, delay) }

    // MARK: selections (K6)

    /// The clipboard (`wl_data_device`) or the primary selection.
    public enum Selection {
        case clipboard, primary
        var raw: wtc_selection { self == .clipboard ? WTC_SELECTION_CLIPBOARD : WTC_SELECTION_PRIMARY }
    }

    /// How the compositor's own selection (standing for another client)
    /// answers a `receive`.
    public enum SelectionContent {
        /// Writes these bytes and closes.
        case bytes([UInt8])
        /// Never writes; keeps the pipe open.
        case silent
        /// Writes `count` bytes of "x" as fast as the pipe takes them.
        case generated(count: UInt64)
    }

    /// Sets the selection as another client would, offered in `mimeTypes`;
    /// the client's own source, if it was the selection, is cancelled.
    public func setSelection(_ which: Selection = .clipboard, mimeTypes: [String], content: SelectionContent) {
        let types = mimeTypes.joined(separator: "\n")
        switch content {
        case .bytes(let bytes):
            wtc_set_selection(pointer, which.raw, types, bytes, UInt64(bytes.count), WTC_SELECTION_SEND)
        case .silent:
            wtc_set_selection(pointer, which.raw, types, nil, 0, WTC_SELECTION_SILENT)
        case .generated(let count):
            wtc_set_selection(pointer, which.raw, types, nil, count, WTC_SELECTION_GENERATE)
        }
    }

    /// `selection` with no offer; the client's source, if it was the selection, is cancelled.
    public func clearSelection(_ which: Selection = .clipboard) { wtc_clear_selection(pointer, which.raw) }
    /// `data_offer`s that no `selection` ever names.
    public func sendUnusedOffers(_ which: Selection = .clipboard, count: Int) {
        wtc_send_unused_offers(pointer, which.raw, Int32(count))
    }
    /// Names the previous selection's offer again; false when the client had
    /// destroyed it already.
    @discardableResult
    public func reannouncePreviousOffer(_ which: Selection = .clipboard) -> Bool {
        wtc_reannounce_previous_offer(pointer, which.raw)
    }
    /// Offers the client has not destroyed.
    public func liveOffers(_ which: Selection = .clipboard) -> Int { Int(wtc_live_offers(pointer, which.raw)) }

    /// The client's `set_selection` requests and the serial of the last.
    public func selectionSets(_ which: Selection = .clipboard) -> Int { Int(wtc_selection_sets(pointer, which.raw)) }
    public func selectionSerial(_ which: Selection = .clipboard) -> UInt32 { wtc_selection_serial(pointer, which.raw) }
    /// Whether the selection is the client's, and the MIME types its source offers.
    public func selectionIsClient(_ which: Selection = .clipboard) -> Bool { wtc_selection_is_client(pointer, which.raw) }
    public func clientSelectionMimeTypes(_ which: Selection = .clipboard) -> [String] {
        let text = String(cString: wtc_selection_client_mime_types(pointer, which.raw))
        return text.isEmpty ? [] : text.split(separator: "\n").map(String.init)
    }
    /// Asks the client's source for its content as `mimeType`; read back
    /// with `clientSelectionBytes` as the compositor dispatches.
    @discardableResult
    public func readClientSelection(_ which: Selection = .clipboard, mimeType: String) -> Bool {
        wtc_read_client_selection(pointer, which.raw, mimeType)
    }
    /// What was read back so far, and whether the client closed its end.
    public func clientSelectionBytes(_ which: Selection = .clipboard) -> (bytes: [UInt8], done: Bool) {
        var size: UInt64 = 0
        var done = false
        guard let p = wtc_client_selection_bytes(pointer, which.raw, &size, &done) else { return ([], done) }
        return (Array(UnsafeBufferPointer(start: p, count: Int(size))), done)
    }

    /// `receive` requests for the compositor's own selection, and the type of the last.
    public func selectionReceives(_ which: Selection = .clipboard) -> Int { Int(wtc_selection_receives(pointer, which.raw)) }
    public func lastReceiveMimeType(_ which: Selection = .clipboard) -> String {
        String(cString: wtc_selection_last_receive_mime(pointer, which.raw))
    }
    /// Bytes of the compositor's selection written so far, transfers whose
    /// reader closed early, and transfers still open.
    public func selectionBytesWritten(_ which: Selection = .clipboard) -> UInt64 {
        wtc_selection_bytes_written(pointer, which.raw)
    }
    public func selectionReadersGone(_ which: Selection = .clipboard) -> Int {
        Int(wtc_selection_readers_gone(pointer, which.raw))
    }
    public func selectionOpenTransfers(_ which: Selection = .clipboard) -> Int {
        Int(wtc_selection_open_transfers(pointer, which.raw))
    }
    /// The serial of the last event sent.
    public var lastSerial: UInt32 { wtc_last_serial(pointer) }
}
