import CWaylandClient
import WayKit

/// A `wl_pointer`: groups events between `wl_pointer.frame`s into one
/// `PointerSample` (P4). WayKit binds `wl_seat` 5 or later, so frames always come.
@MainActor
final class WaylandPointer {
    let proxy: OpaquePointer
    let version: UInt32
    private unowned let router: InputRouter
    private let cursor: PointerCursor
    /// Names the cursor where the compositor offers cursor-shape-v1 (D2);
    /// made at the first cursor change, so a manager bound after the seat
    /// is still used.
    private var shapeDevice: CursorShapeDevice?
    private var pending = PointerSample()
    /// The surface under the pointer, between enter and leave. Compared
    /// only: a surface libdecor destroyed gets no leave.
    private(set) var focus: OpaquePointer?
    /// The libdecor decoration under the pointer, resolved at enter (D1).
    private(set) var decorationFocus: DecorationPointerFocus?
    /// The last `wl_pointer.enter` serial: `set_cursor` must quote it.
    private var enterSerial: UInt32 = 0
    /// Whether we hid the cursor (kiosk, or a touch since the last motion).
    private(set) var cursorHidden = false
    /// The shape the view under the pointer asked for (D2).
    private(set) var cursorShape: UIPointerCursorShape = .arrow
    private let hidesCursor: Bool
    /// Where the seat keeps its latest input serial (K6: set_selection).
    var serials: InputSerial?
    /// Buttons pressed since the last enter: while one is, motion may be
    /// reported outside the focus surface (an implicit grab).
    ///
    /// A press on libdecor's title bar starts the plugin's move
    /// (`xdg_toplevel.move`), and Weston 10's move grab keeps that button's
    /// release: the set then stays non-empty until the next enter empties
    /// it. That fails safe: only `motion` reads the set, and a held button
    /// only stops motions from teaching which decoration surface is the
    /// shadow (D1); it never makes one teach. The enter that follows the
    /// grab teaches again.
    private var heldButtons: Set<UInt32> = []

    /// `hidesCursor`: kiosk mode, where the cursor stays hidden until a
    /// pointer actually moves (D2).
    init(proxy: OpaquePointer, version: UInt32, router: InputRouter, cursor: PointerCursor, hidesCursor: Bool = false) {
        self.hidesCursor = hidesCursor
        self.proxy = proxy
        self.version = version
        self.router = router
        self.cursor = cursor
        wl_pointer_add_listener(proxy, pointerListener, listenerData(self))
        router.pointerDevices.append(self)
    }

    fileprivate func enter(serial: UInt32, surface: OpaquePointer?, x: wl_fixed_t, y: wl_fixed_t) {
        guard let surface else { return }
        serials?.record(serial)
        enterSerial = serial
        if hidesCursor || cursorHidden {
            cursor.hide(on: proxy, serial: serial)
            cursorHidden = true
        } else {
            showCursor(cursorShape, serial: serial)
        }
        focus = surface
        decorationFocus = router.decorationFocus(entering: surface)
        heldButtons = []
        pending.entered = surface
        pending.position = (wl_fixed_to_double(x), wl_fixed_to_double(y))
        observeDecoration(y: wl_fixed_to_double(y))
    }
    fileprivate func leave(surface: OpaquePointer?) {
        pending.left = surface ?? focus
        focus = nil
        decorationFocus = nil
    }
    fileprivate func motion(time: UInt32, x: wl_fixed_t, y: wl_fixed_t) {
        // The mouse moved: the cursor a touch (or kiosk mode) hid comes back.
        if cursorHidden, focus != nil {
            showCursor(cursorShape, serial: enterSerial)
            cursorHidden = false
        }
        pending.time = time
        pending.position = (wl_fixed_to_double(x), wl_fixed_to_double(y))
        if heldButtons.isEmpty { observeDecoration(y: wl_fixed_to_double(y)) }
    }

    /// Over libdecor's decorations the plugin answers the pointer; its
    /// positions there still tell which surface is the shadow (D1). Never
    /// through the surface proxy, which libdecor may have destroyed since
    /// the enter.
    private func observeDecoration(y: Double) {
        guard let decoration = decorationFocus else { return }
        guard decoration.liveToplevel != nil else {
            decorationFocus = nil
            return
        }
        router.observeDecorationPoint(decoration, y: y)
    }
    fileprivate func button(serial: UInt32, time: UInt32, button: UInt32, state: UInt32) {
        if state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue {
            serials?.recordPress(serial)
            // Bounded (F1): a compositor's stream of presses never grows it past this.
            if heldButtons.count < 32 { heldButtons.insert(button) }
        } else {
            serials?.record(serial)
            heldButtons.remove(button)
        }
        pending.time = time
        pending.buttons.append((button, state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue))
    }
    fileprivate func axis(time: UInt32, axis: UInt32, value: wl_fixed_t) {
        pending.time = time
        update(axis) { $0.value += wl_fixed_to_double(value) }
    }
    fileprivate func axisSource(_ source: UInt32) {
        pending.axisSource = PointerSample.AxisSource(rawValue: source)
    }
    fileprivate func axisStop(time: UInt32, axis: UInt32) {
        pending.time = time
        update(axis) { $0.stopped = true }
    }
    fileprivate func axisDiscrete(axis: UInt32, discrete: Int32) {
        update(axis) { $0.discrete = saturating($0.discrete, discrete, "axis_discrete") }
    }
    fileprivate func axisValue120(axis: UInt32, value120: Int32) {
        update(axis) { $0.value120 = saturating($0.value120, value120, "axis_value120") }
    }

