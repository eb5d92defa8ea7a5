import CWaylandClient

/// A `wl_seat`: creates and drops its touch, pointer and keyboard objects as the
/// compositor's capabilities change at run time (a tablet's keyboard detached, a
/// touch screen plugged in).
@MainActor
final class WaylandSeat {
    let proxy: OpaquePointer
    let name: UInt32
    let version: UInt32
    private unowned let client: WaylandClient
    private(set) var touch: WaylandTouch?
    private(set) var pointer: WaylandPointer?
    private(set) var keyboard: WaylandKeyboard?
    /// The latest input serial of this seat's devices (for set_selection, K6).
    let serials = InputSerial()

    init(proxy: OpaquePointer, name: UInt32, version: UInt32, client: WaylandClient) {
        self.proxy = proxy
        self.name = name
        self.version = version
        self.client = client
        wl_seat_add_listener(proxy, seatListener, listenerData(self))
    }

    /// Creates the devices for capabilities that appeared and releases those of
    /// capabilities that went. The corresponding Wayland requests are
    /// `wl_seat.get_touch`, `wl_seat.get_pointer` and `wl_seat.get_keyboard`.
    fileprivate func capabilities(_ caps: UInt32) {
        let hasTouch = caps & WL_SEAT_CAPABILITY_TOUCH.rawValue != 0
        let hasPointer = caps & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
        let hasKeyboard = caps & WL_SEAT_CAPABILITY_KEYBOARD.rawValue != 0

        if hasTouch, touch == nil, let proxy = wl_seat_get_touch(proxy) {
            touch = WaylandTouch(proxy: proxy, version: version, router: client.input)
            touch?.serials = serials
            touch?.seat = self.proxy
        } else if !hasTouch, let gone = touch {
            // Touches still down when the device goes can never end: cancel them (E7).
            gone.destroy()
            touch = nil
        }
        if hasPointer, pointer == nil, let proxy = wl_seat_get_pointer(proxy) {
            pointer = WaylandPointer(proxy: proxy, version: version, router: client.input, cursor: client.cursor,
                                     hidesCursor: client.options.kiosk)
            pointer?.serials = serials
            if let g = client.globals.pointerGestures {
                pointer?.gestures = TouchpadGestures(manager: g.proxy, version: g.version, pointer: proxy, router: client.input)
            }
        } else if !hasPointer, let gone = pointer {
            gone.destroy()
            pointer = nil
        }
        if hasKeyboard, keyboard == nil, let proxy = wl_seat_get_keyboard(proxy) {
            keyboard = WaylandKeyboard(proxy: proxy, version: version, router: client.input)
            keyboard?.serials = serials
        } else if !hasKeyboard, let gone = keyboard {
            gone.destroy()
            keyboard = nil
        }
    }

    /// Drops every device, then the seat. The corresponding Wayland request is
    /// `wl_seat.release` (version 5 and later, which is all WayKit binds).
    func destroy() {
        touch?.destroy()
        pointer?.destroy()
        keyboard?.destroy()
        touch = nil
        pointer = nil
        keyboard = nil
        wl_seat_release(proxy)
    }
}

private nonisolated(unsafe) let seatListener = makeListener(wl_seat_listener(
    capabilities: { data, _, caps in
        guard let seat = listenerOwner(data, as: WaylandSeat.self) else { return }
        MainActor.assumeIsolated { seat.capabilities(caps) }
    },
    name: { _, _, _ in }
))
