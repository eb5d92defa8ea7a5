import CWaylandClient
import CWaylandProtocols

/// The `wl_registry`: binds the globals WayKit uses with explicit version ranges
/// and hands seats and outputs (which come and go) to the client.
@MainActor
final class WaylandRegistry {
    private let proxy: OpaquePointer
    private unowned let client: WaylandClient
    /// Registry names of bound seats and outputs, for `global_remove`.
    private var boundNames: [UInt32: String] = [:]
    private(set) var offered: Set<String> = []

    init?(display: WaylandDisplay, client: WaylandClient) {
        guard let proxy = display.getRegistry() else { return nil }
        self.proxy = proxy
        self.client = client
        wl_registry_add_listener(proxy, registryListener, listenerData(self))
    }

    /// The corresponding Wayland request is `wl_registry.bind`.
    private func bind(name: UInt32, _ interface: UnsafePointer<wl_interface>, version: UInt32) -> OpaquePointer? {
        wl_registry_bind(proxy, name, interface, version).map(OpaquePointer.init)
    }

    fileprivate func global(name: UInt32, interface: String, version offered: UInt32) {
        self.offered.insert(interface)
        guard let range = GlobalVersionRange.all.first(where: { $0.interface == interface }) else { return }
        guard let version = range.negotiate(offered: offered) else {
            client.log("\(interface) version \(offered) is older than the \(range.minimum) WayKit needs; ignored")
            return
        }
        let globals = client.globals
        // A singleton advertised twice (a compositor bug): the first binding
        // stays, the second is ignored rather than leaking the first proxy.
        if interface != "wl_output", interface != "wl_seat", globals.isBoundSingleton(interface) {
            client.log(once: "duplicate \(interface)", "\(interface) advertised twice; the second is ignored")
            return
        }
        switch interface {
        case "wl_compositor":
            globals.compositor = bind(name: name, waykit_wl_compositor_interface(), version: version)
        case "wl_subcompositor":
            globals.subcompositor = bind(name: name, waykit_wl_subcompositor_interface(), version: version)
        case "wl_shm":
            globals.shm = bind(name: name, waykit_wl_shm_interface(), version: version)
        case "xdg_wm_base":
            if let base = bind(name: name, waykit_xdg_wm_base_interface(), version: version) {
                globals.wmBase = XdgWmBase(proxy: base)
            }
        case "wp_viewporter":
            globals.viewporter = bind(name: name, waykit_wp_viewporter_interface(), version: version)
        case "wp_fractional_scale_manager_v1":
            globals.fractionalScaleManager = bind(
                name: name, waykit_wp_fractional_scale_manager_v1_interface(), version: version)
        case "zwp_pointer_gestures_v1":
            if let proxy = bind(name: name, waykit_zwp_pointer_gestures_v1_interface(), version: version) {
                globals.pointerGestures = (proxy, version)
            }
        case "zwp_text_input_manager_v3":
            if let proxy = bind(name: name, waykit_zwp_text_input_manager_v3_interface(), version: version) {
                let manager = TextInputManager(proxy: proxy, client: client)
                globals.textInput = manager
                for seat in client.seats { manager.seatAdded(seat) }
            }
        case "zwp_tablet_manager_v2":
            if let proxy = bind(name: name, waykit_zwp_tablet_manager_v2_interface(), version: version) {
                let manager = TabletManager(proxy: proxy, client: client)
                globals.tablet = manager
                for seat in client.seats { manager.seatAdded(seat) }
            }
        case "zxdg_decoration_manager_v1":
            globals.decorationManager = bind(name: name, waykit_zxdg_decoration_manager_v1_interface(), version: version)
        case "zwp_idle_inhibit_manager_v1":
            globals.idleInhibitManager = bind(name: name, waykit_zwp_idle_inhibit_manager_v1_interface(), version: version)
        case "wp_presentation":
            if let proxy = bind(name: name, waykit_wp_presentation_interface(), version: version) {
                globals.presentation = Presentation(proxy: proxy)
            }
        case "wl_data_device_manager":
            if let proxy = bind(name: name, waykit_wl_data_device_manager_interface(), version: version) {
                globals.dataDeviceManager = proxy
                client.clipboard.general.bind(manager: proxy, version: version)
            }
        case "zwp_primary_selection_device_manager_v1":
            if let proxy = bind(name: name, waykit_zwp_primary_selection_device_manager_v1_interface(), version: version) {
                globals.primarySelectionManager = proxy
                client.clipboard.primary.bind(manager: proxy, version: version)
            }
        case "wp_cursor_shape_manager_v1":
            globals.cursorShapeManager = bind(name: name, waykit_wp_cursor_shape_manager_v1_interface(), version: version)
        case "zxdg_output_manager_v1":
            if let proxy = bind(name: name, waykit_zxdg_output_manager_v1_interface(), version: version) {
                globals.xdgOutputManager = (proxy, version)
                for output in client.outputs { output.attachXdgOutput(manager: proxy, version: version) }
            }
        case "ext_idle_notifier_v1":
            if let proxy = bind(name: name, waykit_ext_idle_notifier_v1_interface(), version: version) {
                let notifier = IdleNotifier(proxy: proxy, client: client)
                globals.idleNotifier = notifier
                for seat in client.seats { notifier.seatAdded(seat) }
            }
        case "wl_output":
            if let output = bind(name: name, waykit_wl_output_interface(), version: version) {
                boundNames[name] = interface
                client.outputAdded(WaylandOutput(proxy: output, name: name, version: version, client: client))
            }
        case "wl_seat":
            if let seat = bind(name: name, waykit_wl_seat_interface(), version: version) {
                boundNames[name] = interface
                client.seatAdded(WaylandSeat(proxy: seat, name: name, version: version, client: client))
            }
        default:
            break
        }
    }