    /// A frame's steps summed without overflow (F1); a sum that saturates is
    /// logged once.
    private func saturating(_ sum: Int32, _ step: Int32, _ event: String) -> Int32 {
        let result = sum.saturatingAdd(step)
        if result == .max || result == .min {
            router.logOnce("axis overflow", "wl_pointer.\(event) sums past Int32 in one frame; held at \(result)")
        }
        return result
    }
    fileprivate func frame() {
        let sample = pending
        pending = PointerSample()
        if !sample.isEmpty { router.pointerFrame(sample, focus: focus) }
    }

    private func update(_ axis: UInt32, _ change: (inout PointerSample.Axis) -> Void) {
        if axis == WL_POINTER_AXIS_VERTICAL_SCROLL.rawValue {
            var a = pending.vertical ?? .init()
            change(&a)
            pending.vertical = a
        } else if axis == WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue {
            var a = pending.horizontal ?? .init()
            change(&a)
            pending.horizontal = a
        }  // An unknown axis is a newer protocol's: dropped.
    }

    /// The view under the pointer asks for another cursor (D2).
    func setCursorShape(_ shape: UIPointerCursorShape) {
        guard shape != cursorShape else { return }
        cursorShape = shape
        guard focus != nil, !cursorHidden else { return }
        showCursor(shape, serial: enterSerial)
    }

    private func showCursor(_ shape: UIPointerCursorShape, serial: UInt32) {
        if shapeDevice == nil { shapeDevice = cursor.makeShapeDevice(for: proxy) }
        cursor.show(shape, on: proxy, serial: serial, device: shapeDevice)
    }

    /// Touch input began: the cursor hides until the pointer moves (D2), as
    /// a touchscreen laptop's does.
    func touchUsed() {
        guard !cursorHidden, focus != nil else { cursorHidden = true; return }
        cursor.hide(on: proxy, serial: enterSerial)
        cursorHidden = true
    }

    /// Touchpad pinch and hold, where the compositor offers them (D3).
    var gestures: TouchpadGestures?

    /// The corresponding Wayland requests are `wp_cursor_shape_device_v1.destroy`
    /// and `wl_pointer.release`.
    func destroy() {
        gestures?.destroy()
        gestures = nil
        shapeDevice?.destroy()
        shapeDevice = nil
        if let focus { router.pointerLost(surface: focus) }
        router.pointerDevices.removeAll { $0 === self }
        wl_pointer_release(proxy)
    }
}

private func pointer(_ data: UnsafeMutableRawPointer?) -> WaylandPointer? { listenerOwner(data, as: WaylandPointer.self) }

private nonisolated(unsafe) let pointerListener = makeListener(wl_pointer_listener(
    enter: { data, _, serial, surface, x, y in
        guard let p = pointer(data) else { return }
        // Raw protocol pointers are only touched on the main thread.
        nonisolated(unsafe) let surface = surface
        MainActor.assumeIsolated { p.enter(serial: serial, surface: surface, x: x, y: y) }
    },
    leave: { data, _, _, surface in
        guard let p = pointer(data) else { return }
        // Raw protocol pointers are only touched on the main thread.
        nonisolated(unsafe) let surface = surface
        MainActor.assumeIsolated { p.leave(surface: surface) }
    },
    motion: { data, _, time, x, y in
        guard let p = pointer(data) else { return }
        MainActor.assumeIsolated { p.motion(time: time, x: x, y: y) }
    },
    button: { data, _, serial, time, button, state in
        guard let p = pointer(data) else { return }
        MainActor.assumeIsolated { p.button(serial: serial, time: time, button: button, state: state) }
    },
    axis: { data, _, time, axis, value in
        guard let p = pointer(data) else { return }
        MainActor.assumeIsolated { p.axis(time: time, axis: axis, value: value) }
    },
    frame: { data, _ in
        guard let p = pointer(data) else { return }
        MainActor.assumeIsolated { p.frame() }
    },
    axis_source: { data, _, source in
        guard let p = pointer(data) else { return }
        MainActor.assumeIsolated { p.axisSource(source) }
    },
    axis_stop: { data, _, time, axis in
        guard let p = pointer(data) else { return }
        MainActor.assumeIsolated { p.axisStop(time: time, axis: axis) }
    },
    axis_discrete: { data, _, axis, discrete in
        guard let p = pointer(data) else { return }
        MainActor.assumeIsolated { p.axisDiscrete(axis: axis, discrete: discrete) }
    },
    axis_value120: { data, _, axis, value in
        guard let p = pointer(data) else { return }
        MainActor.assumeIsolated { p.axisValue120(axis: axis, value120: value) }
    }
))