    fileprivate func globalRemoved(name: UInt32) {
        switch boundNames.removeValue(forKey: name) {
        case "wl_output": client.outputRemoved(name: name)
        case "wl_seat": client.seatRemoved(name: name)
        default: break
        }
    }

    /// Logs once for each optional global the compositor lacks; returns the
    /// required ones that are missing.
    func checkGlobals() -> [String] {
        var missing: [String] = []
        for range in GlobalVersionRange.all where !client.globals.isBound(range.interface) {
            if range.optional {
                client.log("the compositor offers no \(range.interface); \(degradedBehaviour(range.interface))")
            } else {
                missing.append(range.interface)
            }
        }
        return missing
    }

    private func degradedBehaviour(_ interface: String) -> String {
        switch interface {
        case "wl_output": "windows draw at scale 1"
        case "wl_seat": "no input arrives"
        case "wp_viewporter": "integer buffer scales only"
        case "wp_fractional_scale_manager_v1": "integer buffer scales only"
        case "zwp_pointer_gestures_v1": "no touchpad pinch or hold"
        case "zxdg_decoration_manager_v1": "libdecor draws client-side title bars (none in kiosk mode)"
        case "zwp_idle_inhibit_manager_v1": "isIdleTimerDisabled cannot keep the screen on"
        case "zwp_text_input_manager_v3": "text fields get no input method of the compositor's (WayKit's on-screen keyboard serves them, K5)"
        case "zwp_tablet_manager_v2": "pens and erasers of tablets are not told apart from the pointer"
        case "wp_presentation": "animations are paced by frame callbacks alone, at an assumed 60 Hz"
        case "wl_data_device_manager": "UIPasteboard.general stays inside the app"
        case "zwp_primary_selection_device_manager_v1": "UIPasteboard.primarySelection stays inside the app"
        case "wp_cursor_shape_manager_v1": "cursors come from the cursor theme (libwayland-cursor)"
        case "zxdg_output_manager_v1": "screens have no logical position, and names only from wl_output 4"
        case "ext_idle_notifier_v1": "idle observations count the app's own input only"
        default: "continuing without it"
        }
    }

    /// The corresponding Wayland request is `wl_registry.destroy` (client side only).
    func destroy() { wl_registry_destroy(proxy) }
}

private nonisolated(unsafe) let registryListener = makeListener(wl_registry_listener(
    global: { data, _, name, interface, version in
        guard let interface, let registry = listenerOwner(data, as: WaylandRegistry.self) else { return }
        let text = String(cString: interface)
        MainActor.assumeIsolated { registry.global(name: name, interface: text, version: version) }
    },
    global_remove: { data, _, name in
        guard let registry = listenerOwner(data, as: WaylandRegistry.self) else { return }
        MainActor.assumeIsolated { registry.globalRemoved(name: name) }
    }
))
